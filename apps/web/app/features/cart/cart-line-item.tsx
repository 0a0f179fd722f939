import { formatMoney } from "@store/domain/brands";
import { cartTitleLength } from "@store/domain/cart";
import type { CartProduct } from "@store/domain/cart.schema";
import { priceLabel } from "@store/domain/pricing";
import { truncate } from "@store/domain/text";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ConditionBadge } from "~/components/ui/condition-badge";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useBrand } from "~/lib/brand-context";
import { useCart } from "~/lib/cart-state";

/** One product line: picture, title (cut at 58), condition, options, price, quantity and remove. */
export function CartLineItem({
  line,
  pricesHidden = false,
  onRemoved,
}: {
  line: CartProduct;
  /** 'Login for Price' for an anonymous visitor: the answer's amounts are 0 and none is shown. */
  pricesHidden?: boolean;
  onRemoved: () => void;
}) {
  const brand = useBrand();
  const { add, remove, isLoading } = useCart();
  const quantityId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const most = Math.max(line.maxQuantity, line.quantity, 1);
  return (
    <li className={`cart-line${line.available ? "" : " cart-line--unavailable"}`} data-sku={line.sku}>
      <img className="cart-line__image" src={line.image} alt="" width={72} height={72} loading="lazy" />
      <div className="cart-line__body">
        <p className="cart-line__title">
          <Link to={`/p/${line.uri}`} title={line.title}>
            {truncate(line.title, cartTitleLength)}
          </Link>
        </p>
        <p className="cart-line__meta">
          {line.brand} · Model {line.sku}
        </p>
        <div className="cart-line__badges">
          <ConditionBadge conditionType={line.conditionType} />
        </div>
        {line.missingParts ? <p className="cart-line__note">Missing parts: {line.missingParts}</p> : null}
        {line.selectedWarranty ? (
          <p className="cart-line__option">
            {line.selectedWarranty.name}
            {pricesHidden ? "" : `: ${formatMoney(line.selectedWarranty.price, brand)} each`}
          </p>
        ) : null}
        {line.selectedInstall ? (
          <p className="cart-line__option">
            {line.selectedInstall.name}
            {pricesHidden ? "" : `: ${formatMoney(line.selectedInstall.price, brand)} each`}
          </p>
        ) : null}
        {line.unavailableReason ? (
          <p className="cart-line__problem" role="note">
            {line.unavailableReason}
          </p>
        ) : null}
        {problem ? (
          <p className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="cart-line__controls">
          <label htmlFor={quantityId} className="cart-line__quantity-label">
            Qty
          </label>
          <select
            id={quantityId}
            className="cart-line__quantity"
            value={line.quantity}
            aria-busy={isLoading}
            aria-label={`Quantity of ${line.title}`}
            onChange={async (event) => {
              const outcome = await add({ sku: line.sku, quantity: Number(event.target.value), mode: "set" });
              setProblem(outcome.error);
            }}
          >
            {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n} disabled={n > line.maxQuantity}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="cart-line__remove"
            aria-disabled={isLoading || undefined}
            aria-label={`Remove ${line.title}`}
            onClick={async () => {
              if (isLoading) return;
              const outcome = await remove(line.productCode);
              if (outcome.ok) onRemoved();
              else setProblem(outcome.error);
            }}
          >
            Remove
          </button>
        </div>
      </div>
      {pricesHidden ? (
        <div className="cart-line__prices">
          <p className="cart-line__unit">Log in for price</p>
        </div>
      ) : (
        <div className="cart-line__prices">
          {line.lineDiscount > 0 ? (
            <p className="cart-line__was">
              <VisuallyHidden>Was </VisuallyHidden>
              <s>{priceLabel(line.price, brand)}</s>
            </p>
          ) : null}
          <p className="cart-line__unit">{priceLabel(line.linePrice, brand)} each</p>
          <p className="cart-line__total">{priceLabel(line.lineTotal, brand)}</p>
        </div>
      )}
    </li>
  );
}
