import type { Assortment } from "@store/domain/brand-assortment";
import type { Brand } from "@store/domain/brands";
import type { ListingQuery } from "@store/domain/listing.schema";
import type { ProductSummary, Specification } from "@store/domain/product.schema";
import type { CorrectionCandidate } from "@store/domain/search-plan";
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { sqlRows } from "../../db/sql-rows.ts";
import type { CatalogueReference, CategoryRow, ManufacturerRow, Reference } from "./catalogue-reference.ts";
import {
  categories,
  categoryFacets,
  listedPrice,
  products,
  searchPrefixes,
  searchWords,
  stockLevels,
} from "./product.tables.ts";
import { refreshCatalogueDerivedData } from "./product-derived.ts";
import { type ProductRow, toProductSummary } from "./product-view.ts";

export type { CategoryRow, ManufacturerRow, ProductRow, Reference };

/** The select shape of `ProductRow` before the names are added (the product service reads it too). */
export const summaryColumns = {
  id: products.id,
  sku: products.sku,
  uri: products.uri,
  title: products.title,
  price: products.price,
  rrp: products.rrp,
  lineDiscount: products.lineDiscount,
  altPriceMsg: products.altPriceMsg,
  ribbon: products.ribbon,
  conditionType: products.conditionType,
  image: products.image,
  energyStars: products.energyStars,
  brandId: products.brandId,
  categoryId: products.categoryId,
};

const stockOf = sql<number>`(select coalesce(sum(${stockLevels.quantity}), 0)::int from ${stockLevels} where ${stockLevels.productId} = ${products.id})`;

/**
 * Which products a query is about, as plain values: the product module alone turns it into SQL, so
 * listings and search never write SQL over its tables (ADR 023).
 */
export interface ProductFilter {
  /** A category's products: a top-level category covers every leaf under it. */
  category?: CategoryRow | null;
  /** One product (an exact sku). */
  id?: number;
  /** Only these products (specification choices answered from postings). */
  ids?: number[];
  brandIds?: number[];
  /** Cents, inclusive. */
  priceMin?: number;
  priceMax?: number;
  /** Each pair must be among the product's specifications. */
  specs?: { name: string; value: string }[];
  /** A tsquery expression the product's search document must match (search builds it from the term). */
  text?: SQL | null;
  /** What the brand asking sells (ADR 064): only products under these top-level categories. */
  assortment?: Assortment;
}

/**
 * Who a product answer is for: the brand ('Login for Price', and the RRP label the displayed price reads)
 * and whether the shopper is signed in.
 */
export interface ProductAudience {
  brand: Pick<Brand, "loginForPrice" | "showRrpLabel">;
  signedIn: boolean;
}

/** A product as the cart needs it, priced and counted now (never from a cache). */
export interface CartProductRow extends ProductRow {
  missingParts: string | null;
  /** Units on hand over every store. */
  stock: number;
}

/** One row per brand of some products: how many, their prices and the leaf categories they lie in. */
export interface BrandSpan {
  brandId: number;
  n: number;
  min: number | null;
  max: number | null;
  firstCategoryId: number | null;
  lastCategoryId: number | null;
  ids: number[] | null;
}

/**
 * The listing orders: "nulls last" everywhere so each sort matches its index. Cheapest first sorts by the
 * listed price, so 'Request Price' products come last rather than as the cheapest (ADR 053).
 */
const listingOrder: Record<ListingQuery["sort"], SQL[]> = {
  relevance: [sql`${products.rank} desc nulls last`, asc(products.id)],
  "price-asc": [sql`${listedPrice(products.price)} asc nulls last`, asc(products.id)],
  "price-desc": [sql`${products.price} desc nulls last`, asc(products.id)],
  newest: [sql`${products.createdAt} desc nulls last`, asc(products.id)],
};

/** The order of each sort over the matches of a text search: title and brand words (A) rank highest. */
const matchOrder: Record<ListingQuery["sort"], (text: SQL) => SQL> = {
  relevance: (text) => sql`ts_rank(v, ${text}) desc, r desc, id asc`,
  "price-asc": () => sql`(case when price > 0 then price end) asc nulls last, id asc`,
  "price-desc": () => sql`price desc nulls last, id asc`,
  newest: () => sql`created_at desc nulls last, id asc`,
};

