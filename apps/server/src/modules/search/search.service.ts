import { createHmac } from "node:crypto";
import { type Assortment, brandAssortments, brandSells } from "@store/domain/brand-assortment";
import type { BrandId } from "@store/domain/brands";
import { type Listing, type ListingQuery, listingPageSize } from "@store/domain/listing.schema";
import { pageCount } from "@store/domain/pagination";
import { payablePrice } from "@store/domain/pricing";
import type { ProductSummary } from "@store/domain/product.schema";
import { maskEmailsInUrl, searchResultsPath, searchWords } from "@store/domain/search";
import type {
  AnalyticsEvent,
  SearchAnalytics,
  SearchInterpretation,
  SearchProductResult,
  SearchResults,
  SearchSuggestions,
  SearchTermResult,
  SiteSearchQuery,
  SuggestQuery,
} from "@store/domain/search.schema";
import { analyticsEventSchema } from "@store/domain/search.schema";
import {
  type IdSource,
  type MatchesPlan,
  planSearch,
  rankCorrections,
  rankedCandidateCap,
  type SearchPlan,
  type TotalSource,
  textWords,
  wantsCorrection,
} from "@store/domain/search-plan";
import type { Viewer } from "@store/domain/viewer";
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { type CatalogueService, listingFilters } from "../catalogue/catalogue.service.ts";
import type { ProductFilter, ProductReadModel, Reference } from "../product/product.read-model.ts";
import { searchEvents } from "./search.tables.ts";
import { type Reading, readTerm, referenceWords } from "./search-reading.ts";
import { facetCategory, SearchSpecFacets } from "./search-spec-facets.ts";
import { namedWithin, SearchVocabulary } from "./search-vocabulary.ts";

const maxTerms = 6;
// A single token of letters and digits with at least one digit: a sku or model number
const skuLike = /^(?=.*\d)[A-Za-z0-9/_.-]{4,40}$/;

interface Found {
  reading: Reading;
  correctedTerm: string | null;
  redirectUrl: string | null;
  listing: Listing;
}

/**
 * Every search call (storefront s.7 "Search" and "Analytics"): the dropdown's suggestions, the full
 * results page, the address Enter leads to, and the analytics events. Full-text search over the
 * products' weighted documents, brand and category words as filters, pg_trgm autocorrect (ADR 012).
 */
export class SearchService {
  private readonly answers: NamedCache<Found>;
  private readonly suggestions: NamedCache<SearchSuggestions>;
  private readonly vocabulary: SearchVocabulary;
  private readonly specFacets: SearchSpecFacets;

  constructor(
    private readonly db: Db,
    private readonly products: ProductReadModel,
    private readonly catalogue: CatalogueService,
    caches: CacheRegistry,
    /** Keys the hash of analytics clients (the session key: secret, shared by every process). */
    private readonly clientKey: string,
  ) {
    this.answers = caches.define("search.answers", { family: "catalogue", max: 5000 });
    this.suggestions = caches.define("search.suggestions", { family: "catalogue", max: 5000 });
    this.vocabulary = new SearchVocabulary(products, caches);
    this.specFacets = new SearchSpecFacets(products, catalogue, caches);
  }

  /** GET /api/v3/search: terms and products for the dropdown. */
  suggest(query: SuggestQuery, viewer: Viewer): Promise<SearchSuggestions> {
    const key = JSON.stringify([query, viewer.brand.id, viewer.signedIn]);
    return this.suggestions.get(key, () => this.loadSuggestions(query, viewer));
  }

  private async loadSuggestions(query: SuggestQuery, viewer: Viewer): Promise<SearchSuggestions> {
    const found = await this.find(query.searchTerm, { sort: "relevance", page: 1, spec: [] }, viewer, {
      pageSize: query.limit,
      autocorrect: query.isAutoCorrectEnabled,
      facets: false,
    });
    const searched = found.correctedTerm ?? query.searchTerm;
    return {
      ...this.interpretation(query.searchTerm, found),
      terms: await this.terms(query.searchTerm, found, viewer.brand.id),
      products: found.listing.items.map(toResult),
      totalProducts: found.listing.pagination.totalItems,
      viewAllUrl: found.redirectUrl ?? searchResultsPath(searched),
    };
  }

