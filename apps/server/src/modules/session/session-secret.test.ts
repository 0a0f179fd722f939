import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { geoDataSchema } from "@store/domain/geo.schema";
import { localitySchema } from "@store/domain/locality.schema";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { configSchema, loadConfig } from "../../config.ts";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { serverSecrets } from "./session.tables.ts";
import { resolveSessionSecret } from "./session-secret.ts";

let store: TestStore;
const folders: string[] = [];
/** A data folder of its own, as each process on its own machine or container would have. */
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "store-secret-"));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("the session key without SESSION_SECRET", () => {
  it("is the same for two processes over one database, so each accepts the other's cookies", async () => {
    await store.database.db.delete(serverSecrets);
    const databaseUrl = loadConfig().DATABASE_URL;
    // Two first starts at once, each with its own data folder.
    const [keyA, keyB] = await Promise.all([
      resolveSessionSecret({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl }, store.database.db),
      resolveSessionSecret({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl }, store.database.db),
    ]);
    expect(keyA).toBe(keyB);
    expect(keyA.length).toBeGreaterThanOrEqual(32);

    const appOf = (sessionSecret: string) =>
      createApp({
        db: store.database.db,
        config: configSchema.parse({ NODE_ENV: "test", CATALOGUE_CACHE_SECONDS: "0" }),
        logger: pino({ level: "silent" }),
        sessionSecret,
      });
    const [first, second] = [appOf(keyA), appOf(keyB)];
    const localities = await requestAs(first, "aol", "/api/locality/bondi%20beach%202026");
    const localityId = Number(localitySchema.array().parse(await localities.json())[0]?._id);
    const chosen = await requestAs(first, "aol", "/api/geo/setlocation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ localityId }),
    });
    expect(chosen.status).toBe(200);
    const cookie = (chosen.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    const seen = await requestAs(second, "aol", "/api/geo", { headers: { cookie } });
    expect(seen.headers.getSetCookie()).toEqual([]);
    expect(geoDataSchema.parse(await seen.json())).toMatchObject({ newUser: false, locationId: localityId });
  });

  it("is kept across restarts", async () => {
    const config = { DATA_DIR: dataDir(), DATABASE_URL: loadConfig().DATABASE_URL };
    const before = await resolveSessionSecret(config, store.database.db);
    expect(await resolveSessionSecret(config, store.database.db)).toBe(before);
  });

  it("on the embedded database, adopts the key an earlier version kept in the data folder", async () => {
    await store.database.db.delete(serverSecrets);
    const dir = dataDir();
    const earlier = "a".repeat(64);
    writeFileSync(path.join(dir, "session-secret"), earlier);
    // The config says embedded (no DATABASE_URL), whichever server the test database is on.
    expect(await resolveSessionSecret({ DATA_DIR: dir }, store.database.db)).toBe(earlier);
    await store.database.db.delete(serverSecrets);
    const shared = await resolveSessionSecret(
      { DATA_DIR: dir, DATABASE_URL: "postgres://db.example/store" },
      store.database.db,
    );
    expect(shared).not.toBe(earlier);
  });

  it("is SESSION_SECRET when set", async () => {
    const secret = "s".repeat(40);
    expect(
      await resolveSessionSecret({ DATA_DIR: dataDir(), SESSION_SECRET: secret }, store.database.db),
    ).toBe(secret);
  });
});
