import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino, { type Logger } from "pino";
import { createApp, type StoreApp } from "../app.ts";
import { type CacheRegistry, cacheRegistryFor } from "../cache/cache-registry.ts";
import { configSchema, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { Geocoder } from "../modules/geo/geocoder.ts";
import { type TourPanoramaOptions, TourPanoramaService } from "../modules/media/tour-panorama.service.ts";
import { visitorSessions } from "../modules/session/session.tables.ts";
import { users } from "../modules/user/user.tables.ts";
import type { WebPages } from "../web-handler.ts";
import { seededPglite, seededPostgres } from "./seeded-copies.ts";

/** A fixed key for tests: signs cookies of a throwaway database, guards nothing. */
export const testSessionSecret = "test-only-session-secret-0123456789abcdef";

export interface TestStore {
  app: StoreApp;
  database: Database;
  /** The app's caches (ADR 021): clear them, or read their lifetimes. */
  caches: CacheRegistry;
  close(): Promise<void>;
}

/** A new, empty, randomly named database on DATABASE_URL's server, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Creates an empty database: in-memory PGlite, or a new randomly named one when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = loadConfig().DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openDatabase({ url, dataDir: null });
  return { database, drop };
}

/**
 * A database of its own holding the seeded demo store (demo accounts included: tests sign in as them),
 * copied from one seeded once per run and size (seeded-copies.ts).
 */
export async function createSeededDatabase(
  products: number,
  serverUrl: string | undefined = loadConfig().DATABASE_URL,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) return { database: await seededPglite(products), drop: async () => {} };
  const { url, drop } = await seededPostgres(serverUrl, products);
  return { database: await openDatabase({ url, dataDir: null }), drop };
}

/** A real store over a real database holding the seeded demo store, for API tests. No mocks. */
export async function createTestStore(
  options: {
    products?: number;
    catalogueCacheSeconds?: number;
    env?: Record<string, string>;
    /** The caches' clock (ADR 021), for tests that move time past a cache's lifetime. */
    now?: () => number;
    /** Web pages to serve after the API (a page build rendered in-process, a stand-in...). */
    pages?: WebPages;
    /** The app's logger (silent unless a test reads what is logged). */
    logger?: Logger;
    /** A PostgreSQL server to use whatever DATABASE_URL says: race tests need row locks (ADR 029). */
    postgresUrl?: string;
    /** A stand-in for the real payment providers' HTTP APIs (ADR 076). */
    providerSend?: (url: string, init: RequestInit) => Promise<Response>;
    /** A geocoding provider other than the offline default (ADR 085). */
    geocoder?: Geocoder;
    /** How the tours' panoramas are drawn, over 512 pixels across and memory only (ADR 087). */
    tourPanoramas?: TourPanoramaOptions;
  } = {},
): Promise<TestStore> {
  const { database, drop } = await createSeededDatabase(
    options.products ?? 200,
    options.postgresUrl ?? loadConfig().DATABASE_URL,
  );
  // Tests change data and read it back at once: no catalogue answer cache unless a test asks for it.
  const config = configSchema.parse({
    NODE_ENV: "test",
    CATALOGUE_CACHE_SECONDS: String(options.catalogueCacheSeconds ?? 0),
    // Each test browser comes from its own address (browserOf), as if through one proxy of ours
    TRUSTED_PROXY_HOPS: "1",
    // Uploaded attachments go to a folder of this store's own, removed with it
    ATTACHMENTS_DIR: path.join(tmpdir(), `store-test-attachments-${randomBytes(6).toString("hex")}`),
    ...options.env,
  });
  const caches = cacheRegistryFor(config, options.now);
  const tourPanoramas = new TourPanoramaService({ width: 512, ...options.tourPanoramas });
  const app = createApp({
    db: database.db,
    config,
    logger: options.logger ?? pino({ level: "silent" }),
    sessionSecret: testSessionSecret,
    caches,
    pages: options.pages,
    providerSend: options.providerSend,
    geocoder: options.geocoder,
    // The tours' panoramas drawn the same way, 512 pixels across rather than 3072, so tests stay quick;
    // kept in memory only (nothing in DATA_DIR)
    tourPanoramas,
  });
  return {
    app,
    database,
    caches,
    close: async () => {
      await tourPanoramas.close();
      await database.close();
      await drop();
      if (!options.env?.ATTACHMENTS_DIR && config.ATTACHMENTS_DIR)
        await rm(config.ATTACHMENTS_DIR, { recursive: true, force: true });
    },
  };
}

/** Calls the app as a browser of `brand` would (the brand comes from the host name). */
export function requestAs(app: StoreApp, brand: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", `${brand}.localhost:3000`);
  return app.request(path, { ...init, headers });
}

/**
 * A browser of one brand: keeps its session cookie between calls and sends JSON bodies (unless the call
 * names its own content type). Each has its
 * own client address (X-Forwarded-For, which the test store trusts), so rate limits per IP (ADR 017)
 * count each browser alone; a call may give its own.
 */
export function browserOf(app: StoreApp, brand = "aol") {
  let cookie = "";
  const ip = `10.${randomBytes(3).join(".")}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", ip);
    // A FormData body sets its own multipart type with the boundary
    if (init.body && !(init.body instanceof FormData) && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    const res = await requestAs(app, brand, path, { ...init, headers });
    const set = res.headers.getSetCookie().find((header) => header.startsWith("sid="));
    if (set) cookie = set.split(";")[0] ?? "";
    return res;
  };
  /** The id inside the signed session cookie (after the first call). */
  const sessionId = () => decodeURIComponent(cookie.replace(/^sid=/, "")).split(".")[0] ?? "";
  /** The `sid=...` cookie it sends (after the first call). */
  const sessionCookie = () => cookie;
  return Object.assign(call, { sessionId, sessionCookie });
}

/**
 * Signs a test browser in as the demo account with `email`, as a login would: its session (opened
 * by a first call) now belongs to that user. Tests of signed-in and staff-only calls use this rather
 * than POST /api/account/login-redir (account.test.ts tests that), because the authorization matrix
 * signs in hundreds of times and each real login spends a 60 ms password hash.
 */
export async function signInAs(store: TestStore, browser: ReturnType<typeof browserOf>, email: string) {
  await browser("/api/geo");
  const [user] = await store.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo account ${email}`);
  await store.database.db
    .insert(visitorSessions)
    .values({ id: browser.sessionId(), userId: user.id })
    .onConflictDoUpdate({ target: visitorSessions.id, set: { userId: user.id } });
}
