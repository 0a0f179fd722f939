import type { CookingDemo, CookingDemoLink } from "@store/domain/navbar.schema";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { stores } from "../store/store.tables.ts";
import { cookingDemos } from "./cooking-demo.tables.ts";

/** Cooking demonstrations in stores. */
export class CookingDemoService {
  constructor(private readonly db: Db) {}

  /** The next demos at a store (an unknown store simply has none). */
  async upcomingAt(storeUri: string, now = new Date()): Promise<CookingDemoLink[]> {
    return this.db
      .select({ title: cookingDemos.title, uri: cookingDemos.uri, storeName: stores.name })
      .from(cookingDemos)
      .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
      .where(and(eq(stores.storeUri, storeUri.toLowerCase()), gte(cookingDemos.startsAt, now)))
      .orderBy(asc(cookingDemos.startsAt))
      .limit(10);
  }

  /** One demo by uri, or not_found. */
  async get(uri: string): Promise<CookingDemo> {
    const [row] = await this.db
      .select({ demo: cookingDemos, storeName: stores.name, storeUri: stores.storeUri })
      .from(cookingDemos)
      .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
      .where(eq(cookingDemos.uri, uri.toLowerCase()))
      .limit(1);
    if (!row) throw new AppError("not_found", "We couldn't find that cooking demo");
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
