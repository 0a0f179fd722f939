import type { BrandId } from "@store/domain/brands";
import type { Navbar, NavCategory } from "@store/domain/navbar.schema";
import { settingFlag } from "@store/domain/settings.schema";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { categories, productBrands, products } from "../../db/schema/catalogue.schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";

const brandsPerCategory = 12;

/** The main navigation: categories with subcategories and the manufacturers sold in each. */
export class NavbarService {
  private readonly categoriesCache: NamedCache<NavCategory[]>;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    caches: CacheRegistry,
  ) {
    this.categoriesCache = caches.define("navbar.categories", { family: "catalogue", max: 1 });
  }

  /** Top-nav icon switches come from settings (on unless switched off; projects off unless on). */
  async get(brand: BrandId): Promise<Navbar> {
    const [items, navCategories] = await Promise.all([
      this.settings.list(brand),
      this.categoriesCache.get("all", () => this.load()),
    ]);
    return {
      topNav: {
        displayCartIcon: settingFlag(items, "TopNavCartIcon", true),
        displayProjectIcon: settingFlag(items, "TopNavProjectIcon", false),
        displaySearchIcon: settingFlag(items, "TopNavSearchIcon", true),
        displayContactUsIcon: settingFlag(items, "TopNavContactUsIcon", true),
      },
      mainNav: { categories: navCategories },
    };
  }

  private async load(): Promise<NavCategory[]> {
    const rows = await this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        title: categories.title,
        uri: categories.uri,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.title));
    const topId = sql<number>`coalesce(${categories.parentId}, ${categories.id})`;
    const productCount = sql<number>`count(*)::int`;
    const brandRows = await this.db
      .select({ topId, name: productBrands.name, uri: productBrands.uri, products: productCount })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productBrands, eq(productBrands.id, products.brandId))
      .groupBy(topId, productBrands.name, productBrands.uri)
      .orderBy(topId, desc(productCount), productBrands.name);
    const brandsByTop = new Map<number, { title: string; uri: string }[]>();
    for (const row of brandRows) {
      const list = brandsByTop.get(Number(row.topId)) ?? [];
      if (list.length < brandsPerCategory) list.push({ title: row.name, uri: row.uri });
      brandsByTop.set(Number(row.topId), list);
    }
    return rows
      .filter((r) => r.parentId === null)
      .map((top) => ({
        title: top.title,
        uri: top.uri,
        subCategories: rows.filter((r) => r.parentId === top.id).map((r) => ({ title: r.title, uri: r.uri })),
        brands: (brandsByTop.get(top.id) ?? []).sort((a, b) => a.title.localeCompare(b.title)),
      }));
  }
}
