import { brandIds } from "@store/domain/brands";
import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { cardSandboxMaxAmount } from "./card-sandbox.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import {
  type InStoreOutcome,
  type InStorePayments,
  type InStorePurchase,
  type InStoreRefund,
  InStoreUnavailable,
  inStoreProvider,
} from "./in-store-payments.ts";
import { zipSandboxPurchases, zipSandboxRefunds } from "./payments.tables.ts";
import { newSandboxReference } from "./sandbox-reference.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the Zip sandbox's pages live (the customer's 'app'). */
export const zipSandboxBase = "/sandbox/zip";

/**
 * Device codes that answer on their own (reference/payments.md, Zip in-store: the triggers are the
 * store's choice): after `zipAutoAnswerSeconds` the customer approves, declines or cancels; the silent
 * code never answers, so the store's 65-second wait ends in its timeout. Any other 6-digit code waits for
 * someone to answer on the sandbox's device page.
 */
export const zipSandboxCodes = [
  { code: "100001", label: "The customer approves after a few seconds", answer: "approved" },
  { code: "100002", label: "Declined by Zip after a few seconds (not enough credit)", answer: "declined" },
  { code: "100003", label: "The customer never answers (the store times out)", answer: null },
  { code: "100004", label: "The customer cancels in their app after a few seconds", answer: "cancelled" },
] as const;

/** Seconds before a trigger code answers. */
export const zipAutoAnswerSeconds = 3;
/** Minutes a purchase request waits for the customer before it expires. */
export const zipRequestMinutes = 10;

const declinedReason = "Zip declined this purchase: the customer's available credit is too low.";
const declinedInApp = "The customer declined the purchase in their Zip app.";

type PurchaseRow = typeof zipSandboxPurchases.$inferSelect;

const shown: Record<PurchaseRow["state"], InStoreOutcome["status"]> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const outcomeOf = (row: PurchaseRow): InStoreOutcome => ({
  status: shown[row.state],
  providerReference: row.providerReference,
  reason: row.reason,
});

/** What a purchase on the device page shows the customer. */
export interface ZipDevicePurchase {
  providerReference: string;
  brand: PurchaseRow["brand"];
  amount: number;
  currency: PurchaseRow["currency"];
  createdAt: Date;
}

/**
 * The Zip in-store sandbox (ADR 035): keeps each purchase request by the store's reference (a retry
 * finds the first), answers by trigger code or by the customer on its device page, expires requests
 * left unanswered, and reverses an approved purchase the store cancels. Answers are worked out when
 * asked (no timers), so a test's clock decides them. Each answer is also sent to the store as a signed
 * webhook (ADR 039), twice when the amount has odd cents.
 */
export class ZipSandbox implements InStorePayments {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly webhooks: SandboxWebhooks | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Tells the store a purchase was answered (SandboxWebhooks.announce: queued, never thrown). */
  private async announce(row: PurchaseRow): Promise<void> {
    await this.webhooks?.announce({
      provider: inStoreProvider,
      brand: row.brand,
      reference: row.reference,
      type: `purchase.${row.state}`,
      amount: row.amount,
    });
  }

  async request(purchase: InStorePurchase): Promise<InStoreOutcome> {
    const first = await this.current(purchase.reference);
    if (first) return outcomeOf(first);
    const problem = requestProblem(purchase);
    const [inserted] = await this.db
      .insert(zipSandboxPurchases)
      .values({
        reference: purchase.reference,
        providerReference: newSandboxReference("ZIP"),
        brand: purchase.brand,
        amount: purchase.amount,
        currency: purchase.currency,
        deviceCode: purchase.deviceCode,
        state: problem ? "declined" : "pending",
        reason: problem,
        createdAt: this.now(),
        decidedAt: problem ? this.now() : null,
      })
      .onConflictDoNothing({ target: zipSandboxPurchases.reference })
      .returning();
    if (!inserted) {
      // A concurrent request with the same reference won: its purchase is the one
      const winner = await this.current(purchase.reference);
      if (!winner) throw new Error("a sandbox purchase vanished between its insert and its read");
      return outcomeOf(winner);
    }
    this.logger.info(
      { reference: purchase.reference, providerReference: inserted.providerReference, state: inserted.state },
      "sandbox Zip purchase request",
    );
    // The infrastructure fault trigger: the request is taken, the answer is lost (the store must retry)
    if (purchase.amount === infrastructureFaultAmount) throw new InStoreUnavailable();
    return outcomeOf(inserted);
  }

  async status(reference: string): Promise<InStoreOutcome | null> {
    const row = await this.current(reference);
    return row ? outcomeOf(row) : null;
  }

  async cancel(reference: string): Promise<InStoreOutcome | null> {
    const row = await this.current(reference);
    if (!row) return null;
    if (row.state !== "pending" && row.state !== "approved") return outcomeOf(row);
    const reason = row.state === "approved" ? "The store reversed this purchase." : null;
    const [moved] = await this.db
      .update(zipSandboxPurchases)
      .set({ state: "cancelled", reason, decidedAt: this.now() })
      .where(and(eq(zipSandboxPurchases.reference, reference), eq(zipSandboxPurchases.state, row.state)))
      .returning();
    if (moved) await this.announce(moved);
    return outcomeOf(moved ?? (await this.current(reference)) ?? row);
  }

