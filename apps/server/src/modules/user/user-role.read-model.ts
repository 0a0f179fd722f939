import type { Role } from "@store/domain/access";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./user.tables.ts";

/**
 * A user's role as a column of another module's statement, null when there is no such user: the
 * session's read carries its user's role, so knowing who is asking costs one read, not two (ADR 092).
 */
export function roleOfUser(userId: AnyPgColumn): SQL<Exclude<Role, "anonymous"> | null> {
  return sql<Exclude<
    Role,
    "anonymous"
  > | null>`(select ${users.role} from ${users} where ${users.id} = ${userId})`;
}
