import type { SaleBreakpoint, SalePlacement } from "./sale.schema.ts";

// The generated pictures (/media) and the seed share these: a product's colour name and a sale's art size

/** Product colours; the number in /media/product/{kind}/{n}.svg picks one (n mod 10). */
export const productColours = [
  { name: "Stainless Steel", body: "#c9ced3", shade: "#959ca3" },
  { name: "Black", body: "#2f3136", shade: "#17181b" },
  { name: "White", body: "#f7f8f9", shade: "#c3c8cd" },
  { name: "Black Stainless", body: "#55595f", shade: "#34373b" },
  { name: "Silver", body: "#b7bcc2", shade: "#868c93" },
  { name: "Graphite", body: "#6b7077", shade: "#464a4f" },
  { name: "Cream", body: "#efe4c8", shade: "#c9b98f" },
  { name: "Red", body: "#c8322f", shade: "#8e1f1c" },
  { name: "Pastel Blue", body: "#9fc6e3", shade: "#6d9cc0" },
  { name: "Sage Green", body: "#a3bd9a", shade: "#728f68" },
] as const;

/** Pixel size of each sale placement; the seed stores the same sizes with the sale. */
export const saleArtSizes: Record<SalePlacement, { width: number; height: number }> = {
  homePageBanner: { width: 1600, height: 400 },
  footerBanner: { width: 1200, height: 120 },
  checkoutBanner: { width: 800, height: 100 },
  categoryBadge: { width: 160, height: 40 },
  productBadge: { width: 96, height: 96 },
  priceTag: { width: 200, height: 48 },
  navIcon: { width: 48, height: 48 },
};

/** The banners that have their own art for phones (xs) and small tablets (sm); `saleArtSizes` is md's. */
export const saleArtSources = {
  homePageBanner: { xs: { width: 390, height: 300 }, sm: { width: 767, height: 320 } },
  footerBanner: { xs: { width: 390, height: 120 }, sm: { width: 767, height: 110 } },
  checkoutBanner: { xs: { width: 390, height: 110 }, sm: { width: 767, height: 100 } },
} as const satisfies Partial<Record<SalePlacement, Record<"xs" | "sm", { width: number; height: number }>>>;

/**
 * The narrowest each sale picture is shown at (CSS px) per breakpoint, as the pages lay them out: a
 * banner spans the page less its 16 px margins (from 320 px phones up), badges and tags keep a fixed
 * size. The media test checks that every text of the art is at least 12 px there.
 */
export const saleArtNarrowest: Record<SalePlacement, Partial<Record<SaleBreakpoint, number>>> = {
  homePageBanner: { xs: 288, sm: 488, md: 736 },
  // Less the 44 px close button beside it
  footerBanner: { xs: 244, sm: 444, md: 692 },
  checkoutBanner: { xs: 288, sm: 488, md: 560 },
  categoryBadge: { md: 160 },
  productBadge: { md: 64 },
  priceTag: { md: 200 },
  navIcon: { md: 24 },
};
