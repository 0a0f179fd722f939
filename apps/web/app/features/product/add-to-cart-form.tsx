import { hasOnlinePrice } from "@store/domain/pricing";
import type { ProductDetail } from "@store/domain/product.schema";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";
import type { PurchaseSelection } from "./purchase-options";
import { StockStatusNote } from "./stock-status-note";
import "./add-to-cart-form.css";

/**
 * 'Add to cart' with the warranty and installation the shopper picked; on success the cart panel
 * opens to show it. No price is sent: the server prices the line.
 */
export function AddToCartForm({
  product,
  selection,
}: {
  product: ProductDetail;
  selection: PurchaseSelection;
}) {
  const { add, open } = useCart();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Request Price' (no price, or 0) cannot be bought online (ADR 053)
  if (product.priceHidden || !hasOnlinePrice(product.price)) return null;
  // Only units on hand can be ordered; any other status says why not and what to do (ADR 045)
  const outOfStock = product.stockStatus !== "inStock" || product.quantity <= 0;

  const onAdd = async () => {
    // Not disabled while adding: a disabled button would drop keyboard focus
    if (adding) return;
    setAdding(true);
    setError(null);
    const outcome = await add({
      sku: product.sku,
      quantity: 1,
      warrantyId: selection.warrantyId,
      installId: selection.installId,
    });
    setAdding(false);
    if (outcome.ok) open();
    else setError(outcome.error);
  };

  return (
    <div className="add-to-cart">
      <Button
        className="add-to-cart__button"
        onClick={() => void onAdd()}
        disabled={outOfStock}
        aria-disabled={adding || undefined}
        aria-describedby={outOfStock ? "add-to-cart-stock" : undefined}
      >
        {adding ? "Adding…" : "Add to cart"}
      </Button>
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
      {outOfStock ? (
        <StockStatusNote
          as="p"
          id="add-to-cart-stock"
          className="add-to-cart__note"
          status={product.stockStatus}
          onHand={product.quantity}
          manufacturer={product.manufacturer.name}
        />
      ) : null}
    </div>
  );
}