  /** GET /api/v2/sitesearch/f/{term}: a listing of the matches with filters, sort and pages. */
  async results(term: string, query: SiteSearchQuery, viewer: Viewer): Promise<SearchResults> {
    const found = await this.find(term, query, viewer, {
      pageSize: listingPageSize,
      autocorrect: query.fallback,
      facets: true,
    });
    const empty = found.listing.pagination.totalItems === 0;
    return {
      ...this.interpretation(term, found),
      listing: found.listing,
      corrections: empty ? await this.spellingSuggestions(term, viewer.brand.id) : [],
      popularCategories: empty ? await this.popularCategories(viewer.brand.id) : [],
    };
  }

  /** Where Enter on a term leads: the product page of an exact sku or model number, else /search/{term}. */
  async searchUrl(term: string, brand: BrandId): Promise<{ url: string }> {
    const product = await this.exactSku(term, brandAssortments[brand]);
    return { url: product ? `/p/${product.uri}` : searchResultsPath(term) };
  }

  private interpretation(term: string, found: Found): SearchInterpretation {
    return {
      searchTerm: term,
      correctedTerm: found.correctedTerm,
      redirectUrl: found.redirectUrl,
      brandFilter: found.reading.brand
        ? { name: found.reading.brand.name, uri: found.reading.brand.uri }
        : null,
      categoryFilter: found.reading.category
        ? { title: found.reading.category.title, uri: found.reading.category.uri }
        : null,
    };
  }

