import { randomUUID } from "node:crypto";
import { balanceMessages } from "@store/domain/balance-payment";
import {
  balancePaymentAnswerSchema,
  balancePaymentRefusalSchema,
  balanceViewSchema,
} from "@store/domain/balance-payment.schema";
import { checkoutMessages } from "@store/domain/checkout.schema";
import { orderDetailSchema } from "@store/domain/order.schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptCard } from "../../../../web/app/lib/card-encryption.ts";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import { cardDataLeft } from "../../testing/card-data-left.ts";
import {
  answerChallenge,
  card,
  checkoutForm,
  fillCart,
  hiddenFields,
  passChallenge,
  placeOrder,
  placeWithDeposit,
  returnFromChallenge,
  stockedProduct,
} from "../../testing/checkout-kit.ts";
import { receiptsOf, staffBrowser, takeBalance } from "../../testing/desk-kit.ts";
import { webhookSender, webhooksFor } from "../../testing/redirect-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";
import { staleAttemptSeconds } from "./balance-payment.service.ts";

/**
 * Paying an order's balance from the account, through the app on a real database (ADR 031): the view,
 * paying by card once, declines, 3-D Secure through the sandbox pages and checkout's card-return, each
 * refusal, bad input, roles, a double submit, a lost acquirer answer, a stuck attempt, and no card
 * number left anywhere. Concurrent submits are in balance-payment-races.test.ts (PostgreSQL).
 */

let store: TestStore;
const captured = capturedLogger("debug");
const typedNumbers = new Set<string>();

function typed(number: string) {
  typedNumbers.add(number);
  return card(number);
}

beforeAll(async () => {
  store = await createTestStore({ logger: captured.logger, env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

type Browser = ReturnType<typeof browserOf>;

/** A customer signed in on a new browser, with a placed order that paid a deposit of 40%. */
async function customerWithDeposit(email = "customer@example.com", options = {}) {
  const browser = browserOf(store.app);
  await signInAs(store, browser, email);
  const product = await stockedProduct(store.database.db, 5);
  await fillCart(browser, product.sku);
  const order = await placeWithDeposit(browser, options);
  return { browser, ...order };
}

const balancePath = (id: string) => `/api/account/order/invoiced/${id}/balance`;

async function viewOf(browser: Browser, id: string) {
  const res = await browser(balancePath(id));
  expect(res.status, await res.clone().text()).toBe(200);
  return balanceViewSchema.parse(await res.json());
}

/** The payment body as the account page makes it: the card encrypted with the view's keys. */
async function payBody(browser: Browser, id: string, number: string, extra: Record<string, unknown> = {}) {
  const view = await viewOf(browser, id);
  const details = typed(number);
  return {
    encryptedValues: await encryptCard(view.x509EncryptionKeys, details),
    cardHolderName: details.nameOnCard,
    browserInfo: { screenHeight: 800, screenWidth: 1280 },
    expectedAmount: view.amountRemaining,
    ...extra,
  };
}

async function pay(browser: Browser, id: string, body: unknown, key?: string) {
  const res = await browser(balancePath(id), {
    method: "POST",
    body: JSON.stringify(body),
    headers: key ? { "idempotency-key": key } : {},
  });
  const json = (await res.json()) as unknown;
  const answer = balancePaymentAnswerSchema.safeParse(json);
  const refused = balancePaymentRefusalSchema.safeParse(json);
  return {
    status: res.status,
    answer: answer.success ? answer.data : null,
    refused: refused.success ? refused.data : null,
    raw: json,
  };
}

async function orderRow(cartId: string) {
  const [row] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!row) throw new Error("no order");
  return row;
}

async function balanceAttempts(cartId: string) {
  const order = await orderRow(cartId);
  return store.database.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.purpose, "balance")))
    .orderBy(orderPayments.createdAt);
}

