import { brandSells } from "@store/domain/brand-assortment";
import type { BrandId } from "@store/domain/brands";
import type { Navbar, NavCategory } from "@store/domain/navbar.schema";
import { settingFlag } from "@store/domain/settings.schema";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { SettingsService } from "../settings/settings.service.ts";

const brandsPerCategory = 12;

/** The main navigation: categories with subcategories and the manufacturers sold in each. */
export class NavbarService {
  private readonly categoriesCache: NamedCache<NavCategory[]>;

  constructor(
    private readonly products: ProductReadModel,
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
      // ADR 064: only the categories the brand sells
      mainNav: { categories: navCategories.filter((c) => brandSells(brand, c.uri)) },
    };
  }

  private async load(): Promise<NavCategory[]> {
    const rows = (await this.products.names()).categories;
    // The facet counts of each top-level category already hold its brands' product counts
    const brandRows = await this.products.brandCounts(
      rows.filter((r) => r.parentId === null).map((r) => r.id),
    );
    const brandsByTop = new Map<number, { title: string; uri: string }[]>();
    for (const row of brandRows) {
      const list = brandsByTop.get(row.categoryId) ?? [];
      if (list.length < brandsPerCategory) list.push({ title: row.name, uri: row.uri });
      brandsByTop.set(row.categoryId, list);
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
