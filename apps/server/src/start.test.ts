import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Config, configSchema, loadConfig } from "./config.ts";
import { wantsDemoAccounts } from "./db/seed/seed.ts";
import { presentDemoAccounts } from "./db/seed/users.seed.ts";
import { openStore } from "./start.ts";
import { capturedLogger } from "./testing/captured-logger.ts";
import { createServerDatabase } from "./testing/test-store.ts";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Starts the store's bootstrap on a new empty database (an embedded folder, or one on DATABASE_URL's server). */
async function startOn(env: Record<string, string>, onServer: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), "store-start-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const serverUrl = loadConfig().DATABASE_URL;
  let url: string | undefined;
  if (onServer && serverUrl) {
    const created = await createServerDatabase(serverUrl);
    cleanups.push(created.drop);
    url = created.url;
  }
  const config: Config = configSchema.parse({
    NODE_ENV: "production",
    DATA_DIR: dir,
    SEED_PRODUCTS: "50",
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const { logger, lines } = capturedLogger();
  const store = await openStore(config, logger);
  cleanups.unshift(async () => {
    await store.stopBackground();
    await store.database.close();
  });
  return { store, lines, config };
}

const demoWarning = (lines: string[]) =>
  lines.map((l) => JSON.parse(l)).filter((e) => e.level === 40 && /demo accounts/.test(e.msg));

const logged = (lines: string[]) => lines.map((l) => JSON.parse(l));
const sandboxWarning = (lines: string[]) =>
  logged(lines).filter((e) => e.level === 40 && /no money moves/.test(e.msg));
const providers = (lines: string[]) => logged(lines).find((e) => /wallet providers/.test(e.msg ?? ""));

describe("payment sandboxes at a production start (ADR 029)", () => {
  it("are off unless enabled; PAYMENT_SANDBOX=true, as npm start sets, turns them on with a warning", async () => {
    const { lines } = await startOn({}, false);
    expect(sandboxWarning(lines)).toEqual([]);
    expect(providers(lines)).toMatchObject({
      card: "off",
      afterpay: "off",
      zipInStore: "off",
      wallets: "off",
    });
    const enabled = await startOn({ PAYMENT_SANDBOX: "true" }, false);
    expect(sandboxWarning(enabled.lines)).toHaveLength(1);
    expect(providers(enabled.lines)).toMatchObject({
      card: "sandbox",
      afterpay: "sandbox",
      wallets: "sandbox",
    });
    const served = await enabled.store.app.request("/sandbox/card", {
      headers: { host: "aol.localhost:3000" },
    });
    expect(served.status).toBe(200);
  }, 120_000);
});

describe("demo accounts", () => {
  it("are seeded into the embedded default, with a warning at a production start", async () => {
    const { store, lines } = await startOn({}, false);
    expect(await presentDemoAccounts(store.database.db)).toEqual(
      expect.arrayContaining(["customer@example.com", "staff@example.com", "admin@example.com"]),
    );
    expect(demoWarning(lines)).toHaveLength(1);
    expect(demoWarning(lines)[0]?.msg).toContain("Demo-password-1");
    // A whole start (migrations, the demo seed) inside the test: a busy machine's CI took over 30 s
  }, 120_000);

  it("are not seeded unless asked (a DATABASE_URL database, or SEED_DEMO_ACCOUNTS=false), and nothing warns", async () => {
    // On a PostgreSQL run a new database on its server with the default 'auto'; on a PGlite run the
    // embedded folder with the variable saying no.
    const onServer = loadConfig().DATABASE_URL !== undefined;
    const { store, lines } = await startOn(onServer ? {} : { SEED_DEMO_ACCOUNTS: "false" }, true);
    expect(await presentDemoAccounts(store.database.db)).toEqual([]);
    expect(demoWarning(lines)).toEqual([]);
    // The rest of the demo store is there.
    const res = await store.app.request("/api/catalogue/home", { headers: { host: "aol.localhost:3000" } });
    expect(res.status).toBe(200);
  }, 120_000);

  it("SEED_DEMO_ACCOUNTS: auto means the embedded database only; true and false force it", () => {
    const url = "postgres://db.example/store";
    expect(wantsDemoAccounts({ SEED_DEMO_ACCOUNTS: "auto", DATABASE_URL: undefined })).toBe(true);
    expect(wantsDemoAccounts({ SEED_DEMO_ACCOUNTS: "auto", DATABASE_URL: url })).toBe(false);
    expect(wantsDemoAccounts({ SEED_DEMO_ACCOUNTS: "true", DATABASE_URL: url })).toBe(true);
    expect(wantsDemoAccounts({ SEED_DEMO_ACCOUNTS: "false", DATABASE_URL: undefined })).toBe(false);
  });
});
