import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import "./header-actions.css";

// The search, project and account issues replace these with their overlays and menus
const actions: { to: string; label: string; icon: IconName }[] = [
  { to: "/products", label: "Search", icon: "search" },
  { to: "/stores", label: "Stores", icon: "store" },
  { to: "/account", label: "Account", icon: "user" },
  { to: "/cart", label: "Cart", icon: "cart" },
];

/** The header icon links (search, store, account, cart). */
export function HeaderActions() {
  return (
    <ul className="header-actions">
      {actions.map((action) => (
        <li key={action.to}>
          <Link to={action.to} className="header-actions__link">
            <Icon name={action.icon} size={22} />
            <span className="header-actions__label">{action.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
