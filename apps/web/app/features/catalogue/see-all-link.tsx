import { Link } from "react-router";
import "./see-all-link.css";

/** The way on from a promoted section to the full list ('Browse all products', 'See all brands'). */
export function SeeAllLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="see-all-link">
      <Link to={to}>
        {children}
        <span aria-hidden="true"> →</span>
      </Link>
    </p>
  );
}
