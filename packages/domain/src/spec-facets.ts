import type { Listing } from "./listing.schema.ts";

/** One specification filter of a listing: a name and its values with counts. */
export type SpecFacet = Listing["facets"]["specs"][number];

/** How many products have one value of one specification. */
export interface SpecValueCount {
  name: string;
  value: string;
  label: string;
  count: number;
}

/** At most this many specification filters on a listing. */
export const maxSpecFacets = 6;
/** A specification with more values than this (widths, model numbers) is not a useful filter. */
export const maxSpecValues = 12;

/** Values in reading order: '2 years' before '10 years'. */
function byValue(a: { value: string }, b: { value: string }): number {
  return a.value.localeCompare(b.value, "en", { numeric: true });
}

/** The counts grouped by specification name, in first-seen order. */
function groupByName(counts: SpecValueCount[]): Map<string, SpecValueCount[]> {
  const byName = new Map<string, SpecValueCount[]>();
  for (const row of counts) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return byName;
}

/**
 * The specification filters a category page offers (ADR 005): names with 2 to `maxSpecValues` values
 * that at least half of the category's `total` products state, most widely stated first, at most
 * `maxSpecFacets`; values in reading order.
 */
export function categorySpecFacets(counts: SpecValueCount[], total: number): SpecFacet[] {
  return [...groupByName(counts)]
    .map(([name, values]) => ({ name, values, coverage: values.reduce((sum, v) => sum + v.count, 0) }))
    .filter((s) => s.values.length >= 2 && s.values.length <= maxSpecValues && s.coverage * 2 >= total)
    .sort((a, b) => b.coverage - a.coverage || a.name.localeCompare(b.name))
    .slice(0, maxSpecFacets)
    .map(({ name, values }) => ({
      name,
      values: values.map(({ value, label, count }) => ({ value, label, count })).sort(byValue),
    }));
}

/**
 * The category's specification filters (`names`, in its order) with counts over a search's `total`
 * matches (ADR 012): values no match has are left out, and so is a filter that cannot narrow the
 * matches (nothing left, or one value every match has).
 */
export function matchedSpecFacets(names: string[], counts: SpecValueCount[], total: number): SpecFacet[] {
  const byName = groupByName(counts.filter((c) => c.count > 0));
  return names
    .map((name) => ({
      name,
      values: (byName.get(name) ?? [])
        .map(({ value, label, count }) => ({ value, label, count }))
        .sort(byValue),
    }))
    .filter((s) => s.values.length > 1 || (s.values.length === 1 && (s.values[0]?.count ?? 0) < total));
}
