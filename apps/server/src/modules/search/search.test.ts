import { brandSells } from "@store/domain/brand-assortment";
import { listingSchema } from "@store/domain/listing.schema";
import {
  alternateSearchSchema,
  searchAnalyticsSchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  searchUrlSchema,
} from "@store/domain/search.schema";
import { and, count, countDistinct, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, signInAs, type TestStore } from "../../testing/test-store.ts";
import { categories, listedPrice, productBrands, products } from "../product/product.tables.ts";
import { searchEvents } from "./search.tables.ts";

let store: TestStore;
let fridge: { id: number; sku: string; uri: string };

// The demo catalogue (2,000 products), so the searches a shopper would try find what they expect
beforeAll(async () => {
  store = await createTestStore({ products: 2000 });
  const [row] = await store.database.db
    .select({ id: products.id, sku: products.sku, uri: products.uri })
    .from(products)
    .where(sql`${products.title} like 'Fisher & Paykel%Fridge%'`)
    .limit(1);
  if (!row) throw new Error("no Fisher & Paykel fridge in the demo catalogue");
  fridge = row;
}, 120_000);
afterAll(() => store.close());

const get = async (path: string, brand = "aol") => {
  const res = await requestAs(store.app, brand, path);
  return { status: res.status, body: await res.json(), headers: res.headers };
};

