import { useId } from "react";

/**
 * What a bundle is made of (storefront s.4 `subItems`), as its own section of the product page: shown
 * with or without a description, and not at all for a single product.
 */
export function BundleContents({ items }: { items: string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>In this bundle</h2>
      <ul className="product-page__bundle">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
