import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitorSessions } from "./session.tables.ts";

export type { RequestSession } from "./request-session.ts";

export type VisitorSession = typeof visitorSessions.$inferSelect;

/** Reads and changes a visitor's session row; the row exists only once something was chosen. */
export class SessionService {
  constructor(private readonly db: Db) {}

  /** The session row, or null for a visitor who has chosen nothing yet. */
  async get(id: string): Promise<VisitorSession | null> {
    const [row] = await this.db.select().from(visitorSessions).where(eq(visitorSessions.id, id)).limit(1);
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
}
