import { cartSchema } from "@store/domain/cart.schema";
import { dateIn, priceLockExpiresAt } from "@store/domain/project";
import {
  projectCartSchema,
  projectChangelogSchema,
  projectSchema,
  sharedStatusSchema,
} from "@store/domain/project.schema";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { calendarOf, checkoutForm, placeOrder, stockedProduct, viewOf } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { cartLines, carts } from "../cart/cart.tables.ts";
import { orderLines, orders } from "../order/order.tables.ts";
import { products } from "../product/product.tables.ts";
import { projectConversions, projectPriceLocks, projectQuotes, projects } from "./project.tables.ts";

/**
 * Quotes, price locks, the share link, converting to a cart and the order that ends a project (ADR 044),
 * through the Hono app on a real database: each call's success, refusals and bad input, and the way a
 * locked price goes from the quote to the cart, the checkout and the order.
 */

let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let customer: Browser;
let anonymous: Browser;
let oven: { id: number; sku: string };
let fridge: { id: number; sku: string };

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}
const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });
const errorsOf = async (res: Response, status: number) =>
  ((await json(res, status)) as { errors: string[] }).errors;

/** A new project of `browser`'s with the products given (sku, quantity). */
async function projectWith(browser: Browser, lines: [string, number][]): Promise<number> {
  const { projectId } = (await json(await post(browser, "/api/v2/project", { name: "Quote test" }), 201)) as {
    projectId: number;
  };
  for (const [sku, quantity] of lines)
    await json(await post(browser, "/api/projects/product", { projectId, sku, quantity }));
  return projectId;
}

async function view(projectId: number, browser = staff) {
  return projectSchema.parse(await json(await browser(`/api/v2/project/${projectId}`)));
}

/** A date `days` from today in Sydney (the demo staff's store is in NSW). */
function sydneyDay(days: number): string {
  const today = new Date(`${dateIn("Australia/Sydney", new Date())}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

beforeAll(async () => {
  store = await createTestStore({ products: 80, env: { PAYMENT_SANDBOX: "true" } });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
  oven = await stockedProduct(db, 10, 0);
  fridge = await stockedProduct(db, 10, 1);
});
afterAll(() => store.close());

describe("POST /api/v2/project/quote", () => {
  it("saves quoteData and version 1 with a snapshot of the lines; the project is Quoted", async () => {
    const id = await projectWith(staff, [
      [oven.sku, 2],
      [fridge.sku, 1],
    ]);
    const before = await view(id);
    const saved = projectSchema.parse(
      await json(await post(staff, "/api/v2/project/quote", { projID: id, customerName: "Quinn Quote" })),
    );
    expect(saved).toMatchObject({
      status: "Quoted",
      quoted: true,
      hasQuote: true,
      quoteVersion: 1,
      nextQuoteVersion: 2,
    });
    expect(saved.quoteData.customerName).toBe("Quinn Quote");
    const [quote] = await db.select().from(projectQuotes).where(eq(projectQuotes.projectId, id));
    expect(quote?.version).toBe(1);
    expect(quote?.lines.map((l) => [l.sku, l.quantity, l.unitPrice])).toEqual(
      before.cart.products.map((l) => [l.sku, l.quantity, l.unitPrice]),
    );
    expect(quote?.total).toBe(before.total);
  });

  it("editing a quoted project makes it Pending and the next save is version 2; v1's snapshot stays", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    const edited = projectSchema.parse(
      await json(await post(staff, "/api/projects/product", { projectId: id, sku: fridge.sku })),
    );
    expect(edited.status).toBe("Pending");
    expect(edited.quoteVersion).toBe(1);
    expect(edited.nextQuoteVersion).toBe(2);
    const again = projectSchema.parse(await json(await post(staff, "/api/v2/project/quote", { projID: id })));
    expect(again).toMatchObject({ status: "Quoted", quoteVersion: 2, nextQuoteVersion: 3 });
    const versions = await db.select().from(projectQuotes).where(eq(projectQuotes.projectId, id));
    expect(versions.map((v) => [v.version, v.lines.length]).sort()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const log = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${id}`)),
    );
    expect(log.changes.map((c) => c.kind)).toEqual(
      expect.arrayContaining(["quote_saved", "product_added", "status_changed"]),
    );
    expect(log.changes.some((c) => c.message === "Status Quoted → Pending: quote 2 is being prepared")).toBe(
      true,
    );
  });

  it("refuses a project with no products, an ordered project, bad input, and others", async () => {
    const { projectId } = (await json(await post(staff, "/api/v2/project", { name: "Nothing" }), 201)) as {
      projectId: number;
    };
    expect(await errorsOf(await post(staff, "/api/v2/project/quote", { projID: projectId }), 409)).toEqual([
      "Add a product before saving a quote.",
    ]);
    const [won] = await db.select().from(projects).where(eq(projects.name, "Alfresco kitchen - Patel"));
    expect(await errorsOf(await post(staff, "/api/v2/project/quote", { projID: won?.id }), 409)).toEqual([
      "This project has been ordered. Duplicate it to quote again.",
    ]);
    expect(await errorsOf(await post(staff, "/api/v2/project/quote", { projID: 999999 }), 404)).toEqual([
      "We couldn't find that project.",
    ]);
    expect(await errorsOf(await post(staff, "/api/v2/project/quote", { projectId }), 400)).toContain(
      'Unrecognized key: "projectId"',
    );
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/quote", { projID: projectId, customerEmail: "x" }),
        400,
      ),
    ).toEqual(["customerEmail: The customer's email is not a valid email address"]);
    expect((await post(anonymous, "/api/v2/project/quote", { projID: projectId })).status).toBe(401);
    expect((await post(customer, "/api/v2/project/quote", { projID: projectId })).status).toBe(403);
  });
});

