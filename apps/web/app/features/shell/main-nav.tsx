import type { Sale } from "@store/domain/sale.schema";
import { NavLink } from "react-router";
import "./main-nav.css";

// Placeholder links until the navigation issue loads categories from GET /api/navbar/
const links = [
  { to: "/products", label: "All products" },
  { to: "/c/kitchen", label: "Kitchen" },
  { to: "/c/laundry", label: "Laundry" },
  { to: "/brands", label: "Brands" },
  { to: "/blog", label: "Blog" },
  { to: "/contact-us", label: "Contact us" },
];

/** The main navigation (placeholder): top categories, and the sale when one is on. */
export function MainNav({ sale }: { sale: Sale | null }) {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list page-container">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="main-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        {sale?.isSaleOn ? (
          <li className="main-nav__sale-item">
            <NavLink to={sale.url || "/sale"} className="main-nav__link main-nav__link--sale">
              {sale.name || "Sale"}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
