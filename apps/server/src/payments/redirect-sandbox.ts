import { randomUUID } from "node:crypto";
import { brandIds } from "@store/domain/brands";
import type { RedirectLimits, RedirectProviderName } from "@store/domain/redirect-payment";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { cardSandboxMaxAmount } from "./card-sandbox.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import type { CardCurrency } from "./payment-gateway.ts";
import {
  redirectSandboxCaptures,
  redirectSandboxCheckouts,
  redirectSandboxRefunds,
} from "./payments.tables.ts";
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
import { newSandboxReference } from "./sandbox-reference.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

type CheckoutRow = typeof redirectSandboxCheckouts.$inferSelect;
type SandboxState = CheckoutRow["state"];

/** What the shopper can do on a sandbox's approval page. */
export type ShopperAction = "approve" | "cancel" | "decline" | "refer";

/**
 * The amount's cents that make a sandbox decline the capture (or Zip's charge) after the shopper
 * approved: $x.51. The infrastructure fault is the card sandbox's $66.70 (reference/payments.md).
 */
export const captureDeclinedCents = 51;

/** The refund a void of a captured payment makes (a reversal of what is left). */
const reversalReference = "reversal";

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
  /**
   * How long an approval waits for the store's capture before it lapses (Afterpay's 13 days; Klarna's
   * authorization token, 60 minutes).
   */
  authorisationMinutes: number;
  /**
   * Captures of one authorisation (ADR 043): 'many' in parts until it lapses (Afterpay's deferred
   * capture, PayPal's authorization captures, Klarna's order management), 'once' and the rest released
   * (Zip's charge capture).
   */
  captures: "many" | "once";
  /** Whether the store posts a form to the approval page (its answer carries htmlFormToPost). */
  formPost: boolean;
  /** What the approval page offers besides approve and cancel. */
  extraActions: readonly ("decline" | "refer")[];
  /** Humm: the purchase is charged when the shopper completes it (no capture of the store's). */
  capturesOnApproval?: boolean;
  /** Klarna: approval issues an authorization token, which the order is created with. */
  issuesAuthorizationToken?: boolean;
  /**
   * Klarna's widget asks the shopper's email (prefilled with the store's): the sandbox decides by it.
   * Answers whether that email is refused.
   */
  refusesEmail?: (email: string) => boolean;
  /** The approval page's words. */
  page: {
    /** After the provider's name in the heading; 'approve your payment' when absent. */
    heading?: string;
    /** What the shopper is buying into: '4 fortnightly payments'. */
    product: (view: SandboxCheckoutView, money: (cents: number) => string) => string;
    approve: (amount: string) => string;
    cancel: string;
    /** Rows the sandbox's home page puts first ('when ... then ...'): its own triggers. */
    notes?: [string, string][];
  };
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

/** A form post to the approval page the provider does not take: why, and the page's status. */
export interface PostedRefusal {
  problem: string;
  status: 400 | 404 | 409;
}