describe("POST and DELETE /api/v2/project/lock-price", () => {
  it("locks the quote's prices to the end of the day in the store's time zone, edits the expiry, cancels", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    const day = sydneyDay(10);
    const locked = projectSchema.parse(
      await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: day })),
    );
    expect(locked.priceLock).toMatchObject({
      expiryDate: day,
      timeZone: "Australia/Sydney",
      expiresAt: priceLockExpiresAt(day, "Australia/Sydney").toISOString(),
      live: true,
      quoteVersion: 1,
      lockedBy: "Sam Staff",
    });
    const line = locked.cart.products[0];
    expect(line?.lockedPrice).toBe(line?.unitPrice);
    expect(line?.permissions.EditPrice).toBe(false);

    const later = sydneyDay(20);
    const moved = projectSchema.parse(
      await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: later })),
    );
    expect(moved.priceLock?.expiryDate).toBe(later);
    expect(await db.select().from(projectPriceLocks).where(eq(projectPriceLocks.projectId, id))).toHaveLength(
      1,
    );

    const cancelled = projectSchema.parse(
      await json(await staff(`/api/v2/project/lock-price?projectId=${id}`, { method: "DELETE" })),
    );
    expect(cancelled.priceLock).toBeNull();
    expect(cancelled.cart.products[0]?.permissions.EditPrice).toBe(true);
    expect(
      await errorsOf(await staff(`/api/v2/project/lock-price?projectId=${id}`, { method: "DELETE" }), 404),
    ).toEqual(["This project has no price lock."]);
    const log = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${id}`)),
    );
    expect(log.changes.slice(0, 3).map((c) => c.kind)).toEqual([
      "price_lock_cancelled",
      "price_lock_changed",
      "price_locked",
    ]);
  });

  it("holds the price when the catalogue's rises, and lets a fall through", async () => {
    const product = await stockedProduct(db, 10, 2);
    const id = await projectWith(staff, [[product.sku, 1]]);
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(5) }));
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    const quoted = (await view(id)).cart.products[0]?.unitPrice ?? 0;
    await db
      .update(products)
      .set({ price: (row?.price ?? 0) + 100_00 })
      .where(eq(products.id, product.id));
    expect((await view(id)).cart.products[0]?.unitPrice).toBe(quoted);
    await db.update(products).set({ price: 1_00, lineDiscount: 0 }).where(eq(products.id, product.id));
    expect((await view(id)).cart.products[0]?.unitPrice).toBe(1_00);
    await db
      .update(products)
      .set({ price: row?.price, lineDiscount: row?.lineDiscount })
      .where(eq(products.id, product.id));
  });

  it("refuses without a quote, dates before today or past 90 days, bad dates, a finished project", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(3) }),
        409,
      ),
    ).toEqual(["Save a quote before locking its prices."]);
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(-1) }),
        400,
      ),
    ).toEqual(["expiryDate: The price lock cannot end before today."]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(91) }),
        400,
      ),
    ).toEqual(["expiryDate: A price lock ends at most 90 days from today."]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: "2027-02-30" }),
        400,
      ),
    ).toEqual(["expiryDate: expiryDate is a date written YYYY-MM-DD"]);
    await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(0) }));
    const [lost] = await db.select().from(projects).where(eq(projects.name, "Investment unit - Chen"));
    expect(
      (await post(staff, "/api/v2/project/lock-price", { projectId: lost?.id, expiryDate: sydneyDay(3) }))
        .status,
    ).toBe(409);
    expect(
      (await post(customer, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(3) }))
        .status,
    ).toBe(403);
    expect((await anonymous(`/api/v2/project/lock-price?projectId=${id}`, { method: "DELETE" })).status).toBe(
      401,
    );
    await json(await staff("/api/v2/project/lock-price?projectId=abc", { method: "DELETE" }), 400);
  });

  it("a lock whose day has passed shows as ended and is replaced by the next lock", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(2) }));
    await db
      .update(projectPriceLocks)
      .set({ expiresAt: new Date(Date.now() - 60_000), lockedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(projectPriceLocks.projectId, id));
    const ended = await view(id);
    expect(ended.priceLock?.live).toBe(false);
    expect(ended.cart.products[0]?.lockedPrice).toBeNull();
    await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(4) }));
    const locks = await db.select().from(projectPriceLocks).where(eq(projectPriceLocks.projectId, id));
    expect(locks.filter((l) => l.cancelledAt === null)).toHaveLength(1);
    expect((await view(id)).priceLock?.live).toBe(true);
  });
});

describe("POST /api/projects/shared-project-status and the shared view", () => {
  it("shares with a long random id, the link from the configured origin; stopping revokes it for good", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    const on = sharedStatusSchema.parse(
      await json(
        await post(staff, "/api/projects/shared-project-status", { projectId: id, sharedStatus: true }),
      ),
    );
    expect(on.sharedStatus).toBe(true);
    expect(on.shareId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(on.shareUrl).toBe(`http://aol.localhost:3000/project/shared?shareId=${on.shareId}`);
    // Sharing again keeps the link
    const same = sharedStatusSchema.parse(
      await json(
        await post(staff, "/api/projects/shared-project-status", { projectId: id, sharedStatus: true }),
      ),
    );
    expect(same.shareId).toBe(on.shareId);
    const shared = projectSchema.parse(
      await json(await anonymous(`/api/v2/project/shared?shareId=${on.shareId}`)),
    );
    expect(shared.readOnly).toBe(true);
    expect(shared.cart.products[0]?.sku).toBe(oven.sku);

    const off = sharedStatusSchema.parse(
      await json(
        await post(staff, "/api/projects/shared-project-status", { projectId: id, sharedStatus: false }),
      ),
    );
    expect(off).toMatchObject({ sharedStatus: false, shareId: null, shareUrl: null });
    await json(await anonymous(`/api/v2/project/shared?shareId=${on.shareId}`), 404);
    const again = sharedStatusSchema.parse(
      await json(
        await post(staff, "/api/projects/shared-project-status", { projectId: id, sharedStatus: true }),
      ),
    );
    expect(again.shareId).not.toBe(on.shareId);
  });

  it("the share id gives read access only: every write still needs staff", async () => {
    const id = await projectWith(staff, [[oven.sku, 1]]);
    const { shareId } = sharedStatusSchema.parse(
      await json(
        await post(staff, "/api/projects/shared-project-status", { projectId: id, sharedStatus: true }),
      ),
    );
    for (const browser of [anonymous, customer]) {
      expect((await browser(`/api/v2/project/shared?shareId=${shareId}`)).status).toBe(200);
      expect((await browser(`/api/v2/project/${id}`)).status).toBe(browser === anonymous ? 401 : 403);
      expect((await post(browser, "/api/projects/product", { projectId: id, sku: fridge.sku })).status).toBe(
        browser === anonymous ? 401 : 403,
      );
      expect((await post(browser, "/api/projects/cart", { projectId: id })).status).toBe(
        browser === anonymous ? 401 : 403,
      );
    }
  });

  it("an empty shared project answers 204", async () => {
    const { projectId } = (await json(
      await post(staff, "/api/v2/project", { name: "Empty shared" }),
      201,
    )) as {
      projectId: number;
    };
    const { shareId } = sharedStatusSchema.parse(
      await json(await post(staff, "/api/projects/shared-project-status", { projectId, sharedStatus: true })),
    );
    expect((await anonymous(`/api/v2/project/shared?shareId=${shareId}`)).status).toBe(204);
  });

  it("refuses bad input and others", async () => {
    await json(
      await post(staff, "/api/projects/shared-project-status", { projectId: 1, sharedStatus: "yes" }),
      400,
    );
    await json(
      await post(staff, "/api/projects/shared-project-status", { projectId: 999999, sharedStatus: true }),
      404,
    );
    expect(
      (await post(customer, "/api/projects/shared-project-status", { projectId: 1, sharedStatus: true }))
        .status,
    ).toBe(403);
  });
});

