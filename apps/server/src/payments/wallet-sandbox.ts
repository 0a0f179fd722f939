import { createHash, randomBytes } from "node:crypto";
import { brandIds } from "@store/domain/brands";
import type { CardScheme } from "@store/domain/card-number";
import {
  type ApplePayMerchantSession,
  isAppleValidationUrl,
  merchantSessionMinutes,
  type Wallet,
  type WalletSetup,
  type WalletSheetApproval,
  type WalletSheetCard,
  walletMessages,
} from "@store/domain/wallet-payment.schema";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { CardSandbox } from "./card-sandbox.ts";
import { cardSandboxMaxAmount } from "./card-sandbox.ts";
import { infrastructureFaultAmount, refusals } from "./card-sandbox-cards.ts";
import type { CardModification, CardOutcome, CardPaymentStatus } from "./payment-gateway.ts";
import { cardSandboxPayments } from "./payments.tables.ts";
import { newSandboxReference } from "./sandbox-reference.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";
import {
  type MerchantValidation,
  MerchantValidationRefused,
  type WalletAuthorisation,
  type WalletPayments,
  WalletUnavailable,
  walletWebhookProvider,
} from "./wallet-payments.ts";
import { walletMerchantSessions, walletSandboxTokens } from "./wallet-sandbox.tables.ts";

/** Where the sandbox wallet's pages and its sheet's calls live. */
export const walletSandboxBase = "/sandbox/wallet";

/** Minutes a sheet's token is accepted by the acquirer after the shopper approved. */
export const walletTokenMinutes = 10;

/** Tokens and merchant sessions older than this are forgotten by the sweep (long after they expired). */
const staleAfterMs = 24 * 3600 * 1000;

type Scenario =
  | { kind: "approve" }
  | { kind: "refuse"; refusalReason: string; errorCode: string }
  | { kind: "error"; message: string };

interface SheetCard extends WalletSheetCard {
  last4: string;
  scheme: CardScheme;
  scenario: Scenario;
}

/**
 * The cards in the sandbox sheet (the wallet holds them; the shopper picks one): Stripe's test cards'
 * last digits, each with what the sandbox acquirer does with it. Listed on /sandbox/wallet and in the README.
 */
export const walletSheetCards: readonly SheetCard[] = [
  {
    id: "visa",
    label: "Visa •••• 4242",
    behaviour: "Approved",
    last4: "4242",
    scheme: "visa",
    scenario: { kind: "approve" },
  },
  {
    id: "mastercard",
    label: "Mastercard •••• 4444",
    behaviour: "Approved",
    last4: "4444",
    scheme: "mc",
    scenario: { kind: "approve" },
  },
  {
    id: "declined",
    label: "Visa •••• 0002",
    behaviour: "Declined (Refused)",
    last4: "0002",
    scheme: "visa",
    scenario: { kind: "refuse", ...refusals.declined },
  },
  {
    id: "insufficient-funds",
    label: "Visa •••• 9995",
    behaviour: "Declined: not enough balance",
    last4: "9995",
    scheme: "visa",
    scenario: { kind: "refuse", ...refusals.insufficientFunds },
  },
  {
    id: "processing-error",
    label: "Visa •••• 0119",
    behaviour: "Processing error",
    last4: "0119",
    scheme: "visa",
    scenario: { kind: "error", message: "Processing error: the acquirer could not process the payment" },
  },
];

const cardById = new Map(walletSheetCards.map((card) => [card.id, card]));

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The sheet's answer: a token, or why the wallet would not give one (and the HTTP status to say it with). */
export type SheetAnswer =
  | { ok: true; token: string }
  | { ok: false; status: 400 | 409 | 410; message: string };

/**
 * The sandbox wallets (ADR 040), three parts of the outside world in one: 'Apple', which starts merchant
 * sessions (single-use, 5 minutes) for a server that asks with a validation URL of Apple's; the payment
 * sheet, which turns the shopper's approval into an opaque token bound to the wallet, brand and amount
 * (and, for Apple Pay, to one unused merchant session); and the acquirer's door for such tokens. An
 * authorised token is a payment of the sandbox card acquirer (`card_sandbox_payments`, by the store's
 * reference), so status, void and refund are the card sandbox's.
 */
export class WalletSandbox implements WalletPayments {
  readonly wallets: readonly Wallet[] = ["ApplePay", "GooglePay"];

  constructor(
    private readonly db: Db,
    private readonly acquirer: CardSandbox,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    /** Where each authorisation is announced to the store (ADR 039, 040 amended); null: no webhooks. */
    private readonly webhooks: SandboxWebhooks | null = null,
  ) {}

  setup(): WalletSetup {
    return { mode: "sandbox" };
  }

