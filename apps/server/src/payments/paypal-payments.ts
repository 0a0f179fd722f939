import { brands } from "@store/domain/brands";
import { centsOfDecimalAmount, decimalAmount, type RedirectLimits } from "@store/domain/redirect-payment";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
import { callProvider, type ProviderFetch, type ProviderReply } from "./provider-call.ts";
import { providerRecord } from "./provider-records.ts";
import {
  type RedirectAnswer,
  type RedirectCapture,
  type RedirectCheckoutRequest,
  type RedirectPayments,
  RedirectProviderUnavailable,
  type RedirectRefund,
  type RedirectState,
  type RedirectStatus,
} from "./redirect-payments.ts";

type RecordRow = typeof redirectProviderRecords.$inferSelect;

/** The real PayPal's settings (PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET; ADR 075). */
export interface PayPalSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
/** An authorization, capture or refund as Payments v2 (and the order's `payments`) answer it. */
const paypalPaymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  expiration_time: z.string().optional(),
  custom_id: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  links: z.array(linkSchema).optional(),
});
const paymentListSchema = z.array(paypalPaymentSchema).optional();
/** An Orders v2 order: only what the store reads of it. */
const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(linkSchema).optional(),
  purchase_units: z
    .array(
      z.object({
        payments: z
          .object({
            authorizations: paymentListSchema,
            captures: paymentListSchema,
            refunds: paymentListSchema,
          })
          .optional(),
      }),
    )
    .optional(),
});
/** PayPal's refusal: its name and the issues it found (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ...). */
const paypalErrorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});
const paypalTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

type PayPalOrder = z.infer<typeof paypalOrderSchema>;
type PayPalPayment = z.infer<typeof paypalPaymentSchema>;

/** A PayPal answer: its status and JSON body. */
type PayPalReply = ProviderReply;

/** What the store keeps beside PayPal's order id (the record's `request`): PayPal has no word for these. */
interface PayPalMarks {
  /** The approval page PayPal gave, as the shopper is sent to it (Pay Later's presentment included). */
  approveUrl?: string;
  payLater?: string;
  /** The store closed the checkout (PayPal has no cancel of an order): who. */
  cancelledBy?: "shopper" | "merchant";
  /** PayPal refused to authorise or capture the approval: why, in the shopper's words. */
  declined?: string;
}

/** The order as read, with the authorization and the captures the state is worked out from. */
interface PayPalView {
  state: RedirectState;
  order: PayPalOrder | null;
  authorization: PayPalPayment | null;
  captures: PayPalPayment[];
  refunds: PayPalPayment[];
}

/** How long PayPal keeps an order waiting for its payer (3 hours by default, Orders v2). */
const checkoutMinutes = 3 * 60;
/** A token is fetched again this long before PayPal says it expires. */
const tokenMarginMs = 5 * 60_000;
/** Captures that took money (a refunded one took it first). */
const tookMoney = new Set(["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"]);
/** Refunds on their way or made. */
const refundCounts = new Set(["COMPLETED", "PENDING"]);

const shopperDeclined = "PayPal declined this payment. Please choose another payment method.";
const captureDeclined =
  "PayPal declined the capture: the buyer's funding source was declined. Please choose another payment method.";

/** PayPal's issues, in words a shopper (or the desk's staff) can act on. */
const issueWords: Record<string, string> = {
  INSTRUMENT_DECLINED:
    "PayPal declined the way you chose to pay. Please choose another payment method, or pay with PayPal again using a different card or account.",
  PAYER_CANNOT_PAY: shopperDeclined,
  TRANSACTION_REFUSED: shopperDeclined,
  PAYER_ACCOUNT_RESTRICTED:
    "PayPal cannot take payments from this PayPal account. Please choose another payment method.",
  COMPLIANCE_VIOLATION: shopperDeclined,
  ORDER_NOT_APPROVED: "Your payment was not approved yet. Please finish it with PayPal.",
  PAYER_ACTION_REQUIRED: "Your payment was not approved yet. Please finish it with PayPal.",
  AUTHORIZATION_EXPIRED: "PayPal says the authorisation expired: nothing is held to capture.",
  AUTHORIZATION_VOIDED: "PayPal says the authorisation was voided: nothing is held to capture.",
  PREVIOUSLY_VOIDED: "PayPal says the authorisation was voided: nothing is held to capture.",
  AUTHORIZATION_ALREADY_CAPTURED: "PayPal says the authorisation was captured in full already.",
  MAX_CAPTURE_AMOUNT_EXCEEDED: "A capture cannot take more than was authorised.",
  MAX_CAPTURE_COUNT_EXCEEDED: "PayPal takes no more captures of this authorisation.",
  REFUND_AMOUNT_EXCEEDED: "A refund cannot return more than was captured.",
  CAPTURE_FULLY_REFUNDED: "PayPal says this capture was refunded in full already.",
  REFUND_NOT_ALLOWED: "PayPal does not allow a refund of this capture.",
  REFUND_TIME_LIMIT_EXCEEDED: "PayPal says this capture is too old to refund: return the money another way.",
  PAYEE_ACCOUNT_RESTRICTED:
    "PayPal cannot take payments for this store right now. Please choose another payment method.",
};

