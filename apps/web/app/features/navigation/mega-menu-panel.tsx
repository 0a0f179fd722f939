import type { NavCategory } from "@store/domain/navbar.schema";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import "./mega-menu-panel.css";

/** The panel of one open category: its subcategories (one highlighted), its brands and a way to shop it all. */
export function MegaMenuPanel({
  id,
  category,
  activeSubUri,
  onHighlight,
}: {
  id: string;
  category: NavCategory;
  activeSubUri: string | null;
  onHighlight: (subUri: string) => void;
}) {
  const active = category.subCategories.find((sub) => sub.uri === activeSubUri) ?? null;
  return (
    <div id={id} className="mega-menu-panel">
      <div className="mega-menu-panel__inner page-container">
        <div className="mega-menu-panel__column">
          <p className="mega-menu-panel__title">{category.title}</p>
          {category.subCategories.length > 0 ? (
            <ul className="mega-menu-panel__subcategories">
              {category.subCategories.map((sub) => (
                <li key={sub.uri}>
                  <Link
                    to={`/c/${sub.uri}`}
                    className="mega-menu-panel__subcategory"
                    data-active={sub.uri === activeSubUri ? "true" : undefined}
                    onPointerEnter={() => onHighlight(sub.uri)}
                    onFocus={() => onHighlight(sub.uri)}
                  >
                    {sub.title}
                    <Icon name="chevronRight" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to={`/c/${category.uri}`} className="mega-menu-panel__all">
            Shop all {category.title}
          </Link>
        </div>
        {category.brands.length > 0 ? (
          <div className="mega-menu-panel__column mega-menu-panel__column--brands">
            <p className="mega-menu-panel__title">Top brands in {category.title}</p>
            <ul className="mega-menu-panel__brands">
              {category.brands.map((brand) => (
                <li key={brand.uri}>
                  <Link to={`/brands/${brand.uri}`} className="mega-menu-panel__brand">
                    {brand.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {active ? (
          <div className="mega-menu-panel__feature" aria-hidden="true">
            <p className="mega-menu-panel__feature-eyebrow">{category.title}</p>
            <p className="mega-menu-panel__feature-title">{active.title}</p>
            <p className="mega-menu-panel__feature-text">
              Compare prices, features and delivery dates, with expert advice in store.
            </p>
            {/* A repeat of the highlighted link for pointers; keyboard users reach it in the list */}
            <Link to={`/c/${active.uri}`} className="mega-menu-panel__feature-link" tabIndex={-1}>
              Shop {active.title}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
