import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { brandIds } from "@store/domain/brands";
import { cardScheme } from "@store/domain/card-number";
import { cardChallengeReturnSchema } from "@store/domain/card-payment.schema";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { cardPayloadReplayed, decryptCard } from "./card-decryption.ts";
import type { CardEncryptionKeys } from "./card-encryption-keys.ts";
import {
  infrastructureFaultAmount,
  refusals,
  type SandboxScenario,
  sandboxScenario,
} from "./card-sandbox-cards.ts";
import {
  type CardAuthorisation,
  type CardGateway,
  CardGatewayUnavailable,
  type CardModification,
  type CardOutcome,
  type CardPaymentStatus,
  cardWebhookProvider,
} from "./payment-gateway.ts";
import { cardPayloadsSeen, cardSandboxPayments, cardSandboxRefunds } from "./payments.tables.ts";
import { newSandboxReference } from "./sandbox-reference.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the sandbox acquirer's pages live (test cards, 3-D Secure challenge). */
export const cardSandboxBase = "/sandbox/card";

/** The largest payment the sandbox takes, in cents (and what fits a PostgreSQL integer with room). */
export const cardSandboxMaxAmount = 100_000_000;

/**
 * Whether the sandboxes may be mounted. ARCHITECTURE: without provider credentials the store uses the
 * built-in sandbox, so `auto` is on (ADR 029 amends ADR 028); `false` turns them off. The card sandbox is
 * the card gateway (and its pages mounted) only while no real acquirer is configured (ADR 076).
 */
export function cardSandboxMounted(config: Pick<Config, "PAYMENT_SANDBOX" | "NODE_ENV">): boolean {
  return (
    config.PAYMENT_SANDBOX === "true" ||
    (config.PAYMENT_SANDBOX === "auto" && config.NODE_ENV !== "production")
  );
}

/** A new acquirer reference: 'SBX' and 20 random upper-case letters and digits. */
const newPspReference = () => newSandboxReference("SBX");

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** What is wrong with an authorisation request itself (the store's mistake, not the card's), if anything. */
function requestProblem(request: CardAuthorisation): string | null {
  if (!/^[\x21-\x7e]{1,100}$/.test(request.reference))
    return "The payment reference must be 1 to 100 visible ASCII characters";
  if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > cardSandboxMaxAmount)
    return `The amount must be a whole number of cents from 1 to ${cardSandboxMaxAmount}`;
  if (request.currency !== "AUD" && request.currency !== "NZD") return "The currency must be AUD or NZD";
  if (!(brandIds as readonly string[]).includes(request.brand)) return "The brand is not one of the store's";
  try {
    const url = new URL(request.returnUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "The return URL must be http(s)";
  } catch {
    return "The return URL must be absolute";
  }
  return null;
}

type PaymentRow = typeof cardSandboxPayments.$inferSelect;

/** A challenge a shopper is looking at: what the issuer's page shows. */
export interface SandboxChallengeView {
  pspReference: string;
  brand: PaymentRow["brand"];
  amount: number;
  currency: PaymentRow["currency"];
  last4: string | null;
  scheme: PaymentRow["scheme"];
  /** False once answered, voided or finished: the page then says so instead of asking again. */
  open: boolean;
}

/**
 * The sandbox card acquirer (ADR 028): decrypts the card inside the gateway, behaves by test card number
 * (card-sandbox-cards.ts), keeps each payment by the store's reference so a repeated reference answers the
 * first outcome, and runs a 3-D Secure challenge on its own pages. It keeps the last four digits and the
 * scheme, never the number, expiry or code, and logs neither. A challenge's answer decides the payment at
 * once, as an acquirer does, and is announced by a signed webhook (ADR 039), twice for odd cents.
 */
export class CardSandbox implements CardGateway {
  constructor(
    private readonly db: Db,
    private readonly keys: CardEncryptionKeys,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly webhooks: SandboxWebhooks | null = null,
  ) {}

