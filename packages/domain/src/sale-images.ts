import { type Sale, saleBreakpointFrom } from "./sale.schema.ts";

type SalePlacement = keyof Sale["images"];

/** One breakpoint's art of a placement, for a `<source>` of a `<picture>`. */
export interface SaleImageSource {
  /** The media query it answers ('(max-width: 519px)'). */
  media: string;
  url: string;
  width: number;
  height: number;
}

export interface SaleImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Narrower breakpoints' art, narrowest first (xs, then sm); empty when the md picture serves all. */
  sources: SaleImageSource[];
}

/** The image of a sale placement with its full URL (baseImagePath + '/' + src), or null when not set. */
export function saleImage(sale: Sale | null | undefined, placement: SalePlacement): SaleImage | null {
  const image = sale?.images[placement];
  if (!sale || !image) return null;
  const base = sale.baseImagePath.replace(/\/+$/, "");
  const urlOf = (src: string) => `${base}/${src.replace(/^\/+/, "")}`;
  const sources: SaleImageSource[] = [];
  // xs ends where sm starts, sm where md starts: the first matching <source> wins
  const xs = image.sources?.xs;
  if (xs) sources.push({ media: `(max-width: ${saleBreakpointFrom.sm - 1}px)`, ...art(xs, urlOf) });
  const sm = image.sources?.sm;
  if (sm) sources.push({ media: `(max-width: ${saleBreakpointFrom.md - 1}px)`, ...art(sm, urlOf) });
  return { url: urlOf(image.src), alt: image.alt, width: image.width, height: image.height, sources };
}

function art(a: { src: string; width: number; height: number }, urlOf: (src: string) => string) {
  return { url: urlOf(a.src), width: a.width, height: a.height };
}

/** True when a sale is on and has an image for the placement, so the banner may show. */
export function isSaleBannerShown(sale: Sale | null | undefined, placement: SalePlacement): boolean {
  return Boolean(sale?.isSaleOn && saleImage(sale, placement));
}
