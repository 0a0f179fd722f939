import { randomBytes } from "node:crypto";
import { cartFullError, couponNotValidError, loginForPriceError, restoreLinkError } from "@store/domain/cart";
import { type Cart, cartSchema, maxCartLines } from "@store/domain/cart.schema";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { configSchema, loadConfig } from "../../config.ts";
import {
  browserOf,
  createTestStore,
  requestAs,
  signInAs,
  type TestStore,
  testSessionSecret,
} from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { products } from "../product/product.tables.ts";
import { type RateLimitStore, redisStore } from "../rate-limit/rate-limit.service.ts";
import { carts } from "./cart.tables.ts";

type Browser = ReturnType<typeof browserOf>;
interface Stocked {
  id: number;
  sku: string;
  price: number;
}

let store: TestStore;
/** Products with a price of $100 or more, in stock, enough to fill a cart past its line limit. */
let stocked: Stocked[];

beforeAll(async () => {
  store = await createTestStore({ products: 300 });
  await store.database.db.execute(sql`update stock_levels set quantity = 8`);
  stocked = (
    await store.database.db
      .select({ id: products.id, sku: products.sku, price: products.price })
      .from(products)
      .where(sql`${products.price} >= 10000 and ${products.sku} not like '%/%'`)
      .orderBy(products.id)
      .limit(maxCartLines + 5)
  ).map((p) => ({ ...p, price: p.price ?? 0 }));
  if (stocked.length < maxCartLines + 5) throw new Error("the seed has too few priced products");
});
afterAll(() => store.close());

const product = (i: number) => stocked[i] as Stocked;
const add = (browser: Browser, sku: string) =>
  browser("/api/cart/product/", { method: "POST", body: JSON.stringify({ sku }) });
const email = (browser: Browser, to: string, ip?: string) =>
  browser("/api/cart/email", {
    method: "POST",
    body: JSON.stringify({ email: to }),
    headers: ip ? { "x-forwarded-for": ip } : {},
  });
const coupon = (browser: Browser, code: string, ip?: string) =>
  browser("/api/cart/coupon/", {
    method: "POST",
    body: JSON.stringify({ code }),
    headers: ip ? { "x-forwarded-for": ip } : {},
  });
async function errorsOf(res: Response): Promise<string[]> {
  return ((await res.json()) as { errors: string[] }).errors;
}
const statuses = (answers: Response[]) =>
  answers.reduce<Record<number, number>>((count, r) => {
    count[r.status] = (count[r.status] ?? 0) + 1;
    return count;
  }, {});
async function mailsTo(address: string): Promise<number> {
  const rows = await store.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  return rows.length;
}
/** A browser whose cart holds the first product. */
async function withCart(ip?: string): Promise<Browser> {
  const browser = browserOf(store.app);
  const res = await browser("/api/cart/product/", {
    method: "POST",
    body: JSON.stringify({ sku: product(0).sku }),
    headers: ip ? { "x-forwarded-for": ip } : {},
  });
  expect(res.status).toBe(200);
  return browser;
}
/** Fills a cart to `lines` distinct products: one through the API, the rest written directly. */
async function fill(browser: Browser, lines: number): Promise<void> {
  expect((await add(browser, product(0).sku)).status).toBe(200);
  const [cart] = await store.database.db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, browser.sessionId()));
  await store.database.db.execute(sql`
    insert into cart_lines (cart_id, product_id, quantity)
    select ${cart?.id}::uuid, id, 1 from unnest(${`{${stocked
      .slice(1, lines)
      .map((p) => p.id)
      .join(",")}}`}::int[]) as id`);
}

