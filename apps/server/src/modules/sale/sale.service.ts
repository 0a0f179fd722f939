import type { BrandId } from "@store/domain/brands";
import { constants } from "@store/domain/constants";
import type { Sale } from "@store/domain/sale.schema";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { sales } from "./sale.tables.ts";

const noSale: Sale = {
  isSaleOn: false,
  name: "",
  baseImagePath: "",
  url: constants.defaultSaleUrl,
  colour: constants.defaultSaleColour,
  time: null,
  images: {},
};

/** The sale running at a moment and its row id (promotions name the sale they are part of). */
interface SaleOn {
  id: number | null;
  sale: Sale;
}

/** The sale running at a moment: the brand's own first, then by priority. */
export class SaleService {
  private readonly cache: NamedCache<SaleOn>;

  constructor(
    private readonly db: Db,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("sale", { family: "shell", max: 50 });
  }

  /** The sale on now (cached), or on `at` when a date override is given (not cached). */
  async current(brand: BrandId, at?: Date): Promise<Sale> {
    return (await this.on(brand, at)).sale;
  }

  /** The id of the sale on now (or at `at`), or null when none is: its promotions are the sale's products. */
  async currentId(brand: BrandId, at?: Date): Promise<number | null> {
    return (await this.on(brand, at)).id;
  }

  private on(brand: BrandId, at?: Date): Promise<SaleOn> {
    if (at) return this.find(brand, at);
    return this.cache.get(brand, () => this.find(brand, new Date()));
  }

  private async find(brand: BrandId, at: Date): Promise<SaleOn> {
    const [row] = await this.db
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.active, true),
          or(isNull(sales.brand), eq(sales.brand, brand)),
          lte(sales.startsAt, at),
          gt(sales.endsAt, at),
        ),
      )
      .orderBy(sql`${sales.brand} nulls last`, desc(sales.priority), desc(sales.startsAt))
      .limit(1);
    if (!row) return { id: null, sale: noSale };
    const sale: Sale = {
      isSaleOn: true,
      name: row.name,
      baseImagePath: row.baseImagePath,
      url: row.url || constants.defaultSaleUrl,
      colour: row.colour || constants.defaultSaleColour,
      time: row.endsAt.toISOString(),
      images: row.images,
    };
    return { id: row.id, sale };
  }
}