const first = <T>(list: T[] | undefined): T | null => list?.[0] ?? null;
const centsOf = (payment: PayPalPayment): number =>
  payment.amount ? (centsOfDecimalAmount(payment.amount.value) ?? 0) : 0;
const sum = (payments: PayPalPayment[]): number => payments.reduce((total, p) => total + centsOf(p), 0);

/**
 * The real PayPal (ADR 075), PayPal and PayPal Pay Later alike, behind the store's redirect interface:
 * an Orders v2 order with intent AUTHORIZE (the desk captures an authorisation in parts, ADR 043), the
 * shopper sent to its approval page (Pay Later presented with the pay-later funding source), the approval
 * authorised and captured in full when the shopper returns, and Payments v2 for the desk's captures,
 * voids and refunds. OAuth2 client credentials, the token kept until shortly before it expires and
 * fetched again once on a 401. Every write carries `PayPal-Request-Id` from the store's reference (or the
 * desk action's key), so a retry is the first call. Only a capture's own status is money, never the
 * order's COMPLETED. PayPal's order id is kept by the store's reference in `redirect_provider_records`.
 * Written from PayPal's public API documentation; the tests script PayPal's answers, never call it.
 */
export class PayPalPayments implements RedirectPayments {
  readonly provider = "paypal" as const;
  private token: { value: string; until: number } | null = null;
  private fetching: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: PayPalSettings,
    private readonly logger: Logger,
    private readonly send: ProviderFetch = (url, init) => fetch(url, init),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async limits(_currency: CardCurrency): Promise<RedirectLimits | null> {
    // PayPal takes any amount the store sells; Pay Later's own eligibility is decided on its page
    return null;
  }

  /** One HTTP exchange with PayPal; no answer, a 5xx or a 429 is 'PayPal did not answer' (ask again by key). */
  private exchange(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<PayPalReply> {
    return callProvider(
      this.send,
      this.logger,
      "PayPal",
      `${this.settings.apiUrl}${path}`,
      {
        method,
        headers: { accept: "application/json", ...headers },
        ...(body === undefined ? {} : { body }),
      },
      { lost: (status) => status >= 500 || status === 429 },
    );
  }

  /** The access token: kept until shortly before it expires; concurrent callers share one fetch. */
  private accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now().getTime()) return Promise.resolve(this.token.value);
    this.fetching ??= this.fetchToken().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetchToken(): Promise<string> {
    const credentials = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString(
      "base64",
    );
    const reply = await this.exchange(
      "POST",
      "/v1/oauth2/token",
      { authorization: `Basic ${credentials}`, "content-type": "application/x-www-form-urlencoded" },
      "grant_type=client_credentials",
    );
    const token = paypalTokenSchema.safeParse(reply.body);
    if (reply.status >= 400 || !token.success) {
      // Wrong credentials are the operator's to fix; the store can only say PayPal did not answer
      this.logger.error({ status: reply.status }, "PayPal refused the store's client credentials");
      throw new RedirectProviderUnavailable("PayPal");
    }
    const lifetime = token.data.expires_in * 1000;
    this.token = {
      value: token.data.access_token,
      until: this.now().getTime() + Math.max(lifetime - tokenMarginMs, lifetime / 2),
    };
    return token.data.access_token;
  }