describe("'Email my cart' is no mail relay (fault 2)", () => {
  it("sends 5 of 20 cookie-less mails to one address, and refuses 15 with 429 and Retry-After", async () => {
    const to = "victim@example.com";
    const answers: Response[] = [];
    // Each request a new session, as a client that drops the cookie; from several addresses
    for (let i = 0; i < 20; i++)
      answers.push(await email(await withCart(`192.0.2.${i}`), to, `192.0.2.${i}`));
    expect(statuses(answers)).toEqual({ 200: 5, 429: 15 });
    const refused = answers.find((r) => r.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await errorsOf(refused as Response))[0]).toMatch(
      /^That address has been sent 5 carts in the last day, the most we send\. Please try again in \d+ hours\.$/,
    );
    expect(await mailsTo(to)).toBe(5);
    // One inbox, however the address is written
    expect((await email(await withCart(), "Victim+again@Example.com")).status).toBe(429);
  });

  it("sends exactly 5 of 30 parallel mails from one session", async () => {
    const browser = await withCart();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => email(browser, `parallel${i}@example.com`)),
    );
    expect(statuses(answers)).toEqual({ 200: 5, 429: 25 });
    const sent = await store.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.sessionId, browser.sessionId()));
    expect(sent).toHaveLength(5);
  });

  it("sends 20 an hour from one client address, whatever the sessions and recipients", async () => {
    const ip = "198.51.100.7";
    const answers: Response[] = [];
    for (let i = 0; i < 23; i++) answers.push(await email(await withCart(ip), `office${i}@example.com`, ip));
    expect(statuses(answers)).toEqual({ 200: 20, 429: 3 });
    expect((await errorsOf(answers[22] as Response))[0]).toMatch(/emailed from your network/);
  });

  it("keeps a mail of the fullest cart small: 20 lines listed, the rest counted", async () => {
    const browser = browserOf(store.app);
    await fill(browser, maxCartLines);
    expect((await email(browser, "big@example.com")).status).toBe(200);
    const [mail] = await store.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.sessionId, browser.sessionId()));
    expect(mail?.text).toContain(`and ${maxCartLines - 20} more products: open your cart to see them`);
    expect(mail?.text.match(/\(sku /g)).toHaveLength(20);
    expect(Buffer.byteLength(`${mail?.subject}${mail?.text}${mail?.html}`)).toBeLessThan(16_000);
    expect(mail?.text).toContain("The link works for 30 days.");
  });
});

