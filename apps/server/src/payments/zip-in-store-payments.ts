import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import {
  type InStoreOutcome,
  type InStorePayments,
  type InStorePurchase,
  type InStoreRefund,
  InStoreUnavailable,
} from "./in-store-payments.ts";
import { redirectProviderRecords } from "./payments.tables.ts";
import { ZipApi, type ZipFetch, zipDollars, zipRefusal, zipText } from "./zip-api.ts";

type RecordRow = typeof redirectProviderRecords.$inferSelect;

/** The real Zip in store's settings (ZIP_IN_STORE_API_URL, ZIP_API_KEY, ZIP_LOCATION_ID; ADR 074). */
export interface ZipInStoreSettings {
  apiUrl: string;
  apiKey: string;
  /** The store location id Zip issues; every purchase request names it as its originator. */
  locationId: string;
}

/** Marks the in-store purchases in `redirect_provider_records` (Zip online's rows have none). */
export const zipInStoreChannel = "in-store";

const statuses: Record<string, InStoreOutcome["status"]> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const reversed = "The store reversed this purchase.";

/**
 * The real Zip in store (ADR 074), behind the store's in-store interface, against Zip's in-store
 * ('purchase request') API as its public documentation describes it: POST /purchaserequests with the
 * customer's 6-digit code (`accountIdentifier` of method `token`), the amount in dollars, the store's
 * reference as `refCode` and the store's Zip location as originator; polled at GET
 * /purchaserequests/{id} (Pending, Approved, Declined, Cancelled, Expired); cancelled at
 * /purchaserequests/{id}/cancel; refunded at /purchaserequests/{id}/refund. Where that documentation is
 * silent the shape follows reference/payments.md and is an assumption to check with Zip before going
 * live: the API key as a Bearer token (as Zip online), `Idempotency-Key` honoured on each write, an
 * approved purchase reversed by refunding it in full, and a refund's empty answer meaning done.
 * Zip's purchase id is kept by the store's reference in `redirect_provider_records`
 * (`session_id` 'in-store'). Never called by the tests.
 */
export class ZipInStorePayments implements InStorePayments {
  private readonly api: ZipApi;

  constructor(
    private readonly db: Db,
    private readonly settings: ZipInStoreSettings,
    private readonly logger: Logger,
    send?: ZipFetch,
  ) {
    this.api = new ZipApi(settings.apiUrl, settings.apiKey, logger, () => new InStoreUnavailable(), send);
  }

  /** Who is asking, as Zip wants it on every write: the store's location and its 'device' (the brand's site). */
  private originator(brand: string) {
    return { locationId: this.settings.locationId, deviceRefCode: `${brand}-web` };
  }

  async request(purchase: InStorePurchase): Promise<InStoreOutcome> {
    const first = await this.record(purchase.reference);
    if (first) return this.outcomeOf(first);
    const amount = zipDollars(purchase.amount);
    const reply = await this.api.call(
      "POST",
      "/purchaserequests",
      {
        originator: this.originator(purchase.brand),
        refCode: purchase.reference,
        payAmount: amount,
        capture: true,
        accountIdentifier: { method: "token", value: purchase.deviceCode },
        requiresAck: false,
        order: {
          totalAmount: amount,
          shippingAmount: 0,
          taxAmount: 0,
          items: [
            {
              name: `Order ${purchase.reference.slice(0, 8)}`,
              quantity: 1,
              amount,
              refCode: purchase.reference,
            },
          ],
        },
      },
      purchase.reference,
    );
    const id = zipText(reply.body.id);
    if (reply.status >= 400 || !id) {
      if (reply.status < 400) throw new InStoreUnavailable();
      // Refused outright (Zip's 402: not enough credit, a locked account): kept, so a retry answers the same
      const reason = zipRefusal(reply);
      await this.db
        .insert(redirectProviderRecords)
        .values({
          provider: "zip",
          reference: purchase.reference,
          token: `declined-${purchase.reference}`,
          sessionId: zipInStoreChannel,
          amount: purchase.amount,
          currency: purchase.currency,
          answer: { status: "Declined", reason },
        })
        .onConflictDoNothing();
      const saved = await this.record(purchase.reference);
      return saved ? this.outcomeOf(saved) : { status: "Declined", providerReference: "", reason };
    }
    await this.db
      .insert(redirectProviderRecords)
      .values({
        provider: "zip",
        reference: purchase.reference,
        token: id,
        sessionId: zipInStoreChannel,
        orderId: zipText(reply.body.receipt_number),
        amount: purchase.amount,
        currency: purchase.currency,
        request: { brand: purchase.brand },
      })
      .onConflictDoNothing();
    this.logger.info({ reference: purchase.reference, zipId: id }, "Zip in-store purchase request");
    return this.fromZip(id, reply.body);
  }

  async status(reference: string): Promise<InStoreOutcome | null> {
    const row = await this.record(reference);
    return row ? this.outcomeOf(row) : null;
  }

  async cancel(reference: string): Promise<InStoreOutcome | null> {
    const row = await this.record(reference);
    if (!row) return null;
    const now = await this.outcomeOf(row);
    if (now.status === "Approved") {
      // The customer was charged: the whole purchase is given back, and the store's record says so
      const outstanding = row.amount - row.refundedAmount;
      if (outstanding > 0) {
        const refund = await this.refund(reference, outstanding, "reversal");
        if (refund.status === "refused") return now;
      }
      await this.mark(reference, { answer: { status: "Cancelled", reason: reversed } });
      return { ...now, status: "Cancelled", reason: reversed };
    }
    // An unrecognised status may still be a request waiting at Zip: ask Zip to cancel it all the same
    if (now.status !== "Pending" && now.status !== "Unknown") return now;
    const reply = await this.api.call(
      "POST",
      `/purchaserequests/${encodeURIComponent(row.token)}/cancel`,
      { refCode: reference, originator: this.originator(row.request?.brand ?? "store") },
      `${reference}:cancel`,
    );
    if (reply.status >= 400) {
      this.logger.warn({ reference, status: reply.status }, "Zip refused to cancel a purchase request");
      return now;
    }
    return (await this.status(reference)) ?? now;
  }