  /** One API call with the bearer token; a 401 (a token PayPal dropped early) fetches a new one once. */
  private async call(method: string, path: string, body?: unknown, requestId?: string): Promise<PayPalReply> {
    const attempt = async () =>
      this.exchange(
        method,
        path,
        {
          authorization: `Bearer ${await this.accessToken()}`,
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", prefer: "return=representation" }),
          ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
    const reply = await attempt();
    if (reply.status !== 401) return reply;
    this.token = null;
    return attempt();
  }

  /** PayPal's first issue (INSTRUMENT_DECLINED, ...), or its error's name. */
  private issueOf(reply: PayPalReply): string {
    const error = paypalErrorSchema.safeParse(reply.body);
    if (!error.success) return `HTTP_${reply.status}`;
    return error.data.details?.[0]?.issue ?? error.data.name ?? `HTTP_${reply.status}`;
  }

  /** A refusal in words someone can act on: PayPal's issue mapped, else PayPal's own description. */
  private refusal(reply: PayPalReply, fallback: string): string {
    const issue = this.issueOf(reply);
    const known = issueWords[issue];
    if (known) return known;
    this.logger.warn({ status: reply.status, issue, body: reply.body }, "PayPal refused a request");
    return fallback;
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const earlier = await this.record(request.reference);
    if (earlier) return (await this.view(earlier)).state;
    const reply = await this.call(
      "POST",
      "/v2/checkout/orders",
      {
        intent: "AUTHORIZE",
        purchase_units: [
          {
            reference_id: request.reference,
            custom_id: request.reference,
            amount: { currency_code: request.currency, value: decimalAmount(request.amount) },
          },
        ],
        payment_source: {
          paypal: {
            email_address: request.shopper.email,
            experience_context: {
              brand_name: brands[request.brand].name.slice(0, 127),
              locale: request.currency === "NZD" ? "en-NZ" : "en-AU",
              // The store delivers to the address given at its checkout
              shipping_preference: "NO_SHIPPING",
              user_action: "PAY_NOW",
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
            },
          },
        },
      },
      request.reference,
    );
    const order = paypalOrderSchema.safeParse(reply.body);
    if (reply.status >= 400 || !order.success)
      return {
        status: "error",
        message: this.refusal(
          reply,
          "PayPal could not start this payment. Please choose another payment method.",
        ),
      };
    const approveUrl = this.approveUrl(order.data, request.payLater);
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "paypal",
        reference: request.reference,
        token: order.data.id,
        amount: request.amount,
        currency: request.currency,
        request: { approveUrl: approveUrl ?? "", payLater: request.payLater ? "true" : "" },
      })
      .onConflictDoNothing();
    const saved = await this.record(request.reference);
    if (!saved) throw new Error("a PayPal record vanished after its insert");
    return this.viewOf(saved, order.data).state;
  }

  /**
   * Where the shopper approves: the order's payer-action (or approve) link. Pay Later is the same order
   * presented with the pay-later funding source on PayPal's page, as PayPal's own SDKs open it.
   */
  private approveUrl(order: PayPalOrder, payLater: boolean): string | null {
    const link =
      order.links?.find((l) => l.rel === "payer-action") ?? order.links?.find((l) => l.rel === "approve");
    if (!link) return null;
    if (!payLater) return link.href;
    try {
      const url = new URL(link.href);
      url.searchParams.set("fundingSource", "paylater");
      return url.toString();
    } catch {
      return link.href;
    }
  }

  async lookup(token: string): Promise<RedirectState | null> {
    if (!/^[0-9A-Za-z-]{1,100}$/.test(token)) return null;
    const row = await providerRecord(this.db, "paypal", { token });
    return row ? (await this.view(row)).state : null;
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    return row ? (await this.view(row)).state : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.record(reference);
    if (!row) throw new Error("PayPal has no order for this reference");
    const now = await this.view(row);
    if (now.state.status === "awaiting_shopper" && returned.cancelled) {
      // PayPal has no cancel of an order: the store's mark closes it, and the order lapses at PayPal
      await this.mark(reference, { cancelledBy: "shopper" });
      return (await this.status(reference)) ?? now.state;
    }
    if (now.state.status !== "approved") return now.state;
    const authorised = await this.authorised(row, now);
    if ("state" in authorised) return authorised.state;
    const reply = await this.call(
      "POST",
      `/v2/payments/authorizations/${encodeURIComponent(authorised.authorization.id)}/capture`,
      { amount: this.money(row, row.amount), final_capture: true },
      `${reference}:capture`,
    );
    if (reply.status >= 400) {
      await this.mark(reference, { declined: this.refusal(reply, captureDeclined) });
      // Nothing is taken for an order that failed: the hold on the buyer's funds is let go
      await this.call(
        "POST",
        `/v2/payments/authorizations/${encodeURIComponent(authorised.authorization.id)}/void`,
        undefined,
        `${reference}:void`,
      ).catch(() => null);
    }
    return (await this.status(reference)) ?? now.state;
  }

