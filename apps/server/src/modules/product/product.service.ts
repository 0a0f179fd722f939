import { brandSells } from "@store/domain/brand-assortment";
import { hasProformaDelivery } from "@store/domain/cart";
import { constants } from "@store/domain/constants";
import { payablePrice, priceHistoryToday } from "@store/domain/pricing";
import type {
  CompetitorPrice,
  OpenGraph,
  PricePoint,
  ProductDetail,
  Specification,
  StockResponse,
} from "@store/domain/product.schema";
import { productStockStatus, type StockStatus, storeStockStatus } from "@store/domain/stock-status";
import { type UpsellOptions, upsellOptionsFor } from "@store/domain/upsell-options";
import type { Viewer } from "@store/domain/viewer";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { StoreService } from "../store/store.service.ts";
import type { CatalogueReference } from "./catalogue-reference.ts";
import { summaryColumns } from "./product.read-model.ts";
import {
  competitorPrices,
  priceHistory,
  productReviewSummaries,
  products,
  stockLevels,
} from "./product.tables.ts";
import { type ProductRow, toProductSummary } from "./product-view.ts";

type FullRow = ProductRow & {
  description: string;
  images: string[];
  keyFeatures: string[];
  specifications: Specification[];
  missingParts: string | null;
  variationGroup: string | null;
  subItems: string[];
};

/** Product pages and the product calls of the spec (storefront s.7 "Product"). */
export class ProductService {
  private readonly detailCache: NamedCache<ProductDetail>;

  constructor(
    private readonly db: Db,
    private readonly reference: CatalogueReference,
    private readonly stores: StoreService,
    private readonly settings: SettingsService,
    caches: CacheRegistry,
  ) {
    this.detailCache = caches.define("product.detail", { family: "catalogue" });
  }

  private async findRow(where: SQL): Promise<FullRow & { onlineQuantity: number }> {
    const [row] = await this.db
      .select({
        ...summaryColumns,
        description: products.description,
        images: products.images,
        keyFeatures: products.keyFeatures,
        specifications: products.specifications,
        missingParts: products.missingParts,
        variationGroup: products.variationGroup,
        subItems: products.subItems,
        onlineQuantity: sql<number>`(select coalesce(sum(${stockLevels.quantity}), 0)::int from ${stockLevels} where ${stockLevels.productId} = ${products.id})`,
      })
      .from(products)
      .where(where)
      .limit(1);
    if (!row) throw new AppError("not_found", "We couldn't find that product");
    return this.reference.nameOne(row);
  }

  /** A product row by uri, id or sku, with its online stock. */
  find(
    by: { uri: string } | { id: number } | { sku: string },
  ): Promise<FullRow & { onlineQuantity: number }> {
    return this.findRow(byKey(by));
  }

  /** The summary columns of a product by sku: what calls about one product need to answer. */
  private async findSummary(sku: string): Promise<ProductRow> {
    const [row] = await this.db.select(summaryColumns).from(products).where(byKey({ sku })).limit(1);
    if (!row) throw new AppError("not_found", "We couldn't find that product");
    return this.reference.nameOne(row);
  }

  /**
   * A product's stock status (ADR 045) from its units on hand; the ProformaDeliveryBrands setting names
   * the makers who deliver from their own warehouse, whose stock we cannot see.
   */
  private async stockStatus(
    row: Pick<ProductRow, "conditionType" | "brandName">,
    onHand: number,
    viewer: Viewer,
  ): Promise<StockStatus> {
    if (onHand > 0) return "inStock";
    const setting = (await this.settings.list(viewer.brand.id)).find(
      (s) => s.name === "ProformaDeliveryBrands",
    );
    return productStockStatus({
      onHand,
      conditionType: row.conditionType,
      supplierHeld: hasProformaDelivery([row.brandName], setting?.value),
    });
  }

