import type { ProductSummary } from "@store/domain/product.schema";
import { useState } from "react";
import { PriceBlock } from "~/components/ui/price-block";
import { useBrand } from "~/lib/brand-context";
import { PriceMatchDialog } from "./price-match-dialog";
import { ValuePromiseDialog } from "./value-promise-dialog";
import "./product-price-panel.css";

/**
 * The product page's pricing block (storefront s.2): the full price block, then the value-promise
 * modal and, when the PriceMatchEnabled setting is on and the price is shown, the price-match modal.
 */
export function ProductPricePanel({
  product,
  priceMatchEnabled,
}: {
  product: ProductSummary;
  priceMatchEnabled: boolean;
}) {
  const brand = useBrand();
  const [dialog, setDialog] = useState<"promise" | "priceMatch" | null>(null);
  const close = () => setDialog(null);
  const showPriceMatch = priceMatchEnabled && !product.priceHidden;
  return (
    <div className="product-price-panel">
      <PriceBlock product={product} size="full" />
      <div className="product-price-panel__links">
        <button type="button" className="product-price-panel__link" onClick={() => setDialog("promise")}>
          Why buy from {brand.name}?
        </button>
        {showPriceMatch ? (
          <button type="button" className="product-price-panel__link" onClick={() => setDialog("priceMatch")}>
            Price match promise
          </button>
        ) : null}
      </div>
      <ValuePromiseDialog open={dialog === "promise"} onClose={close} />
      {showPriceMatch ? (
        <PriceMatchDialog open={dialog === "priceMatch"} onClose={close} productTitle={product.title} />
      ) : null}
    </div>
  );
}
