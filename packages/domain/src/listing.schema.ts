import { z } from "zod";
import { int4Max, textSchema, wholeNumberSchema } from "./input.schema.ts";
import { productSummarySchema } from "./product.schema.ts";
import { promotionPathSchema } from "./promotion.schema.ts";

export const listingSorts = ["relevance", "price-asc", "price-desc", "newest"] as const;
export const listingSortSchema = z.enum(listingSorts);
export type ListingSort = z.infer<typeof listingSortSchema>;

export const listingSortLabels: Record<ListingSort, string> = {
  relevance: "Most relevant",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest",
};

export const listingPageSize = 24;

const uriList = textSchema("A brand list", 400)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, "List brand addresses separated by commas")
  .transform((text) => text.split(","));

/** A specification filter 'Name:Value' (repeatable). */
const specFilter = textSchema("A specification filter", 200)
  .regex(/^[^:]{1,80}:.{1,100}$/, "A specification filter reads 'Name:Value'")
  .transform((text) => {
    const at = text.indexOf(":");
    return { name: text.slice(0, at), value: text.slice(at + 1) };
  });

const dollars = wholeNumberSchema("A price is a number of dollars", 0, 1_000_000, {
  below: "A price cannot be negative",
  above: "A price is at most 1,000,000 dollars",
});

/** GET /api/catalogue/brands/{uri} */
export const brandUriParamSchema = textSchema("A brand address", 80).regex(
  /^[a-z0-9-]+$/,
  "A brand address uses letters, digits and hyphens",
);

/** GET /api/catalogue/listing: what category pages, the product landing and brand pages ask for. */
export const listingQuerySchema = z
  .object({
    category: textSchema("A category address", 200)
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "A category address uses letters, digits, hyphens and slashes")
      .optional(),
    brand: uriList.optional(),
    /** One running promotion's products (/promotion/{path}, ADR 050). */
    promotion: promotionPathSchema.optional(),
    /** The products of the sale on now (/sale). */
    sale: z
      .enum(["true", "false"], { message: "sale is true or false" })
      .transform((v) => v === "true")
      .optional(),
    priceMin: dollars.optional(),
    priceMax: dollars.optional(),
    // One filter or a list (a repeated query parameter): one list, so too many is named as such
    spec: z
      .preprocess(
        (value) => (typeof value === "string" ? [value] : value),
        z.array(specFilter).max(10, "Use at most 10 specification filters"),
      )
      .optional(),
    sort: listingSortSchema.default("relevance"),
    page: wholeNumberSchema("A page is a whole number", 1, int4Max, {
      below: "Pages start at 1",
      above: `A page is at most ${int4Max}`,
    }).default(1),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: "The lowest price must not be above the highest",
    path: ["priceMin"],
  })
  .refine((q) => !(q.promotion && q.sale), {
    message: "List one promotion or the sale, not both",
    path: ["promotion"],
  })
  .transform((q) => ({ ...q, spec: q.spec ?? [] }));
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const listingSchema = z.object({
  items: z.array(productSummarySchema),
  /** Pagination instance (storefront s.3). */
  pagination: z.object({
    id: z.string(),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
    itemsPerPage: z.number().int(),
  }),
  facets: z.object({
    brands: z.array(facetValueSchema),
    priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    specs: z.array(z.object({ name: z.string(), values: z.array(facetValueSchema) })),
  }),
  category: z
    .object({
      title: z.string(),
      uri: z.string(),
      description: z.string(),
      subCategories: z.array(
        z.object({ title: z.string(), uri: z.string(), productCount: z.number().int() }),
      ),
    })
    .nullable(),
  breadcrumbs: z.array(z.object({ title: z.string(), uri: z.string() })),
  /** A category page's products in the sale on now (its category badge links to them); 0 elsewhere. */
  saleCount: z.number().int().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** A manufacturer on the brands page. */
export const brandSummarySchema = z.object({
  name: z.string(),
  uri: z.string(),
  description: z.string(),
  country: z.string(),
  promoted: z.boolean(),
  productCount: z.number().int(),
  logo: z.string(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

/** GET /api/catalogue/home: what the home page promotes. */
export const homeContentSchema = z.object({
  categories: z.array(
    z.object({ title: z.string(), uri: z.string(), description: z.string(), image: z.string() }),
  ),
  products: z.array(productSummarySchema),
  brands: z.array(brandSummarySchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/**
 * GET /api/catalogue/sitemap: every public address but the products (counted; /sitemap.xml lists them),
 * for the sitemap page.
 */
export const sitemapSchema = z.object({
  categories: z.array(z.object({ title: z.string(), uri: z.string(), parentUri: z.string().nullable() })),
  brands: z.array(z.object({ title: z.string(), uri: z.string() })),
  productCount: z.number().int().min(0),
  stores: z.array(z.object({ title: z.string(), uri: z.string() })),
  pages: z.array(z.object({ title: z.string(), uri: z.string() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;
