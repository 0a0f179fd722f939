import { redirectProviderOf, referredHoldHours } from "@store/domain/redirect-payment";
import type { Db } from "../../db/client.ts";
import type { PaymentProviders } from "../../payments/payment-providers.ts";
import type { DeliveryService } from "../delivery/delivery.service.ts";
import type { OrderHead, OrderService, PaymentRow } from "../order/order.service.ts";
import type { StockService } from "../product/stock.service.ts";

/** How long a 3-D Secure challenge may wait before the sweep gives its stock and day back. */
export const challengeMinutes = 30;

/**
 * What an unpaid order holds (its stock and delivery day) and how it is given back (ADR 029): when its
 * payment is refused, when the shopper gives up a challenge, and by the sweep for challenges left
 * waiting (a job every few minutes, background-jobs.ts).
 */
export class PaymentHolds {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly providers: PaymentProviders,
  ) {}

  /** Gives back what an unpaid order held and marks it cancelled (inside the caller's transaction). */
  async release(tx: Db, order: OrderHead): Promise<void> {
    await this.stock.giveBack(tx, await this.orders.releaseStock(tx, order.id));
    if (order.deliveryZoneId !== null && order.deliveryDate !== null)
      await this.delivery.releaseCapacity(tx, order.deliveryZoneId, order.deliveryDate);
    await this.orders.setStatus(tx, order.id, "cancelled");
  }

  /**
   * Ends a payment attempt still waiting for the shopper: claimed first (only while it waits, under the
   * order's lock, its holds given back), then withdrawn at its provider. An attempt that was authorised
   * meanwhile is left alone, so a challenge passed at the sweep's moment is never voided under a placed
   * order; one authorised after the claim is voided by the withdrawal and its late return finds it ended.
   */
  async abandon(payment: PaymentRow, as: "voided" | "expired"): Promise<boolean> {
    const claimed = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await this.orders.lockById(tx, payment.orderId);
      const moved = await this.orders.updatePayment(tx, payment.id, { status: as }, [
        "created",
        "requires_action",
      ]);
      if (moved && order?.status === "awaiting_payment") await this.release(tx, order);
      return moved;
    });
    if (claimed) await this.withdraw(payment);
    return claimed;
  }

  /**
   * Withdraws the attempt at its provider: a card authorisation voided, a Zip request cancelled, a
   * redirect checkout cancelled (or, captured meanwhile, reversed: ADR 036).
   */
  async withdraw(payment: Pick<PaymentRow, "id" | "method" | "pspReference">): Promise<void> {
    const redirect = redirectProviderOf(payment.method);
    if (redirect) await this.providers.redirects[redirect]?.void(payment.id);
    else if (payment.method === "ZipInStore") await this.providers.inStore?.cancel(payment.id);
    else if (payment.pspReference) await this.providers.card?.void(payment.pspReference);
  }

  /**
   * The sweep: payments left waiting for the shopper longer than challengeMinutes (a 3-D Secure
   * challenge, a Zip request, a redirect the shopper never came back from) expire. A Zip application a
   * person is reviewing (referred) keeps its hold up to referredHoldHours. Answers how many expired.
   */
  async sweep(now = new Date()): Promise<number> {
    const waiting = await this.orders.waitingPayments(new Date(now.getTime() - challengeMinutes * 60_000));
    let swept = 0;
    for (const payment of waiting) {
      if (await this.underReview(payment, now)) continue;
      if (await this.abandon(payment, "expired")) swept++;
    }
    return swept;
  }

  /** A referred application still under review, within its longer hold (ADR 036). */
  private async underReview(payment: PaymentRow, now: Date): Promise<boolean> {
    const redirect = redirectProviderOf(payment.method);
    if (!redirect || now.getTime() - payment.createdAt.getTime() >= referredHoldHours * 3_600_000)
      return false;
    const state = await this.providers.redirects[redirect]?.status(payment.id).catch(() => null);
    return state?.status === "under_review";
  }
}
