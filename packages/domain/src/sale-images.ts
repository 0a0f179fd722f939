import type { Sale } from "./sale.schema.ts";

type SalePlacement = keyof Sale["images"];

export interface SaleImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The image of a sale placement with its full URL (baseImagePath + '/' + src), or null when not set. */
export function saleImage(sale: Sale | null | undefined, placement: SalePlacement): SaleImage | null {
  const image = sale?.images[placement];
  if (!sale || !image) return null;
  const base = sale.baseImagePath.replace(/\/+$/, "");
  const src = image.src.replace(/^\/+/, "");
  return { url: `${base}/${src}`, alt: image.alt, width: image.width, height: image.height };
}

/** True when a sale is on and has an image for the placement, so the banner may show. */
export function isSaleBannerShown(sale: Sale | null | undefined, placement: SalePlacement): boolean {
  return Boolean(sale?.isSaleOn && saleImage(sale, placement));
}
