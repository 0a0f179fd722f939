import { createPrivateKey, randomUUID, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { CompactEncrypt, importX509 } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CardDetails, encryptCard } from "../../../web/app/lib/card-encryption.ts";
import { createApp, type StoreApp } from "../app.ts";
import { configSchema, loadConfig } from "../config.ts";
import { type Database, migrateDatabase } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase, testSessionSecret } from "../testing/test-store.ts";
import { CardEncryptionKeys, generateCardKeyPair } from "./card-encryption-keys.ts";
import { CardSandbox } from "./card-sandbox.ts";
import { challengePassword, infrastructureFaultAmount, sandboxTestCards } from "./card-sandbox-cards.ts";
import { type CardAuthorisation, CardGatewayUnavailable, type CardOutcome } from "./payment-gateway.ts";
import {
  cardEncryptionKeys,
  cardPayloadsSeen,
  cardSandboxPayments,
  cardSandboxRefunds,
} from "./payments.tables.ts";

/**
 * The card gateway (ADR 028) on a real database: keys, the browser's encryption decrypted in the gateway
 * (apps/web's encryptCard, the module the checkout page uses), every test card, idempotency, the 3-D
 * Secure pages through the app, voids and refunds, and no card number or code kept or logged.
 * With DATABASE_URL set the concurrency tests race on PostgreSQL (CI runs the suite there too).
 */

let database: Database;
let drop: () => Promise<void>;
let app: StoreApp;
let keys: CardEncryptionKeys;
let gateway: CardSandbox;
const captured = capturedLogger("debug");
const origin = "http://aol.localhost:3000";
const returnUrl = `${origin}/api/checkout/card-return`;
const config = configSchema.parse({ NODE_ENV: "test", PORT: "3000", HOST: "0.0.0.0" });
/** Every CVC the tests type, to look for afterwards. */
const cvcs = new Set<string>();

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  app = createApp({ db: database.db, config, logger: captured.logger, sessionSecret: testSessionSecret });
  keys = new CardEncryptionKeys(database.db, config);
  gateway = new CardSandbox(database.db, keys, captured.logger);
});
afterAll(async () => {
  await database.close();
  await drop();
});

function cardOf(number: string, overrides: Partial<CardDetails> = {}): CardDetails {
  const cvv = overrides.cvv ?? (number.startsWith("37") ? "7373" : "737");
  cvcs.add(cvv);
  return { cardNo: number, expiryDate: "12/30", cvv, nameOnCard: "Jo Citizen", ...overrides };
}

async function requestFor(
  number: string,
  overrides: Partial<CardAuthorisation> = {},
  card: Partial<CardDetails> = {},
  now?: Date,
): Promise<CardAuthorisation> {
  return {
    reference: `pay-${randomUUID()}`,
    amount: 12345,
    currency: "AUD",
    encryptedValues: await encryptCard(await keys.encryptionKeysFor("aol"), cardOf(number, card), now),
    cardHolderName: "Jo Citizen",
    brand: "aol",
    returnUrl,
    ...overrides,
  };
}

async function pay(number: string, card: Partial<CardDetails> = {}): Promise<CardOutcome> {
  return gateway.authorise(await requestFor(number, {}, card));
}

async function paymentsWith(reference: string): Promise<number> {
  const rows = await database.db
    .select({ reference: cardSandboxPayments.reference })
    .from(cardSandboxPayments)
    .where(sql`${cardSandboxPayments.reference} = ${reference}`);
  return rows.length;
}

/** A call from a page of the aol brand. */
function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", "aol.localhost:3000");
  return app.request(path, { ...init, headers });
}

function postForm(url: string, fields: Record<string, string>) {
  return call(new URL(url, origin).pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The hidden fields of the form a page posts back to the store. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1] ?? ""] = match[2] ?? "";
  return fields;
}

