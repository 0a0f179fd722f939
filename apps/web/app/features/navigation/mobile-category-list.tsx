import type { NavCategory } from "@store/domain/navbar.schema";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import "./mobile-category-list.css";

/**
 * The drawer's categories: a category with subcategories is a button that opens and closes its list
 * (storefront s.4, touch); one without is a link straight to its page.
 */
export function MobileCategoryList({
  categories,
  openUris,
  onToggle,
}: {
  categories: readonly NavCategory[];
  openUris: readonly string[];
  onToggle: (uri: string) => void;
}) {
  return (
    <ul className="mobile-category-list">
      {categories.map((category) => {
        if (category.subCategories.length === 0) {
          return (
            <li key={category.uri}>
              <Link to={`/c/${category.uri}`} className="mobile-category-list__row">
                {category.title}
              </Link>
            </li>
          );
        }
        const open = openUris.includes(category.uri);
        const listId = `mobile-category-${category.uri}`;
        return (
          <li key={category.uri}>
            <button
              type="button"
              className="mobile-category-list__row"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onToggle(category.uri)}
            >
              {category.title}
              <Icon name="chevronDown" size={18} className="mobile-category-list__chevron" />
            </button>
            <ul id={listId} className="mobile-category-list__subcategories" hidden={!open}>
              <li>
                <Link
                  to={`/c/${category.uri}`}
                  className="mobile-category-list__sub mobile-category-list__sub--all"
                >
                  Shop all {category.title}
                </Link>
              </li>
              {category.subCategories.map((sub) => (
                <li key={sub.uri}>
                  <Link to={`/c/${sub.uri}`} className="mobile-category-list__sub">
                    {sub.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
