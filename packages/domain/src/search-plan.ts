import { type ListingQuery, type ListingSort, listingPageSize } from "./listing.schema.ts";

/** Fewer results than this, and autocorrect tries a corrected term (ADR 012). */
export const fewResults = 3;
/**
 * Page 1 ranks every match of a term with at most `rankAllUpTo` of them; a broader term (a word in
 * a third of the catalogue) ranks its first `rankCandidates` only. Ranking 1,600 matches cost about as
 * much as ranking 500 of them (both read the same index), and a cap that low left the best-titled
 * products of 'heat pump' off page 1.
 */
export const rankAllUpTo = 5000;
export const rankCandidates = 500;
/** Products kept per word start in search_prefixes: a full results page. */
export const prefixPageSize = 24;
// A two- or three-letter word start, answered from search_prefixes (search-derived.ts)
const shortPrefix = /^[a-z]{2,3}$/;

/** The words full-text search can use: runs of letters and digits (punctuation alone would not parse). */
export function textWords(words: string[]): string[] {
  return words.filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
}

/** What the search plan is made from: the reading of the term, the shopper's query, the caller's options. */
export interface SearchPlanInput {
  /** The term as read: free words, and the brand and category its words named (by address). */
  reading: { words: string[]; brand: { uri: string } | null; category: { uri: string } | null };
  /** The product whose sku or model number is exactly the term, if any. */
  productId: number | null;
  query: Pick<ListingQuery, "sort" | "page" | "brand" | "priceMin" | "priceMax" | "spec">;
  options: { pageSize: number; facets: boolean };
  /** 'Login for Price' hides prices from this viewer: price filters and price sorts do not apply. */
  hidePrices: boolean;
}

/** Where a page's product ids come from. */
export type IdSource =
  /** No text (an exact sku, or brand and category words with a filter): the listing's index order. */
  | { kind: "listing-order"; sort: ListingSort; pageSize: number; offset: number }
  /** Page 1 by relevance: rank the candidates, capped by how many match (see `rankedCandidateCap`). */
  | { kind: "ranked-text"; pageSize: number; rankAllUpTo: number; rankCandidates: number }
  /** Later pages or other sorts: the text matches in a stable order, so page 2 follows page 1. */
  | { kind: "ordered-text"; sort: ListingSort; pageSize: number; offset: number };

/** How the total number of matches is known. */
export type TotalSource =
  /** No filters of the shopper's own: the brand facet's counts add up to it (one scan, not two). */
  | "facet-brands"
  /** Only specification choices: the ids stating them when the facets answered, else a count query. */
  | "stating-or-count"
  | "count";

/** Every match of the term (or the sku), filtered, counted, optionally faceted, one page of ids. */
export interface MatchesPlan {
  kind: "matches";
  /** The shopper's brand choice, else the brand the term named. */
  brand: string[] | undefined;
  productId: number | null;
  facets: boolean;
  total: TotalSource;
  ids: IdSource;
}

/** The steps that answer one page of a search; the service runs them. */
export type SearchPlan =
  /** Nothing to search for (no sku, no usable words, no brand or category). */
  | { kind: "empty" }
  /** Brand and category words alone are exactly a catalogue listing: ask the catalogue. */
  | { kind: "catalogue"; brand: string[] | undefined; category: string | undefined }
  /** Page 1 of a short word start from search_prefixes, `otherwise` when no word starts so. */
  | { kind: "word-start"; prefix: string; hidePrices: boolean; otherwise: MatchesPlan }
  | MatchesPlan;