describe("GET /api/account/order/invoiced/{id}/balance", () => {
  it("shows what is left to pay on the customer's order and the keys to encrypt the card with", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const view = await viewOf(browser, cartId);
    expect(view).toMatchObject({
      id: cartId,
      total,
      amountPaid: deposit,
      amountRemaining: total - deposit,
      payable: true,
      message: null,
    });
    expect(view.reference).toMatch(/^AOL-\d{6}$/);
    expect(view.x509EncryptionKeys.default).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });
});

describe("POST /api/account/order/invoiced/{id}/balance", () => {
  it("charges what is left once: paid in full, one authorised attempt, a receipt without the card", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const key = randomUUID();
    const body = await payBody(browser, cartId, "5555555555554444");
    const paid = await pay(browser, cartId, body, key);
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect(paid.answer).toMatchObject({ status: "paid", amountPaid: total, amountRemaining: 0 });
    expect(paid.answer?.message).toMatch(/^Thank you\. We've received \$/);

    // The same request again (a retry): the first answer, no second charge
    const again = await pay(browser, cartId, body, key);
    expect(again.status).toBe(200);
    expect(again.answer?.paymentReference).toBe(paid.answer?.paymentReference);
    const attempts = await balanceAttempts(cartId);
    expect(attempts.map((a) => [a.status, a.amount])).toEqual([["captured", total - deposit]]);
    expect(attempts[0]?.cardSummary).toBe("Mastercard ending 4444");
    expect((await orderRow(cartId)).amountPaid).toBe(total);

    const detail = orderDetailSchema.parse(
      await (await browser(`/api/account/order/invoiced/${cartId}`)).json(),
    );
    expect(detail.amountRemaining).toBe(0);
    expect(detail.payment?.cardSummary).toBe("Mastercard ending 4444");
    const [receipt, ...more] = await receiptsOf(store, detail.reference);
    expect(more).toEqual([]);
    expect(receipt?.toAddress).toBe("jo@example.com");
    expect(receipt?.text).toContain("Card: Mastercard ending 4444");
    expect(receipt?.text).toContain("Remaining to pay: $0");
    expect(receipt?.text).toContain(`/account/invoice/${cartId}`);
    expect(receipt?.text).not.toContain("5555555555554444");

    // Now paid: the view says so and another payment is refused
    const view = await viewOf(browser, cartId);
    expect(view).toMatchObject({ payable: false, message: balanceMessages.paid, x509EncryptionKeys: {} });
    const twice = await pay(browser, cartId, { ...body, expectedAmount: undefined });
    expect(twice.status).toBe(409);
    expect(twice.refused?.errors).toEqual([balanceMessages.paid]);
  });

  it("answers a declined card with its reason, changes nothing, then takes another card", async () => {
    const { browser, cartId, deposit, total } = await customerWithDeposit();
    const declined = await pay(browser, cartId, await payBody(browser, cartId, "4000000000009995"));
    expect(declined.status).toBe(402);
    expect(declined.refused?.code).toBe("payment_refused");
    expect(declined.refused?.errors[0]).toBe(checkoutMessages.payment401("1300 000 500"));
    expect(declined.refused?.refusalReason).toBe("Not enough balance");
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["refused"]);

    const paid = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect((await orderRow(cartId)).amountPaid).toBe(total);
  });

  it("passes 3-D Secure through checkout's card return and lands on the account's order page", async () => {
    const { browser, cartId, total } = await customerWithDeposit();
    const started = await pay(browser, cartId, await payBody(browser, cartId, "4000000000003220"));
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    expect(started.answer?.status).toBe("challenge");
    expect(started.answer?.secure3DResponse?.htmlFormAction).toContain("/sandbox/card/challenge/");
    const location = await passChallenge(browser, started.answer?.secure3DResponse ?? noForm, "password");
    expect(location).toBe(`http://aol.localhost:3000/account/invoice/${cartId}?payment=PAID`);
    expect((await orderRow(cartId)).amountPaid).toBe(total);
    // The order stays as it was placed: the balance does not place it again or mail its confirmation
    const order = await orderRow(cartId);
    expect(order.status).toBe("placed");
    expect(await receiptsOf(store, order.reference)).toHaveLength(1);
    const confirmations = await store.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${order.reference}`}`));
    expect(confirmations).toHaveLength(1);
  });

  it("records a balance whose customer passed 3-D Secure and never came back, from the acquirer's webhook, once", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const started = await pay(browser, cartId, await payBody(browser, cartId, "4000000000003220"));
    const reference = started.answer?.paymentReference ?? "";
    const postBack = await answerChallenge(browser, started.answer?.secure3DResponse ?? noForm, "password");
    const [authorised] = await webhooksFor(store.database.db, reference);
    expect(authorised).toMatchObject({ provider: "card", type: "payment.authorised" });
    // The bank said yes, the browser has not posted back: nothing is recorded yet
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);

    const sender = webhookSender(store);
    await sender.deliver(authorised?.id ?? "");
    const order = await orderRow(cartId);
    expect(order.amountPaid).toBe(total);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["captured"]);
    expect(await receiptsOf(store, order.reference)).toHaveLength(1);

    // A copy of the webhook, then the late post-back: the same balance, one receipt, the page says paid
    await sender.deliver(authorised?.id ?? "");
    expect(await returnFromChallenge(browser, postBack)).toBe(
      `http://aol.localhost:3000/account/invoice/${cartId}?payment=PAID`,
    );
    expect((await orderRow(cartId)).amountPaid).toBe(total);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["captured"]);
    expect(await receiptsOf(store, order.reference)).toHaveLength(1);
  });

  it("leaves a balance unpaid when the acquirer's webhook says the 3-D Secure check failed", async () => {
    const { browser, cartId, deposit } = await customerWithDeposit();
    const started = await pay(browser, cartId, await payBody(browser, cartId, "4000000000003220"));
    const reference = started.answer?.paymentReference ?? "";
    await answerChallenge(browser, started.answer?.secure3DResponse ?? noForm, "wrong");
    const [refused] = await webhooksFor(store.database.db, reference);
    expect(refused).toMatchObject({ provider: "card", type: "payment.refused" });
    await webhookSender(store).deliver(refused?.id ?? "");
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["refused"]);
  });

  it("sends a failed 3-D Secure check back to the order page, unpaid", async () => {
    const { browser, cartId, deposit } = await customerWithDeposit();
    const started = await pay(browser, cartId, await payBody(browser, cartId, "4000000000003220"));
    const location = await passChallenge(browser, started.answer?.secure3DResponse ?? noForm, "wrong");
    expect(location).toBe(`http://aol.localhost:3000/account/invoice/${cartId}?payment=REFUSED`);
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);
  });

  it("gives up a challenge left waiting when the customer pays again; its late pass is voided, not charged", async () => {
    const { browser, cartId, total } = await customerWithDeposit();
    const waiting = await pay(browser, cartId, await payBody(browser, cartId, "4000000000003220"));
    expect(waiting.answer?.status).toBe("challenge");
    // In another tab the shopper passes the bank's check, but its post-back has not reached the store...
    const form = waiting.answer?.secure3DResponse ?? noForm;
    const challengePath = new URL(form.htmlFormAction).pathname;
    const post = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://aol.localhost:3000" },
      body: new URLSearchParams(fields).toString(),
    });
    await browser(challengePath, post(form.htmlFormToPost));
    const passed = await browser(challengePath, post({ action: "continue", password: "password" }));
    const postBack = hiddenFields(await passed.text());
    // ...when they pay again with another card: the waiting attempt is given up first
    const paid = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["voided", "captured"]);
    // The late post-back lands on the order page as cancelled; nothing more is taken or kept
    const back = await browser("/api/checkout/card-return", post(postBack));
    expect(back.headers.get("location")).toBe(
      `http://aol.localhost:3000/account/invoice/${cartId}?payment=CANCELLED`,
    );
    expect((await orderRow(cartId)).amountPaid).toBe(total);
    const sandbox = await store.database.db.execute(
      sql`select state from card_sandbox_payments where reference = ${waiting.answer?.paymentReference ?? ""}`,
    );
    expect(JSON.stringify(sandbox)).toContain("voided");
  });

  it("finds a payment whose answer was lost (the sandbox's fault amount) instead of failing it", async () => {
    const { browser, cartId, total } = await customerWithDeposit("customer@example.com", {
      deposit: (total: number) => total - infrastructureFaultAmount,
    });
    const paid = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect(paid.answer?.status).toBe("paid");
    expect((await orderRow(cartId)).amountPaid).toBe(total);
  });

  it("refuses while another payment is in flight, and settles one stuck in 'created' by asking the acquirer", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const order = await orderRow(cartId);
    const [stuck] = await store.database.db
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method: "CreditCard",
        purpose: "balance",
        status: "created",
        amount: total - deposit,
        currency: "AUD",
      })
      .returning();
    const busy = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(busy.status).toBe(409);
    expect(busy.refused?.errors).toEqual([balanceMessages.inProgress]);

    // Its process died long ago: the acquirer never saw it, so it failed, and this payment goes ahead
    await store.database.db
      .update(orderPayments)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(staleAttemptSeconds + 5))} seconds'` })
      .where(eq(orderPayments.id, stuck?.id ?? ""));
    const paid = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect((await balanceAttempts(cartId)).map((a) => a.status)).toEqual(["error", "captured"]);
    expect((await orderRow(cartId)).amountPaid).toBe(total);
  });

  it("waits while the orders desk's Zip in store request for the balance waits, and leaves it to the desk (ADR 093)", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const order = await orderRow(cartId);
    const staff = await staffBrowser(store);
    const taken = await takeBalance(staff, order.reference, {
      method: "ZipInStore",
      amount: total - deposit,
      devicePaymentCode: "310010",
    });
    expect(taken.status).toBe(200);
    const busy = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"));
    expect(busy.status).toBe(409);
    expect(busy.refused?.errors).toEqual([balanceMessages.inProgress]);
    // The desk's request is untouched: still waiting for the customer's Zip app
    expect((await balanceAttempts(cartId)).map((a) => [a.method, a.status])).toEqual([
      ["ZipInStore", "requires_action"],
    ]);
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);
  });
});

