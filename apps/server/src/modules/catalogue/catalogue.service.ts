import type { Brand } from "@store/domain/brands";
import {
  type BrandSummary,
  type HomeContent,
  type Listing,
  type ListingQuery,
  listingPageSize,
  type Sitemap,
} from "@store/domain/listing.schema";
import { pageCount } from "@store/domain/pagination";
import { categorySpecFacets } from "@store/domain/spec-facets";
import type { Viewer } from "@store/domain/viewer";
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { categoryFacets, products } from "../../db/schema/catalogue.schema.ts";
import { staticPages } from "../../db/schema/shell.schema.ts";
import { stores } from "../../db/schema/stores.schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { CatalogueReference, CategoryRow, ManufacturerRow } from "../product/catalogue-reference.ts";
import { productColumns } from "../product/product.service.ts";
import { toProductSummary } from "../product/product-view.ts";

type Facets = Listing["facets"];

const orderBy: Record<ListingQuery["sort"], SQL[]> = {
  // "nulls last" everywhere so each sort matches its index exactly (desc defaults to nulls first).
  relevance: [sql`${products.rank} desc nulls last`, asc(products.id)],
  "price-asc": [sql`${products.price} asc nulls last`, asc(products.id)],
  "price-desc": [sql`${products.price} desc nulls last`, asc(products.id)],
  newest: [sql`${products.createdAt} desc nulls last`, asc(products.id)],
};

/** The order of each listing sort (search adds its own relevance). */
export const listingOrderBy = orderBy;

/**
 * A listing query's filters as SQL (brands, price bounds, specifications) and the sort to use. Hidden
 * prices ('Login for Price', signed out) must not leak through filtering or ordering by price either.
 */
export function listingFilters(
  query: Pick<ListingQuery, "brand" | "priceMin" | "priceMax" | "spec" | "sort">,
  brandRows: ManufacturerRow[],
  viewer: Pick<Viewer, "brand" | "signedIn">,
): { filters: SQL[]; brandIds: number[] | undefined; hidePrices: boolean; sort: ListingQuery["sort"] } {
  const brandIds = query.brand?.map((uri) => {
    const found = brandRows.find((b) => b.uri === uri);
    if (!found) throw new AppError("invalid", `brand: '${uri}' is not one of our brands`);
    return found.id;
  });
  const filters: SQL[] = [];
  if (brandIds) filters.push(inArray(products.brandId, brandIds));
  const hidePrices = viewer.brand.loginForPrice && !viewer.signedIn;
  if (!hidePrices && query.priceMin !== undefined) filters.push(gte(products.price, query.priceMin * 100));
  if (!hidePrices && query.priceMax !== undefined) filters.push(lte(products.price, query.priceMax * 100));
  for (const spec of query.spec) {
    filters.push(
      sql`${products.specifications} @> ${JSON.stringify([{ name: spec.name, value: spec.value }])}::jsonb`,
    );
  }
  const sort = hidePrices && query.sort.startsWith("price") ? "relevance" : query.sort;
  return { filters, brandIds, hidePrices, sort };
}

/**
 * The products of a category as SQL: a top-level category reads top_category_id and a leaf
 * category_id, one equality, so an index delivers its pages in sort order.
 */
export function categoryScope(category: CategoryRow): SQL {
  return category.parentId === null
    ? eq(products.topCategoryId, category.id)
    : eq(products.categoryId, category.id);
}

/** Category pages, the product landing and brand pages: filtered, sorted, paginated product lists. */
export class CatalogueService {
  private readonly facetCache: NamedCache<Facets>;
  // Counts of a filter combination change only when the catalogue does
  private readonly countCache: NamedCache<number>;
  private readonly homeCache: NamedCache<HomeContent>;
  private readonly listingCache: NamedCache<Listing>;

  constructor(
    private readonly db: Db,
    private readonly reference: CatalogueReference,
    caches: CacheRegistry,
  ) {
    this.facetCache = caches.define("catalogue.facets", { family: "catalogue" });
    this.countCache = caches.define("catalogue.counts", { family: "catalogue" });
    this.homeCache = caches.define("catalogue.home", { family: "catalogue", max: 50 });
    this.listingCache = caches.define("catalogue.listing", { family: "catalogue" });
  }

  /** Every category (a few dozen rows, cached). */
  async allCategories(): Promise<CategoryRow[]> {
    return (await this.reference.get()).categories;
  }

  /** Every manufacturer (cached). */
  async allBrands(): Promise<ManufacturerRow[]> {
    return (await this.reference.get()).manufacturers;
  }