  async validateMerchant(request: MerchantValidation): Promise<ApplePayMerchantSession> {
    if (!isAppleValidationUrl(request.validationUrl))
      throw new MerchantValidationRefused("The validation URL is not Apple's.");
    const created = this.now();
    const expires = new Date(created.getTime() + merchantSessionMinutes * 60_000);
    const id = newSandboxReference("SSH");
    await this.db.insert(walletMerchantSessions).values({
      id,
      brand: request.brand,
      domainName: request.domainName,
      createdAt: created,
      expiresAt: expires,
    });
    this.logger.info({ merchantSession: id, brand: request.brand }, "sandbox Apple merchant session");
    return {
      merchantSessionIdentifier: id,
      merchantIdentifier: `merchant.store.sandbox.${request.brand}`,
      domainName: request.domainName,
      displayName: request.displayName,
      epochTimestamp: created.getTime(),
      expiresAt: expires.getTime(),
      nonce: randomBytes(8).toString("hex"),
      signature: randomBytes(32).toString("base64"),
    };
  }

  /**
   * The shopper approved the sheet with one of its cards: a token for this brand, wallet and amount.
   * Apple Pay's sheet uses up its merchant session (unused, unexpired, this brand's) or refuses.
   */
  async approveSheet(approval: WalletSheetApproval, brand: (typeof brandIds)[number]): Promise<SheetAnswer> {
    if (!cardById.has(approval.card))
      return { ok: false, status: 400, message: "Choose one of the sheet's cards." };
    const now = this.now();
    let sessionId: string | null = null;
    if (approval.wallet === "ApplePay") {
      if (!approval.merchantSessionIdentifier)
        return { ok: false, status: 400, message: walletMessages.sessionMissing };
      const [used] = await this.db
        .update(walletMerchantSessions)
        .set({ usedAt: now })
        .where(
          and(
            eq(walletMerchantSessions.id, approval.merchantSessionIdentifier),
            eq(walletMerchantSessions.brand, brand),
            isNull(walletMerchantSessions.usedAt),
            gt(walletMerchantSessions.expiresAt, now),
          ),
        )
        .returning({ id: walletMerchantSessions.id });
      if (!used) {
        const [session] = await this.db
          .select()
          .from(walletMerchantSessions)
          .where(eq(walletMerchantSessions.id, approval.merchantSessionIdentifier));
        if (!session || session.brand !== brand)
          return { ok: false, status: 400, message: walletMessages.sessionUnknown };
        return session.usedAt
          ? { ok: false, status: 409, message: walletMessages.sessionUsed }
          : { ok: false, status: 410, message: walletMessages.sessionExpired };
      }
      sessionId = used.id;
    }
    const secret = randomBytes(32).toString("base64url");
    // Google Pay's TEST environment names its tokens so; neither kind is a real wallet's
    const token = `${approval.wallet === "ApplePay" ? "sbx-applepay" : "sbx-googlepay-TEST"}.${secret}`;
    await this.db.insert(walletSandboxTokens).values({
      tokenHash: sha256(token),
      wallet: approval.wallet,
      brand,
      amount: approval.amount,
      currency: approval.currency,
      card: approval.card,
      merchantSessionId: sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + walletTokenMinutes * 60_000),
    });
    return { ok: true, token };
  }

  async authorise(request: WalletAuthorisation): Promise<CardOutcome> {
    const first = await this.byReference(request.reference);
    if (first) return first.outcome;
    const problem = requestProblem(request);
    if (problem) return { status: "error", message: problem };

    const found = await this.claimToken(request);
    const card = found.ok ? (cardById.get(found.card) ?? null) : null;
    const scenario: Scenario = !found.ok
      ? { kind: "refuse", refusalReason: found.reason, errorCode: found.errorCode }
      : (card?.scenario ?? { kind: "refuse", ...refusals.notTestCard });
    const pspReference = newSandboxReference("SBX");
    const outcome: CardOutcome =
      scenario.kind === "approve" && card
        ? { status: "authorised", pspReference, card: { last4: card.last4, scheme: card.scheme } }
        : scenario.kind === "error"
          ? { status: "error", message: scenario.message }
          : scenario.kind === "refuse"
            ? {
                status: "refused",
                pspReference,
                refusalReason: scenario.refusalReason,
                errorCode: scenario.errorCode,
              }
            : { status: "refused", pspReference, ...refusals.notTestCard };
    const inserted = await this.db
      .insert(cardSandboxPayments)
      .values({
        reference: request.reference,
        pspReference,
        brand: request.brand,
        amount: request.amount,
        currency: request.currency,
        state:
          outcome.status === "authorised" ? "authorised" : outcome.status === "error" ? "error" : "refused",
        last4: card?.last4 ?? null,
        scheme: card?.scheme ?? null,
        outcome,
      })
      .onConflictDoNothing({ target: cardSandboxPayments.reference })
      .returning({ reference: cardSandboxPayments.reference });
    if (inserted.length === 0) {
      // A concurrent call with the same reference won: its payment is the one
      const winner = await this.byReference(request.reference);
      if (!winner) throw new Error("a sandbox wallet payment vanished between its insert and its read");
      return winner.outcome;
    }
    this.logger.info(
      {
        reference: request.reference,
        pspReference,
        wallet: request.wallet,
        status: outcome.status,
        last4: card?.last4,
      },
      "sandbox wallet authorisation",
    );
    // Announced as the acquirer does (queued, never thrown): a store whose request died after this
    // point still hears of the payment
    await this.webhooks?.announce({
      provider: walletWebhookProvider,
      brand: request.brand,
      reference: request.reference,
      type: `payment.${outcome.status}`,
      amount: request.amount,
    });
    // The infrastructure fault trigger: the payment is taken, the answer is lost (the store must retry)
    if (request.amount === infrastructureFaultAmount) throw new WalletUnavailable();
    return outcome;
  }

  /**
   * The token as the acquirer reads it: issued by the sheet, for this wallet, brand and amount, unexpired,
   * and not presented by another payment (the first payment to present it claims it).
   */
  private async claimToken(
    request: WalletAuthorisation,
  ): Promise<{ ok: true; card: string } | { ok: false; reason: string; errorCode: string }> {
    const hash = sha256(request.token);
    const [token] = await this.db
      .select()
      .from(walletSandboxTokens)
      .where(eq(walletSandboxTokens.tokenHash, hash));
    const invalid = {
      ok: false,
      reason: "The wallet token is not valid",
      errorCode: "invalid_wallet_token",
    } as const;
    if (!token) return invalid;
    if (token.wallet !== request.wallet || token.brand !== request.brand) return invalid;
    if (token.amount !== request.amount || token.currency !== request.currency)
      return { ok: false, reason: "The wallet token is for another amount", errorCode: "amount_mismatch" };
    if (token.wallet === "ApplePay" && !token.merchantSessionId) return invalid;
    if (token.usedBy === null) {
      const [claimed] = await this.db
        .update(walletSandboxTokens)
        .set({ usedBy: request.reference })
        .where(and(eq(walletSandboxTokens.tokenHash, hash), isNull(walletSandboxTokens.usedBy)))
        .returning({ usedBy: walletSandboxTokens.usedBy });
      if (!claimed) return this.claimToken(request);
    } else if (token.usedBy !== request.reference)
      return {
        ok: false,
        reason: "The wallet token was already used for another payment",
        errorCode: "replayed_wallet_token",
      };
    if (token.expiresAt.getTime() <= this.now().getTime())
      return { ok: false, reason: "The wallet token has expired", errorCode: "expired_wallet_token" };
    return { ok: true, card: token.card };
  }

  private async byReference(reference: string) {
    const [row] = await this.db
      .select()
      .from(cardSandboxPayments)
      .where(eq(cardSandboxPayments.reference, reference));
    return row;
  }

  status(reference: string): Promise<CardPaymentStatus | null> {
    return this.acquirer.status(reference);
  }

  void(pspReference: string): Promise<CardModification> {
    return this.acquirer.void(pspReference);
  }

  refund(pspReference: string, amount: number, refundReference?: string): Promise<CardModification> {
    return this.acquirer.refund(pspReference, amount, refundReference);
  }

  /**
   * Forgets tokens and merchant sessions older than a day (expired long before: a token lives 10 minutes,
   * a session 5), answering how many went. Run by the wallet sandbox sweep job (ADR 043); running it
   * again, or from two processes at once, only finds less to delete.
   */
  async forgetStale(): Promise<{ tokens: number; sessions: number }> {
    const cutoff = new Date(this.now().getTime() - staleAfterMs);
    // Tokens first: a token names its merchant session (the reference would be set to null otherwise)
    const tokens = await this.db
      .delete(walletSandboxTokens)
      .where(lt(walletSandboxTokens.createdAt, cutoff))
      .returning({ tokenHash: walletSandboxTokens.tokenHash });
    const sessions = await this.db
      .delete(walletMerchantSessions)
      .where(lt(walletMerchantSessions.createdAt, cutoff))
      .returning({ id: walletMerchantSessions.id });
    return { tokens: tokens.length, sessions: sessions.length };
  }
}

/** What is wrong with an authorisation request itself (the store's mistake), if anything. */
function requestProblem(request: WalletAuthorisation): string | null {
  if (!/^[\x21-\x7e]{1,100}$/.test(request.reference))
    return "The payment reference must be 1 to 100 visible ASCII characters";
  if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > cardSandboxMaxAmount)
    return `The amount must be a whole number of cents from 1 to ${cardSandboxMaxAmount}`;
  if (!(brandIds as readonly string[]).includes(request.brand)) return "The brand is not one of the store's";
  return null;
}
