import { createHash } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { handOffMessages, handOffMinutes } from "@store/domain/payment-handoff";
import { handOffLinkSchema, handOffWithdrawAnswerSchema } from "@store/domain/payment-handoff.schema";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutForm, fillCart, placeOrder, stockedProduct, stockOf } from "../../testing/checkout-kit.ts";
import { staffBrowser } from "../../testing/desk-kit.ts";
import {
  linkOf,
  handOffOrigin as origin,
  phoneAnswers,
  phoneReturns,
  phoneStarts,
  providerCheckout,
  staffHandOff,
  staffPolls,
  useHandOffStore,
  withdrawHandOff,
} from "../../testing/handoff-kit.ts";
import { redirectForm } from "../../testing/redirect-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";
import { paymentHandOffs } from "./payment-handoff.tables.ts";

/**
 * The QR hand-off through the app (issue 16 'Staff in store', ADR 043): staff hand a redirect payment
 * of their checkout to the customer's phone; the phone reads the link, pays on the provider's sandbox
 * pages and comes back; the staff screen's poll sees it; staff cancel, or the link expires, and the
 * payment is withdrawn at the provider. Every call: success, each refusal, bad input, 401 and 403.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let skip = 0;

useHandOffStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

/** A hand-off by a staff member with an empty cart to start from (a cancelled sale leaves its cart). */
async function handOff(method: string, by?: ReturnType<typeof browserOf>) {
  const seller = by ?? (await staffBrowser(store));
  return { ...(await staffHandOff(store, seller, method, skip++ % 12)), staff: seller };
}

function startRaw(phone: ReturnType<typeof browserOf>, token: unknown) {
  return phone("/api/payment-handoff/link/start", { method: "POST", body: JSON.stringify({ token }) });
}

function withdraw(
  sale: { handOff: { id: string }; staff: ReturnType<typeof browserOf> },
  reason: unknown,
  by = sale.staff,
) {
  return withdrawHandOff(by, sale.handOff.id, reason);
}

/** The provider's side of the payment (its sandbox checkout). */
const sandboxRow = (paymentId: string) => providerCheckout(store, paymentId);

async function orderMails(cartId: string) {
  const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  return store.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${order?.reference}%`}`));
}