/** The plan for one page of search results (pure: every fact it needs is in the input). */
export function planSearch(input: SearchPlanInput): SearchPlan {
  const { reading, productId, query, options, hidePrices } = input;
  const isSku = productId !== null;
  // The shopper's own brand choice on the results page replaces the brand the term named
  const brand = query.brand ?? (reading.brand ? [reading.brand.uri] : undefined);
  // The dropdown's shorter list is the start of the same listing
  if (
    !isSku &&
    reading.words.length === 0 &&
    (reading.brand || reading.category) &&
    (options.pageSize === listingPageSize || query.page === 1)
  ) {
    return { kind: "catalogue", brand, category: reading.category?.uri };
  }
  const hasText = textWords(reading.words).length > 0;
  if (!isSku && !hasText && !reading.brand && !reading.category) return { kind: "empty" };

  // As listingFilters reads the query: hidden prices neither filter nor sort
  const sort = hidePrices && query.sort.startsWith("price") ? "relevance" : query.sort;
  const priceChosen = !hidePrices && (query.priceMin !== undefined || query.priceMax !== undefined);
  const narrowedBesidesSpecs = brand !== undefined || priceChosen;
  const narrowed = narrowedBesidesSpecs || query.spec.length > 0;

  const offset = (query.page - 1) * options.pageSize;
  const ids: IdSource = !hasText
    ? { kind: "listing-order", sort, pageSize: options.pageSize, offset }
    : sort === "relevance" && offset === 0
      ? // A page past the first must see the same order as the first, so only page 1 is capped
        { kind: "ranked-text", pageSize: options.pageSize, rankAllUpTo, rankCandidates }
      : { kind: "ordered-text", sort, pageSize: options.pageSize, offset };
  const total: TotalSource = !options.facets
    ? "count"
    : !narrowed
      ? "facet-brands"
      : !narrowedBesidesSpecs
        ? "stating-or-count"
        : "count";
  const matches: MatchesPlan = { kind: "matches", brand, productId, facets: options.facets, total, ids };

  const [only] = reading.words;
  if (
    !isSku &&
    reading.words.length === 1 &&
    only !== undefined &&
    shortPrefix.test(only) &&
    !reading.brand &&
    !reading.category &&
    query.page === 1 &&
    sort === "relevance" &&
    !narrowed &&
    options.pageSize <= prefixPageSize
  ) {
    return { kind: "word-start", prefix: only, hidePrices, otherwise: matches };
  }
  return matches;
}

/** How many text matches page 1 ranks, given how many there are. */
export function rankedCandidateCap(source: { rankAllUpTo: number; rankCandidates: number }, total: number) {
  return total > source.rankAllUpTo ? source.rankCandidates : source.rankAllUpTo;
}

/** A catalogue word close to a word of the term: how close (pg_trgm similarity, 0-1) and how many products carry it. */
export interface CorrectionCandidate {
  word: string;
  similarity: number;
  frequency: number;
}

// Candidates this much less similar than the closest are not weighed against it by how many products they find
const closeEnough = 0.75;

/**
 * A word's corrections, best first, at most `limit` (ADR 047). The word itself first when the catalogue
 * has it. Otherwise the closest candidates (within 75% of the best similarity) are weighed by how much of
 * the catalogue each finds: similarity times ln(1 + products carrying it), so 'bosh' goes to Bosch (113
 * appliances, 0.375) rather than Bose (13 earbuds, 0.43); farther ones follow by similarity.
 */
export function rankCorrections(
  word: string,
  candidates: readonly CorrectionCandidate[],
  limit = 3,
): string[] {
  if (candidates.some((c) => c.word === word)) return [word];
  const best = Math.max(0, ...candidates.map((c) => c.similarity));
  const score = (c: CorrectionCandidate) => c.similarity * Math.log1p(Math.max(0, c.frequency));
  const near = candidates.filter((c) => c.similarity >= best * closeEnough);
  const far = candidates.filter((c) => c.similarity < best * closeEnough);
  const byWord = (a: CorrectionCandidate, b: CorrectionCandidate) =>
    a.word < b.word ? -1 : a.word > b.word ? 1 : 0;
  near.sort((a, b) => score(b) - score(a) || b.similarity - a.similarity || byWord(a, b));
  far.sort((a, b) => b.similarity - a.similarity || b.frequency - a.frequency || byWord(a, b));
  return [...near, ...far].slice(0, limit).map((c) => c.word);
}

/** Whether a search found so little that autocorrect should try corrected terms. */
export function wantsCorrection(autocorrect: boolean, totalItems: number): boolean {
  return autocorrect && totalItems < fewResults;
}
