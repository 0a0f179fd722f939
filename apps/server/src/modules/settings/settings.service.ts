import { type BrandId, brandIdSchema } from "@store/domain/brands";
import {
  knownSettings,
  type SettingAdminItem,
  type SettingItem,
  type SettingsAdmin,
  type SettingsResponse,
  type StoreFeatures,
  storeFeatures,
} from "@store/domain/settings.schema";
import { eq, isNull, or, sql } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "./settings.tables.ts";

/** Global settings merged with the brand's own overrides. */
export class SettingsService {
  private readonly cache: NamedCache<SettingsResponse>;

  constructor(
    private readonly db: Db,
    private readonly caches: CacheRegistry,
  ) {
    this.cache = caches.define("settings", { family: "shell", max: 50 });
  }

  /** Every setting for a brand: a brand row wins over the global row of the same name. */
  async list(brand: BrandId): Promise<SettingItem[]> {
    return (await this.answer(brand)).items;
  }

  /** GET /api/settings's answer for a brand: one object while cached, so it is serialised once. */
  answer(brand: BrandId): Promise<SettingsResponse> {
    return this.cache.get(brand, async () => {
      const rows = await this.db
        .select({ name: settings.name, value: settings.value, brand: settings.brand })
        .from(settings)
        .where(or(isNull(settings.brand), eq(settings.brand, brand)));
      const merged = new Map<string, string>();
      for (const row of rows) if (row.brand === null) merged.set(row.name, row.value);
      for (const row of rows) if (row.brand !== null) merged.set(row.name, row.value);
      const items = [...merged]
        .map(([name, value]) => ({ name, value }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { items };
    });
  }

  /**
   * Every setting with its row for every brand and the brands' own rows (ADR 086): the known settings
   * in their order, even those without a row, then any other stored name alphabetically. Read fresh.
   */
  async everyBrand(): Promise<SettingsAdmin> {
    const rows = await this.db
      .select({ name: settings.name, value: settings.value, brand: settings.brand })
      .from(settings);
    const byName = new Map<string, SettingAdminItem>(
      knownSettings.map((s) => [s.name, { name: s.name, global: null, brands: {} }]),
    );
    const others = [...new Set(rows.map((r) => r.name))].filter((n) => !byName.has(n)).sort();
    for (const name of others) byName.set(name, { name, global: null, brands: {} });
    for (const row of rows) {
      const item = byName.get(row.name);
      if (!item) continue;
      if (row.brand === null) item.global = row.value;
      else {
        // A row of a brand the store no longer has is left out rather than failing the screen
        const brand = brandIdSchema.safeParse(row.brand);
        if (brand.success) item.brands[brand.data] = row.value;
      }
    }
    return { items: [...byName.values()] };
  }

  /** The brand's feature flags (ADRs 054-060). */
  async features(brand: BrandId): Promise<StoreFeatures> {
    return storeFeatures(await this.list(brand));
  }

  /**
   * Sets a setting for one brand (its own row) or for every brand (brand null: the global row), and
   * clears the shell caches, so the next page of every process reads it (the navbar joins settings).
   */
  async set(name: string, value: string, brand: BrandId | null): Promise<SettingItem> {
    await this.db
      .insert(settings)
      .values({ brand, name, value })
      .onConflictDoUpdate({ target: [settings.brand, settings.name], set: { value: sql`excluded.value` } });
    this.caches.invalidate("shell");
    return { name, value };
  }
}
