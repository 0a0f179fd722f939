import type { RedirectLimits } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
import { callProvider, type ProviderFetch, type ProviderReply } from "./provider-call.ts";
import { changeProviderRecord, type ProviderRecord, providerRecord } from "./provider-records.ts";
import type {
  RedirectAnswer,
  RedirectCapture,
  RedirectCheckoutRequest,
  RedirectPayments,
  RedirectRefund,
  RedirectState,
  RedirectStatus,
} from "./redirect-payments.ts";

type RecordRow = ProviderRecord;

/** The real Klarna's settings (KLARNA_API_URL, KLARNA_USERNAME, KLARNA_PASSWORD; ADR 042). */
export interface KlarnaSettings {
  apiUrl: string;
  username: string;
  password: string;
}

/** A Klarna answer: its status and JSON body (empty for 204). */
type KlarnaReply = ProviderReply;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const cents = (value: unknown): number =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : 0;

/**
 * The real Klarna (ADR 042), behind the store's redirect interface: Klarna Payments through its hosted
 * payment page with `place_order_mode: NONE` (a payment session, then a hosted page session whose success
 * URL carries `{{session_id}}` and `{{authorization_token}}`), the order created with the authorization
 * token and captured at once (`auto_capture`), and Order management for captures, cancels and refunds.
 * Every write carries `Klarna-Idempotency-Key` from the store's reference (or the desk action's key).
 * Klarna cannot be asked by the store's reference, so the ids it gave are kept in
 * `redirect_provider_records`. Written from Klarna's public API documentation; not run in the tests.
 */
export class KlarnaPayments implements RedirectPayments {
  readonly provider = "klarna" as const;

  constructor(
    private readonly db: Db,
    private readonly settings: KlarnaSettings,
    private readonly logger: Logger,
    private readonly send: ProviderFetch = (url, init) => fetch(url, init),
  ) {}

  async limits(_currency: CardCurrency): Promise<RedirectLimits | null> {
    // Klarna decides per purchase in its widget; the merchant's own limits are not published per call
    return null;
  }

