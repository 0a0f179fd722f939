import "./key-feature-list.css";

/** The product's key features as a ticked list. */
export function KeyFeatureList({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <section className="key-feature-list" aria-labelledby="key-features-title">
      <h2 id="key-features-title" className="key-feature-list__title">
        Key features
      </h2>
      <ul className="key-feature-list__list">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
