import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./client.ts";
import { sqlRows } from "./sql-rows.ts";

/**
 * PostgreSQL's autovacuum defaults (autovacuum_analyze_threshold and _scale_factor, autovacuum_vacuum_
 * threshold and _scale_factor): the embedded upkeep decides as the server's own daemon would.
 */
export const upkeepThresholds = {
  analyze: { rows: 50, share: 0.1 },
  vacuum: { rows: 50, share: 0.2 },
} as const;

const tableStatsSchema = z.object({
  schema: z.string(),
  table: z.string(),
  live: z.coerce.number(),
  dead: z.coerce.number(),
  changedSinceAnalyze: z.coerce.number(),
});
export type TableStats = z.infer<typeof tableStatsSchema>;

/** What one table needs now: a VACUUM ANALYZE (dead rows past the threshold), an ANALYZE, or nothing. */
export function upkeepOf(stats: TableStats): "vacuum" | "analyze" | null {
  const { vacuum, analyze } = upkeepThresholds;
  if (stats.dead > vacuum.rows + vacuum.share * stats.live) return "vacuum";
  if (stats.changedSinceAnalyze > analyze.rows + analyze.share * stats.live) return "analyze";
  return null;
}

/**
 * The embedded database's autovacuum (ADR 079). PGlite runs no background workers, so without this its
 * planner keeps the statistics of the day a table was small (a paged list of 5,000 projects was planned
 * as a scan and sort of the whole table, 3 ms instead of 1) and deleted rows are never reclaimed. Run by
 * a job every minute, as autovacuum wakes every minute; on PostgreSQL the server's own daemon does it.
 * Each table is done on its own, so the one connection is held a table at a time.
 */
export async function embeddedUpkeep(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // A backend sends its table counts at most once a second, and PGlite's one backend has no idle moment
  // that would send them: ask for them now, so this round sees every change made before it
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = sqlRows(
    await db.execute(sql`
      select schemaname as "schema", relname as "table", n_live_tup as "live", n_dead_tup as "dead",
        n_mod_since_analyze as "changedSinceAnalyze"
      from pg_stat_user_tables`),
    tableStatsSchema,
  );
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const stats of tables) {
    const need = upkeepOf(stats);
    if (!need) continue;
    const name = sql`${sql.identifier(stats.schema)}.${sql.identifier(stats.table)}`;
    await db.execute(need === "vacuum" ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    (need === "vacuum" ? done.vacuumed : done.analyzed).push(`${stats.schema}.${stats.table}`);
  }
  return done;
}
