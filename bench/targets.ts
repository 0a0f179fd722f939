/** Asks the running store for real addresses (a product uri, a category with filters...). */
export type Resolver = (api: (path: string) => Promise<unknown>) => Promise<string[]>;

/** One thing to measure, and the figures the issues set for it. */
export interface BenchTarget {
  name: string;
  /** Fixed paths, or a resolver that picks them from the seeded data; several paths are cycled. */
  paths: string[] | Resolver;
  /** Catalogue sizes to measure on: the demo (2,000) and/or the large one (100,000). */
  sizes: ("small" | "large")[];
  brand?: string;
  goal?: { p95Ms?: number; rps10?: number; rpsVsBareRatio?: number; largeVsSmallMax?: number };
}

interface ListingItem {
  uri: string;
  sku: string;
}
interface Listing {
  items: ListingItem[];
  facets: { brands: { value: string }[] };
  category: { subCategories: { uri: string }[] } | null;
}
interface Sitemap {
  categories: { uri: string; parentUri: string | null }[];
}

const productPages: Resolver = async (api) => {
  const listing = (await api("/api/catalogue/listing?sort=price-desc")) as Listing;
  return listing.items.slice(0, 10).map((p) => `/p/${p.uri}`);
};

const categoryPages: Resolver = async (api) => {
  const sitemap = (await api("/api/catalogue/sitemap")) as Sitemap;
  const paths: string[] = [];
  for (const top of sitemap.categories.filter((c) => c.parentUri === null).slice(0, 8)) {
    const listing = (await api(`/api/catalogue/listing?category=${top.uri}`)) as Listing;
    const brand = listing.facets.brands[0]?.value;
    paths.push(`/c/${top.uri}?brand=${brand}&sort=price-asc`);
  }
  return paths;
};

/** Ten sets of three skus from different categories' listings, each in the order a shopper might pick them. */
async function compareSkuSets(api: (path: string) => Promise<unknown>): Promise<string[][]> {
  const sitemap = (await api("/api/catalogue/sitemap")) as Sitemap;
  const sets: string[][] = [];
  for (const category of sitemap.categories.filter((c) => c.parentUri !== null).slice(0, 10)) {
    const listing = (await api(`/api/catalogue/listing?category=${category.uri}`)) as Listing;
    if (listing.items.length >= 3) sets.push(listing.items.slice(0, 3).map((item) => item.sku));
  }
  return sets;
}

const compareProductsCalls: Resolver = async (api) =>
  (await compareSkuSets(api)).map((skus) => `/api/compare/products?SkuList=${skus.join(",")}`);

const comparePages: Resolver = async (api) =>
  (await compareSkuSets(api)).map((skus) => `/compare?sku=${skus.map(encodeURIComponent).join("~")}`);

/** Every target of `npm run bench`; later issues append theirs here. */
export const targets: BenchTarget[] = [
  { name: "bare Hono JSON route", paths: ["/api/ping"], sizes: ["small"] },
  { name: "GET /api/settings", paths: ["/api/settings"], sizes: ["small"], goal: { rpsVsBareRatio: 0.5 } },
  { name: "SSR home page", paths: ["/"], sizes: ["small"], goal: { p95Ms: 15, rps10: 200 } },
  {
    name: "SSR product page",
    paths: productPages,
    sizes: ["small", "large"],
    goal: { p95Ms: 25, rps10: 150, largeVsSmallMax: 1.5 },
  },
  {
    name: "SSR category page (24, filtered)",
    paths: categoryPages,
    sizes: ["small", "large"],
    goal: { p95Ms: 40, rps10: 150, largeVsSmallMax: 1.5 },
  },
  {
    name: "GET /api/locality/{query}",
    paths: ["2026", "bondi", "3000", "melb", "parram", "4000", "perth", "hobart", "0800", "wagga"].map(
      (q) => `/api/locality/${q}`,
    ),
    sizes: ["small", "large"],
    goal: { p95Ms: 5 },
  },
  {
    name: "GET /api/compare/products (3 skus)",
    paths: compareProductsCalls,
    sizes: ["small", "large"],
    goal: { p95Ms: 5, rps10: 1000 },
  },
  {
    name: "SSR compare page (3 products)",
    paths: comparePages,
    sizes: ["small", "large"],
    goal: { p95Ms: 25 },
  },
];
