import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "./http/error-handler.ts";
import { users } from "./modules/user/user.tables.ts";
import { capturedLogger } from "./testing/captured-logger.ts";
import { createTestStore, type TestStore } from "./testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 50 });
});
afterAll(() => store.close());

/** The error a statement throws on the test database. */
async function failureOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error("the statement did not fail");
}

describe("errors in the log", () => {
  it("a failing insert is logged with its SQL shape and code, not its parameters or detail", async () => {
    const secretMail = "customer@example.com";
    const error = await failureOf(() =>
      store.database.db.insert(users).values({
        email: secretMail,
        firstName: "Leaky-first-name-4471",
        lastName: "Leaky-last-name",
        passwordHash: "leaky-hash-value",
        role: "customer",
      }),
    );
    // The raw error carries the values: that is what must not reach the log.
    expect(`${error.message} ${String((error.cause as { detail?: string })?.detail)}`).toContain(secretMail);
    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, "unhandled error");
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    for (const value of [secretMail, "Leaky-first-name-4471", "leaky-hash-value", "Leaky-last-name"])
      expect(line).not.toContain(value);
    const entry = JSON.parse(line);
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.message).toContain("$1");
    expect(entry.err.cause.code).toBe("23505");
    expect(entry.err.cause.constraint ?? entry.err.cause.message).toContain("users_email_idx");
  });

  it("a value PostgreSQL quotes in its own message is masked", async () => {
    const error = await failureOf(() => store.database.db.execute(sql`select ${"not-a-number-7731"}::int`));
    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, "unhandled error");
    expect(lines[0]).not.toContain("not-a-number-7731");
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry.err.cause.code).toBe("22P02");
    expect(entry.err.cause.message).toBe('invalid input syntax for type integer: "…"');
    expect(entry.err.stack).toMatch(/^Error: Failed query: select \$1::int\n\s+at /);
  });

  it("the API's error handler logs a failed statement without its values", async () => {
    const { logger, lines } = capturedLogger();
    const app = new Hono()
      .onError((error, c) => handleError(error, c, logger))
      .get("/fail", async (c) => {
        await store.database.db.execute(sql`select * from users where id = ${"session-id-0b7e"}::int`);
        return c.text("unreachable");
      });
    const res = await app.request("/fail");
    expect(res.status).toBe(500);
    expect(lines.join("\n")).not.toContain("session-id-0b7e");
    expect(lines.join("\n")).toContain("select * from users where id = $1::int");
  });
});
