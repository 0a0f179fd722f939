import type { ProductSummary } from "@store/domain/product.schema";
import type { ReactNode } from "react";
import { ProductCard } from "./product-card";
import "./product-grid.css";

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** How many cards load their picture at once: about one row, the page's largest paint. */
  eagerCount?: number;
  /** Names the list for screen readers, e.g. 'Products' or 'Featured products'. */
  label: string;
  /** The grid is busy while the next page of results loads. */
  busy?: boolean;
  /** A control for each card (e.g. 'Add to Compare'), composed by the route. */
  cardAction?: (product: ProductSummary) => ReactNode;
}

/** A responsive grid of product cards: 2 columns on phones up to 4 on wide screens. */
export function ProductGrid({ products, eagerCount = 4, label, busy = false, cardAction }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy={busy || undefined}>
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item">
          <ProductCard product={product} eager={index < eagerCount} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
