import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stockLevels } from "./product.tables.ts";

/** Units taken from one store for one product. */
export interface StockTaken {
  productId: number;
  storeId: number;
  quantity: number;
}

/** A product with too few units left to take. */
export interface StockShortage {
  productId: number;
  wanted: number;
  left: number;
}

/**
 * Taking and giving back stock inside an order's transaction (ADR 029). Rows are locked product by
 * product in id order, stores in id order, so two orders never wait on each other crosswise and the
 * second of two orders for the last unit sees what the first left.
 */
export class StockService {
  /**
   * Takes `quantity` of each product (from the fullest stores first, or from `fromStore` alone: cash and
   * carry, ADR 037), or names what is short and takes nothing.
   */
  async take(
    tx: Db,
    wanted: readonly { productId: number; quantity: number }[],
    fromStore: number | null = null,
  ): Promise<{ ok: true; taken: StockTaken[] } | { ok: false; short: StockShortage[] }> {
    const byProduct = new Map<number, number>();
    for (const line of wanted)
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    const ids = [...byProduct.keys()].sort((a, b) => a - b);
    if (ids.length === 0) return { ok: true, taken: [] };
    const rows = await tx
      .select({
        productId: stockLevels.productId,
        storeId: stockLevels.storeId,
        quantity: stockLevels.quantity,
      })
      .from(stockLevels)
      .where(
        fromStore === null
          ? inArray(stockLevels.productId, ids)
          : and(inArray(stockLevels.productId, ids), eq(stockLevels.storeId, fromStore)),
      )
      .orderBy(asc(stockLevels.productId), asc(stockLevels.storeId))
      .for("update");
    const taken: StockTaken[] = [];
    const short: StockShortage[] = [];
    for (const productId of ids) {
      const want = byProduct.get(productId) ?? 0;
      const stores = rows.filter((r) => r.productId === productId && r.quantity > 0);
      const left = stores.reduce((n, r) => n + r.quantity, 0);
      if (left < want) {
        short.push({ productId, wanted: want, left });
        continue;
      }
      let remaining = want;
      for (const store of [...stores].sort((a, b) => b.quantity - a.quantity || a.storeId - b.storeId)) {
        if (remaining === 0) break;
        const n = Math.min(store.quantity, remaining);
        taken.push({ productId, storeId: store.storeId, quantity: n });
        remaining -= n;
      }
    }
    if (short.length > 0) return { ok: false, short };
    for (const t of taken) {
      await tx
        .update(stockLevels)
        .set({ quantity: sql`${stockLevels.quantity} - ${t.quantity}` })
        .where(and(eq(stockLevels.productId, t.productId), eq(stockLevels.storeId, t.storeId)));
    }
    return { ok: true, taken };
  }

  /** What one store lacks of the wanted quantities, read without locks (cash and carry's lookup, ADR 037). */
  async shortAt(
    db: Db,
    wanted: readonly { productId: number; quantity: number }[],
    storeId: number,
  ): Promise<StockShortage[]> {
    const byProduct = new Map<number, number>();
    for (const line of wanted)
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    if (byProduct.size === 0) return [];
    const rows = await db
      .select({ productId: stockLevels.productId, quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(and(inArray(stockLevels.productId, [...byProduct.keys()]), eq(stockLevels.storeId, storeId)));
    return [...byProduct]
      .map(([productId, want]) => ({
        productId,
        wanted: want,
        left: rows.find((r) => r.productId === productId)?.quantity ?? 0,
      }))
      .filter((s) => s.left < s.wanted);
  }

  /** Gives back what an order took (a refused or abandoned payment). */
  async giveBack(tx: Db, taken: readonly StockTaken[]): Promise<void> {
    const sorted = [...taken].sort((a, b) => a.productId - b.productId || a.storeId - b.storeId);
    for (const t of sorted) {
      await tx
        .insert(stockLevels)
        .values({ productId: t.productId, storeId: t.storeId, quantity: t.quantity })
        .onConflictDoUpdate({
          target: [stockLevels.productId, stockLevels.storeId],
          set: { quantity: sql`${stockLevels.quantity} + ${t.quantity}` },
        });
    }
  }
}
