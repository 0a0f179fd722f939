import { searchWords } from "@store/domain/search";
import type { CategoryRow, ManufacturerRow, Reference } from "../product/catalogue-reference.ts";

/** How a term is read before it reaches the database: free words, and brand or category words as filters. */
export interface Reading {
  words: string[];
  brand: ManufacturerRow | null;
  category: CategoryRow | null;
}

// Words that only join others: searching for them would find nothing useful
const stopWords = new Set(["a", "an", "and", "the", "for", "with", "of", "in", "on", "to", "by"]);

/** 'Fridges' -> 'fridge', 'TVs' -> 'tv', 'batteries' -> 'battery', so plural and singular meet. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The phrases that name a category: 'Slow Cookers & Multi Cookers' -> ['slow cooker', 'multi cooker']. */
function categoryPhrases(title: string): string[][] {
  return title
    .split(/\s*(?:&|,|\band\b)\s*/i)
    .map((part) => searchWords(part).map(singular))
    .filter((words) => words.length > 0);
}

/** Where `phrase` occurs in `words` as a run, or -1. */
function indexOfRun(words: string[], phrase: string[]): number {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((w, i) => words[start + i] === w)) return start;
  }
  return -1;
}

/**
 * Reads a sanitised term: the longest brand name and the longest category name it contains become
 * filters ('bosch dishwasher' is Bosch's dishwashers), the other words are searched as text.
 */
export function readTerm(term: string, reference: Reference): Reading {
  let words = searchWords(term).filter((w) => !stopWords.has(w));
  let brand: ManufacturerRow | null = null;
  let best = 0;
  for (const manufacturer of reference.manufacturers) {
    const phrase = searchWords(manufacturer.name);
    if (phrase.length > best && indexOfRun(words, phrase) >= 0) {
      brand = manufacturer;
      best = phrase.length;
    }
  }
  if (brand) {
    const phrase = searchWords(brand.name);
    const at = indexOfRun(words, phrase);
    words = [...words.slice(0, at), ...words.slice(at + phrase.length)];
  }

  const singulars = words.map(singular);
  let category: CategoryRow | null = null;
  let run: { at: number; length: number } | null = null;
  for (const candidate of reference.categories) {
    for (const phrase of categoryPhrases(candidate.title)) {
      const at = indexOfRun(singulars, phrase);
      // Longer names win; on a tie a leaf beats its top-level category
      const better =
        !run ||
        phrase.length > run.length ||
        (phrase.length === run.length && candidate.parentId !== null && category?.parentId === null);
      if (at >= 0 && better) {
        category = candidate;
        run = { at, length: phrase.length };
      }
    }
  }
  if (run) words = [...words.slice(0, run.at), ...words.slice(run.at + run.length)];
  return { words, brand, category };
}
