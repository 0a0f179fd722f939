import type { SalePlacement } from "./sale.schema.ts";

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
  priceTag: { width: 160, height: 48 },
  navIcon: { width: 48, height: 48 },
};
