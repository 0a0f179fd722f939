import type { ListingQuery } from "@store/domain/listing.schema";
import { matchedSpecFacets, type SpecFacet } from "@store/domain/spec-facets";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { CatalogueService } from "../catalogue/catalogue.service.ts";
import type { CategoryRow, ProductReadModel, Reference } from "../product/product.read-model.ts";

/** The lowest and highest leaf category among some of the matches (one row per brand of them). */
export interface LeafSpan {
  firstCategoryId: number | null;
  lastCategoryId: number | null;
}

/** One specification value a category offers, and the ids of its products that state it. */
interface Posting {
  name: string;
  value: string;
  ids: Int32Array;
}

/**
 * The category whose specification filters fit the matches (ADR 012): the one the term named, else
 * the one leaf every match lies in. Matches in several categories get none: spec names differ
 * between categories ('Fridge Capacity (L)' means nothing to an oven).
 */
export function facetCategory(
  named: CategoryRow | null,
  spans: LeafSpan[],
  reference: Reference,
): CategoryRow | null {
  if (named) return named;
  const ids = new Set(spans.flatMap((s) => [s.firstCategoryId, s.lastCategoryId]));
  const [only] = ids;
  if (ids.size !== 1 || only === null || only === undefined) return null;
  return reference.categories.find((c) => c.id === Number(only)) ?? null;
}

/** The specification filters of some matches, and which of them state every chosen value. */
export interface MatchSpecs {
  specs: SpecFacet[];
  /** The matches stating every chosen value; null when nothing was chosen or a choice is not on offer. */
  stating: number[] | null;
}

/**
 * Specification filters for free-text results (ADR 012): the ones the category's page offers, counted
 * over the term's matches. Counting in SQL means unpacking every match's specifications (about 30 ms
 * per 1,000 matches on PGlite), so each category's offered values are kept with their product ids, as
 * long as the category's own facets are, and the matches are counted against them in memory. The same
 * ids answer the shopper's choices among those values, where a jsonb containment filter would read a
 * GIN posting list of a third of the catalogue ('Colour: Black') per query.
 */
export class SearchSpecFacets {
  private readonly postings: NamedCache<Posting[]>;

  constructor(
    private readonly products: ProductReadModel,
    private readonly catalogue: CatalogueService,
    caches: CacheRegistry,
  ) {
    this.postings = caches.define("search.spec-postings", { family: "catalogue", max: 200 });
  }

  /**
   * The category's specification filters with counts over `matchIds` (the term's matches, all in the
   * category), and the matches that state every `chosen` value.
   */
  async facets(category: CategoryRow, matchIds: number[], chosen: ListingQuery["spec"]): Promise<MatchSpecs> {
    const names = await this.catalogue.specFacetNames(category);
    if (names.length === 0 || matchIds.length === 0) return { specs: [], stating: null };
    const postings = await this.postings.get(JSON.stringify([category.id, names]), () =>
      this.load(category, names),
    );
    // A byte per product id (ids are serial, so about one per product): a lookup is an array read,
    // several times faster than a Set over the tens of thousands of ids of a top-level category
    const last = matchIds.reduce((max, id) => Math.max(max, id), 0);
    const matched = new Uint8Array(last + 1);
    for (const id of matchIds) matched[id] = 1;
    const counts = postings.map(({ name, value, ids }) => {
      let count = 0;
      for (const id of ids) if (id <= last && matched[id] === 1) count++;
      return { name, value, label: value, count };
    });
    const offered = chosen.length > 0 && chosen.every((c) => names.includes(c.name));
    return {
      specs: matchedSpecFacets(names, counts, matchIds.length),
      stating: offered ? stating(postings, matchIds, chosen) : null,
    };
  }

  /** Each value of the offered names in the category, with the ids of the products stating it. */
  private async load(category: CategoryRow, names: string[]): Promise<Posting[]> {
    const rows = await this.products.specPostings(category, names);
    return rows.map((r) => ({ name: r.name, value: r.value, ids: Int32Array.from(r.ids) }));
  }
}

/** The ids among `ids` that state every chosen value (a value the category lacks leaves none). */
function stating(postings: Posting[], ids: number[], chosen: ListingQuery["spec"]): number[] {
  return chosen.reduce((left, { name, value }) => {
    const posting = postings.find((p) => p.name === name && p.value === value);
    if (!posting) return [];
    const having = new Set(posting.ids);
    return left.filter((id) => having.has(id));
  }, ids);
}