  /**
   * One page of products for a listing, with facets, the category and breadcrumbs. Every shopper of a
   * brand who is (or is not) signed in gets the same answer, so it is kept for a short while.
   * `pageSize`: a listing page's 24, or fewer for the search dropdown's first products.
   */
  listing(query: ListingQuery, viewer: Viewer, pageSize = listingPageSize): Promise<Listing> {
    const key = JSON.stringify([viewer.brand.id, viewer.signedIn, query, pageSize]);
    return this.listingCache.get(key, () => this.loadListing(query, viewer, pageSize));
  }

  private async loadListing(query: ListingQuery, viewer: Viewer, pageSize: number): Promise<Listing> {
    const allCategories = await this.allCategories();
    const category = query.category ? allCategories.find((c) => c.uri === query.category) : undefined;
    if (query.category && !category) throw new AppError("not_found", "We couldn't find that category");
    const scope: SQL[] = category ? [categoryScope(category)] : [];
    const brand = viewer.brand;
    const {
      filters: chosen,
      brandIds,
      hidePrices,
      sort,
    } = listingFilters(query, await this.allBrands(), viewer);
    const filters: SQL[] = [...scope, ...chosen];
    const where = filters.length > 0 ? and(...filters) : undefined;

    const countKey = JSON.stringify([
      category?.id ?? 0,
      brandIds,
      query.priceMin,
      query.priceMax,
      query.spec,
    ]);
    const [totalItems, facets] = await Promise.all([
      this.countCache.get(countKey, async () =>
        Number((await this.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0),
      ),
      this.facets(category?.id ?? 0, scope),
    ]);
    const pages = pageCount(totalItems, pageSize);
    if (query.page > pages) {
      throw new AppError(
        "invalid",
        `page: There ${pages === 1 ? "is only 1 page" : `are only ${pages} pages`} of products`,
      );
    }
    // First the page's ids, read in order from the scope's index; then their details. One query
    // with the joins makes the planner sort the whole category instead.
    const pageIds = await this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderBy[sort])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    const ids = pageIds.map((r) => r.id);
    const details =
      ids.length === 0
        ? []
        : await this.reference.name(
            await this.db.select(productColumns).from(products).where(inArray(products.id, ids)),
          );
    const rows = ids.flatMap((id) => details.filter((d) => d.id === id));

    const parent = category?.parentId ? allCategories.find((c) => c.id === category.parentId) : undefined;
    return {
      items: rows.map((row) => toProductSummary(row, brand, viewer.signedIn)),
      pagination: {
        id: category ? `category-${category.uri}` : "products",
        currentPage: query.page,
        totalItems,
        itemsPerPage: pageSize,
      },
      facets: hidePrices ? { ...facets, priceRange: null } : facets,
      category: category
        ? {
            title: category.title,
            uri: category.uri,
            description: category.description,
            subCategories: await this.subCategoryCounts(category, allCategories),
          }
        : null,
      breadcrumbs: [
        ...(parent ? [{ title: parent.title, uri: `/c/${parent.uri}` }] : []),
        ...(category ? [{ title: category.title, uri: "" }] : [{ title: "All products", uri: "" }]),
      ],
    };
  }

  private async subCategoryCounts(category: CategoryRow, all: CategoryRow[]) {
    const children = all.filter((c) => c.parentId === category.id);
    if (children.length === 0) return [];
    // Each product has exactly one brand, so a leaf's brand counts add up to its product count.
    const counts = await this.db
      .select({ id: categoryFacets.categoryId, n: sql<number>`sum(${categoryFacets.count})::int` })
      .from(categoryFacets)
      .where(
        and(
          eq(categoryFacets.kind, "brand"),
          inArray(
            categoryFacets.categoryId,
            children.map((c) => c.id),
          ),
        ),
      )
      .groupBy(categoryFacets.categoryId);
    return children.map((c) => ({
      title: c.title,
      uri: c.uri,
      productCount: Number(counts.find((x) => x.id === c.id)?.n ?? 0),
    }));
  }

  /** The specification names a category's page offers as filters, in its order (its cached facets). */
  async specFacetNames(category: CategoryRow): Promise<string[]> {
    const facets = await this.facets(category.id, [categoryScope(category)]);
    return facets.specs.map((s) => s.name);
  }

  /** Facets of the whole category (not of the current filters), from the precomputed counts. */
  private facets(categoryId: number, scope: SQL[]): Promise<Facets> {
    return this.facetCache.get(String(categoryId), async () => {
      const [rows, [range]] = await Promise.all([
        this.db
          .select()
          .from(categoryFacets)
          .where(eq(categoryFacets.categoryId, categoryId))
          .orderBy(asc(categoryFacets.kind), asc(categoryFacets.name), asc(categoryFacets.label)),
        this.db
          .select({ min: sql<number>`min(${products.price})`, max: sql<number>`max(${products.price})` })
          .from(products)
          .where(and(isNotNull(products.price), ...scope)),
      ]);
      const brandFacet = rows.filter((r) => r.kind === "brand");
      const total = brandFacet.reduce((sum, r) => sum + r.count, 0);
      const specs =
        categoryId === 0
          ? []
          : categorySpecFacets(
              rows.filter((r) => r.kind === "spec"),
              total,
            );
      return {
        brands: brandFacet.map((b) => ({ value: b.value, label: b.label, count: b.count })),
        priceRange: range?.min != null ? { min: Number(range.min), max: Number(range.max) } : null,
        specs,
      };
    });
  }

