import { createHash } from "node:crypto";
import { centsOfDecimalAmount, decimalAmount, type RedirectLimits } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { afterpayProfile } from "./afterpay-sandbox.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
import { callProvider, type ProviderFetch, type ProviderReply } from "./provider-call.ts";
import { changeProviderRecord, type ProviderRecord, providerRecord } from "./provider-records.ts";
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

type RecordRow = ProviderRecord;

/** The real Afterpay's settings (AFTERPAY_API_URL, AFTERPAY_MERCHANT_ID, AFTERPAY_SECRET_KEY; ADR 073). */
export interface AfterpaySettings {
  apiUrl: string;
  merchantId: string;
  secretKey: string;
}

/** Afterpay's Money: dollars with two decimals as text, and the currency. */
const moneySchema = z.object({ amount: z.string(), currency: z.string() });
type Money = z.infer<typeof moneySchema>;

/** Afterpay's answer to Create Checkout. */
const checkoutSchema = z.object({
  token: z.string().min(1),
  expires: z.string().nullish(),
  redirectCheckoutUrl: z.string().url(),
});

/** Afterpay's Payment (its order): what Auth, Capture, Void and the Get Payment calls answer. */
const paymentSchema = z.object({
  id: z.string().min(1),
  token: z.string().nullish(),
  status: z.string().nullish(),
  originalAmount: moneySchema,
  openToCaptureAmount: moneySchema.nullish(),
  paymentState: z.string().nullish(),
  merchantReference: z.string().nullish(),
  refunds: z.array(z.object({ refundId: z.string().nullish(), amount: moneySchema })).nullish(),
  events: z
    .array(
      z.object({
        id: z.string().nullish(),
        type: z.string(),
        expires: z.string().nullish(),
        amount: moneySchema.nullish(),
        paymentEventMerchantReference: z.string().nullish(),
      }),
    )
    .nullish(),
});
type AfterpayPayment = z.infer<typeof paymentSchema>;

/** Afterpay's answer to Create Refund. */
const refundSchema = z.object({ refundId: z.string().min(1), amount: moneySchema });

/** Afterpay's answer to Get Configuration: the merchant's order limits (the minimum may be absent). */
const configurationSchema = z.object({ minimumAmount: moneySchema.nullish(), maximumAmount: moneySchema });

/** Afterpay's error body. */
const errorSchema = z.object({ errorCode: z.string().nullish(), message: z.string().nullish() });

/** An Afterpay answer: its status and JSON body (empty when there was none). */
type AfterpayReply = ProviderReply;

