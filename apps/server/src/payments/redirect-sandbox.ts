import { brandIds } from "@store/domain/brands";
import type { RedirectLimits, RedirectProviderName } from "@store/domain/redirect-payment";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { cardSandboxMaxAmount } from "./card-sandbox.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import { redirectSandboxCheckouts, redirectSandboxRefunds } from "./payments.tables.ts";
import {
  type RedirectAnswer,
  type RedirectCheckoutRequest,
  type RedirectPayments,
  RedirectProviderUnavailable,
  type RedirectRefund,
  type RedirectState,
  type RedirectStatus,
} from "./redirect-payments.ts";
import { newSandboxReference } from "./sandbox-reference.ts";

type CheckoutRow = typeof redirectSandboxCheckouts.$inferSelect;
type SandboxState = CheckoutRow["state"];

/** What the shopper can do on a sandbox's approval page. */
export type ShopperAction = "approve" | "cancel" | "decline" | "refer";

/**
 * The amount's cents that make a sandbox decline the capture (or Zip's charge) after the shopper
 * approved: $x.51. The infrastructure fault is the card sandbox's $66.70 (reference/payments.md).
 */
export const captureDeclinedCents = 51;

/** One provider's behaviour and words: everything that differs between Afterpay, Zip online and PayPal. */
export interface RedirectSandboxProfile {
  provider: RedirectProviderName;
  /** As the shopper knows it: 'Afterpay'. */
  name: string;
  /** Where its pages live: '/sandbox/afterpay'. */
  base: string;
  /** Prepended to 20 random letters and digits: the checkout token's form. */
  tokenPrefix: string;
  tokenPattern: RegExp;
  /** The merchant's configured limits per currency (Afterpay), or none. */
  limits: RedirectLimits | null;
  /** How long the shopper has to approve before the checkout lapses. */
  checkoutMinutes: number;
  /** How long an approval waits for the store's capture before it lapses (Afterpay's 13 days). */
  authorisationDays: number;
  /** Whether the store posts a form to the approval page (its answer carries htmlFormToPost). */
  formPost: boolean;
  /** What the approval page offers besides approve and cancel. */
  extraActions: readonly ("decline" | "refer")[];
  /** The provider's raw status for each state. */
  providerStatus: (row: CheckoutRow) => string;
  /** The query parameters the provider appends to the return (or cancel) URL for the shopper's answer. */
  returnParams: (row: CheckoutRow, answer: SandboxState) => Record<string, string>;
  /** Why the shopper was declined on the provider's page, and why a capture was. */
  declinedReason: string;
  captureDeclinedReason: string;
}

const shown: Record<SandboxState, RedirectStatus> = {
  awaiting_shopper: "awaiting_shopper",
  approved: "approved",
  referred: "under_review",
  captured: "captured",
  declined: "declined",
  cancelled: "cancelled",
  expired: "expired",
  refunded: "refunded",
};

/** The URL with these query parameters added (the store's own parameters kept). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** What a checkout on the approval page shows. */
export interface SandboxCheckoutView {
  token: string;
  brand: CheckoutRow["brand"];
  amount: number;
  currency: CardCurrency;
  payLater: boolean;
  shopperEmail: string;
  /** False once answered, cancelled or lapsed: the page then says so. */
  open: boolean;
  state: SandboxState;
}

const viewOf = (row: CheckoutRow): SandboxCheckoutView => ({
  token: row.token,
  brand: row.brand,
  amount: row.amount,
  currency: row.currency,
  payLater: row.payLater,
  shopperEmail: row.shopperEmail,
  open: row.state === "awaiting_shopper",
  state: row.state,
});

/**
 * A redirect provider's sandbox (ADR 036): keeps each checkout by the store's reference (a retry finds
 * the first), lets the shopper approve, cancel (and, by provider, decline or be referred) on its own
 * page, captures once on the store's confirmation, voids, reverses and refunds, lets checkouts and
 * approvals lapse, and drops the answer for $66.70 after acting. Answers are worked out when asked (no
 * timers), so tests move a checkout's clock instead of waiting.
 */
