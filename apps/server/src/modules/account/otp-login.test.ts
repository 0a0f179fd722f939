import { randomUUID } from "node:crypto";
import { signedInAnswerSchema } from "@store/domain/account.schema";
import { readIdentityToken } from "@store/domain/identity-token";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { users } from "../user/user.tables.ts";
import { signInCodes } from "./account.tables.ts";
import { otpDeadCode, otpNoCode, otpSameAnswer, otpSwitchedOff, otpWrongCode } from "./otp-login.ts";

/** Signing in with a mailed code (OTPEnabled, ADR 060) through the HTTP app on a real database. */

type Browser = ReturnType<typeof browserOf>;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  const admin = browserOf(store.app);
  await signInAs(store, admin, "admin@example.com");
  const res = await admin("/api/settings/OTPEnabled", {
    method: "PUT",
    body: JSON.stringify({ value: "true", brand: "aol" }),
  });
  expect(res.status).toBe(200);
});
afterAll(() => store.close());

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });
const errorsOf = async (res: Response) => ((await res.json()) as { errors: string[] }).errors;
const requestCode = (email: string, brand = "aol") =>
  post(browserOf(store.app, brand), "/api/account/otp/request", { email });
const verify = (browser: Browser, email: string, code: string, extra: object = {}) =>
  post(browser, "/api/account/otp/verify", { email, code, ...extra });

/** A new confirmed customer account (registration signs in; the address is then marked confirmed). */
async function confirmedCustomer(confirmed = true): Promise<string> {
  const email = `otp-${randomUUID()}@example.com`;
  const res = await post(browserOf(store.app), "/api/account/register", {
    email,
    password: "a long and unusual passphrase",
    firstName: "Olive",
    lastName: "Passcode",
    phone: "0412 345 678",
    clientId: "aol",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  if (confirmed)
    await store.database.db.update(users).set({ emailConfirmedAt: sql`now()` }).where(eq(users.email, email));
  return email;
}

/** The codes mailed to `to`, newest first. */
async function mailedCodes(to: string): Promise<string[]> {
  const mails = await store.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "sign-in-code")))
    .orderBy(desc(mailOutbox.id));
  return mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? "");
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("OTPEnabled off", () => {
  it("answers 404 with a clear message to both calls", async () => {
    const request = await requestCode("customer@example.com", "hc");
    expect(request.status).toBe(404);
    expect(await errorsOf(request)).toEqual([otpSwitchedOff]);
    const check = await verify(browserOf(store.app, "hc"), "customer@example.com", "123456");
    expect(check.status).toBe(404);
    expect(await errorsOf(check)).toEqual([otpSwitchedOff]);
  });
});