const noForm = { htmlFormAction: "http://aol.localhost:3000/none", htmlFormToPost: {} };

describe("what cannot be paid (ADR 031)", () => {
  it("refuses a cancelled order and an order whose checkout payment is unfinished", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "trade@example.com");
    await fillCart(browser, (await stockedProduct(store.database.db, 5, 1)).sku);
    // A declined card at checkout cancels the order
    const declined = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000000002") }),
    );
    expect(declined.status).toBe(401);
    const cancelledId = declined.body?.cartId ?? "";
    expect((await orderRow(cancelledId)).status).toBe("cancelled");
    const cancelledView = await viewOf(browser, cancelledId);
    expect(cancelledView).toMatchObject({ payable: false, message: balanceMessages.cancelled });
    const onCancelled = await pay(browser, cancelledId, {
      encryptedValues: { default: "a.b.c.d.e" },
      cardHolderName: "Jo Citizen",
    });
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.refused?.errors).toEqual([balanceMessages.cancelled]);

    // A checkout waiting for its 3-D Secure check is not placed yet
    const waiting = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000003220") }),
    );
    expect(waiting.body?.secure3DResponse).toBeTruthy();
    const onWaiting = await pay(browser, cancelledId, {
      encryptedValues: { default: "a.b.c.d.e" },
      cardHolderName: "Jo Citizen",
    });
    expect(onWaiting.status).toBe(409);
    expect(onWaiting.refused?.errors).toEqual([balanceMessages.unplaced]);
  });

  it("refuses a figure the page showed that is no longer what is left", async () => {
    const { browser, cartId, total, deposit } = await customerWithDeposit();
    const stale = await pay(
      browser,
      cartId,
      await payBody(browser, cartId, "4242424242424242", { expectedAmount: total - deposit + 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.refused?.errors[0]).toMatch(/^The amount left to pay on this order is now \$/);
    expect(await balanceAttempts(cartId)).toEqual([]);
  });
});

