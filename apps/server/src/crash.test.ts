import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cartSchema } from "@store/domain/cart.schema";
import { geoDataSchema } from "@store/domain/geo.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { freePort, startStoreProcess } from "./testing/store-process.ts";
import { createServerDatabase } from "./testing/test-store.ts";

/**
 * The crash test (issue 12): the API-only entry runs as a child process on the database of this run
 * (a PGlite folder, or a new database on DATABASE_URL's server), is killed with SIGKILL during a burst
 * of writes, and started again; every write that was answered 200 must still be there.
 */

const cleanups: (() => Promise<void>)[] = [];
let env: Record<string, string>;
let base: string;

/** Starts the store and resolves once /api/ping answers (bounded: the child's death or 3 minutes end it). */
async function startStore(): Promise<ChildProcess> {
  const { child } = await startStoreProcess(env, base);
  cleanups.unshift(async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, "SIGKILL");
  });
  return child;
}

/** Ends the whole process group with SIGKILL and waits until it is gone. */
function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  });
}

/** A visitor over HTTP: keeps its session cookie, sends JSON. */
function visitor() {
  let cookie = "";
  const call = async (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", "aol.localhost");
    if (cookie) headers.set("cookie", cookie);
    if (init.body) headers.set("content-type", "application/json");
    const res = await fetch(`${base}${pathname}`, { ...init, headers });
    const set = res.headers.get("set-cookie");
    if (set?.startsWith("sid=")) cookie = set.split(";")[0] ?? "";
    return res;
  };
  return call;
}
type Visitor = ReturnType<typeof visitor>;
const addToCart = (v: Visitor, sku: string) =>
  v("/api/cart/product/", { method: "POST", body: JSON.stringify({ sku }) });
const setLocation = (v: Visitor, localityId: number) =>
  v("/api/geo/setlocation", { method: "POST", body: JSON.stringify({ localityId }) });

beforeAll(async () => {
  const serverUrl = loadConfig().DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-crash-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const created = await createServerDatabase(serverUrl);
    cleanups.push(created.drop);
    databaseUrl = created.url;
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // No SESSION_SECRET: the generated key must survive the crash too (it lives in the database).
  env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_PRODUCTS: "50",
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe("a crash during a burst of writes", () => {
  it("loses no write that was answered 200", { timeout: 600_000 }, async () => {
    let child = await startStore();

    // Products a cart takes, and localities, read from the running store.
    const candidates: string[] = [];
    for (const category of ["kitchen", "laundry", "refrigeration", "tv-audio", "cooling-heating"]) {
      const res = await fetch(`${base}/api/catalogue/listing?category=${category}`);
      if (!res.ok) continue;
      const listing = (await res.json()) as { items: { sku: string }[] };
      candidates.push(...listing.items.map((item) => item.sku));
    }
    const probe = visitor();
    const skus: string[] = [];
    for (const sku of candidates) if ((await addToCart(probe, sku)).status === 200) skus.push(sku);
    expect(skus.length).toBeGreaterThanOrEqual(6);
    const localities = (await (await fetch(`${base}/api/locality/sydney`)).json()) as { _id: string }[];
    expect(localities.length).toBeGreaterThan(0);

    // 16 visitors write at once: a location, then cart adds, until the store dies under them. Each has
    // more writes than the store can answer between the kill's order and its death, so some are cut off.
    const acknowledged: { call: Visitor; localityId: number | null; skus: string[] }[] = [];
    let answered = 0;
    let refused = 0;
    let killed: Promise<void> | null = null;
    // Mid-burst, once 40 writes have answered: the others still have writes in flight.
    const answer = () => {
      answered++;
      if (answered >= 40 && !killed) killed = killHard(child);
    };
    const writesPerVisitor = 40;
    await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const call = visitor();
        const record = { call, localityId: null as number | null, skus: [] as string[] };
        acknowledged.push(record);
        try {
          // The first call opens the session (its cookie is acknowledged with it).
          const localityId = Number(localities[i % localities.length]?._id);
          if ((await setLocation(call, localityId)).status === 200) record.localityId = localityId;
          answer();
          for (let w = 0; w < writesPerVisitor; w++) {
            const sku = skus[(i + w) % skus.length] ?? "";
            const res = await addToCart(call, sku);
            if (res.status === 200) record.skus.push(sku);
            answer();
          }
        } catch {
          refused++;
        }
      }),
    );
    await killed;
    expect(answered).toBeGreaterThanOrEqual(40);
    expect(refused).toBeGreaterThan(0);

    child = await startStore();
    let checked = 0;
    for (const record of acknowledged) {
      if (record.localityId === null && record.skus.length === 0) continue;
      const geo = geoDataSchema.parse(await (await record.call("/api/geo")).json());
      if (record.localityId !== null) expect(geo.locationId).toBe(record.localityId);
      const cart = cartSchema.parse(await (await record.call("/api/cart/")).json());
      const inCart = cart.products.map((p) => p.sku);
      for (const sku of record.skus) expect(inCart).toContain(sku);
      checked += record.skus.length + (record.localityId === null ? 0 : 1);
    }
    expect(checked).toBeGreaterThanOrEqual(30);
    await killHard(child);
  });
});
