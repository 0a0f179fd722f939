import type { Role } from "@store/domain/access";
import type { Country } from "@store/domain/brands";
import type { StoreView } from "@store/domain/store.schema";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { violatesConstraint } from "../../db/constraint-violation.ts";
import type { StoreService } from "../store/store.service.ts";
import { users } from "./user.tables.ts";

/** An account as the account module reads it. */
export type UserRow = typeof users.$inferSelect;
/** What creating an account takes. */
export type NewUser = Omit<typeof users.$inferInsert, "id" | "createdAt">;
/** The fields an account's owner may change. */
export type UserPatch = Partial<
  Pick<UserRow, "email" | "firstName" | "lastName" | "phone" | "emailConfirmedAt">
>;

/** The store's accounts (customers, staff, administrators) as other modules see them. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
  ) {}

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
          storeUri: store?.storeUri ?? "",
        })),
    };
  }

  /** The names, roles and salesperson codes of some accounts (projects name their owners and writers). */
  async namesOf(
    ids: readonly number[],
  ): Promise<Map<number, { name: string; role: Role; salespersonCode: string | null }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: users.id,
        first: users.firstName,
        last: users.lastName,
        role: users.role,
        code: users.salespersonCode,
      })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(
      rows.map((r) => [r.id, { name: `${r.first} ${r.last}`.trim(), role: r.role, salespersonCode: r.code }]),
    );
  }

  /** The staff account with a salesperson code, or null. */
  async salespersonByCode(code: string): Promise<{ id: number; code: string; name: string } | null> {
    const [row] = await this.db
      .select({ id: users.id, code: users.salespersonCode, first: users.firstName, last: users.lastName })
      .from(users)
      .where(and(eq(users.salespersonCode, code), sql`${users.role} in ('staff', 'admin')`))
      .limit(1);
    return row ? { id: row.id, code: row.code ?? code, name: `${row.first} ${row.last}`.trim() } : null;
  }

  /** An account by id, or null. */
  async byId(id: number): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }

  /** An account by its (lower-case) email, or null. */
  async byEmail(email: string): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user ?? null;
  }

  /** Creates an account; null when the email has one already (the unique index decides, so two tabs cannot both create it). */
  async create(values: NewUser): Promise<UserRow | null> {
    const [user] = await this.db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return user ?? null;
  }

  /** Changes an account's own fields; null when a new email belongs to another account. */
  async update(id: number, patch: UserPatch): Promise<UserRow | null> {
    if (Object.keys(patch).length === 0) return this.byId(id);
    try {
      const [user] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
      return user ?? null;
    } catch (error) {
      if (violatesConstraint(error, "users_email_idx")) return null;
      throw error;
    }
  }

  /** Sets a new password hash. */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  /** Marks an address confirmed, if it is still the account's address; answers whether it was. */
  async confirmEmail(id: number, email: string): Promise<boolean> {
    const confirmed = await this.db
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(and(eq(users.id, id), eq(users.email, email)))
      .returning({ id: users.id });
    return confirmed.length > 0;
  }
}
