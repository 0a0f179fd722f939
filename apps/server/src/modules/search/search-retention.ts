import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchEvents } from "./search.tables.ts";

/** Rows one statement deletes: short statements, so writers and other processes never wait long. */
const batchSize = 5_000;
/** At most this many batches per run (5 million rows); a larger backlog is finished by the next runs. */
const maxBatches = 1_000;

/**
 * Deletes analytics events older than `retentionDays`, in batches; answers how many went (ADR 019).
 * Safe when several processes run it at once: each batch skips rows another process has locked.
 * The `analytics-retention` job runs it every hour (background-jobs.ts, ADR 020).
 */
export async function deleteOldSearchEvents(db: Db, retentionDays: number): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = db
      .select({ id: searchEvents.id })
      .from(searchEvents)
      .where(lt(searchEvents.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const gone = await db
      .delete(searchEvents)
      .where(inArray(searchEvents.id, expired))
      .returning({ id: searchEvents.id });
    const count = gone.length;
    deleted += count;
    if (count < batchSize) break;
  }
  return deleted;
}
