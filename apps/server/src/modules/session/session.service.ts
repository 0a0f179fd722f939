import { randomBytes } from "node:crypto";
import { and, eq, getTableColumns, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roleOfUser, type UserRole } from "../user/user-role.read-model.ts";
import { serverSecrets, visitorSessions } from "./session.tables.ts";

export type { RequestSession } from "./request-session.ts";

/** A session's row, with its user's role (null without a user). */
export type VisitorSession = typeof visitorSessions.$inferSelect & { userRole: UserRole | null };

const sessionColumns = { ...getTableColumns(visitorSessions), userRole: roleOfUser(visitorSessions.userId) };

/** Reads and changes a visitor's session row; the row exists only once something was chosen. */
export class SessionService {
  constructor(private readonly db: Db) {}

  /** The session row with its user's role, or null for a visitor who has chosen nothing yet. */
  async get(id: string): Promise<VisitorSession | null> {
    const [row] = await this.db
      .select(sessionColumns)
      .from(visitorSessions)
      .where(eq(visitorSessions.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Creates or updates the row in one statement, so two tabs cannot race into a duplicate. */
  async update(
    id: string,
    patch: Partial<Pick<VisitorSession, "localityId" | "storeId" | "userId">>,
  ): Promise<void> {
    await this.db
      .insert(visitorSessions)
      .values({ id, ...patch })
      .onConflictDoUpdate({ target: visitorSessions.id, set: { ...patch, updatedAt: sql`now()` } });
  }

  /** Writes the session's row if it has none yet: what hangs off a session (a foreign key) needs it. */
  async ensure(id: string): Promise<void> {
    await this.db.insert(visitorSessions).values({ id }).onConflictDoNothing({ target: visitorSessions.id });
  }

  /** Raises the session's token generation (creating the row), so cookies of earlier generations stop working. */
  async rotate(id: string): Promise<number> {
    const [row] = await this.db
      .insert(visitorSessions)
      .values({ id, generation: 1 })
      .onConflictDoUpdate({
        target: visitorSessions.id,
        set: { generation: sql`${visitorSessions.generation} + 1`, updatedAt: sql`now()` },
      })
      .returning({ generation: visitorSessions.generation });
    if (!row) throw new Error("the session row was not written");
    return row.generation;
  }

  /**
   * Signs a session in as a user, raising its generation (no fixation), in one transaction that locks
   * the row: answers the new generation, or null when the session is signed in as that user already
   * (a second tab signing in at the same moment), which keeps the first sign-in's cookie valid.
   */
  async signIn(id: string, userId: number): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.insert(visitorSessions).values({ id }).onConflictDoNothing({ target: visitorSessions.id });
      const [row] = await tx
        .select({ userId: visitorSessions.userId })
        .from(visitorSessions)
        .where(eq(visitorSessions.id, id))
        .for("update");
      if (row?.userId === userId) return null;
      const [updated] = await tx
        .update(visitorSessions)
        .set({ userId, generation: sql`${visitorSessions.generation} + 1`, updatedAt: sql`now()` })
        .where(eq(visitorSessions.id, id))
        .returning({ generation: visitorSessions.generation });
      if (!updated) throw new Error("the session row was not written");
      return updated.generation;
    });
  }

  /**
   * Ends a session for good (sign-out): its user is cleared and its generation raised, so its cookie
   * stops working; what hangs off it (a customer's cart) stays for the customer's next sign-in.
   */
  async end(id: string): Promise<void> {
    await this.db
      .update(visitorSessions)
      .set({ userId: null, generation: sql`${visitorSessions.generation} + 1`, updatedAt: sql`now()` })
      .where(eq(visitorSessions.id, id));
  }

  /**
   * The other sessions signed in as `userId` now (a staff member's other tills, ADR 080), as a subquery
   * of their ids for another module's statement: however many there are, no list travels.
   */
  signedInElsewhere(userId: number, exceptId: string): SQLWrapper {
    return this.db
      .select({ id: visitorSessions.id })
      .from(visitorSessions)
      .where(and(eq(visitorSessions.userId, userId), ne(visitorSessions.id, exceptId)));
  }

  /** Signs a user out of every session (a password reset): each one's cookie stops working. */
  async endAllOf(userId: number): Promise<number> {
    const ended = await this.db
      .update(visitorSessions)
      .set({ userId: null, generation: sql`${visitorSessions.generation} + 1`, updatedAt: sql`now()` })
      .where(eq(visitorSessions.userId, userId))
      .returning({ id: visitorSessions.id });
    return ended.length;
  }

  /**
   * A key every process over this database shares (ADR 019): `configured` when set, else a random one
   * the first process stores under `name` and every other reads. Concurrent first starts agree.
   */
  async sharedSecret(name: string, configured?: string, offered?: string): Promise<string> {
    if (configured) return configured;
    await this.db
      .insert(serverSecrets)
      .values({ name, value: offered && offered.length >= 32 ? offered : randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`the ${name} key could not be stored in the database`);
    return row.value;
  }
}
