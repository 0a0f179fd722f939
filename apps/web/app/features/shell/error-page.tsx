import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import "./status-page.css";

/** The page for unexpected failures: says so plainly and offers a way on. */
export function ErrorPage({ status }: { status?: number }) {
  const location = useLocation();
  return (
    <section className="status-page page-container" aria-labelledby="status-page-title">
      {status ? (
        <p className="status-page__code" aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 id="status-page-title">We're sorry, something has gone wrong</h1>
      <p className="status-page__text">
        Please try again in a moment. If it keeps happening, our team can help.
      </p>
      <div className="status-page__actions">
        {/* a full reload: whatever failed gets a fresh start */}
        <a href={`${location.pathname}${location.search}`} className={buttonClassName("primary")}>
          Try again
        </a>
        <Link to="/" className={buttonClassName("secondary")}>
          Go to the home page
        </Link>
        <Link to="/contact-us" className={buttonClassName("secondary")}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
