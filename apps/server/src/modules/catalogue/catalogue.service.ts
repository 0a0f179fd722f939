import { type Assortment, brandAssortments, brandSells } from "@store/domain/brand-assortment";
import type { Brand, BrandId } from "@store/domain/brands";
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
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import { AppError } from "../../http/app-error.ts";
import type {
  CategoryRow,
  ManufacturerRow,
  ProductFilter,
  ProductReadModel,
} from "../product/product.read-model.ts";
import type { PromotionService } from "../promotion/promotion.service.ts";
import type { StaticPagesService } from "../static-pages/static-pages.service.ts";
import type { StoreService } from "../store/store.service.ts";

type Facets = Listing["facets"];

/**
 * A listing query's choices as a product filter (brands, price bounds in cents, specifications) and the
 * sort to use. Hidden prices ('Login for Price', signed out) must not leak through filtering or
 * ordering by price either. `narrowed`: whether the shopper chose anything that narrows the products.
 */
export function listingFilters(
  query: Pick<ListingQuery, "brand" | "priceMin" | "priceMax" | "spec" | "sort">,
  brandRows: ManufacturerRow[],
  viewer: Pick<Viewer, "brand" | "signedIn">,
): { filter: ProductFilter; narrowed: boolean; hidePrices: boolean; sort: ListingQuery["sort"] } {
  const brandIds = query.brand?.map((uri) => {
    const found = brandRows.find((b) => b.uri === uri);
    if (!found) throw new AppError("invalid", `brand: '${uri}' is not one of our brands`);
    return found.id;
  });
  const hidePrices = viewer.brand.loginForPrice && !viewer.signedIn;
  const filter: ProductFilter = {
    // ADR 064: every listing and search holds only what the brand sells
    assortment: brandAssortments[viewer.brand.id],
    brandIds,
    priceMin: !hidePrices && query.priceMin !== undefined ? query.priceMin * 100 : undefined,
    priceMax: !hidePrices && query.priceMax !== undefined ? query.priceMax * 100 : undefined,
    specs: query.spec,
  };
  const narrowed =
    brandIds !== undefined ||
    filter.priceMin !== undefined ||
    filter.priceMax !== undefined ||
    query.spec.length > 0;
  const sort = hidePrices && query.sort.startsWith("price") ? "relevance" : query.sort;
  return { filter, narrowed, hidePrices, sort };
}

/** Category pages, the product landing and brand pages: filtered, sorted, paginated product lists. */
export class CatalogueService {
  private readonly facetCache: NamedCache<Facets>;
  // Counts of a filter combination change only when the catalogue does
  private readonly countCache: NamedCache<number>;
  private readonly homeCache: NamedCache<HomeContent>;
  private readonly listingCache: NamedCache<Listing>;

  constructor(
    private readonly products: ProductReadModel,
    private readonly stores: StoreService,
    private readonly pages: StaticPagesService,
    private readonly promotions: PromotionService,
    caches: CacheRegistry,
  ) {
    this.facetCache = caches.define("catalogue.facets", { family: "catalogue" });
    this.countCache = caches.define("catalogue.counts", { family: "catalogue" });
    this.homeCache = caches.define("catalogue.home", { family: "catalogue", max: 50 });
    this.listingCache = caches.define("catalogue.listing", { family: "catalogue" });
  }

  /** Every category (a few dozen rows, cached). */
  async allCategories(): Promise<CategoryRow[]> {
    return (await this.products.names()).categories;
  }

  /** Every manufacturer (cached). */
  async allBrands(): Promise<ManufacturerRow[]> {
    return (await this.products.names()).manufacturers;
  }

  /**
   * One page of products for a listing, with facets, the category and breadcrumbs. Every shopper of a
   * brand who is (or is not) signed in gets the same answer, so it is kept for a short while.
   * `pageSize`: a listing page's 24, or fewer for the search dropdown's first products.
   */
  listing(
    query: ListingQuery,
    viewer: Viewer,
    pageSize = listingPageSize,
    unsold: "not_found" | "empty" = "not_found",
  ): Promise<Listing> {
    // ADR 064: a category page of a category the brand does not sell is not on its site
    if (unsold === "not_found" && query.category && !brandSells(viewer.brand.id, query.category))
      throw new AppError("not_found", "We couldn't find that category");
    const key = JSON.stringify([viewer.brand.id, viewer.signedIn, query, pageSize]);
    return this.listingCache.get(key, () => this.loadListing(query, viewer, pageSize));
  }

