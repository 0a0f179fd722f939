import { createHash } from "node:crypto";
import { apiErrorBody, apiErrorCodeOf } from "@store/domain/api-error.schema";
import {
  type BalanceReturnStatus,
  balanceMessages,
  balancePayable,
  balanceRemaining,
  balanceReturnPath,
} from "@store/domain/balance-payment";
import {
  type BalancePaymentAnswer,
  type BalancePaymentRefusal,
  type BalanceView,
  balancePaymentPostSchema,
} from "@store/domain/balance-payment.schema";
import { type Brand, brands, formatMoney } from "@store/domain/brands";
import { cardSummary } from "@store/domain/card-number";
import { isMiele } from "@store/domain/checkout.schema";
import type { OrderDetail } from "@store/domain/order.schema";
import { shownPaymentStatus } from "@store/domain/payment-attempt";
import type { Viewer } from "@store/domain/viewer";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { issueMessages } from "../../http/validate.ts";
import type { CardEncryptionKeys } from "../../payments/card-encryption-keys.ts";
import type { CardGateway, CardOutcome } from "../../payments/payment-gateway.ts";
import type { OrderHead, OrderService, PaymentRow } from "../order/order.service.ts";
import type { BalanceReceipts } from "./balance-receipt.service.ts";

/** Who pays, from where. */
export interface BalanceContext {
  viewer: Viewer;
  /** The brand's configured origin: the only base of the return URL and the mailed link. */
  origin: string;
}

/** An answer of the POST: its status and body (the answer, or the API's error body with the payment). */
export interface BalanceAnswer {
  status: number;
  body: BalancePaymentAnswer | BalancePaymentRefusal;
}

/** A payment attempt still 'created' this long after it began lost its process: the acquirer is asked. */
export const staleAttemptSeconds = 120;

const isUuid = (text: string) => z.uuid().safeParse(text).success;

const refusal = (
  status: number,
  errors: string[],
  extra: { paymentReference?: string | null; refusalReason?: string | null } = {},
): BalanceAnswer => ({
  status,
  body: { ...apiErrorBody(apiErrorCodeOf(status) ?? "server_error", errors), ...extra },
});

/** What one settling left behind: the attempt as it now stands and its order, read under the lock. */
interface Settled {
  payment: PaymentRow;
  detail: OrderDetail;
  challenge: { htmlFormAction: string; htmlFormToPost: Record<string, string> } | null;
}

/**
 * Paying an order's remaining balance by card from the account (ADR 031). The amount is the order's
 * total less what was paid, read from the database under the order's row lock; each payment is a new
 * attempt of the order module with purpose 'balance', authorised through the card gateway with the
 * attempt's id as the idempotency reference, and settled once: amount_paid grows by it in the same
 * transaction that marks it authorised and queues the receipt.
 */