describe("GET /api/v3/search (the dropdown)", () => {
  it("lists products and terms for two characters", async () => {
    const { status, body } = await get("/api/v3/search?searchTerm=fr&isAutoCorrectEnabled=true&limit=6");
    expect(status).toBe(200);
    const found = searchSuggestionsSchema.parse(body);
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.length).toBeLessThanOrEqual(6);
    expect(found.terms.map((t) => t.text)).toContain("Fridges");
    expect(found.viewAllUrl).toBe("/search/fr");
  });

  it("answers a short word start from search_prefixes with the live query's count, facets and best match", async () => {
    const text = sql`(to_tsquery('english', 'ove') || to_tsquery('simple', 'ove:*'))`;
    const live: unknown = await store.database.db.execute(sql`
      select count(*)::int as n, min(price) as min, max(price) as max,
        (array_agg(id order by ts_rank(search_vector, ${text}) desc, rank desc, id))[1] as best
      from products where search_vector @@ ${text}`);
    const [expected] = (Array.isArray(live) ? live : (live as { rows: unknown[] }).rows) as {
      n: number;
      min: number;
      max: number;
      best: number;
    }[];
    const { body } = await get("/api/v2/sitesearch/f/ove");
    const found = searchResultsSchema.parse(body);
    expect(found.listing.pagination.totalItems).toBe(expected?.n);
    expect(found.listing.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(expected?.n);
    expect(found.listing.facets.priceRange).toEqual({
      min: Number(expected?.min),
      max: Number(expected?.max),
    });
    expect(found.listing.items[0]?.productId).toBe(expected?.best);
    expect(found.listing.items).toHaveLength(24);
  });

  it("reads brand and category words as filters", async () => {
    const found = searchSuggestionsSchema.parse(
      (await get("/api/v3/search?searchTerm=bosch dishwasher")).body,
    );
    expect(found.brandFilter?.uri).toBe("bosch");
    expect(found.categoryFilter?.uri).toBe("kitchen/dishwashers");
    expect(found.products.length).toBeGreaterThan(0);
    for (const p of found.products) {
      expect(p.brand).toBe("Bosch");
      expect(p.text).toMatch(/Dishwasher/);
    }
    expect(found.terms[0]).toEqual({
      text: "Bosch Dishwashers",
      url: "/c/kitchen/dishwashers?brand=bosch",
    });
  });

  it("lists a brand or category term as the start of its catalogue listing, with the same count", async () => {
    for (const term of ["bosch dishwasher", "lg", "fridges"]) {
      const found = searchSuggestionsSchema.parse(
        (await get(`/api/v3/search?searchTerm=${encodeURIComponent(term)}&limit=6`)).body,
      );
      expect(found.brandFilter ?? found.categoryFilter).not.toBeNull();
      const query = new URLSearchParams();
      if (found.categoryFilter) query.set("category", found.categoryFilter.uri);
      if (found.brandFilter) query.set("brand", found.brandFilter.uri);
      const answer = await get(`/api/catalogue/listing?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const listing = listingSchema.parse(answer.body);
      expect(found.products.length).toBe(Math.min(6, listing.pagination.totalItems));
      expect(found.products.map((p) => p.sku)).toEqual(listing.items.slice(0, 6).map((p) => p.sku));
      expect(found.totalProducts).toBe(listing.pagination.totalItems);
    }
  });

  it("autocorrects a misspelled term and says what it searched instead", async () => {
    const found = searchSuggestionsSchema.parse(
      (await get("/api/v3/search?searchTerm=fisher%20paykel%20frige&isAutoCorrectEnabled=true")).body,
    );
    expect(found.searchTerm).toBe("fisher paykel frige");
    expect(found.correctedTerm).toBe("fisher paykel fridge");
    expect(found.products.length).toBeGreaterThan(0);
    for (const p of found.products) expect(p.text).toMatch(/^Fisher & Paykel .*Fridge/);
    expect(found.viewAllUrl).toBe("/search/fisher%20paykel%20fridge");
  });

  it("weighs how much of the catalogue a correction finds: 'bosh' is Bosch's appliances, not Bose's earbuds", async () => {
    const byBrand = async (name: string) => {
      const [row] = await store.database.db
        .select({ n: count() })
        .from(products)
        .innerJoin(productBrands, eq(productBrands.id, products.brandId))
        .where(eq(productBrands.name, name));
      return Number(row?.n ?? 0);
    };
    // Bose is the closer spelling (pg_trgm 0.43 against 0.375) but makes a tenth as many products
    expect(await byBrand("Bose")).toBeGreaterThan(0);
    expect(await byBrand("Bosch")).toBeGreaterThan(5 * (await byBrand("Bose")));
    const found = searchSuggestionsSchema.parse(
      (await get("/api/v3/search?searchTerm=bosh&isAutoCorrectEnabled=true")).body,
    );
    expect(found.correctedTerm).toBe("bosch");
    expect(found.brandFilter?.uri).toBe("bosch");
    expect(found.totalProducts).toBe(await byBrand("Bosch"));
    for (const p of found.products) expect(p.brand).toBe("Bosch");
    const page = searchResultsSchema.parse((await get("/api/v2/sitesearch/f/bosh")).body);
    expect(page.correctedTerm).toBe("bosch");
    expect(page.listing.pagination.totalItems).toBe(await byBrand("Bosch"));
    // A closer spelling of a brand with fewer products still finds that brand
    const bose = searchSuggestionsSchema.parse(
      (await get("/api/v3/search?searchTerm=boose&isAutoCorrectEnabled=true")).body,
    );
    expect(bose.correctedTerm).toBe("bose");
  });

  it("does not correct when autocorrect is off", async () => {
    const found = searchSuggestionsSchema.parse(
      (await get("/api/v3/search?searchTerm=dishwaser&isAutoCorrectEnabled=false")).body,
    );
    expect(found.correctedTerm).toBeNull();
    expect(found.totalProducts).toBe(0);
  });

  it("sends an exact sku or model number straight to the product", async () => {
    const found = searchSuggestionsSchema.parse(
      (await get(`/api/v3/search?searchTerm=${fridge.sku.toLowerCase()}`)).body,
    );
    expect(found.redirectUrl).toBe(`/p/${fridge.uri}`);
    expect(found.products.map((p) => p.sku)).toEqual([fridge.sku]);
  });

  it("finds products by the start of a word", async () => {
    const found = searchSuggestionsSchema.parse((await get("/api/v3/search?searchTerm=pyrol")).body);
    expect(found.products.length).toBeGreaterThan(0);
    for (const p of found.products) expect(p.text).toMatch(/Pyrolytic/);
  });

  it("hides prices from signed-out shoppers of a 'Login for Price' brand", async () => {
    const found = searchSuggestionsSchema.parse((await get("/api/v3/search?searchTerm=oven", "wac")).body);
    expect(found.products.length).toBeGreaterThan(0);
    for (const p of found.products) expect(p.price).toBeNull();
  });

  it.each([
    ["an empty term", "", "searchTerm: Type at least 2 letters or digits"],
    ["a missing term", null, "searchTerm: Type something to search for"],
    ["whitespace only", "%20%20%20", "searchTerm: Type at least 2 letters or digits"],
    ["over 100 characters", "a".repeat(101), "searchTerm: Use at most 100 characters"],
    ["only symbols", "%3C%3E%3B%26%26", "searchTerm: Type at least 2 letters or digits"],
  ])("refuses %s with a 400", async (_label, term, message) => {
    const path = term === null ? "/api/v3/search" : `/api/v3/search?searchTerm=${term}`;
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.errors).toContain(message);
  });

  it("refuses a bad limit or flag with a 400", async () => {
    expect((await get("/api/v3/search?searchTerm=oven&limit=0")).body.errors).toContain(
      "limit: A limit is at least 1",
    );
    expect((await get("/api/v3/search?searchTerm=oven&limit=99")).status).toBe(400);
    expect((await get("/api/v3/search?searchTerm=oven&isAutoCorrectEnabled=maybe")).body.errors).toContain(
      "isAutoCorrectEnabled: Use true or false",
    );
  });

  it.each([
    ["a script tag", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "scriptalert1/script"],
    ["SQL-looking text", "oven'%3B%20DROP%20TABLE%20products%3B--", "oven DROP TABLE products--"],
    [
      "unicode-heavy text",
      "%F0%9F%94%A5%E2%9D%84%EF%B8%8F%20fr%C3%AEdge%20%E5%86%B0%E7%AE%B1",
      "frîdge 冰箱",
    ],
    ["path traversal", "..%2F..%2Fetc%2Fpasswd", "//etc/passwd"],
  ])("sanitises %s and answers without a 500", async (_label, term, sanitised) => {
    const { status, body } = await get(`/api/v3/search?searchTerm=${term}`);
    expect(status).toBe(200);
    const found = searchSuggestionsSchema.parse(body);
    expect(found.searchTerm).toBe(sanitised);
    expect(JSON.stringify(body)).not.toContain("<script");
  });
});

describe("GET /api/search/products (the alternate engine's shape)", () => {
  it("answers Results.SearchSuggestions and Results.ProductResults", async () => {
    const { status, body } = await get("/api/search/products?searchTerms=coffee");
    expect(status).toBe(200);
    const found = alternateSearchSchema.parse(body);
    expect(found.Results.SearchSuggestions.map((s) => s.text)).toContain("Coffee Machines");
    expect(found.Results.ProductResults.length).toBeGreaterThan(0);
    for (const p of found.Results.ProductResults) expect(p.url).toMatch(/^\/p\//);
  });

  it("refuses a missing term", async () => {
    expect((await get("/api/search/products")).status).toBe(400);
  });
});

describe("search-url calls (where Enter leads)", () => {
  it("leads an exact sku to its product page, any other term to /search/{term}", async () => {
    expect(
      searchUrlSchema.parse((await get(`/api/v2/product/search-url?SearchTerm=${fridge.sku}`)).body),
    ).toEqual({ url: `/p/${fridge.uri}` });
    expect((await get("/api/v2/product/search-url?SearchTerm=bosch%20oven")).body).toEqual({
      url: "/search/bosch%20oven",
    });
    expect((await get("/api/v2/sitesearch/search-url?searchterms=%3Cb%3Ekettle")).body).toEqual({
      url: "/search/bkettle",
    });
  });

  it("refuses a blank term", async () => {
    const { status, body } = await get("/api/v2/sitesearch/search-url?searchterms=%20");
    expect(status).toBe(400);
    expect(body.errors).toEqual(["searchTerm: Type at least 2 letters or digits"]);
  });
});

describe("GET /api/v2/sitesearch/{f|p}/{term} (full results and products)", () => {
  it("lists full results as a listing with facets, sort and pages", async () => {
    const { status, body } = await get("/api/v2/sitesearch/f/oven");
    expect(status).toBe(200);
    const found = searchResultsSchema.parse(body);
    expect(found.listing.items).toHaveLength(24);
    expect(found.listing.pagination.totalItems).toBeGreaterThan(24);
    expect(found.listing.facets.brands.length).toBeGreaterThan(1);
    expect(found.corrections).toEqual([]);

    const cheap = searchResultsSchema.parse(
      (await get("/api/v2/sitesearch/f/oven?sort=price-asc&page=2")).body,
    );
    const prices = cheap.listing.items.map((p) => p.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.listing.pagination.currentPage).toBe(2);
  });

  it("ranks free words over the whole document, title first", async () => {
    const found = searchResultsSchema.parse((await get("/api/v2/sitesearch/f/quad%20door")).body);
    expect(found.listing.items.length).toBeGreaterThan(0);
    expect(found.listing.items[0]?.title).toMatch(/Quad Door/);
  });

  it("filters by brand and price within the results", async () => {
    const all = searchResultsSchema.parse((await get("/api/v2/sitesearch/f/pyrolytic")).body);
    const brand = all.listing.facets.brands[0]?.value ?? "";
    const narrowed = searchResultsSchema.parse(
      (await get(`/api/v2/sitesearch/f/pyrolytic?brand=${brand}&priceMax=5000`)).body,
    );
    expect(narrowed.listing.pagination.totalItems).toBeGreaterThan(0);
    expect(narrowed.listing.pagination.totalItems).toBeLessThan(all.listing.pagination.totalItems);
    for (const item of narrowed.listing.items) {
      expect(item.manufacturer.uri).toBe(brand);
      expect(item.price ?? 0).toBeLessThanOrEqual(500000);
    }
  });

  it("answers the corrected results and says so", async () => {
    const found = searchResultsSchema.parse((await get("/api/v2/SiteSearch/f/fisher%20paykel%20frige")).body);
    expect(found.correctedTerm).toBe("fisher paykel fridge");
    expect(found.listing.items.length).toBeGreaterThan(0);
    expect(found.listing.items.every((p) => p.brand === "Fisher & Paykel" && p.category === "Fridges")).toBe(
      true,
    );
  });

  it("suggests corrections and popular categories when nothing matches", async () => {
    const found = searchResultsSchema.parse(
      (await get("/api/v2/sitesearch/f/qqxxzz%20wvvv?fallback=false")).body,
    );
    expect(found.listing.pagination.totalItems).toBe(0);
    expect(found.popularCategories.length).toBeGreaterThan(0);
    expect(found.popularCategories[0]?.url).toMatch(/^\/c\//);
    const close = searchResultsSchema.parse(
      (await get("/api/v2/sitesearch/f/kettel%20xqzv?fallback=false")).body,
    );
    expect(close.corrections.map((c) => c.text)).toContain("kettle");
  });

  it("on a brand that sells part of the catalogue, suggests, corrects and completes only to what it sells (ADR 064)", async () => {
    const results = async (term: string, brand: string, fallback = false) =>
      searchResultsSchema.parse(
        (await get(`/api/v2/sitesearch/f/${encodeURIComponent(term)}?fallback=${fallback}`, brand)).body,
      );
    // Forge Kitchens sells no headphones: no suggestion of them, where the whole catalogue's brand has one
    expect((await results("headphnes xqzv", "aol")).corrections.map((c) => c.text)).toContain("headphones");
    const fk = await results("headphnes xqzv", "fk");
    expect(fk.corrections.map((c) => c.text)).not.toContain("headphones");
    // Its popular categories are its own
    expect(fk.popularCategories.length).toBeGreaterThan(0);
    for (const category of fk.popularCategories)
      expect(brandSells("fk", category.url.replace(/^\/c\//, ""))).toBe(true);
    expect((await results("headphnes xqzv", "aol")).popularCategories.map((c) => c.url)).toContain(
      "/c/tv-audio",
    );
    // Its own words still correct
    expect((await results("dishwaser", "fk", true)).correctedTerm).toBe("dishwasher");
    // The dropdown completes to its words and names only the makers of what it sells
    const dropdown = async (term: string, brand: string) =>
      searchSuggestionsSchema
        .parse((await get(`/api/v3/search?searchTerm=${term}&isAutoCorrectEnabled=true&limit=6`, brand)).body)
        .terms.map((t) => t.text);
    expect(await dropdown("headp", "aol")).toContain("headphones");
    expect(await dropdown("headp", "fk")).not.toContain("headphones");
    expect(await dropdown("son", "aol")).toContain("Sony");
    expect(await dropdown("son", "fk")).not.toContain("Sony");
  });

  it("answers products only for kind p", async () => {
    const found = searchSuggestionsSchema.parse(
      (await get("/api/v2/SiteSearch/p/kettle?fallback=true&location=2000&wid=W1")).body,
    );
    expect(found.products.length).toBeGreaterThan(0);
  });

  it("refuses an unknown kind, a page past the end and bad filters with a 400", async () => {
    expect((await get("/api/v2/sitesearch/x/oven")).body.errors).toContain(
      "kind: Use f (full results) or p (products)",
    );
    const past = await get("/api/v2/sitesearch/f/oven?page=999");
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toMatch(/^page: There are only \d+ pages/);
    expect((await get("/api/v2/sitesearch/f/oven?sort=cheapest")).status).toBe(400);
    expect((await get("/api/v2/sitesearch/f/oven?brand=nobody")).body.errors).toContain(
      "brand: 'nobody' is not one of our brands",
    );
    expect((await get("/api/v2/sitesearch/f/oven?wid=%3Cx%3E")).status).toBe(400);
    expect((await get(`/api/v2/sitesearch/f/${"a".repeat(101)}`)).status).toBe(400);
  });
});

describe("specification filters on free-text results", () => {
  const results = async (path: string) => {
    const { status, body } = await get(`/api/v2/sitesearch/f/${path}`);
    expect(status, path).toBe(200);
    return searchResultsSchema.parse(body);
  };
  const categoryPage = async (uri: string) =>
    listingSchema.parse((await get(`/api/catalogue/listing?category=${uri}`)).body);
  /** The products whose documents hold every word, as search reads words (stem or word start). */
  const matching = (words: string[]) =>
    sql`${products.searchVector} @@ (${sql.join(
      words.map((w) => sql`(to_tsquery('english', ${w}) || to_tsquery('simple', ${`${w}:*`}))`),
      sql` && `,
    )})`;
  const stating = (name: string, value: string) =>
    sql`${products.specifications} @> ${JSON.stringify([{ name, value }])}::jsonb`;
  const countWhere = async (where: SQL | undefined) =>
    Number((await store.database.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0);
  /** How many leaf categories the matches of the words lie in. */
  const leavesOf = async (words: string[]) => {
    const [span] = await store.database.db
      .select({ leaves: countDistinct(products.categoryId) })
      .from(products)
      .where(matching(words));
    return span?.leaves;
  };
  const categoryId = async (uri: string) => {
    const [row] = await store.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.uri, uri));
    if (!row) throw new Error(`no category ${uri}`);
    return row.id;
  };

  it("offers the category page's specification filters for free words in a named category, counted over the matches", async () => {
    const found = await results("quad%20door%20fridge");
    expect(found.categoryFilter?.uri).toBe("refrigeration/fridges");
    const total = found.listing.pagination.totalItems;
    const fridges = await categoryId("refrigeration/fridges");
    expect(total).toBe(await countWhere(and(matching(["quad", "door"]), eq(products.categoryId, fridges))));

    const specs = found.listing.facets.specs;
    expect(specs.length).toBeGreaterThan(0);
    const page = await categoryPage("refrigeration/fridges");
    const offered = page.facets.specs.map((s) => s.name);
    // The category page's names, in its order (a name that cannot narrow the matches is left out)
    expect(specs.map((s) => s.name)).toEqual(offered.filter((name) => specs.some((s) => s.name === name)));
    for (const spec of specs) {
      for (const value of spec.values) {
        const expected = await countWhere(
          and(matching(["quad", "door"]), eq(products.categoryId, fridges), stating(spec.name, value.value)),
        );
        expect(value.count, `${spec.name}: ${value.value}`).toBe(expected);
        expect(value.count).toBeGreaterThan(0);
      }
    }
    // Counted over the matches, not over the whole category
    const wholeCategory = page.facets.specs.flatMap((s) =>
      s.values.map((v) => `${s.name}:${v.value}:${v.count}`),
    );
    const overMatches = specs.flatMap((s) => s.values.map((v) => `${s.name}:${v.value}:${v.count}`));
    expect(overMatches.every((entry) => wholeCategory.includes(entry))).toBe(false);
    expect(total).toBeLessThan(page.pagination.totalItems);
  });

  it("counts a brand search's filters over its matches, not over the whole catalogue or category", async () => {
    const bosch = await store.database.db
      .select({ id: productBrands.id })
      .from(productBrands)
      .where(eq(productBrands.uri, "bosch"));
    const boschId = bosch[0]?.id ?? 0;
    const ofBosch = eq(products.brandId, boschId);
    const priced = sql`${products.price} is not null`;
    // The range a shopper can filter by: 'Request Price' (0) is no price (ADR 053)
    const range = async (where: SQL | undefined) => {
      const [row] = await store.database.db
        .select({
          min: sql<number>`min(${listedPrice(products.price)})`,
          max: sql<number>`max(${listedPrice(products.price)})`,
        })
        .from(products)
        .where(where);
      return { min: Number(row?.min), max: Number(row?.max) };
    };

    // The brand alone: one brand, its own count and price range; its products span categories, so no
    // specification filters
    const brandOnly = await results("bosch");
    const boschCount = await countWhere(ofBosch);
    expect(brandOnly.listing.pagination.totalItems).toBe(boschCount);
    expect(brandOnly.listing.facets.brands).toEqual([{ value: "bosch", label: "Bosch", count: boschCount }]);
    expect(brandOnly.listing.facets.priceRange).toEqual(await range(and(ofBosch, priced)));
    expect(brandOnly.listing.facets.specs).toEqual([]);

    // Brand and category: Bosch's dishwashers, and the dishwashers' filters counted over them
    const dishwashers = await categoryId("kitchen/dishwashers");
    const inBoth = and(ofBosch, eq(products.categoryId, dishwashers));
    const both = await results("bosch%20dishwasher");
    const bothCount = await countWhere(inBoth);
    expect(both.listing.pagination.totalItems).toBe(bothCount);
    expect(both.listing.facets.brands).toEqual([{ value: "bosch", label: "Bosch", count: bothCount }]);
    expect(both.listing.facets.priceRange).toEqual(await range(and(inBoth, priced)));
    expect(both.listing.facets.specs.length).toBeGreaterThan(0);
    for (const spec of both.listing.facets.specs)
      for (const value of spec.values)
        expect(value.count, `${spec.name}: ${value.value}`).toBe(
          await countWhere(and(inBoth, stating(spec.name, value.value))),
        );

    // A category alone keeps its page's facets: every brand of the category
    const category = await results("dishwashers");
    expect(category.listing.facets).toEqual((await categoryPage("kitchen/dishwashers")).facets);
    expect(category.listing.facets.brands.length).toBeGreaterThan(1);
  });

  it("offers the filters of the one leaf category every match lies in when the term names none", async () => {
    const found = await results("pyrolytic");
    expect(found.categoryFilter).toBeNull();
    expect(await leavesOf(["pyrolytic"])).toBe(1);
    const specs = found.listing.facets.specs;
    expect(specs.length).toBeGreaterThan(0);
    const offered = (await categoryPage("kitchen/ovens")).facets.specs.map((s) => s.name);
    for (const spec of specs) expect(offered).toContain(spec.name);
    for (const spec of specs) {
      const sum = spec.values.reduce((n, v) => n + v.count, 0);
      expect(sum).toBeLessThanOrEqual(found.listing.pagination.totalItems);
    }
  });

  it("narrows the results to a chosen value, whose count is the new total, and keeps the term and the filters", async () => {
    const all = await results("quad%20door%20fridge");
    const total = all.listing.pagination.totalItems;
    const fridges = await categoryId("refrigeration/fridges");
    const spec = all.listing.facets.specs.find((s) => s.values.some((v) => v.count < total));
    const value = spec?.values.find((v) => v.count < total);
    if (!spec || !value) throw new Error("no value that narrows 'quad door fridge'");
    const chosen = await results(
      `quad%20door%20fridge?spec=${encodeURIComponent(`${spec.name}:${value.value}`)}&sort=price-asc`,
    );
    expect(chosen.searchTerm).toBe("quad door fridge");
    expect(chosen.listing.pagination.totalItems).toBe(value.count);
    expect(chosen.listing.pagination.totalItems).toBeLessThan(total);
    // The same page as the matches filtered in SQL, cheapest first
    const expected = await store.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(matching(["quad", "door"]), eq(products.categoryId, fridges), stating(spec.name, value.value)),
      )
      .orderBy(sql`${products.price} asc nulls last`, products.id)
      .limit(24);
    expect(chosen.listing.items.map((i) => i.productId)).toEqual(expected.map((r) => r.id));
    // The sidebar still offers every value (facets describe the matches, not the chosen filters)
    expect(chosen.listing.facets.specs).toEqual(all.listing.facets.specs);
  });

  it("combines specification choices with each other and with a brand, like the SQL filters would", async () => {
    const all = await results("quad%20door%20fridge");
    const fridges = await categoryId("refrigeration/fridges");
    const [first, second] = all.listing.facets.specs;
    const a = first?.values[0];
    const b = second?.values[0];
    const brand = all.listing.facets.brands[0]?.value;
    if (!first || !second || !a || !b || !brand) throw new Error("too few facets for 'quad door fridge'");
    const [maker] = await store.database.db
      .select({ id: productBrands.id })
      .from(productBrands)
      .where(eq(productBrands.uri, brand));
    const specs = [`${first.name}:${a.value}`, `${second.name}:${b.value}`];
    const both = await results(
      `quad%20door%20fridge?${specs.map((v) => `spec=${encodeURIComponent(v)}`).join("&")}`,
    );
    const bothWhere = and(
      matching(["quad", "door"]),
      eq(products.categoryId, fridges),
      stating(first.name, a.value),
      stating(second.name, b.value),
    );
    expect(both.listing.pagination.totalItems).toBe(await countWhere(bothWhere));
    const branded = await results(
      `quad%20door%20fridge?brand=${brand}&${specs.map((v) => `spec=${encodeURIComponent(v)}`).join("&")}`,
    );
    expect(branded.listing.pagination.totalItems).toBe(
      await countWhere(and(bothWhere, eq(products.brandId, maker?.id ?? 0))),
    );
    for (const item of branded.listing.items) expect(item.manufacturer.uri).toBe(brand);
  });

  it("still filters by a specification the sidebar does not offer", async () => {
    const fridges = await categoryId("refrigeration/fridges");
    const offered = (await results("quad%20door%20fridge")).listing.facets.specs.map((s) => s.name);
    // 'Brand' has more values than a filter shows, so only a typed address asks for it
    expect(offered).not.toContain("Brand");
    const found = await results(`quad%20door%20fridge?spec=${encodeURIComponent("Brand:Samsung")}`);
    const expected = await countWhere(
      and(matching(["quad", "door"]), eq(products.categoryId, fridges), stating("Brand", "Samsung")),
    );
    expect(expected).toBeGreaterThan(0);
    expect(found.listing.pagination.totalItems).toBe(expected);
  });

  it("offers none when the matches span several categories", async () => {
    const found = await results("stainless");
    expect(found.categoryFilter).toBeNull();
    expect(await leavesOf(["stainless"])).toBeGreaterThan(1);
    expect(found.listing.pagination.totalItems).toBeGreaterThan(24);
    expect(found.listing.facets.brands.length).toBeGreaterThan(1);
    expect(found.listing.facets.specs).toEqual([]);
  });

  it("answers an unknown specification value with an empty list and a malformed one with a 400, as category pages do", async () => {
    for (const spec of ["Colour:Plaid", "No Such Thing:Yes"]) {
      const query = `spec=${encodeURIComponent(spec)}`;
      const page = await get(`/api/catalogue/listing?category=refrigeration/fridges&${query}`);
      expect(page.status).toBe(200);
      expect(listingSchema.parse(page.body).pagination.totalItems).toBe(0);
      const found = await results(`quad%20door%20fridge?${query}`);
      expect(found.listing.pagination.totalItems).toBe(0);
      expect(found.listing.items).toEqual([]);
    }
    for (const [query, message] of [
      ["spec=nocolon", "spec.0: A specification filter reads 'Name:Value'"],
      [
        Array.from({ length: 11 }, (_, i) => `spec=Colour:${i}`).join("&"),
        "spec: Use at most 10 specification filters",
      ],
    ] as const) {
      const page = await get(`/api/catalogue/listing?category=refrigeration/fridges&${query}`);
      const search = await get(`/api/v2/sitesearch/f/quad%20door%20fridge?${query}`);
      expect(page.status, query).toBe(400);
      expect(search.status, query).toBe(400);
      expect(search.body.errors).toEqual(page.body.errors);
      expect(search.body.errors).toContain(message);
    }
  });
});

describe("analytics", () => {
  it("records search events, masks e-mail addresses, and shows zero-result searches to staff", async () => {
    const post = (body: unknown) =>
      requestAs(store.app, "aol", "/api/analytics/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const saved = await post({
      analyticsEventType: "search",
      query: "Flux Capacitor",
      productList: [],
      url: "/search/flux%20capacitor?email=jane@example.com",
      isRepeatUser: true,
    });
    expect(saved.status).toBe(201);
    expect(
      (
        await post({
          analyticsEventType: "search",
          query: "kettle",
          productList: ["ABC123"],
          url: "/search/kettle",
          isRepeatUser: false,
        })
      ).status,
    ).toBe(201);
    const [row] = await store.database.db
      .select()
      .from(searchEvents)
      .where(eq(searchEvents.query, "flux capacitor"));
    expect(row?.resultCount).toBe(0);
    expect(row?.url).toBe("/search/flux%20capacitor?email=j***@e***.com");

    const anonymous = browserOf(store.app);
    expect((await anonymous("/api/analytics/search-report")).status).toBe(401);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await customer("/api/analytics/search-report")).status).toBe(403);
    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff@example.com");
    const missed = searchAnalyticsSchema.parse(await (await staff("/api/analytics/search-report")).json());
    expect(missed.terms.map((t) => t.query)).toContain("flux capacitor");
    expect(missed.terms.map((t) => t.query)).not.toContain("kettle");
    const one = searchAnalyticsSchema.parse(
      await (await staff("/api/analytics/search-report?searchTerm=kettle")).json(),
    );
    expect(one.terms).toEqual([
      expect.objectContaining({ query: "kettle", searches: 1, zeroResultSearches: 0 }),
    ]);
  });

  it("refuses bad events with a 400", async () => {
    const post = (body: string) =>
      requestAs(store.app, "aol", "/api/analytics/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post("{not json")).status).toBe(400);
    const wrongType = await post(JSON.stringify({ analyticsEventType: "hover" }));
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).errors[0]).toMatch(
      /^analyticsEventType: The event type is one of search/,
    );
    expect(
      (await post(JSON.stringify({ analyticsEventType: "search", query: "x".repeat(101) }))).status,
    ).toBe(400);
    expect(
      (await post(JSON.stringify({ analyticsEventType: "productClick", productList: ["<script>"] }))).status,
    ).toBe(400);
  });

  it("records a product load as a visit", async () => {
    const { status, body } = await get(`/api/analytics/product-load-event?productId=${fridge.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ recorded: true });
    const rows = await store.database.db
      .select()
      .from(searchEvents)
      .where(eq(searchEvents.eventType, "visit"));
    expect(rows.map((r) => r.productList)).toContainEqual([fridge.sku]);
    expect((await get("/api/analytics/product-load-event?productId=99999999")).status).toBe(404);
    expect((await get("/api/analytics/product-load-event?productId=abc")).status).toBe(400);
    expect((await get("/api/analytics/product-load-event")).status).toBe(400);
  });

  it("records a shopper's submitted search without counting it in the zero-result report", async () => {
    const shopper = browserOf(store.app);
    const res = await shopper("/api/analytics/search?searchTerm=Quantum%20Toaster");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: true });
    const rows = await store.database.db
      .select()
      .from(searchEvents)
      .where(eq(searchEvents.query, "quantum toaster"));
    expect(rows).toEqual([expect.objectContaining({ eventType: "search", resultCount: null })]);

    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff@example.com");
    const report = searchAnalyticsSchema.parse(await (await staff("/api/analytics/search-report")).json());
    expect(report.terms.map((t) => t.query)).not.toContain("quantum toaster");
    // The staff report is at its own path; the shopper's call never answers it, even to staff
    expect(await (await staff("/api/analytics/search?searchTerm=kettle")).json()).toEqual({ recorded: true });
  });

  it("refuses a shopper's search event without a usable term with a 400", async () => {
    const shopper = browserOf(store.app);
    for (const query of ["", "?searchTerm=", "?searchTerm=a", `?searchTerm=${"x".repeat(101)}`]) {
      const res = await shopper(`/api/analytics/search${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).errors.length, query).toBeGreaterThan(0);
    }
  });

  it("refuses bad analytics queries with a 400", async () => {
    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff@example.com");
    expect((await staff("/api/analytics/search-report?days=0")).status).toBe(400);
  });
});
