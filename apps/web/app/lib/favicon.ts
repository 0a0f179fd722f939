import type { Brand } from "@store/domain/brands";
import { readableColourOn } from "@store/domain/colour-contrast";

/**
 * A tiny brand favicon as a data URI. Declaring an icon also stops browsers asking for /favicon.ico,
 * which would otherwise cost a full server render of the not-found page on every first visit.
 */
export function faviconHref(brand: Brand): string {
  const fill = brand.theme.primary;
  const text = readableColourOn(fill, [brand.theme.onPrimary, "#ffffff", "#000000"]);
  const letter = brand.name.charAt(0).toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${fill}"/>` +
    `<text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${text}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
