/**
 * Prints the plan (EXPLAIN ANALYZE) of every query search runs per call, on an embedded database
 * folder, e.g. the one `npm run bench` leaves behind:
 *   tsx bench/search-plans.ts /tmp/appliance-store-bench-3300-100000 (BENCH_PORT 3300)
 * Each should use its index: products_search_idx (GIN, full text), products_sku_idx, search_words_trgm_idx
 * (pg_trgm) or products_brand_rank_idx. (Completions read the vocabulary in memory, not a table.)
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const db = new PGlite(process.argv[2] ?? "", { extensions: { pg_trgm } });
// The last word of a term may still be being typed (stem or word start); earlier words are stems
const q = (w: string) => `(to_tsquery('english', '${w}') || to_tsquery('simple', '${w}:*'))`;
const stem = (w: string) => `to_tsquery('english', '${w}')`;
const queries: [string, string][] = [
  ["count, 2-letter prefix 'fr'", `select count(*) from products where search_vector @@ ${q("fr")}`],
  [
    "page 1 ranking, 'quad door'",
    `select id from (select id, search_vector as v, rank as r from products where search_vector @@ (${stem("quad")} && ${q("door")}) limit 5001) c order by ts_rank(v, (${stem("quad")} && ${q("door")})) desc, r desc, id limit 24`,
  ],
  [
    "count, 'heat pump'",
    `select count(*) from products where search_vector @@ (${stem("heat")} && ${q("pump")})`,
  ],
  [
    "a brand's first products (dropdown 'lg', brand pages)",
    `select id from products where brand_id = 3 order by rank desc nulls last, id limit 8`,
  ],
  [
    "page 2 by price, 'pyrolytic'",
    // As the service runs it: the matches first (offset 0 keeps them a step), then their order
    `select id from (select id, price from products where search_vector @@ ${q("pyrolytic")} offset 0) m order by price asc nulls last, id limit 24 offset 24`,
  ],
  [
    "facets, 'oven'",
    `select brand_id, count(*), min(price), max(price) from products where search_vector @@ ${q("oven")} group by brand_id`,
  ],
  [
    "words + brand, 'series' for brand 3",
    `select count(*) from products where search_vector @@ ${q("series")} and brand_id = 3`,
  ],
  ["exact sku", `select id, uri from products where sku = (select sku from products where id = 500) limit 1`],
  [
    "autocorrect 'frige'",
    `select s.word from search_words s where s.word % 'frige' order by (s.word = 'frige') desc, similarity(s.word, 'frige') desc, s.frequency desc, s.word limit 3`,
  ],
];
for (const [label, text] of queries) {
  const started = performance.now();
  await db.query(text);
  const ms = performance.now() - started;
  const plan = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${text}`);
  console.log(
    `\n## ${label} (${ms.toFixed(2)} ms first run)\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
  );
}
const n = await db.query("select count(*) as n from search_words");
console.log("search_words:", n.rows);
await db.close();
