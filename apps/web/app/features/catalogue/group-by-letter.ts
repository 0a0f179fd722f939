/**
 * Items grouped by the first letter of their name, A-Z, each group sorted; names starting with a
 * digit or symbol go under '#', last.
 */
export function groupByLetter<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en", { sensitivity: "base" }));
  for (const item of sorted) {
    const first = nameOf(item).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, items: list }));
}
