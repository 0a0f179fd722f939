import { asc } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { categories, productBrands } from "./product.tables.ts";

export type CategoryRow = typeof categories.$inferSelect;
export type ManufacturerRow = typeof productBrands.$inferSelect;

/** The names a product answer shows for its manufacturer and category. */
export interface ProductNames {
  brandName: string;
  brandUri: string;
  categoryTitle: string;
  categoryUri: string;
}

/** Categories and manufacturers, in display order and by id. */
export interface Reference {
  categories: CategoryRow[];
  manufacturers: ManufacturerRow[];
  categoryById: Map<number, CategoryRow>;
  manufacturerById: Map<number, ManufacturerRow>;
}

/**
 * The two small reference tables every product answer names (a few dozen categories, about a hundred
 * manufacturers), kept in memory with the catalogue (ADR 021). Product queries then read `products`
 * alone: in PGlite, planning the joins cost more than running them.
 */
export class CatalogueReference {
  private readonly cache: NamedCache<Reference>;

  constructor(
    private readonly db: Db,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("catalogue.reference", { family: "catalogue", max: 1 });
  }

  /** Every category and manufacturer (cached). */
  get(): Promise<Reference> {
    return this.cache.get("all", async () => {
      const [categoryRows, manufacturerRows] = await Promise.all([
        this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.title)),
        this.db.select().from(productBrands).orderBy(asc(productBrands.name)),
      ]);
      return {
        categories: categoryRows,
        manufacturers: manufacturerRows,
        categoryById: new Map(categoryRows.map((c) => [c.id, c])),
        manufacturerById: new Map(manufacturerRows.map((b) => [b.id, b])),
      };
    });
  }

  /** Adds manufacturer and category names to product rows read without joins. */
  async name<T extends { brandId: number; categoryId: number }>(rows: T[]): Promise<(T & ProductNames)[]> {
    const reference = await this.get();
    return rows.map((row) => named(row, reference));
  }

  /** `name` for one row. */
  async nameOne<T extends { brandId: number; categoryId: number }>(row: T): Promise<T & ProductNames> {
    return named(row, await this.get());
  }
}

function named<T extends { brandId: number; categoryId: number }>(
  row: T,
  reference: Reference,
): T & ProductNames {
  const manufacturer = reference.manufacturerById.get(row.brandId);
  const category = reference.categoryById.get(row.categoryId);
  return {
    ...row,
    brandName: manufacturer?.name ?? "",
    brandUri: manufacturer?.uri ?? "",
    categoryTitle: category?.title ?? "",
    categoryUri: category?.uri ?? "",
  };
}
