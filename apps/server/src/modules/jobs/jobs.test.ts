import { type JobsStatus, jobsStatusSchema } from "@store/domain/jobs.schema";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  analyticsRetentionQueue,
  type BackgroundJobs,
  catalogueRefreshQueue,
  embeddedUpkeepQueue,
  jobSchedules,
  startBackgroundJobs,
  walletSandboxSweepQueue,
} from "../../background-jobs.ts";
import { cacheRegistryFor } from "../../cache/cache-registry.ts";
import { configSchema, loadConfig } from "../../config.ts";
import { walletMerchantSessions, walletSandboxTokens } from "../../payments/wallet-sandbox.tables.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import { type SmtpSink, startSmtpSink } from "../../testing/smtp-sink.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { categoryFacets } from "../product/product.tables.ts";
import { rateLimits } from "../rate-limit/rate-limit.tables.ts";
import { searchEvents } from "../search/search.tables.ts";
import { JobsService } from "./jobs.service.ts";

let store: TestStore;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  // SMTP configured, and no worker in the test store's app: a cart mail stays a waiting job.
  store = await createTestStore({
    products: 50,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port) },
  });
});
afterAll(async () => {
  await store.close();
  await sink.close();
});

async function staff() {
  const browser = browserOf(store.app);
  await signInAs(store, browser, "staff@example.com");
  return browser;
}
const statusOf = async (browser: ReturnType<typeof browserOf>, query = "") => {
  const res = await browser(`/api/jobs/status${query}`);
  expect(res.status).toBe(200);
  return jobsStatusSchema.parse(await res.json());
};
const queueIn = (status: JobsStatus, name: string) => status.queues.find((q) => q.name === name);

describe("GET /api/jobs/status", () => {
  it("answers 401 to anonymous visitors", async () => {
    const res = await browserOf(store.app)("/api/jobs/status");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized" });
  });

  it("answers 403 to a customer", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "customer@example.com");
    expect((await browser("/api/jobs/status")).status).toBe(403);
  });

  it("lists the queues with their jobs by state for staff and admin, and no job data", async () => {
    const shopper = browserOf(store.app);
    const listing = (await (await shopper("/api/catalogue/listing?category=kitchen")).json()) as {
      items: { sku: string }[];
    };
    let added = false;
    for (const item of listing.items) {
      const res = await shopper("/api/cart/product", {
        method: "POST",
        body: JSON.stringify({ sku: item.sku }),
      });
      if (res.ok) {
        added = true;
        break;
      }
    }
    expect(added).toBe(true);
    const mailed = await shopper("/api/cart/email", {
      method: "POST",
      body: JSON.stringify({ email: "jobs.status@example.com" }),
    });
    expect(mailed.status).toBe(200);
    const [row] = await store.database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "jobs.status@example.com"));
    expect(row?.status).toBe("queued");

    const status = await statusOf(await staff());
    expect(status.workers).toBe(false);
    expect(queueIn(status, "mail-delivery")?.counts).toMatchObject({ created: 1, active: 0, failed: 0 });
    expect(JSON.stringify(status)).not.toContain("jobs.status@example.com");
    expect(status.queues.some((q) => q.name.startsWith("__pgboss"))).toBe(false);

    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    expect(queueIn(await statusOf(admin), "mail-delivery")?.counts.created).toBe(1);
    // Nothing cached: a second mail shows at once.
    await shopper("/api/cart/email", {
      method: "POST",
      body: JSON.stringify({ email: "second@example.com" }),
    });
    expect(queueIn(await statusOf(admin), "mail-delivery")?.counts.created).toBe(2);
  });

  it("answers 400 to a number of failures it does not list", async () => {
    const browser = await staff();
    for (const failures of ["0", "51", "abc", "1.5", "-1"]) {
      const res = await browser(`/api/jobs/status?failures=${failures}`);
      expect(res.status, failures).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid" });
    }
    expect((await browser("/api/jobs/status?failures=50")).status).toBe(200);
  });
});

