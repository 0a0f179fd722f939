import "./listing-notice.css";

/** What the page changed in the address to show a valid view (a dropped filter, a clamped page). */
export function ListingNotice({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="listing-notice" role="status">
      <p className="listing-notice__title">We adjusted this page to show you results:</p>
      <ul className="listing-notice__list">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