  private async byReference(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardSandboxPayments)
      .where(eq(cardSandboxPayments.reference, reference));
    return row;
  }

  private async byPspReference(pspReference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardSandboxPayments)
      .where(eq(cardSandboxPayments.pspReference, pspReference));
    return row;
  }

  async authorise(request: CardAuthorisation): Promise<CardOutcome> {
    const first = await this.byReference(request.reference);
    if (first) return first.outcome;
    const problem = requestProblem(request);
    // Nothing is kept for a malformed request: there is no payment to find again
    if (problem) return { status: "error", message: problem };

    const now = this.now();
    const decrypted = await decryptCard(request.encryptedValues, this.keys, now);
    let scenario: SandboxScenario;
    let card: { last4: string; scheme: ReturnType<typeof cardScheme> } | null = null;
    if (!decrypted.ok) {
      scenario = {
        kind: "refuse",
        refusalReason: decrypted.reason,
        errorCode: refusals.unreadable.errorCode,
      };
    } else {
      const number = decrypted.card.number.replace(/[\s-]/g, "");
      card = { last4: number.slice(-4), scheme: cardScheme(number) };
      scenario = (await cardPayloadReplayed(this.db, decrypted.digest, request.reference))
        ? {
            kind: "refuse",
            refusalReason: "The encrypted card was already used for another payment",
            errorCode: "replayed_card_data",
          }
        : sandboxScenario(decrypted.card, now);
    }

    const pspReference = newPspReference();
    const outcome = outcomeOf(scenario, pspReference, card, request.returnUrl);
    const inserted = await this.db
      .insert(cardSandboxPayments)
      .values({
        reference: request.reference,
        pspReference,
        brand: request.brand,
        amount: request.amount,
        currency: request.currency,
        state: outcome.status,
        last4: card?.last4 ?? null,
        scheme: card?.scheme ?? null,
        outcome,
        afterChallenge: scenario.kind === "challenge" ? scenario.afterwards : null,
        returnUrl: scenario.kind === "challenge" ? request.returnUrl : null,
      })
      .onConflictDoNothing({ target: cardSandboxPayments.reference })
      .returning({ reference: cardSandboxPayments.reference });
    if (inserted.length === 0) {
      // A concurrent call with the same reference won: its payment is the one, and so its outcome
      const winner = await this.byReference(request.reference);
      if (!winner) throw new Error("a sandbox payment vanished between its insert and its read");
      return winner.outcome;
    }
    this.logger.info(
      {
        reference: request.reference,
        pspReference,
        status: outcome.status,
        scheme: card?.scheme,
        last4: card?.last4,
      },
      "sandbox card authorisation",
    );
    // The infrastructure fault trigger: the payment is taken, the answer is lost (the store must retry)
    if (request.amount === infrastructureFaultAmount) throw new CardGatewayUnavailable();
    return outcome;
  }

  async completeChallenge(
    posted: Record<string, string>,
  ): Promise<{ reference: string; outcome: CardOutcome }> {
    const forged = new AppError("invalid", "The 3-D Secure result could not be verified. Please try again.");
    const parsed = cardChallengeReturnSchema.safeParse(posted);
    if (!parsed.success) throw forged;
    const row = await this.byPspReference(parsed.data.MD);
    if (!row?.challengeTokenHash) throw forged;
    const expected = Buffer.from(row.challengeTokenHash);
    const given = Buffer.from(sha256(parsed.data.PaRes));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forged;

    if (row.state === "challenge") {
      // Answered before an answer decided the payment at once (rows kept from before ADR 039's amendment)
      const outcome = challengeOutcome(row, row.challengeResult === "passed");
      const updated = await this.db
        .update(cardSandboxPayments)
        .set({ state: outcome.status, outcome, updatedAt: sql`now()` })
        .where(
          and(
            eq(cardSandboxPayments.pspReference, row.pspReference),
            eq(cardSandboxPayments.state, "challenge"),
          ),
        )
        .returning({ reference: cardSandboxPayments.reference });
      if (updated.length > 0) {
        this.logger.info(
          { reference: row.reference, pspReference: row.pspReference, status: outcome.status },
          "sandbox 3-D Secure completed",
        );
        return { reference: row.reference, outcome };
      }
    }
    // Completed before (a repeated post-back) or voided meanwhile: the payment's outcome as it stands
    const current = await this.byPspReference(row.pspReference);
    return { reference: row.reference, outcome: (current ?? row).outcome };
  }

  async void(pspReference: string): Promise<CardModification> {
    // An unfinished challenge is cancelled: its outcome becomes a refusal, so a late post-back finds that
    await this.db
      .update(cardSandboxPayments)
      .set({
        state: "voided",
        outcome: { status: "refused", pspReference, refusalReason: "Cancelled", errorCode: "cancelled" },
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(cardSandboxPayments.pspReference, pspReference), eq(cardSandboxPayments.state, "challenge")),
      );
    await this.db
      .update(cardSandboxPayments)
      .set({ state: "voided", updatedAt: sql`now()` })
      .where(
        and(eq(cardSandboxPayments.pspReference, pspReference), eq(cardSandboxPayments.state, "authorised")),
      );
    const row = await this.byPspReference(pspReference);
    if (!row) return { status: "refused", pspReference, message: "There is no such payment" };
    if (row.state === "voided") return { status: "voided", pspReference };
    return {
      status: "refused",
      pspReference,
      message: `A payment that is ${row.state.replace("_", " ")} cannot be voided`,
    };
  }

  async refund(
    pspReference: string,
    amount: number,
    refundReference = `refund-${amount}`,
  ): Promise<CardModification> {
    if (!Number.isSafeInteger(amount) || amount < 1)
      return { status: "refused", pspReference, message: "A refund is a whole number of cents above 0" };
    const answer = await this.refundOnce(pspReference, amount, refundReference);
    // The infrastructure fault trigger: the refund is made, the answer is lost (the store retries with
    // the same refund reference, which finds this refund instead of making another)
    if (answer.fresh && amount === infrastructureFaultAmount) throw new CardGatewayUnavailable();
    return answer.modification;
  }

  private async refundOnce(
    pspReference: string,
    amount: number,
    refundReference: string,
  ): Promise<{ modification: CardModification; fresh: boolean }> {
    const old = (modification: CardModification) => ({ modification, fresh: false });
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(cardSandboxPayments)
        .where(eq(cardSandboxPayments.pspReference, pspReference))
        .for("update");
      if (!payment) return old({ status: "refused", pspReference, message: "There is no such payment" });
      const [earlier] = await tx
        .select()
        .from(cardSandboxRefunds)
        .where(
          and(
            eq(cardSandboxRefunds.paymentReference, payment.reference),
            eq(cardSandboxRefunds.refundReference, refundReference),
          ),
        );
      if (earlier) {
        if (earlier.amount !== amount)
          return old({
            status: "refused",
            pspReference,
            message: "That refund reference was used for another amount",
          });
        return old({
          status: "refunded",
          pspReference,
          refundPspReference: earlier.pspReference,
          amount,
          refundedTotal: payment.refundedAmount,
        });
      }
      if (payment.state !== "authorised" && payment.state !== "partly_refunded")
        return old({
          status: "refused",
          pspReference,
          message: `A payment that is ${payment.state.replace("_", " ")} cannot be refunded`,
        });
      const refundedTotal = payment.refundedAmount + amount;
      if (refundedTotal > payment.amount)
        return old({
          status: "refused",
          pspReference,
          message: `At most ${payment.amount - payment.refundedAmount} cents are left to refund`,
        });
      const refundPspReference = newPspReference();
      await tx.insert(cardSandboxRefunds).values({
        paymentReference: payment.reference,
        refundReference,
        pspReference: refundPspReference,
        amount,
      });
      await tx
        .update(cardSandboxPayments)
        .set({
          refundedAmount: refundedTotal,
          state: refundedTotal === payment.amount ? "refunded" : "partly_refunded",
          updatedAt: sql`now()`,
        })
        .where(eq(cardSandboxPayments.reference, payment.reference));
      this.logger.info(
        { reference: payment.reference, pspReference, amount, refundedTotal },
        "sandbox card refund",
      );
      return {
        modification: { status: "refunded", pspReference, refundPspReference, amount, refundedTotal },
        fresh: true,
      };
    });
  }

  async status(reference: string): Promise<CardPaymentStatus | null> {
    const row = await this.byReference(reference);
    if (!row) return null;
    return {
      reference: row.reference,
      pspReference: row.pspReference,
      state: row.state,
      amount: row.amount,
      currency: row.currency,
      refundedAmount: row.refundedAmount,
      outcome: row.outcome,
    };
  }

  /** The challenge page's facts about a payment, or null for a payment the sandbox does not know. */
  async challengeView(pspReference: string): Promise<SandboxChallengeView | null> {
    const row = await this.byPspReference(pspReference);
    if (!row) return null;
    return {
      pspReference: row.pspReference,
      brand: row.brand,
      amount: row.amount,
      currency: row.currency,
      last4: row.last4,
      scheme: row.scheme,
      open: row.state === "challenge" && row.challengeResult === null,
    };
  }

  /**
   * Records the shopper's answer to a challenge (once) and gives the form to post back to the store: the
   * payment and a fresh secret whose hash only the sandbox keeps, so the store's return can be checked.
   * Null when the challenge is not open any more.
   */
  async answerChallenge(
    pspReference: string,
    passed: boolean,
  ): Promise<{ returnUrl: string; fields: { MD: string; PaRes: string } } | null> {
    const row = await this.byPspReference(pspReference);
    if (row?.state !== "challenge" || row.challengeResult !== null) return null;
    // The issuer's answer goes to the acquirer, which decides the payment now: a shopper who never comes
    // back still has a decided payment, which the webhook below tells the store of (ADR 039)
    const outcome = challengeOutcome(row, passed);
    const secret = randomBytes(32).toString("base64url");
    const [answered] = await this.db
      .update(cardSandboxPayments)
      .set({
        challengeResult: passed ? "passed" : "failed",
        challengeTokenHash: sha256(secret),
        state: outcome.status,
        outcome,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(cardSandboxPayments.pspReference, pspReference),
          eq(cardSandboxPayments.state, "challenge"),
          isNull(cardSandboxPayments.challengeResult),
        ),
      )
      .returning({ returnUrl: cardSandboxPayments.returnUrl, reference: cardSandboxPayments.reference });
    if (!answered?.returnUrl) return null;
    this.logger.info(
      { reference: answered.reference, pspReference, passed, status: outcome.status },
      "sandbox 3-D Secure answered",
    );
    await this.announce(row, `payment.${outcome.status}`);
    return { returnUrl: answered.returnUrl, fields: { MD: pspReference, PaRes: secret } };
  }

  /** Tells the store a payment was decided (SandboxWebhooks.announce: queued, never thrown). */
  private async announce(row: PaymentRow, type: string): Promise<void> {
    await this.webhooks?.announce({
      provider: cardWebhookProvider,
      brand: row.brand,
      reference: row.reference,
      type,
      amount: row.amount,
    });
  }

  /** Forgets encrypted-card digests older than the payloads' lifetime (stale payloads are refused anyway). */
  async forgetStalePayloads(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - 25 * 3600 * 1000);
    const gone = await this.db
      .delete(cardPayloadsSeen)
      .where(lt(cardPayloadsSeen.seenAt, cutoff))
      .returning({ digest: cardPayloadsSeen.digest });
    return gone.length;
  }
}