/** Authorises a challenge card and answers its challenge page as a shopper would: the store's post-back. */
async function throughChallenge(number: string, answer: Record<string, string>) {
  const request = await requestFor(number);
  const outcome = await gateway.authorise(request);
  if (outcome.status !== "challenge") throw new Error(`expected a challenge, got ${outcome.status}`);
  const { htmlFormAction, htmlFormToPost } = outcome.secure3DResponse;
  const page = await postForm(htmlFormAction, htmlFormToPost);
  expect(page.status).toBe(200);
  const answered = await postForm(htmlFormAction, answer);
  const html = await answered.text();
  return { request, outcome, answered, html, posted: hiddenFields(html) };
}

describe("card encryption keys", () => {
  it("generates one default key pair on first use, kept in the database for every process", async () => {
    const certificates = await Promise.all(
      [1, 2, 3].map(() => new CardEncryptionKeys(database.db, config).encryptionKeysFor("aol")),
    );
    const stored = await database.db.select().from(cardEncryptionKeys);
    expect(stored.map((row) => row.name)).toEqual(["default"]);
    for (const each of certificates) expect(each).toEqual({ default: stored[0]?.certificate });
    const certificate = new X509Certificate(stored[0]?.certificate ?? "");
    expect(certificate.publicKey.asymmetricKeyType).toBe("rsa");
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificate.checkPrivateKey(createPrivateKey(stored[0]?.privateKey ?? ""))).toBe(true);
    // Self-signed with the same key; valid for years
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  });

  it("makes a key a checkout needs (Miele's) on first ask, once, and another process decrypts with it", async () => {
    const [first, second] = await Promise.all([
      keys.encryptionKeysFor("aol", ["default", "Miele"]),
      new CardEncryptionKeys(database.db, config).encryptionKeysFor("aol", ["default", "Miele"]),
    ]);
    expect(Object.keys(first ?? {}).sort()).toEqual(["Miele", "default"]);
    expect(second).toEqual(first);
    const stored = await database.db.select({ name: cardEncryptionKeys.name }).from(cardEncryptionKeys);
    expect(stored.map((row) => row.name).sort()).toEqual(["Miele", "default"]);
    // A brand is given only when it has a key: nothing is generated for it
    expect(Object.keys(await keys.encryptionKeysFor("aol")).sort()).toEqual(["default"]);
    // Another process that loaded its keys before Miele's existed still finds it to decrypt
    const other = new CardSandbox(database.db, new CardEncryptionKeys(database.db, config), captured.logger);
    const request = await requestFor("4242424242424242");
    const outcome = await other.authorise({
      ...request,
      encryptedValues: await encryptCard({ Miele: first?.Miele ?? "" }, cardOf("4242424242424242")),
    });
    expect(outcome).toMatchObject({ status: "authorised" });
  });

  it("takes configured keys instead: default plus a brand's or manufacturer's own, each usable", async () => {
    const [main, miele] = await Promise.all([generateCardKeyPair("default"), generateCardKeyPair("Miele")]);
    const configured = configSchema.parse({
      NODE_ENV: "test",
      CARD_ENCRYPTION_KEYS: JSON.stringify({ default: main, Miele: miele }),
    });
    const own = new CardEncryptionKeys(database.db, configured);
    expect(await own.encryptionKeysFor("aol", ["Miele", "Bosch"])).toEqual({
      default: main.certificate,
      Miele: miele.certificate,
    });
    expect(await own.encryptionKeysFor(["aol", "Miele"])).toEqual({
      default: main.certificate,
      Miele: miele.certificate,
    });
    expect(await own.encryptionKeysFor("aol")).toEqual({ default: main.certificate });
    expect(await own.encryptionKeysFor("aol", ["Fisher"])).toEqual({ default: main.certificate });
    // The browser encrypts to both; the gateway decrypts with the configured keys
    const sandbox = new CardSandbox(database.db, own, captured.logger);
    const outcome = await sandbox.authorise({
      ...(await requestFor("4242424242424242")),
      encryptedValues: await encryptCard({ Miele: miele.certificate }, cardOf("4242424242424242")),
    });
    expect(outcome.status).toBe("authorised");
  });

  it("refuses a configuration without a default key or that is not JSON", () => {
    expect(() => loadConfig({ CARD_ENCRYPTION_KEYS: "{not json" })).toThrow(/CARD_ENCRYPTION_KEYS/);
    expect(() =>
      loadConfig({
        CARD_ENCRYPTION_KEYS: JSON.stringify({
          Miele: { certificate: "-----BEGIN CERTIFICATE-----", privateKey: "-----BEGIN PRIVATE KEY-----" },
        }),
      }),
    ).toThrow(/needs a key named default/);
  });
});

