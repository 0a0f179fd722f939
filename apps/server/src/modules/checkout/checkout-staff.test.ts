import { randomUUID } from "node:crypto";
import { orderDetailSchema } from "@store/domain/order.schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarOf,
  checkoutForm,
  fillCart,
  placeOrder,
  stockedProduct,
  stockOf,
  sydney,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";
import { stockLevels } from "../product/product.tables.ts";
import { stores } from "../store/store.tables.ts";
import { users } from "../user/user.tables.ts";

/**
 * Staff selling in store through the app (issue 16, ADR 037): the stores and salespeople the order
 * records, checked together; the counter methods (cash with its change, cash on delivery, the charge
 * account, another method) placing the order without a provider, once; cash and carry taking its stock
 * from the chosen store; and a customer who can neither see nor post any of it.
 */

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

type Browser = ReturnType<typeof browserOf>;

/** A signed-in staff member (or another account) with one unit of a stocked product in the cart. */
async function sale(skip: number, email = "staff@example.com") {
  const browser = browserOf(store.app);
  await signInAs(store, browser, email);
  const product = await stockedProduct(store.database.db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  return { browser, product, cartId };
}

/** The checkout form with a staff method and no card. */
function counterForm(browser: Browser, overrides: Record<string, unknown>) {
  return checkoutForm(browser, { card: null, overrides });
}

async function userId(email: string): Promise<number> {
  const [row] = await store.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

async function orderOf(cartId: string) {
  const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const payments = order
    ? await store.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))
    : [];
  return { order, payments };
}

async function mailsOf(reference: string) {
  return store.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${reference}%`}`));
}

/** The stores by uri, and the id of one. */
async function storeId(uri: string): Promise<number> {
  const [row] = await store.database.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.storeUri, uri));
  if (!row) throw new Error(`no store ${uri}`);
  return row.id;
}

/** Units of a product in one store. */
async function stockAt(productId: number, storeIdentity: number): Promise<number> {
  const [row] = await store.database.db
    .select({ n: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.productId, productId), eq(stockLevels.storeId, storeIdentity)));
  return row?.n ?? 0;
}

/** Sets a product's units in one store (creating the row). */
async function putStock(productId: number, storeIdentity: number, units: number) {
  await store.database.db
    .insert(stockLevels)
    .values({ productId, storeId: storeIdentity, quantity: units })
    .onConflictDoUpdate({ target: [stockLevels.productId, stockLevels.storeId], set: { quantity: units } });
}

describe("the staff checkout's view (checkout s.3, s.6)", () => {
  it("lists every store with its details and salespeople with their store; the staff member's own selected", async () => {
    const { browser } = await sale(0);
    const view = await viewOf(browser);
    const selected = view.stores.filter((s) => s.selected);
    expect(selected).toHaveLength(1);
    // Several stores share a subdivision: each is told apart by its uri
    const nsw = view.stores.filter((s) => s.subdivision === "NSW");
    expect(nsw.length).toBeGreaterThan(1);
    expect(new Set(view.stores.map((s) => s.storeUri)).size).toBe(view.stores.length);
    expect(selected[0]).toMatchObject({ phone: expect.any(String), address: expect.any(String) });
    const me = view.salesPeople.find((p) => p.selected);
    expect(me).toMatchObject({ code: "SP01", storeUri: selected[0]?.storeUri });
    expect(view.salesPeople.filter((p) => p.selected)).toHaveLength(1);
    expect(view.paymentOptions).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
      "Klarna",
      "Humm",
      "ZipInStore",
      "Cash",
      "COD",
      "CRAccount",
      "StaffOnlyOtherPaymentMethod",
    ]);
  });

  it("shows a customer and a guest none of it", async () => {
    for (const email of ["customer@example.com", null]) {
      const browser = browserOf(store.app);
      if (email) await signInAs(store, browser, email);
      const product = await stockedProduct(store.database.db, 5, 0);
      await fillCart(browser, product.sku);
      const view = await viewOf(browser);
      // The online methods (ADR 036, 040), none of the staff ones
      expect(view.paymentOptions).toEqual([
        "CreditCard",
        "ApplePay",
        "GooglePay",
        "PayPal",
        "PayPalBnpl",
        "AfterPay",
        "Zip",
        "Klarna",
        "Humm",
      ]);
      expect(view.stores).toEqual([]);
      expect(view.salesPeople).toEqual([]);
      expect(view.store).toBeNull();
    }
  });
});