describe("the phone pays what staff handed it", () => {
  it.each([
    ["AfterPay", "afterpay"],
    ["Zip", "zip"],
    ["PayPal", "paypal"],
    ["PayPalBnpl", "paypal"],
  ])(
    "%s: the link, the provider's pages, the return; the staff screen's poll sees the order placed",
    async (method, provider) => {
      const sale = await handOff(method);
      // A link on the brand's configured origin, 43 random characters, alive 10 minutes; only its hash is kept
      expect(sale.handOff.url).toMatch(new RegExp(`^${origin}/pay/[A-Za-z0-9_-]{43}$`));
      expect(Date.parse(sale.handOff.expiresAt) - Date.now()).toBeGreaterThan((handOffMinutes - 1) * 60_000);
      expect(Date.parse(sale.handOff.expiresAt) - Date.now()).toBeLessThanOrEqual(handOffMinutes * 60_000);
      expect(sale.handOff).toMatchObject({ method, currency: "AUD" });
      const [row] = await store.database.db
        .select()
        .from(paymentHandOffs)
        .where(eq(paymentHandOffs.paymentId, sale.paymentId));
      expect(row?.tokenHash).toBe(createHash("sha256").update(sale.token).digest("base64url"));
      expect(JSON.stringify(row)).not.toContain(sale.token);
      // The provider sends the phone back to the hand-off's return page, not the shopper's
      expect((await sandboxRow(sale.paymentId))?.return_url).toBe(`${origin}/pay/return/${provider}`);
      expect(await staffPolls(sale.staff, sale.cartId, sale.paymentId, method)).toMatchObject({
        status: 200,
        body: { paymentStatus: "Pending" },
      });

      const phone = browserOf(store.app);
      const link = await linkOf(phone, sale.token);
      expect(link.status).toBe(200);
      expect(handOffLinkSchema.parse(link.body)).toMatchObject({
        status: "open",
        merchant: "ApplianceLine",
        amount: sale.handOff.amount,
        method,
        message: null,
      });
      const start = await phoneStarts(phone, sale.token);
      expect(start.redirectUrl.startsWith(`${origin}/sandbox/`)).toBe(true);
      expect(start.form === null).toBe(provider !== "zip");
      // The same phone again (a reload) is let through; the link is now this phone's
      expect((await phoneStarts(phone, sale.token)).redirectUrl).toBe(start.redirectUrl);
      expect(handOffLinkSchema.parse((await linkOf(phone, sale.token)).body).status).toBe("started");

      const back = await phoneAnswers(phone, start, "approve");
      expect(back.pathname).toBe(`/pay/return/${provider}`);
      const returned = await phoneReturns(phone, back);
      expect(returned.status, JSON.stringify(returned.raw)).toBe(200);
      expect(returned.body).toMatchObject({ outcome: "paid", redirect: null });
      const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, sale.cartId));
      expect(order).toMatchObject({ status: "placed", amountPaid: sale.handOff.amount });
      expect(returned.body?.orderReference).toBe(order?.reference);
      expect(returned.body?.message).toContain(order?.reference ?? "?");

      // The staff screen's next poll: Approved, and the confirmation is the staff member's to read
      expect((await staffPolls(sale.staff, sale.cartId, sale.paymentId, method)).body.paymentStatus).toBe(
        "Approved",
      );
      expect((await sale.staff(`/api/checkout/order?id=${sale.cartId}`)).status).toBe(200);
      // The phone's return again (a reload): the same answer, one capture, one mail
      expect((await phoneReturns(phone, back)).body?.outcome).toBe("paid");
      expect(await sandboxRow(sale.paymentId)).toMatchObject({
        state: "captured",
        captured_amount: sale.handOff.amount,
      });
      expect(await orderMails(sale.cartId)).toHaveLength(1);
      expect(handOffLinkSchema.parse((await linkOf(phone, sale.token)).body)).toMatchObject({
        status: "paid",
        message: handOffMessages.paid,
      });
      // Nothing more to start
      expect((await startRaw(phone, sale.token)).status).toBe(409);
    },
  );

  it("is single-use: another phone is refused once one went on, and cannot return for it", async () => {
    const sale = await handOff("AfterPay");
    const phone = browserOf(store.app);
    const other = browserOf(store.app);
    const start = await phoneStarts(phone, sale.token);
    const refused = await startRaw(other, sale.token);
    expect(refused.status).toBe(409);
    expect(readApiError(409, await refused.json()).messages).toEqual([handOffMessages.inUse]);
    expect(handOffLinkSchema.parse((await linkOf(other, sale.token)).body)).toMatchObject({
      status: "in_use",
      message: handOffMessages.inUse,
    });
    const back = await phoneAnswers(phone, start, "approve");
    // The return reaches the store from another browser (a forwarded link): not its payment
    const stranger = await phoneReturns(other, back);
    expect(stranger.status).toBe(404);
    expect((await phoneReturns(sale.staff, back)).status).toBe(404);
    expect((await phoneReturns(phone, back)).body?.outcome).toBe("paid");
  });

  it("is settled by the staff screen's poll when the phone pays and never comes back", async () => {
    const sale = await handOff("PayPal");
    const phone = browserOf(store.app);
    await phoneAnswers(phone, await phoneStarts(phone, sale.token), "approve");
    const polled = await staffPolls(sale.staff, sale.cartId, sale.paymentId, "PayPal");
    expect(polled.body).toEqual({ paymentStatus: "Approved", message: null });
    expect(await sandboxRow(sale.paymentId)).toMatchObject({ state: "captured" });
    expect(await orderMails(sale.cartId)).toHaveLength(1);
  });

  it("tells both screens when the customer declines (Zip) or cancels on the provider's page; stock goes back", async () => {
    const declined = await handOff("Zip");
    const stock = await stockOf(store.database.db, declined.product.id);
    const phone = browserOf(store.app);
    const no = await phoneReturns(
      phone,
      await phoneAnswers(phone, await phoneStarts(phone, declined.token), "decline"),
    );
    expect(no.body).toMatchObject({ outcome: "declined" });
    expect(no.body?.message).toMatch(
      /^Zip declined this application\..* Nothing was charged; tell the staff member\.$/,
    );
    expect((await staffPolls(declined.staff, declined.cartId, declined.paymentId, "Zip")).body).toMatchObject(
      {
        paymentStatus: "Declined",
        message: expect.stringMatching(/^Zip declined/),
      },
    );
    expect(await stockOf(store.database.db, declined.product.id)).toBe(stock + 1);

    const cancelled = await handOff("AfterPay");
    const other = browserOf(store.app);
    const back = await phoneAnswers(other, await phoneStarts(other, cancelled.token), "cancel");
    expect((await phoneReturns(other, back)).body).toMatchObject({
      outcome: "cancelled",
      message:
        "You cancelled the payment, and nothing was charged. Tell the staff member how you would like to pay.",
    });
    expect(
      (await staffPolls(cancelled.staff, cancelled.cartId, cancelled.paymentId, "AfterPay")).body
        .paymentStatus,
    ).toBe("Cancelled");
    expect(handOffLinkSchema.parse((await linkOf(other, cancelled.token)).body).status).toBe("ended");
  });

  it("sends the phone back to the provider when it returns before approving (the Back button)", async () => {
    const sale = await handOff("AfterPay");
    const phone = browserOf(store.app);
    const start = await phoneStarts(phone, sale.token);
    const [, token] = /checkout\/([^/?]+)$/.exec(start.redirectUrl) ?? [];
    const early = await phoneReturns(
      phone,
      new URL(`${origin}/pay/return/afterpay?orderToken=${token}&status=SUCCESS`),
    );
    expect(early.body).toMatchObject({ outcome: "continue", redirect: { redirectUrl: start.redirectUrl } });
    expect((await staffPolls(sale.staff, sale.cartId, sale.paymentId, "AfterPay")).body.paymentStatus).toBe(
      "Pending",
    );
  });
});