  /**
   * The approved order's authorization, made now (POST .../authorize) if it has none; or the state to
   * answer instead (PayPal refused to authorise, or the authorization is not one to capture).
   */
  private async authorised(
    row: RecordRow,
    now: PayPalView,
  ): Promise<{ authorization: PayPalPayment } | { state: RedirectState }> {
    if (now.authorization) {
      return now.authorization.status === "CREATED" || now.authorization.status === "PARTIALLY_CAPTURED"
        ? { authorization: now.authorization }
        : { state: now.state };
    }
    const reply = await this.call(
      "POST",
      `/v2/checkout/orders/${encodeURIComponent(row.token)}/authorize`,
      {},
      `${row.reference}:authorize`,
    );
    if (reply.status >= 400 && this.issueOf(reply) !== "ORDER_ALREADY_AUTHORIZED") {
      const issue = this.issueOf(reply);
      // Not approved after all (the shopper came back without finishing): still theirs to finish
      if (issue === "ORDER_NOT_APPROVED" || issue === "PAYER_ACTION_REQUIRED") return { state: now.state };
      await this.mark(row.reference, { declined: this.refusal(reply, shopperDeclined) });
      return { state: (await this.status(row.reference)) ?? now.state };
    }
    const after = await this.view(row);
    if (after.authorization?.status === "CREATED") return { authorization: after.authorization };
    return { state: after.state };
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    if (!row) return null;
    const now = await this.view(row);
    const { status } = now.state;
    if (status === "approved" && now.authorization && now.captures.length === 0) {
      const voided = await this.call(
        "POST",
        `/v2/payments/authorizations/${encodeURIComponent(now.authorization.id)}/void`,
        undefined,
        `${reference}:void`,
      );
      if (voided.status >= 400) return now.state;
      return this.status(reference);
    }
    if (status === "captured" && now.state.capturedAmount > now.state.refundedAmount) {
      await this.refund(reference, now.state.capturedAmount - now.state.refundedAmount, "reversal");
      return this.status(reference);
    }
    if (status === "awaiting_shopper" || status === "approved") {
      // Not yet authorised: PayPal holds nothing, and the store never authorises it now
      await this.mark(reference, { cancelledBy: "merchant" });
      return this.status(reference);
    }
    return now.state;
  }

