import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cartSchema } from "@store/domain/cart.schema";
import { compareListSchema } from "@store/domain/compare.schema";
import { geoDataSchema } from "@store/domain/geo.schema";
import { jobsStatusSchema } from "@store/domain/jobs.schema";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink.ts";
import { freePort, startStoreProcess } from "./testing/store-process.ts";
import { createServerDatabase } from "./testing/test-store.ts";

/**
 * Two processes, one store (issue 13): two API processes (api-main.ts, the same bootstrap as the
 * store's) on one new PostgreSQL database, and one Redis for the rate limits when it answers (CI
 * always has both). A shopper's calls alternate between them; the answers must be those of one
 * process. Process A runs no job workers (JOBS_ENABLED=false): the mail it queues is sent by B.
 *
 * The server is DATABASE_URL's, else PostgreSQL on 127.0.0.1:5432. Only when DATABASE_URL is unset
 * and nothing answers there is it skipped: PGlite is one connection and cannot serve two processes.
 */

const configured = loadConfig().DATABASE_URL;
const serverUrl = configured ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = "redis://127.0.0.1:6379";

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}
const postgresAnswers = await answers(async () => {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  await client.end();
});
const redisAnswers = await answers(async () => {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
});

interface Running {
  base: string;
  child: ChildProcess;
  stderr: string[];
}

/** Starts api-main.ts on a free port of its own (testing/store-process.ts). */
async function startProcess(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, stderr } = await startStoreProcess({ ...env, PORT: String(port), HOST: "127.0.0.1" }, base);
  return { base, child, stderr };
}

/** SIGTERM (the store's graceful shutdown: workers, then the database), SIGKILL after 15 s. */
function stopProcess(running: Running): Promise<void> {
  const { child } = running;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const pid = child.pid;
    const force = setTimeout(() => process.kill(-pid, "SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-pid, "SIGTERM");
  });
}

/** A browser over HTTP: keeps its cookie, comes from its own address (one proxy of ours in front). */
function shopper() {
  let cookie = "";
  const ip = `10.${randomBytes(3).join(".")}`;
  const call = async (base: string, pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", "aol.localhost");
    headers.set("x-forwarded-for", ip);
    if (cookie) headers.set("cookie", cookie);
    if (init.body) headers.set("content-type", "application/json");
    const res = await fetch(`${base}${pathname}`, { ...init, headers });
    const set = res.headers.get("set-cookie");
    if (set?.startsWith("sid=")) cookie = set.split(";")[0] ?? "";
    return res;
  };
  const post = (base: string, pathname: string, body: unknown) =>
    call(base, pathname, { method: "POST", body: JSON.stringify(body) });
  const sessionId = () => decodeURIComponent(cookie.replace(/^sid=/, "")).split(".")[0] ?? "";
  return Object.assign(call, { post, sessionId });
}