describe("cash (reference/payments.md 'Cash and staff-only methods')", () => {
  it("is captured at once with what was tendered and the change, recorded with who took it, once", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await sale(1);
    const before = await stockOf(db, product.id);
    const form = await counterForm(browser, { selectedPaymentOption: "Cash" });
    const view = await viewOf(browser);
    // The kit's form takes the first open day: its price is part of what is due
    const due = view.cart.orderTotal + Math.max((await calendarOf(browser, cartId)).price, 0);
    const placed = await placeOrder(browser, { ...form, cashTendered: due + 12_35 });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body).toMatchObject({ orderCompleted: true, success: true, paymentStatus: "Approved" });
    const { order, payments } = await orderOf(cartId);
    expect(order).toMatchObject({ status: "placed", amountPaid: order?.total });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: "Cash",
      status: "captured",
      amount: order?.total,
      capturedAmount: order?.total,
      tenderedAmount: (order?.total ?? 0) + 12_35,
      changeAmount: 12_35,
      takenByUserId: await userId("staff@example.com"),
    });
    expect(await stockOf(db, product.id)).toBe(before - 1);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.payment).toMatchObject({ method: "Cash", cashChange: 12_35 });
    expect(detail.amountRemaining).toBe(0);
    const mails = await mailsOf(order?.reference ?? "");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("change.");
    expect(mails[0]?.text).toMatch(/Paid in cash: \$[\d,.]+ tendered, \$12\.35 change\./);
    // The same submit again answers the placed order: no second payment
    const again = await placeOrder(browser, { ...form, cashTendered: due + 12_35 });
    expect(again.body?.orderCompleted).toBe(true);
    expect((await orderOf(cartId)).payments).toHaveLength(1);
  });

  it("refuses less than the amount due, or no amount, and takes nothing", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await sale(2);
    const before = await stockOf(db, product.id);
    const form = await counterForm(browser, { selectedPaymentOption: "Cash" });
    const short = await placeOrder(browser, { ...form, cashTendered: 100 });
    expect(short.status).toBe(400);
    expect(short.body?.errorMessages[0]).toMatch(
      /^The cash tendered \(\$1\) is less than the amount due \(\$[\d,.]+\)\.$/,
    );
    const none = await placeOrder(browser, form);
    expect(none.status).toBe(400);
    expect(none.body?.errorMessages[0]).toMatch(/^Please enter the cash tendered/);
    for (const bad of [-1, 1.5, "ten dollars"]) {
      const answer = await placeOrder(browser, { ...form, cashTendered: bad });
      expect(answer.status).toBe(400);
      expect(answer.body?.errorMessages[0]).toMatch(/cash tendered/i);
    }
    const deposit = await placeOrder(browser, { ...form, cashTendered: 10_000_00, partialPayment: 100_00 });
    expect(deposit.status).toBe(400);
    expect((await orderOf(cartId)).order?.status ?? "none").not.toBe("placed");
    expect(await stockOf(db, product.id)).toBe(before);
  });
});

