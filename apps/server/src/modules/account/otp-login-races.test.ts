import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { users } from "../user/user.tables.ts";
import { signInCodes } from "./account.tables.ts";

/**
 * One mailed sign-in code verified at once, on PostgreSQL (ADR 060): the verify is one UPDATE under the
 * code's row lock, so of 8 concurrent verifies of one code at most one signs in.
 */

let store: TestStore;
useRaceStore(async (opened) => {
  store = opened;
  const admin = browserOf(store.app);
  await signInAs(store, admin, "admin@example.com");
  const res = await admin("/api/settings/OTPEnabled", {
    method: "PUT",
    body: JSON.stringify({ value: "true", brand: "aol" }),
  });
  expect(res.status).toBe(200);
});

const post = (browser: ReturnType<typeof browserOf>, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

describe.runIf(racesRun)("verifying one code at once (PostgreSQL)", () => {
  it("8 concurrent verifies of one code sign in once", async () => {
    const email = "customer@example.com";
    const [user] = await store.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailConfirmedAt).not.toBeNull();
    expect((await post(browserOf(store.app), "/api/account/otp/request", { email })).status).toBe(200);
    const [mail] = await store.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "sign-in-code")))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    const browsers = Array.from({ length: 8 }, () => browserOf(store.app));
    const answers = await Promise.all(
      browsers.map((browser) => post(browser, "/api/account/otp/verify", { email, code })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const signedIn = await Promise.all(
      browsers.map(async (browser) => (await browser("/api/account")).status),
    );
    expect(signedIn.filter((status) => status === 200)).toHaveLength(1);
    const [row] = await store.database.db
      .select({ usedAt: signInCodes.usedAt })
      .from(signInCodes)
      .where(eq(signInCodes.userId, user?.id ?? 0));
    expect(row?.usedAt).not.toBeNull();
  });
});
