import { isTopLevelTrail } from "@store/domain/shell-rules";
import { Link } from "react-router";
import type { BreadcrumbItem } from "~/lib/route-handle";
import "./breadcrumb-trail.css";

function hrefOf(item: BreadcrumbItem): string {
  const query = item.params ? new URLSearchParams(item.params).toString() : "";
  return query ? `${item.uri}?${query}` : item.uri;
}

/**
 * The breadcrumb trail (storefront s.2): Home first, the last item unlinked when its uri is empty,
 * hidden on mobile for top-level pages, with schema.org BreadcrumbList data for search engines.
 */
export function BreadcrumbTrail({ items, origin }: { items: readonly BreadcrumbItem[]; origin: string }) {
  if (items.length === 0) return null;
  const trail: BreadcrumbItem[] = [{ title: "Home", uri: "/" }, ...items];
  const topLevel = isTopLevelTrail(trail.length);

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      ...(item.uri ? { item: new URL(hrefOf(item), origin).href } : {}),
    })),
  };

  return (
    <nav
      aria-label="Breadcrumb"
      className={`breadcrumb-trail${topLevel ? " breadcrumb-trail--top-level" : ""}`}
    >
      <ol className="breadcrumb-trail__list page-container">
        {trail.map((item, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={`${item.uri}#${item.title}`} className="breadcrumb-trail__item">
              {item.uri ? (
                <Link to={hrefOf(item)} aria-current={isLast ? "page" : undefined}>
                  {item.title}
                </Link>
              ) : (
                <span aria-current={isLast ? "page" : undefined}>{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block with '<' escaped, so a title can never close the script element
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </nav>
  );
}
