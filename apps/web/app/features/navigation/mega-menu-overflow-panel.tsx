import type { NavCategory } from "@store/domain/navbar.schema";
import { Link } from "react-router";
import "./mega-menu-panel.css";

/** The 'More' panel: the categories that did not fit in the row, each with its subcategories. */
export function MegaMenuOverflowPanel({
  id,
  categories,
}: {
  id: string;
  categories: readonly NavCategory[];
}) {
  return (
    <div id={id} className="mega-menu-panel">
      <div className="mega-menu-panel__inner mega-menu-panel__inner--overflow page-container">
        {categories.map((category) => (
          <div key={category.uri} className="mega-menu-panel__group">
            <Link to={`/c/${category.uri}`} className="mega-menu-panel__group-title">
              {category.title}
            </Link>
            <ul className="mega-menu-panel__group-list">
              {category.subCategories.map((sub) => (
                <li key={sub.uri}>
                  <Link to={`/c/${sub.uri}`}>{sub.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
