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
 * reads no table per keystroke.
 */
export class SearchVocabulary {
  private readonly cache: NamedCache<Word[]>;

  constructor(
    private readonly products: ProductReadModel,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("search.vocabulary", { family: "catalogue", max: 1 });
  }

  /** Up to `limit` catalogue words that complete `start`, commonest first. */
  async completions(start: string, limit: number): Promise<string[]> {
    const words = await this.cache.get("all", async () => {
      const rows = await this.products.vocabulary();
      // Sorted here, not by the database: its collation may order words differently from `<`
      return rows.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    });
    return commonestCompletions(words, start, limit);
  }
}