describe("who may pay", () => {
  it("is the signed-in customer whose order it is: anonymous 401, anyone else 404", async () => {
    const { browser, cartId } = await customerWithDeposit();
    const body = await payBody(browser, cartId, "4242424242424242");
    const anonymous = browserOf(store.app);
    expect((await anonymous(balancePath(cartId))).status).toBe(401);
    expect((await pay(anonymous, cartId, body)).status).toBe(401);

    for (const email of ["trade@example.com", "staff@example.com"]) {
      const other = browserOf(store.app);
      await signInAs(store, other, email);
      expect((await other(balancePath(cartId))).status).toBe(404);
      const theirs = await pay(other, cartId, body);
      expect(theirs.status).toBe(404);
      expect(theirs.refused?.code).toBe("not_found");
    }
    expect((await balanceAttempts(cartId)).length).toBe(0);
  });

  it("does not open a guest's order to a signed-in customer", async () => {
    const guest = browserOf(store.app);
    await fillCart(guest, (await stockedProduct(store.database.db, 5, 2)).sku);
    const { cartId } = await placeWithDeposit(guest);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await customer(balancePath(cartId))).status).toBe(404);
  });
});

describe("bad input (ADR 018)", () => {
  it("names what is wrong, and never answers 500 to junk", async () => {
    const { browser, cartId, deposit } = await customerWithDeposit();
    const noCard = await pay(browser, cartId, { cardHolderName: "Jo Citizen" });
    expect(noCard.status).toBe(400);
    expect(noCard.refused?.errors).toEqual([`encryptedValues: ${balanceMessages.cardDetails}`]);
    const noName = await pay(browser, cartId, {
      encryptedValues: { default: "a.b.c.d.e" },
      cardHolderName: "",
    });
    expect(noName.status).toBe(400);
    expect(noName.refused?.errors).toEqual([`cardHolderName: ${checkoutMessages.cardName}`]);
    const smuggled = await pay(browser, cartId, {
      encryptedValues: { default: "a.b.c.d.e" },
      cardHolderName: "Jo",
      amount: 1,
    });
    expect(smuggled.status).toBe(400);
    // A payload the acquirer cannot read is its refusal, not a fault
    const unreadable = await pay(browser, cartId, {
      encryptedValues: { default: "a.b.c.d.e" },
      cardHolderName: "Jo",
    });
    expect(unreadable.status).toBe(402);
    const badKey = await browser(balancePath(cartId), {
      method: "POST",
      body: JSON.stringify(await payBody(browser, cartId, "4242424242424242")),
      headers: { "idempotency-key": "short" },
    });
    expect(badKey.status).toBe(400);
    for (const junk of ["[]", "null", '"x"', "{", '{"encryptedValues": 5}'])
      expect((await browser(balancePath(cartId), { method: "POST", body: junk })).status).toBeLessThan(500);
    for (const id of ["INV-1", "0", "x".repeat(64)])
      expect((await browser(balancePath(id))).status).toBe(404);
    expect((await orderRow(cartId)).amountPaid).toBe(deposit);
  });

  it("refuses the same Idempotency-Key with another body", async () => {
    const { browser, cartId } = await customerWithDeposit();
    const key = randomUUID();
    await pay(browser, cartId, await payBody(browser, cartId, "4000000000000002"), key);
    const other = await pay(browser, cartId, await payBody(browser, cartId, "4242424242424242"), key);
    expect(other.status).toBe(400);
    expect(other.refused?.errors).toEqual([balanceMessages.keyReused]);
  });
});

describe("no card number is kept (ADR 028)", () => {
  it("leaves none in the database, the logs or the mail outbox", async () => {
    expect(typedNumbers.size).toBeGreaterThan(3);
    expect(await cardDataLeft(store.database.db, captured.lines, { numbers: typedNumbers })).toEqual([]);
  });
});