  /** Manufacturers with their product counts. */
  async brandList(): Promise<BrandSummary[]> {
    const [rows, counts] = await Promise.all([
      this.allBrands(),
      // Category 0 of the facet counts is the whole catalogue: no scan of the products per call.
      this.db
        .select({ uri: categoryFacets.value, n: categoryFacets.count })
        .from(categoryFacets)
        .where(and(eq(categoryFacets.categoryId, 0), eq(categoryFacets.kind, "brand"))),
    ]);
    const byUri = new Map(counts.map((c) => [c.uri, Number(c.n)]));
    return rows.map((b) => ({
      name: b.name,
      uri: b.uri,
      description: b.description,
      country: b.country,
      promoted: b.promoted,
      productCount: byUri.get(b.uri) ?? 0,
      logo: `/media/brand/${b.uri}.svg`,
    }));
  }

  /** One manufacturer, or not_found. */
  async brand(uri: string): Promise<BrandSummary> {
    const found = (await this.brandList()).find((b) => b.uri === uri);
    if (!found) throw new AppError("not_found", "We couldn't find that brand");
    return found;
  }

  /** Promoted categories, products and brands for the home page (cached per brand and sign-in). */
  home(viewer: Viewer): Promise<HomeContent> {
    return this.homeCache.get(`${viewer.brand.id}:${viewer.signedIn}`, () => this.loadHome(viewer));
  }

  private async loadHome(viewer: Viewer): Promise<HomeContent> {
    const [allCategories, rows, brandList, pictures] = await Promise.all([
      this.allCategories(),
      this.db
        .select(productColumns)
        .from(products)
        .where(eq(products.promoted, true))
        .orderBy(asc(products.id))
        .limit(8)
        .then((found) => this.reference.name(found)),
      this.brandList(),
      // One product picture stands for each top-level category.
      this.db
        .selectDistinctOn([products.topCategoryId], { topId: products.topCategoryId, image: products.image })
        .from(products)
        .orderBy(products.topCategoryId, asc(products.id)),
    ]);
    const brand = viewer.brand;
    return {
      categories: allCategories
        .filter((c) => c.parentId === null && c.promoted)
        .map((c) => ({
          title: c.title,
          uri: c.uri,
          description: c.description,
          image: pictures.find((p) => Number(p.topId) === c.id)?.image ?? "/media/product/box/1.svg",
        })),
      products: rows.map((row) => toProductSummary(row, brand, viewer.signedIn)),
      brands: brandList.filter((b) => b.promoted),
    };
  }

  /**
   * Every public address of the store for a brand's country but the products (those are counted: at
   * 100,000 products a list of them all made the sitemap page take 10 s; the XML sitemap lists them).
   */
  async sitemap(brand: Brand): Promise<Sitemap> {
    const country = brand.country;
    const [allCategories, brandList, productCount, storeRows, pageRows] = await Promise.all([
      this.allCategories(),
      this.allBrands(),
      this.productCount(),
      this.db
        .select({ title: stores.name, uri: stores.storeUri })
        .from(stores)
        .where(eq(stores.country, country))
        .orderBy(asc(stores.name)),
      this.db
        .select({ title: staticPages.title, uri: staticPages.uri })
        .from(staticPages)
        .orderBy(asc(staticPages.title)),
    ]);
    return {
      categories: allCategories.map((c) => ({
        title: c.title,
        uri: c.uri,
        parentUri: allCategories.find((p) => p.id === c.parentId)?.uri ?? null,
      })),
      brands: brandList.map((b) => ({ title: b.name, uri: b.uri })),
      productCount,
      stores: storeRows,
      pages: pageRows,
    };
  }

  /** How many products the catalogue has. */
  async productCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(products);
    return Number(row?.n ?? 0);
  }

  /**
   * The addresses of `limit` products from the `offset`-th, in id order (a part of the XML sitemap). Read
   * 5,000 at a time from the id index: one 50,000-row read held the single PGlite connection about a
   * second, and every page waited behind it.
   */
  async productUris(offset: number, limit: number): Promise<string[]> {
    const [first] = await this.db
      .select({ id: products.id })
      .from(products)
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
        .where(gt(products.id, afterId))
        .orderBy(asc(products.id))
        .limit(Math.min(5000, limit - uris.length));
      for (const row of rows) uris.push(row.uri);
      const last = rows.at(-1);
      if (!last) break;
      afterId = last.id;
    }
    return uris;
  }
}
