import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  mixColours,
  parseHexColour,
  readableColourOn,
  relativeLuminance,
  shadeAwayFrom,
} from "./colour-contrast.ts";

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

  it("mixes two colours channel by channel, as color-mix(in srgb) does", () => {
    expect(mixColours("#00a86b", "#000000", 0.12)).toBe("#00945e");
    expect(mixColours("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixColours("#123456", "#ffffff", 0)).toBe("#123456");
    expect(mixColours("red", "#000000", 0.5)).toBe("red");
  });

  it("shades a colour away from its text, so the text never reads worse", () => {
    // Dark text on a bright green: a black mix (what the menu band had) took it under 4.5:1; white keeps it
    expect(contrastRatio("#13201a", mixColours("#00a86b", "#000000", 0.12)) ?? 0).toBeLessThan(4.5);
    const shade = shadeAwayFrom("#00a86b", "#13201a");
    expect(shade).toBe(mixColours("#00a86b", "#ffffff", 0.12));
    expect(contrastRatio("#13201a", shade) ?? 0).toBeGreaterThan(contrastRatio("#13201a", "#00a86b") ?? 0);
    // Light text on a deep red: darker
    expect(shadeAwayFrom("#c4102b", "#ffffff")).toBe(mixColours("#c4102b", "#000000", 0.12));
    expect(shadeAwayFrom("transparent", "#ffffff")).toBe("transparent");
  });
});
