import { brands } from "@store/domain/brands";
import { centsOfDecimalAmount, decimalAmount, type RedirectLimits } from "@store/domain/redirect-payment";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { signedHumm, verifyHummFields } from "./humm-signature.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
import type { ProviderFetch } from "./provider-call.ts";
import { changeProviderRecord, type ProviderRecord, providerRecord } from "./provider-records.ts";
import {
  type RedirectAnswer,
  type RedirectCapture,
  type RedirectCheckoutRequest,
  type RedirectPayments,
  RedirectProviderUnavailable,
  type RedirectRefund,
  type RedirectState,
} from "./redirect-payments.ts";
import { withParams } from "./redirect-sandbox.ts";

type RecordRow = ProviderRecord;

/** The real Humm's settings (HUMM_ACCOUNT_ID, HUMM_API_KEY, HUMM_GATEWAY_URL, HUMM_REFUND_URL; ADR 042). */
export interface HummSettings {
  accountId: string;
  apiKey: string;
  gatewayUrl: string;
  refundUrl: string;
}

const finalResults = new Set(["completed", "failed"]);

/**
 * The real Humm (ADR 042), behind the store's redirect interface. Humm's offsite protocol has no call
 * to create or read a purchase: the store signs the form itself, and Humm's only word is its signed
 * answer (the shopper's return and the callback). So this adapter keeps, per payment, the request it
 * signed and the last answer whose signature it verified (`redirect_provider_records`), and answers
 * `status` from them; refunds go to Humm's refund endpoint, signed the same way. A refund whose answer
 * was lost is not sent again (Humm takes no idempotency key): staff check Humm's portal. Written from
 * Humm's public integration guide; not run in the tests.
 */
export class HummPayments implements RedirectPayments {
  readonly provider = "humm" as const;

  constructor(
    private readonly db: Db,
    private readonly settings: HummSettings,
    private readonly logger: Logger,
    private readonly send: ProviderFetch = (url, init) => fetch(url, init),
  ) {}

  async limits(_currency: CardCurrency): Promise<RedirectLimits | null> {
    return { minimum: 1_00, maximum: 30_000_00 };
  }

  verifySigned(fields: Readonly<Record<string, string>>): boolean {
    return fields.x_account_id === this.settings.accountId && verifyHummFields(this.settings.apiKey, fields);
  }

