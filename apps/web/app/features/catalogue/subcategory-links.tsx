import type { Listing } from "@store/domain/listing.schema";
import { Link } from "react-router";
import "./subcategory-links.css";

type Subcategory = NonNullable<Listing["category"]>["subCategories"][number];

/** A category's subcategories as links with their product counts. */
export function SubcategoryLinks({ subCategories }: { subCategories: readonly Subcategory[] }) {
  if (subCategories.length === 0) return null;
  return (
    <nav className="subcategory-links" aria-label="Categories">
      <ul className="subcategory-links__list">
        {subCategories.map((sub) => (
          <li key={sub.uri}>
            <Link to={`/c/${sub.uri}`} className="subcategory-links__link">
              {sub.title}
              <span className="subcategory-links__count">{sub.productCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
