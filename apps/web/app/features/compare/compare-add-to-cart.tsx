import { hasOnlinePrice } from "@store/domain/pricing";
import type { ProductSummary } from "@store/domain/product.schema";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";

/**
 * 'Add to cart' under a compared product: one unit with no warranty or installation (those are chosen
 * on the product page); the cart panel opens on success, and a refusal is shown under the button.
 */
export function CompareAddToCart({ product }: { product: ProductSummary }) {
  const { add, open } = useCart();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (product.priceHidden || !hasOnlinePrice(product.price)) return null;

  const onAdd = async () => {
    // Not disabled while adding: a disabled button would drop keyboard focus
    if (adding) return;
    setAdding(true);
    setError(null);
    const outcome = await add({ sku: product.sku, quantity: 1 });
    setAdding(false);
    if (outcome.ok) open();
    else setError(outcome.error);
  };

  return (
    <div className="compare-product__cart">
      <Button onClick={() => void onAdd()} aria-disabled={adding || undefined}>
        {adding ? "Adding…" : "Add to cart"}
        <span className="visually-hidden"> {product.title}</span>
      </Button>
      {error ? (
        <p className="compare-product__cart-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
