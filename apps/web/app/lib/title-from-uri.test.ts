import { describe, expect, it } from "vitest";
import { lastPathSegment, titleFromUri } from "./title-from-uri.ts";

describe("titleFromUri", () => {
  it("turns a uri into a title", () => {
    expect(titleFromUri("fisher-paykel_dishwashers")).toBe("Fisher Paykel Dishwashers");
    expect(titleFromUri("  ")).toBe("Page");
    expect(titleFromUri(undefined)).toBe("Page");
    expect(titleFromUri("100%-off")).toBe("100% Off");
  });

  it("takes the last segment of a splat", () => {
    expect(lastPathSegment("kitchen/ovens/")).toBe("ovens");
    expect(lastPathSegment(undefined)).toBe("");
  });
});