describe("POST /api/projects/cart and /admin-cart, and the order", () => {
  it("carries the locked prices into a cart the checkout honours, and the order wins the project", async () => {
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff@example.com");
    const id = await projectWith(seller, [
      [oven.sku, 1],
      [fridge.sku, 2],
    ]);
    await json(await post(seller, "/api/v2/project/quote", { projID: id }));
    await json(await post(seller, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(7) }));
    const quoted = await view(id, seller);
    // The catalogue's prices rise after the quote: the lock holds the quoted ones
    const [ovenRow] = await db.select().from(products).where(eq(products.id, oven.id));
    await db
      .update(products)
      .set({ price: (ovenRow?.price ?? 0) + 50_00 })
      .where(eq(products.id, oven.id));
    try {
      const answer = projectCartSchema.parse(
        await json(await post(seller, "/api/projects/cart", { projectId: id })),
      );
      expect(answer.lockApplied).toBe(true);
      expect(answer.lockExpired).toBe(false);
      const quotedOven = quoted.cart.products.find((l) => l.sku === oven.sku);
      const cartOven = answer.cart.products.find((l) => l.sku === oven.sku);
      expect(cartOven?.linePrice).toBe(quotedOven?.unitPrice);
      expect(cartOven?.lockedUntil).toBe(quoted.priceLock?.expiresAt);
      expect(answer.cart.products.find((l) => l.sku === fridge.sku)?.quantity).toBe(2);
      // The cart the checkout reads is the same
      const cart = cartSchema.parse(await json(await seller("/api/cart")));
      expect(cart.products.find((l) => l.sku === oven.sku)?.linePrice).toBe(quotedOven?.unitPrice);

      const form = await checkoutForm(seller, { card: null, overrides: { selectedPaymentOption: "Cash" } });
      const checkout = await viewOf(seller);
      const due =
        checkout.cart.orderTotal + Math.max((await calendarOf(seller, checkout.cart.cartId)).price, 0);
      const placed = await placeOrder(seller, { ...form, cashTendered: due });
      expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
      const [order] = await db.select().from(orders).where(eq(orders.cartId, checkout.cart.cartId));
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order?.id ?? 0));
      expect(lines.find((l) => l.sku === oven.sku)?.unitPrice).toBe(quotedOven?.unitPrice);
      const [conversion] = await db
        .select()
        .from(projectConversions)
        .where(eq(projectConversions.projectId, id));
      expect(conversion).toMatchObject({ orderId: order?.id, outcome: "Won", lockApplied: true });
      const won = await view(id, seller);
      expect(won.status).toBe("Won");
      const log = projectChangelogSchema.parse(
        await json(await seller(`/api/v2/project/changelogs?projectId=${id}`)),
      );
      expect(log.changes[0]?.user).toBe("System");
      expect(log.changes.find((c) => c.kind === "order_placed")?.message).toBe(
        `Order ${order?.reference} placed from this project's cart: every product ordered`,
      );
      // A won project is not edited any more
      expect(
        await errorsOf(await post(seller, "/api/projects/product", { projectId: id, sku: oven.sku }), 409),
      ).toEqual(["This project has been ordered. Duplicate it to change it."]);
    } finally {
      await db.update(products).set({ price: ovenRow?.price }).where(eq(products.id, oven.id));
    }
  });

  it("an order of part of the converted cart makes the project Partial", async () => {
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff@example.com");
    const id = await projectWith(seller, [
      [oven.sku, 1],
      [fridge.sku, 1],
    ]);
    await json(await post(seller, "/api/projects/cart", { projectId: id }));
    await json(await seller(`/api/cart/product/${encodeURIComponent(fridge.sku)}`, { method: "DELETE" }));
    const form = await checkoutForm(seller, { card: null, overrides: { selectedPaymentOption: "Cash" } });
    const checkout = await viewOf(seller);
    const due =
      checkout.cart.orderTotal + Math.max((await calendarOf(seller, checkout.cart.cartId)).price, 0);
    const placed = await placeOrder(seller, { ...form, cashTendered: due });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect((await view(id, seller)).status).toBe("Partial");
  });

  it("after the lock has ended, converting uses today's prices and says so; the cart's held price ends too", async () => {
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff@example.com");
    const id = await projectWith(seller, [[oven.sku, 1]]);
    // A staff price 5% off, quoted and locked
    const catalogue = (await view(id, seller)).cart.products[0]?.linePrice ?? 0;
    const discounted = Math.floor(catalogue * 0.95);
    await json(
      await post(seller, "/api/projects/product", {
        projectId: id,
        sku: oven.sku,
        priceOverride: discounted,
      }),
    );
    await json(await post(seller, "/api/v2/project/quote", { projID: id }));
    await json(await post(seller, "/api/v2/project/lock-price", { projectId: id, expiryDate: sydneyDay(1) }));
    // Converted while live: held
    const live = projectCartSchema.parse(
      await json(await post(seller, "/api/projects/cart", { projectId: id })),
    );
    expect(live.cart.products[0]?.linePrice).toBe(discounted);
    // The cart's hold ends with the lock
    await db
      .update(cartLines)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(cartLines.productId, oven.id));
    const after = cartSchema.parse(await json(await seller("/api/cart")));
    expect(after.products[0]?.linePrice).toBe(catalogue);
    expect(after.messages).toContain(
      `The project price of ${after.products[0]?.title} has ended: today's price applies.`,
    );
    // The project's lock ends: converting again puts today's price for the locked line and says so
    await db
      .update(projectPriceLocks)
      .set({ expiresAt: new Date(Date.now() - 1000), lockedAt: new Date(Date.now() - 86_400_000) })
      .where(and(eq(projectPriceLocks.projectId, id), isNull(projectPriceLocks.cancelledAt)));
    const [lock] = await db.select().from(projectPriceLocks).where(eq(projectPriceLocks.projectId, id));
    const ended = projectCartSchema.parse(
      await json(await post(seller, "/api/projects/cart", { projectId: id })),
    );
    expect(ended.lockApplied).toBe(false);
    expect(ended.lockExpired).toBe(true);
    expect(ended.messages).toContain(
      `The price lock on this project ended on ${lock?.expiryDate}: today's prices are in the cart.`,
    );
    // The staff's own price still holds for today (it is the project's price, not the lock's)
    expect(ended.cart.products[0]?.linePrice).toBe(discounted);
  });

  it("admin-cart with clearDiscounts puts today's catalogue prices in; the cart is replaced, with a new id", async () => {
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff@example.com");
    const id = await projectWith(seller, [[oven.sku, 1]]);
    const catalogue = (await view(id, seller)).cart.products[0]?.linePrice ?? 0;
    await json(
      await post(seller, "/api/projects/product", {
        projectId: id,
        sku: oven.sku,
        priceOverride: catalogue - 1_00,
      }),
    );
    const kept = projectCartSchema.parse(
      await json(await post(seller, "/api/projects/admin-cart", { projectId: id, clearDiscounts: false })),
    );
    expect(kept.cart.products[0]?.linePrice).toBe(catalogue - 1_00);
    const cleared = projectCartSchema.parse(
      await json(await post(seller, "/api/projects/admin-cart", { projectId: id, clearDiscounts: true })),
    );
    expect(cleared.cart.products[0]?.linePrice).toBe(catalogue);
    expect(cleared.messages).toContain("Discounts cleared: the cart has today's catalogue prices.");
    expect(cleared.cart.cartId).not.toBe(kept.cart.cartId);
    expect(await db.select().from(carts).where(eq(carts.id, kept.cart.cartId))).toEqual([]);
  });

  it("converts a selection of products and folders; refuses empty, unknown and lost ones", async () => {
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff@example.com");
    const id = await projectWith(seller, [
      [oven.sku, 1],
      [fridge.sku, 1],
    ]);
    const some = projectCartSchema.parse(
      await json(await post(seller, "/api/projects/cart", { projectId: id, productCodes: [fridge.sku] })),
    );
    expect(some.cart.products.map((p) => p.sku)).toEqual([fridge.sku]);
    expect(
      await errorsOf(
        await post(seller, "/api/projects/cart", { projectId: id, productCodes: ["NOPE-1"] }),
        404,
      ),
    ).toEqual(["NOPE-1 is not in this project."]);
    expect(
      await errorsOf(await post(seller, "/api/projects/cart", { projectId: id, folderIds: [999999] }), 404),
    ).toEqual(["Folder 999999 is not in this project."]);
    const { projectId: empty } = (await json(
      await post(seller, "/api/v2/project", { name: "Empty" }),
      201,
    )) as {
      projectId: number;
    };
    expect(await errorsOf(await post(seller, "/api/projects/cart", { projectId: empty }), 409)).toEqual([
      "This project has no products to put into a cart.",
    ]);
    const [lost] = await db.select().from(projects).where(eq(projects.name, "Investment unit - Chen"));
    expect(await errorsOf(await post(seller, "/api/projects/cart", { projectId: lost?.id }), 409)).toEqual([
      "This project is marked lost. Reopen it before converting it to a cart.",
    ]);
    await json(await post(seller, "/api/projects/cart", { projectId: "x" }), 400);
    await json(await post(seller, "/api/projects/admin-cart", { projectId: id, clearDiscounts: "yes" }), 400);
    expect((await post(customer, "/api/projects/admin-cart", { projectId: id })).status).toBe(403);
    expect((await post(anonymous, "/api/projects/cart", { projectId: id })).status).toBe(401);
  });
});