describe("the mail limits hold across processes", () => {
  /** Two apps on one database, as two processes behind a balancer, both counting in `limitStore`. */
  async function twoProcesses(limitStore: () => RateLimitStore | undefined) {
    const config = configSchema.parse({ NODE_ENV: "test", CATALOGUE_CACHE_SECONDS: "0" });
    const startProcess = () =>
      createApp({
        db: store.database.db,
        config,
        logger: pino({ level: "silent" }),
        sessionSecret: testSessionSecret,
        rateLimitStore: limitStore(),
      });
    const apps = [startProcess(), startProcess()] as const;
    const first = await requestAs(apps[0], "aol", "/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku: product(0).sku }),
    });
    const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        requestAs(apps[i % 2 === 0 ? 0 : 1], "aol", "/api/cart/email", {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ email: `across${randomBytes(4).toString("hex")}@example.com` }),
        }),
      ),
    );
    return statuses(answers);
  }

  it("on the database: 5 of 30 parallel mails of one session, split over two processes", async () => {
    expect(await twoProcesses(() => undefined)).toEqual({ 200: 5, 429: 25 });
  });

  it("on Redis: 5 of 30 parallel mails of one session, split over two processes", async () => {
    const prefix = `test:rl:${randomBytes(4).toString("hex")}`;
    const url = loadConfig().REDIS_URL ?? "redis://127.0.0.1:6379";
    const stores: RateLimitStore[] = [];
    try {
      const result = await twoProcesses(() => {
        const made = redisStore(url, pino({ level: "silent" }), prefix);
        stores.push(made);
        return made;
      });
      expect(result).toEqual({ 200: 5, 429: 25 });
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

describe("coupon codes cannot be guessed (fault 3)", () => {
  it("answers 10 wrong codes, then 429 with Retry-After for 15 minutes, even for a right one", async () => {
    const browser = await withCart();
    for (let i = 0; i < 10; i++) {
      const res = await coupon(browser, `GUESS${i}`);
      expect(res.status).toBe(409);
      expect(await errorsOf(res)).toEqual([couponNotValidError]);
    }
    const right = await coupon(browser, "SAVE10");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(right.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect((await errorsOf(right))[0]).toMatch(
      /^Too many coupon codes were tried without success\. Please try again in 15 minutes/,
    );
  });

  it("lets exactly 10 of 30 parallel guesses from one session be tried", async () => {
    const browser = await withCart();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => coupon(browser, `PAR${i}`)));
    expect(statuses(answers)).toEqual({ 409: 10, 429: 20 });
  });

  it("counts guesses per client address when the cookie is dropped", async () => {
    const ip = "203.0.113.77";
    const answers: Response[] = [];
    for (let i = 0; i < 14; i++) answers.push(await coupon(await withCart(ip), `IP${i}`, ip));
    expect(statuses(answers)).toEqual({ 409: 10, 429: 4 });
  });

  it("does not count a code that applies", async () => {
    const browser = await withCart();
    for (let i = 0; i < 9; i++) expect((await coupon(browser, `MISS${i}`)).status).toBe(409);
    expect((await coupon(browser, "SAVE10")).status).toBe(200);
    expect((await browser("/api/cart/coupon/SAVE10", { method: "DELETE" })).status).toBe(200);
    expect((await coupon(browser, "MISS9")).status).toBe(409);
    expect((await coupon(browser, "SAVE10")).status).toBe(429);
  });
});

describe("a cart holds at most 50 products (fault 4)", () => {
  it("refuses a 51st product with a clear message, and still changes the quantity of one it holds", async () => {
    const browser = browserOf(store.app);
    await fill(browser, maxCartLines);
    const more = await add(browser, product(maxCartLines).sku);
    expect(more.status).toBe(409);
    expect(await errorsOf(more)).toEqual([cartFullError]);
    expect((await add(browser, product(3).sku)).status).toBe(200);
    const cart = cartSchema.parse(await (await browser("/api/cart/")).json());
    expect(cart.products).toHaveLength(maxCartLines);
    expect(cart.products.find((p) => p.sku === product(3).sku)?.quantity).toBe(2);
  });

  it("frees a place when a product is removed, and all 50 when the cart is emptied", async () => {
    const browser = browserOf(store.app);
    await fill(browser, maxCartLines);
    expect((await browser(`/api/cart/product/${product(0).sku}`, { method: "DELETE" })).status).toBe(200);
    expect((await add(browser, product(maxCartLines).sku)).status).toBe(200);
    expect((await add(browser, product(maxCartLines + 1).sku)).status).toBe(409);
    expect((await browser("/api/cart/", { method: "DELETE" })).status).toBe(200);
    await fill(browser, maxCartLines);
    const cart = cartSchema.parse(await (await browser("/api/cart/")).json());
    expect(cart.products).toHaveLength(maxCartLines);
  });

  it("takes parallel adds and removes on one cart without a deadlock", async () => {
    const browser = browserOf(store.app);
    await fill(browser, 10);
    const remove = (sku: string) => browser(`/api/cart/product/${sku}`, { method: "DELETE" });
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        [1, 2, 3, 20, 21].flatMap((n) => [remove(product(n).sku), add(browser, product(n).sku)]),
      );
      // 404: a remove that ran before its product's add; never a 500
      expect(answers.every((res) => res.status === 200 || res.status === 404)).toBe(true);
    }
  });

  it("lets one of two parallel adds at 49 products in, never making 51", async () => {
    for (let round = 0; round < 3; round++) {
      const browser = browserOf(store.app);
      await fill(browser, maxCartLines - 1);
      const answers = await Promise.all([
        add(browser, product(maxCartLines).sku),
        add(browser, product(maxCartLines + 1).sku),
        add(browser, product(maxCartLines + 2).sku),
      ]);
      expect(statuses(answers)).toEqual({ 200: 1, 409: 2 });
      const cart = cartSchema.parse(await (await browser("/api/cart/")).json());
      expect(cart.products).toHaveLength(maxCartLines);
    }
  });

  it("restores an emailed cart only up to 50 products, saying how many did not fit", async () => {
    const sender = browserOf(store.app);
    await fill(sender, 10);
    // Two products the receiver has not: one fits beside its 49, the other does not
    await add(sender, product(maxCartLines + 3).sku);
    await add(sender, product(maxCartLines + 4).sku);
    expect((await email(sender, "fit@example.com")).status).toBe(200);
    const [source] = await store.database.db
      .select({ token: carts.shareToken })
      .from(carts)
      .where(eq(carts.sessionId, sender.sessionId()));
    const receiver = browserOf(store.app);
    await fill(receiver, maxCartLines - 1);
    const res = await receiver("/api/cart/restore", {
      method: "POST",
      body: JSON.stringify({ token: source?.token }),
    });
    expect(res.status).toBe(200);
    const cart = cartSchema.parse(await res.json());
    expect(cart.products).toHaveLength(maxCartLines);
    expect(cart.messages).toContain(
      "1 product from your email did not fit: a cart holds at most 50 different products.",
    );
  });
});

