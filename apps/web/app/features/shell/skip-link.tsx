import "./skip-link.css";

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