/** What the shopper typed on the approval page besides the button (Klarna's widget asks the email). */
export interface ShopperInput {
  email?: string | undefined;
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
    protected readonly db: Db,
    protected readonly logger: Logger,
    readonly profile: RedirectSandboxProfile,
    protected readonly now: () => Date = () => new Date(),
    /** Where each decision is announced to the store (ADR 039, 042); null: no webhooks. */
    protected readonly webhooks: SandboxWebhooks | null = null,
  ) {
    this.provider = profile.provider;
  }

  /**
   * Tells the store something happened to a checkout (a decision, a capture, a lapse, a refund), signed
   * and through the job queue (SandboxWebhooks.announce: twice for odd cents, queued, never thrown).
   */
  protected async announce(row: CheckoutRow, type = `checkout.${row.state}`): Promise<void> {
    await this.webhooks?.announce({
      provider: this.provider,
      brand: row.brand,
      reference: row.reference,
      type,
      amount: row.amount,
    });
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
        notifyUrl: request.notifyUrl ?? null,
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
    // The infrastructure fault: the checkout exists, the answer is lost (the store must look it up). Humm's
    // checkout is only the store's signed form, no call: its fault is on the way back (answer)
    if (request.amount === infrastructureFaultAmount && !this.profile.capturesOnApproval)
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
      await this.refund(reference, row.capturedAmount - row.refundedAmount, reversalReference);
      return this.status(reference);
    }
    return this.stateOf(row);
  }

  async capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture> {
    // An approval past its time lapses first (written once, when read)
    await this.current(reference);
    const answer = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.locked(tx, reference);
      if (!row) return { status: "refused", message: "No such payment." } as const;
      const [earlier] = await tx
        .select()
        .from(redirectSandboxCaptures)
        .where(
          and(
            eq(redirectSandboxCaptures.paymentReference, reference),
            eq(redirectSandboxCaptures.captureReference, captureReference),
          ),
        );
      if (earlier)
        return {
          status: "captured",
          captureId: earlier.captureId,
          amount: earlier.amount,
          capturedTotal: row.capturedAmount,
          fresh: false,
        } as const;
      const problem = this.captureProblem(row, amount);
      if (problem) return { status: "refused", message: problem } as const;
      const captureId = newSandboxReference(`${this.profile.tokenPrefix.replace(/\W/g, "")}CAP`);
      await tx
        .insert(redirectSandboxCaptures)
        .values({ paymentReference: reference, captureReference, captureId, amount });
      const total = row.capturedAmount + amount;
      await tx
        .update(redirectSandboxCheckouts)
        .set({
          state: "captured",
          capturedAmount: total,
          captureId: row.captureId ?? captureId,
          decidedAt: row.decidedAt ?? this.now(),
          updatedAt: this.now(),
        })
        .where(eq(redirectSandboxCheckouts.reference, reference));
      return { status: "captured", captureId, amount, capturedTotal: total, fresh: true } as const;
    });
    if (answer.status === "refused") return answer;
    const { fresh, ...captured } = answer;
    if (fresh) {
      this.logger.info(
        { provider: this.provider, reference, amount, captureReference },
        "sandbox redirect capture of an authorisation",
      );
      const row = await this.byReference(reference);
      if (row) await this.announce(row);
    }
    // The infrastructure fault: the capture is made, the answer is lost (a retry with the key finds it)
    if (fresh && amount === infrastructureFaultAmount)
      throw new RedirectProviderUnavailable(this.profile.name);
    return captured;
  }

  /** This provider's checkout of the store's reference, locked for the transaction's capture or refund. */
  private async locked(tx: Db, reference: string): Promise<CheckoutRow | undefined> {
    const [row] = await tx
      .select()
      .from(redirectSandboxCheckouts)
      .where(
        and(
          eq(redirectSandboxCheckouts.reference, reference),
          eq(redirectSandboxCheckouts.provider, this.provider),
        ),
      )
      .for("update");
    return row;
  }

  /** Why an authorisation cannot be captured now, in the provider's words; null when it can. */
  private captureProblem(row: CheckoutRow, amount: number): string | null {
    const name = this.profile.name;
    const lapsed = row.expiresAt !== null && row.expiresAt.getTime() <= this.now().getTime();
    if (row.state === "expired" || (row.state === "captured" && lapsed && row.capturedAmount < row.amount))
      return `${name} says the authorisation expired on ${row.expiresAt?.toISOString().slice(0, 10) ?? "its last day"}: nothing is held to capture.`;
    if (row.state === "captured" && row.capturedAmount < row.amount && this.profile.captures === "once")
      return `${name} captures a charge once: the rest of the authorisation was released when it was captured.`;
    if (row.state !== "approved" && !(row.state === "captured" && row.capturedAmount < row.amount))
      return `${name} says this payment is ${this.profile.providerStatus(row)}: only an approved authorisation can be captured.`;
    if (!Number.isSafeInteger(amount) || amount < 1 || row.capturedAmount + amount > row.amount)
      return "A capture cannot take more than was authorised.";
    return null;
  }

  async refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund> {
    const name = refundReference ?? `refund-${amount}`;
    const { answer, fresh } = await this.refundOnce(reference, amount, name);
    if (fresh) {
      const row = await this.byReference(reference);
      if (row) await this.announce(row, "checkout.refunded");
    }
    // The infrastructure fault for a named refund (the desk's): made, the answer lost; the retry finds it
    if (
      fresh &&
      refundReference !== undefined &&
      name !== reversalReference &&
      amount === infrastructureFaultAmount
    )
      throw new RedirectProviderUnavailable(this.profile.name);
    return answer;
  }

  /** The refund, once per name; `fresh` when this call made it. */
  private async refundOnce(
    reference: string,
    amount: number,
    name: string,
  ): Promise<{ answer: RedirectRefund; fresh: boolean }> {
    const refused = (message: string) => ({ answer: { status: "refused", message } as const, fresh: false });
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.locked(tx, reference);
      if (!row) return refused("No such payment.");
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
          answer: {
            status: "refunded",
            refundId: earlier.refundId,
            amount: earlier.amount,
            refundedTotal: row.refundedAmount,
          } as const,
          fresh: false,
        };
      if (row.state !== "captured" && row.state !== "refunded")
        return refused("Only a captured payment can be refunded.");
      if (!Number.isSafeInteger(amount) || amount < 1 || row.refundedAmount + amount > row.capturedAmount)
        return refused("A refund cannot return more than was captured.");
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
      return { answer: { status: "refunded", refundId, amount, refundedTotal: total } as const, fresh: true };
    });
  }

  /**
   * The store's form post to the approval page (Zip's checkout id): the checkout to show, or why the post
   * is refused and with which status. Humm's is its signed request (humm-sandbox.ts).
   */
  async openPosted(posted: Readonly<Record<string, string>>): Promise<SandboxCheckoutView | PostedRefusal> {
    const view = await this.checkoutView(posted.checkoutId ?? "");
    return view ?? { problem: "There is no payment waiting for approval at this address.", status: 404 };
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
  async answer(token: string, action: ShopperAction, input: ShopperInput = {}): Promise<string | null> {
    const row = await this.byToken(token);
    if (row?.state !== "awaiting_shopper") return null;
    if (action !== "approve" && action !== "cancel" && !this.profile.extraActions.includes(action))
      return null;
    const email = input.email?.trim() || row.shopperEmail;
    // Klarna's widget decides by the email the shopper gave it (the test email convention)
    const refused = action === "approve" && (this.profile.refusesEmail?.(email) ?? false);
    const next: Partial<CheckoutRow> = refused
      ? { state: "declined", reason: this.profile.declinedReason, shopperEmail: email }
      : action === "approve"
        ? this.profile.capturesOnApproval
          ? {
              state: "captured",
              captureId: newSandboxReference(`${this.profile.tokenPrefix.replace(/\W/g, "")}P`),
              capturedAmount: row.amount,
              expiresAt: null,
            }
          : {
              state: "approved",
              shopperEmail: email,
              expiresAt: new Date(this.now().getTime() + this.profile.authorisationMinutes * 60_000),
              ...(this.profile.issuesAuthorizationToken ? { authorizationToken: randomUUID() } : {}),
            }
        : action === "cancel"
          ? { state: "cancelled", cancelledBy: "shopper" }
          : action === "decline"
            ? { state: "declined", reason: this.profile.declinedReason }
            : { state: "referred", expiresAt: null };
    const moved = await this.move(row, ["awaiting_shopper"], next);
    if (moved.state !== next.state || moved.decidedAt === null) return null;
    // Humm's infrastructure fault: the purchase is made, then the way back to the store is lost
    if (moved.state === "captured" && row.amount === infrastructureFaultAmount)
      throw new RedirectProviderUnavailable(this.profile.name);
    return this.returnLocation(moved, action === "cancel");
  }

  /** Where the shopper's browser goes after answering: the store's return (or cancel) URL with the provider's parameters. */
  protected returnLocation(row: CheckoutRow, cancelled: boolean): string {
    return withParams(cancelled ? row.cancelUrl : row.returnUrl, this.profile.returnParams(row, row.state));
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
            expiresAt: new Date(this.now().getTime() + this.profile.authorisationMinutes * 60_000),
          }
        : { state: "declined", reason: this.profile.declinedReason },
    );
    return moved.state === (approve ? "approved" : "declined");
  }

  /** Moves a checkout from one of `from` (one conditional update); answers the row as it now is. */
  protected async move(
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
    if (moved) {
      await this.announce(moved);
      return moved;
    }
    // Someone else moved it first: theirs stands (and a caller comparing states sees it did not move)
    const again = await this.byReference(row.reference);
    return again ? { ...again, decidedAt: again.state === next.state ? null : again.decidedAt } : row;
  }

  protected async byReference(reference: string): Promise<CheckoutRow | undefined> {
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

  protected async byToken(token: string): Promise<CheckoutRow | null> {
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

  protected async current(reference: string): Promise<CheckoutRow | null> {
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
    if (moved) {
      await this.announce(moved);
      return moved;
    }
    return (await this.byReference(row.reference)) ?? row;
  }

  /** The form the store posts to the approval page (Zip's checkout id); Humm's is its signed x_ fields. */
  protected formOf(row: CheckoutRow): Record<string, string> {
    return { checkoutId: row.token };
  }

  protected stateOf(row: CheckoutRow): RedirectState {
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
                form: this.formOf(row),
              }
            : { url: redirectUrl, form: null }
          : null,
      expiresAt: row.expiresAt,
      captureId: row.captureId,
      reason: row.reason,
      cancelledBy: row.cancelledBy,
      authorizationToken: row.authorizationToken,
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
    for (const url of [
      request.returnUrl,
      request.cancelUrl,
      ...(request.notifyUrl ? [request.notifyUrl] : []),
    ]) {
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
