import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColour, readableColourOn, relativeLuminance } from "./colour-contrast.ts";

describe("colour contrast", () => {
  it("parses short and long hex colours and rejects others", () => {
    expect(parseHexColour("#fff")).toEqual([255, 255, 255]);
    expect(parseHexColour("#c4102b")).toEqual([196, 16, 43]);
    expect(parseHexColour("red")).toBeNull();
    expect(parseHexColour("#12345")).toBeNull();
  });

  it("computes WCAG luminance and contrast", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("nope", "#fff")).toBeNull();
  });

  it("picks the first candidate that is readable, else the best one", () => {
    expect(readableColourOn("#14352b", ["#ffffff", "#111111"])).toBe("#ffffff");
    // white on this green is about 3:1, so the dark text wins
    expect(readableColourOn("#00a86b", ["#ffffff", "#13201a"])).toBe("#13201a");
    expect(readableColourOn("#888888", ["#999999", "#aaaaaa"])).toBe("#aaaaaa");
    expect(readableColourOn("transparent", ["#ffffff", "#000000"])).toBe("#ffffff");
  });
});