describe("the sandbox's test cards", () => {
  const expected: Record<string, Record<string, unknown>> = {
    "4242424242424242": { status: "authorised", card: { last4: "4242", scheme: "visa" } },
    "5555555555554444": { status: "authorised", card: { last4: "4444", scheme: "mc" } },
    "378282246310005": { status: "authorised", card: { last4: "0005", scheme: "amex" } },
    "4000000000000002": { status: "refused", refusalReason: "Refused", errorCode: "card_declined" },
    "4000000000009995": {
      status: "refused",
      refusalReason: "Not enough balance",
      errorCode: "insufficient_funds",
    },
    "4000000000009987": { status: "refused", refusalReason: "Card reported lost", errorCode: "lost_card" },
    "4000000000000069": { status: "refused", refusalReason: "Expired Card", errorCode: "expired_card" },
    "4000000000000127": { status: "refused", refusalReason: "CVC Declined", errorCode: "incorrect_cvc" },
    "4000000000000119": { status: "error" },
    "4242424242424241": {
      status: "refused",
      refusalReason: "Invalid Card Number",
      errorCode: "incorrect_number",
    },
    "4000000000003220": { status: "challenge" },
    "4000008400001629": { status: "challenge" },
    "4000000000003055": { status: "authorised", card: { last4: "3055", scheme: "visa" } },
  };

  it("lists exactly the cards these expectations cover", () => {
    expect(sandboxTestCards.map((card) => card.number).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [number, outcome] of Object.entries(expected)) {
    it(`${number}: ${outcome.status}`, async () => {
      const answer = await pay(number);
      expect(answer).toMatchObject(outcome);
      if (answer.status !== "error") expect(answer.pspReference).toMatch(/^SBX[0-9A-Z]{20}$/);
    });
  }

  it("a challenge names the sandbox's page on the store's origin and the form to post there", async () => {
    const answer = await pay("4000000000003220");
    if (answer.status !== "challenge") throw new Error(answer.status);
    expect(answer.secure3DResponse.htmlFormAction).toBe(
      `${origin}/sandbox/card/challenge/${answer.pspReference}`,
    );
    expect(answer.secure3DResponse.htmlFormToPost).toMatchObject({ MD: answer.pspReference });
  });

  it("refuses a past expiry, a wrong-length code, spaces allowed in the number, any other number", async () => {
    expect(await pay("4242424242424242", { expiryDate: "01/20" })).toMatchObject({
      errorCode: "expired_card",
    });
    expect(await pay("378282246310005", { cvv: "737" })).toMatchObject({ errorCode: "incorrect_cvc" });
    expect(await pay("4242424242424242", { cvv: "7373" })).toMatchObject({ errorCode: "incorrect_cvc" });
    expect(await pay("4242 4242 4242 4242")).toMatchObject({ status: "authorised" });
    expect(await pay("4111111111111111")).toMatchObject({
      status: "refused",
      errorCode: "card_not_supported",
    });
  });

  it("refuses a malformed request without keeping a payment", async () => {
    const request = await requestFor("4242424242424242", { amount: 0 });
    expect(await gateway.authorise(request)).toMatchObject({ status: "error" });
    expect(await gateway.authorise({ ...request, amount: 100, returnUrl: "/relative" })).toMatchObject({
      status: "error",
    });
    expect(await paymentsWith(request.reference)).toBe(0);
  });
});

describe("idempotency", () => {
  it("answers a repeated reference with the first payment's outcome, whatever the card now", async () => {
    const request = await requestFor("4242424242424242");
    const first = await gateway.authorise(request);
    const again = await gateway.authorise(request);
    const otherCard = await gateway.authorise({
      ...request,
      encryptedValues: (await requestFor("4000000000000002")).encryptedValues,
    });
    expect(again).toEqual(first);
    expect(otherCard).toEqual(first);
    expect(await paymentsWith(request.reference)).toBe(1);
  });

  it(`20 concurrent authorisations of one reference make one payment (${loadConfig().DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const request = await requestFor("5555555555554444");
    // Each call encrypted anew, as a browser's retries would be
    const requests = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        ...request,
        encryptedValues: await encryptCard(await keys.encryptionKeysFor("aol"), cardOf("5555555555554444")),
      })),
    );
    const outcomes = await Promise.all(requests.map((each) => gateway.authorise(each)));
    // One payment's outcome for all (jsonb may order its keys differently from the winner's own answer)
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({ status: "authorised" });
    expect(await paymentsWith(request.reference)).toBe(1);
  });

  it("the infrastructure fault: the payment is taken, the answer lost; the retry finds it", async () => {
    const request = await requestFor("4242424242424242", { amount: infrastructureFaultAmount });
    await expect(gateway.authorise(request)).rejects.toBeInstanceOf(CardGatewayUnavailable);
    const retry = await gateway.authorise(request);
    expect(retry).toMatchObject({ status: "authorised" });
    expect(await paymentsWith(request.reference)).toBe(1);
    expect(await gateway.status(request.reference)).toMatchObject({ state: "authorised", amount: 6670 });
  });
});

describe("encrypted card checks", () => {
  const card = {
    number: "4242424242424242",
    expiryMonth: "12",
    expiryYear: "2030",
    cvc: "737",
    holderName: "Jo",
  };

  async function jwe(
    header: Record<string, string>,
    payload: object,
    keyAlg = "RSA-OAEP-256",
  ): Promise<string> {
    const certificate = (await keys.encryptionKeysFor("aol")).default ?? "";
    const key = await importX509(certificate, keyAlg);
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader(header as { alg: string; enc: string })
      .encrypt(key);
  }

  async function refusalFor(encryptedValues: Record<string, string>) {
    const request = await requestFor("4242424242424242");
    const outcome = await gateway.authorise({ ...request, encryptedValues });
    expect(outcome.status).toBe("refused");
    return outcome.status === "refused" ? outcome : null;
  }

  it("refuses a payload made more than 24 hours ago, or ahead of the clock", async () => {
    const stale = await requestFor("4242424242424242", {}, {}, new Date(Date.now() - 25 * 3600 * 1000));
    expect(await gateway.authorise(stale)).toMatchObject({
      status: "refused",
      errorCode: "invalid_encryption",
    });
    expect(await gateway.authorise(stale)).toMatchObject({ refusalReason: expect.stringContaining("stale") });
    const recent = await requestFor("4242424242424242", {}, {}, new Date(Date.now() - 23 * 3600 * 1000));
    expect(await gateway.authorise(recent)).toMatchObject({ status: "authorised" });
    const ahead = await requestFor("4242424242424242", {}, {}, new Date(Date.now() + 3600 * 1000));
    expect(await gateway.authorise(ahead)).toMatchObject({
      refusalReason: expect.stringContaining("future"),
    });
  });

  it("refuses a payload replayed for another payment", async () => {
    const first = await requestFor("4242424242424242");
    expect(await gateway.authorise(first)).toMatchObject({ status: "authorised" });
    const replay = { ...(await requestFor("4242424242424242")), encryptedValues: first.encryptedValues };
    expect(await gateway.authorise(replay)).toMatchObject({
      status: "refused",
      errorCode: "replayed_card_data",
    });
  });

  it("forgets payloads older than their lifetime, and only those", async () => {
    const used = await requestFor("4242424242424242");
    expect(await gateway.authorise(used)).toMatchObject({ status: "authorised" });
    const before = (await database.db.select().from(cardPayloadsSeen)).length;
    expect(await gateway.forgetStalePayloads()).toBe(0);
    const later = new CardSandbox(
      database.db,
      keys,
      captured.logger,
      () => new Date(Date.now() + 26 * 3600 * 1000),
    );
    expect(await later.forgetStalePayloads()).toBe(before);
    expect(await database.db.select().from(cardPayloadsSeen)).toEqual([]);
  });

  it("refuses other algorithms, a wrong key id, a key the store lacks, and what is not a JWE", async () => {
    const now = new Date().toISOString();
    const payload = { ...card, generationtime: now };
    expect(
      await refusalFor({
        default: await jwe({ alg: "RSA-OAEP", enc: "A256GCM", kid: "default" }, payload, "RSA-OAEP"),
      }),
    ).toMatchObject({
      errorCode: "invalid_encryption",
      refusalReason: expect.stringContaining("Only RSA-OAEP-256"),
    });
    expect(
      await refusalFor({
        default: await jwe({ alg: "RSA-OAEP-256", enc: "A128GCM", kid: "default" }, payload),
      }),
    ).toMatchObject({ refusalReason: expect.stringContaining("Only RSA-OAEP-256") });
    expect(
      await refusalFor({
        default: await jwe({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: "Miele" }, payload),
      }),
    ).toMatchObject({ refusalReason: "The encrypted card names another key" });
    expect(
      await refusalFor({
        Fisher: await jwe({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: "Fisher" }, payload),
      }),
    ).toMatchObject({ refusalReason: "The card was not encrypted with a key of this store" });
    expect(await refusalFor({ default: "not.a.jwe" })).toMatchObject({ errorCode: "invalid_encryption" });
    expect(
      await refusalFor({
        default: await jwe({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: "default" }, { number: 4242 }),
      }),
    ).toMatchObject({ refusalReason: "The encrypted card is not a card" });
  });
});

describe("3-D Secure through the sandbox's pages", () => {
  it("passes with the password: the store's post-back completes the payment, once", async () => {
    const { request, outcome, answered, html, posted } = await throughChallenge("4000000000003220", {
      action: "continue",
      password: challengePassword,
    });
    expect(answered.status).toBe(200);
    const policy = answered.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`form-action 'self' ${origin}`);
    expect(policy).toMatch(/script-src 'nonce-[^']+'/);
    expect(html).toContain(`<form id="return" method="post" action="${returnUrl}">`);
    expect(html).toContain('<button class="primary" type="submit">Continue</button>');
    expect(Object.keys(posted).sort()).toEqual(["MD", "PaRes"]);
    if (outcome.status !== "challenge") throw new Error(outcome.status);
    expect(posted.MD).toBe(outcome.pspReference);

    const completed = await gateway.completeChallenge(posted);
    expect(completed).toEqual({
      reference: request.reference,
      outcome: {
        status: "authorised",
        pspReference: outcome.pspReference,
        card: { last4: "3220", scheme: "visa" },
      },
    });
    expect(await gateway.completeChallenge(posted)).toEqual(completed);
    expect(await gateway.authorise(request)).toEqual(completed.outcome);
    expect(await gateway.status(request.reference)).toMatchObject({ state: "authorised" });
    // The challenge is answered once
    const twice = await postForm(outcome.secure3DResponse.htmlFormAction, {
      action: "continue",
      password: "password",
    });
    expect(twice.status).toBe(409);
  });

  it("shows the challenge accessibly: the amount, the card's last digits, a labelled password", async () => {
    const request = await requestFor("4000000000003220");
    const outcome = await gateway.authorise(request);
    if (outcome.status !== "challenge") throw new Error(outcome.status);
    const page = await call(new URL(outcome.secure3DResponse.htmlFormAction).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("$123.45");
    expect(html).toContain("ending 3220");
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"[^>]*autofocus/);
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("declines 4000 0084 0000 1629 after a passed challenge", async () => {
    const { request, posted } = await throughChallenge("4000008400001629", {
      action: "continue",
      password: "password",
    });
    expect(await gateway.completeChallenge(posted)).toMatchObject({
      reference: request.reference,
      outcome: { status: "refused", refusalReason: "Refused", errorCode: "card_declined" },
    });
  });

  it("fails the challenge on any other password, and on Cancel", async () => {
    for (const answer of [
      { action: "continue", password: "Password" },
      { action: "continue", password: "" },
      { action: "cancel", password: "password" },
    ]) {
      const { html, posted } = await throughChallenge("4000000000003220", answer);
      expect(html).toContain("Verification failed");
      expect((await gateway.completeChallenge(posted)).outcome).toMatchObject({
        status: "refused",
        refusalReason: "3D Not Authenticated",
        errorCode: "authentication_failed",
      });
    }
  });

  it("refuses a forged post-back: a made-up result, another payment's, or before any answer", async () => {
    const { posted } = await throughChallenge("4000000000003220", {
      action: "continue",
      password: "password",
    });
    const open = await gateway.authorise(await requestFor("4000000000003220"));
    if (open.status !== "challenge") throw new Error(open.status);
    const forgeries = [
      { MD: posted.MD ?? "", PaRes: "A".repeat(43) },
      { MD: open.pspReference, PaRes: posted.PaRes ?? "" },
      { MD: open.pspReference, PaRes: "B".repeat(43) },
      { MD: "SBX00000000000000000000", PaRes: posted.PaRes ?? "" },
      { MD: posted.MD ?? "" },
      {},
    ] as Record<string, string>[];
    for (const forged of forgeries) {
      await expect(gateway.completeChallenge(forged)).rejects.toBeInstanceOf(AppError);
    }
    const [row] = await database.db
      .select({ state: cardSandboxPayments.state })
      .from(cardSandboxPayments)
      .where(sql`${cardSandboxPayments.pspReference} = ${open.pspReference}`);
    expect(row?.state).toBe("challenge");
    // The genuine post-back still works after the forgeries
    expect((await gateway.completeChallenge(posted)).outcome.status).toBe("authorised");
  });

  it("answers unknown, malformed and mismatched challenge addresses with a page, not a payment", async () => {
    expect((await call("/sandbox/card/challenge/SBX00000000000000000000")).status).toBe(404);
    expect((await call("/sandbox/card/challenge/nope")).status).toBe(404);
    const open = await gateway.authorise(await requestFor("4000000000003220"));
    if (open.status !== "challenge") throw new Error(open.status);
    const mismatch = await postForm(open.secure3DResponse.htmlFormAction, { MD: "SBX11111111111111111111" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('role="alert"');
  });

  it("a voided challenge cannot be answered any more", async () => {
    const open = await gateway.authorise(await requestFor("4000000000003220"));
    if (open.status !== "challenge") throw new Error(open.status);
    expect(await gateway.void(open.pspReference)).toEqual({
      status: "voided",
      pspReference: open.pspReference,
    });
    const late = await postForm(open.secure3DResponse.htmlFormAction, {
      action: "continue",
      password: "password",
    });
    expect(late.status).toBe(409);
  });

  it("lists the test cards and the challenge password on /sandbox/card", async () => {
    const page = await call("/sandbox/card");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("4242 4242 4242 4242");
    expect(html).toContain("3782 822463 10005");
    expect(html).toContain("4000 0084 0000 1629");
    expect(html).toContain("<code>password</code>");
    expect(html.match(/<tr><td><code>/g)).toHaveLength(sandboxTestCards.length);
  });

  it("the README's test cards are the sandbox's", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../../README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Test cards"), readme.indexOf("## Brands"));
    const listed = [...section.matchAll(/^\| ([\d ]{15,}) \|/gm)].map((match) => match[1]?.replace(/ /g, ""));
    expect(listed).toEqual(sandboxTestCards.map((card) => card.number));
    expect(section).toContain(`the password is \`${challengePassword}\``);
  });

  it("is the card gateway until a real acquirer is configured, off in production unless PAYMENT_SANDBOX=true", async () => {
    const status = async (vars: Record<string, string>) =>
      (
        await createApp({
          db: database.db,
          config: configSchema.parse(vars),
          logger: captured.logger,
          sessionSecret: testSessionSecret,
        }).request("/sandbox/card", { headers: { host: "aol.localhost:3000" } })
      ).status;
    expect(await status({ NODE_ENV: "production" })).toBe(404);
    expect(await status({ NODE_ENV: "production", PAYMENT_SANDBOX: "false" })).toBe(404);
    expect(await status({ NODE_ENV: "production", PAYMENT_SANDBOX: "true" })).toBe(200);
    expect(await status({ NODE_ENV: "development", PAYMENT_SANDBOX: "false" })).toBe(404);
  });
});

