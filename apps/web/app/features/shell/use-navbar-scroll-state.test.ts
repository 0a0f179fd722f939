import { describe, expect, it } from "vitest";
import { nextNavbarScrollState } from "./use-navbar-scroll-state";

describe("navbar scroll states", () => {
  it("waits near the top of the page", () => {
    expect(nextNavbarScrollState("up", 300, 40)).toBe("waiting");
    expect(nextNavbarScrollState("floating", 80, 70)).toBe("waiting");
  });

  it("goes up (hides) while scrolling down and floats while scrolling up", () => {
    expect(nextNavbarScrollState("waiting", 100, 220)).toBe("up");
    expect(nextNavbarScrollState("up", 900, 850)).toBe("floating");
  });

  it("ignores jitter of a few pixels", () => {
    expect(nextNavbarScrollState("floating", 500, 503)).toBe("floating");
    expect(nextNavbarScrollState("up", 500, 497)).toBe("up");
  });
});
