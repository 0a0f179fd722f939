import { createHmac } from "node:crypto";
import type { LimitRule } from "@store/domain/rate-limits";
import { lt } from "drizzle-orm";
import type { Context } from "hono";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { AppEnv } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { rateLimits } from "./rate-limit.tables.ts";

/** One counter to take a point from: a rule and whose count it is (a session id, an IP, an address). */
export interface LimitCheck {
  rule: LimitRule;
  key: string;
  /** What the visitor reads when this check refuses, given when a retry can succeed ('in 5 minutes'). */
  message: (retryAfterSeconds: number) => string;
}

/** Where the counts live: one atomic increment per check, shared by every process on that store. */
export interface RateLimitStore {
  readonly kind: "database" | "redis";
  limiter(rule: LimitRule): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * Deletes counters whose window ended over an hour ago, so the table stays small; answers how many.
 * The `rate-limit-sweep` job runs it every 10 minutes (background-jobs.ts, ADR 020).
 */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(Date.now() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * Counts in the `rate_limits` table: rate-limiter-flexible's RateLimiterDrizzle, whose consume is one
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING, atomic on PGlite and PostgreSQL alike (ADR 017).
 */
export function databaseStore(db: Db): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    kind: "database",
    limiter(rule) {
      let limiter = limiters.get(rule.name);
      if (!limiter) {
        limiter = new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: rule.name,
          points: rule.points,
          duration: rule.seconds,
          // One sweep for every rule, a job (deleteExpiredRateLimits), not the library's timer.
          clearExpiredByTimeout: false,
        });
        limiters.set(rule.name, limiter);
      }
      return limiter;
    },
    close: async () => {},
  };
}

/**
 * Counts in Redis (`REDIS_URL`): RateLimiterRedis, one Lua script per consume. While Redis cannot be
 * reached each process counts in memory (the library's insurance limiter), so the store degrades to
 * per-process limits instead of refusing every mail and coupon.
 */
export function redisStore(url: string, logger: Logger, prefix = "store:rl"): RateLimitStore {
  // Calls made before the connection is up wait for it; once Redis is gone a call fails after one
  // reconnection attempt and the insurance limiter answers it.
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on("error", (error) => logger.warn({ err: error }, "redis (rate limits) is not answering"));
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    kind: "redis",
    limiter(rule) {
      let limiter = limiters.get(rule.name);
      if (!limiter) {
        const options = { keyPrefix: `${prefix}:${rule.name}`, points: rule.points, duration: rule.seconds };
        limiter = new RateLimiterRedis({
          ...options,
          storeClient: client,
          insuranceLimiter: new RateLimiterMemory(options),
        });
        limiters.set(rule.name, limiter);
      }
      return limiter;
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** A refused check: which one, and in how many seconds it lets the key through again. */
export interface Refusal {
  check: LimitCheck;
  retryAfterSeconds: number;
}

/**
 * The store's one rate limiter (ADR 017): takes points from counters in the shared store and answers
 * 429 with Retry-After when one is spent. Keys are HMACs, so the store holds no address or IP.
 */
export class RateLimitService {
  constructor(
    private readonly store: RateLimitStore,
    private readonly secret: string,
  ) {}

  get kind(): RateLimitStore["kind"] {
    return this.store.kind;
  }

  private key(check: Pick<LimitCheck, "key">): string {
    return createHmac("sha256", this.secret).update(check.key).digest("base64url").slice(0, 27);
  }

  /**
   * Takes one point from each check in turn, narrowest first, and stops at the first that refuses: a
   * call refused for its session does not use up its IP's count, and the counters further on see only
   * calls the earlier ones let through, so N parallel calls pass exactly as many as the tightest allows.
   */
  async take(checks: readonly LimitCheck[]): Promise<Refusal | null> {
    for (const check of checks) {
      try {
        await this.store.limiter(check.rule).consume(this.key(check));
      } catch (reason) {
        if (!(reason instanceof RateLimiterRes)) throw reason;
        return { check, retryAfterSeconds: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)) };
      }
    }
    return null;
  }

  /**
   * The first check whose count is already spent, without taking a point: a caller that counts only
   * failures (a wrong password) asks this before it does the work.
   */
  async spent(checks: readonly LimitCheck[]): Promise<Refusal | null> {
    for (const check of checks) {
      const state = await this.store.limiter(check.rule).get(this.key(check));
      if (state && state.consumedPoints >= check.rule.points)
        return { check, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    }
    return null;
  }

  /** Takes one point from every check, or throws the 429 of the one that refused. */
  async consume(checks: readonly LimitCheck[]): Promise<void> {
    const refusal = await this.take(checks);
    if (refusal) throw tooManyRequests(refusal);
  }

  /** Gives back the point a check took (a coupon that turned out right is no failed attempt). */
  async refund(checks: readonly LimitCheck[]): Promise<void> {
    await Promise.all(checks.map((check) => this.store.limiter(check.rule).reward(this.key(check), 1)));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The 429 of a refusal, with its Retry-After. */
export function tooManyRequests(refusal: Refusal): AppError {
  return new AppError("too_many_requests", refusal.check.message(refusal.retryAfterSeconds), {
    retryAfterSeconds: refusal.retryAfterSeconds,
  });
}

/** The checks of a call limited per session and per client IP, with one message for both. */
export function perVisitor(
  c: Context<AppEnv>,
  rules: { perSession: LimitRule; perIp: LimitRule },
  message: (retryAfterSeconds: number) => string,
): LimitCheck[] {
  return [
    { rule: rules.perSession, key: c.get("session").id, message },
    { rule: rules.perIp, key: c.get("clientIp"), message },
  ];
}
