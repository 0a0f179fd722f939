import { describe, expect, it } from "vitest";
import {
  planSearch,
  rankAllUpTo,
  rankCandidates,
  rankCorrections,
  rankedCandidateCap,
  type SearchPlanInput,
  textWords,
  wantsCorrection,
} from "./search-plan.ts";

const bosch = { uri: "bosch" };
const ovens = { uri: "kitchen/ovens" };

const input = (over: {
  words?: string[];
  brand?: { uri: string } | null;
  category?: { uri: string } | null;
  productId?: number | null;
  query?: Partial<SearchPlanInput["query"]>;
  options?: Partial<SearchPlanInput["options"]>;
  hidePrices?: boolean;
}): SearchPlanInput => ({
  reading: { words: over.words ?? [], brand: over.brand ?? null, category: over.category ?? null },
  productId: over.productId ?? null,
  query: { sort: "relevance", page: 1, spec: [], ...over.query },
  options: { pageSize: 24, facets: true, ...over.options },
  hidePrices: over.hidePrices ?? false,
});

describe("planSearch: what answers", () => {
  it("asks the catalogue for brand and category words alone", () => {
    expect(planSearch(input({ brand: bosch, category: ovens }))).toEqual({
      kind: "catalogue",
      brand: ["bosch"],
      category: "kitchen/ovens",
    });
  });

  it("lets the shopper's brand choice replace the brand the term named", () => {
    expect(planSearch(input({ brand: bosch, query: { brand: ["miele"] } }))).toEqual({
      kind: "catalogue",
      brand: ["miele"],
      category: undefined,
    });
  });

  it("asks the catalogue for page 1 of the dropdown's shorter list", () => {
    expect(planSearch(input({ category: ovens, options: { pageSize: 8, facets: false } })).kind).toBe(
      "catalogue",
    );
  });

  it("reads a later page of a shorter list through the matches, in the listing's order", () => {
    expect(
      planSearch(input({ category: ovens, query: { page: 2 }, options: { pageSize: 8, facets: false } })),
    ).toEqual({
      kind: "matches",
      brand: undefined,
      productId: null,
      facets: false,
      total: "count",
      ids: { kind: "listing-order", sort: "relevance", pageSize: 8, offset: 8 },
    });
  });

  it("finds nothing without words, brand, category or sku", () => {
    expect(planSearch(input({}))).toEqual({ kind: "empty" });
  });

  it("finds nothing when no word makes a text query", () => {
    expect(planSearch(input({ words: ["-", "a/b"] }))).toEqual({ kind: "empty" });
  });

  it("reads an exact sku's product in the listing's order, counted by its brand facet", () => {
    expect(planSearch(input({ productId: 42 }))).toEqual({
      kind: "matches",
      brand: undefined,
      productId: 42,
      facets: true,
      total: "facet-brands",
      ids: { kind: "listing-order", sort: "relevance", pageSize: 24, offset: 0 },
    });
  });

  it("does not send an exact sku to the catalogue, however the term read", () => {
    expect(planSearch(input({ productId: 42, brand: bosch })).kind).toBe("matches");
  });
});

describe("planSearch: word starts", () => {
  const wordStart = (over: Parameters<typeof input>[0]) => planSearch(input({ words: ["he"], ...over }));

  it("answers page 1 of a two- or three-letter word start from search_prefixes, else the matches", () => {
    expect(wordStart({})).toEqual({
      kind: "word-start",
      prefix: "he",
      hidePrices: false,
      otherwise: {
        kind: "matches",
        brand: undefined,
        productId: null,
        facets: true,
        total: "facet-brands",
        ids: { kind: "ranked-text", pageSize: 24, rankAllUpTo, rankCandidates },
      },
    });
    expect(wordStart({ words: ["hea"] }).kind).toBe("word-start");
  });

  const live: [string, Parameters<typeof input>[0]][] = [
    ["a longer word", { words: ["heat"] }],
    ["a single letter", { words: ["h"] }],
    ["digits", { words: ["h1"] }],
    ["two words", { words: ["he", "pu"] }],
    ["a brand named", { brand: bosch }],
    ["a category named", { category: ovens }],
    ["an exact sku", { productId: 7 }],
    ["page 2", { query: { page: 2 } }],
    ["another sort", { query: { sort: "newest" } }],
    ["a brand chosen", { query: { brand: ["bosch"] } }],
    ["a price chosen", { query: { priceMax: 500 } }],
    ["a specification chosen", { query: { spec: [{ name: "Colour", value: "White" }] } }],
    ["more than a prefix page", { options: { pageSize: 25 } }],
  ];
  it.each(live)("goes to the live query with %s", (_, over) => {
    expect(wordStart(over).kind).toBe("matches");
  });

  it("keeps the word start when a price is chosen but prices are hidden, and leaves its prices out", () => {
    expect(wordStart({ query: { priceMax: 500 }, hidePrices: true })).toMatchObject({
      kind: "word-start",
      hidePrices: true,
    });
  });

  it("keeps the word start when a price sort is asked but prices are hidden", () => {
    expect(wordStart({ query: { sort: "price-asc" }, hidePrices: true }).kind).toBe("word-start");
  });
});

