import { describe, expect, it } from "vitest";
import { brandIds, brands } from "./brands.ts";
import { constants } from "./constants.ts";
import { shareCardSvg, shareImagePath, shareImageSizeNamed, shareImageSizeNames } from "./share-card.ts";

describe("share cards", () => {
  it("name the spec's three sizes in paths", () => {
    expect(shareImageSizeNames).toEqual(["150x150", "350x380", "1600x630"]);
    expect(shareImagePath(constants.openGraphImageSizes[2])).toBe("/share-image/1600x630.png");
    expect(shareImageSizeNamed("350x380")).toEqual({ width: 350, height: 380 });
    expect(shareImageSizeNamed("1200x630")).toBeNull();
  });

  it("are SVGs of the size asked, in the brand's colours, for every brand", () => {
    for (const id of brandIds)
      for (const size of constants.openGraphImageSizes) {
        const svg = shareCardSvg(brands[id], size);
        expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
        expect(svg).toContain(`fill="${brands[id].theme.primary}"`);
        // The renderer's shipped font first, wherever text is set
        expect(svg).not.toMatch(/font-family="(?!Arimo)/);
      }
  });

  it("show the tagline on the larger cards and the name alone on the smallest", () => {
    const wa = brands.wa;
    expect(shareCardSvg(wa, { width: 1600, height: 630 })).toContain("expert advice in our");
    expect(shareCardSvg(wa, { width: 350, height: 380 })).toContain("expert advice in our");
    const small = shareCardSvg(wa, { width: 150, height: 150 });
    expect(small).not.toContain("expert advice");
    expect(small).toContain(">Wattle</tspan>");
    expect(small).toContain(">Appliances</tspan>");
  });

  it("escape text for XML", () => {
    const brand = { ...brands.aol, tagline: `Fridges & "ovens" <today>` };
    const svg = shareCardSvg(brand, { width: 1600, height: 630 });
    expect(svg).toContain("Fridges &#38; &#34;ovens&#34; &#60;today&#62;");
  });
});