  /** One call to Klarna; no answer or a 5xx is 'Klarna did not answer' (the store asks again by key). */
  private async call(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<KlarnaReply> {
    const credentials = Buffer.from(`${this.settings.username}:${this.settings.password}`).toString("base64");
    return callProvider(this.send, this.logger, "Klarna", `${this.settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${credentials}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "Klarna-Idempotency-Key": idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  /** Klarna's words for a refusal ('error_messages'), or the status. */
  private refusal(reply: KlarnaReply): string {
    const messages = reply.body.error_messages;
    return Array.isArray(messages) && messages.length > 0
      ? messages.filter((m) => typeof m === "string").join(" ")
      : `Klarna answered ${reply.status}.`;
  }

  /** The order data Klarna wants in the session and again in the order: one line, the whole amount. */
  private orderData(record: Pick<RecordRow, "reference" | "amount" | "currency">) {
    return {
      purchase_country: record.currency === "NZD" ? "NZ" : "AU",
      purchase_currency: record.currency,
      locale: record.currency === "NZD" ? "en-NZ" : "en-AU",
      order_amount: record.amount,
      order_tax_amount: 0,
      order_lines: [
        {
          type: "physical",
          name: `Order ${record.reference.slice(0, 8)}`,
          quantity: 1,
          unit_price: record.amount,
          tax_rate: 0,
          total_amount: record.amount,
          total_tax_amount: 0,
        },
      ],
      merchant_reference1: record.reference,
    };
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const first = await this.record(request.reference);
    if (first) return this.stateOf(first);
    const data = this.orderData(request);
    const session = await this.call(
      "POST",
      "/payments/v1/sessions",
      {
        acquiring_channel: "ECOMMERCE",
        intent: "buy",
        ...data,
        billing_address: {
          email: request.shopper.email,
          given_name: request.shopper.firstName,
          family_name: request.shopper.lastName,
        },
      },
      `${request.reference}:session`,
    );
    const sessionId = text(session.body.session_id);
    if (session.status >= 400 || !sessionId) return { status: "error", message: this.refusal(session) };
    const back = (query: string) =>
      `${request.returnUrl}${request.returnUrl.includes("?") ? "&" : "?"}${query}`;
    const hpp = await this.call(
      "POST",
      "/hpp/v1/sessions",
      {
        payment_session_url: `${this.settings.apiUrl}/payments/v1/sessions/${sessionId}`,
        merchant_urls: {
          success: back("sid={{session_id}}&authorization_token={{authorization_token}}"),
          cancel: back("sid={{session_id}}&status=cancel"),
          back: back("sid={{session_id}}&status=back"),
          failure: back("sid={{session_id}}&status=failure"),
          error: back("sid={{session_id}}&status=error"),
        },
        options: { place_order_mode: "NONE" },
      },
      `${request.reference}:hpp`,
    );
    const token = text(hpp.body.session_id);
    if (hpp.status >= 400 || !token) return { status: "error", message: this.refusal(hpp) };
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "klarna",
        reference: request.reference,
        token,
        sessionId,
        amount: request.amount,
        currency: request.currency,
        // Klarna's read of the hosted session may not repeat where to send the shopper
        request: { redirectUrl: text(hpp.body.redirect_url) ?? "" },
      })
      .onConflictDoNothing();
    const saved = await this.record(request.reference);
    if (!saved) throw new Error("a Klarna record vanished after its insert");
    return this.stateOf(saved, text(hpp.body.redirect_url));
  }

  async lookup(token: string): Promise<RedirectState | null> {
    if (!/^[0-9A-Za-z-]{1,100}$/.test(token)) return null;
    const row = await providerRecord(this.db, "klarna", { token });
    return row ? this.stateOf(row) : null;
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    return row ? this.stateOf(row) : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.record(reference);
    if (!row) throw new Error("Klarna has no session for this reference");
    const now = await this.stateOf(row);
    if (now.status === "awaiting_shopper" && returned.cancelled) {
      await this.mark(reference, { cancelled: true });
      return {
        ...now,
        status: "cancelled",
        providerStatus: "CANCELLED",
        cancelledBy: "shopper",
        redirect: null,
      };
    }
    if (now.status !== "approved" || !now.authorizationToken) return now;
    if (row.orderId) {
      // An order Klarna holds uncaptured: captured in full
      await this.capture(reference, row.amount - now.capturedAmount, `${reference}:capture`);
      return this.status(reference) as Promise<RedirectState>;
    }
    const order = await this.call(
      "POST",
      `/payments/v1/authorizations/${encodeURIComponent(now.authorizationToken)}/order`,
      { ...this.orderData(row), auto_capture: true },
      `${reference}:order`,
    );
    const orderId = text(order.body.order_id);
    if (order.status >= 400 || !orderId) {
      // An authorization token past its 60 minutes (or already used) is refused
      const expired = order.status === 404 || order.status === 410;
      await this.mark(reference, { cancelled: true });
      return {
        ...now,
        status: expired ? "expired" : "declined",
        providerStatus: expired ? "EXPIRED" : "REJECTED",
        reason: expired ? null : this.refusal(order),
      };
    }
    await this.mark(reference, { orderId });
    if (text(order.body.fraud_status) === "REJECTED")
      return {
        ...now,
        status: "declined",
        providerStatus: "REJECTED",
        reason: "Klarna refused this purchase.",
      };
    return (await this.status(reference)) ?? now;
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    if (!row) return null;
    const now = await this.stateOf(row);
    if (row.orderId && now.status === "approved") {
      const cancelled = await this.call("POST", `/ordermanagement/v1/orders/${row.orderId}/cancel`, {});
      if (cancelled.status >= 400) return now;
      return this.status(reference);
    }
    if (now.status === "captured" && now.capturedAmount > now.refundedAmount) {
      await this.refund(reference, now.capturedAmount - now.refundedAmount, "reversal");
      return this.status(reference);
    }
    if (now.status === "awaiting_shopper" || (now.status === "approved" && !row.orderId))
      await this.mark(reference, { cancelled: true });
    return this.status(reference);
  }

  async capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture> {
    const row = await this.record(reference);
    if (!row?.orderId)
      return { status: "refused", message: "Klarna has no order to capture for this payment." };
    const reply = await this.call(
      "POST",
      `/ordermanagement/v1/orders/${row.orderId}/captures`,
      { captured_amount: amount },
      captureReference,
    );
    if (reply.status >= 400) return { status: "refused", message: this.refusal(reply) };
    const after = await this.status(reference);
    return {
      status: "captured",
      captureId: text(reply.body.capture_id) ?? captureReference,
      amount,
      capturedTotal: after?.capturedAmount ?? amount,
    };
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const row = await this.record(reference);
    if (!row?.orderId)
      return { status: "refused", message: "Klarna has no order to refund for this payment." };
    const name = refundReference ?? `refund-${amount}`;
    const reply = await this.call(
      "POST",
      `/ordermanagement/v1/orders/${row.orderId}/refunds`,
      { refunded_amount: amount, reference: name.slice(0, 64) },
      `${reference}:${name}`,
    );
    if (reply.status >= 400) return { status: "refused", message: this.refusal(reply) };
    const after = await this.status(reference);
    return {
      status: "refunded",
      refundId: text(reply.body.refund_id) ?? name,
      amount,
      refundedTotal: after?.refundedAmount ?? amount,
    };
  }

  private async record(reference: string): Promise<RecordRow | null> {
    return providerRecord(this.db, "klarna", { reference });
  }

  private async mark(reference: string, change: Partial<Pick<RecordRow, "orderId" | "cancelled">>) {
    await changeProviderRecord(this.db, "klarna", reference, change);
  }

  /** Where the payment stands: the order's state once there is one, else the hosted page session's. */
  private async stateOf(row: RecordRow, redirectUrl: string | null = null): Promise<RedirectState> {
    const base: RedirectState = {
      reference: row.reference,
      token: row.token,
      status: "awaiting_shopper",
      providerStatus: "WAITING",
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
    if (row.orderId) {
      const order = await this.call("GET", `/ordermanagement/v1/orders/${row.orderId}`);
      const status = text(order.body.status) ?? "UNKNOWN";
      const captured = cents(order.body.captured_amount);
      const refunded = cents(order.body.refunded_amount);
      const mapped: Record<string, RedirectStatus> = {
        AUTHORIZED: "approved",
        PART_CAPTURED: "captured",
        CAPTURED: "captured",
        CANCELLED: "cancelled",
        EXPIRED: "expired",
        CLOSED: captured > 0 ? "captured" : "cancelled",
      };
      const shown = mapped[status] ?? "approved";
      return {
        ...base,
        status: shown === "captured" && refunded > 0 && refunded >= captured ? "refunded" : shown,
        providerStatus: status,
        capturedAmount: captured,
        refundedAmount: refunded,
        captureId: row.orderId,
        cancelledBy: shown === "cancelled" ? "merchant" : null,
        authorizationToken: null,
      };
    }
    if (row.cancelled)
      return { ...base, status: "cancelled", providerStatus: "CANCELLED", cancelledBy: "shopper" };
    const session = await this.call("GET", `/hpp/v1/sessions/${row.token}`);
    const status = text(session.body.status) ?? "WAITING";
    const token = text(session.body.authorization_token);
    const expiresAt = text(session.body.expires_at);
    const mapped: Record<string, RedirectStatus> = {
      WAITING: "awaiting_shopper",
      BACK: "awaiting_shopper",
      IN_PROGRESS: "awaiting_shopper",
      COMPLETED: token ? "approved" : "awaiting_shopper",
      CANCELLED: "cancelled",
      FAILED: "declined",
      ERROR: "declined",
      DISABLED: "expired",
    };
    const shown = mapped[status] ?? "awaiting_shopper";
    const url = redirectUrl ?? text(session.body.redirect_url) ?? (row.request?.redirectUrl || null);
    return {
      ...base,
      status: shown,
      providerStatus: status,
      redirect: shown === "awaiting_shopper" && url ? { url, form: null } : null,
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      reason:
        shown === "declined"
          ? "Klarna could not approve this purchase. Please choose another payment method."
          : null,
      cancelledBy: shown === "cancelled" ? "shopper" : null,
      authorizationToken: shown === "approved" ? token : null,
    };
  }
}
