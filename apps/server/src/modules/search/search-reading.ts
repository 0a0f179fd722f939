import { searchWords } from "@store/domain/search";
import type { CategoryRow, ManufacturerRow, Reference } from "../product/product.read-model.ts";

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

/** The words of each brand name and category title, read once per reference rather than per keystroke. */
export interface ReferenceWords {
  manufacturers: { row: ManufacturerRow; words: string[] }[];
  categories: { row: CategoryRow; words: string[]; phrases: string[][] }[];
}

const wordsOfReference = new WeakMap<Reference, ReferenceWords>();

/** The words of the reference's names (kept as long as that reference is). */
export function referenceWords(reference: Reference): ReferenceWords {
  let found = wordsOfReference.get(reference);
  if (!found) {
    found = {
      manufacturers: reference.manufacturers.map((row) => ({ row, words: searchWords(row.name) })),
      categories: reference.categories.map((row) => ({
        row,
        words: searchWords(row.title),
        phrases: categoryPhrases(row.title),
      })),
    };
    wordsOfReference.set(reference, found);
  }
  return found;
}

/**
 * Reads a sanitised term: the longest brand name and the longest category name it contains become
 * filters ('bosch dishwasher' is Bosch's dishwashers), the other words are searched as text.
 */
export function readTerm(term: string, reference: Reference): Reading {
  const names = referenceWords(reference);
  let words = searchWords(term).filter((w) => !stopWords.has(w));
  let brand: ManufacturerRow | null = null;
  let brandPhrase: string[] = [];
  for (const manufacturer of names.manufacturers) {
    const phrase = manufacturer.words;
    if (phrase.length > brandPhrase.length && indexOfRun(words, phrase) >= 0) {
      brand = manufacturer.row;
      brandPhrase = phrase;
    }
  }
  if (brand) {
    const at = indexOfRun(words, brandPhrase);
    words = [...words.slice(0, at), ...words.slice(at + brandPhrase.length)];
  }

  const singulars = words.map(singular);
  let category: CategoryRow | null = null;
  let run: { at: number; length: number } | null = null;
  for (const { row: candidate, phrases } of names.categories) {
    for (const phrase of phrases) {
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
