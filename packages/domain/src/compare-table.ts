import type { Specification } from "./product.schema.ts";

/** Which way a specification is better, where a shopper would agree without argument. */
export type BetterDirection = "higher" | "lower";

// Names whose numbers are plainly better one way; anything else is a matter of taste and is not marked.
const higherIsBetter = [
  /star rating/i,
  /capacity/i,
  /place settings/i,
  /warranty/i,
  /extraction rate/i,
  /number of .*(functions|programs)/i,
];
const lowerIsBetter = [/noise level/i, /energy consumption/i, /water consumption/i];

/** The direction in which a specification is better, or null when "better" is not clear. */
export function betterDirection(specificationName: string): BetterDirection | null {
  if (higherIsBetter.some((pattern) => pattern.test(specificationName))) return "higher";
  if (lowerIsBetter.some((pattern) => pattern.test(specificationName))) return "lower";
  return null;
}

/** The first number in a value ('5.5 Stars' is 5.5, '2 Years' is 2), or null when it has none. */
export function leadingNumber(value: string | null): number | null {
  const match = value?.match(/-?\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}

/**
 * The columns holding the best value: all of them on a tie for first, none when fewer than two
 * columns have a number or every number is the same (nothing stands out).
 */
export function bestColumns(values: readonly (number | null)[], direction: BetterDirection): number[] {
  const numbers = values.filter((v): v is number => v !== null);
  if (numbers.length < 2) return [];
  const best = direction === "higher" ? Math.max(...numbers) : Math.min(...numbers);
  if (numbers.every((n) => n === best)) return [];
  return values.flatMap((value, index) => (value === best ? [index] : []));
}

/** One specification across the compared products, aligned by column. */
export interface CompareRow {
  name: string;
  /** One value per product, null where a product does not list it. */
  values: (string | null)[];
  /** The values are not all the same (a missing value differs from a present one). */
  differs: boolean;
  /** Columns holding the best value, where better is clear. */
  best: number[];
}

/** A titled section of rows (General, Energy, Dimensions...). */
export interface CompareRowGroup {
  group: string;
  rows: CompareRow[];
}

/**
 * Every specification of every compared product, one row per name, grouped in the order groups and
 * names first appear across the products, with differences and best values marked.
 */
export function compareRowGroups(
  products: readonly { specifications: readonly Specification[] }[],
): CompareRowGroup[] {
  const groups = new Map<string, Map<string, (string | null)[]>>();
  products.forEach((product, column) => {
    for (const spec of product.specifications) {
      const groupName = spec.group.trim() || "Other";
      let rows = groups.get(groupName);
      if (!rows) {
        rows = new Map();
        groups.set(groupName, rows);
      }
      let values = rows.get(spec.name);
      if (!values) {
        values = products.map(() => null);
        rows.set(spec.name, values);
      }
      values[column] ??= spec.value;
    }
  });
  return [...groups].map(([group, rows]) => ({
    group,
    rows: [...rows].map(([name, values]) => {
      const direction = betterDirection(name);
      return {
        name,
        values,
        differs: new Set(values).size > 1,
        best: direction ? bestColumns(values.map(leadingNumber), direction) : [],
      };
    }),
  }));
}
