import type { Brand } from "@store/domain/brands";
import { readableColourOn, shadeAwayFrom } from "@store/domain/colour-contrast";
import { constants } from "@store/domain/constants";
import type { CSSProperties } from "react";

declare module "react" {
  interface CSSProperties {
    [customProperty: `--${string}`]: string | number | undefined;
  }
}

const buttonRadius = { square: "0px", pill: "999px" } as const;
const cardBorder = {
  hairline: "1px solid var(--color-border)",
  ruled: "2px solid var(--color-text)",
} as const;
const cardShadow = "0 1px 2px rgb(0 0 0 / 0.08), 0 6px 18px rgb(0 0 0 / 0.09)";

/**
 * The brand's theme tokens as CSS custom properties for <html>. Text colours are picked for
 * WCAG AA contrast, because some brand colours (a bright green, an orange) cannot carry white text.
 */
export function themeStyle(brand: Brand, saleColour?: string | null): CSSProperties {
  const t = brand.theme;
  const darkest = "#000000";
  const lightest = "#ffffff";
  const sale = saleColour?.trim() || constants.defaultSaleColour;
  const onPrimary = readableColourOn(t.primary, [t.onPrimary, t.text, darkest, lightest]);
  return {
    "--color-primary": t.primary,
    "--color-on-primary": onPrimary,
    // The menu band and hovers: a shade of the brand colour that reads at least as well with its text
    "--color-primary-shade": shadeAwayFrom(t.primary, onPrimary),
    "--color-accent": t.accent,
    "--color-on-accent": readableColourOn(t.accent, [t.onPrimary, t.text, lightest, darkest]),
    "--color-bg": t.background,
    "--color-text": t.text,
    "--color-surface": t.surface,
    "--color-muted": readableColourOn(t.background, [t.muted, t.text]),
    "--color-link": readableColourOn(t.background, [t.primary, t.accent, t.text]),
    // Large display text (a 404's number): the brand colour where it reaches 3:1 (WCAG 1.4.3, large text)
    "--color-display": readableColourOn(t.background, [t.primary, t.accent, t.text], 3),
    // Focus rings need 3:1 against the page (WCAG 2.4.11)
    "--color-focus": readableColourOn(t.background, [t.accent, t.primary, t.text], 3),
    "--color-sale": sale,
    "--color-on-sale": readableColourOn(sale, [lightest, darkest]),
    // Sale words on the page (a promotion's reward): the sale colour when it reads on the background
    "--color-sale-text": readableColourOn(t.background, [sale, t.text]),
    "--font-body": t.fontFamily,
    "--font-heading": t.headingFontFamily,
    "--radius": t.radius,
    // Type, shapes and layout accents beyond colour (ADR 065); base.css applies them
    "--font-size-body": t.bodySize,
    "--heading-weight": t.headingWeight,
    "--heading-case": t.headingCase,
    "--heading-tracking": t.headingTracking,
    "--button-radius": t.buttonShape === "rounded" ? t.radius : buttonRadius[t.buttonShape],
    "--card-border":
      t.cardStyle === "shadow" || t.cardStyle === "flat" ? "1px solid transparent" : cardBorder[t.cardStyle],
    "--card-shadow": t.cardStyle === "shadow" ? cardShadow : "none",
    "--card-bg": t.cardStyle === "flat" ? t.surface : t.background,
    // A light header is the page colour with the brand's text; a solid one the brand colour
    "--header-bg": t.headerStyle === "light" ? t.background : t.primary,
    "--header-fg":
      t.headerStyle === "light"
        ? readableColourOn(t.background, [t.text, darkest])
        : readableColourOn(t.primary, [t.onPrimary, t.text, darkest, lightest]),
    "--header-rule":
      t.headerRule > 0
        ? `${t.headerRule}px solid ${t.headerStyle === "light" ? t.primary : t.accent}`
        : "0 solid transparent",
    "--heading-rule-width": t.headingAccent === "rule" ? "3rem" : "0px",
    "--heading-bar-width": t.headingAccent === "bar" ? "6px" : "0px",
  };
}