  /** The full product page data; the same for every shopper of a brand who is (or is not) signed in. */
  async detail(
    by: { uri: string } | { id: number } | { sku: string },
    viewer: Viewer,
  ): Promise<ProductDetail> {
    const key = JSON.stringify([viewer.brand.id, viewer.signedIn, by]);
    const [detail, features] = await Promise.all([
      this.detailCache.get(key, () => this.loadDetail(by, viewer)),
      this.settings.features(viewer.brand.id),
    ]);
    // ADR 058: the summary follows the brand's flag at once, whatever the cached page holds
    return features.reviewSummaries ? detail : { ...detail, reviewSummary: null };
  }

  private async loadDetail(
    by: { uri: string } | { id: number } | { sku: string },
    viewer: Viewer,
  ): Promise<ProductDetail> {
    const row = await this.find(by);
    // ADR 064: a product outside the brand's assortment is not on that brand's site
    if (!brandSells(viewer.brand.id, row.categoryUri))
      throw new AppError("not_found", "We couldn't find that product");
    const [variations, reference, stockStatus, [review]] = await Promise.all([
      row.variationGroup
        ? this.db
            .select({ sku: products.sku, uri: products.uri, title: products.title })
            .from(products)
            .where(eq(products.variationGroup, row.variationGroup))
            .orderBy(asc(products.id))
        : Promise.resolve([]),
      this.reference.get(),
      this.stockStatus(row, Number(row.onlineQuantity), viewer),
      this.db
        .select()
        .from(productReviewSummaries)
        .where(eq(productReviewSummaries.productId, row.id))
        .limit(1),
    ]);
    const leaf = reference.categoryById.get(row.categoryId);
    const top = leaf?.parentId ? reference.categoryById.get(leaf.parentId) : undefined;
    return {
      ...toProductSummary(row, viewer.brand, viewer.signedIn),
      description: row.description,
      images: row.images,
      keyFeatures: row.keyFeatures,
      specifications: row.specifications,
      missingParts: row.missingParts,
      productVariationGroup: {
        items: variations.map((v) => ({
          label: variationLabel(v.title, row.title),
          isActive: v.sku === row.sku,
          uri: v.uri,
          sku: v.sku,
        })),
      },
      breadcrumbs: [
        ...(top ? [{ title: top.title, uri: `/c/${top.uri}` }] : []),
        ...(leaf ? [{ title: leaf.title, uri: `/c/${leaf.uri}` }] : []),
        { title: row.title, uri: "" },
      ],
      quantity: Number(row.onlineQuantity),
      stockStatus,
      subItems: row.subItems,
      reviewSummary: review
        ? { rating: review.ratingTenths / 10, count: review.reviewCount, summary: review.summary }
        : null,
    };
  }

  /** Key features of a product. */
  async features(by: { id: number } | { sku: string }): Promise<string[]> {
    return (await this.find(by)).keyFeatures;
  }