describe("POST /api/account/otp/request", () => {
  it("mails a 6-digit code to a confirmed account, keeps only its hash, and answers like for anyone", async () => {
    const email = await confirmedCustomer();
    const known = await requestCode(email);
    expect(known.status).toBe(200);
    const [code] = await mailedCodes(email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await store.database.db
      .select()
      .from(signInCodes)
      .innerJoin(users, eq(users.id, signInCodes.userId))
      .where(eq(users.email, email));
    expect(row?.sign_in_codes.codeHash).not.toContain(code);
    expect(row?.sign_in_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const unknownEmail = `nobody-${randomUUID()}@example.com`;
    const unknown = await requestCode(unknownEmail);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailedCodes(unknownEmail)).toEqual([]);
    // A second request mails a second code
    expect((await requestCode(email)).status).toBe(200);
    expect(await mailedCodes(email)).toHaveLength(2);
  });

  it("mails nothing to an account whose address is not confirmed, with the same answer", async () => {
    const email = await confirmedCustomer(false);
    const res = await requestCode(email);
    expect(await res.json()).toEqual({ ok: true, message: otpSameAnswer });
    expect(await mailedCodes(email)).toEqual([]);
  });

  it("refuses bad input with a message a person can act on", async () => {
    const res = await post(browserOf(store.app), "/api/account/otp/request", { email: "not an email" });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual(["email: Please enter a valid email address"]);
    const none = await post(browserOf(store.app), "/api/account/otp/request", {});
    expect(none.status).toBe(400);
  });

  it("limits the mails to one address", async () => {
    const email = await confirmedCustomer();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await requestCode(email)).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("POST /api/account/otp/verify", () => {
  it("signs in like a password login (session rotated, same answer shape), once", async () => {
    const email = await confirmedCustomer();
    await requestCode(email);
    const [code] = await mailedCodes(email);
    const browser = browserOf(store.app);
    expect((await browser("/api/account")).status).toBe(401);
    const nonce = randomUUID().replaceAll("-", "");
    const res = await verify(browser, email, ` ${code?.slice(0, 3)} ${code?.slice(3)} `, {
      nonce,
      returnUrl: "/cart",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = signedInAnswerSchema.parse(await res.json());
    expect(answer.returnUrl).toBe("/cart");
    expect(readIdentityToken(answer.identityToken)?.nonce).toBe(nonce);
    expect(res.headers.get("set-cookie")).toBeTruthy();
    const account = (await (await browser("/api/account")).json()) as { email: string };
    expect(account.email).toBe(email);
    const again = await verify(browserOf(store.app), email, code ?? "");
    expect(again.status).toBe(400);
    expect(await errorsOf(again)).toEqual([otpNoCode]);
  });

  it("kills the code after 5 wrong tries: even the right code is then refused", async () => {
    const email = await confirmedCustomer();
    await requestCode(email);
    const [code = ""] = await mailedCodes(email);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify(browserOf(store.app), email, otherCode(code));
      expect(await errorsOf(wrong)).toEqual([otpWrongCode]);
    }
    const fifth = await verify(browserOf(store.app), email, otherCode(code));
    expect(await errorsOf(fifth)).toEqual([otpDeadCode]);
    const right = await verify(browserOf(store.app), email, code);
    expect(right.status).toBe(400);
    expect(await errorsOf(right)).toEqual([otpDeadCode]);
    // A new request replaces it, and the new code works
    await requestCode(email);
    const [fresh = ""] = await mailedCodes(email);
    expect((await verify(browserOf(store.app), email, fresh)).status).toBe(200);
  });

  it("refuses an expired code, and an earlier code once a new one is sent", async () => {
    const email = await confirmedCustomer();
    await requestCode(email);
    const [first = ""] = await mailedCodes(email);
    await requestCode(email);
    const [second = ""] = await mailedCodes(email);
    if (first !== second)
      expect(await errorsOf(await verify(browserOf(store.app), email, first))).toEqual([otpWrongCode]);
    const [user] = await store.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await store.database.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.userId, user?.id ?? 0));
    const expired = await verify(browserOf(store.app), email, second);
    expect(expired.status).toBe(400);
    expect(await errorsOf(expired)).toEqual([otpNoCode]);
  });

  it("answers an unknown address as a wrong code, and bad input with a 400 a person can act on", async () => {
    const unknown = await verify(browserOf(store.app), `nobody-${randomUUID()}@example.com`, "123456");
    expect(unknown.status).toBe(400);
    expect(await errorsOf(unknown)).toEqual([otpWrongCode]);
    const short = await verify(browserOf(store.app), "customer@example.com", "12345");
    expect(short.status).toBe(400);
    expect(await errorsOf(short)).toEqual(["code: The code is the 6 digits from the email we sent you"]);
    const empty = await verify(browserOf(store.app), "customer@example.com", "");
    expect(await errorsOf(empty)).toEqual(["code: Please enter the 6-digit code from the email"]);
    const noEmail = await post(browserOf(store.app), "/api/account/otp/verify", { code: "123456" });
    expect(noEmail.status).toBe(400);
    expect(await errorsOf(noEmail)).toEqual(["email: Please enter your email address"]);
  });
});
