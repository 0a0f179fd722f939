import type { Country } from "@store/domain/brands";
import type { CookingDemo, CookingDemoLink } from "@store/domain/navbar.schema";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { StoreService } from "../store/store.service.ts";
import { cookingDemos } from "./cooking-demo.tables.ts";

/** Cooking demonstrations in stores. */
export class CookingDemoService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
  ) {}

  /**
   * The next demos at a store of the brand's country (an unknown store, or one of the other country,
   * simply has none: the NZ brand never lists Australian demos).
   */
  async upcomingAt(storeUri: string, country: Country, now = new Date()): Promise<CookingDemoLink[]> {
    const wanted = storeUri.toLowerCase();
    const store = [...(await this.stores.names())].find(
      ([, s]) => s.storeUri === wanted && s.country === country,
    );
    if (!store) return [];
    const [storeId, { name: storeName }] = store;
    const rows = await this.db
      .select({ title: cookingDemos.title, uri: cookingDemos.uri })
      .from(cookingDemos)
      .where(and(eq(cookingDemos.storeId, storeId), gte(cookingDemos.startsAt, now)))
      .orderBy(asc(cookingDemos.startsAt))
      .limit(10);
    return rows.map((r) => ({ ...r, storeName }));
  }

  /** One demo by uri at a store of the brand's country, or not_found. */
  async get(uri: string, country: Country): Promise<CookingDemo> {
    const [demo] = await this.db
      .select()
      .from(cookingDemos)
      .where(eq(cookingDemos.uri, uri.toLowerCase()))
      .limit(1);
    const store = demo ? (await this.stores.names()).get(demo.storeId) : undefined;
    if (!demo || !store || store.country !== country)
      throw new AppError("not_found", "We couldn't find that cooking demo");
    const row = { demo, storeName: store.name, storeUri: store.storeUri };
    return {
      title: row.demo.title,
      uri: row.demo.uri,
      storeName: row.storeName,
      storeUri: row.storeUri,
      description: row.demo.description,
      startsAt: row.demo.startsAt.toISOString(),
      durationMinutes: row.demo.durationMinutes,
      capacity: row.demo.capacity,
      image: row.demo.image,
    };
  }
}