  private find(
    term: string,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number; autocorrect: boolean; facets: boolean },
  ): Promise<Found> {
    const key = JSON.stringify([term, query, viewer.brand.id, viewer.signedIn, options]);
    return this.answers.get(key, () => this.load(term, query, viewer, options));
  }

  private async load(
    term: string,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number; autocorrect: boolean; facets: boolean },
  ): Promise<Found> {
    const reference = await this.products.names();
    const sku = await this.exactSku(term, brandAssortments[viewer.brand.id]);
    if (sku) {
      const reading: Reading = { words: [], brand: null, category: null };
      const listing = await this.match(reading, query, viewer, options, reference, sku.id);
      return { reading, correctedTerm: null, redirectUrl: `/p/${sku.uri}`, listing };
    }
    const reading = readTerm(term, reference);
    const listing = await this.match(reading, query, viewer, options, reference);
    if (!wantsCorrection(options.autocorrect, listing.pagination.totalItems)) {
      return { reading, correctedTerm: null, redirectUrl: null, listing };
    }
    // The first corrected version that finds more wins ('bosh' is closest to 'bose', but Bose makes no dishwashers)
    for (const corrected of await this.corrections(term, viewer.brand.id)) {
      const correctedReading = readTerm(corrected, reference);
      const correctedListing = await this.match(correctedReading, query, viewer, options, reference);
      if (correctedListing.pagination.totalItems > listing.pagination.totalItems) {
        return {
          reading: correctedReading,
          correctedTerm: corrected,
          redirectUrl: null,
          listing: correctedListing,
        };
      }
    }
    return { reading, correctedTerm: null, redirectUrl: null, listing };
  }

  /** The product whose sku (or model number) is exactly the term, if any. */
  private async exactSku(term: string, assortment: Assortment): Promise<{ id: number; uri: string } | null> {
    if (!skuLike.test(term)) return null;
    const [row] = await this.products.idsOfSkus([term], assortment);
    return row ? { id: row.id, uri: row.uri } : null;
  }

  /**
   * One page of matches as a listing: the plan (`planSearch`) says which steps answer it, and one
   * method below runs each kind of step.
   */
  private async match(
    reading: Reading,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number; facets: boolean },
    reference: Reference,
    productId?: number,
  ): Promise<Listing> {
    const plan = planSearch({
      reading,
      productId: productId ?? null,
      query,
      options,
      hidePrices: viewer.brand.loginForPrice && !viewer.signedIn,
    });
    switch (plan.kind) {
      case "empty":
        return emptyListing(options.pageSize);
      case "catalogue":
        return this.catalogueListing(plan, reading, query, viewer, options, reference);
      case "word-start":
        return this.wordStartOrMatches(plan, reading, query, viewer, options, reference);
      case "matches":
        return this.matches(plan, reading, query, viewer, options, reference);
    }
  }

  /**
   * Brand and category words alone are exactly a catalogue listing: its indexes, caches and page. Its
   * facets are the category's (every brand of it, or of the whole catalogue), which is right for a
   * category named alone; a term that names a brand ('bosch', 'bosch dishwasher') gets the facets of its
   * matches instead, that brand's products (ADR 047), not 95 brands with whole-catalogue counts.
   */
  private async catalogueListing(
    plan: Extract<SearchPlan, { kind: "catalogue" }>,
    reading: Reading,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number; facets: boolean },
    reference: Reference,
  ): Promise<Listing> {
    const listingQuery = { ...query, brand: plan.brand, category: plan.category };
    // A category the brand does not sell reads as no matches here, not as a missing page
    const listing = await this.catalogue.listing(listingQuery, viewer, options.pageSize, "empty");
    const searched = { ...listing, pagination: { ...listing.pagination, id: "search" } };
    if (!options.facets || !reading.brand) return searched;
    const { filter, hidePrices } = listingFilters(
      { ...listingQuery, priceMin: undefined, priceMax: undefined, spec: [] },
      reference.manufacturers,
      viewer,
    );
    const matches: ProductFilter = {
      category: reading.category,
      brandIds: filter.brandIds,
      assortment: filter.assortment,
    };
    const { facets } = await this.facets(matches, reading.category, reference, hidePrices, query.spec);
    return { ...searched, facets };
  }

  /** Page 1 of a short word start from search_prefixes, else the live query. */
  private async wordStartOrMatches(
    plan: Extract<SearchPlan, { kind: "word-start" }>,
    reading: Reading,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number; facets: boolean },
    reference: Reference,
  ): Promise<Listing> {
    // The word starts are counted over the whole catalogue: a brand selling less asks the live query
    const prefixed =
      brandAssortments[viewer.brand.id] === "everything"
        ? await this.fromPrefix(plan.prefix, viewer, options, reference, plan.hidePrices)
        : null;
    return prefixed ?? this.matches(plan.otherwise, reading, query, viewer, options, reference);
  }

  /** Every match of the term (or sku) within its filters: facets, total, then one page of ids. */
  private async matches(
    plan: MatchesPlan,
    reading: Reading,
    query: Omit<ListingQuery, "category">,
    viewer: Viewer,
    options: { pageSize: number },
    reference: Reference,
  ): Promise<Listing> {
    const text = textQuery(reading.words);
    // What the term matches: an exact sku's product, else the text, within the category it named
    const chosen = listingFilters({ ...query, brand: plan.brand }, reference.manufacturers, viewer);
    const matches: ProductFilter = {
      id: plan.productId ?? undefined,
      text,
      category: reading.category,
      assortment: chosen.filter.assortment,
    };
    const faceted = plan.facets
      ? await this.facets(matches, reading.category, reference, chosen.hidePrices, query.spec)
      : null;
    const facets = faceted?.facets ?? null;
    // Specification choices the facets answered are the ids of the matches stating them
    const stating = faceted?.stating ?? null;
    const others = stating
      ? listingFilters({ ...query, brand: plan.brand, spec: [] }, reference.manufacturers, viewer)
      : null;
    const filter: ProductFilter = others
      ? { ...matches, ...others.filter, ids: stating ?? [] }
      : { ...matches, ...chosen.filter };
    const totalItems = await this.total(plan.total, filter, facets, stating);
    const ids = await this.pageIds(plan.ids, filter, text, totalItems);
    const pages = pageCount(totalItems, options.pageSize);
    if (query.page > pages) {
      throw new AppError(
        "invalid",
        `page: There ${pages === 1 ? "is only 1 page" : `are only ${pages} pages`} of products`,
      );
    }
    return this.page(ids, viewer, query.page, totalItems, options.pageSize, facets);
  }

  /** The number of matches, from where the plan says it is known. */
  private async total(
    source: TotalSource,
    filter: ProductFilter,
    facets: Listing["facets"] | null,
    stating: number[] | null,
  ): Promise<number> {
    if (source === "facet-brands" && facets) return facets.brands.reduce((sum, b) => sum + b.count, 0);
    if (source === "stating-or-count" && stating) return stating.length;
    return this.products.count(filter);
  }

  /** One page of product ids, from the source the plan names. */
  private pageIds(source: IdSource, filter: ProductFilter, text: SQL | null, totalItems: number) {
    if (source.kind === "listing-order") {
      return this.products.pageIds(filter, source.sort, source.pageSize, source.offset, true);
    }
    // The plan names a text source only when the words make a text query (both read `textWords`)
    if (!text) throw new Error("search plan: a text source without a text query");
    switch (source.kind) {
      case "ranked-text":
        return this.products.rankedTextIds(
          filter,
          text,
          rankedCandidateCap(source, totalItems),
          source.pageSize,
        );
      case "ordered-text":
        return this.products.orderedTextIds(filter, text, source.sort, source.pageSize, source.offset);
    }
  }

  /**
   * Page 1 of a two- or three-letter word start, read from search_prefixes: the same ranking over
   * every match, counted and faceted ahead, instead of ranking tens of thousands of rows per keystroke.
   * Null when no word starts so (the live query then answers, e.g. the English stem alone matches).
   */
  private async fromPrefix(
    prefix: string,
    viewer: Viewer,
    options: { pageSize: number; facets: boolean },
    reference: Reference,
    hidePrices: boolean,
  ): Promise<Listing | null> {
    const row = await this.products.wordStart(prefix);
    if (!row) return null;
    const facets = options.facets
      ? brandFacets(
          Object.entries(row.brands).map(([brandId, n]) => ({
            brandId: Number(brandId),
            n,
            min: row.minPrice,
            max: row.maxPrice,
          })),
          reference,
          hidePrices,
        )
      : null;
    return this.page(
      row.productIds.slice(0, options.pageSize),
      viewer,
      1,
      row.total,
      options.pageSize,
      facets,
    );
  }

  /** The listing of one page of product ids, in that order. */
  private async page(
    ids: number[],
    viewer: Viewer,
    currentPage: number,
    totalItems: number,
    pageSize: number,
    facets: Listing["facets"] | null,
  ): Promise<Listing> {
    const items = await this.products.summaries(ids, viewer);
    return {
      items,
      pagination: { id: "search", currentPage, totalItems, itemsPerPage: pageSize },
      facets: facets ?? { brands: [], priceRange: null, specs: [] },
      category: null,
      breadcrumbs: [],
    };
  }

  /**
   * Brand counts, the price range and the specification filters of everything the term matches (not
   * of the chosen filters), and the matches stating the chosen specification values when those are on
   * offer. Specifications only within one category: the one the term named, or the one leaf all
   * matches lie in, which the brand scan tells on the way, with the matches' ids (counted in memory,
   * search-spec-facets.ts).
   */
  private async facets(
    matches: ProductFilter,
    named: Reading["category"],
    reference: Reference,
    hidePrices: boolean,
    chosen: ListingQuery["spec"],
  ): Promise<{ facets: Listing["facets"]; stating: number[] | null }> {
    // The ids only where they can serve: a named category, or a brand whose matches share one leaf
    const rows = await this.products.brandSpans(matches, named ? "always" : "one-leaf");
    const facets = brandFacets(rows, reference, hidePrices);
    const category = facetCategory(named, rows, reference);
    // One match (an exact sku) has nothing to narrow
    if (!category || facets.brands.reduce((sum, b) => sum + b.count, 0) < 2) return { facets, stating: null };
    const ids = rows.flatMap((r) => r.ids ?? []);
    const { specs, stating } = await this.specFacets.facets(category, ids, chosen);
    return { facets: { ...facets, specs }, stating };
  }

  /**
   * Corrected versions of the term, best first, or none when nothing changes: two words that make one
   * catalogue word are joined ('range hood' -> 'rangehood'), and each unknown word is replaced by one of
   * its three best corrections: close (pg_trgm similarity) and weighed by how many products each finds
   * (`rankCorrections`, ADR 047). Words with
   * digits are left alone: model numbers are matched exactly or by their start.
   */
  private async corrections(term: string, brand: BrandId): Promise<string[]> {
    const words = searchWords(term);
    const pairs = words.slice(1).map((w, i) => `${words[i]}${w}`);
    const inputs = [...new Set([...words, ...pairs])].filter((w) => w.length >= 3 && !/\d/.test(w));
    if (inputs.length === 0) return [];
    const candidates = await this.products.closestWords(inputs);
    // A narrow brand corrects only to words of what it sells, weighed by how many of its products carry them
    const own = await this.vocabulary.brandWords(brand);
    const closest = new Map(
      [...candidates].map(([input, found]) => [
        input,
        rankCorrections(
          input,
          own
            ? found.flatMap((c) => {
                const products = own.get(c.word);
                return products === undefined ? [] : [{ ...c, frequency: products }];
              })
            : found,
        ),
      ]),
    );
    const joined: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const pair = `${words[i]}${words[i + 1] ?? ""}`;
      if (i + 1 < words.length && closest.get(pair)?.[0] === pair) {
        joined.push(pair);
        i++;
      } else joined.push(words[i] ?? "");
    }
    const variants = [0, 1, 2].map((k) =>
      joined
        .map((w) => {
          const found = closest.get(w) ?? [];
          if (found.length === 0 || found[0] === w) return w;
          return found[Math.min(k, found.length - 1)] ?? w;
        })
        .join(" "),
    );
    const original = words.join(" ");
    return [...new Set(variants)].filter((v) => v !== original);
  }

  /** Spelling suggestions for a term that found nothing even corrected: the closest words on their own. */
  private async spellingSuggestions(term: string, brand: BrandId): Promise<SearchTermResult[]> {
    const words = searchWords(term).filter((w) => w.length >= 3 && !/\d/.test(w));
    if (words.length === 0) return [];
    const own = await this.vocabulary.brandWords(brand);
    // A narrow brand's own words among more of the catalogue's closest
    const similar = await this.products.similarWords(words, own ? 40 : 5);
    return similar
      .filter((word) => !own || own.has(word))
      .slice(0, 5)
      .map((word) => ({ text: word, url: searchResultsPath(word) }));
  }

  /** The promoted top-level categories the brand sells, for a search that found nothing. */
  private async popularCategories(brand: BrandId): Promise<SearchTermResult[]> {
    const { categories } = await this.products.names();
    return categories
      .filter((c) => c.parentId === null && c.promoted && brandSells(brand, c.uri))
      .slice(0, 8)
      .map((c) => ({ text: c.title, url: `/c/${c.uri}` }));
  }

  /**
   * The dropdown's terms: the corrected term, the brand and category the term named (together when
   * both), categories and brands whose names start with the last word, and commoner completions of it.
   */
  private async terms(term: string, found: Found, brand: BrandId): Promise<SearchTermResult[]> {
    const { reading } = found;
    const reference = await this.products.names();
    const terms: SearchTermResult[] = [];
    const add = (text: string, url: string) => {
      // ADR 064: never a link to a category page the brand does not sell (it would be a 404)
      const category = url.startsWith("/c/") ? url.slice(3).split("?")[0] : null;
      if (category !== null && !brandSells(brand, category ?? "")) return;
      if (terms.length < maxTerms && !terms.some((t) => t.url === url)) terms.push({ text, url });
    };
    if (found.correctedTerm) add(found.correctedTerm, searchResultsPath(found.correctedTerm));
    if (reading.brand && reading.category) {
      add(
        `${reading.brand.name} ${reading.category.title}`,
        `/c/${reading.category.uri}?brand=${reading.brand.uri}`,
      );
    }
    if (reading.category) add(reading.category.title, `/c/${reading.category.uri}`);
    if (reading.brand) add(reading.brand.name, `/brands/${reading.brand.uri}`);
    const words = searchWords(found.correctedTerm ?? term);
    const last = words.at(-1) ?? "";
    if (last.length >= 2) {
      const names = referenceWords(reference);
      for (const { row, words } of names.categories) {
        if (words.some((w) => w.startsWith(last))) add(row.title, `/c/${row.uri}`);
      }
      // A narrow brand names only the makers of what it sells: their names are in its products' titles
      const own = await this.vocabulary.brandWords(brand);
      for (const { row, words } of names.manufacturers) {
        if (own && !namedWithin(own, row.name)) continue;
        if (words.some((w) => w.startsWith(last))) add(row.name, `/brands/${row.uri}`);
      }
      const head = words.slice(0, -1).join(" ");
      for (const word of await this.vocabulary.completions(last, 3, brand)) {
        const text = head ? `${head} ${word}` : word;
        add(text, searchResultsPath(text));
      }
    }
    return terms;
  }

  /** POST /api/analytics/search: stores one analytics event; a search with no products is a zero-result search. */
  async record(event: AnalyticsEvent, brand: BrandId, client: string): Promise<void> {
    const parsed = analyticsEventSchema.parse(event);
    await this.db.insert(searchEvents).values({
      eventType: parsed.analyticsEventType,
      query: parsed.query.toLowerCase(),
      productList: parsed.productList,
      resultCount: parsed.analyticsEventType === "search" ? parsed.productList.length : null,
      url: maskEmailsInUrl(parsed.url).slice(0, 2000),
      isRepeatUser: parsed.isRepeatUser,
      brand,
      clientHash: this.clientHash(client),
    });
  }

  /** GET /api/analytics/product-load-event: a product page was shown (a 'visit' event). */
  async productLoaded(productId: number, brand: BrandId, client: string): Promise<void> {
    const row = await this.products.keyOf(productId);
    if (!row) throw new AppError("not_found", "We couldn't find that product");
    await this.record(
      { analyticsEventType: "visit", productList: [row.sku], url: `/p/${row.uri}` },
      brand,
      client,
    );
  }

  /**
   * GET /api/analytics/search?searchTerm: a submitted search, stored as a 'search' event without a
   * result count, so the zero-result report (which counts results pages shown) is not skewed by it.
   */
  async searchSubmitted(term: string, brand: BrandId, client: string): Promise<void> {
    const parsed = analyticsEventSchema.parse({ analyticsEventType: "search", query: term });
    await this.db.insert(searchEvents).values({
      eventType: parsed.analyticsEventType,
      query: parsed.query.toLowerCase(),
      productList: [],
      resultCount: null,
      url: "",
      isRepeatUser: false,
      brand,
      clientHash: this.clientHash(client),
    });
  }

  /**
   * A client's key (an address or a session id) as stored: HMAC-SHA256 under the store's key, so the
   * table holds no address or session id, and an address cannot be found again by trying them all.
   */
  private clientHash(client: string): string {
    return createHmac("sha256", this.clientKey)
      .update(`analytics-client:${client}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /**
   * GET /api/analytics/search-report (staff): one term's searches, or the terms that found nothing for the
   * most distinct clients (ADR 019: one client sending the same empty search many times counts once).
   */
  async analytics(term: string | undefined, days: number): Promise<SearchAnalytics> {
    const since = sql`now() - make_interval(days => ${days})`;
    const zero = sql<number>`count(*) filter (where ${searchEvents.resultCount} = 0)::int`;
    const zeroClients = sql<number>`count(distinct ${searchEvents.clientHash}) filter (where ${searchEvents.resultCount} = 0)::int`;
    const rows = await this.db
      .select({
        query: searchEvents.query,
        searches: sql<number>`count(*)::int`,
        zeroResultSearches: zero,
        clients: sql<number>`count(distinct ${searchEvents.clientHash})::int`,
        zeroResultClients: zeroClients,
        lastSearchedAt: sql<string>`max(${searchEvents.createdAt})`,
      })
      .from(searchEvents)
      .where(
        and(
          eq(searchEvents.eventType, "search"),
          // Results pages shown; a submitted search (no result count) is counted by its results page
          isNotNull(searchEvents.resultCount),
          sql`${searchEvents.createdAt} > ${since}`,
          term === undefined ? undefined : eq(searchEvents.query, term.toLowerCase()),
        ),
      )
      .groupBy(searchEvents.query)
      .having(term === undefined ? sql`${zero} > 0` : undefined)
      .orderBy(sql`5 desc`, sql`4 desc`, sql`3 desc`, asc(searchEvents.query))
      .limit(100);
    return {
      days,
      terms: rows.map((r) => ({
        query: r.query,
        searches: Number(r.searches),
        zeroResultSearches: Number(r.zeroResultSearches),
        clients: Number(r.clients),
        zeroResultClients: Number(r.zeroResultClients),
        lastSearchedAt: new Date(r.lastSearchedAt).toISOString(),
      })),
    };
  }
}

/**
 * 'heat pum' -> every word required: the words before the last as their English stem (the shopper
 * has finished them), the last also as the start of a word (it may still be being typed). Matching
 * every earlier word as a start too would read each one's longer posting lists (heat:* is heater,
 * heating...) for no better results, and would double the cost of a two-word search.
 */
function textQuery(words: string[]): SQL | null {
  const usable = textWords(words);
  const parts = usable.map((w, i) =>
    i < usable.length - 1
      ? sql`to_tsquery('english', ${w})`
      : sql`(to_tsquery('english', ${w}) || to_tsquery('simple', ${`${w}:*`}))`,
  );
  if (parts.length === 0) return null;
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The brand facet and price range from per-brand counts and prices. */
function brandFacets(
  rows: { brandId: number; n: number; min: number | null; max: number | null }[],
  reference: Reference,
  hidePrices: boolean,
): Listing["facets"] {
  const prices = rows.filter((r) => r.min !== null);
  const brandFacet = rows
    .map((r) => ({ row: r, maker: reference.manufacturerById.get(r.brandId) }))
    .filter((x) => x.maker)
    .map(({ row, maker }) => ({ value: maker?.uri ?? "", label: maker?.name ?? "", count: Number(row.n) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    brands: brandFacet,
    priceRange:
      hidePrices || prices.length === 0
        ? null
        : {
            min: Math.min(...prices.map((r) => Number(r.min))),
            max: Math.max(...prices.map((r) => Number(r.max))),
          },
    specs: [],
  };
}

function emptyListing(pageSize: number): Listing {
  return {
    items: [],
    pagination: { id: "search", currentPage: 1, totalItems: 0, itemsPerPage: pageSize },
    facets: { brands: [], priceRange: null, specs: [] },
    category: null,
    breadcrumbs: [],
  };
}

function toResult(product: ProductSummary): SearchProductResult {
  return {
    text: product.title,
    imageUrl: product.image,
    // What the shopper pays, as the product's price block shows it (ADR 053)
    price: payablePrice(product.price, product.lineDiscount),
    url: `/p/${product.uri}`,
    sku: product.sku,
    brand: product.brand,
  };
}