export class BalancePayments {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly receipts: BalanceReceipts,
    /** The card acquirer; null when none is configured and the sandbox is off (no card payments). */
    private readonly gateway: CardGateway | null,
    private readonly keys: CardEncryptionKeys,
    private readonly logger: Logger,
  ) {}

  /** The customer's own order; anyone else's, or an unknown id, is the same 404 (nothing leaks). */
  private async ownOrder(viewer: Viewer, id: string): Promise<OrderHead> {
    const order = viewer.userId !== null && isUuid(id) ? await this.orders.byCart(id) : null;
    if (!order || order.userId !== viewer.userId)
      throw new AppError("not_found", "We could not find that order in your account");
    return order;
  }

  /** GET /api/account/order/invoiced/{id}/balance: what is left to pay and, when it can be, the keys. */
  async view(ctx: BalanceContext, id: string): Promise<BalanceView> {
    const order = await this.ownOrder(ctx.viewer, id);
    const brand = brands[order.brand];
    const support = await this.receipts.supportNumber(brand);
    const verdict = balancePayable(order);
    const canPay = verdict.payable && this.gateway !== null;
    let keys: Record<string, string> = {};
    if (canPay) {
      // The keys the order was paid with at checkout: 'Miele' too when it holds a Miele product
      const detail = await this.orders.detail(order.cartId, support);
      const miele = detail?.lines.some((line) => isMiele(line.brand)) ?? false;
      keys = await this.keys.encryptionKeysFor(order.brand, miele ? ["default", "Miele"] : ["default"]);
    }
    return {
      id: order.cartId,
      reference: order.reference,
      currency: order.currency,
      total: order.total,
      amountPaid: order.amountPaid,
      amountRemaining: balanceRemaining(order),
      payable: canPay,
      message: !verdict.payable
        ? balanceMessages[verdict.refusal]
        : canPay
          ? null
          : balanceMessages.noCardPayments(support),
      x509EncryptionKeys: keys,
      supportNumber: support,
    };
  }

  /**
   * POST /api/account/order/invoiced/{id}/balance: pays what is left by card. With an Idempotency-Key
   * the first answer is kept and given again to the same key and body (another body is a 400, a key
   * in flight a 409), as checkout does (ADR 029); the keys share checkout's table, scoped by the order.
   */
  async pay(
    ctx: BalanceContext,
    id: string,
    raw: unknown,
    idempotencyKey: string | null,
  ): Promise<BalanceAnswer> {
    // Ownership before the key: a stranger's key never reads an owner's stored answer
    const order = await this.ownOrder(ctx.viewer, id);
    if (!idempotencyKey) return this.payOrAnswer(ctx, order, raw);
    const hash = createHash("sha256")
      .update(JSON.stringify({ balance: raw }))
      .digest("hex");
    const claim = await this.orders.claimRequest(idempotencyKey, order.cartId, hash);
    if (claim.kind === "answered")
      return { status: claim.status, body: claim.answer as BalanceAnswer["body"] };
    if (claim.kind === "mismatch") return refusal(400, [balanceMessages.keyReused]);
    if (claim.kind === "in_flight") return refusal(409, [balanceMessages.inProgress]);
    try {
      const answer = await this.payOrAnswer(ctx, order, raw);
      await this.orders.answerRequest(idempotencyKey, answer.status, answer.body);
      return answer;
    } catch (error) {
      // No answer worth repeating (a fault): the key is free for a retry
      await this.orders.forgetRequest(idempotencyKey);
      throw error;
    }
  }

  private async payOrAnswer(ctx: BalanceContext, order: OrderHead, raw: unknown): Promise<BalanceAnswer> {
    try {
      return await this.payOnce(ctx, order, raw);
    } catch (error) {
      if (error instanceof AppError) return refusal(error.status, error.errors);
      throw error;
    }
  }

  private async payOnce(ctx: BalanceContext, order: OrderHead, raw: unknown): Promise<BalanceAnswer> {
    const parsed = balancePaymentPostSchema.safeParse(raw);
    if (!parsed.success) throw new AppError("invalid", issueMessages(parsed.error));
    const form = parsed.data;
    const brand = brands[order.brand];
    const money = (cents: number) => formatMoney(cents, brand);
    const support = await this.receipts.supportNumber(brand);
    if (!this.gateway) throw new AppError("invalid", balanceMessages.noCardPayments(support));

    await this.settleLeftovers(order.id, ctx.origin);
    const current = (await this.orders.byCart(order.cartId)) ?? order;
    const verdict = balancePayable(current);
    if (!verdict.payable) throw new AppError("conflict", balanceMessages[verdict.refusal]);
    if (form.expectedAmount !== undefined && form.expectedAmount !== verdict.amount)
      throw new AppError("conflict", balanceMessages.amountChanged(money(verdict.amount)));

    const payment = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The order's row lock: payments of one order take turns from here, each seeing the last one's
      // amount_paid (the partial unique index on open balance attempts is the last word)
      const head = await this.orders.lockById(tx, order.id);
      if (!head) throw new AppError("not_found", "We could not find that order in your account");
      const now = balancePayable(head);
      if (!now.payable) throw new AppError("conflict", balanceMessages[now.refusal]);
      if (now.amount !== verdict.amount)
        throw new AppError("conflict", balanceMessages.amountChanged(money(now.amount)));
      if (await this.orders.openBalancePayment(head.id, tx))
        throw new AppError("conflict", balanceMessages.inProgress);
      return this.orders.startPayment(tx, head, "CreditCard", now.amount, "balance");
    });

    let outcome: CardOutcome;
    try {
      outcome = await this.gateway.authorise({
        reference: payment.id,
        amount: payment.amount,
        currency: order.currency,
        encryptedValues: form.encryptedValues,
        cardHolderName: form.cardHolderName,
        brand: order.brand,
        returnUrl: `${ctx.origin}/api/checkout/card-return`,
        ...(form.browserInfo ? { browserInfo: form.browserInfo } : {}),
      });
    } catch (error) {
      // The answer may be lost after the acquirer took the payment (reference/payments.md): ask what
      // became of this reference before calling it a failure
      this.logger.error(
        { err: error, paymentId: payment.id },
        "the card gateway failed on a balance payment",
      );
      const known = await this.gateway.status(payment.id).catch(() => null);
      outcome = known?.outcome ?? { status: "error", message: "The payment service did not answer." };
    }
    const settled = await this.settle(payment.id, outcome, ctx.origin);
    return this.answerOf(settled, brand, support);
  }

  /** The POST's answer for a settled attempt. */
  private answerOf(settled: Settled, brand: Brand, support: string): BalanceAnswer {
    const { payment, detail } = settled;
    const base = {
      paymentReference: payment.id,
      amountPaid: detail.amountPaid,
      amountRemaining: detail.amountRemaining,
    };
    switch (payment.status) {
      case "captured":
        return {
          status: 200,
          body: {
            ...base,
            status: "paid",
            message: balanceMessages.received(formatMoney(payment.amount, brand), detail.reference),
            secure3DResponse: null,
          },
        };
      case "requires_action":
        return {
          status: 200,
          body: { ...base, status: "challenge", message: null, secure3DResponse: settled.challenge },
        };
      case "refused":
        return refusal(
          402,
          [balanceMessages.refused(support), ...(payment.refusalReason ? [payment.refusalReason] : [])],
          { paymentReference: payment.id, refusalReason: payment.refusalReason },
        );
      case "voided":
      case "expired":
        return refusal(
          409,
          [detail.amountRemaining === 0 ? balanceMessages.lateDuplicate : balanceMessages.cancelledCheck],
          { paymentReference: payment.id },
        );
      default:
        return refusal(502, [balanceMessages.unconfirmed(support)], { paymentReference: payment.id });
    }
  }

  /**
   * Acts on the acquirer's outcome for a balance attempt, once, under the order's row lock: authorised
   * adds the amount to what was paid and queues the receipt in the same transaction (or, when the order
   * no longer has that much left to pay, voids it); a challenge waits; a refusal is recorded. The
   * attempt only moves forward, so a repeated return or a twin request finds it settled.
   */
  private async settle(paymentId: string, outcome: CardOutcome, origin: string): Promise<Settled> {
    const first = await this.orders.payment(paymentId);
    const order = first ? await this.orders.byId(first.orderId) : null;
    if (!first || !order) throw new AppError("not_found", "We could not find that payment.");
    // Read before the transaction: on PGlite a query outside it would wait for it to end
    const ready = await this.receipts.ready(order.brand, origin);
    const support = ready.support;
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const head = await this.orders.lockById(tx, order.id);
      const payment = await this.orders.payment(paymentId, tx);
      if (!head || !payment) throw new Error("a balance payment lost its order");
      const open = payment.status === "created" || payment.status === "requires_action";
      let voidAt: string | null = null;
      if (outcome.status === "authorised") {
        if (!open) {
          // Given up meanwhile (paid again, or swept): the acquirer must not keep this authorisation
          if (shownPaymentStatus[payment.status] !== "Approved") voidAt = outcome.pspReference;
        } else if (head.status !== "placed" || head.amountPaid + payment.amount > head.total) {
          await this.orders.updatePayment(tx, paymentId, { status: "voided" });
          voidAt = outcome.pspReference;
        } else {
          // The acquirer captures a card at once (ADR 034)
          await this.orders.updatePayment(tx, paymentId, {
            status: "captured",
            pspReference: outcome.pspReference,
            cardSummary: cardSummary(outcome.card),
          });
          if (!(await this.orders.addPaid(tx, head.id, payment.amount)))
            throw new Error("a balance payment did not fit the order it was checked against");
          await this.receipts.queue(
            tx,
            head,
            { id: payment.id, amount: payment.amount, cardSummary: cardSummary(outcome.card) },
            ready,
          );
        }
      } else if (outcome.status === "challenge") {
        await this.orders.updatePayment(tx, paymentId, {
          status: "requires_action",
          pspReference: outcome.pspReference,
        });
      } else {
        await this.orders.updatePayment(tx, paymentId, {
          status: outcome.status === "refused" ? "refused" : "error",
          pspReference: outcome.status === "refused" ? outcome.pspReference : null,
          refusalReason: outcome.status === "refused" ? outcome.refusalReason : outcome.message,
          errorCode: outcome.status === "refused" ? outcome.errorCode : "error",
        });
      }
      const settled = await this.orders.payment(paymentId, tx);
      const detail = await this.orders.detail(head.cartId, support, tx);
      if (!settled || !detail) throw new Error("a balance payment vanished while it was settled");
      return { payment: settled, detail, voidAt };
    });
    if (result.voidAt) await this.voidAtAcquirer(result.voidAt, paymentId);
    this.logger.info(
      { paymentId, orderId: order.id, status: result.payment.status, amount: result.payment.amount },
      "balance payment settled",
    );
    return {
      payment: result.payment,
      detail: result.detail,
      challenge:
        outcome.status === "challenge" && result.payment.status === "requires_action"
          ? outcome.secure3DResponse
          : null,
    };
  }

  private async voidAtAcquirer(pspReference: string, paymentId: string): Promise<void> {
    try {
      await this.gateway?.void(pspReference);
    } catch (error) {
      // Logged for the team: the authorisation lapses at the acquirer if nobody voids it
      this.logger.error(
        { err: error, paymentId, pspReference },
        "a balance authorisation could not be voided",
      );
    }
  }

  /**
   * Before a new payment of the order: one left waiting for 3-D Secure is given up (the shopper is
   * paying again; it is voided here first, then at the acquirer, so a late pass is voided too), and one
   * stuck in 'created' for longer than staleAttemptSeconds (its process died before the answer) is
   * settled with what the acquirer says became of it. A recent 'created' one is in flight: the caller
   * answers 409.
   */
  private async settleLeftovers(orderId: number, origin: string, now = new Date()): Promise<void> {
    const open = await this.orders.openBalancePayment(orderId);
    // Only a card attempt is this service's to settle: a Zip request the desk is waiting on (ADR 093) is
    // left to it, and the caller answers 409 while it waits
    if (open?.method !== "CreditCard") return;
    if (open.status === "requires_action") {
      const given = await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await this.orders.lockById(tx, orderId);
        // Under the lock settle takes too: a pass that arrived first has settled it already
        const fresh = await this.orders.payment(open.id, tx);
        if (fresh?.status !== "requires_action") return false;
        return this.orders.updatePayment(tx, open.id, { status: "voided" });
      });
      if (given && open.pspReference) await this.voidAtAcquirer(open.pspReference, open.id);
      return;
    }
    if (now.getTime() - open.createdAt.getTime() < staleAttemptSeconds * 1000) return;
    const known = await this.gateway?.status(open.id).catch(() => null);
    await this.settle(
      open.id,
      known?.outcome ?? { status: "error", message: "The payment was not finished." },
      origin,
    );
  }

  /**
   * The acquirer's webhook for a balance attempt's 3-D Secure answer (ADR 031, 039): settled as the return
   * would be, so a customer who passes the bank's check and never comes back has the balance recorded and
   * a receipt, once; the late return, or a copy of the webhook, finds it settled.
   */
  async fromWebhook(paymentId: string, outcome: CardOutcome, origin: string): Promise<void> {
    await this.settle(paymentId, outcome, origin);
  }

  /**
   * The 3-D Secure return of a balance payment (checkout's card-return hands it over, ADR 031): settles
   * the attempt and answers where the browser goes, the account's order page with the outcome.
   */
  async afterChallenge(paymentId: string, outcome: CardOutcome, origin: string): Promise<string> {
    const { payment, detail } = await this.settle(paymentId, outcome, origin);
    const status: BalanceReturnStatus =
      payment.status === "captured"
        ? "PAID"
        : payment.status === "refused"
          ? "REFUSED"
          : payment.status === "voided" || payment.status === "expired"
            ? "CANCELLED"
            : "ERROR";
    return `${origin}${balanceReturnPath(detail.id, status)}`;
  }
}
