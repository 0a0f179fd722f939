import { type ApiProblem, readApiError } from "@store/domain/api-error.schema";
import {
  type BalancePaymentAnswer,
  type BalancePaymentPost,
  type BalanceView,
  balancePaymentAnswerSchema,
  balancePaymentRefusalSchema,
  balanceViewSchema,
} from "@store/domain/balance-payment.schema";
import {
  type CheckoutAvailRequest,
  type CheckoutPost,
  type CheckoutResponse,
  type CheckoutView,
  checkoutResponseSchema,
  checkoutViewSchema,
  type PaymentProvider,
  type PaymentStatusAnswer,
  paymentStatusAnswerSchema,
} from "@store/domain/checkout.schema";
import { type DeliveryAvailability, deliveryAvailabilitySchema } from "@store/domain/delivery.schema";
import { type OrderDetail, orderDetailSchema } from "@store/domain/order.schema";
import type { HandOffProvider } from "@store/domain/payment-handoff";
import {
  type HandOff,
  type HandOffLink,
  type HandOffReturn,
  type HandOffStart,
  type HandOffWithdrawAnswer,
  handOffLinkSchema,
  handOffReturnSchema,
  handOffSchema,
  handOffStartSchema,
  handOffWithdrawAnswerSchema,
} from "@store/domain/payment-handoff.schema";
import type { RedirectProviderName } from "@store/domain/redirect-payment";
import {
  type ApplePayMerchantSession,
  applePayMerchantSessionSchema,
} from "@store/domain/wallet-payment.schema";
import { z } from "zod";
import type { ApiClient } from "./api-client.ts";
import { jsonPost, type WriteAnswer } from "./api-transport.ts";

/**
 * A checkout response from a call: the HTTP status with the body, also for 400, 401 and 409 (their
 * bodies carry the messages); a body that is not a checkout response comes back as null.
 */
function checkoutAnswerOf({ status, ok, body }: WriteAnswer): {
  status: number;
  response: CheckoutResponse | null;
} {
  if (status === 0) return { status: 0, response: null };
  const parsed = checkoutResponseSchema.safeParse(body);
  if (parsed.success) return { status, response: parsed.data };
  // A refusal in the API's own shape ({ code, errors }): its messages, as a checkout response
  const problem = readApiError(status, body);
  if (ok || problem.messages.length === 0) return { status, response: null };
  return {
    status,
    response: {
      orderCompleted: false,
      success: false,
      cartId: "",
      paymentReference: null,
      orderReference: null,
      redirectUrl: null,
      secure3DResponse: null,
      paymentStatus: null,
      message: null,
      refusalReason: null,
      errorCode: problem.code,
      errorMessages: problem.messages,
    },
  };
}

/**
 * The checkout's calls (checkout s.7), the QR hand-off's (ADR 043), a balance paid later (ADR 031) and
 * the confirmation's order, over a client's transport: only the pages that take a payment load them and
 * their schemas (ADR 095).
 */
