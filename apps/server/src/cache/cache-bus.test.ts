import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { capturedLogger } from "../testing/captured-logger.ts";
import { raceServerUrl, racesRun } from "../testing/race-postgres.ts";
import { createServerDatabase } from "../testing/test-store.ts";
import { type CacheBus, cacheClearChannel, startCacheBus } from "./cache-bus.ts";
import { CacheRegistry } from "./cache-registry.ts";

/**
 * Two processes' caches on one PostgreSQL (ADR 021): what one clears, the other clears within moments.
 * On the race tests' PostgreSQL (testing/race-postgres.ts); PGlite serves one process, so it has no bus.
 */

let database: { url: string; drop: () => Promise<void> } | null = null;
const buses: CacheBus[] = [];

beforeAll(async () => {
  if (racesRun) database = await createServerDatabase(raceServerUrl);
});
afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await database?.drop();
});

/** A process's registry with one catalogue cache holding 'answer', and its bus. */
async function processWithCache() {
  const caches = new CacheRegistry({ catalogue: 60, shell: 30 });
  const cache = caches.define<string>("test.answers", { family: "catalogue" });
  await cache.get("key", async () => "answer");
  const bus = await startCacheBus(database?.url ?? "", caches, capturedLogger().logger);
  buses.push(bus);
  return { caches, cache, bus };
}

describe.runIf(racesRun)("cache bus (PostgreSQL)", () => {
  it("clears in the other process what one process invalidated, and only what it named", async () => {
    const a = await processWithCache();
    const b = await processWithCache();
    const shell = b.caches.define<string>("test.shell", { family: "shell" });
    await shell.get("key", async () => "kept");
    expect(b.cache.size).toBe(1);

    expect(a.caches.invalidate("catalogue")).toEqual(["test.answers"]);
    expect(a.cache.size).toBe(0);
    await vi.waitFor(() => expect(b.cache.size).toBe(0), { timeout: 5000, interval: 20 });
    expect(shell.size).toBe(1);
  });

  it("clears everything after its listening connection comes back (notices may have been missed)", async () => {
    const b = await processWithCache();
    const admin = new pg.Client({ connectionString: database?.url });
    await admin.connect();
    // The listening connection is dropped, as a database restart would
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN ${cacheClearChannel}%' and datname = current_database()`,
    );
    await admin.end();
    await vi.waitFor(() => expect(b.cache.size).toBe(0), { timeout: 10_000, interval: 50 });
    // And it listens again: a later clear from another process arrives
    await b.cache.get("key", async () => "again");
    const a = await processWithCache();
    await vi.waitFor(
      async () => {
        a.caches.invalidate("test.answers");
        expect(b.cache.size).toBe(0);
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
