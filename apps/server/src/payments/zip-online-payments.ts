import type { RedirectLimits } from "@store/domain/redirect-payment";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
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
import {
  ZipApi,
  type ZipFetch,
  type ZipReply,
  zipCents,
  zipDollars,
  zipErrorCode,
  zipRefusal,
  zipText,
} from "./zip-api.ts";

type RecordRow = typeof redirectProviderRecords.$inferSelect;

/** The real Zip's settings (ZIP_API_URL, ZIP_API_KEY; ADR 074). */
export interface ZipSettings {
  apiUrl: string;
  apiKey: string;
}

/** Zip's checkout states, in the store's words ('completed' and 'authorised': charged, see `confirm`). */
const checkoutStatus: Record<string, RedirectStatus> = {
  created: "awaiting_shopper",
  approved: "approved",
  referred: "under_review",
  declined: "declined",
  cancelled: "cancelled",
  expired: "expired",
  authorised: "approved",
  authorized: "approved",
  completed: "approved",
};

/** Zip's charge states, in the store's words. */
const chargeStatus: Record<string, RedirectStatus> = {
  authorised: "approved",
  authorized: "approved",
  approved: "captured",
  captured: "captured",
  cancelled: "cancelled",
  declined: "declined",
  refunded: "refunded",
};

const declinedApplication = "Zip declined this application. Please choose another payment method.";

/**
 * The real Zip online (ADR 074), behind the store's redirect interface: a standard checkout whose
 * `redirect_uri` is the store's return page (Zip adds `result` and `checkoutId`), then a charge against
 * the approved checkout (`authority: checkout_id`), captured at once; the orders desk captures an
 * authorised charge once (Zip releases the rest), cancels it, or refunds through `/refunds`. Every write
 * carries an `Idempotency-Key` from the store's reference (or the desk action's key), so a retry after
 * a lost answer finds the first checkout, charge or refund. Zip's ids are kept by the store's reference
 * in `redirect_provider_records` (the in-store purchases share the table, told apart by `session_id`).
 * Written from Zip's public merchant API documentation; never called by the tests.
 */
export class ZipOnlinePayments implements RedirectPayments {
  readonly provider = "zip" as const;
  private readonly api: ZipApi;

  constructor(
    private readonly db: Db,
    settings: ZipSettings,
    logger: Logger,
    send?: ZipFetch,
  ) {
    this.api = new ZipApi(
      settings.apiUrl,
      settings.apiKey,
      logger,
      () => new RedirectProviderUnavailable("Zip"),
      send,
    );
  }