/** Rows of the raw page and correction queries (db/sql-rows.ts). */
const idRow = z.object({ id: z.coerce.number().int() });
const titleWordRow = z.object({ word: z.string(), products: z.coerce.number().int() });

const correctionRow = z.object({
  input: z.string(),
  candidates: z
    .union([z.string().transform((text) => JSON.parse(text) as unknown), z.array(z.unknown())])
    .pipe(
      z.array(
        z.object({ word: z.string(), similarity: z.coerce.number(), frequency: z.coerce.number().int() }),
      ),
    ),
});

/**
 * The condition of a brand's assortment (ADR 064), or none when it sells everything: the top-level
 * category ids are one InitPlan over the small categories table, so the products side stays one
 * `top_category_id = any(...)` an index can use.
 */
export function soldWithin(assortment: Assortment | undefined): SQL | null {
  if (!assortment || assortment === "everything") return null;
  return sql`${products.topCategoryId} = any(array(select ${categories.id} from ${categories} where ${categories.parentId} is null and ${categories.uri} = any(${`{${assortment.join(",")}}`}::text[])))`;
}

/**
 * The product module's read model (ADR 023): everything other modules read about products, categories,
 * manufacturers, stock and the catalogue's derived indexes (facet counts, search vocabulary and word
 * starts). The SQL over these tables lives here and in the product service only.
 */
export class ProductReadModel {
  constructor(
    private readonly db: Db,
    private readonly reference: CatalogueReference,
  ) {}

  /** Every category and manufacturer, in display order and by id (cached). */
  names(): Promise<Reference> {
    return this.reference.get();
  }

