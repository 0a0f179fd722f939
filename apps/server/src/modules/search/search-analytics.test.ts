import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { analyticsLimits } from "@store/domain/rate-limits";
import { searchAnalyticsSchema } from "@store/domain/search.schema";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { searchEvents } from "./search.tables.ts";
import { deleteOldSearchEvents } from "./search-retention.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 50 });
});
afterAll(() => store.close());

type Browser = ReturnType<typeof browserOf>;
const searched = (browser: Browser, query: string, found: string[] = []) =>
  browser("/api/analytics/search", {
    method: "POST",
    body: JSON.stringify({ analyticsEventType: "search", query, productList: found, url: "/search" }),
  });

describe("the zero-result report", () => {
  it("counts distinct clients per term, so one client sending many empty searches cannot lead it", async () => {
    const noisy = browserOf(store.app);
    // As many as one session may send (ADR 017), ten times the other term's searches
    const noisyEvents = analyticsLimits.perSession.points;
    for (let i = 0; i < noisyEvents; i++) expect((await searched(noisy, "zzjunk term")).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await searched(browserOf(store.app), "dishwsher")).status).toBe(201);
    await searched(browserOf(store.app), "dishwsher", ["ABC123"]);

    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff@example.com");
    const report = searchAnalyticsSchema.parse(await (await staff("/api/analytics/search-report")).json());
    const terms = report.terms.map((t) => t.query);
    expect(terms.indexOf("dishwsher")).toBeLessThan(terms.indexOf("zzjunk term"));
    expect(report.terms.find((t) => t.query === "dishwsher")).toMatchObject({
      searches: 4,
      zeroResultSearches: 3,
      clients: 4,
      zeroResultClients: 3,
    });
    expect(report.terms.find((t) => t.query === "zzjunk term")).toMatchObject({
      searches: noisyEvents,
      zeroResultSearches: noisyEvents,
      clients: 1,
      zeroResultClients: 1,
    });
  });

  it("stores who sent an event as a keyed hash, never the session id", async () => {
    const browser = browserOf(store.app);
    await searched(browser, "hash check one");
    await searched(browser, "hash check two");
    const rows = await store.database.db
      .select({ clientHash: searchEvents.clientHash })
      .from(searchEvents)
      .where(sql`${searchEvents.query} like 'hash check%'`);
    expect(rows).toHaveLength(2);
    const [one, two] = rows.map((r) => r.clientHash ?? "");
    expect(one).toBe(two);
    expect(one).toMatch(/^[\w-]{22}$/);
    expect(one).not.toContain(browser.sessionId().slice(0, 8));
  });
});

describe("the analytics client over HTTP", () => {
  it("is the peer's address: dropping the cookie does not make a new client", async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: store.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      for (let i = 0; i < 3; i++) {
        // No cookie jar: every call is a new session.
        const res = await fetch(`http://127.0.0.1:${port}/api/analytics/search`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ analyticsEventType: "search", query: "cookieless term", productList: [] }),
        });
        expect(res.status).toBe(201);
        expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const rows = await store.database.db
      .select({ clientHash: searchEvents.clientHash })
      .from(searchEvents)
      .where(eq(searchEvents.query, "cookieless term"));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.clientHash)).size).toBe(1);
  });
});

describe("analytics retention", () => {
  /** `n` events of one query, `days` old. */
  async function eventsAged(query: string, days: number, n: number) {
    await store.database.db.execute(sql`
      insert into search_events (event_type, query, product_list, result_count, brand, created_at)
      select 'search', ${query}, '[]'::jsonb, 0, 'aol', now() - make_interval(days => ${days})
      from generate_series(1, ${n})`);
  }
  const countOf = async (query: string) =>
    Number(
      (
        await store.database.db.select({ n: count() }).from(searchEvents).where(eq(searchEvents.query, query))
      )[0]?.n,
    );

  it("deletes events older than the retention, in batches, and keeps the rest", async () => {
    await eventsAged("old events", 100, 12_000);
    await eventsAged("recent events", 10, 30);
    expect(await deleteOldSearchEvents(store.database.db, 90)).toBe(12_000);
    expect(await countOf("old events")).toBe(0);
    expect(await countOf("recent events")).toBe(30);
    expect(await deleteOldSearchEvents(store.database.db, 90)).toBe(0);
  });

  it("is safe when several processes run it at once: every old event is deleted once", async () => {
    await eventsAged("old events", 120, 11_000);
    const counts = await Promise.all([
      deleteOldSearchEvents(store.database.db, 90),
      deleteOldSearchEvents(store.database.db, 90),
      deleteOldSearchEvents(store.database.db, 90),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(11_000);
    expect(await countOf("old events")).toBe(0);
  });
});
