import { z } from "zod";
import { textSchema, wholeNumberSchema } from "./input.schema.ts";
import { listingQuerySchema, listingSchema } from "./listing.schema.ts";
import { productIdParamSchema } from "./product.schema.ts";
import { sanitiseSearchTerm, searchLimits } from "./search.ts";

/** A search term as a shopper typed it: at most 100 characters, sanitised, at least 2 left. */
// Not textSchema: the spec sanitises a term (control characters and symbols dropped) rather than refusing it
export const searchTermSchema = z
  .string({ message: "Type something to search for" })
  .max(searchLimits.maxLength, `Use at most ${searchLimits.maxLength} characters`)
  .transform(sanitiseSearchTerm)
  .refine((term) => term.length >= searchLimits.minLength, {
    message: `Type at least ${searchLimits.minLength} letters or digits`,
  });

const flag = z
  .enum(["true", "false", "1", "0"], { message: "Use true or false" })
  .transform((v) => v === "true" || v === "1");

/** GET /api/v3/search: the dropdown's suggestions. */
export const suggestQuerySchema = z.object({
  searchTerm: searchTermSchema,
  isAutoCorrectEnabled: flag.default(true),
  limit: wholeNumberSchema("A limit is a whole number from 1 to 24", 1, 24, {
    below: "A limit is at least 1",
    above: "A limit is at most 24",
  }).default(8),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** A term result (storefront s.3): text and where it leads. */
export const searchTermResultSchema = z.object({ text: z.string(), url: z.string() });
export type SearchTermResult = z.infer<typeof searchTermResultSchema>;

/** A product result (storefront s.3): text, imageUrl, price (cents, null when hidden or unset) and url. */
export const searchProductResultSchema = z.object({
  text: z.string(),
  imageUrl: z.string(),
  price: z.number().int().nullable(),
  url: z.string(),
  sku: z.string(),
  brand: z.string(),
});
export type SearchProductResult = z.infer<typeof searchProductResultSchema>;

/** How a term was read: corrected words, and brand or category words used as filters. */
export const searchInterpretationSchema = z.object({
  /** The sanitised term the shopper asked for. */
  searchTerm: z.string(),
  /** The term searched instead, when autocorrect changed it ('fisher paykel fridge'); else null. */
  correctedTerm: z.string().nullable(),
  /** An exact sku or model number: the product page to go to; else null. */
  redirectUrl: z.string().nullable(),
  brandFilter: z.object({ name: z.string(), uri: z.string() }).nullable(),
  categoryFilter: z.object({ title: z.string(), uri: z.string() }).nullable(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

/** GET /api/v3/search answer: terms and products for the dropdown, and the 'View all products' link. */
export const searchSuggestionsSchema = searchInterpretationSchema.extend({
  terms: z.array(searchTermResultSchema),
  products: z.array(searchProductResultSchema),
  totalProducts: z.number().int(),
  viewAllUrl: z.string(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** GET /api/search/products (the alternate engine's shape): Results.SearchSuggestions and Results.ProductResults. */
export const alternateSearchSchema = z.object({
  Results: z.object({
    SearchSuggestions: z.array(searchTermResultSchema),
    ProductResults: z.array(searchProductResultSchema),
  }),
});
export type AlternateSearch = z.infer<typeof alternateSearchSchema>;

/** GET /api/v2/product/search-url and /api/v2/sitesearch/search-url: where Enter on a term leads. */
export const searchUrlSchema = z.object({ url: z.string() });
export type SearchUrl = z.infer<typeof searchUrlSchema>;

/** GET /api/v2/sitesearch/{f|p}/{term}: the listing's filters, sort and page, plus the spec's extras. */
export const siteSearchQuerySchema = z.intersection(
  listingQuerySchema,
  z.object({
    /** Autocorrect a term that finds nothing or little (default true). */
    fallback: flag.default(true),
    /** Postcode or locality the shopper chose (accepted, not used to rank yet). */
    location: textSchema("A location", 100).optional(),
    /** Warehouse id (accepted, not used to rank yet). */
    wid: textSchema("A warehouse id", 20)
      .regex(/^[A-Za-z0-9-]*$/, "A warehouse id uses letters and digits")
      .optional(),
  }),
);
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

export const siteSearchKinds = ["f", "p"] as const;

/** GET /api/v2/sitesearch/f/{term}: the full results page (a listing) and what to suggest when empty. */
export const searchResultsSchema = searchInterpretationSchema.extend({
  listing: listingSchema,
  /** Spelling suggestions for a search that found nothing. */
  corrections: z.array(searchTermResultSchema),
  /** Popular categories for a search that found nothing. */
  popularCategories: z.array(searchTermResultSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Analytics event types (storefront s.4). */
export const analyticsEventTypes = [
  "search",
  "productClick",
  "productAddToCart",
  "productOrder",
  "visit",
  "productMultiOrder",
] as const;

/** POST /api/analytics/search: the analytics event payload (storefront s.3). */
export const analyticsEventSchema = z.object({
  analyticsEventType: z.enum(analyticsEventTypes, {
    message: `The event type is one of ${analyticsEventTypes.join(", ")}`,
  }),
  query: z
    .string()
    .max(searchLimits.maxLength, `Use at most ${searchLimits.maxLength} characters`)
    .transform(sanitiseSearchTerm)
    .default(""),
  productList: z
    .array(textSchema("A product", 40).regex(/^[A-Za-z0-9/_.-]+$/, "A product is named by its sku"))
    .max(100, "List at most 100 products")
    .default([]),
  url: textSchema("The url", 2000).default(""),
  isRepeatUser: z.boolean().default(false),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** GET /api/analytics/search?searchTerm: the shopper submitted a search for this term (ADR 069). */
export const searchTermEventQuerySchema = z.object({
  searchTerm: searchTermSchema,
});

/** GET /api/analytics/search-report (staff): searches of one term, or the terms that found nothing most often. */
export const searchAnalyticsQuerySchema = z.object({
  searchTerm: searchTermSchema.optional(),
  days: wholeNumberSchema("days is a whole number from 1 to 365", 1, 365).default(30),
});

export const searchAnalyticsSchema = z.object({
  days: z.number().int(),
  /** Per term: how often it was searched and how often it found nothing, in events and in distinct clients. */
  terms: z.array(
    z.object({
      query: z.string(),
      searches: z.number().int(),
      zeroResultSearches: z.number().int(),
      /** Distinct clients that searched it, and that found nothing: one client counts once however often it sends. */
      clients: z.number().int(),
      zeroResultClients: z.number().int(),
      lastSearchedAt: z.string(),
    }),
  ),
});
export type SearchAnalytics = z.infer<typeof searchAnalyticsSchema>;

/** GET /api/analytics/product-load-event?productId */
export const productLoadEventQuerySchema = z.object({
  productId: productIdParamSchema,
});
