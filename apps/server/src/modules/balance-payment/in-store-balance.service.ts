import { type BrandId, brands, formatMoney } from "@store/domain/brands";
import { deskBalanceDue, deskMethodNames, deskZipMessages } from "@store/domain/orders-desk";
import { orderPaymentState, shownPaymentStatus } from "@store/domain/payment-attempt";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type InStoreOutcome,
  type InStorePayments,
  inStoreAnswered,
  inStoreProvider,
} from "../../payments/in-store-payments.ts";
import type { CardCurrency } from "../../payments/payment-gateway.ts";
import type { OrderService, PaymentEventKey, PaymentRow, PaymentUpdate } from "../order/order.service.ts";
import { OrderDeskReadModel } from "../order/order-desk.read-model.ts";
import { staffProvider } from "../order/payment-actions.service.ts";
import type { BalanceReceipts } from "./balance-receipt.service.ts";

/** What the store's attempt becomes for each of Zip's answers (Pending and Unknown wait). */
function updateOf(outcome: InStoreOutcome): PaymentUpdate | null {
  const pspReference = outcome.providerReference;
  switch (outcome.status) {
    case "Approved":
      return { status: "captured", pspReference, cardSummary: "Zip in store" };
    case "Declined":
      return {
        status: "refused",
        pspReference,
        refusalReason: outcome.reason ?? deskZipMessages.declined,
        errorCode: "declined",
      };
    case "Cancelled":
      return { status: "voided", refusalReason: outcome.reason ?? deskZipMessages.cancelled };
    case "Expired":
      return { status: "expired", refusalReason: deskZipMessages.expired };
    default:
      return null;
  }
}

const isOpen = (payment: PaymentRow) => payment.status === "created" || payment.status === "requires_action";

/**
 * A deposit order's balance taken at the orders desk by Zip in store (ADR 093): the desk starts the
 * attempt (purpose 'balance') under the order's lock; this asks Zip for the purchase by the customer's
 * code and settles Zip's answer once, whoever brings it (the desk's poll, its cancel, Zip's webhook, the
 * sweep's withdrawal). An approval is captured only while the order still lacks that much; otherwise, or
 * when it comes after the attempt ended, Zip is asked to give it back. No order is placed here: the
 * order was placed at checkout, so checkout's settle (which places orders) is not this one.
 */