describe("voids and refunds", () => {
  async function authorised(amount = 10000) {
    const outcome = await gateway.authorise(await requestFor("4242424242424242", { amount }));
    if (outcome.status !== "authorised") throw new Error(outcome.status);
    return outcome.pspReference;
  }

  it("voids an authorisation once; a second void answers the same; a voided payment is not refunded", async () => {
    const psp = await authorised();
    expect(await gateway.void(psp)).toEqual({ status: "voided", pspReference: psp });
    expect(await gateway.void(psp)).toEqual({ status: "voided", pspReference: psp });
    expect(await gateway.refund(psp, 100)).toMatchObject({ status: "refused" });
    expect(await gateway.void("SBX99999999999999999999")).toMatchObject({ status: "refused" });
  });

  it("refunds by reference: a retried refund is the first, parts add up to the payment, never beyond", async () => {
    const psp = await authorised(10000);
    const first = await gateway.refund(psp, 3000, "r1");
    expect(first).toMatchObject({ status: "refunded", amount: 3000, refundedTotal: 3000 });
    expect(await gateway.refund(psp, 3000, "r1")).toEqual(first);
    expect(await gateway.refund(psp, 4000, "r1")).toMatchObject({ status: "refused" });
    expect(await gateway.refund(psp, 8000, "r2")).toMatchObject({ status: "refused" });
    expect(await gateway.refund(psp, 7000, "r2")).toMatchObject({ status: "refunded", refundedTotal: 10000 });
    expect(await gateway.refund(psp, 1, "r3")).toMatchObject({ status: "refused" });
    expect(await gateway.refund(psp, 0)).toMatchObject({ status: "refused" });
    // A refunded payment is not voided
    expect(await gateway.void(psp)).toMatchObject({ status: "refused" });
  });

  it("10 concurrent refunds with one reference give back the money once", async () => {
    const request = await requestFor("4242424242424242", { amount: 5000 });
    const outcome = await gateway.authorise(request);
    if (outcome.status !== "authorised") throw new Error(outcome.status);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => gateway.refund(outcome.pspReference, 2000)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const refunds = await database.db
      .select()
      .from(cardSandboxRefunds)
      .where(sql`${cardSandboxRefunds.paymentReference} = ${request.reference}`);
    expect(refunds.map((row) => row.amount)).toEqual([2000]);
    expect(await gateway.status(request.reference)).toMatchObject({
      refundedAmount: 2000,
      state: "partly_refunded",
    });
  });
});

describe("no card number or security code kept or logged", () => {
  it("holds none in the sandbox's tables nor in the captured logs (runs after the rest)", async () => {
    const numbers = [...sandboxTestCards.map((card) => card.number), "4111111111111111"];
    const tables = [cardSandboxPayments, cardSandboxRefunds, cardPayloadsSeen];
    let text = "";
    for (const table of tables) text += JSON.stringify(await database.db.select().from(table));
    expect(text.length).toBeGreaterThan(1000);
    const logs = captured.lines.join("\n");
    expect(logs).toContain("sandbox card authorisation");
    for (const haystack of [text, logs]) {
      for (const number of numbers) {
        expect(haystack).not.toContain(number);
        expect(haystack).not.toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
      }
      for (const cvc of cvcs) expect(haystack).not.toContain(`"${cvc}"`);
      expect(haystack).not.toMatch(/"(cvc|cvv|number|expiryMonth|expiryYear)"/);
    }
  });
});