describe("staff withdraw a hand-off", () => {
  it("cancel: the payment is withdrawn at the provider, stock goes back, the link dies", async () => {
    const sale = await handOff("AfterPay");
    const stock = await stockOf(store.database.db, sale.product.id);
    const phone = browserOf(store.app);
    const start = await phoneStarts(phone, sale.token);
    const res = await withdraw(sale, "cancelled");
    expect(res.status).toBe(200);
    // The hand-off's answers change as it goes: no one keeps a copy
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(handOffWithdrawAnswerSchema.parse(await res.json())).toEqual({
      withdrawn: true,
      paymentStatus: "Cancelled",
    });
    expect(await sandboxRow(sale.paymentId)).toMatchObject({ state: "cancelled", cancelled_by: "merchant" });
    expect(await stockOf(store.database.db, sale.product.id)).toBe(stock + 1);
    expect(handOffLinkSchema.parse((await linkOf(phone, sale.token)).body)).toMatchObject({
      status: "ended",
      message: handOffMessages.withdrawn,
    });
    expect((await startRaw(phone, sale.token)).status).toBe(409);
    // The customer approving on a page they still had open: the provider no longer waits
    await expect(phoneAnswers(phone, start, "approve")).rejects.toThrow();
    // Again: nothing more to withdraw
    expect(handOffWithdrawAnswerSchema.parse(await (await withdraw(sale, "cancelled")).json())).toEqual({
      withdrawn: false,
      paymentStatus: "Cancelled",
    });
  });

  it("expiry: refused before the time, then the payment is expired and withdrawn at the provider", async () => {
    const sale = await handOff("Zip");
    const early = await withdraw(sale, "expired");
    expect(early.status).toBe(409);
    expect(readApiError(409, await early.json()).messages).toEqual([handOffMessages.notYetExpired]);
    await store.database.db
      .update(paymentHandOffs)
      .set({
        expiresAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - handOffMinutes * 60_000),
      })
      .where(eq(paymentHandOffs.id, sale.handOff.id));
    const phone = browserOf(store.app);
    expect(handOffLinkSchema.parse((await linkOf(phone, sale.token)).body)).toMatchObject({
      status: "expired",
      message: handOffMessages.expired,
    });
    const late = await startRaw(phone, sale.token);
    expect(late.status).toBe(409);
    expect(readApiError(409, await late.json()).messages).toEqual([handOffMessages.expired]);
    const res = await withdraw(sale, "expired");
    expect(handOffWithdrawAnswerSchema.parse(await res.json())).toEqual({
      withdrawn: true,
      paymentStatus: "Expired",
    });
    expect(await sandboxRow(sale.paymentId)).toMatchObject({ state: "cancelled", cancelled_by: "merchant" });
  });

  it("leaves a payment the customer completed first as it is", async () => {
    const sale = await handOff("PayPalBnpl");
    const phone = browserOf(store.app);
    await phoneReturns(phone, await phoneAnswers(phone, await phoneStarts(phone, sale.token), "approve"));
    expect(handOffWithdrawAnswerSchema.parse(await (await withdraw(sale, "cancelled")).json())).toEqual({
      withdrawn: false,
      paymentStatus: "Approved",
    });
    expect(await sandboxRow(sale.paymentId)).toMatchObject({ state: "captured" });
  });

  it("refuses bad input, anonymous callers, customers and another staff member's hand-off", async () => {
    const sale = await handOff("AfterPay");
    const colleague = await staffBrowser(store, "staff2@example.com");
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await withdraw(sale, "cancelled", browserOf(store.app))).status).toBe(401);
    expect((await withdraw(sale, "cancelled", customer)).status).toBe(403);
    expect((await withdraw(sale, "cancelled", colleague)).status).toBe(404);
    for (const reason of ["", "later", 1, null]) {
      const res = await withdraw(sale, reason);
      expect(res.status, String(reason)).toBe(400);
      expect(readApiError(400, await res.json()).messages).toEqual([
        "reason: The reason is cancelled or expired",
      ]);
    }
    expect((await withdraw({ ...sale, handOff: { id: "not-an-id" } }, "cancelled")).status).toBe(400);
    expect(
      (await withdraw({ ...sale, handOff: { id: "00000000-0000-4000-8000-000000000000" } }, "cancelled"))
        .status,
    ).toBe(404);
    // Nothing was withdrawn
    expect((await sandboxRow(sale.paymentId))?.state).toBe("awaiting_shopper");
  });
});

