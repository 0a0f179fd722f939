import { analyticsLimits } from "@store/domain/rate-limits";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, type TestStore } from "../../testing/test-store.ts";
import { products } from "../product/product.tables.ts";
import { searchEvents } from "./search.tables.ts";

let store: TestStore;
let productId: number;
beforeAll(async () => {
  store = await createTestStore({ products: 60 });
  const [first] = await store.database.db.select({ id: products.id }).from(products).limit(1);
  productId = first?.id ?? 0;
});
afterAll(() => store.close());

const event = (query: string) =>
  JSON.stringify({ analyticsEventType: "search", query, productList: [], url: "/search?q=x" });
const events = async () =>
  Number(
    (
      (await store.database.db.execute(sql`select count(*)::int as n from ${searchEvents}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe("analytics writes are rate limited (issue 12, item 12)", () => {
  it("records 30 events a minute from one session, then answers 429 with Retry-After and writes nothing", async () => {
    const browser = browserOf(store.app);
    const before = await events();
    const answers: number[] = [];
    for (let i = 0; i < analyticsLimits.perSession.points + 5; i++)
      answers.push(
        (await browser("/api/analytics/search", { method: "POST", body: event(`flood ${i}`) })).status,
      );
    expect(answers.filter((s) => s === 201)).toHaveLength(analyticsLimits.perSession.points);
    expect(answers.slice(analyticsLimits.perSession.points)).toEqual(Array(5).fill(429));
    expect((await events()) - before).toBe(analyticsLimits.perSession.points);
    expect((await browser("/api/analytics/search?searchTerm=fridge")).status).toBe(429);
    const refused = await browser(`/api/analytics/product-load-event?productId=${productId}`);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await refused.json()).errors[0]).toMatch(
      /^Too many analytics events\. They are recorded again in /,
    );
  });

  it("records 120 a minute from one client address that drops its cookie", async () => {
    const ip = "203.0.113.200";
    const before = await events();
    const answers = await Promise.all(
      Array.from({ length: analyticsLimits.perIp.points + 10 }, () =>
        browserOf(store.app)(`/api/analytics/product-load-event?productId=${productId}`, {
          headers: { "x-forwarded-for": ip },
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(analyticsLimits.perIp.points);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
    expect((await events()) - before).toBe(analyticsLimits.perIp.points);
  });
});