/** What the acquirer decides once the issuer has answered a payment's challenge. */
function challengeOutcome(row: PaymentRow, passed: boolean): CardOutcome {
  if (!passed) return { status: "refused", pspReference: row.pspReference, ...refusals.notAuthenticated };
  return row.afterChallenge === "approve" && row.last4 && row.scheme
    ? { status: "authorised", pspReference: row.pspReference, card: { last4: row.last4, scheme: row.scheme } }
    : { status: "refused", pspReference: row.pspReference, ...refusals.declinedAfterChallenge };
}

/** The acquirer's answer for a scenario. */
function outcomeOf(
  scenario: SandboxScenario,
  pspReference: string,
  card: { last4: string; scheme: ReturnType<typeof cardScheme> } | null,
  returnUrl: string,
): CardOutcome {
  switch (scenario.kind) {
    case "approve":
      if (!card) throw new Error("an approval needs a card");
      return { status: "authorised", pspReference, card };
    case "refuse":
      return {
        status: "refused",
        pspReference,
        refusalReason: scenario.refusalReason,
        errorCode: scenario.errorCode,
      };
    case "error":
      return { status: "error", message: scenario.message };
    case "challenge":
      return {
        status: "challenge",
        pspReference,
        secure3DResponse: {
          // The sandbox answers on the store's own origin: the one the return URL is on
          htmlFormAction: new URL(`${cardSandboxBase}/challenge/${pspReference}`, returnUrl).toString(),
          htmlFormToPost: { MD: pspReference, PaReq: randomBytes(16).toString("base64url") },
        },
      };
  }
}
