import "./promoted-section-placeholder.css";

/** A home page section the catalogue issue fills (promoted categories or products): a titled row of placeholders. */
export function PromotedSectionPlaceholder({ title, cards }: { title: string; cards: number }) {
  const id = `promoted-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="promoted-section page-container page-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="promoted-section__note">
        Our range is on its way: this space will soon show what's in store.
      </p>
      <ul className="promoted-section__grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no other identity
          <li key={index} className="promoted-section__card">
            <span className="skeleton promoted-section__image" />
            <span className="skeleton promoted-section__line" />
            <span className="skeleton promoted-section__line promoted-section__line--short" />
          </li>
        ))}
      </ul>
    </section>
  );
}
