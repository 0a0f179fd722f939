import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./user.tables.ts";

/** The role of a signed-in account (the anonymous visitor has no user row). */
export type UserRole = (typeof users.$inferSelect)["role"];

/**
 * A user's role as a column of another module's statement, null when there is no such user: the
 * session's read carries its user's role, so knowing who is asking costs one read, not two (ADR 092).
 */
export function roleOfUser(userId: AnyPgColumn): SQL<UserRole | null> {
  return sql<UserRole | null>`(select ${users.role} from ${users} where ${users.id} = ${userId})`;
}
