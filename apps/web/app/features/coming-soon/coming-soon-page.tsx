import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import "./coming-soon-page.css";

/** The body of a page whose feature is still being built: says what will be here and offers a way on. */
export function ComingSoonPage({
  title,
  summary,
  children,
}: {
  title: string;
  /** One sentence on what this page will do. */
  summary: string;
  children?: ReactNode;
}) {
  return (
    <section className="coming-soon page-container" aria-labelledby="coming-soon-title">
      <div className="coming-soon__card">
        <p className="coming-soon__eyebrow">Coming soon</p>
        <h1 id="coming-soon-title">{title}</h1>
        <p className="coming-soon__summary">{summary}</p>
        {children ? <div className="coming-soon__details">{children}</div> : null}
        <div className="coming-soon__actions">
          <Link to="/" className={buttonClassName("primary")}>
            Back to the home page
          </Link>
          <Link to="/contact-us" className={buttonClassName("secondary")}>
            Ask an expert
          </Link>
        </div>
      </div>
    </section>
  );
}