describe.skipIf(!configured && !postgresAnswers)("two store processes on one database", () => {
  const cleanups: (() => Promise<void>)[] = [];
  let a: Running;
  let b: Running;
  let sink: SmtpSink;
  let databaseUrl: string;
  let skus: string[] = [];
  let localityId = 0;

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl);
    cleanups.push(created.drop);
    databaseUrl = created.url;
    sink = await startSmtpSink();
    cleanups.unshift(() => sink.close());
    // No SESSION_SECRET: the key both processes sign with is the one the first made in the database (ADR 019).
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      SEED_PRODUCTS: "50",
      SEED_DEMO_ACCOUNTS: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SSR_THREADS: "0",
      TRUSTED_PROXY_HOPS: "1",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_RETRY_SECONDS: "1",
      JOBS_POLL_SECONDS: "0.5",
      ...(redisAnswers ? { REDIS_URL: redisUrl } : {}),
    };
    // A first: it migrates and seeds the new database. A sends jobs and runs none.
    a = await startProcess({ ...env, JOBS_ENABLED: "false" });
    cleanups.unshift(() => stopProcess(a));
    b = await startProcess({ ...env, JOBS_ENABLED: "true" });
    cleanups.unshift(() => stopProcess(b));

    // Two products of one category that a cart takes, and a locality, read from A.
    const probe = shopper();
    for (const category of ["kitchen", "laundry", "refrigeration", "tv-audio", "cooling-heating"]) {
      const listing = (await (await probe(a.base, `/api/catalogue/listing?category=${category}`)).json()) as {
        items?: { sku: string }[];
      };
      const fit: string[] = [];
      for (const item of listing.items ?? []) {
        if ((await probe.post(a.base, "/api/cart/product", { sku: item.sku })).ok) fit.push(item.sku);
        if (fit.length === 2) break;
      }
      if (fit.length === 2) {
        skus = fit;
        break;
      }
    }
    expect(skus).toHaveLength(2);
    const localities = (await (await probe(a.base, "/api/locality/sydney")).json()) as { _id: string }[];
    localityId = Number(localities[0]?._id);
    expect(localityId).toBeGreaterThan(0);
  }, 400_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  }, 60_000);

  /**
   * One shopper's visit; `on(i)` picks the process of the i-th call. Answers what the shopper saw:
   * the location, the cart, the compare list and the statuses of six cart mails.
   */
  async function visit(on: (call: number) => Running, run: string) {
    const s = shopper();
    let call = 0;
    const next = () => on(call++).base;
    await s(next(), "/api/geo");
    expect((await s.post(next(), "/api/geo/setlocation", { localityId })).status).toBe(200);
    const geo = geoDataSchema.parse(await (await s(next(), "/api/geo")).json());
    for (const sku of [skus[0], skus[1], skus[0]])
      expect((await s.post(next(), "/api/cart/product", { sku })).status).toBe(200);
    const cart = cartSchema.parse(await (await s(next(), "/api/cart")).json());
    for (const sku of skus) expect((await s.post(next(), "/api/compare/product", { sku })).status).toBe(200);
    const compare = compareListSchema.parse(await (await s(next(), "/api/compare")).json());
    const mails: number[] = [];
    for (let i = 0; i < 6; i++)
      mails.push((await s.post(next(), "/api/cart/email", { email: `${run}-${i}@example.com` })).status);
    return {
      shopper: s,
      seen: {
        location: { id: geo.locationId, suburb: geo.suburb, postcode: geo.postcode, newUser: geo.newUser },
        cart: cart.products.map((p) => ({ sku: p.sku, quantity: p.quantity })),
        cartTotal: cart.orderTotal,
        compare: compare.products.map((p) => p.sku),
        mails,
      },
    };
  }

  it("serves a shopper alternating between them as one process does: session, location, cart, compare, mail limit", {
    timeout: 300_000,
  }, async () => {
    const alternating = await visit((i) => (i % 2 === 0 ? a : b), "alternating");
    const single = await visit(() => a, "single");
    expect(alternating.seen).toEqual(single.seen);
    expect(alternating.seen.location.id).toBe(localityId);
    expect(alternating.seen.cart).toEqual([
      { sku: skus[0], quantity: 2 },
      { sku: skus[1], quantity: 1 },
    ]);
    expect(alternating.seen.compare).toEqual(skus);
    // Five mails an hour per session, counted across both processes: the sixth is refused.
    expect(alternating.seen.mails).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("runs on B the mail jobs A queued (A runs no workers), each mail sent once", {
    timeout: 120_000,
  }, async () => {
    // Ten mails were accepted above; half of the alternating ones and all of the single ones via A.
    await vi.waitFor(() => expect(sink.received.length).toBe(10), { timeout: 60_000, interval: 200 });
    const recipients = sink.received.flatMap((m) => m.to).sort();
    expect(new Set(recipients).size).toBe(10);
    expect(recipients.filter((r) => r.startsWith("single-"))).toHaveLength(5);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ status: string; n: number }>(
        "select status, count(*)::int as n from mail_outbox group by status",
      );
      expect(rows).toEqual([{ status: "sent", n: 10 }]);
      // Staff ask either process: the counts are the database's, the workers flag the process's.
      const staff = shopper();
      await staff(a.base, "/api/geo");
      await db.query(
        `insert into visitor_sessions (id, user_id) select $1, id from users where email = 'staff@example.com'
         on conflict (id) do update set user_id = excluded.user_id`,
        [staff.sessionId()],
      );
      const fromA = jobsStatusSchema.parse(await (await staff(a.base, "/api/jobs/status")).json());
      const fromB = jobsStatusSchema.parse(await (await staff(b.base, "/api/jobs/status")).json());
      expect(fromA.workers).toBe(false);
      expect(fromB.workers).toBe(true);
      const mailQueue = (s: typeof fromA) => s.queues.find((q) => q.name === "mail-delivery")?.counts;
      expect(mailQueue(fromA)).toEqual(mailQueue(fromB));
      expect(mailQueue(fromA)).toMatchObject({ completed: 10, created: 0, active: 0, failed: 0 });
    } finally {
      await db.end();
    }
  });
});