export function checkoutApi(api: ApiClient) {
  const { send, parse, getJson, write, postOnce } = api.transport;

  return {
    // --- checkout (checkout s.7) ---

    /** GET /api/checkout: the checkout view (customer, store, options, keys, cart). */
    getCheckout(init?: RequestInit): Promise<CheckoutView> {
      return getJson("/api/checkout", checkoutViewSchema, init);
    },

    /** POST /api/checkout/avail: the delivery calendar, supplier dates and services for an address. */
    getDeliveryAvailability(
      body: CheckoutAvailRequest,
      init?: RequestInit,
    ): Promise<DeliveryAvailability & { cartId: string }> {
      return getJson("/api/checkout/avail", deliveryAvailabilitySchema.extend({ cartId: z.string() }), {
        ...jsonPost(body),
        ...init,
      });
    },

    /**
     * POST /api/checkout with a fresh Idempotency-Key per submit. Answers the HTTP status with the
     * checkout response, also for 400, 401 and 409 (their bodies carry the messages); a body that is
     * not a checkout response comes back as null.
     */
    async submitCheckout(
      body: Omit<CheckoutPost, "cardDetails">,
      idempotencyKey: string,
    ): Promise<{ status: number; response: CheckoutResponse | null }> {
      return checkoutAnswerOf(await postOnce("/api/checkout", body, idempotencyKey));
    },

    /**
     * POST /api/checkout/{afterpay,zip,paypal}confirmation with the provider's return query and no body
     * (checkout s.7, ADR 036): the checkout response as submitCheckout answers it (status 0: no answer).
     */
    async confirmRedirectPayment(
      provider: RedirectProviderName,
      search: string,
    ): Promise<{ status: number; response: CheckoutResponse | null }> {
      const query = search.startsWith("?") ? search : `?${search}`;
      return checkoutAnswerOf(
        await write(`/api/checkout/${provider}confirmation${query}`, { method: "POST" }),
      );
    },

    /** GET /api/payment/status: where a waiting payment stands. */
    getPaymentStatus(query: {
      cartId: string;
      paymentReference: string;
      selectedPaymentOption: PaymentProvider;
    }): Promise<PaymentStatusAnswer> {
      return getJson(`/api/payment/status?${new URLSearchParams(query)}`, paymentStatusAnswerSchema);
    },

    /** POST /api/checkout/applepay/validate: Apple's merchant session, asked by the store's server (ADR 040). */
    async validateApplePay(validationURL: string): Promise<ApplePayMerchantSession> {
      const path = "/api/checkout/applepay/validate";
      return parse(path, await send(path, jsonPost({ validationURL })), applePayMerchantSessionSchema);
    },

    /** POST /api/checkout/void: gives up a payment that waits for the shopper. */
    async voidPayment(body: { cartId: string; selectedPaymentOption: PaymentProvider }): Promise<void> {
      await send("/api/checkout/void", { ...jsonPost(body), keepalive: true });
    },

    // --- the QR hand-off (ADR 043) ---

    /** POST /api/payment-handoff: staff hand their checkout's waiting payment to the customer's phone. */
    createHandOff(body: { cartId: string; paymentReference: string }): Promise<HandOff> {
      return getJson("/api/payment-handoff", handOffSchema, jsonPost(body));
    },

    /**
     * POST /api/payment-handoff/{id}/withdraw: staff cancel, or the link's time ran out; the payment is
     * withdrawn at the provider. keepalive: it outlives a page being left.
     */
    withdrawHandOff(id: string, reason: "cancelled" | "expired"): Promise<HandOffWithdrawAnswer> {
      return getJson(`/api/payment-handoff/${encodeURIComponent(id)}/withdraw`, handOffWithdrawAnswerSchema, {
        ...jsonPost({ reason }),
        keepalive: true,
      });
    },

    /** POST /api/payment-handoff/link: what the customer's phone shows for a link. */
    getHandOffLink(token: string): Promise<HandOffLink> {
      return getJson("/api/payment-handoff/link", handOffLinkSchema, jsonPost({ token }));
    },

    /** POST /api/payment-handoff/link/start: the phone goes on to the provider (the link becomes its own). */
    startHandOff(token: string): Promise<HandOffStart> {
      return getJson("/api/payment-handoff/link/start", handOffStartSchema, jsonPost({ token }));
    },

    /** POST /api/payment-handoff/return/{provider}{search}: the phone back from the provider (no body). */
    returnHandOff(provider: HandOffProvider, search: string): Promise<HandOffReturn> {
      const query = search.startsWith("?") ? search : `?${search}`;
      return getJson(`/api/payment-handoff/return/${provider}${query}`, handOffReturnSchema, {
        method: "POST",
      });
    },

    /** POST /api/checkout/error-report: a payment error for the error-reporting sink (checkout s.8). */
    async reportCheckoutError(body: {
      cartId?: string | null;
      status?: number | null;
      message: string;
      paymentReference?: string | null;
    }): Promise<void> {
      await send("/api/checkout/error-report", { ...jsonPost(body), keepalive: true });
    },

    /** GET /api/checkout/order?id[&token]: the order of a completed checkout (the confirmation page). */
    getOrder(query: { id: string; token?: string }, init?: RequestInit): Promise<OrderDetail> {
      const search = new URLSearchParams({ id: query.id, ...(query.token ? { token: query.token } : {}) });
      return getJson(`/api/checkout/order?${search}`, orderDetailSchema, init);
    },

    /** GET /api/account/order/invoiced/{id}/balance: what is left to pay and the card keys (ADR 031). */
    getBalance(id: string): Promise<BalanceView> {
      return getJson(`/api/account/order/invoiced/${encodeURIComponent(id)}/balance`, balanceViewSchema);
    },

    /**
     * POST /api/account/order/invoiced/{id}/balance: pays what is left by card (ADR 031). Answers the
     * status (0: no answer) and the answer, or the refusal read as any error (with the acquirer's reason).
     */
    async payBalance(
      id: string,
      body: BalancePaymentPost,
      idempotencyKey: string,
    ): Promise<{
      status: number;
      answer: BalancePaymentAnswer | null;
      problem: (ApiProblem & { refusalReason: string | null }) | null;
    }> {
      const reply = await postOnce(
        `/api/account/order/invoiced/${encodeURIComponent(id)}/balance`,
        body,
        idempotencyKey,
      );
      if (reply.status === 0)
        return {
          status: 0,
          answer: null,
          problem: { status: 0, code: null, messages: [], refusalReason: null },
        };
      const answer = balancePaymentAnswerSchema.safeParse(reply.body);
      if (reply.ok && answer.success) return { status: reply.status, answer: answer.data, problem: null };
      const refusal = balancePaymentRefusalSchema.safeParse(reply.body);
      return {
        status: reply.status,
        answer: null,
        problem: {
          ...readApiError(reply.status, reply.body),
          refusalReason: refusal.success ? (refusal.data.refusalReason ?? null) : null,
        },
      };
    },
  };
}