export class InStoreBalances {
  private readonly reads: OrderDeskReadModel;

  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly zip: InStorePayments,
    private readonly receipts: BalanceReceipts,
    private readonly logger: Logger,
  ) {
    this.reads = new OrderDeskReadModel(db);
  }

  /**
   * Sends the purchase request for a started attempt and settles what Zip answers. A lost answer is
   * asked after by the attempt's reference; with no answer at all the attempt ends in 'error' (a late
   * approval of it is then given back).
   */
  async request(paymentId: string, deviceCode: string): Promise<PaymentRow> {
    const { payment, order } = await this.attemptWithOrder(paymentId);
    if (payment.status !== "created") return payment;
    let outcome: InStoreOutcome | null;
    try {
      outcome = await this.zip.request({
        reference: payment.id,
        amount: payment.amount,
        currency: payment.currency as CardCurrency,
        deviceCode,
        brand: order.brand as BrandId,
      });
    } catch (error) {
      this.logger.error({ err: error, paymentId }, "Zip in store failed on a balance request");
      outcome = await this.zip.status(payment.id).catch(() => null);
    }
    if (!outcome) return this.fail(payment.id);
    if (!inStoreAnswered(outcome.status)) {
      await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await this.orders.updatePayment(
          tx,
          payment.id,
          { status: "requires_action", pspReference: outcome.providerReference },
          ["created"],
        );
      });
      return (await this.orders.payment(payment.id)) ?? payment;
    }
    return this.settle(payment.id, outcome, this.keyOf(outcome));
  }

  /** Where a waiting attempt stands: Zip is asked, and an answer is settled (the desk polls every 2 s). */
  async poll(paymentId: string): Promise<PaymentRow> {
    const payment = await this.waiting(paymentId);
    if (payment.status !== "requires_action") return payment;
    const now = await this.zip.status(payment.id).catch((error: unknown) => {
      // No answer this time: the desk asks again in 2 s
      this.logger.warn({ err: error, paymentId }, "Zip in store did not answer a balance poll");
      return null;
    });
    if (!now || !inStoreAnswered(now.status)) return payment;
    return this.settle(payment.id, now, this.keyOf(now));
  }

  /**
   * Staff cancelled, or the desk was left (`actorUserId` is who, for the desk's record). The attempt is
   * claimed first, under the order's lock, only while it still waits: an approval settled a moment
   * before keeps its capture and nothing is withdrawn. Then the request is withdrawn at Zip, which
   * reverses an approval that got there first; one that comes later finds the attempt ended and is
   * given back by whoever brings it (the poll, the webhook), as the sweep's claim does (ADR 029).
   */
  async cancel(paymentId: string, actorUserId: number | null): Promise<PaymentRow> {
    const payment = await this.waiting(paymentId);
    if (!isOpen(payment)) return payment;
    const claimed = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.orders.lockById(tx, payment.orderId);
      const change = await this.orders.changePayment(
        tx,
        paymentId,
        { status: "voided", refusalReason: deskZipMessages.cancelledByStaff },
        {
          only: ["created", "requires_action"],
          event: { provider: staffProvider, eventId: `cancel:${paymentId}`, actorUserId },
        },
      );
      return change.result === "moved";
    });
    if (claimed) await this.giveBack(paymentId);
    return (await this.orders.payment(paymentId)) ?? payment;
  }

  /** Zip's webhook for a balance attempt (checkout's webhook hands it over): settled as a poll would, once per event. */
  async fromWebhook(paymentId: string, eventId: string): Promise<void> {
    const now = await this.zip.status(paymentId);
    if (now && inStoreAnswered(now.status))
      await this.settle(paymentId, now, { provider: inStoreProvider, eventId });
  }

  /** A Zip in store balance attempt; anything else is not one the desk waits for (404). */
  private async waiting(paymentId: string): Promise<PaymentRow> {
    const payment = await this.orders.payment(paymentId);
    if (payment?.method !== "ZipInStore" || payment.purpose !== "balance")
      throw new AppError("not_found", deskZipMessages.notWaiting);
    return payment;
  }

  private async attemptWithOrder(paymentId: string) {
    const payment = await this.waiting(paymentId);
    const order = await this.orders.byId(payment.orderId);
    if (!order) throw new AppError("not_found", "We could not find that order.");
    return { payment, order };
  }

  private keyOf(outcome: InStoreOutcome): PaymentEventKey {
    return { provider: inStoreProvider, eventId: `${outcome.providerReference}:${outcome.status}` };
  }

  /** No answer from Zip at all: the attempt ends, so the desk can try again or take another method. */
  private async fail(paymentId: string): Promise<PaymentRow> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Only from 'created': a repeat of the request that got an answer meanwhile keeps it
      await this.orders.updatePayment(
        tx,
        paymentId,
        { status: "error", pspReference: null, refusalReason: deskZipMessages.noAnswer, errorCode: "error" },
        ["created"],
      );
    });
    const payment = await this.orders.payment(paymentId);
    if (!payment) throw new Error("a balance payment vanished");
    return payment;
  }

  /**
   * Applies Zip's answer once, under the order's row lock: an approval is captured and `amount_paid`
   * written in the same transaction while the order still lacks that much (the rule the desk checked at
   * the start, read again now); too late or too much, it is voided and given back at Zip. Each answer is
   * recorded once (`event`), and the attempt only moves forward.
   */
  private async settle(
    paymentId: string,
    outcome: InStoreOutcome,
    event: PaymentEventKey,
  ): Promise<PaymentRow> {
    const update = updateOf(outcome);
    const first = await this.orders.payment(paymentId);
    if (!first || !update) return first ?? this.waiting(paymentId);
    const placed = await this.orders.byId(first.orderId);
    if (!placed) throw new Error("a balance payment lost its order");
    // Read before the transaction: on PGlite a query outside it would wait for it to end
    const ready = await this.receipts.ready(placed.brand);
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await this.orders.lockById(tx, first.orderId);
      const payment = await this.orders.payment(paymentId, tx);
      if (!order || !payment) throw new Error("a balance payment lost its order");
      if (update.status !== "captured") {
        await this.orders.changePayment(tx, paymentId, update, { event });
        return { giveBack: false, order };
      }
      if (!isOpen(payment)) {
        // Approved after the attempt ended (cancelled, swept, no answer): Zip must not keep the money
        const change = await this.orders.changePayment(tx, paymentId, update, { event, only: [] });
        return {
          giveBack: change.result !== "duplicate" && shownPaymentStatus[payment.status] !== "Approved",
          order,
        };
      }
      const attempts = (await this.reads.byId(order.id, tx))?.attempts ?? [];
      const due = deskBalanceDue(order, orderPaymentState(order.total, attempts));
      if (due === null || payment.amount > due) {
        await this.orders.changePayment(
          tx,
          paymentId,
          {
            status: "voided",
            refusalReason: deskZipMessages.tooLate(formatMoney(payment.amount, brands[order.brand])),
          },
          { event },
        );
        return { giveBack: true, order };
      }
      const change = await this.orders.changePayment(tx, paymentId, update, { event });
      // The cache follows the attempts in the same transaction (ADR 034), and the receipt goes with it
      if (change.result === "moved") {
        await this.orders.syncAmountPaid(tx, order.id);
        await this.receipts.queue(
          tx,
          order,
          {
            id: payment.id,
            amount: payment.amount,
            cardSummary: null,
            methodName: deskMethodNames.ZipInStore,
          },
          ready,
        );
      }
      return { giveBack: false, order };
    });
    if (result.giveBack) await this.giveBack(paymentId);
    const settled = await this.orders.payment(paymentId);
    this.logger.info(
      { paymentId, orderId: result.order.id, status: settled?.status, zipStatus: outcome.status },
      "Zip in store balance settled",
    );
    if (!settled) throw new Error("a balance payment vanished while it was settled");
    return settled;
  }

  private async giveBack(paymentId: string): Promise<void> {
    try {
      await this.zip.cancel(paymentId);
    } catch (error) {
      // Logged for the team: the customer was charged for an attempt the store ended
      this.logger.error({ err: error, paymentId }, "a Zip in store balance approval could not be given back");
    }
  }
}