  /** The filter as SQL: a top-level category reads top_category_id, a leaf category_id, one equality. */
  private where(filter: ProductFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.id !== undefined) parts.push(eq(products.id, filter.id));
    else if (filter.text) parts.push(sql`${products.searchVector} @@ ${filter.text}`);
    if (filter.category) {
      parts.push(
        filter.category.parentId === null
          ? eq(products.topCategoryId, filter.category.id)
          : eq(products.categoryId, filter.category.id),
      );
    }
    if (filter.brandIds) parts.push(inArray(products.brandId, filter.brandIds));
    if (filter.priceMin !== undefined) parts.push(gte(products.price, filter.priceMin));
    if (filter.priceMax !== undefined) parts.push(lte(products.price, filter.priceMax));
    // A price range asks for products with a price: 'Request Price' is not 'under $500' (ADR 053)
    if (filter.priceMin !== undefined || filter.priceMax !== undefined) parts.push(gt(products.price, 0));
    for (const spec of filter.specs ?? []) {
      parts.push(
        sql`${products.specifications} @> ${JSON.stringify([{ name: spec.name, value: spec.value }])}::jsonb`,
      );
    }
    if (filter.ids) parts.push(sql`${products.id} = any(${`{${filter.ids.join(",")}}`}::int[])`);
    const sold = soldWithin(filter.assortment);
    if (sold) parts.push(sold);
    return parts.length > 0 ? and(...parts) : undefined;
  }

  /** How many products match. */
  async count(filter: ProductFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(products).where(this.where(filter));
    return Number(row?.n ?? 0);
  }

  /**
   * One page of matching ids in a listing order, read in order from the scope's index. `searchOrder`:
   * relevance as search ranks brand and category words alone (rank, then id, without nulls last).
   */
  async pageIds(
    filter: ProductFilter,
    sort: ListingQuery["sort"],
    limit: number,
    offset: number,
    searchOrder = false,
  ): Promise<number[]> {
    const order =
      searchOrder && sort === "relevance"
        ? [sql`${products.rank} desc, ${products.id} asc`]
        : listingOrder[sort];
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(this.where(filter))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  }

  /**
   * Page 1 of a text search by relevance: the first `candidates` matches ranked by ts_rank over the
   * `text` query, then listing rank, then id (ADR 012).
   */
  async rankedTextIds(
    filter: ProductFilter,
    text: SQL,
    candidates: number,
    limit: number,
  ): Promise<number[]> {
    const result = await this.db.execute(sql`
      select id from (
        select ${products.id} as id, ${products.searchVector} as v, ${products.rank} as r
        from ${products} where ${this.where(filter)} limit ${candidates}
      ) as candidates
      order by ts_rank(v, ${text}) desc, r desc, id asc
      limit ${limit}`);
    return sqlRows(result, idRow).map((r) => r.id);
  }

  /**
   * Any page of a text search in any sort: the matches first (offset 0 keeps them a separate step),
   * then their order; left to itself the planner walks a whole price index testing every product.
   */
  async orderedTextIds(
    filter: ProductFilter,
    text: SQL,
    sort: ListingQuery["sort"],
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const result = await this.db.execute(sql`
      select id from (
        select ${products.id} as id, ${products.searchVector} as v, ${products.rank} as r,
          ${products.price} as price, ${products.createdAt} as created_at
        from ${products} where ${this.where(filter)} offset 0
      ) as matches
      order by ${matchOrder[sort](text)}
      limit ${limit} offset ${offset}`);
    return sqlRows(result, idRow).map((r) => r.id);
  }

  /**
   * Per brand of the matches: count, price range, lowest and highest leaf category, and the ids (always,
   * or only where the brand's matches share one leaf: `ids`).
   */
  async brandSpans(filter: ProductFilter, ids: "always" | "one-leaf"): Promise<BrandSpan[]> {
    const rows = await this.db
      .select({
        brandId: products.brandId,
        n: count(),
        min: sql<number | null>`min(${listedPrice(products.price)})`,
        max: sql<number | null>`max(${listedPrice(products.price)})`,
        firstCategoryId: sql<number | null>`min(${products.categoryId})`,
        lastCategoryId: sql<number | null>`max(${products.categoryId})`,
        ids:
          ids === "always"
            ? sql<number[] | null>`array_agg(${products.id})`
            : sql<number[] | null>`case when min(${products.categoryId}) = max(${products.categoryId})
              then array_agg(${products.id}) end`,
      })
      .from(products)
      .where(this.where(filter))
      .groupBy(products.brandId);
    return rows.map((r) => ({
      ...r,
      n: Number(r.n),
      firstCategoryId: r.firstCategoryId === null ? null : Number(r.firstCategoryId),
      lastCategoryId: r.lastCategoryId === null ? null : Number(r.lastCategoryId),
      ids: r.ids ? r.ids.map(Number) : null,
    }));
  }

  /** The lowest and highest price of the matches, leaving out 'Request Price', or null. */
  async priceRange(filter: ProductFilter): Promise<{ min: number; max: number } | null> {
    const [range] = await this.db
      .select({ min: sql<number>`min(${products.price})`, max: sql<number>`max(${products.price})` })
      .from(products)
      .where(and(gt(products.price, 0), this.where(filter)));
    return range?.min != null ? { min: Number(range.min), max: Number(range.max) } : null;
  }

  /** Each value of the offered specification names in a category, with the ids of the products stating it. */
  async specPostings(
    category: CategoryRow,
    names: string[],
  ): Promise<{ name: string; value: string; ids: number[] }[]> {
    const name = sql<string>`spec->>'name'`;
    const value = sql<string>`spec->>'value'`;
    const rows = await this.db
      .select({ name, value, ids: sql<number[]>`array_agg(${products.id})` })
      .from(sql`${products} cross join lateral jsonb_array_elements(${products.specifications}) as s(spec)`)
      .where(and(this.where({ category }), inArray(name, names)))
      .groupBy(name, value);
    return rows.map((r) => ({ name: r.name, value: r.value, ids: r.ids.map(Number) }));
  }

  /** Named product rows of some ids, in the order of the ids (unknown ids left out). */
  async rows(ids: number[]): Promise<(ProductRow & { specifications: Specification[] })[]> {
    if (ids.length === 0) return [];
    const found = await this.reference.name(
      await this.db
        .select({ ...summaryColumns, specifications: products.specifications })
        .from(products)
        .where(inArray(products.id, ids)),
    );
    return ids.flatMap((id) => found.filter((row) => row.id === id));
  }

  /** API summaries of some ids, in the order of the ids. */
  async summaries(ids: number[], audience: ProductAudience): Promise<ProductSummary[]> {
    return (await this.rows(ids)).map((row) => toProductSummary(row, audience.brand, audience.signedIn));
  }

  /** `summaries` with each product's specifications (the compare page). */
  async summariesWithSpecifications(
    ids: number[],
    audience: ProductAudience,
  ): Promise<(ProductSummary & { specifications: Specification[] })[]> {
    return (await this.rows(ids)).map((row) => ({
      ...toProductSummary(row, audience.brand, audience.signedIn),
      specifications: row.specifications,
    }));
  }

  /** The ids of some skus (upper-cased), in the order found; only those a brand sells when given its assortment. */
  async idsOfSkus(
    skus: string[],
    assortment?: Assortment,
  ): Promise<{ id: number; sku: string; uri: string }[]> {
    if (skus.length === 0) return [];
    const sold = soldWithin(assortment);
    const wanted = inArray(
      products.sku,
      skus.map((s) => s.toUpperCase()),
    );
    return this.db
      .select({ id: products.id, sku: products.sku, uri: products.uri })
      .from(products)
      .where(sold ? and(wanted, sold) : wanted);
  }

  /** A named product row by sku (upper case), or null. */
  async rowOfSku(sku: string): Promise<ProductRow | null> {
    const [row] = await this.db.select(summaryColumns).from(products).where(eq(products.sku, sku)).limit(1);
    return row ? this.reference.nameOne(row) : null;
  }

  /** A product's sku and address by id, or null. */
  async keyOf(id: number): Promise<{ id: number; sku: string; uri: string } | null> {
    const [row] = await this.db
      .select({ id: products.id, sku: products.sku, uri: products.uri })
      .from(products)
      .where(eq(products.id, id));
    return row ?? null;
  }

  /**
   * Named product rows of some ids as they are now (prices included, no stock or specifications), by one
   * array parameter: a staff project reads a hundred at once (ADR 044).
   */
  async named(ids: number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(summaryColumns)
      .from(products)
      .where(sql`${products.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`);
    return this.reference.name(rows);
  }

  /** Cart rows of some products: prices, names and stock as they are now. */
  async forCart(ids: number[]): Promise<CartProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ ...summaryColumns, missingParts: products.missingParts, stock: stockOf })
      .from(products)
      .where(inArray(products.id, ids));
    return this.reference.name(rows.map((r) => ({ ...r, stock: Number(r.stock) })));
  }

  /** Units on hand of a product over every store, now. */
  async stock(productId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)::int` })
      .from(stockLevels)
      .where(eq(stockLevels.productId, productId));
    return Number(row?.n ?? 0);
  }

  /** Promoted products, oldest first (of those a brand sells when given its assortment). */
  async promotedIds(limit: number, assortment?: Assortment): Promise<number[]> {
    const sold = soldWithin(assortment);
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(sold ? and(eq(products.promoted, true), sold) : eq(products.promoted, true))
      .orderBy(asc(products.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** One product picture per top-level category (its first product's). */
  async topCategoryPictures(): Promise<Map<number, string>> {
    const rows = await this.db
      .selectDistinctOn([products.topCategoryId], { topId: products.topCategoryId, image: products.image })
      .from(products)
      .orderBy(products.topCategoryId, asc(products.id));
    return new Map(rows.map((r) => [Number(r.topId), r.image]));
  }

  /**
   * The addresses of `limit` products from the `offset`-th, in id order. Read 5,000 at a time from the
   * id index: one 50,000-row read held the single PGlite connection about a second.
   */
  async uris(offset: number, limit: number, assortment?: Assortment): Promise<string[]> {
    const sold = soldWithin(assortment) ?? undefined;
    const [first] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(sold)
      .orderBy(asc(products.id))
      .offset(offset)
      .limit(1);
    if (!first) return [];
    const uris: string[] = [];
    let afterId = first.id - 1;
    while (uris.length < limit) {
      const rows = await this.db
        .select({ id: products.id, uri: products.uri })
        .from(products)
        .where(and(gt(products.id, afterId), sold))
        .orderBy(asc(products.id))
        .limit(Math.min(5000, limit - uris.length));
      for (const row of rows) uris.push(row.uri);
      const last = rows.at(-1);
      if (!last) break;
      afterId = last.id;
    }
    return uris;
  }

  /** The precomputed facet rows of a category (0: the whole catalogue), ordered by kind, name, label. */
  facetRows(categoryId: number): Promise<(typeof categoryFacets.$inferSelect)[]> {
    return this.db
      .select()
      .from(categoryFacets)
      .where(eq(categoryFacets.categoryId, categoryId))
      .orderBy(asc(categoryFacets.kind), asc(categoryFacets.name), asc(categoryFacets.label));
  }

  /** Products per category of some categories (each product has one brand: its brand counts add up). */
  async productCounts(categoryIds: number[]): Promise<Map<number, number>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: categoryFacets.categoryId, n: sql<number>`sum(${categoryFacets.count})::int` })
      .from(categoryFacets)
      .where(and(eq(categoryFacets.kind, "brand"), inArray(categoryFacets.categoryId, categoryIds)))
      .groupBy(categoryFacets.categoryId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /**
   * Manufacturers by product count within each of some categories (0: the whole catalogue), most
   * first, from the precomputed counts: no scan of the products per call.
   */
  async brandCounts(
    categoryIds: number[],
  ): Promise<{ categoryId: number; uri: string; name: string; n: number }[]> {
    if (categoryIds.length === 0) return [];
    const rows = await this.db
      .select({
        categoryId: categoryFacets.categoryId,
        uri: categoryFacets.value,
        name: categoryFacets.label,
        n: categoryFacets.count,
      })
      .from(categoryFacets)
      .where(and(eq(categoryFacets.kind, "brand"), inArray(categoryFacets.categoryId, categoryIds)))
      .orderBy(asc(categoryFacets.categoryId), desc(categoryFacets.count), asc(categoryFacets.label));
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  /** The catalogue's vocabulary: every word with how many products carry it. */
  vocabulary(): Promise<{ word: string; frequency: number }[]> {
    return this.db.select({ word: searchWords.word, frequency: searchWords.frequency }).from(searchWords);
  }

  /**
   * For each input, up to sixteen catalogue words close to it (pg_trgm `%`), with their similarity and how
   * many products carry them in their title; the input itself first. Which corrects it best is
   * `rankCorrections`'s call.
   */
  async closestWords(inputs: string[]): Promise<Map<string, CorrectionCandidate[]>> {
    if (inputs.length === 0) return new Map();
    const result = await this.db.execute(sql`
      select w.input, coalesce((
        select json_agg(json_build_object('word', c.word, 'similarity', c.similarity, 'frequency', c.frequency))
        from (
          select s.word, similarity(s.word, w.input) as similarity, s.products as frequency from ${searchWords} s
          where s.word % w.input
          order by (s.word = w.input) desc, similarity(s.word, w.input) desc, s.frequency desc, s.word
          limit 16
        ) c
      ), '[]'::json) as candidates
      from (values ${sql.join(
        inputs.map((w) => sql`(${w})`),
        sql`, `,
      )}) as w(input)`);
    return new Map(sqlRows(result, correctionRow).map((r) => [r.input, r.candidates]));
  }

  /**
   * The words of the titles of the products a brand sells, each with how many of them carry it: the
   * vocabulary corrections and completions draw on for a brand that sells part of the catalogue (ADR 064).
   * Split as search_words' `products` count is (migration 0024).
   */
  async titleWords(assortment: Assortment): Promise<Map<string, number>> {
    const sold = soldWithin(assortment);
    const result = await this.db.execute(sql`
      select w as word, count(distinct ${products.id})::int as products
      from ${products}, regexp_split_to_table(lower(${products.title}), '[^[:alpha:]]+') as w
      where w <> ''${sold ? sql` and ${sold}` : sql``}
      group by w`);
    return new Map(sqlRows(result, titleWordRow).map((r) => [r.word, r.products]));
  }

  /** The commonest catalogue words similar to any of some words. */
  async similarWords(words: string[], limit: number): Promise<string[]> {
    if (words.length === 0) return [];
    const rows = await this.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(
        sql`${searchWords.word} % any(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[])`,
      )
      .orderBy(sql`${searchWords.frequency} desc`, asc(searchWords.word))
      .limit(limit);
    return rows.map((r) => r.word);
  }

  /** What a search for a two- or three-letter word start shows first, precomputed; null when no word starts so. */
  async wordStart(prefix: string): Promise<typeof searchPrefixes.$inferSelect | null> {
    const [row] = await this.db.select().from(searchPrefixes).where(eq(searchPrefixes.prefix, prefix));
    return row ?? null;
  }

  /** Recomputes the catalogue's derived data; run after loading or changing products. */
  refreshDerivedData(): Promise<void> {
    return refreshCatalogueDerivedData(this.db);
  }
}

export { refreshCatalogueDerivedData };
