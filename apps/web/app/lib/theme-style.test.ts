import { brandIds, brands } from "@store/domain/brands";
import { contrastRatio } from "@store/domain/colour-contrast";
import { describe, expect, it } from "vitest";
import { themeStyle } from "./theme-style.ts";

const token = (style: ReturnType<typeof themeStyle>, name: `--${string}`) => String(style[name]);

describe("theme tokens", () => {
  it("keep every brand's text readable on its brand colour, its menu band and its buttons' hover (AA)", () => {
    for (const id of brandIds) {
      const style = themeStyle(brands[id]);
      const onPrimary = token(style, "--color-on-primary");
      expect(contrastRatio(onPrimary, token(style, "--color-primary")) ?? 0, id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(onPrimary, token(style, "--color-primary-shade")) ?? 0, id).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("make large display text reach 3:1 on every brand's page", () => {
    for (const id of brandIds) {
      const style = themeStyle(brands[id]);
      expect(
        contrastRatio(token(style, "--color-display"), token(style, "--color-bg")) ?? 0,
        id,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("shade a bright brand colour towards white under dark text (andoo's green)", () => {
    const style = themeStyle(brands.andoo);
    expect(token(style, "--color-on-primary")).not.toBe("#ffffff");
    expect(token(style, "--color-primary-shade")).toBe("#1fb27d");
  });
});