  async limits(_currency: CardCurrency): Promise<RedirectLimits | null> {
    // Zip decides each application against the shopper's credit; the merchant's range is not an API call
    return null;
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const first = await this.record(request.reference);
    if (first) return this.stateOf(first);
    const amount = zipDollars(request.amount);
    const reply = await this.api.call(
      "POST",
      "/checkouts",
      {
        type: "standard",
        shopper: {
          first_name: request.shopper.firstName,
          last_name: request.shopper.lastName,
          email: request.shopper.email,
        },
        order: {
          reference: request.reference,
          amount,
          currency: request.currency,
          items: [
            {
              name: `Order ${request.reference.slice(0, 8)}`,
              amount,
              quantity: 1,
              type: "sku",
              reference: request.reference,
            },
          ],
        },
        config: { redirect_uri: request.returnUrl },
        metadata: { brand: request.brand },
      },
      request.reference,
    );
    const token = zipText(reply.body.id);
    const uri = zipText(reply.body.uri);
    if (reply.status >= 400 || !token || !uri) return { status: "error", message: zipRefusal(reply) };
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "zip",
        reference: request.reference,
        token,
        amount: request.amount,
        currency: request.currency,
        // Zip's read of a checkout may not repeat where to send the shopper
        request: { redirectUrl: uri },
      })
      .onConflictDoNothing();
    const saved = await this.record(request.reference);
    if (!saved) throw new Error("a Zip record vanished after its insert");
    return saved.token === token ? this.fromCheckout(saved, reply.body) : this.stateOf(saved);
  }

  async lookup(token: string): Promise<RedirectState | null> {
    if (!/^[0-9A-Za-z._-]{1,100}$/.test(token)) return null;
    const [row] = await this.db
      .select()
      .from(redirectProviderRecords)
      .where(
        and(
          eq(redirectProviderRecords.provider, "zip"),
          eq(redirectProviderRecords.token, token),
          isNull(redirectProviderRecords.sessionId),
        ),
      );
    return row ? this.stateOf(row) : null;
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    return row ? this.stateOf(row) : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.record(reference);
    if (!row) throw new Error("Zip has no checkout for this reference");
    const now = await this.stateOf(row);
    if (now.status === "awaiting_shopper" && returned.cancelled) {
      await this.mark(reference, { cancelled: true, answer: { cancelledBy: "shopper" } });
      return {
        ...now,
        status: "cancelled",
        providerStatus: "cancelled",
        cancelledBy: "shopper",
        redirect: null,
      };
    }
    if (now.status !== "approved") return now;
    if (row.orderId) {
      // A charge Zip holds authorised (the desk's flow): captured in full
      await this.capture(reference, row.amount, `${reference}:capture`);
      return (await this.status(reference)) ?? now;
    }
    const charge = await this.charge(row, true);
    if ("declined" in charge) return { ...now, ...charge.declined };
    return this.fromCharge({ ...row, orderId: charge.id }, charge.body);
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    if (!row) return null;
    const now = await this.stateOf(row);
    if (row.orderId && now.status === "approved") {
      const cancelled = await this.api.call(
        "POST",
        `/charges/${encodeURIComponent(row.orderId)}/cancel`,
        {},
        `${reference}:cancel`,
      );
      if (cancelled.status >= 400) return now;
      return this.status(reference);
    }
    if (now.status === "captured" && now.capturedAmount > now.refundedAmount) {
      await this.refund(reference, now.capturedAmount - now.refundedAmount, "reversal");
      return this.status(reference);
    }
    if (
      !row.orderId &&
      (now.status === "awaiting_shopper" || now.status === "approved" || now.status === "under_review")
    )
      // Zip has no call to withdraw a checkout: the store's record ends it, and it is never charged
      await this.mark(reference, { cancelled: true, answer: { cancelledBy: "merchant" } });
    return this.status(reference);
  }

  async capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture> {
    const row = await this.record(reference);
    if (!row) return { status: "refused", message: "Zip has no checkout for this payment." };
    const now = await this.stateOf(row);
    let chargeId = row.orderId;
    if (!chargeId) {
      if (now.status !== "approved")
        return { status: "refused", message: `Zip cannot capture a payment that is ${now.status}.` };
      // The shopper approved but nothing was charged: the whole amount is authorised, then captured once
      const charge = await this.charge(row, false);
      if ("declined" in charge)
        return { status: "refused", message: charge.declined.reason ?? declinedApplication };
      chargeId = charge.id;
    }
    const reply = await this.api.call(
      "POST",
      `/charges/${encodeURIComponent(chargeId)}/capture`,
      { amount: zipDollars(amount) },
      captureReference,
    );
    if (reply.status >= 400)
      return {
        status: "refused",
        message:
          now.status === "captured"
            ? "Zip captures a charge once: the rest of the authorisation was released when it was captured."
            : zipRefusal(reply),
      };
    const captured = zipCents(reply.body.captured_amount) || amount;
    return {
      status: "captured",
      captureId: zipText(reply.body.id) ?? chargeId,
      amount,
      capturedTotal: captured,
    };
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const row = await this.record(reference);
    if (!row?.orderId) return { status: "refused", message: "Zip has no charge to refund for this payment." };
    const name = refundReference ?? `refund-${amount}`;
    const reply = await this.api.call(
      "POST",
      "/refunds",
      {
        charge_id: row.orderId,
        reason: name === "reversal" ? "The store reversed this order" : "Refund from the store",
        amount: zipDollars(amount),
        reference: name.slice(0, 64),
      },
      `${reference}:${name}`,
    );
    if (reply.status >= 400) return { status: "refused", message: zipRefusal(reply, "refund") };
    const after = await this.status(reference);
    return {
      status: "refunded",
      refundId: zipText(reply.body.id) ?? name,
      amount,
      refundedTotal: after?.refundedAmount ?? amount,
    };
  }

  /**
   * Charges the approved checkout (captured at once, or authorised for the desk). Its key is the store's
   * reference, so a retry after a lost answer is answered with the first charge. A refusal (Zip's 402) is
   * written down, so the payment stays declined with Zip's reason.
   */
  private async charge(
    row: RecordRow,
    capture: boolean,
  ): Promise<
    | { id: string; body: Record<string, unknown> }
    | { declined: Pick<RedirectState, "status" | "providerStatus" | "reason" | "redirect"> }
  > {
    const reply = await this.api.call(
      "POST",
      "/charges",
      {
        authority: { type: "checkout_id", value: row.token },
        reference: row.reference,
        amount: zipDollars(row.amount),
        currency: row.currency,
        capture,
      },
      `${row.reference}:charge`,
    );
    const id = zipText(reply.body.id);
    if (reply.status >= 400 || zipText(reply.body.state) === "declined") {
      const code = zipErrorCode(reply) ?? "declined";
      await this.mark(row.reference, {
        answer: { declined: code, reason: reply.status >= 400 ? zipRefusal(reply) : declinedApplication },
        ...(id ? { orderId: id } : {}),
      });
      const saved = await this.record(row.reference);
      return { declined: this.declinedOf(saved ?? row) };
    }
    if (!id) throw new RedirectProviderUnavailable("Zip");
    await this.mark(row.reference, { orderId: id });
    return { id, body: reply.body };
  }

  private declinedOf(row: RecordRow) {
    return {
      status: "declined" as const,
      providerStatus: row.answer?.declined ?? "declined",
      reason: row.answer?.reason ?? declinedApplication,
      redirect: null,
    };
  }

  private async record(reference: string): Promise<RecordRow | null> {
    const [row] = await this.db
      .select()
      .from(redirectProviderRecords)
      .where(
        and(
          eq(redirectProviderRecords.provider, "zip"),
          eq(redirectProviderRecords.reference, reference),
          isNull(redirectProviderRecords.sessionId),
        ),
      );
    return row ?? null;
  }

  private async mark(
    reference: string,
    change: Partial<Pick<RecordRow, "orderId" | "cancelled" | "answer">>,
  ): Promise<void> {
    await this.db
      .update(redirectProviderRecords)
      .set({ ...change, updatedAt: new Date() })
      .where(
        and(
          eq(redirectProviderRecords.provider, "zip"),
          eq(redirectProviderRecords.reference, reference),
          isNull(redirectProviderRecords.sessionId),
        ),
      );
  }

  private base(row: RecordRow): RedirectState {
    return {
      reference: row.reference,
      token: row.token,
      status: "awaiting_shopper",
      providerStatus: "created",
      amount: row.amount,
      capturedAmount: 0,
      refundedAmount: 0,
      redirect: null,
      expiresAt: null,
      captureId: null,
      reason: null,
      cancelledBy: null,
    };
  }

  /** Where the payment stands: a refusal written down, the charge once there is one, else the checkout. */
  private async stateOf(row: RecordRow): Promise<RedirectState> {
    if (row.answer?.declined) return { ...this.base(row), ...this.declinedOf(row), captureId: row.orderId };
    if (row.orderId) {
      const charge = await this.read(`/charges/${encodeURIComponent(row.orderId)}`);
      return this.fromCharge(row, charge.body);
    }
    if (row.cancelled)
      return {
        ...this.base(row),
        status: "cancelled",
        providerStatus: "cancelled",
        cancelledBy: row.answer?.cancelledBy === "shopper" ? "shopper" : "merchant",
      };
    const checkout = await this.read(`/checkouts/${encodeURIComponent(row.token)}`);
    return this.fromCheckout(row, checkout.body);
  }

  /** A read Zip must answer: a refusal to read what it gave the store is treated as no answer. */
  private async read(path: string): Promise<ZipReply> {
    const reply = await this.api.call("GET", path);
    if (reply.status >= 400) throw new RedirectProviderUnavailable("Zip");
    return reply;
  }

  private fromCheckout(row: RecordRow, body: Record<string, unknown>): RedirectState {
    const state = zipText(body.state) ?? "created";
    const shown = checkoutStatus[state] ?? "awaiting_shopper";
    const url = zipText(body.uri) ?? (row.request?.redirectUrl || null);
    const expiry = zipText(body.expiry);
    return {
      ...this.base(row),
      status: shown,
      providerStatus: state,
      redirect: shown === "awaiting_shopper" && url ? { url, form: null } : null,
      expiresAt: expiry && !Number.isNaN(Date.parse(expiry)) ? new Date(expiry) : null,
      reason: shown === "declined" ? declinedApplication : null,
      cancelledBy: shown === "cancelled" ? "shopper" : null,
    };
  }

  private fromCharge(row: RecordRow, body: Record<string, unknown>): RedirectState {
    const state = zipText(body.state) ?? "authorised";
    const mapped = chargeStatus[state] ?? "approved";
    const taken = mapped === "captured" || mapped === "refunded";
    const captured = zipCents(body.captured_amount) || (taken ? zipCents(body.amount) || row.amount : 0);
    const refunded = zipCents(body.refunded_amount);
    const shown = mapped === "captured" && refunded > 0 && refunded >= captured ? "refunded" : mapped;
    return {
      ...this.base(row),
      status: shown,
      providerStatus: state,
      capturedAmount: captured,
      refundedAmount: refunded,
      captureId: row.orderId,
      reason: shown === "declined" ? declinedApplication : null,
      cancelledBy: shown === "cancelled" ? "merchant" : null,
    };
  }
}