  private async loadListing(query: ListingQuery, viewer: Viewer, pageSize: number): Promise<Listing> {
    const allCategories = await this.allCategories();
    const category = query.category ? allCategories.find((c) => c.uri === query.category) : undefined;
    if (query.category && !category) throw new AppError("not_found", "We couldn't find that category");
    const brand = viewer.brand;
    const { filter: chosen, hidePrices, sort } = listingFilters(query, await this.allBrands(), viewer);
    // A promotion's or the sale's products (ADR 050): the same listing over their ids
    const scope = query.promotion
      ? ({ promotion: query.promotion } as const)
      : query.sale
        ? ({ sale: true } as const)
        : null;
    const scopeIds = scope ? await this.promotions.scopeProductIds(brand.id, scope) : undefined;
    const filter: ProductFilter = { ...chosen, category, ...(scopeIds ? { ids: scopeIds } : {}) };
    const saleIds = await this.promotions.saleProductIds(brand.id);

    const countKey = JSON.stringify([
      filter.assortment,
      category?.id ?? 0,
      chosen.brandIds,
      query.priceMin,
      query.priceMax,
      query.spec,
      scopeIds ?? null,
    ]);
    const [totalItems, facets, saleCount] = await Promise.all([
      this.countCache.get(countKey, () => this.products.count(filter)),
      scopeIds
        ? this.scopeFacets(category ?? null, scopeIds, filter.assortment)
        : category || filter.assortment === "everything"
          ? this.facets(category ?? null)
          : this.scopeFacets(null, undefined, filter.assortment),
      // A category page tells how many of its products are in the sale (its category badge)
      category && !scopeIds && saleIds.size > 0
        ? this.countCache.get(JSON.stringify(["sale", category.id, [...saleIds]]), () =>
            this.products.count({ category, ids: [...saleIds], assortment: filter.assortment }),
          )
        : Promise.resolve(0),
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
    const ids = await this.products.pageIds(filter, sort, pageSize, (query.page - 1) * pageSize);
    const items = (await this.products.summaries(ids, { brand, signedIn: viewer.signedIn })).map((item) =>
      saleIds.has(item.productId) ? { ...item, inSale: true } : item,
    );

    const parent = category?.parentId ? allCategories.find((c) => c.id === category.parentId) : undefined;
    return {
      items,
      pagination: {
        id: query.promotion
          ? `promotion-${query.promotion}`
          : query.sale
            ? "sale"
            : category
              ? `category-${category.uri}`
              : "products",
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
      saleCount,
    };
  }

  /**
   * Facets of a promotion's or the sale's products (within a category when one is chosen): their
   * brands with counts and their price range, counted over those products only.
   */
  private scopeFacets(
    category: CategoryRow | null,
    ids: number[] | undefined,
    assortment: Assortment | undefined,
  ): Promise<Facets> {
    const key = JSON.stringify([category?.id ?? 0, ids ?? null, assortment ?? null]);
    return this.facetCache.get(`scope:${key}`, async () => {
      const filter: ProductFilter = { category, ids, assortment };
      const [spans, priceRange, brandRows] = await Promise.all([
        this.products.brandSpans(filter, "one-leaf"),
        this.products.priceRange(filter),
        this.allBrands(),
      ]);
      const brands = spans
        .map((span) => {
          const row = brandRows.find((b) => b.id === span.brandId);
          return row ? { value: row.uri, label: row.name, count: span.n } : null;
        })
        .filter((b): b is NonNullable<typeof b> => b !== null)
        .sort((a, b) => a.label.localeCompare(b.label));
      return { brands, priceRange, specs: [] };
    });
  }

  private async subCategoryCounts(category: CategoryRow, all: CategoryRow[]) {
    const children = all.filter((c) => c.parentId === category.id);
    if (children.length === 0) return [];
    // Each product has exactly one brand, so a leaf's brand counts add up to its product count.
    const counts = await this.products.productCounts(children.map((c) => c.id));
    return children.map((c) => ({
      title: c.title,
      uri: c.uri,
      productCount: counts.get(c.id) ?? 0,
    }));
  }

  /** The specification names a category's page offers as filters, in its order (its cached facets). */
  async specFacetNames(category: CategoryRow): Promise<string[]> {
    const facets = await this.facets(category);
    return facets.specs.map((s) => s.name);
  }

  /** Facets of the whole category (not of the current filters), from the precomputed counts. */
  private facets(category: CategoryRow | null): Promise<Facets> {
    const categoryId = category?.id ?? 0;
    return this.facetCache.get(String(categoryId), async () => {
      const [rows, priceRange] = await Promise.all([
        this.products.facetRows(categoryId),
        this.products.priceRange({ category }),
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
        priceRange,
        specs,
      };
    });
  }

  /**
   * Manufacturers with their product counts; for a brand selling less (ADR 064), counted over its
   * top-level categories and only the makers it has products of.
   */
  async brandList(brandId?: BrandId): Promise<BrandSummary[]> {
    const assortment = brandId ? brandAssortments[brandId] : "everything";
    const tops =
      assortment === "everything"
        ? [0]
        : (await this.allCategories())
            .filter((c) => c.parentId === null && brandSells(brandId ?? "wa", c.uri))
            .map((c) => c.id);
    const [rows, counts] = await Promise.all([
      this.allBrands(),
      // Category 0 of the facet counts is the whole catalogue: no scan of the products per call.
      this.products.brandCounts(tops),
    ]);
    const byUri = new Map<string, number>();
    for (const c of counts) byUri.set(c.uri, (byUri.get(c.uri) ?? 0) + c.n);
    const sold = assortment === "everything" ? rows : rows.filter((b) => byUri.has(b.uri));
    return sold.map((b) => ({
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
  async brand(uri: string, brandId?: BrandId): Promise<BrandSummary> {
    const found = (await this.brandList(brandId)).find((b) => b.uri === uri);
    if (!found) throw new AppError("not_found", "We couldn't find that brand");
    return found;
  }

  /** Promoted categories, products and brands for the home page (cached per brand and sign-in). */
  home(viewer: Viewer): Promise<HomeContent> {
    return this.homeCache.get(`${viewer.brand.id}:${viewer.signedIn}`, () => this.loadHome(viewer));
  }

  private async loadHome(viewer: Viewer): Promise<HomeContent> {
    const brand = viewer.brand;
    const [allCategories, items, brandList, pictures] = await Promise.all([
      this.allCategories(),
      this.products
        .promotedIds(8, brandAssortments[brand.id])
        .then((ids) => this.products.summaries(ids, { brand, signedIn: viewer.signedIn })),
      this.brandList(brand.id),
      // One product picture stands for each top-level category.
      this.products.topCategoryPictures(),
    ]);
    return {
      categories: allCategories
        .filter((c) => c.parentId === null && c.promoted && brandSells(brand.id, c.uri))
        .map((c) => ({
          title: c.title,
          uri: c.uri,
          description: c.description,
          image: pictures.get(c.id) ?? "/media/product/box/1.svg",
        })),
      products: items,
      brands: brandList.filter((b) => b.promoted),
    };
  }

  /**
   * Every public address of the store for a brand's country but the products (those are counted: at
   * 100,000 products a list of them all made the sitemap page take 10 s; the XML sitemap lists them).
   */
  async sitemap(brand: Brand): Promise<Sitemap> {
    const [allCategories, brandList, productCount, storeList, pageRows] = await Promise.all([
      this.allCategories(),
      this.brandList(brand.id),
      this.productCount(brand.id),
      this.stores.list(brand.country),
      this.pages.list(brand.id),
    ]);
    return {
      // ADR 064: only the categories the brand sells
      categories: allCategories
        .filter((c) => brandSells(brand.id, c.uri))
        .map((c) => ({
          title: c.title,
          uri: c.uri,
          parentUri: allCategories.find((p) => p.id === c.parentId)?.uri ?? null,
        })),
      brands: brandList.map((b) => ({ title: b.name, uri: b.uri })),
      productCount,
      stores: storeList.map((s) => ({ title: s.name, uri: s.storeUri })),
      pages: pageRows,
    };
  }

  /** How many products a brand sells (ADR 064). */
  productCount(brandId: BrandId): Promise<number> {
    return this.products.count({ assortment: brandAssortments[brandId] });
  }

  /** The addresses of `limit` products a brand sells from the `offset`-th, in id order (a part of the XML sitemap). */
  productUris(brandId: BrandId, offset: number, limit: number): Promise<string[]> {
    return this.products.uris(offset, limit, brandAssortments[brandId]);
  }
}
