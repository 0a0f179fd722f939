import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestStore, type TestStore } from "./test-store.ts";

/**
 * The PostgreSQL the race tests run on (row locks behave differently on PGlite, which has one
 * connection): DATABASE_URL's, else the one on 127.0.0.1:5432. They are skipped only when DATABASE_URL
 * is unset and nothing answers there.
 */
export const raceServerUrl = loadConfig().DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const answers = await (async () => {
  try {
    const client = new pg.Client({ connectionString: raceServerUrl, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();

/** Whether the race tests run here (a configured DATABASE_URL that does not answer fails them). */
export const racesRun = answers || loadConfig().DATABASE_URL !== undefined;

/**
 * Opens a test store on the race server (payment sandboxes on) before a file's tests and closes it
 * after them; `ready` receives it, to keep it and to sign people in. Nothing opens where races do not run.
 */
export function useRaceStore(ready: (store: TestStore) => void | Promise<void>): void {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    if (!racesRun) return;
    opened = await createTestStore({ postgresUrl: raceServerUrl, env: { PAYMENT_SANDBOX: "true" } });
    expect(opened.database.kind).toBe("postgres");
    await ready(opened);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });
}