export class RedirectSandbox implements RedirectPayments {
  readonly provider: RedirectProviderName;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    readonly profile: RedirectSandboxProfile,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.provider = profile.provider;
  }

  async limits(_currency: CardCurrency): Promise<RedirectLimits | null> {
    return this.profile.limits;
  }

  async createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer> {
    const first = await this.current(request.reference);
    if (first) return this.stateOf(first);
    const problem = this.requestProblem(request);
    // Nothing is kept for a malformed request: there is no checkout to find again
    if (problem) return { status: "error", message: problem };
    const now = this.now();
    const [inserted] = await this.db
      .insert(redirectSandboxCheckouts)
      .values({
        reference: request.reference,
        provider: this.provider,
        token: newSandboxReference(this.profile.tokenPrefix),
        brand: request.brand,
        amount: request.amount,
        currency: request.currency,
        payLater: request.payLater,
        state: "awaiting_shopper",
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        shopperEmail: request.shopper.email,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + this.profile.checkoutMinutes * 60_000),
      })
      .onConflictDoNothing({ target: redirectSandboxCheckouts.reference })
      .returning();
    if (!inserted) {
      // A concurrent create with the same reference won: its checkout is the one
      const winner = await this.current(request.reference);
      if (!winner) throw new Error("a sandbox checkout vanished between its insert and its read");
      return this.stateOf(winner);
    }
    this.logger.info(
      { provider: this.provider, reference: request.reference, token: inserted.token },
      "sandbox redirect checkout created",
    );
    // The infrastructure fault: the checkout exists, the answer is lost (the store must look it up)
    if (request.amount === infrastructureFaultAmount)
      throw new RedirectProviderUnavailable(this.profile.name);
    return this.stateOf(inserted);
  }

  async lookup(token: string): Promise<RedirectState | null> {
    if (!this.profile.tokenPattern.test(token)) return null;
    const row = await this.byToken(token);
    return row ? this.stateOf(row) : null;
  }

  async confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState> {
    const row = await this.current(reference);
    if (!row) throw new Error(`${this.profile.name} has no checkout for this reference`);
    if (row.state === "awaiting_shopper" && returned.cancelled) {
      // The shopper came back without approving (PayPal records no cancel of its own): close it
      return this.stateOf(
        await this.move(row, ["awaiting_shopper"], { state: "cancelled", cancelledBy: "shopper" }),
      );
    }
    if (row.state !== "approved") return this.stateOf(row);
    const declined = row.amount % 100 === captureDeclinedCents;
    const captured = await this.move(
      row,
      ["approved"],
      declined
        ? { state: "declined", reason: this.profile.captureDeclinedReason }
        : {
            state: "captured",
            captureId: newSandboxReference(`${this.profile.tokenPrefix.replace(/\W/g, "")}CAP`),
            capturedAmount: row.amount,
          },
    );
    this.logger.info(
      { provider: this.provider, reference, state: captured.state },
      "sandbox redirect capture",
    );
    // The infrastructure fault again: the capture is made, the answer is lost (the store must look it up)
    if (captured.state === "captured" && row.amount === infrastructureFaultAmount)
      throw new RedirectProviderUnavailable(this.profile.name);
    return this.stateOf(captured);
  }

  async status(reference: string): Promise<RedirectState | null> {
    const row = await this.current(reference);
    return row ? this.stateOf(row) : null;
  }

  async void(reference: string): Promise<RedirectState | null> {
    const row = await this.current(reference);
    if (!row) return null;
    if (row.state === "awaiting_shopper" || row.state === "approved" || row.state === "referred")
      return this.stateOf(await this.move(row, [row.state], { state: "cancelled", cancelledBy: "merchant" }));
    if (row.state === "captured" && row.capturedAmount > row.refundedAmount) {
      // Money was taken: voiding after capture is a reversal, the rest refunded at once
      await this.refund(reference, row.capturedAmount - row.refundedAmount, "reversal");
      return this.status(reference);
    }
    return this.stateOf(row);
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const name = refundReference ?? `refund-${amount}`;
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select()
        .from(redirectSandboxCheckouts)
        .where(eq(redirectSandboxCheckouts.reference, reference))
        .for("update");
      if (!row) return { status: "refused", message: "No such payment." } as const;
      const [earlier] = await tx
        .select()
        .from(redirectSandboxRefunds)
        .where(
          and(
            eq(redirectSandboxRefunds.paymentReference, reference),
            eq(redirectSandboxRefunds.refundReference, name),
          ),
        );
      if (earlier)
        return {
          status: "refunded",
          refundId: earlier.refundId,
          amount: earlier.amount,
          refundedTotal: row.refundedAmount,
        } as const;
      if (row.state !== "captured" && row.state !== "refunded")
        return { status: "refused", message: "Only a captured payment can be refunded." } as const;
      if (!Number.isSafeInteger(amount) || amount < 1 || row.refundedAmount + amount > row.capturedAmount)
        return { status: "refused", message: "A refund cannot return more than was captured." } as const;
      const refundId = newSandboxReference("RFD");
      await tx
        .insert(redirectSandboxRefunds)
        .values({ paymentReference: reference, refundReference: name, refundId, amount });
      const total = row.refundedAmount + amount;
      await tx
        .update(redirectSandboxCheckouts)
        .set({
          refundedAmount: total,
          state: total === row.capturedAmount ? "refunded" : "captured",
          updatedAt: this.now(),
        })
        .where(eq(redirectSandboxCheckouts.reference, reference));
      return { status: "refunded", refundId, amount, refundedTotal: total } as const;
    });
  }

  /** The checkout as the approval page shows it, or null for a token the sandbox never issued. */
  async checkoutView(token: string): Promise<SandboxCheckoutView | null> {
    if (!this.profile.tokenPattern.test(token)) return null;
    const row = await this.byToken(token);
    if (!row) return null;
    return viewOf(row);
  }

  /**
   * The shopper's answer on the approval page, recorded once: answers where the provider sends the
   * browser (the store's return URL with the provider's parameters), or null when it no longer waits.
   */
  async answer(token: string, action: ShopperAction): Promise<string | null> {
    const row = await this.byToken(token);
    if (row?.state !== "awaiting_shopper") return null;
    if (action !== "approve" && action !== "cancel" && !this.profile.extraActions.includes(action))
      return null;
    const next: Partial<CheckoutRow> =
      action === "approve"
        ? {
            state: "approved",
            expiresAt: new Date(this.now().getTime() + this.profile.authorisationDays * 86_400_000),
          }
        : action === "cancel"
          ? { state: "cancelled", cancelledBy: "shopper" }
          : action === "decline"
            ? { state: "declined", reason: this.profile.declinedReason }
            : { state: "referred", expiresAt: null };
    const moved = await this.move(row, ["awaiting_shopper"], next);
    if (moved.state !== next.state || moved.decidedAt === null) return null;
    const url = action === "cancel" ? row.cancelUrl : row.returnUrl;
    return withParams(url, this.profile.returnParams(moved, moved.state));
  }

  /** Applications a person at the provider reviews (Zip's referred ones), oldest first. */
  async referred(): Promise<SandboxCheckoutView[]> {
    const rows = await this.db
      .select()
      .from(redirectSandboxCheckouts)
      .where(
        and(
          eq(redirectSandboxCheckouts.provider, this.provider),
          eq(redirectSandboxCheckouts.state, "referred"),
        ),
      )
      .orderBy(asc(redirectSandboxCheckouts.createdAt))
      .limit(50);
    return rows.map((row) => ({ ...viewOf(row), open: true }));
  }

  /** The reviewer's decision on a referred application; false when it is no longer under review. */
  async review(token: string, approve: boolean): Promise<boolean> {
    const row = await this.byToken(token);
    if (row?.state !== "referred") return false;
    const moved = await this.move(
      row,
      ["referred"],
      approve
        ? {
            state: "approved",
            expiresAt: new Date(this.now().getTime() + this.profile.authorisationDays * 86_400_000),
          }
        : { state: "declined", reason: this.profile.declinedReason },
    );
    return moved.state === (approve ? "approved" : "declined");
  }

  /** Moves a checkout from one of `from` (one conditional update); answers the row as it now is. */
  private async move(
    row: CheckoutRow,
    from: SandboxState[],
    next: Partial<CheckoutRow>,
  ): Promise<CheckoutRow> {
    const now = this.now();
    const [moved] = await this.db
      .update(redirectSandboxCheckouts)
      .set({ ...next, decidedAt: now, updatedAt: now })
      .where(
        and(
          eq(redirectSandboxCheckouts.reference, row.reference),
          inArray(redirectSandboxCheckouts.state, from),
        ),
      )
      .returning();
    if (moved) return moved;
    // Someone else moved it first: theirs stands (and a caller comparing states sees it did not move)
    const again = await this.byReference(row.reference);
    return again ? { ...again, decidedAt: again.state === next.state ? null : again.decidedAt } : row;
  }

  private async byReference(reference: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(redirectSandboxCheckouts)
      .where(
        and(
          eq(redirectSandboxCheckouts.reference, reference),
          eq(redirectSandboxCheckouts.provider, this.provider),
        ),
      );
    return row;
  }

  private async byToken(token: string): Promise<CheckoutRow | null> {
    // Not one of this provider's tokens (or text PostgreSQL cannot take): no such checkout
    if (!this.profile.tokenPattern.test(token)) return null;
    const [row] = await this.db
      .select()
      .from(redirectSandboxCheckouts)
      .where(
        and(eq(redirectSandboxCheckouts.token, token), eq(redirectSandboxCheckouts.provider, this.provider)),
      );
    return row ? this.decide(row) : null;
  }

  private async current(reference: string): Promise<CheckoutRow | null> {
    const row = await this.byReference(reference);
    return row ? this.decide(row) : null;
  }

  /** A checkout or approval past its time lapses (written once, when next read). */
  private async decide(row: CheckoutRow): Promise<CheckoutRow> {
    if (row.state !== "awaiting_shopper" && row.state !== "approved") return row;
    if (!row.expiresAt || row.expiresAt.getTime() > this.now().getTime()) return row;
    const [moved] = await this.db
      .update(redirectSandboxCheckouts)
      .set({
        state: "expired",
        updatedAt: this.now(),
        decidedAt: sql`coalesce(${redirectSandboxCheckouts.decidedAt}, now())`,
      })
      .where(
        and(
          eq(redirectSandboxCheckouts.reference, row.reference),
          eq(redirectSandboxCheckouts.state, row.state),
        ),
      )
      .returning();
    return moved ?? (await this.byReference(row.reference)) ?? row;
  }

  private stateOf(row: CheckoutRow): RedirectState {
    const redirectUrl = `${new URL(row.returnUrl).origin}${this.profile.base}/checkout/${row.token}`;
    return {
      reference: row.reference,
      token: row.token,
      status: shown[row.state],
      providerStatus: this.profile.providerStatus(row),
      amount: row.amount,
      capturedAmount: row.capturedAmount,
      refundedAmount: row.refundedAmount,
      redirect:
        row.state === "awaiting_shopper"
          ? this.profile.formPost
            ? {
                url: `${new URL(row.returnUrl).origin}${this.profile.base}/checkout`,
                form: { checkoutId: row.token },
              }
            : { url: redirectUrl, form: null }
          : null,
      expiresAt: row.expiresAt,
      captureId: row.captureId,
      reason: row.reason,
      cancelledBy: row.cancelledBy,
    };
  }

  /** What is wrong with a create request itself (the store's mistake), if anything. */
  private requestProblem(request: RedirectCheckoutRequest): string | null {
    if (!/^[\x21-\x7e]{1,100}$/.test(request.reference))
      return "The payment reference must be 1 to 100 visible ASCII characters";
    if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > cardSandboxMaxAmount)
      return `The amount must be a whole number of cents from 1 to ${cardSandboxMaxAmount}`;
    const limits = this.profile.limits;
    if (limits && (request.amount < limits.minimum || request.amount > limits.maximum))
      return `The amount is outside the merchant's ${this.profile.name} limits`;
    if (request.currency !== "AUD" && request.currency !== "NZD") return "The currency must be AUD or NZD";
    if (!(brandIds as readonly string[]).includes(request.brand)) return "The merchant is not known";
    for (const url of [request.returnUrl, request.cancelUrl]) {
      try {
        const parsed = new URL(url);
        if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
          return "The return URLs must be http(s)";
      } catch {
        return "The return URLs must be absolute";
      }
    }
    return null;
  }
}
