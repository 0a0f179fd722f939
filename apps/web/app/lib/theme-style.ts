import type { Brand } from "@store/domain/brands";
import { readableColourOn } from "@store/domain/colour-contrast";
import { constants } from "@store/domain/constants";
import type { CSSProperties } from "react";

declare module "react" {
  interface CSSProperties {
    [customProperty: `--${string}`]: string | number | undefined;
  }
}

/**
 * The brand's theme tokens as CSS custom properties for <html>. Text colours are picked for
 * WCAG AA contrast, because some brand colours (a bright green, an orange) cannot carry white text.
 */
export function themeStyle(brand: Brand, saleColour?: string | null): CSSProperties {
  const t = brand.theme;
  const darkest = "#000000";
  const lightest = "#ffffff";
  const sale = saleColour?.trim() || constants.defaultSaleColour;
  return {
    "--color-primary": t.primary,
    "--color-on-primary": readableColourOn(t.primary, [t.onPrimary, t.text, darkest, lightest]),
    "--color-accent": t.accent,
    "--color-on-accent": readableColourOn(t.accent, [t.onPrimary, t.text, lightest, darkest]),
    "--color-bg": t.background,
    "--color-text": t.text,
    "--color-surface": t.surface,
    "--color-muted": readableColourOn(t.background, [t.muted, t.text]),
    "--color-link": readableColourOn(t.background, [t.primary, t.accent, t.text]),
    // Focus rings need 3:1 against the page (WCAG 2.4.11)
    "--color-focus": readableColourOn(t.background, [t.accent, t.primary, t.text], 3),
    "--color-sale": sale,
    "--color-on-sale": readableColourOn(sale, [lightest, darkest]),
    "--font-body": t.fontFamily,
    "--font-heading": t.headingFontFamily,
    "--radius": t.radius,
  };
}