  async refund(reference: string, amount: number, refundReference: string): Promise<InStoreRefund> {
    if (!Number.isSafeInteger(amount) || amount < 1)
      return { status: "refused", message: "A refund is a whole number of cents above 0." };
    const refunds = await this.db.$count(
      zipSandboxRefunds,
      and(
        eq(zipSandboxRefunds.purchaseReference, reference),
        eq(zipSandboxRefunds.refundReference, refundReference),
      ),
    );
    const answer = await this.refundOnce(reference, amount, refundReference);
    // The infrastructure fault trigger: the refund is made, the answer is lost (the store must retry)
    if (refunds === 0 && answer.status === "refunded" && amount === infrastructureFaultAmount)
      throw new InStoreUnavailable();
    return answer;
  }

  private async refundOnce(
    reference: string,
    amount: number,
    refundReference: string,
  ): Promise<InStoreRefund> {
    return this.db.transaction(async (tx) => {
      // The purchase's lock: two refunds of one purchase take turns, so together they never exceed it
      const [purchase] = await tx
        .select()
        .from(zipSandboxPurchases)
        .where(eq(zipSandboxPurchases.reference, reference))
        .for("update");
      if (!purchase) return { status: "refused", message: "Zip has no such purchase." } as const;
      const [earlier] = await tx
        .select()
        .from(zipSandboxRefunds)
        .where(
          and(
            eq(zipSandboxRefunds.purchaseReference, reference),
            eq(zipSandboxRefunds.refundReference, refundReference),
          ),
        );
      if (earlier)
        return earlier.amount === amount
          ? ({
              status: "refunded",
              refundId: earlier.refundId,
              amount,
              refundedTotal: purchase.refundedAmount,
            } as const)
          : ({ status: "refused", message: "That refund reference was used for another amount." } as const);
      if (purchase.state !== "approved")
        return {
          status: "refused",
          message: `Zip cannot refund a purchase that is ${purchase.state}.`,
        } as const;
      const refundedTotal = purchase.refundedAmount + amount;
      if (refundedTotal > purchase.amount)
        return {
          status: "refused",
          message: `Zip can refund at most ${purchase.amount - purchase.refundedAmount} cents of this purchase.`,
        } as const;
      const refundId = newSandboxReference("ZRF");
      await tx
        .insert(zipSandboxRefunds)
        .values({ purchaseReference: reference, refundReference, refundId, amount });
      await tx
        .update(zipSandboxPurchases)
        .set({ refundedAmount: refundedTotal })
        .where(eq(zipSandboxPurchases.reference, reference));
      this.logger.info({ reference, refundId, amount, refundedTotal }, "sandbox Zip refund");
      return { status: "refunded", refundId, amount, refundedTotal } as const;
    });
  }

  /** The purchases waiting for the customer with this code (the device page). */
  async waitingFor(deviceCode: string): Promise<ZipDevicePurchase[]> {
    const rows = await this.db
      .select()
      .from(zipSandboxPurchases)
      .where(and(eq(zipSandboxPurchases.deviceCode, deviceCode), eq(zipSandboxPurchases.state, "pending")))
      .orderBy(asc(zipSandboxPurchases.createdAt));
    const decided = await Promise.all(rows.map((row) => this.decide(row)));
    return decided
      .filter((row) => row.state === "pending")
      .map((row) => ({
        providerReference: row.providerReference,
        brand: row.brand,
        amount: row.amount,
        currency: row.currency,
        createdAt: row.createdAt,
      }));
  }

  /** The customer answers on the device page; false when the purchase is no longer waiting. */
  async answer(providerReference: string, approve: boolean): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.providerReference, providerReference));
    if (!row || (await this.decide(row)).state !== "pending") return false;
    const moved = await this.db
      .update(zipSandboxPurchases)
      .set({
        state: approve ? "approved" : "declined",
        reason: approve ? null : declinedInApp,
        decidedAt: this.now(),
      })
      .where(
        and(
          eq(zipSandboxPurchases.providerReference, providerReference),
          eq(zipSandboxPurchases.state, "pending"),
        ),
      )
      .returning();
    for (const purchase of moved) await this.announce(purchase);
    return moved.length > 0;
  }

  private async current(reference: string): Promise<PurchaseRow | null> {
    const [row] = await this.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.reference, reference));
    return row ? this.decide(row) : null;
  }

  /** A pending purchase's answer once it is due (a trigger code, or expiry), written once. */
  private async decide(row: PurchaseRow): Promise<PurchaseRow> {
    if (row.state !== "pending") return row;
    const waited = this.now().getTime() - row.createdAt.getTime();
    const trigger = zipSandboxCodes.find((c) => c.code === row.deviceCode)?.answer ?? null;
    const next =
      waited >= zipRequestMinutes * 60_000
        ? ({ state: "expired", reason: null } as const)
        : trigger && waited >= zipAutoAnswerSeconds * 1000
          ? ({ state: trigger, reason: trigger === "declined" ? declinedReason : null } as const)
          : null;
    if (!next) return row;
    const [moved] = await this.db
      .update(zipSandboxPurchases)
      .set({ ...next, decidedAt: this.now() })
      .where(and(eq(zipSandboxPurchases.reference, row.reference), eq(zipSandboxPurchases.state, "pending")))
      .returning();
    if (moved) {
      await this.announce(moved);
      return moved;
    }
    // Someone else answered it first: theirs stands
    const [again] = await this.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.reference, row.reference));
    return again ?? row;
  }
}

/** What is wrong with a purchase request itself (declined at once, as Zip would), if anything. */
function requestProblem(purchase: InStorePurchase): string | null {
  if (!/^\d{6}$/.test(purchase.deviceCode))
    return "The Zip code must be the 6 digits the customer's app shows.";
  if (!Number.isSafeInteger(purchase.amount) || purchase.amount < 1 || purchase.amount > cardSandboxMaxAmount)
    return "The amount is not one Zip can take.";
  if (!(brandIds as readonly string[]).includes(purchase.brand)) return "The merchant is not known to Zip.";
  return null;
}
