import { randomBytes } from "node:crypto";
import type { LimitRule } from "@store/domain/rate-limits";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { migrateDatabase } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createTestDatabase } from "../../testing/test-store.ts";
import {
  databaseStore,
  type LimitCheck,
  RateLimitService,
  type RateLimitStore,
  redisStore,
} from "./rate-limit.service.ts";
import { rateLimits } from "./rate-limit.tables.ts";

const logger = pino({ level: "silent" });
const secret = "rate-limit-test-secret-0123456789abcdef";
// Redis runs beside PostgreSQL on every developer and CI machine (STACK-NOTES).
const redisUrl = loadConfig().REDIS_URL ?? "redis://127.0.0.1:6379";

let database: Database;
let drop: () => Promise<void>;
const stores: RateLimitStore[] = [];
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await database.close();
  await drop();
});

/** A rule no other test (or earlier run, on the shared Redis) has counted. */
const freshRule = (points: number, seconds = 3600): LimitRule => ({
  name: `test-${randomBytes(5).toString("hex")}`,
  points,
  seconds,
});
const check = (rule: LimitRule, key: string): LimitCheck => ({
  rule,
  key,
  message: (s) => `Too many tries; wait ${s} s.`,
});
const allowed = async (service: RateLimitService, checks: LimitCheck[]) =>
  (await service.take(checks)) === null;

const redisPrefix = `test:rl:${randomBytes(4).toString("hex")}`;
const makers: [string, () => RateLimitStore][] = [
  ["database", () => databaseStore(database.db)],
  // Each call is a new connection, as a second process would have
  ["redis", () => redisStore(redisUrl, logger, redisPrefix)],
];

describe.each(makers)("the rate limiter on the %s store", (kind, make) => {
  let service: RateLimitService;
  beforeAll(() => {
    const store = make();
    stores.push(store);
    service = new RateLimitService(store, secret);
    expect(service.kind).toBe(kind);
  });

  it("lets `points` calls through, then refuses with the seconds left in the window", async () => {
    const rule = freshRule(3, 600);
    for (let i = 0; i < 3; i++) expect(await allowed(service, [check(rule, "a")])).toBe(true);
    const refusal = await service.take([check(rule, "a")]);
    expect(refusal?.check.key).toBe("a");
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(590);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(600);
    // Another key has its own count
    expect(await allowed(service, [check(rule, "b")])).toBe(true);
  });

  it("consume() throws a 429 AppError with Retry-After and the check's message", async () => {
    const rule = freshRule(1, 120);
    await service.consume([check(rule, "k")]);
    const error = await service.consume([check(rule, "k")]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "too_many_requests", status: 429 });
    const { retryAfterSeconds, errors } = error as AppError;
    expect(retryAfterSeconds).toBeGreaterThan(100);
    expect(errors).toEqual([`Too many tries; wait ${retryAfterSeconds} s.`]);
  });

  it("stops at the first check that refuses, leaving the later ones untouched", async () => {
    const narrow = freshRule(1, 60);
    const wide = freshRule(2, 3600);
    expect(await allowed(service, [check(narrow, "x"), check(wide, "x")])).toBe(true);
    const refusal = await service.take([check(narrow, "x"), check(wide, "x")]);
    expect(refusal?.check.rule.name).toBe(narrow.name);
    // The refused call took nothing from the wide count: one point is left there
    expect(await allowed(service, [check(wide, "x")])).toBe(true);
    expect(await allowed(service, [check(wide, "x")])).toBe(false);
  });

  it("lets exactly the tightest count of parallel calls through a chain of checks", async () => {
    const narrow = freshRule(4);
    const wide = freshRule(10);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => allowed(service, [check(narrow, "chain"), check(wide, "chain")])),
    );
    expect(results.filter(Boolean)).toHaveLength(4);
  });

  it("gives a point back on refund", async () => {
    const rule = freshRule(2);
    await service.consume([check(rule, "r")]);
    await service.consume([check(rule, "r")]);
    await service.refund([check(rule, "r")]);
    expect(await allowed(service, [check(rule, "r")])).toBe(true);
    expect(await allowed(service, [check(rule, "r")])).toBe(false);
  });

  it("lets exactly `points` of 40 parallel calls through, from two limiters on one store", async () => {
    const rule = freshRule(5);
    const other = new RateLimitService(make(), secret);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => allowed(i % 2 ? other : service, [check(rule, "burst")])),
    );
    await other.close();
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it("opens again when the window ends", async () => {
    const rule = freshRule(1, 1);
    expect(await allowed(service, [check(rule, "w")])).toBe(true);
    expect(await allowed(service, [check(rule, "w")])).toBe(false);
    await vi.waitFor(async () => expect(await allowed(service, [check(rule, "w")])).toBe(true), {
      timeout: 4000,
      interval: 250,
    });
  });
});

describe("the database store", () => {
  it("keeps no address or IP in the table, only keyed hashes", async () => {
    const service = new RateLimitService(databaseStore(database.db), secret);
    const rule = freshRule(3);
    await service.consume([check(rule, "shopper@example.com")]);
    const rows = await database.db.select().from(rateLimits);
    const row = rows.find((r) => r.key.startsWith(`${rule.name}:`));
    expect(row?.points).toBe(1);
    expect(row?.key).not.toContain("shopper");
    await service.close();
  });
});
