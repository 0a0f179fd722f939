import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of the rate limiter's database store (ADR 017), in the shape rate-limiter-flexible's
 * RateLimiterDrizzle writes: one row per limited key, counted up atomically until `expire`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** `<limit name>:<key>`; keys that would hold personal data (addresses) are hashed first. */
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