  async capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture> {
    const row = await this.record(reference);
    if (!row) return { status: "refused", message: "PayPal has no order for this payment." };
    if (!Number.isSafeInteger(amount) || amount < 1)
      return { status: "refused", message: "A capture takes a whole number of cents, at least one." };
    const now = await this.view(row);
    let authorization = now.authorization;
    if (!authorization) {
      const authorised =
        now.state.status === "approved" ? await this.authorised(row, now) : { state: now.state };
      if ("state" in authorised)
        return {
          status: "refused",
          message:
            authorised.state.reason ??
            `PayPal says this payment is ${authorised.state.providerStatus}: only an approved authorisation can be captured.`,
        };
      authorization = authorised.authorization;
    }
    // PayPal decides what the authorization still allows; a retried key is answered with its first capture
    const taken = sum(now.captures.filter((c) => tookMoney.has(c.status) || c.status === "PENDING"));
    const reply = await this.call(
      "POST",
      `/v2/payments/authorizations/${encodeURIComponent(authorization.id)}/capture`,
      { amount: this.money(row, amount), final_capture: taken + amount >= row.amount },
      captureReference,
    );
    const made = paypalPaymentSchema.safeParse(reply.body);
    if (reply.status >= 400 || !made.success)
      return {
        status: "refused",
        message: this.refusal(reply, `PayPal refused the capture (${this.issueOf(reply)}).`),
      };
    if (made.data.status === "DECLINED" || made.data.status === "FAILED")
      return { status: "refused", message: captureDeclined };
    const replayed = now.captures.some((c) => c.id === made.data.id);
    const took = centsOf(made.data) || amount;
    return {
      status: "captured",
      captureId: made.data.id,
      amount: took,
      capturedTotal: replayed ? taken : taken + took,
    };
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const row = await this.record(reference);
    if (!row) return { status: "refused", message: "PayPal has no order to refund for this payment." };
    const name = refundReference ?? `refund-${amount}`;
    // PayPal's custom_id takes letters, digits and '-_.,': the refund's name is kept there to be found again
    const mark = name.replace(/[^A-Za-z0-9-_.,]/g, "_").slice(0, 127);
    const now = await this.view(row);
    const done = now.refunds.find(
      (r) => r.custom_id === mark && r.status !== "FAILED" && r.status !== "CANCELLED",
    );
    if (done)
      return {
        status: "refunded",
        refundId: done.id,
        amount: centsOf(done),
        refundedTotal: now.state.refundedAmount,
      };
    const left = now.captures
      .filter((c) => tookMoney.has(c.status))
      .map((capture) => ({ capture, left: centsOf(capture) - this.refundedFrom(capture, now.refunds) }))
      .sort((a, b) => b.left - a.left);
    const total = left.reduce((t, c) => t + Math.max(0, c.left), 0);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > total)
      return {
        status: "refused",
        message:
          total === 0
            ? "Only a captured payment can be refunded."
            : "A refund cannot return more than was captured.",
      };
    const from = left[0];
    if (!from || from.left < amount)
      return {
        status: "refused",
        message: `PayPal refunds each capture on its own: at most ${decimalAmount(from?.left ?? 0)} can be refunded at once.`,
      };
    const reply = await this.call(
      "POST",
      `/v2/payments/captures/${encodeURIComponent(from.capture.id)}/refund`,
      { amount: this.money(row, amount), custom_id: mark },
      refundReference && refundReference !== "reversal" ? refundReference : `${reference}:${name}`,
    );
    const made = paypalPaymentSchema.safeParse(reply.body);
    if (reply.status >= 400 || !made.success)
      return {
        status: "refused",
        message: this.refusal(reply, `PayPal refused the refund (${this.issueOf(reply)}).`),
      };
    if (made.data.status === "FAILED" || made.data.status === "CANCELLED")
      return { status: "refused", message: `PayPal says the refund ${made.data.status.toLowerCase()}.` };
    const after = await this.status(reference);
    return {
      status: "refunded",
      refundId: made.data.id,
      amount,
      refundedTotal: Math.max(after?.refundedAmount ?? 0, now.state.refundedAmount + amount),
    };
  }

  /** What was refunded of one capture: the refunds whose 'up' link names it. */
  private refundedFrom(capture: PayPalPayment, refunds: PayPalPayment[]): number {
    if (capture.status === "REFUNDED") return centsOf(capture);
    return sum(
      refunds.filter(
        (r) =>
          refundCounts.has(r.status) &&
          r.links?.some((l) => l.rel === "up" && l.href.endsWith(`/captures/${capture.id}`)),
      ),
    );
  }

  private money(row: RecordRow, cents: number) {
    return { currency_code: row.currency, value: decimalAmount(cents) };
  }

  private record(reference: string): Promise<RecordRow | null> {
    return providerRecord(this.db, "paypal", { reference });
  }

  /** Adds to what the store keeps beside PayPal's order (merged, so concurrent marks both stand). */
  private async mark(reference: string, marks: PayPalMarks) {
    await this.db
      .update(redirectProviderRecords)
      .set({
        request: sql`coalesce(${redirectProviderRecords.request}, '{}'::jsonb) || ${JSON.stringify(marks)}::jsonb`,
        ...(marks.cancelledBy ? { cancelled: true } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(eq(redirectProviderRecords.provider, "paypal"), eq(redirectProviderRecords.reference, reference)),
      );
  }

  /**
   * Reads the order (GET /v2/checkout/orders/{id}); a capture the order shows PENDING is asked itself
   * (GET /v2/payments/captures/{id}), since only the capture's own status is money.
   */
  private async view(row: RecordRow): Promise<PayPalView> {
    const reply = await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(row.token)}`);
    if (reply.status === 404) return this.viewOf(row, null);
    const order = paypalOrderSchema.safeParse(reply.body);
    if (reply.status >= 400 || !order.success) {
      this.logger.error(
        { status: reply.status, reference: row.reference },
        "PayPal's order could not be read",
      );
      throw new RedirectProviderUnavailable("PayPal");
    }
    const unit = first(order.data.purchase_units);
    const captures = await Promise.all(
      (unit?.payments?.captures ?? []).map(async (capture) => {
        if (capture.status !== "PENDING") return capture;
        const own = await this.call("GET", `/v2/payments/captures/${encodeURIComponent(capture.id)}`);
        const parsed = paypalPaymentSchema.safeParse(own.body);
        return own.status < 400 && parsed.success ? parsed.data : capture;
      }),
    );
    const payments = { ...unit?.payments, captures };
    return this.viewOf(row, { ...order.data, purchase_units: [{ payments }] });
  }

  /** Where the payment stands, from the order as PayPal answered it (null: PayPal no longer knows it). */
  private viewOf(row: RecordRow, order: PayPalOrder | null): PayPalView {
    const marks = (row.request ?? {}) as PayPalMarks;
    const payments = first(order?.purchase_units ?? [])?.payments;
    const authorization = first(payments?.authorizations);
    const captures = payments?.captures ?? [];
    const refunds = payments?.refunds ?? [];
    const base: RedirectState = {
      reference: row.reference,
      token: row.token,
      status: "awaiting_shopper",
      providerStatus: order?.status ?? "EXPIRED",
      amount: row.amount,
      capturedAmount: 0,
      refundedAmount: 0,
      redirect: null,
      expiresAt: null,
      captureId: null,
      reason: null,
      cancelledBy: null,
    };
    const view = (state: Partial<RedirectState>): PayPalView => ({
      state: { ...base, ...state },
      order,
      authorization,
      captures,
      refunds,
    });
    const cancelled = (by: "shopper" | "merchant") =>
      view({ status: "cancelled", providerStatus: "VOIDED", cancelledBy: by });
    // PayPal forgets an order nobody approved in time
    if (!order) return marks.cancelledBy ? cancelled(marks.cancelledBy) : view({ status: "expired" });
    const paid = captures.filter((c) => tookMoney.has(c.status));
    const captured = sum(paid);
    if (captured > 0) {
      const refunded = sum(refunds.filter((r) => refundCounts.has(r.status)));
      const latest = captures[captures.length - 1];
      const word =
        refunded >= captured
          ? "REFUNDED"
          : refunded > 0
            ? "PARTIALLY_REFUNDED"
            : authorization?.status === "PARTIALLY_CAPTURED"
              ? "PARTIALLY_CAPTURED"
              : (latest?.status ?? "COMPLETED");
      return view({
        status: refunded >= captured ? "refunded" : "captured",
        providerStatus: `${order.status}/${word}`,
        capturedAmount: captured,
        refundedAmount: refunded,
        captureId: paid[0]?.id ?? null,
        expiresAt: authorization?.expiration_time ? new Date(authorization.expiration_time) : null,
      });
    }
    const pending = captures.find((c) => c.status === "PENDING");
    // A capture PayPal has not settled (an eCheck, a review): not money yet, the order waits
    if (pending) return view({ status: "under_review", providerStatus: `${order.status}/PENDING` });
    const refusedCapture = captures[captures.length - 1];
    if (refusedCapture)
      return view({
        status: "declined",
        providerStatus: `${order.status}/${refusedCapture.status}`,
        reason: marks.declined ?? captureDeclined,
      });
    if (marks.declined)
      return view({
        status: "declined",
        providerStatus: authorization ? `${order.status}/${authorization.status}` : order.status,
        reason: marks.declined,
      });
    if (authorization) {
      const providerStatus = `${order.status}/${authorization.status}`;
      const expiresAt = authorization.expiration_time ? new Date(authorization.expiration_time) : null;
      const mapped: Record<string, RedirectStatus> = {
        CREATED: "approved",
        PENDING: "under_review",
        DENIED: "declined",
        VOIDED: "cancelled",
        EXPIRED: "expired",
      };
      const lapsed = expiresAt !== null && expiresAt.getTime() <= this.now().getTime();
      const status =
        authorization.status === "CREATED" && lapsed
          ? "expired"
          : (mapped[authorization.status] ?? "approved");
      return view({
        status,
        providerStatus,
        expiresAt,
        reason: status === "declined" ? shopperDeclined : null,
        cancelledBy: status === "cancelled" ? "merchant" : null,
      });
    }
    const created = row.createdAt.getTime();
    switch (order.status) {
      case "CREATED":
      case "PAYER_ACTION_REQUIRED": {
        if (marks.cancelledBy) return cancelled(marks.cancelledBy);
        const url = this.approveUrl(order, marks.payLater === "true") ?? (marks.approveUrl || null);
        return view({
          status: "awaiting_shopper",
          redirect: url ? { url, form: null } : null,
          expiresAt: new Date(created + checkoutMinutes * 60_000),
        });
      }
      case "APPROVED":
      case "SAVED":
        return marks.cancelledBy ? cancelled(marks.cancelledBy) : view({ status: "approved" });
      case "VOIDED":
        return cancelled(marks.cancelledBy ?? "merchant");
      default:
        return view({ status: "approved" });
    }
  }
}