describe("creating a hand-off", () => {
  it("a new QR code for the same payment replaces the link, until a phone went on with it", async () => {
    const sale = await handOff("AfterPay");
    const again = await sale.staff("/api/payment-handoff", {
      method: "POST",
      body: JSON.stringify({ cartId: sale.cartId, paymentReference: sale.paymentId }),
    });
    expect(again.status).toBe(200);
    const second = (await again.json()) as { id: string; url: string; expiresAt: string };
    expect(second.id).toBe(sale.handOff.id);
    expect(second.expiresAt).toBe(sale.handOff.expiresAt);
    const token = second.url.split("/").pop() ?? "";
    const phone = browserOf(store.app);
    expect((await linkOf(phone, sale.token)).status).toBe(404);
    await phoneStarts(phone, token);
    const third = await sale.staff("/api/payment-handoff", {
      method: "POST",
      body: JSON.stringify({ cartId: sale.cartId, paymentReference: sale.paymentId }),
    });
    expect(third.status).toBe(409);
    expect(readApiError(409, await third.json()).messages).toEqual([handOffMessages.alreadyStarted]);
  });

  it("refuses what cannot be handed off, what is not waiting, and another checkout's payment", async () => {
    // A card order is paid already; the card cannot be handed to a phone
    const product = await stockedProduct(store.database.db, 5, 30);
    const cartId = await fillCart(staff, product.sku);
    const paid = await placeOrder(staff, await checkoutForm(staff));
    expect(paid.body?.orderCompleted).toBe(true);
    const card = await staff("/api/payment-handoff", {
      method: "POST",
      body: JSON.stringify({ cartId, paymentReference: paid.body?.paymentReference }),
    });
    expect(card.status).toBe(409);
    expect(readApiError(409, await card.json()).messages).toEqual([handOffMessages.cannotHandOff("Card")]);

    const sale = await handOff("Zip");
    await withdraw(sale, "cancelled");
    const over = await sale.staff("/api/payment-handoff", {
      method: "POST",
      body: JSON.stringify({ cartId: sale.cartId, paymentReference: sale.paymentId }),
    });
    expect(over.status).toBe(409);
    expect(readApiError(409, await over.json()).messages).toEqual([handOffMessages.notWaiting]);

    const colleague = await staffBrowser(store, "staff2@example.com");
    const theirs = await handOff("AfterPay", colleague);
    const mine = await staff("/api/payment-handoff", {
      method: "POST",
      body: JSON.stringify({ cartId: theirs.cartId, paymentReference: theirs.paymentId }),
    });
    expect(mine.status).toBe(404);
  });

  it("is staff's: 401 anonymous, 403 a customer, 400 bad input; customers cannot ask checkout for it", async () => {
    const body = JSON.stringify({ cartId: crypto.randomUUID(), paymentReference: crypto.randomUUID() });
    expect((await browserOf(store.app)("/api/payment-handoff", { method: "POST", body })).status).toBe(401);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await customer("/api/payment-handoff", { method: "POST", body })).status).toBe(403);
    for (const bad of [
      {},
      { cartId: "x", paymentReference: crypto.randomUUID() },
      { ...JSON.parse(body), extra: 1 },
    ]) {
      const res = await staff("/api/payment-handoff", { method: "POST", body: JSON.stringify(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(readApiError(400, await res.json()).messages.length).toBeGreaterThan(0);
    }
    expect((await staff("/api/payment-handoff", { method: "POST", body })).status).toBe(404);

    // The checkout's handOff flag: staff only, and for the redirect methods only
    for (const who of [customer, browserOf(store.app)]) {
      await fillCart(who, (await stockedProduct(store.database.db, 5, 31)).sku);
      const refused = await placeOrder(who, await redirectForm(who, "AfterPay", { handOff: true }));
      expect(refused.status).toBe(403);
      expect(refused.body?.errorMessages).toEqual([
        "Only staff can choose to hand the payment to the customer's phone.",
      ]);
    }
    await fillCart(staff, (await stockedProduct(store.database.db, 5, 32)).sku);
    const byCard = await placeOrder(staff, await checkoutForm(staff, { overrides: { handOff: true } }));
    expect(byCard.status).toBe(400);
    expect(byCard.body?.errorMessages).toEqual([handOffMessages.cannotHandOff("Card")]);
    const notBoolean = await placeOrder(staff, await redirectForm(staff, "AfterPay", { handOff: "yes" }));
    expect(notBoolean.status).toBe(400);
  });
});

describe("the phone's calls", () => {
  it("refuse a malformed or unknown token, a bad return, and an unknown provider", async () => {
    const phone = browserOf(store.app);
    for (const token of ["", "short", "A".repeat(44), "!".repeat(43), 5]) {
      const res = await phone("/api/payment-handoff/link", {
        method: "POST",
        body: JSON.stringify({ token }),
      });
      expect(res.status, String(token)).toBe(400);
      expect(readApiError(400, await res.json()).messages).toEqual([`token: ${handOffMessages.unknown}`]);
      expect((await startRaw(phone, token)).status).toBe(400);
    }
    const unknown = await linkOf(phone, "B".repeat(43));
    expect(unknown.status).toBe(404);
    expect(readApiError(404, unknown.body).messages).toEqual([handOffMessages.unknown]);
    expect((await startRaw(phone, "B".repeat(43))).status).toBe(404);
    const bad = await phone("/api/payment-handoff/return/afterpay?orderToken=x", { method: "POST" });
    expect(bad.status).toBe(400);
    expect(readApiError(400, await bad.json()).messages).toEqual(["status: The Afterpay status is missing"]);
    // Klarna's return is read as its own: a session id, not a token
    const klarna = await phone("/api/payment-handoff/return/klarna?token=x", { method: "POST" });
    expect(klarna.status).toBe(400);
    expect(readApiError(400, await klarna.json()).messages).toEqual([
      "sid: The Klarna session id is missing",
    ]);
    expect((await phone("/api/payment-handoff/return/applepay?token=x", { method: "POST" })).status).toBe(
      404,
    );
    const nobody = await phone(
      `/api/payment-handoff/return/paypal?token=PAYPAL${"0".repeat(20)}&PayerID=P1`,
      {
        method: "POST",
      },
    );
    expect(nobody.status).toBe(404);
  });

  it("are rate limited per phone: the 31st in a minute is a 429 with Retry-After", async () => {
    const phone = browserOf(store.app);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await linkOf(phone, "C".repeat(43))).status);
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await phone("/api/payment-handoff/link", {
      method: "POST",
      body: JSON.stringify({ token: "C".repeat(43) }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("what is recorded", () => {
  it("keeps who handed it off and which phone went on, and the attempt as checkout's", async () => {
    const sale = await handOff("AfterPay");
    const phone = browserOf(store.app);
    await phoneStarts(phone, sale.token);
    const [row] = await store.database.db
      .select()
      .from(paymentHandOffs)
      .where(eq(paymentHandOffs.paymentId, sale.paymentId));
    expect(row?.startedSessionId).toBe(phone.sessionId());
    expect(row?.createdByUserId).not.toBeNull();
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, sale.paymentId));
    expect(attempt).toMatchObject({ method: "AfterPay", status: "requires_action" });
  });
});
