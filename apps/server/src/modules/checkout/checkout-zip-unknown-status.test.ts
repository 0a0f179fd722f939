import { paymentStatusAnswerSchema } from "@store/domain/checkout.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../testing/captured-logger.ts";
import { checkoutForm, fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Zip in store answering a status the store does not recognise (checkout s.3 'Unknown'; ADR 035's
 * amendment): the real adapter against a scripted stand-in for Zip's purchase request API (Zip itself is
 * never called). The poll answers Unknown and settles nothing; a later known answer settles as usual.
 */

const apiUrl = "https://pos.zip.test/v1";
let store: TestStore;
const captured = capturedLogger("debug");
/** The status Zip's stand-in answers for every purchase, as the test sets it. */
let zipStatus = "Pending";

async function send(url: string, init: RequestInit): Promise<Response> {
  const path = url.slice(apiUrl.length);
  const method = init.method ?? "GET";
  const purchase = { id: 155_201, status: zipStatus, receipt_number: "R155201", reason: null };
  if (method === "POST" && path === "/purchaserequests")
    return new Response(JSON.stringify({ ...purchase, status: "Pending" }), { status: 201 });
  if (method === "GET" && path === "/purchaserequests/155201")
    return new Response(JSON.stringify(purchase), { status: 200 });
  return new Response(JSON.stringify({ error: { code: "not_found" } }), { status: 404 });
}

beforeAll(async () => {
  store = await createTestStore({
    logger: captured.logger,
    env: {
      PAYMENT_SANDBOX: "true",
      ZIP_API_KEY: "test-zip-key",
      ZIP_LOCATION_ID: "5070",
      ZIP_IN_STORE_API_URL: apiUrl,
    },
    providerSend: send,
  });
});
afterAll(async () => {
  await store?.close();
});

describe("Zip in store: a status the store does not recognise (checkout s.3)", () => {
  it("answers Unknown and settles nothing, then settles Zip's known answer", async () => {
    const db = store.database.db;
    const browser = browserOf(store.app);
    await signInAs(store, browser, "staff@example.com");
    const product = await stockedProduct(db, 5, 3);
    const cartId = await fillCart(browser, product.sku);
    const started = await placeOrder(
      browser,
      await checkoutForm(browser, {
        card: null,
        overrides: { selectedPaymentOption: "ZipInStore", devicePaymentCode: "158928" },
      }),
    );
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    const reference = started.body?.paymentReference ?? "";
    const poll = async () => {
      const res = await browser(
        `/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=ZipInStore`,
      );
      expect(res.status).toBe(200);
      return paymentStatusAnswerSchema.parse(await res.json());
    };
    const attempt = async () =>
      (await db.select().from(orderPayments).where(eq(orderPayments.id, reference)))[0]?.status;

    expect(await poll()).toEqual({ paymentStatus: "Pending", message: null });
    zipStatus = "OnHold";
    expect(await poll()).toEqual({ paymentStatus: "Unknown", message: null });
    expect(await attempt()).toBe("requires_action");
    expect(captured.lines.some((line) => line.includes("Zip answered an unknown status"))).toBe(true);

    zipStatus = "Approved";
    expect(await poll()).toEqual({ paymentStatus: "Approved", message: null });
    expect(await attempt()).toBe("captured");
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("placed");
  });
});