  /** Specification rows grouped as the page shows them. */
  async specifications(
    by: { id: number } | { sku: string },
  ): Promise<{ group: string; items: { name: string; value: string }[] }[]> {
    const groups = new Map<string, { name: string; value: string }[]>();
    for (const spec of (await this.find(by)).specifications) {
      groups.set(spec.group, [...(groups.get(spec.group) ?? []), { name: spec.name, value: spec.value }]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }

  /** Open-graph data for the product page. */
  async meta(id: number, viewer: Viewer, origin: string): Promise<OpenGraph> {
    const row = await this.find({ id });
    const large = constants.openGraphImageSizes[2];
    return {
      title: `${row.title} | ${viewer.brand.name}`,
      url: `${origin}/p/${row.uri}`,
      description: row.description.slice(0, 200),
      type: "product",
      image: { url: `${origin}${row.image}`, width: large.width, height: large.height },
    };
  }

  /** Warranty and installation options with prices (hidden with the price for 'Login for Price'). */
  async upsellOptions(sku: string, viewer: Viewer): Promise<UpsellOptions> {
    const row = await this.findSummary(sku);
    const options = upsellOptionsFor({ sku: row.sku, price: row.price, categoryUri: row.categoryUri });
    if (viewer.brand.loginForPrice && !viewer.signedIn) return { ...options, warranties: [], installs: [] };
    return options;
  }

  /**
   * The price over time, oldest first, ending at the price the shopper pays today (line discount
   * included; ADR 053), so the chart's headline agrees with the price block. Empty for 'Request Price'.
   */
  async priceHistory(sku: string, viewer: Viewer): Promise<PricePoint[]> {
    const row = await this.findSummary(sku);
    if (viewer.brand.loginForPrice && !viewer.signedIn) return [];
    const points = await this.db
      .select({ changedAt: priceHistory.changedAt, price: priceHistory.price })
      .from(priceHistory)
      .where(eq(priceHistory.productId, row.id))
      .orderBy(asc(priceHistory.changedAt));
    return priceHistoryToday(
      points.map((p) => ({ date: p.changedAt.toISOString().slice(0, 10), price: p.price })),
      payablePrice(row.price, row.lineDiscount),
      new Date().toISOString().slice(0, 10),
    );
  }

  /**
   * The product's stock status and units online, and stock at the chosen store and, with
   * `includeOtherStock`, every other store, the chosen store first.
   */
  async stock(sku: string, viewer: Viewer, includeOtherStock: boolean): Promise<StockResponse> {
    const row = await this.findSummary(sku);
    const [storeList, quantities] = await Promise.all([
      this.stores.list(viewer.brand.country),
      this.db
        .select({ storeId: stockLevels.storeId, quantity: stockLevels.quantity })
        .from(stockLevels)
        .where(eq(stockLevels.productId, row.id)),
    ]);
    const onHand = new Map(quantities.map((q) => [q.storeId, q.quantity]));
    const levels = storeList.map((store) => ({
      storeId: store.id,
      storeName: store.name,
      storeUri: store.storeUri,
      quantity: onHand.get(store.id) ?? 0,
    }));
    const list = levels
      .map((l) => ({
        storeId: l.storeId,
        storeName: l.storeName,
        storeUri: l.storeUri,
        quantity: Number(l.quantity),
        status: storeStockStatus(Number(l.quantity)),
        isSelectedStore: l.storeId === viewer.storeId,
      }))
      .filter((l) => includeOtherStock || l.isSelectedStore);
    const onlineQuantity = levels.reduce((sum, l) => sum + Number(l.quantity), 0);
    return {
      sku: row.sku,
      status: await this.stockStatus(row, onlineQuantity, viewer),
      onlineQuantity,
      stores: list.sort((a, b) => Number(b.isSelectedStore) - Number(a.isSelectedStore)),
    };
  }

  /** Competitors' prices (staff only; the route checks the role). */
  async competitorPrices(sku: string): Promise<CompetitorPrice[]> {
    const row = await this.findSummary(sku);
    const list = await this.db
      .select()
      .from(competitorPrices)
      .where(eq(competitorPrices.productId, row.id))
      .orderBy(asc(competitorPrices.price));
    return list.map((c) => ({
      competitor: c.competitor,
      price: c.price,
      url: c.url,
      checkedAt: c.checkedAt.toISOString(),
    }));
  }
}

function byKey(by: { uri: string } | { id: number } | { sku: string }): SQL {
  if ("uri" in by) return eq(products.uri, by.uri.toLowerCase());
  if ("id" in by) return eq(products.id, by.id);
  return eq(products.sku, by.sku.toUpperCase());
}

/** What tells variations apart: the words of the title that differ from the current product's. */
function variationLabel(title: string, current: string): string {
  const mine = new Set(current.split(" "));
  const different = title.split(" ").filter((w) => !mine.has(w));
  return different.length > 0 ? different.join(" ") : title.split(" ").slice(-1).join(" ");
}
