import type { Brand } from "@store/domain/brands";
import type { StaticPage } from "@store/domain/static-page.schema";
import { useBrand } from "~/lib/brand-context";
import "./static-page-content.css";

// Fixed per country, so the server and the browser print the same date
const timeZones: Record<Brand["country"], string> = { AU: "Australia/Sydney", NZ: "Pacific/Auckland" };

function formatUpdated(iso: string, brand: Brand): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(brand.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: timeZones[brand.country],
  }).format(date);
}

/** A static content page: title, staff-written HTML and when it was last updated. */
export function StaticPageContent({ page }: { page: StaticPage }) {
  const brand = useBrand();
  const updated = formatUpdated(page.updatedAt, brand);
  return (
    <article className="static-page page-container">
      <header className="static-page__header">
        <h1>{page.title}</h1>
        {page.description ? <p className="static-page__lead">{page.description}</p> : null}
      </header>
      <div
        className="static-page__content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised by the server (StaticPagesService, sanitize-html; ADR 016)
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
      {updated ? (
        <p className="static-page__updated">
          Last updated <time dateTime={page.updatedAt}>{updated}</time>
        </p>
      ) : null}
    </article>
  );
}
