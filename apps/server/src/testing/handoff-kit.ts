import type { CheckoutResponse, PaymentStatusAnswer } from "@store/domain/checkout.schema";
import {
  type HandOff,
  type HandOffReturn,
  type HandOffStart,
  handOffReturnSchema,
  handOffSchema,
  handOffStartSchema,
} from "@store/domain/payment-handoff.schema";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows } from "../db/sql-rows.ts";
import { fillCart, placeOrder, stockedProduct } from "./checkout-kit.ts";
import { staffBrowser, useDeskStore } from "./desk-kit.ts";
import { answerApproval, redirectForm } from "./redirect-kit.ts";
import { browserOf, type TestStore } from "./test-store.ts";

/** The QR hand-off through the API and the sandboxes' pages, as the staff screen and the phone make it (ADR 043). */

type Browser = ReturnType<typeof browserOf>;

/** The brand's configured origin in the hand-off tests: the only base of a link, whatever Host staff used. */
export const handOffOrigin = "https://shop.example.test";

/**
 * Opens a test store with the payment sandboxes, aol's public origin at `handOffOrigin`, before a hand-off
 * test file's tests and closes it after them; `ready` receives it and a signed-in staff member's browser.
 */
export function useHandOffStore(ready: (store: TestStore, staff: Browser) => void): void {
  useDeskStore(ready, { PUBLIC_ORIGINS: `aol=${handOffOrigin}` });
}

/**
 * A staff member's checkout of one stocked product paid by `method`, handed to the customer's phone:
 * the order placed with `handOff`, then the hand-off created. Answers the link's token too.
 */
export async function staffHandOff(store: TestStore, staff: Browser, method: string, productSkip = 0) {
  const product = await stockedProduct(store.database.db, 5, productSkip, 1_500_00);
  const cartId = await fillCart(staff, product.sku);
  const placed = await placeOrder(staff, await redirectForm(staff, method, { handOff: true }));
  if (placed.status !== 200 || !placed.body?.paymentReference) throw new Error(JSON.stringify(placed.raw));
  const paymentId = placed.body.paymentReference;
  const res = await staff("/api/payment-handoff", {
    method: "POST",
    body: JSON.stringify({ cartId, paymentReference: paymentId }),
  });
  if (res.status !== 200) throw new Error(`the hand-off answered ${res.status}: ${await res.text()}`);
  const handOff: HandOff = handOffSchema.parse(await res.json());
  const token = new URL(handOff.url).pathname.split("/").pop() ?? "";
  return { cartId, paymentId, product, placed: placed.body, handOff, token };
}

/**
 * A new staff member's checkout paid by `method`, handed to a phone that opened the link and went on to
 * the provider (`start`); `poll` answers the staff screen's poll's body.
 */
export async function handedToPhone(store: TestStore, method: string, productSkip = 0) {
  const staff = await staffBrowser(store);
  const sale = await staffHandOff(store, staff, method, productSkip);
  const phone = browserOf(store.app);
  const start = await phoneStarts(phone, sale.token);
  const poll = async () => (await staffPolls(staff, sale.cartId, sale.paymentId, method)).body;
  return { ...sale, staff, phone, start, poll };
}

/** The link page's read: POST /api/payment-handoff/link, its status and body as they came. */
export async function linkOf(phone: Browser, token: string): Promise<{ status: number; body: unknown }> {
  const res = await phone("/api/payment-handoff/link", { method: "POST", body: JSON.stringify({ token }) });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The staff screen's cancel: POST /api/payment-handoff/{id}/withdraw with a reason (as given, to test bad ones). */
export function withdrawHandOff(staff: Browser, handOffId: string, reason: unknown): Promise<Response> {
  return staff(`/api/payment-handoff/${handOffId}/withdraw`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });
}

/** The phone's 'Continue': POST /api/payment-handoff/link/start. */
export async function phoneStarts(phone: Browser, token: string): Promise<HandOffStart> {
  const res = await phone("/api/payment-handoff/link/start", {
    method: "POST",
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`start answered ${res.status}: ${await res.text()}`);
  return handOffStartSchema.parse(await res.json());
}

/** The customer's button on the provider's page, opened as the phone was sent there: answers the return URL. */
export function phoneAnswers(
  phone: Browser,
  start: HandOffStart,
  action: "approve" | "cancel" | "decline" | "refer",
  /** What else the page's form sends: Klarna's widget, the email the customer types (else the one it shows). */
  fields: Record<string, string> = {},
): Promise<URL> {
  const asCheckout = {
    redirectUrl: start.redirectUrl,
    secure3DResponse: start.form ? { htmlFormAction: start.redirectUrl, htmlFormToPost: start.form } : null,
  } as CheckoutResponse;
  return answerApproval(phone, asCheckout, action, fields);
}

/** The hand-off return page's call: POST /api/payment-handoff/return/{provider} with the return's query. */
export async function phoneReturns(
  phone: Browser,
  back: URL,
): Promise<{ status: number; body: HandOffReturn | null; raw: unknown }> {
  const provider = back.pathname.split("/").pop() ?? "";
  const res = await phone(`/api/payment-handoff/return/${provider}${back.search}`, { method: "POST" });
  const raw = (await res.json()) as unknown;
  const parsed = handOffReturnSchema.safeParse(raw);
  return { status: res.status, body: parsed.success ? parsed.data : null, raw };
}

/** The staff screen's poll (checkout s.4): GET /api/payment/status. */
export async function staffPolls(staff: Browser, cartId: string, paymentId: string, method: string) {
  const res = await staff(
    `/api/payment/status?${new URLSearchParams({ cartId, paymentReference: paymentId, selectedPaymentOption: method })}`,
  );
  return { status: res.status, body: (await res.json()) as PaymentStatusAnswer };
}

/** The provider's side of a handed-off payment: its sandbox checkout as the provider keeps it. */
export async function providerCheckout(store: TestStore, paymentId: string) {
  const [row] = sqlRows(
    await store.database.db.execute(
      sql`select state, captured_amount, refunded_amount, cancelled_by, return_url from redirect_sandbox_checkouts where reference = ${paymentId}`,
    ),
    z.object({
      state: z.string(),
      captured_amount: z.coerce.number(),
      refunded_amount: z.coerce.number(),
      cancelled_by: z.string().nullable(),
      return_url: z.string(),
    }),
  );
  return row;
}
