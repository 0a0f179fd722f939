import type { Role } from "@store/domain/access";
import type { Country } from "@store/domain/brands";
import type { StoreView } from "@store/domain/store.schema";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { StoreService } from "../store/store.service.ts";
import { users } from "./user.tables.ts";

/** The store's accounts (customers, staff, administrators) as other modules see them. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
  ) {}

  /** A user's role, or null when there is no such user. */
  async roleOf(userId: number): Promise<Role | null> {
    const [user] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return user?.role ?? null;
  }

  /** The stores and salespeople staff can assign an order or project to. */
  async selectView(country: Country): Promise<StoreView> {
    const [list, people] = await Promise.all([
      this.stores.list(country),
      this.db
        .select({
          code: users.salespersonCode,
          first: users.firstName,
          last: users.lastName,
          storeId: users.storeId,
        })
        .from(users)
        .where(and(eq(users.role, "staff"), isNotNull(users.salespersonCode)))
        .orderBy(asc(users.firstName)),
    ]);
    return {
      availableStores: list.map((s) => ({ storeUri: s.storeUri, name: s.name, subdivision: s.subdivision })),
      availableSalesPersons: people
        .map((p) => ({ p, store: list.find((s) => s.id === p.storeId) }))
        .filter(({ store }) => store !== undefined)
        .map(({ p, store }) => ({
          code: p.code ?? "",
          name: `${p.first} ${p.last}`,
          subdivision: store?.subdivision ?? "",
        })),
    };
  }
}
