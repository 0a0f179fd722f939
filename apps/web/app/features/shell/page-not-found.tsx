import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import "./status-page.css";

/** The page-not-found page (storefront s.2 /404), rendered at whatever address was asked for. */
export function PageNotFound() {
  return (
    <section className="status-page page-container" aria-labelledby="status-page-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-page-title">Sorry, we can't find that page</h1>
      <p className="status-page__text">
        The page you were looking for may have moved, or the address may have a typo. Try one of these
        instead:
      </p>
      <div className="status-page__actions">
        <Link to="/" className={buttonClassName("primary")}>
          Go to the home page
        </Link>
        <Link to="/products" className={buttonClassName("secondary")}>
          Browse products
        </Link>
        <Link to="/contact-us" className={buttonClassName("secondary")}>
          Ask an expert
        </Link>
      </div>
    </section>
  );
}