describe("the store's jobs in a process with workers", () => {
  let background: BackgroundJobs;
  const { logger, lines } = capturedLogger();
  const config = () =>
    configSchema.parse({
      JOBS_POLL_SECONDS: "0.5",
      ANALYTICS_RETENTION_DAYS: "30",
      // The store's own database: the embedded upkeep (ADR 079) is PGlite's alone
      DATABASE_URL: store.database.kind === "postgres" ? loadConfig().DATABASE_URL : undefined,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
    });

  afterAll(async () => {
    await background?.stop();
  });

  it("runs the retention jobs at start: old analytics events and expired rate-limit counters go", async () => {
    const db = store.database.db;
    await db.execute(sql`
      insert into search_events (event_type, query, product_list, result_count, brand, created_at)
      select 'search', q, '[]'::jsonb, 0, 'aol', now() - make_interval(days => d)
      from (values ('old job events', 40), ('recent job events', 10)) as v(q, d), generate_series(1, 20)`);
    await db.insert(rateLimits).values([
      { key: "test:expired", points: 3, expire: new Date(Date.now() - 2 * 3_600_000) },
      { key: "test:current", points: 1, expire: new Date(Date.now() + 3_600_000) },
    ]);
    const eventsOf = async (query: string) =>
      Number((await db.select({ n: count() }).from(searchEvents).where(eq(searchEvents.query, query)))[0]?.n);

    background = await startBackgroundJobs(db, config(), logger, cacheRegistryFor(config()));
    await vi.waitFor(async () => expect(await eventsOf("old job events")).toBe(0), { timeout: 20_000 });
    expect(await eventsOf("recent job events")).toBe(20);
    await vi.waitFor(
      async () =>
        expect((await db.select().from(rateLimits)).map((r) => r.key)).not.toContain("test:expired"),
      { timeout: 20_000 },
    );
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toContain("test:current");
    await vi.waitFor(() =>
      expect(lines.map((l) => JSON.parse(l))).toContainEqual(
        expect.objectContaining({ msg: "old analytics events deleted", deleted: 20, retentionDays: 30 }),
      ),
    );
  });

  it("delivers the mail the app queued while no worker ran", async () => {
    await vi.waitFor(() => expect(sink.received.length).toBe(2), { timeout: 20_000 });
    const statuses = await store.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.filter((s) => s.status === "queued")).toEqual([]);
  });

  it("refreshes catalogue-derived data when asked, once however many ask", async () => {
    const db = store.database.db;
    const facets = async () => Number((await db.select({ n: count() }).from(categoryFacets))[0]?.n);
    const before = await facets();
    expect(before).toBeGreaterThan(0);
    await db.delete(categoryFacets);
    const first = await background.jobs.send(catalogueRefreshQueue, {});
    // stately: a second request while one waits is the same run
    const second = await background.jobs.send(catalogueRefreshQueue, {});
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await vi.waitFor(async () => expect(await facets()).toBe(before), { timeout: 60_000 });
  });

  it("runs a backlog back to back, not one job per poll interval", async () => {
    const jobs = new JobsService(store.database.db, { workers: true, pollSeconds: 2, logger });
    const queue = { name: "backlog-test", data: z.object({ n: z.number() }) };
    const done: number[] = [];
    try {
      for (let n = 0; n < 30; n++) await jobs.send(queue, { n });
      const started = performance.now();
      await jobs.work(queue, async ({ n }) => {
        done.push(n);
      });
      // One job per 2 s interval would take a minute.
      await vi.waitFor(() => expect(done).toHaveLength(30), { timeout: 15_000 });
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      await jobs.stop();
    }
  });

  it("forgets the wallet sandbox's tokens and merchant sessions a day old, and only those, however often it runs", async () => {
    const db = store.database.db;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const session = (id: string, hours: number) => ({
      id,
      brand: "aol" as const,
      domainName: "aol.localhost",
      createdAt: hoursAgo(hours),
      expiresAt: new Date(hoursAgo(hours).getTime() + 5 * 60_000),
    });
    const token = (tokenHash: string, hours: number, merchantSessionId: string | null) => ({
      tokenHash,
      wallet: "ApplePay" as const,
      brand: "aol" as const,
      amount: 1000,
      currency: "AUD" as const,
      card: "visa",
      merchantSessionId,
      createdAt: hoursAgo(hours),
      expiresAt: new Date(hoursAgo(hours).getTime() + 10 * 60_000),
    });
    await db.insert(walletMerchantSessions).values([session("sweep-old", 25), session("sweep-new", 23)]);
    await db
      .insert(walletSandboxTokens)
      .values([token("sweep-old-token", 25, "sweep-old"), token("sweep-new-token", 1, "sweep-new")]);
    const left = async () => ({
      sessions: (await db.select().from(walletMerchantSessions))
        .map((s) => s.id)
        .filter((id) => id.startsWith("sweep-")),
      tokens: (await db.select().from(walletSandboxTokens))
        .map((t) => t.tokenHash)
        .filter((hash) => hash.startsWith("sweep-")),
    });
    const completed = async () =>
      queueIn(await background.jobs.status(10), walletSandboxSweepQueue.name)?.counts.completed ?? 0;

    const before = await completed();
    await background.jobs.send(walletSandboxSweepQueue, {});
    await vi.waitFor(async () => expect(await completed()).toBeGreaterThan(before), { timeout: 20_000 });
    expect(await left()).toEqual({ sessions: ["sweep-new"], tokens: ["sweep-new-token"] });
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ msg: "stale wallet sandbox tokens and merchant sessions forgotten" }),
    );

    // Again: nothing more to forget, nothing fails, the recent ones stay
    const once = await completed();
    await background.jobs.send(walletSandboxSweepQueue, {});
    await vi.waitFor(async () => expect(await completed()).toBeGreaterThan(once), { timeout: 20_000 });
    expect(await left()).toEqual({ sessions: ["sweep-new"], tokens: ["sweep-new-token"] });
    const status = queueIn(await background.jobs.status(10), walletSandboxSweepQueue.name);
    expect(status?.schedule).toBe(jobSchedules.walletSandboxSweep);
    expect(status?.counts.failed).toBe(0);
  });

  it("shows its schedules and workers in the status", async () => {
    const status = await background.jobs.status(10);
    expect(status.workers).toBe(true);
    expect(queueIn(status, analyticsRetentionQueue.name)?.schedule).toBe(jobSchedules.analyticsRetention);
    expect(queueIn(status, "catalogue-refresh")?.schedule).toBe(jobSchedules.catalogueRefresh);
    // The delivery capacity sweep (ADR 033): nightly, and once at start
    const sweep = queueIn(status, "delivery-capacity-sweep");
    expect(sweep?.schedule).toBe(jobSchedules.deliveryCapacitySweep);
    expect(sweep?.counts.completed).toBeGreaterThanOrEqual(1);
    expect(queueIn(status, "rate-limit-sweep")?.counts.completed).toBeGreaterThanOrEqual(1);
  });

  it("looks after PGlite's statistics and dead rows every minute, and leaves PostgreSQL's to its autovacuum", async () => {
    const upkeep = () => queueIn(status, embeddedUpkeepQueue.name);
    let status = await background.jobs.status(10);
    if (store.database.kind === "postgres") {
      expect(upkeep()?.schedule ?? null).toBeNull();
      return;
    }
    expect(upkeep()?.schedule).toBe(jobSchedules.embeddedUpkeep);
    // Once at start: the seeded tables are analyzed before the first shopper plans a query on them
    await vi.waitFor(
      async () => {
        status = await background.jobs.status(10);
        expect(upkeep()?.counts.completed).toBeGreaterThanOrEqual(1);
      },
      { timeout: 20_000 },
    );
    expect(upkeep()?.counts.failed).toBe(0);
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ msg: "embedded database upkeep" }),
    );
  });
});
