import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, migrateDatabase, openDatabase } from "./client.ts";
import { embeddedUpkeep, type TableStats, upkeepOf } from "./embedded-upkeep.ts";
import { sqlRows } from "./sql-rows.ts";

/**
 * The embedded database's autovacuum (ADR 079), always on PGlite (whatever DATABASE_URL says): the job
 * exists because PGlite has no daemon of its own, and a PostgreSQL server's autovacuum would race it.
 */

const table = (stats: Partial<TableStats>): TableStats => ({
  schema: "public",
  table: "t",
  live: 1000,
  dead: 0,
  changedSinceAnalyze: 0,
  ...stats,
});

describe("upkeepOf: PostgreSQL's autovacuum thresholds", () => {
  it("analyzes past 50 rows and a tenth of the table changed, vacuums past 50 and a fifth dead", () => {
    expect(upkeepOf(table({ changedSinceAnalyze: 150 }))).toBeNull();
    expect(upkeepOf(table({ changedSinceAnalyze: 151 }))).toBe("analyze");
    expect(upkeepOf(table({ live: 0, changedSinceAnalyze: 51 }))).toBe("analyze");
    expect(upkeepOf(table({ dead: 250, changedSinceAnalyze: 400 }))).toBe("analyze");
    expect(upkeepOf(table({ dead: 251 }))).toBe("vacuum");
    expect(upkeepOf(table({ live: 0, dead: 50 }))).toBeNull();
  });
});

describe("embeddedUpkeep on PGlite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  const statsOf = async (name: string) => {
    const [row] = sqlRows(
      await database.db.execute(sql`
        select n_mod_since_analyze as "changed", n_dead_tup as "dead", last_analyze is not null as "analyzed"
        from pg_stat_user_tables where schemaname = 'public' and relname = ${name}`),
      z.object({ changed: z.coerce.number(), dead: z.coerce.number(), analyzed: z.boolean() }),
    );
    return row;
  };

  it("analyzes a table that grew, vacuums one that lost most of its rows, then leaves both alone", async () => {
    const { db } = database;
    await db.execute(sql`
      insert into search_events (event_type, query, product_list, result_count, brand)
      select 'search', 'upkeep ' || g, '[]'::jsonb, 0, 'aol' from generate_series(1, 2000) g`);
    const grown = await embeddedUpkeep(db);
    expect(grown.analyzed).toContain("public.search_events");
    expect(await statsOf("search_events")).toMatchObject({ changed: 0, analyzed: true });

    await db.execute(sql`delete from search_events where query <> 'upkeep 1'`);
    const shrunk = await embeddedUpkeep(db);
    expect(shrunk.vacuumed).toContain("public.search_events");
    expect(await statsOf("search_events")).toMatchObject({ changed: 0, dead: 0 });

    expect(await embeddedUpkeep(db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});
