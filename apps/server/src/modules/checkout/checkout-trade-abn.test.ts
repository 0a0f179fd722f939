import { abnMessages } from "@store/domain/abn";
import { orderDetailSchema } from "@store/domain/order.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { card, checkoutForm, fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";

/**
 * The trade brand's checkout takes the buyer's ABN (ADR 083): required and checked there, kept on the
 * order, shown on the order, the invoice and the confirmation mail; other brands drop one sent to them.
 */

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

/** A signed-in trade buyer on `brand` with one stocked product the brand sells in the cart. */
async function buyer(brand: string, skip: number) {
  const browser = browserOf(store.app, brand);
  // The trade brand shows prices (and so checks out) to signed-in buyers only
  await signInAs(store, browser, "trade@example.com");
  // The trade brand sells part of the catalogue (ADR 064): take the first stocked product it sells
  for (let n = skip; n < skip + 40; n += 1) {
    const product = await stockedProduct(store.database.db, 5, n);
    try {
      return { browser, cartId: await fillCart(browser, product.sku) };
    } catch {}
  }
  throw new Error(`no stocked product that ${brand} sells`);
}

describe("POST /api/checkout on the trade brand asks for the ABN (ADR 083)", () => {
  it("refuses a missing or wrong ABN, naming the problem, and keeps a valid one on the order, invoice and mail", async () => {
    const { browser, cartId } = await buyer("wac", 0);
    const form = await checkoutForm(browser, { card: card("4242424242424242") });

    const missing = await placeOrder(browser, form);
    expect(missing.status).toBe(400);
    expect(missing.body?.errorMessages).toContain(abnMessages.missing);

    const wrong = await placeOrder(browser, { ...form, abn: "51 824 753 557" });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.errorMessages).toContain(abnMessages.invalid);

    const placed = await placeOrder(browser, { ...form, abn: "51 824 753 556" });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.abn).toBe("51824753556");
    const invoice = orderDetailSchema.parse(
      await (await browser(`/api/account/order/invoiced/${cartId}`)).json(),
    );
    expect(invoice.abn).toBe("51824753556");
    const mails = await store.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order"));
    const mail = mails.find((m) => m.subject.includes(detail.reference));
    expect(mail?.text).toContain("ABN: 51 824 753 556");
    expect(mail?.html).toContain("51 824 753 556");
  });
});

describe("POST /api/checkout on a consumer brand", () => {
  it("drops an ABN it was sent: the order carries none", async () => {
    const { browser, cartId } = await buyer("aol", 3);
    const form = await checkoutForm(browser, {
      card: card("4242424242424242"),
      overrides: { abn: "51 824 753 556" },
    });
    const placed = await placeOrder(browser, form);
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.abn).toBeNull();
    const mails = await store.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order"));
    expect(mails.find((m) => m.subject.includes(detail.reference))?.text).not.toContain("ABN");
  });
});