  async refund(reference: string, amount: number, refundReference: string): Promise<InStoreRefund> {
    const row = await this.record(reference);
    if (!row || row.answer?.status === "Declined")
      return { status: "refused", message: "Zip has no such purchase." };
    if (!Number.isSafeInteger(amount) || amount < 1)
      return { status: "refused", message: "A refund is a whole number of cents above 0." };
    const now = await this.outcomeOf(row);
    if (now.status !== "Approved")
      return {
        status: "refused",
        message: `Zip cannot refund a purchase that is ${now.status.toLowerCase()}.`,
      };
    // Claimed under the record's lock: two refunds of one purchase take turns and never exceed it
    const claim = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [locked] = await tx
        .select()
        .from(redirectProviderRecords)
        .where(this.where(reference))
        .for("update");
      if (!locked) return { kind: "refused", message: "Zip has no such purchase." } as const;
      const earlier = locked.refunds[refundReference];
      if (earlier && earlier.amount !== amount)
        return { kind: "refused", message: "That refund reference was used for another amount." } as const;
      if (earlier?.state === "done") return { kind: "done", total: locked.refundedAmount } as const;
      // A claim still pending lost its answer: sent again with the same key, Zip answers the first
      if (earlier) return { kind: "send" } as const;
      if (locked.refundedAmount + amount > locked.amount)
        return {
          kind: "refused",
          message: `Zip can refund at most ${locked.amount - locked.refundedAmount} cents of this purchase.`,
        } as const;
      await tx
        .update(redirectProviderRecords)
        .set({ refunds: { ...locked.refunds, [refundReference]: { amount, state: "pending" } } })
        .where(this.where(reference));
      return { kind: "send" } as const;
    });
    if (claim.kind === "refused") return { status: "refused", message: claim.message };
    if (claim.kind === "done")
      return { status: "refunded", refundId: refundReference, amount, refundedTotal: claim.total };
    const reply = await this.api.call(
      "POST",
      `/purchaserequests/${encodeURIComponent(row.token)}/refund`,
      {
        refundAmount: zipDollars(amount),
        refCode: refundReference,
        originator: this.originator(row.request?.brand ?? "store"),
      },
      `${reference}:${refundReference}`,
    );
    if (reply.status >= 400) {
      // A definite no: the claim is withdrawn so staff may try again
      await this.db.execute(
        sql`update redirect_provider_records set refunds = refunds - ${refundReference}
            where provider = 'zip' and reference = ${reference} and session_id = ${zipInStoreChannel}`,
      );
      return { status: "refused", message: zipRefusal(reply, "refund") };
    }
    const [done] = await this.db
      .update(redirectProviderRecords)
      .set({
        refunds: sql`${redirectProviderRecords.refunds} || jsonb_build_object(${refundReference}::text, ${JSON.stringify({ amount, state: "done" })}::jsonb)`,
        refundedAmount: sql`${redirectProviderRecords.refundedAmount} + case when ${redirectProviderRecords.refunds} -> ${refundReference} ->> 'state' = 'pending' then ${amount}::int else 0 end`,
        updatedAt: new Date(),
      })
      .where(this.where(reference))
      .returning();
    return {
      status: "refunded",
      refundId: zipText(reply.body.id) ?? refundReference,
      amount,
      refundedTotal: done?.refundedAmount ?? amount,
    };
  }

  private where(reference: string) {
    return and(
      eq(redirectProviderRecords.provider, "zip"),
      eq(redirectProviderRecords.reference, reference),
      eq(redirectProviderRecords.sessionId, zipInStoreChannel),
    );
  }

  private async record(reference: string): Promise<RecordRow | null> {
    const [row] = await this.db.select().from(redirectProviderRecords).where(this.where(reference));
    return row ?? null;
  }

  private async mark(reference: string, change: Partial<Pick<RecordRow, "answer">>): Promise<void> {
    await this.db
      .update(redirectProviderRecords)
      .set({ ...change, updatedAt: new Date() })
      .where(this.where(reference));
  }

  /** The store's word (a refusal or a reversal) when it has one, else Zip's. */
  private async outcomeOf(row: RecordRow): Promise<InStoreOutcome> {
    const written = row.answer?.status;
    if (written === "Declined" || written === "Cancelled")
      return {
        status: written,
        providerReference: row.orderId ?? row.token,
        reason: row.answer?.reason ?? null,
      };
    const reply = await this.api.call("GET", `/purchaserequests/${encodeURIComponent(row.token)}`);
    // Zip not knowing a purchase it created is treated as no answer: the store asks again later
    if (reply.status >= 400) throw new InStoreUnavailable();
    return this.fromZip(row.orderId ?? row.token, reply.body);
  }

  private fromZip(fallback: string, body: Record<string, unknown>): InStoreOutcome {
    const raw = zipText(body.status);
    const status = (raw ? statuses[raw.toLowerCase()] : undefined) ?? "Unknown";
    // A status Zip added after this adapter was written is not guessed at: the store waits (checkout s.3)
    if (status === "Unknown") this.logger.warn({ zipStatus: raw ?? null }, "Zip answered an unknown status");
    return {
      status,
      providerReference: zipText(body.receipt_number) ?? fallback,
      reason:
        status === "Declined"
          ? (zipText(body.reason) ?? "Zip declined this purchase. Please choose another payment method.")
          : null,
    };
  }
}
