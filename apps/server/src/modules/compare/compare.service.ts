import { brandAssortments } from "@store/domain/brand-assortment";
import { addToCompareList, type CompareAddOutcome } from "@store/domain/compare";
import { type CompareList, type CompareProducts, compareProductOf } from "@store/domain/compare.schema";
import { constants } from "@store/domain/constants";
import type { Viewer } from "@store/domain/viewer";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { SessionService } from "../session/session.service.ts";
import { compareItems } from "./compare.tables.ts";

const limitMessage =
  "Too many products - You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.";

/** The visitor's compare list (at most three products) and the compare page's data. */
export class CompareService {
  private readonly productsCache: NamedCache<CompareProducts>;

  constructor(
    private readonly db: Db,
    private readonly catalogueProducts: ProductReadModel,
    private readonly sessions: SessionService,
    caches: CacheRegistry,
  ) {
    this.productsCache = caches.define("compare.products", { family: "catalogue" });
  }

  /** The list of a session, oldest first. */
  async list(sessionId: string, viewer: Viewer): Promise<CompareList> {
    const items = await this.db
      .select({ productId: compareItems.productId })
      .from(compareItems)
      .where(eq(compareItems.sessionId, sessionId))
      .orderBy(asc(compareItems.addedAt), asc(compareItems.productId));
    const summaries = await this.catalogueProducts.summaries(
      items.map((i) => i.productId),
      viewer,
    );
    return { products: summaries.map(compareProductOf) };
  }

  /** Adds a product unless it is there already; a fourth is refused with the limit message (409). */
  async add(
    sessionId: string,
    sku: string,
    viewer: Viewer,
  ): Promise<{ list: CompareList; outcome: CompareAddOutcome }> {
    // ADR 064: a product the brand does not sell is not found on its site
    const [product] = await this.catalogueProducts.idsOfSkus([sku], brandAssortments[viewer.brand.id]);
    if (!product) throw new AppError("not_found", `We couldn't find a product with sku ${sku}`);
    // A compare item hangs off its session row (a foreign key): the first add writes it
    await this.sessions.ensure(sessionId);
    // One session's adds queue on a lock, so two tabs cannot both add a third product.
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sessionId}))`);
      const current = await tx
        .select({ productId: compareItems.productId })
        .from(compareItems)
        .where(eq(compareItems.sessionId, sessionId))
        .orderBy(asc(compareItems.addedAt));
      const result = addToCompareList(
        current.map((c) => String(c.productId)),
        String(product.id),
      );
      if (result.outcome === "added")
        await tx.insert(compareItems).values({ sessionId, productId: product.id, userId: viewer.userId });
      return result.outcome;
    });
    if (outcome === "limit") throw new AppError("conflict", limitMessage);
    return { list: await this.list(sessionId, viewer), outcome };
  }

  /** Removes a product from the list; one that is not there is a 404. */
  async remove(sessionId: string, sku: string, viewer: Viewer): Promise<CompareList> {
    const [product] = await this.catalogueProducts.idsOfSkus([sku]);
    const deleted = product
      ? await this.db
          .delete(compareItems)
          .where(and(eq(compareItems.sessionId, sessionId), eq(compareItems.productId, product.id)))
          .returning({ productId: compareItems.productId })
      : [];
    if (deleted.length === 0) throw new AppError("not_found", "That product is not in your compare list");
    return this.list(sessionId, viewer);
  }

  /** Side-by-side data for up to three skus, in the order given; unknown skus are listed as missing. */
  products(skus: string[], viewer: Viewer): Promise<CompareProducts> {
    const key = JSON.stringify([viewer.brand.id, viewer.signedIn, skus]);
    return this.productsCache.get(key, () => this.loadProducts(skus, viewer));
  }

  private async loadProducts(skus: string[], viewer: Viewer): Promise<CompareProducts> {
    const wanted = skus.map((s) => s.toUpperCase());
    const keys = await this.catalogueProducts.idsOfSkus(wanted, brandAssortments[viewer.brand.id]);
    const ids = wanted.flatMap((sku) => keys.filter((k) => k.sku === sku).map((k) => k.id));
    const found = await this.catalogueProducts.summariesWithSpecifications(ids, viewer);
    return {
      products: found,
      missing: skus.filter((_, i) => !found.some((r) => r.sku === wanted[i])),
    };
  }

  /**
   * Brings a customer's earlier compare list (left in sessions they signed out of) into the session
   * they just signed in to, up to three products, skipping those it has; the rest of the earlier list
   * is dropped and this list is marked the customer's (ADR 025). Queued per customer, so a retry or a
   * second tab moves nothing twice.
   */
  async adopt(sessionId: string, userId: number): Promise<void> {
    // The items hang off the session row; written before the transaction (PGlite has one connection)
    await this.sessions.ensure(sessionId);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`compare-customer:${userId}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sessionId}))`);
      await tx.update(compareItems).set({ userId }).where(eq(compareItems.sessionId, sessionId));
      const earlier = await tx
        .select({ sessionId: compareItems.sessionId, productId: compareItems.productId })
        .from(compareItems)
        .where(and(eq(compareItems.userId, userId), ne(compareItems.sessionId, sessionId)))
        .orderBy(desc(compareItems.addedAt));
      if (earlier.length === 0) return;
      const current = await tx
        .select({ productId: compareItems.productId })
        .from(compareItems)
        .where(eq(compareItems.sessionId, sessionId));
      const have = new Set(current.map((c) => c.productId));
      const moving = [...new Set(earlier.map((e) => e.productId))]
        .filter((productId) => !have.has(productId))
        .slice(0, Math.max(0, constants.compareLimit - have.size));
      if (moving.length > 0) {
        await tx.insert(compareItems).values(moving.map((productId) => ({ sessionId, productId, userId })));
      }
      await tx
        .delete(compareItems)
        .where(
          and(
            eq(compareItems.userId, userId),
            inArray(compareItems.sessionId, [...new Set(earlier.map((e) => e.sessionId))]),
          ),
        );
    });
  }
}