/** Cents of an Afterpay Money ('100.00'); a form it should not send ('100.5') is read, not refused. */
function centsOf(money: Money | null | undefined): number {
  if (!money) return 0;
  const exact = centsOfDecimalAmount(money.amount);
  if (exact !== null) return exact;
  const loose = Number(money.amount);
  return Number.isFinite(loose) ? Math.round(loose * 100) : 0;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Afterpay's requestId for one step of a payment (Afterpay asks a UUID, at most 64 characters): the name
 * itself when it is a UUID (the store's payment id, a desk action's key), else a UUID worked out from the
 * payment and the name, so a retry of the step sends the same requestId and finds the first answer.
 */
export function afterpayRequestId(reference: string, name: string): string {
  if (uuidPattern.test(name)) return name.toLowerCase();
  const hex = createHash("sha256").update(`${reference}\n${name}`).digest("hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How long Afterpay's configured limits are trusted before they are asked again. */
const limitsTtlMs = 15 * 60_000;

/**
 * The real Afterpay (ADR 073), behind the store's redirect interface: Afterpay's v2 Online API with its
 * deferred flow. A checkout (its token, expiry and redirectCheckoutUrl) is created for the store's payment;
 * on the shopper's return the store asks for the auth (requestId: the payment id), which approves or
 * declines, and captures what is open at once; the orders desk captures in parts, voids and refunds by its
 * own keys. Afterpay cannot be asked by the store's reference, so the token and the order id it gave are
 * kept in `redirect_provider_records`; an order whose auth answer was lost is found by its token. Tested
 * against a scripted stand-in of Afterpay's API, never the real service.
 */
export class AfterpayPayments implements RedirectPayments {
  readonly provider = "afterpay" as const;
  private limitsCache: { at: number; configuration: z.infer<typeof configurationSchema> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: AfterpaySettings,
    private readonly logger: Logger,
    private readonly send: ProviderFetch = (url, init) => fetch(url, init),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One call to Afterpay; no answer, a 5xx or a 409 (the first request still running) is 'Afterpay did not answer'. */
  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<AfterpayReply> {
    const credentials = Buffer.from(`${this.settings.merchantId}:${this.settings.secretKey}`).toString(
      "base64",
    );
    const reply = await callProvider(
      this.send,
      this.logger,
      "Afterpay",
      `${this.settings.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Basic ${credentials}`,
          accept: "application/json",
          // Afterpay asks every merchant call to name the integration, its platform and the merchant
          "user-agent": `ApplianceStoreAfterpay/1.0 (Appliance store/1.0; Node/${process.versions.node}; Merchant/${this.settings.merchantId})`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // Afterpay's documented read timeout for its payment calls is 70 seconds
        signal: AbortSignal.timeout(70_000),
      },
      { lost: (status) => status >= 500 || status === 409 },
    );
    if (reply.status >= 400) {
      this.logger.warn(
        { path, status: reply.status, errorCode: this.errorOf(reply).code },
        "Afterpay refused a request",
      );
      if (reply.status === 401 || reply.status === 403)
        this.logger.error(
          "Afterpay refused the merchant's credentials (AFTERPAY_MERCHANT_ID, AFTERPAY_SECRET_KEY)",
        );
    }
    return reply;
  }

  /** Afterpay's error code and message of a refusal. */
  private errorOf(reply: AfterpayReply): { code: string; message: string } {
    const parsed = errorSchema.safeParse(reply.body);
    return {
      code: (parsed.success ? parsed.data.errorCode : null) ?? `http_${reply.status}`,
      message: (parsed.success ? parsed.data.message : null) ?? "",
    };
  }

  private money(cents: number, currency: string): Money {
    return { amount: decimalAmount(cents), currency };
  }

  async limits(currency: CardCurrency): Promise<RedirectLimits | null> {
    const cached = this.limitsCache;
    let configuration =
      cached && this.now().getTime() - cached.at < limitsTtlMs ? cached.configuration : null;
    if (!configuration) {
      try {
        const reply = await this.call("GET", "/v2/configuration");
        const parsed = configurationSchema.safeParse(reply.body);
        // Refused (credentials) or unreadable: no limits known; Afterpay's checkout then refuses with its words
        if (reply.status >= 400 || !parsed.success) return null;
        configuration = parsed.data;
        this.limitsCache = { at: this.now().getTime(), configuration };
      } catch (error) {
        // Limits a little stale beat none while Afterpay does not answer
        if (!cached) throw error;
        configuration = cached.configuration;
      }
    }
    // The merchant's account takes one currency: another is refused at the checkout, with its words
    if (configuration.maximumAmount.currency !== currency) return null;
    return {
      minimum: Math.max(1, centsOf(configuration.minimumAmount)),
      maximum: centsOf(configuration.maximumAmount),
    };
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const first = await this.record(request.reference);
    if (first) return this.stateOf(first);
    const reply = await this.call("POST", "/v2/checkouts", {
      amount: this.money(request.amount, request.currency),
      consumer: {
        email: request.shopper.email,
        givenNames: request.shopper.firstName,
        surname: request.shopper.lastName,
      },
      merchant: { redirectConfirmUrl: request.returnUrl, redirectCancelUrl: request.cancelUrl },
      merchantReference: request.reference,
    });
    const checkout = checkoutSchema.safeParse(reply.body);
    if (reply.status >= 400 || !checkout.success)
      return { status: "error", message: this.checkoutRefusal(reply, request.currency) };
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "afterpay",
        reference: request.reference,
        token: checkout.data.token,
        amount: request.amount,
        currency: request.currency,
        // A token's checkout cannot be read back once it lapses: where it sends the shopper and when it lapses are kept
        request: {
          redirectUrl: checkout.data.redirectCheckoutUrl,
          ...(checkout.data.expires ? { expires: checkout.data.expires } : {}),
        },
      })
      .onConflictDoNothing();
    const saved = await this.record(request.reference);
    if (!saved) throw new Error("an Afterpay record vanished after its insert");
    // A concurrent create with the same reference won: its checkout is the one
    return saved.token === checkout.data.token ? this.stateFrom(saved, null) : this.stateOf(saved);
  }

  /** Why Afterpay would not create the checkout, in words the shopper can act on. */
  private checkoutRefusal(reply: AfterpayReply, currency: CardCurrency): string {
    const { code, message } = this.errorOf(reply);
    if (reply.status < 400) return "Afterpay gave no checkout to send you to. Please try again in a moment.";
    if (reply.status === 401 || reply.status === 403)
      return "Afterpay is not available right now. Please choose another payment method.";
    switch (code) {
      case "unsupported_payment_type":
        return "Afterpay does not take an order of this amount. Please choose another payment method.";
      case "unsupported_currency":
        return `Afterpay does not take payments in ${currency} for this store. Please choose another payment method.`;
      case "invalid_object":
        return `Afterpay could not accept this order's details${message ? ` (${message})` : ""}. Please check your name and email address, or choose another payment method.`;
      default:
        return `Afterpay could not start this payment${message ? ` (${message})` : ""}. Please choose another payment method.`;
    }
  }

  async lookup(token: string): Promise<RedirectState | null> {
    if (!/^[0-9A-Za-z._-]{1,100}$/.test(token)) return null;
    const row = await providerRecord(this.db, "afterpay", { token });
    return row ? this.stateOf(row) : null;
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    return row ? this.stateOf(row) : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.record(reference);
    if (!row) throw new Error("Afterpay has no checkout for this reference");
    let payment = await this.paymentOf(row);
    let now = this.stateFrom(row, payment);
    if (now.status === "awaiting_shopper") {
      if (returned.cancelled) {
        // Afterpay has no call to cancel a checkout: nothing is authorised for it, and it lapses
        await this.mark(reference, { cancelled: true, cancelledBy: "shopper" });
        return {
          ...now,
          status: "cancelled",
          providerStatus: "CANCELLED",
          cancelledBy: "shopper",
          redirect: null,
        };
      }
      // The auth decides, keyed by the payment id: a retry after a lost answer gets the first one
      const auth = await this.call("POST", "/v2/payments/auth", {
        token: row.token,
        requestId: afterpayRequestId(reference, reference),
        merchantReference: reference,
      });
      const authorised = paymentSchema.safeParse(auth.body);
      if (authorised.success) {
        // 201 APPROVED or 402 DECLINED: both carry Afterpay's order
        payment = authorised.data;
        await this.mark(reference, { orderId: payment.id });
        now = this.stateFrom(row, payment);
      } else {
        const { code, message } = this.errorOf(auth);
        // The shopper has not confirmed on Afterpay's page: they are sent back to it
        if (auth.status === 412 && code === "invalid_order_transaction_status") return now;
        if (code === "invalid_token")
          return { ...now, status: "expired", providerStatus: "invalid_token", redirect: null };
        this.logger.error({ reference, status: auth.status, code, message }, "Afterpay refused the auth");
        return {
          ...now,
          status: "declined",
          providerStatus: code,
          redirect: null,
          reason: "Afterpay could not approve this purchase. Please choose another payment method.",
        };
      }
    }
    if (now.status !== "approved" || !payment) return now;
    // Approved: what Afterpay holds is captured at once, keyed so a retry is the first capture
    const open = centsOf(payment.openToCaptureAmount ?? payment.originalAmount);
    const captured = await this.call("POST", `/v2/payments/${encodeURIComponent(payment.id)}/capture`, {
      requestId: afterpayRequestId(reference, `${reference}:capture`),
      merchantReference: reference,
      amount: this.money(open, payment.originalAmount.currency),
      paymentEventMerchantReference: "capture",
    });
    const after = paymentSchema.safeParse(captured.body);
    // 201 CAPTURED or 402 CAPTURE_DECLINED carry the order; another refusal: Afterpay's own state says why
    return after.success ? this.stateFrom(row, after.data) : ((await this.status(reference)) ?? now);
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    if (!row) return null;
    let payment = await this.paymentOf(row);
    const now = this.stateFrom(row, payment);
    if (now.status === "awaiting_shopper") {
      await this.mark(reference, { cancelled: true, cancelledBy: "merchant" });
      return {
        ...now,
        status: "cancelled",
        providerStatus: "CANCELLED",
        cancelledBy: "merchant",
        redirect: null,
      };
    }
    const orderId = payment?.id;
    if (!payment || !orderId) return now;
    if (
      centsOf(payment.openToCaptureAmount) > 0 &&
      (now.status === "approved" || now.status === "captured")
    ) {
      // What is still held is given back (an approval becomes VOIDED, a part capture CAPTURED)
      const voided = await this.call("POST", `/v2/payments/${encodeURIComponent(orderId)}/void`, {
        requestId: afterpayRequestId(reference, `${reference}:void`),
      });
      const after = paymentSchema.safeParse(voided.body);
      if (!after.success) return now;
      payment = after.data;
    }
    const then = this.stateFrom(row, payment);
    if (then.status === "captured" && then.capturedAmount > then.refundedAmount) {
      // Money was taken: ending the payment reverses it, the rest refunded at once
      await this.refund(reference, then.capturedAmount - then.refundedAmount, "reversal");
      return this.status(reference);
    }
    return then;
  }

  async capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture> {
    const row = await this.record(reference);
    const payment = row ? await this.paymentOf(row) : null;
    if (!row || !payment)
      return { status: "refused", message: "Afterpay has no approved order to capture for this payment." };
    const reply = await this.call("POST", `/v2/payments/${encodeURIComponent(payment.id)}/capture`, {
      requestId: afterpayRequestId(reference, captureReference),
      merchantReference: reference,
      amount: this.money(amount, payment.originalAmount.currency),
      paymentEventMerchantReference: captureReference.slice(0, 128),
    });
    const after = paymentSchema.safeParse(reply.body);
    if (reply.status >= 400 || !after.success)
      return { status: "refused", message: this.captureRefusal(reply) };
    const state = this.stateFrom(row, after.data);
    if (after.data.paymentState === "CAPTURE_DECLINED")
      return { status: "refused", message: state.reason ?? afterpayProfile.captureDeclinedReason };
    const events = (after.data.events ?? []).filter((event) => event.type === "CAPTURED");
    const event =
      events.find((e) => e.paymentEventMerchantReference === captureReference.slice(0, 128)) ?? events.at(-1);
    return {
      status: "captured",
      captureId: event?.id ?? after.data.id,
      amount,
      capturedTotal: state.capturedAmount,
    };
  }

  /** Why Afterpay would not capture, in words staff can act on. */
  private captureRefusal(reply: AfterpayReply): string {
    const { code, message } = this.errorOf(reply);
    switch (code) {
      case "payment_expired":
        return "Afterpay says the authorisation expired: nothing is held to capture.";
      case "payment_voided":
        return "Afterpay says the authorisation was voided: nothing is held to capture.";
      case "payment_captured":
        return "Afterpay says this order is already captured in full (or its rest was voided).";
      case "invalid_state":
        return "Afterpay declined this order: there is nothing to capture.";
      case "invalid_amount":
        return "A capture cannot take more than Afterpay holds for this order.";
      default:
        return `Afterpay refused the capture${message ? `: ${message}` : ` (${code})`}.`;
    }
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const name = refundReference ?? `refund-${amount}`;
    const row = await this.record(reference);
    const payment = row ? await this.paymentOf(row) : null;
    if (!row || !payment)
      return { status: "refused", message: "Afterpay has no captured order to refund for this payment." };
    const reply = await this.call("POST", `/v2/payments/${encodeURIComponent(payment.id)}/refund`, {
      // Afterpay's refund is idempotent by its requestId together with the merchant's refund reference
      requestId: afterpayRequestId(reference, name),
      amount: this.money(amount, payment.originalAmount.currency),
      merchantReference: name.slice(0, 85),
    });
    const refunded = refundSchema.safeParse(reply.body);
    if (reply.status >= 400 || !refunded.success) {
      const { code, message } = this.errorOf(reply);
      return {
        status: "refused",
        message:
          code === "invalid_amount"
            ? "A refund cannot return more than was captured."
            : `Afterpay refused the refund${message ? `: ${message}` : ` (${code})`}.`,
      };
    }
    const after = await this.status(reference).catch(() => null);
    return {
      status: "refunded",
      refundId: refunded.data.refundId,
      amount,
      refundedTotal: after?.refundedAmount ?? amount,
    };
  }

  private async record(reference: string): Promise<RecordRow | null> {
    return providerRecord(this.db, "afterpay", { reference });
  }

  private async mark(
    reference: string,
    change: { orderId: string } | { cancelled: true; cancelledBy: "shopper" | "merchant" },
  ) {
    if ("orderId" in change) return changeProviderRecord(this.db, "afterpay", reference, change);
    // Who ended the checkout is kept beside what Afterpay was given
    const row = await this.record(reference);
    await changeProviderRecord(this.db, "afterpay", reference, {
      cancelled: true,
      request: { ...(row?.request ?? {}), cancelledBy: change.cancelledBy },
    });
  }

  /**
   * Afterpay's order of this checkout, or null when there is none: read by its id once known, else by
   * the checkout token (an auth whose answer was lost made one; its id is kept from then on).
   */
  private async paymentOf(row: RecordRow): Promise<AfterpayPayment | null> {
    if (!row.orderId && row.cancelled) return null;
    const reply = row.orderId
      ? await this.call("GET", `/v2/payments/${encodeURIComponent(row.orderId)}`)
      : await this.call("GET", `/v2/payments/token:${encodeURIComponent(row.token)}`);
    if (reply.status === 404) return null;
    const payment = paymentSchema.safeParse(reply.body);
    if (reply.status >= 400 || !payment.success) {
      this.logger.error(
        { reference: row.reference, status: reply.status },
        "Afterpay's order could not be read",
      );
      throw new RedirectProviderUnavailable("Afterpay");
    }
    if (!row.orderId) await this.mark(row.reference, { orderId: payment.data.id });
    return payment.data;
  }

  private async stateOf(row: RecordRow): Promise<RedirectState> {
    return this.stateFrom(row, await this.paymentOf(row));
  }

  /** Where the payment stands: Afterpay's order once there is one, else the checkout as the store keeps it. */
  private stateFrom(row: RecordRow, payment: AfterpayPayment | null): RedirectState {
    const base: RedirectState = {
      reference: row.reference,
      token: row.token,
      status: "awaiting_shopper",
      providerStatus: "CHECKOUT_CREATED",
      amount: row.amount,
      capturedAmount: 0,
      refundedAmount: 0,
      redirect: null,
      expiresAt: null,
      captureId: null,
      reason: null,
      cancelledBy: null,
      authorizationToken: null,
    };
    if (!payment) {
      if (row.cancelled)
        return {
          ...base,
          status: "cancelled",
          providerStatus: "CANCELLED",
          cancelledBy: row.request?.cancelledBy === "merchant" ? "merchant" : "shopper",
        };
      const expiresAt = row.request?.expires ? new Date(row.request.expires) : null;
      if (expiresAt && expiresAt.getTime() <= this.now().getTime())
        return { ...base, status: "expired", providerStatus: "EXPIRED", expiresAt };
      const url = row.request?.redirectUrl;
      return { ...base, redirect: url ? { url, form: null } : null, expiresAt };
    }
    const events = payment.events ?? [];
    const sum = (type: string) =>
      events
        .filter((event) => event.type === type)
        .reduce((total, event) => total + centsOf(event.amount), 0);
    const state = payment.paymentState ?? (payment.status === "DECLINED" ? "AUTH_DECLINED" : "AUTH_APPROVED");
    const voided = sum("VOIDED");
    let captured = sum("CAPTURED");
    if (captured === 0 && (state === "CAPTURED" || state === "PARTIALLY_CAPTURED"))
      captured = Math.max(0, centsOf(payment.originalAmount) - centsOf(payment.openToCaptureAmount) - voided);
    // A void is listed among the refunds too: what was given back of the captured money is the rest
    const refundedAll = (payment.refunds ?? []).reduce((total, refund) => total + centsOf(refund.amount), 0);
    const refunded = Math.min(captured, Math.max(0, refundedAll - voided));
    const lapsed = events.some((event) => event.type === "EXPIRED");
    const mapped: Record<string, RedirectStatus> = {
      AUTH_APPROVED: "approved",
      AUTH_DECLINED: "declined",
      PARTIALLY_CAPTURED: "captured",
      CAPTURED: "captured",
      CAPTURE_DECLINED: "declined",
      VOIDED: lapsed ? "expired" : "cancelled",
      EXPIRED: "expired",
    };
    const shown = mapped[state] ?? (payment.status === "DECLINED" ? "declined" : "approved");
    const status = shown === "captured" && captured > 0 && refunded >= captured ? "refunded" : shown;
    const authExpires = events.find((event) => event.type === "AUTH_APPROVED")?.expires;
    return {
      ...base,
      status,
      providerStatus: state,
      capturedAmount: captured,
      refundedAmount: refunded,
      expiresAt: authExpires ? new Date(authExpires) : null,
      captureId: captured > 0 ? payment.id : null,
      reason:
        state === "CAPTURE_DECLINED"
          ? afterpayProfile.captureDeclinedReason
          : status === "declined"
            ? afterpayProfile.declinedReason
            : null,
      cancelledBy: status === "cancelled" ? "merchant" : null,
    };
  }
}
