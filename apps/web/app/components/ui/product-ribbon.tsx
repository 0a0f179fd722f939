import type { Ribbon } from "@store/domain/product.schema";
import "./product-ribbon.css";

/** What each ribbon type (storefront s.3) reads. */
export const ribbonLabels: Record<Ribbon, string> = {
  save: "Save",
  "catalogue-item": "Catalogue item",
  cashback: "Cashback",
  win: "Win",
  new: "New",
  bonus: "Bonus",
  "special-offer": "Special offer",
  sale: "Sale",
};

/** A product's ribbon: one of the eight types, each its own colour and mark. */
export function ProductRibbon({ ribbon, className }: { ribbon: Ribbon; className?: string }) {
  return (
    <span className={["product-ribbon", `product-ribbon--${ribbon}`, className].filter(Boolean).join(" ")}>
      {ribbonLabels[ribbon]}
    </span>
  );
}
