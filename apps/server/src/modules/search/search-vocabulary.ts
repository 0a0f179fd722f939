import { brandAssortments } from "@store/domain/brand-assortment";
import { type BrandId, brandIds } from "@store/domain/brands";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";

interface Word {
  word: string;
  frequency: number;
}

/** The commonest `limit` words that start with `start` and are longer than it, from words sorted by word. */
export function commonestCompletions(sorted: readonly Word[], start: string, limit: number): string[] {
  // Binary search for the first word at or after `start`; its completions follow it in order
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid]?.word ?? "") < start) low = mid + 1;
    else high = mid;
  }
  const found: Word[] = [];
  for (let i = low; i < sorted.length; i++) {
    const entry = sorted[i];
    if (!entry?.word.startsWith(start)) break;
    if (entry.word !== start) found.push(entry);
  }
  return found
    .sort((a, b) => b.frequency - a.frequency || (a.word < b.word ? -1 : 1))
    .slice(0, limit)
    .map((w) => w.word);
}

/**
 * The catalogue's vocabulary (search_words: a few thousand words with their frequencies), kept in
 * memory with the catalogue like the category and brand names, so completing a word in the dropdown
 * reads no table per keystroke. A brand that sells part of the catalogue (ADR 064) has its own: the
 * words of its products' titles, so it never suggests or corrects to what it does not sell.
 */
export class SearchVocabulary {
  private readonly cache: NamedCache<Word[]>;
  private readonly brandCache: NamedCache<Map<string, number>>;

  constructor(
    private readonly products: ProductReadModel,
    caches: CacheRegistry,
  ) {
    // The whole catalogue's, and each narrow brand's sorted for completions
    this.cache = caches.define("search.vocabulary", { family: "catalogue", max: brandIds.length + 1 });
    this.brandCache = caches.define("search.brand-vocabulary", { family: "catalogue", max: brandIds.length });
  }

  /** Up to `limit` words the brand sells under that complete `start`, commonest first. */
  async completions(start: string, limit: number, brand: BrandId): Promise<string[]> {
    const own = await this.brandWords(brand);
    const words = own
      ? await this.cache.get(`brand:${brand}`, async () =>
          sortedWords([...own].map(([word, frequency]) => ({ word, frequency }))),
        )
      : await this.cache.get("all", async () => sortedWords(await this.products.vocabulary()));
    return commonestCompletions(words, start, limit);
  }

  /**
   * The words of the titles of what a brand sells, with how many of its products carry each; null for a
   * brand that sells the whole catalogue (its vocabulary is search_words).
   */
  async brandWords(brand: BrandId): Promise<ReadonlyMap<string, number> | null> {
    const assortment = brandAssortments[brand];
    if (assortment === "everything") return null;
    return this.brandCache.get(brand, () => this.products.titleWords(assortment));
  }
}

/**
 * Whether every word of a name (split as titles are: on anything but letters) is in a brand's vocabulary:
 * a maker whose name is in none of the brand's titles makes nothing it sells.
 */
export function namedWithin(vocabulary: ReadonlyMap<string, number>, name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => vocabulary.has(word));
}

/** Sorted here, not by the database: its collation may order words differently from `<`. */
function sortedWords(words: Word[]): Word[] {
  return words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}