  async takeSigned(fields: Readonly<Record<string, string>>): Promise<void> {
    if (!this.verifySigned(fields)) return;
    // A final answer is never replaced by a later 'pending' (or by a replay of an older one)
    await this.db
      .update(redirectProviderRecords)
      .set({ answer: { ...fields }, orderId: fields.x_purchase_number || null, updatedAt: new Date() })
      .where(
        and(
          eq(redirectProviderRecords.provider, "humm"),
          eq(redirectProviderRecords.reference, fields.x_reference ?? ""),
          sql`coalesce(${redirectProviderRecords.answer}->>'x_result', 'pending') not in ('completed', 'failed')`,
        ),
      );
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const brand = brands[request.brand];
    const fields: Record<string, string> = {
      x_account_id: this.settings.accountId,
      x_amount: decimalAmount(request.amount),
      x_currency: request.currency,
      x_customer_email: request.shopper.email,
      x_customer_first_name: request.shopper.firstName,
      x_customer_last_name: request.shopper.lastName,
      x_reference: request.reference,
      x_shop_country: brand.country,
      x_shop_name: brand.name,
      x_test: "false",
      x_url_callback: request.notifyUrl ?? "",
      x_url_cancel: withParams(request.cancelUrl, { cancelled: "true", x_reference: request.reference }),
      x_url_complete: request.returnUrl,
    };
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "humm",
        reference: request.reference,
        // Humm names the purchase only in its answer: until then the store's reference is the token
        token: request.reference,
        amount: request.amount,
        currency: request.currency,
        request: fields,
      })
      .onConflictDoNothing();
    const row = await this.record(request.reference);
    if (!row) throw new Error("a Humm record vanished after its insert");
    return this.stateOf(row);
  }

  async lookup(token: string): Promise<RedirectState | null> {
    return this.status(token);
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    return row ? this.stateOf(row) : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.record(reference);
    if (!row) throw new Error("Humm has no purchase for this reference");
    if (returned.cancelled && !finalResults.has(row.answer?.x_result ?? "")) {
      await this.mark(reference, { cancelled: true });
      return this.stateOf({ ...row, cancelled: true });
    }
    return this.stateOf(row);
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.record(reference);
    if (!row) return null;
    const now = this.stateOf(row);
    if (now.status === "captured" && now.capturedAmount > now.refundedAmount) {
      // Humm has no cancel of a completed purchase: the whole of it is refunded
      await this.refund(reference, now.capturedAmount - now.refundedAmount, "reversal");
      return this.status(reference);
    }
    if (now.status === "awaiting_shopper" || now.status === "under_review")
      await this.mark(reference, { cancelled: true });
    return this.status(reference);
  }

  async capture(): Promise<RedirectCapture> {
    return {
      status: "refused",
      message: "Humm charges as the customer completes: there is nothing to capture.",
    };
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const name = refundReference ?? `refund-${amount}`;
    // Claimed first, under the record's lock: a refund is sent once, however often it is asked for
    const claim = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select()
        .from(redirectProviderRecords)
        .where(
          and(eq(redirectProviderRecords.provider, "humm"), eq(redirectProviderRecords.reference, reference)),
        )
        .for("update");
      const refused = (message: string) => ({ kind: "refused", message }) as const;
      if (!row) return refused("Humm has no purchase for this payment.");
      const earlier = row.refunds[name];
      if (earlier?.state === "done")
        return { kind: "done", amount: earlier.amount, total: row.refundedAmount } as const;
      if (earlier)
        return refused(
          "Humm's answer to this refund was lost. Check the refund in Humm's merchant portal before trying again.",
        );
      const state = this.stateOf(row);
      if (state.status !== "captured" && state.status !== "refunded")
        return refused("Only a completed Humm purchase can be refunded.");
      if (!Number.isSafeInteger(amount) || amount < 1 || row.refundedAmount + amount > state.capturedAmount)
        return refused("A refund cannot return more than was paid.");
      await tx
        .update(redirectProviderRecords)
        .set({ refunds: { ...row.refunds, [name]: { amount, state: "pending" } }, updatedAt: new Date() })
        .where(
          and(eq(redirectProviderRecords.provider, "humm"), eq(redirectProviderRecords.reference, reference)),
        );
      return { kind: "send", row } as const;
    });
    if (claim.kind === "refused") return { status: "refused", message: claim.message };
    if (claim.kind === "done")
      return { status: "refunded", refundId: name, amount: claim.amount, refundedTotal: claim.total };
    const body = signedHumm(this.settings.apiKey, {
      x_merchant_number: this.settings.accountId,
      x_purchase_number: claim.row.orderId ?? "",
      x_amount: decimalAmount(amount),
      x_reason: name.slice(0, 100),
    });
    const { x_signature: signature, ...fields } = body;
    let response: Response;
    try {
      response = await this.send(this.settings.refundUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...fields, signature }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      this.logger.error({ err: error, reference }, "Humm did not answer a refund");
      throw new RedirectProviderUnavailable("Humm");
    }
    if (response.status >= 500) throw new RedirectProviderUnavailable("Humm");
    if (!response.ok) {
      // A definite no: the claim is withdrawn so staff may try again
      await this.db.execute(
        sql`update redirect_provider_records set refunds = refunds - ${name} where provider = 'humm' and reference = ${reference}`,
      );
      return { status: "refused", message: `Humm refused the refund (${response.status}).` };
    }
    const [row] = await this.db
      .update(redirectProviderRecords)
      .set({
        refunds: sql`jsonb_set(${redirectProviderRecords.refunds}, ${`{${name}}`}::text[], ${JSON.stringify({ amount, state: "done" })}::jsonb)`,
        refundedAmount: sql`${redirectProviderRecords.refundedAmount} + ${amount}`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(redirectProviderRecords.provider, "humm"), eq(redirectProviderRecords.reference, reference)),
      )
      .returning();
    return { status: "refunded", refundId: name, amount, refundedTotal: row?.refundedAmount ?? amount };
  }

  private async record(reference: string): Promise<RecordRow | null> {
    return providerRecord(this.db, "humm", { reference });
  }

  private async mark(reference: string, change: Partial<Pick<RecordRow, "cancelled">>) {
    await changeProviderRecord(this.db, "humm", reference, change);
  }

  /** Where the purchase stands by Humm's last verified answer (its only word), or the store's cancel. */
  private stateOf(row: RecordRow): RedirectState {
    const answer = row.answer ?? null;
    const result = answer?.x_result ?? (row.cancelled ? "cancelled" : "pending");
    const paid = result === "completed" ? (centsOfDecimalAmount(answer?.x_amount ?? "") ?? row.amount) : 0;
    const status =
      result === "completed"
        ? paid > 0 && row.refundedAmount >= paid
          ? "refunded"
          : "captured"
        : result === "failed"
          ? "declined"
          : result === "cancelled"
            ? "cancelled"
            : "awaiting_shopper";
    return {
      reference: row.reference,
      token: row.token,
      status,
      providerStatus: result,
      amount: row.amount,
      capturedAmount: paid,
      refundedAmount: row.refundedAmount,
      redirect:
        status === "awaiting_shopper" && row.request
          ? { url: this.settings.gatewayUrl, form: signedHumm(this.settings.apiKey, row.request) }
          : null,
      expiresAt: null,
      captureId: row.orderId,
      reason:
        status === "declined"
          ? (answer?.x_message ?? "Humm declined this application. Please choose another payment method.")
          : null,
      cancelledBy: status === "cancelled" ? "shopper" : null,
      authorizationToken: null,
    };
  }
}