describe("planSearch: where the ids come from", () => {
  it("ranks page 1 by relevance with the candidate cap", () => {
    const plan = planSearch(input({ words: ["heat", "pump"] }));
    expect(plan).toMatchObject({
      kind: "matches",
      ids: { kind: "ranked-text", pageSize: 24, rankAllUpTo: 5000, rankCandidates: 500 },
    });
  });

  it("orders later pages of a text search instead of ranking them", () => {
    expect(planSearch(input({ words: ["heat", "pump"], query: { page: 3 } }))).toMatchObject({
      ids: { kind: "ordered-text", sort: "relevance", pageSize: 24, offset: 48 },
    });
  });

  it("orders a text search sorted otherwise", () => {
    expect(planSearch(input({ words: ["oven"], query: { sort: "price-desc" } }))).toMatchObject({
      ids: { kind: "ordered-text", sort: "price-desc", pageSize: 24, offset: 0 },
    });
  });

  it("ranks a price sort by relevance when prices are hidden", () => {
    expect(
      planSearch(input({ words: ["oven"], query: { sort: "price-desc" }, hidePrices: true })),
    ).toMatchObject({ ids: { kind: "ranked-text" } });
  });

  it("reads brand words with a later page in the listing's order, with the named brand as filter", () => {
    expect(
      planSearch(input({ brand: bosch, query: { page: 2, sort: "newest" }, options: { pageSize: 8 } })),
    ).toEqual({
      kind: "matches",
      brand: ["bosch"],
      productId: null,
      facets: true,
      total: "count",
      ids: { kind: "listing-order", sort: "newest", pageSize: 8, offset: 8 },
    });
  });
});

describe("planSearch: how the total is known", () => {
  const total = (over: Parameters<typeof input>[0]) => {
    const plan = planSearch(input({ words: ["oven"], ...over }));
    if (plan.kind !== "matches") throw new Error(`expected matches, got ${plan.kind}`);
    return plan.total;
  };

  it("adds up the brand facet without filters of the shopper's own", () => {
    expect(total({})).toBe("facet-brands");
  });

  it("counts when there are no facets", () => {
    expect(total({ options: { facets: false } })).toBe("count");
  });

  it("takes the stating ids (or counts) when only specifications are chosen", () => {
    expect(total({ query: { spec: [{ name: "Colour", value: "White" }] } })).toBe("stating-or-count");
  });

  it("counts when a brand is chosen, by the shopper or by the term", () => {
    expect(total({ query: { brand: ["bosch"], spec: [{ name: "Colour", value: "White" }] } })).toBe("count");
    expect(total({ brand: bosch })).toBe("count");
  });

  it("counts when a price is chosen, unless prices are hidden", () => {
    expect(total({ query: { priceMin: 100 } })).toBe("count");
    expect(total({ query: { priceMin: 100 }, hidePrices: true })).toBe("facet-brands");
    expect(
      total({ query: { priceMin: 100, spec: [{ name: "Colour", value: "White" }] }, hidePrices: true }),
    ).toBe("stating-or-count");
  });
});

describe("rankedCandidateCap", () => {
  it("ranks every match up to rankAllUpTo, the first rankCandidates past it", () => {
    const source = { rankAllUpTo: 5000, rankCandidates: 500 };
    expect(rankedCandidateCap(source, 5000)).toBe(5000);
    expect(rankedCandidateCap(source, 5001)).toBe(500);
  });
});

describe("wantsCorrection", () => {
  it("tries corrections below three results, only with autocorrect on", () => {
    expect(wantsCorrection(true, 2)).toBe(true);
    expect(wantsCorrection(true, 3)).toBe(false);
    expect(wantsCorrection(false, 0)).toBe(false);
  });
});

describe("textWords", () => {
  it("keeps runs of letters and digits only", () => {
    expect(textWords(["heat", "a/b", "pump2", "-", "café"])).toEqual(["heat", "pump2", "café"]);
  });
});

describe("rankCorrections", () => {
  const bose = { word: "bose", similarity: 0.43, frequency: 13 };
  const bosch = { word: "bosch", similarity: 0.375, frequency: 113 };
  const bush = { word: "bush", similarity: 0.25, frequency: 400 };

  it("weighs closeness by how much of the catalogue a correction finds: 'bosh' is Bosch, then Bose", () => {
    expect(rankCorrections("bosh", [bose, bosch, bush])).toEqual(["bosch", "bose", "bush"]);
  });

  it("keeps the closer word when the two find about as much", () => {
    expect(rankCorrections("bosh", [bose, { ...bosch, frequency: 13 }])).toEqual(["bose", "bosch"]);
  });

  it("does not let a common word far from the typed one jump ahead of a close one", () => {
    // 'bush' is far less similar (0.25 < 0.75 x 0.43): it follows however many products carry it
    expect(rankCorrections("bosh", [bose, { ...bush, frequency: 100_000 }])).toEqual(["bose", "bush"]);
  });

  it("leaves a word the catalogue has as it is", () => {
    expect(rankCorrections("bose", [{ word: "bose", similarity: 1, frequency: 13 }, bosch])).toEqual([
      "bose",
    ]);
  });

  it("gives at most `limit` corrections, none for no candidates", () => {
    expect(rankCorrections("bosh", [bose, bosch, bush], 1)).toEqual(["bosch"]);
    expect(rankCorrections("qqxx", [])).toEqual([]);
  });
});