describe("'Login for Price' holds on every cart call (fault 5)", () => {
  /** A wa cart with two products and a coupon, mailed: the restore token. */
  async function mailedWaCart(): Promise<string> {
    const wa = browserOf(store.app, "wa");
    await add(wa, product(1).sku);
    await add(wa, product(2).sku);
    expect((await coupon(wa, "SAVE10")).status).toBe(200);
    expect((await email(wa, "trade@example.com")).status).toBe(200);
    const [row] = await store.database.db
      .select({ token: carts.shareToken })
      .from(carts)
      .where(eq(carts.sessionId, wa.sessionId()));
    return row?.token ?? "";
  }
  const secret = () => [product(1), product(2)];
  function expectNoPrices(cart: Cart, json: string) {
    expect(cart.pricesHidden).toBe(true);
    expect(cart.products.map((p) => [p.price, p.linePrice, p.lineTotal])).toEqual(
      cart.products.map(() => [0, 0, 0]),
    );
    expect([cart.subtotal, cart.orderTotal, cart.discountTotal, cart.delivery.estimate]).toEqual([
      0,
      0,
      0,
      null,
    ]);
    for (const p of secret()) expect(json).not.toContain(String(p.price));
  }

  it("hides every price from an anonymous wac visitor: restore, get, line, remove, clear", async () => {
    const token = await mailedWaCart();
    const wac = browserOf(store.app, "wac");
    const restored = await wac("/api/cart/restore", { method: "POST", body: JSON.stringify({ token }) });
    expect(restored.status).toBe(200);
    let json = await restored.text();
    expectNoPrices(cartSchema.parse(JSON.parse(json)), json);
    expect(cartSchema.parse(JSON.parse(json)).products).toHaveLength(2);

    json = await (await wac("/api/cart/")).text();
    expectNoPrices(cartSchema.parse(JSON.parse(json)), json);

    const line = await wac(`/api/cart/product/${product(1).sku}`);
    expect(line.status).toBe(200);
    const lineJson = await line.text();
    expect(JSON.parse(lineJson)).toMatchObject({ price: 0, linePrice: 0, lineTotal: 0 });
    expect(lineJson).not.toContain(String(product(1).price));

    json = await (await wac(`/api/cart/product/${product(1).sku}`, { method: "DELETE" })).text();
    expectNoPrices(cartSchema.parse(JSON.parse(json)), json);

    json = await (await wac("/api/cart/", { method: "DELETE" })).text();
    expect(cartSchema.parse(JSON.parse(json)).pricesHidden).toBe(true);
  });

  it("refuses add, coupon and email to an anonymous wac visitor with 401, and shows prices once signed in", async () => {
    const token = await mailedWaCart();
    const wac = browserOf(store.app, "wac");
    await wac("/api/cart/restore", { method: "POST", body: JSON.stringify({ token }) });
    for (const res of [
      await add(wac, product(3).sku),
      await coupon(wac, "TAKE50"),
      await email(wac, "trade@example.com"),
    ]) {
      expect(res.status).toBe(401);
      expect(await errorsOf(res)).toEqual([loginForPriceError]);
    }
    await signInAs(store, wac, "customer@example.com");
    const cart = cartSchema.parse(await (await wac("/api/cart/")).json());
    expect(cart.pricesHidden).toBe(false);
    expect(cart.products.map((p) => p.price).sort()).toEqual(
      secret()
        .map((p) => p.price)
        .sort(),
    );
  });
});

