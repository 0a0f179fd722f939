import type { HomeContent } from "@store/domain/listing.schema";
import { Link } from "react-router";
import "./category-card-list.css";

type PromotedCategory = HomeContent["categories"][number];

/** Promoted categories as picture cards linking to their category pages. */
export function CategoryCardList({
  categories,
  label,
}: {
  categories: readonly PromotedCategory[];
  label: string;
}) {
  if (categories.length === 0) return null;
  return (
    <ul className="category-card-list" aria-label={label}>
      {categories.map((category) => (
        <li key={category.uri}>
          <Link to={`/c/${category.uri}`} className="category-card-list__card">
            <img
              src={category.image}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="category-card-list__image"
            />
            <span className="category-card-list__text">
              <span className="category-card-list__title">{category.title}</span>
              <span className="category-card-list__description">{category.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
