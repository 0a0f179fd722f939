import type { ProductDetail } from "@store/domain/product.schema";
import { Link } from "react-router";
import "./variation-links.css";

type Variation = ProductDetail["productVariationGroup"]["items"][number];

/** The product's other colours and models as links; the current one is marked, not linked. */
export function VariationLinks({ items }: { items: readonly Variation[] }) {
  if (items.length < 2) return null;
  return (
    <nav className="variation-links" aria-labelledby="variation-links-title">
      <h2 id="variation-links-title" className="variation-links__title">
        Also available as
      </h2>
      <ul className="variation-links__list">
        {items.map((item) => (
          <li key={item.sku}>
            {item.isActive ? (
              <span className="variation-links__item variation-links__item--active" aria-current="page">
                {item.label}
              </span>
            ) : (
              <Link to={`/p/${item.uri}`} className="variation-links__item">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