describe("restore links expire (fault 6)", () => {
  it("answers an expired token as an unknown one, and a new mail of the cart renews its link", async () => {
    const sender = await withCart();
    expect((await email(sender, "later@example.com")).status).toBe(200);
    const tokenOf = async () =>
      (
        await store.database.db
          .select({ token: carts.shareToken, expires: carts.shareTokenExpiresAt })
          .from(carts)
          .where(eq(carts.sessionId, sender.sessionId()))
      )[0];
    const first = await tokenOf();
    const days = ((first?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const restore = (token: string | null | undefined) =>
      browserOf(store.app)("/api/cart/restore", { method: "POST", body: JSON.stringify({ token }) });
    expect((await restore(first?.token)).status).toBe(200);

    await store.database.db
      .update(carts)
      .set({ shareTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(carts.sessionId, sender.sessionId())));
    const expired = await restore(first?.token);
    expect(expired.status).toBe(404);
    expect(await errorsOf(expired)).toEqual([restoreLinkError]);
    const unknown = await restore("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await errorsOf(unknown)).toEqual([restoreLinkError]);

    // Mailing the cart again gives a new link that works; the old one stays dead
    expect((await email(sender, "later@example.com")).status).toBe(200);
    const second = await tokenOf();
    expect(second?.token).not.toBe(first?.token);
    expect((await restore(second?.token)).status).toBe(200);
    expect((await restore(first?.token)).status).toBe(404);
  });

  it("keeps a live link when the cart is mailed again", async () => {
    const sender = await withCart();
    await email(sender, "twice@example.com");
    const [before] = await store.database.db
      .select({ token: carts.shareToken })
      .from(carts)
      .where(eq(carts.sessionId, sender.sessionId()));
    await email(sender, "twice@example.com");
    const [after] = await store.database.db
      .select({ token: carts.shareToken })
      .from(carts)
      .where(eq(carts.sessionId, sender.sessionId()));
    expect(after?.token).toBe(before?.token);
  });
});

describe("the client address", () => {
  it("ignores X-Forwarded-For unless the store is told it stands behind a proxy", async () => {
    const direct = await createTestStore({ products: 60, env: { TRUSTED_PROXY_HOPS: "0" } });
    try {
      const [priced] = await direct.database.db
        .select({ sku: products.sku })
        .from(products)
        .where(
          sql`${products.price} >= 10000 and exists (select 1 from stock_levels s where s.product_id = ${products.id} and s.quantity > 0)`,
        )
        .limit(1);
      const answers: Response[] = [];
      // A new cookie and a new forged address each time: all one client to the store
      for (let i = 0; i < 21; i++) {
        const browser = browserOf(direct.app);
        await browser("/api/cart/product/", {
          method: "POST",
          body: JSON.stringify({ sku: priced?.sku }),
          headers: { "x-forwarded-for": `10.9.9.${i}` },
        });
        answers.push(
          await browser("/api/cart/email", {
            method: "POST",
            body: JSON.stringify({ email: `forged${i}@example.com` }),
            headers: { "x-forwarded-for": `10.9.9.${i}` },
          }),
        );
      }
      expect(statuses(answers)).toEqual({ 200: 20, 429: 1 });
    } finally {
      await direct.close();
    }
  });
});
