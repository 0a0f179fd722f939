import type { BrandId } from "@store/domain/brands";
import type { ProductPromotions, Promotion, PromotionRedemption } from "@store/domain/promotion.schema";
import { isPromotionRunning } from "@store/domain/promotion-rules";
import { and, eq, inArray } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { SaleService } from "../sale/sale.service.ts";
import { type PromotionThumbnailRow, promotionProducts, promotions } from "./promotion.tables.ts";

/** A promotion of a brand with its products, as kept in memory. */
interface PromotionEntry {
  path: string;
  saleId: number | null;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  thumbnail: PromotionThumbnailRow;
  rewardLabel: string;
  redemption: PromotionRedemption;
  link: string | null;
  productIds: ReadonlySet<number>;
}

/** What a listing asks for: one promotion's products, or the products of the sale on now. */
export type PromotionScope = { promotion: string } | { sale: true };

/** A promotion a product is in, as the cart prices it (ADR 050). */
export interface ProductOffer {
  path: string;
  rewardLabel: string;
  redemption: PromotionRedemption;
  /** Part of the sale on now (the checkout's sale banner). */
  inSale: boolean;
}

/**
 * The brands' promotions (ADR 050): which run when, on which products, and which belong to the sale on
 * now. A brand's promotions and their product ids are few (tens of promotions, tens of products each),
 * so they are read once per catalogue cache window and every question is answered from memory; a
 * date override answers as the promotions would be on that date.
 */
export class PromotionService {
  private readonly cache: NamedCache<PromotionEntry[]>;

  constructor(
    private readonly db: Db,
    private readonly sales: SaleService,
    private readonly products: ProductReadModel,
    caches: CacheRegistry,
  ) {
    // Promotion products are catalogue data: listings built from them are kept as long as they are
    this.cache = caches.define("promotions", { family: "catalogue", max: 20 });
  }

  /** The brand's promotions running at `at` (now by default), ending soonest first. */
  async list(brand: BrandId, at = new Date(), override = false): Promise<Promotion[]> {
    const [entries, saleId] = await Promise.all([this.entries(brand), this.saleId(brand, at, override)]);
    return entries
      .filter((e) => isPromotionRunning(e, at))
      .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate) || a.path.localeCompare(b.path))
      .map((e) => toPromotion(e, saleId));
  }

  /** One running promotion by its path, or not_found (unknown, another brand's, not started or over). */
  async byPath(brand: BrandId, path: string, at = new Date(), override = false): Promise<Promotion> {
    const found = (await this.list(brand, at, override)).find((p) => p.path === path);
    if (!found) throw new AppError("not_found", "We couldn't find that promotion: it may have ended");
    return found;
  }

  /** The promotions a product (by sku) is in at `at`, and whether it is in the sale; not_found for an unknown sku. */
  async forProduct(
    brand: BrandId,
    sku: string,
    at = new Date(),
    override = false,
  ): Promise<ProductPromotions> {
    const [product] = await this.products.idsOfSkus([sku]);
    if (!product) throw new AppError("not_found", "We couldn't find that product");
    const [entries, saleId] = await Promise.all([this.entries(brand), this.saleId(brand, at, override)]);
    const mine = entries.filter((e) => e.productIds.has(product.id) && isPromotionRunning(e, at));
    return {
      sku: product.sku,
      promotions: mine
        .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate) || a.path.localeCompare(b.path))
        .map((e) => toPromotion(e, saleId)),
      inSale: mine.some((e) => saleId !== null && e.saleId === saleId),
    };
  }

  /**
   * The product ids of a listing scope at `at`: a running promotion's (not_found otherwise), or the
   * products of every running promotion of the sale on now (none when no sale is on).
   */
  async scopeProductIds(brand: BrandId, scope: PromotionScope, at = new Date()): Promise<number[]> {
    const entries = await this.entries(brand);
    if ("promotion" in scope) {
      const entry = entries.find((e) => e.path === scope.promotion && isPromotionRunning(e, at));
      if (!entry) throw new AppError("not_found", "We couldn't find that promotion: it may have ended");
      return [...entry.productIds].sort((a, b) => a - b);
    }
    return [...(await this.saleProductIds(brand, at))].sort((a, b) => a - b);
  }

  /** The ids of the products in the sale on now: those of its running promotions. */
  async saleProductIds(brand: BrandId, at = new Date()): Promise<Set<number>> {
    const [entries, saleId] = await Promise.all([this.entries(brand), this.sales.currentId(brand)]);
    const ids = new Set<number>();
    if (saleId === null) return ids;
    for (const e of entries) {
      if (e.saleId === saleId && isPromotionRunning(e, at)) for (const id of e.productIds) ids.add(id);
    }
    return ids;
  }

  /** The running promotions of some products, by product id (the cart's bonus rewards, ADR 050). */
  async offersFor(
    brand: BrandId,
    productIds: readonly number[],
    at = new Date(),
  ): Promise<Map<number, ProductOffer[]>> {
    const offers = new Map<number, ProductOffer[]>();
    if (productIds.length === 0) return offers;
    const [entries, saleId] = await Promise.all([this.entries(brand), this.sales.currentId(brand)]);
    const running = entries
      .filter((e) => isPromotionRunning(e, at))
      .sort((a, b) => a.path.localeCompare(b.path));
    for (const id of productIds) {
      const mine = running
        .filter((e) => e.productIds.has(id))
        .map((e) => ({
          path: e.path,
          rewardLabel: e.rewardLabel,
          redemption: e.redemption,
          inSale: saleId !== null && e.saleId === saleId,
        }));
      if (mine.length > 0) offers.set(id, mine);
    }
    return offers;
  }

  /** The sale on at `at`: now's is cached by the sale service, an override's is read for the date. */
  private saleId(brand: BrandId, at: Date, override: boolean): Promise<number | null> {
    return this.sales.currentId(brand, override ? at : undefined);
  }

  /** Every active promotion of a brand with its product ids (cached). */
  private entries(brand: BrandId): Promise<PromotionEntry[]> {
    return this.cache.get(brand, async () => {
      const rows = await this.db
        .select()
        .from(promotions)
        .where(and(eq(promotions.brand, brand), eq(promotions.active, true)));
      if (rows.length === 0) return [];
      const links = await this.db
        .select({ promotionId: promotionProducts.promotionId, productId: promotionProducts.productId })
        .from(promotionProducts)
        .where(
          inArray(
            promotionProducts.promotionId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) => ({
        path: r.path,
        saleId: r.saleId,
        title: r.title,
        description: r.description,
        startDate: r.startsAt.toISOString(),
        endDate: r.endsAt.toISOString(),
        thumbnail: r.thumbnail,
        rewardLabel: r.rewardLabel,
        redemption: r.redemption,
        link: r.link,
        productIds: new Set(links.filter((l) => l.promotionId === r.id).map((l) => l.productId)),
      }));
    });
  }
}

function toPromotion(e: PromotionEntry, saleId: number | null): Promotion {
  return {
    path: e.path,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    thumbnailImg: e.thumbnail,
    rewardLabel: e.rewardLabel,
    redemption: e.redemption,
    link: e.link ?? `/promotion/${e.path}`,
    description: e.description,
    inSale: saleId !== null && e.saleId === saleId,
    productCount: e.productIds.size,
  };
}
