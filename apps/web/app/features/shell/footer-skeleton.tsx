/** The footer's placeholder: the shape of the link columns, hidden from assistive technology. */
export function FooterSkeleton() {
  return (
    <div className="footer-skeleton" aria-hidden="true" data-testid="footer-skeleton">
      {[0, 1, 2].map((column) => (
        <div key={column} className="footer-skeleton__column">
          <span className="skeleton footer-skeleton__heading" />
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="skeleton footer-skeleton__line" />
          ))}
        </div>
      ))}
    </div>
  );
}