describe("cash on delivery, the charge account and the other staff method", () => {
  const cases = [
    { method: "COD", note: /when the order is delivered/, reference: null },
    { method: "CRAccount", note: /customer's account/, reference: null },
    {
      method: "StaffOnlyOtherPaymentMethod",
      note: /another method arranged with our staff: Bank transfer, invoice 1234\./,
      reference: "Bank transfer, invoice 1234",
    },
  ] as const;

  for (const [i, { method, note, reference }] of cases.entries())
    it(`${method}: places the order authorised and unpaid, recorded with who took it`, async () => {
      const { browser, cartId } = await sale(3 + i, "staff2@example.com");
      const placed = await placeOrder(
        browser,
        await counterForm(browser, {
          selectedPaymentOption: method,
          ...(reference ? { otherPaymentReference: `  ${reference} ` } : {}),
        }),
      );
      expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
      expect(placed.body?.orderCompleted).toBe(true);
      const { order, payments } = await orderOf(cartId);
      expect(order).toMatchObject({ status: "placed", amountPaid: 0 });
      expect(payments).toEqual([
        expect.objectContaining({
          method,
          status: "authorised",
          amount: order?.total,
          capturedAmount: 0,
          tenderedAmount: null,
          changeAmount: null,
          staffReference: reference,
          takenByUserId: await userId("staff2@example.com"),
        }),
      ]);
      const detail = orderDetailSchema.parse(
        await (await browser(`/api/checkout/order?id=${cartId}`)).json(),
      );
      expect(detail).toMatchObject({
        status: "placed",
        amountRemaining: order?.total,
        payment: { method, staffReference: reference },
      });
      const [mail] = await mailsOf(order?.reference ?? "");
      expect(mail?.text).toMatch(note);
    });
});

describe("the other staff method's reference (ADR 072)", () => {
  it("is required, and a refused form places nothing", async () => {
    const { browser, cartId, product } = await sale(9, "staff2@example.com");
    const before = await stockOf(store.database.db, product.id);
    for (const otherPaymentReference of [undefined, "  ", "ab"]) {
      const refused = await placeOrder(
        browser,
        await counterForm(browser, {
          selectedPaymentOption: "StaffOnlyOtherPaymentMethod",
          otherPaymentReference,
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body?.errorMessages).toEqual([
        "Please say how the customer pays and its reference, e.g. 'Bank transfer, invoice 1234'.",
      ]);
    }
    const tooLong = await placeOrder(
      browser,
      await counterForm(browser, {
        selectedPaymentOption: "StaffOnlyOtherPaymentMethod",
        otherPaymentReference: "x".repeat(101),
      }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body?.errorMessages.join(" ")).toMatch(/The payment reference has at most 100 characters/);
    expect((await orderOf(cartId)).order?.status ?? "none").not.toBe("placed");
    expect(await stockOf(store.database.db, product.id)).toBe(before);
  });

  it("is kept only for the other method", async () => {
    const { browser, cartId } = await sale(8, "staff2@example.com");
    const placed = await placeOrder(
      browser,
      await counterForm(browser, { selectedPaymentOption: "COD", otherPaymentReference: "Bank transfer 1" }),
    );
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect((await orderOf(cartId)).payments).toEqual([expect.objectContaining({ staffReference: null })]);
  });
});

describe("the store and salesperson an order records (checkout s.3, s.4)", () => {
  it("records the chosen store and its salesperson", async () => {
    const { browser, cartId } = await sale(6);
    const view = await viewOf(browser);
    const other = view.salesPeople.find((p) => p.code === "SP02");
    if (!other) throw new Error("no SP02");
    const chosen = view.stores.find((s) => s.storeUri === other.storeUri);
    const placed = await placeOrder(
      browser,
      await counterForm(browser, {
        selectedPaymentOption: "COD",
        storeUri: other.storeUri,
        subdivision: chosen?.subdivision,
        salespersonCode: "SP02",
      }),
    );
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const { order } = await orderOf(cartId);
    expect(order).toMatchObject({
      storeId: await storeId(other.storeUri),
      salespersonCode: "SP02",
      placedByUserId: await userId("staff@example.com"),
    });
  });

  it("records the staff member's own store and code when nothing is chosen", async () => {
    const { browser, cartId } = await sale(7);
    const view = await viewOf(browser);
    const home = view.stores.find((s) => s.selected);
    const placed = await placeOrder(browser, await counterForm(browser, { selectedPaymentOption: "COD" }));
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect((await orderOf(cartId)).order).toMatchObject({
      storeId: await storeId(home?.storeUri ?? ""),
      salespersonCode: "SP01",
    });
  });

  it("refuses a salesperson of another store, an unknown store and a subdivision that is not the store's", async () => {
    const { browser, cartId } = await sale(8);
    const view = await viewOf(browser);
    const sp02 = view.salesPeople.find((p) => p.code === "SP02");
    const notSp02Store = view.stores.find((s) => s.storeUri !== sp02?.storeUri);
    const form = await counterForm(browser, { selectedPaymentOption: "COD" });
    const mismatch = await placeOrder(browser, {
      ...form,
      storeUri: notSp02Store?.storeUri,
      salespersonCode: "SP02",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.errorMessages).toEqual([
      `Salesperson SP02 does not work at ${notSp02Store?.name}. Please choose one of that store's salespeople.`,
    ]);
    const unknown = await placeOrder(browser, { ...form, storeUri: "no-such-store" });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.errorMessages[0]).toMatch(/couldn't find that store/);
    const nobody = await placeOrder(browser, { ...form, salespersonCode: "ZZ99" });
    expect(nobody.status).toBe(400);
    const vic = view.stores.find((s) => s.subdivision === "VIC");
    const region = await placeOrder(browser, { ...form, storeUri: vic?.storeUri, subdivision: "NSW" });
    expect(region.status).toBe(400);
    expect(region.body?.errorMessages[0]).toMatch(/is in VIC, not NSW/);
    expect((await orderOf(cartId)).order?.status ?? "none").not.toBe("placed");
  });
});

describe("cash and carry (checkout s.4)", () => {
  it("takes the stock from the chosen store, with no delivery day", async () => {
    const { browser, product, cartId } = await sale(9);
    const view = await viewOf(browser);
    const pickup = view.stores.find((s) => !s.selected && s.subdivision === "VIC");
    if (!pickup) throw new Error("no VIC store");
    const pickupId = await storeId(pickup.storeUri);
    await putStock(product.id, pickupId, 3);
    const others = (await stockOf(store.database.db, product.id)) - 3;
    const salesperson = view.salesPeople.find((p) => p.storeUri === pickup.storeUri)?.code ?? null;
    const placed = await placeOrder(
      browser,
      await counterForm(browser, {
        selectedPaymentOption: "Cash",
        cashTendered: 100_000_00,
        cashAndCarry: true,
        deliveryDate: null,
        storeUri: pickup.storeUri,
        subdivision: pickup.subdivision,
        salespersonCode: salesperson,
        deliveryAddress: {
          ...sydney,
          address: pickup.address,
          suburb: pickup.suburb,
          postcode: pickup.postcode,
          state: pickup.state,
        },
        phoneNumber: pickup.phone.replace(/\s+/g, ""),
      }),
    );
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(await stockAt(product.id, pickupId)).toBe(2);
    expect((await stockOf(store.database.db, product.id)) - 2).toBe(others);
    const { order } = await orderOf(cartId);
    expect(order).toMatchObject({
      cashAndCarry: true,
      deliveryDate: null,
      deliveryZoneId: null,
      shippingCost: 0,
      storeId: pickupId,
    });
  });

  it("looks up the chosen store's stock: a store without it says so before the order", async () => {
    const { browser, product, cartId } = await sale(12);
    const view = await viewOf(browser);
    const [empty, stocked] = view.stores.filter((s) => s.subdivision === "NSW");
    if (!empty || !stocked) throw new Error("too few NSW stores");
    await putStock(product.id, await storeId(empty.storeUri), 0);
    await putStock(product.id, await storeId(stocked.storeUri), 2);
    const lookup = async (pickup: typeof empty) => {
      const res = await browser("/api/checkout/avail", {
        method: "POST",
        body: JSON.stringify({
          cartId,
          cashAndCarry: true,
          storeUri: pickup.storeUri,
          subdivision: pickup.subdivision,
          deliveryAddress: { suburb: pickup.suburb, postcode: pickup.postcode, state: pickup.state },
        }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { unavailable: boolean; message: string | null };
    };
    const none = await lookup(empty);
    expect(none.unavailable).toBe(true);
    expect(none.message).toMatch(new RegExp(`is not in stock at ${empty.name}\\. Choose another store`));
    const some = await lookup(stocked);
    expect(some.message ?? "").not.toMatch(/in stock at/);
  });

  it("refuses clearly when the chosen store lacks the stock, and takes none elsewhere", async () => {
    const db = store.database.db;
    const { browser, product } = await sale(10);
    const view = await viewOf(browser);
    const pickup = view.stores.find((s) => s.subdivision === "VIC");
    if (!pickup) throw new Error("no VIC store");
    const pickupId = await storeId(pickup.storeUri);
    await putStock(product.id, pickupId, 0);
    const before = await stockOf(db, product.id);
    const answer = await placeOrder(
      browser,
      await counterForm(browser, {
        selectedPaymentOption: "COD",
        cashAndCarry: true,
        deliveryDate: null,
        storeUri: pickup.storeUri,
        salespersonCode: null,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errorMessages[0]).toMatch(new RegExp(`is not in stock at ${pickup.name}\\.`));
    expect(await stockOf(db, product.id)).toBe(before);
  });
});

describe("who may use the staff fields and methods (checkout s.6)", () => {
  const staffOnly: Record<string, unknown>[] = [
    { selectedPaymentOption: "Cash", cashTendered: 100_000_00 },
    { selectedPaymentOption: "COD" },
    { selectedPaymentOption: "CRAccount" },
    { selectedPaymentOption: "StaffOnlyOtherPaymentMethod" },
    { selectedPaymentOption: "ZipInStore", devicePaymentCode: "100001" },
    { cashAndCarry: true },
    { winningDeliveryServiceOverride: true },
    { salespersonCode: "SP01" },
    { subdivision: "NSW" },
    { storeUri: "engine-room" },
    { poNumber: "PO-1" },
    { cashTendered: 100 },
    { otherPaymentReference: "Bank transfer 1" },
  ];

  it("refuses each from a customer and a guest with 403, and places nothing", async () => {
    for (const email of ["customer@example.com", null]) {
      const browser = browserOf(store.app);
      if (email) await signInAs(store, browser, email);
      const product = await stockedProduct(store.database.db, 5, 11);
      const cartId = await fillCart(browser, product.sku);
      const form = await checkoutForm(browser);
      for (const fields of staffOnly) {
        const answer = await placeOrder(browser, { ...form, ...fields });
        expect(answer.status, JSON.stringify(fields)).toBe(403);
        expect(answer.body?.errorMessages[0]).toMatch(/^Only staff can choose /);
      }
      expect((await orderOf(cartId)).order).toBeUndefined();
    }
  });

  it("refuses a customer's cash and carry or store in the availability lookup", async () => {
    const { browser } = await sale(0, "customer@example.com");
    for (const extra of [{ cashAndCarry: true }, { subdivision: "NSW" }]) {
      const res = await browser("/api/checkout/avail", {
        method: "POST",
        body: JSON.stringify({ deliveryAddress: sydney, deliveryServices: [], ...extra }),
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("the orders desk takes the counter payments on (ADR 037, 038)", () => {
  async function desk(kind: "capture" | "void" | "refund", paymentId: string, body: unknown) {
    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff2@example.com");
    return staff(`/api/orders-desk/payments/${paymentId}/${kind}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "idempotency-key": randomUUID() },
    });
  }

  it("refunds cash as cash out, and captures cash on delivery when the driver brings it", async () => {
    const { browser, cartId } = await sale(13);
    const form = await counterForm(browser, { selectedPaymentOption: "Cash", cashTendered: 100_000_00 });
    expect((await placeOrder(browser, form)).status).toBe(200);
    const cash = await orderOf(cartId);
    const refund = await desk("refund", cash.payments[0]?.id ?? "", { amount: 10_00 });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const refunded = await orderOf(cartId);
    expect(refunded.payments[0]).toMatchObject({ status: "refunded", refundedAmount: 10_00 });
    expect(refunded.order?.amountPaid).toBe((cash.order?.total ?? 0) - 10_00);

    const cod = await sale(14);
    expect(
      (await placeOrder(cod.browser, await counterForm(cod.browser, { selectedPaymentOption: "COD" })))
        .status,
    ).toBe(200);
    const before = await orderOf(cod.cartId);
    expect((await desk("capture", before.payments[0]?.id ?? "", {})).status).toBe(200);
    const after = await orderOf(cod.cartId);
    expect(after.payments[0]).toMatchObject({ status: "captured", capturedAmount: before.order?.total });
    expect(after.order?.amountPaid).toBe(before.order?.total);
  });

  it("voids a charge to the account that is called off", async () => {
    const { browser, cartId } = await sale(15);
    expect(
      (await placeOrder(browser, await counterForm(browser, { selectedPaymentOption: "CRAccount" }))).status,
    ).toBe(200);
    const { payments } = await orderOf(cartId);
    expect((await desk("void", payments[0]?.id ?? "", {})).status).toBe(200);
    expect((await orderOf(cartId)).payments[0]).toMatchObject({ status: "voided" });
  });
});
