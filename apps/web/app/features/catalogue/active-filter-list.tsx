import type { Listing } from "@store/domain/listing.schema";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { type KeptQuery, listingHref, toggleBrand, toggleSpec } from "./listing-href.ts";
import type { ListingFilters } from "./listing-query.ts";
import "./active-filter-list.css";

/** The applied filters as removable chips: each chip is a link to the same list without it. */
export function ActiveFilterList({
  filters,
  facets,
  pathname,
  keptQuery,
}: {
  filters: ListingFilters;
  facets: Listing["facets"];
  pathname: string;
  keptQuery?: KeptQuery;
}) {
  const chips: { key: string; label: string; href: string }[] = [
    ...filters.brands.map((brand) => ({
      key: `brand-${brand}`,
      label: facets.brands.find((b) => b.value === brand)?.label ?? brand,
      href: listingHref(pathname, filters, toggleBrand(filters, brand), keptQuery),
    })),
    ...(filters.priceMin !== null
      ? [
          {
            key: "min",
            label: `From $${filters.priceMin}`,
            href: listingHref(pathname, filters, { priceMin: null }, keptQuery),
          },
        ]
      : []),
    ...(filters.priceMax !== null
      ? [
          {
            key: "max",
            label: `Up to $${filters.priceMax}`,
            href: listingHref(pathname, filters, { priceMax: null }, keptQuery),
          },
        ]
      : []),
    ...filters.specs.map((spec) => ({
      key: `spec-${spec.name}:${spec.value}`,
      label: `${spec.name}: ${spec.value}`,
      href: listingHref(pathname, filters, toggleSpec(filters, spec), keptQuery),
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="active-filter-list" aria-label="Applied filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            className="active-filter-list__chip"
            aria-label={`Remove filter ${chip.label}`}
            preventScrollReset
          >
            {chip.label}
            <Icon name="close" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
