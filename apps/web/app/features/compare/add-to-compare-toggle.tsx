import { type CompareProduct, compareProductOf } from "@store/domain/compare.schema";
import type { ProductSummary } from "@store/domain/product.schema";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useHydrated } from "~/lib/use-hydrated";
import { useCompareList } from "./compare-list";
import "./add-to-compare-toggle.css";

/**
 * The 'Add to Compare' tick box of a product card or page: ticking adds the product to the tray
 * (or opens the 'Too many products' dialog), unticking removes it. Inert until the page is live;
 * absent while the brand's compare page is off (ADR 054).
 */
export function AddToCompareToggle({ product }: { product: ProductSummary | CompareProduct }) {
  const compare = useCompareList();
  const hydrated = useHydrated();
  const checked = compare.has(product.sku);
  if (!compare.enabled) return null;
  return (
    <label className="add-to-compare">
      <input
        type="checkbox"
        className="add-to-compare__box"
        checked={checked}
        disabled={!hydrated}
        onChange={(event) => {
          if (!event.currentTarget.checked) compare.remove(product.sku);
          else compare.add("manufacturer" in product ? compareProductOf(product) : product);
        }}
      />
      Add to Compare
      <VisuallyHidden>: {product.title}</VisuallyHidden>
    </label>
  );
}

/** The toggle as a product grid's card action. */
export function compareToggle(product: ProductSummary) {
  return <AddToCompareToggle product={product} />;
}
