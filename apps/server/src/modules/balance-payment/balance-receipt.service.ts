import { accountOrderPath } from "@store/domain/balance-payment";
import { type Brand, type BrandId, brands } from "@store/domain/brands";
import type { Db } from "../../db/client.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { OrderHead, OrderService } from "../order/order.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { balanceReceiptMail } from "./balance-receipt-mail.ts";

/** What a receipt reads before the transaction that records the money. */
export interface ReceiptReady {
  support: string;
  origin: string;
}

/** The payment a receipt is for: its attempt, what it took, and what it was paid with. */
export interface ReceiptPayment {
  id: string;
  amount: number;
  /** 'Visa ending 1111' for a card (scheme and last four only); null for any other method. */
  cardSummary: string | null;
  /** How it was paid when not by card: 'Cash', 'Zip in store', 'Charge account'. */
  methodName?: string;
}

/**
 * The receipt of money received towards an order's balance (ADR 031; taken in store, ADR 038 amended),
 * queued in the outbox by the same transaction that adds the amount to what was paid, so it goes once
 * exactly when the money is recorded: online by card, or at the desk by cash, a captured staff method
 * or Zip in store.
 */
export class BalanceReceipts {
  constructor(
    private readonly orders: OrderService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    /** The brand's configured origin (never the request's Host): the base of the mailed link. */
    private readonly originOf: (brand: BrandId) => string,
  ) {}

  /** The brand's support number as staff set it, or the brand's own. */
  async supportNumber(brand: Brand): Promise<string> {
    const setting = (await this.settings.list(brand.id)).find((s) => s.name === "customerSupportNumber");
    return setting?.value ?? brand.support.phone;
  }

  /** Reads what a receipt needs before the transaction: on PGlite a read outside it would wait for it. */
  async ready(brand: BrandId, origin = this.originOf(brand)): Promise<ReceiptReady> {
    await this.mail.ready();
    return { support: await this.supportNumber(brands[brand]), origin };
  }

  /**
   * Queues the receipt within `tx`, after the payment's amount was added to what the order has paid.
   * The link opens the order in the owner's account, so a guest's order (which has no such page) gets
   * the receipt without it.
   */
  async queue(tx: Db, head: OrderHead, payment: ReceiptPayment, ready: ReceiptReady): Promise<void> {
    const detail = await this.orders.detail(head.cartId, ready.support, tx);
    if (!detail) throw new Error("a paid order has no detail");
    const link = head.userId === null ? null : `${ready.origin}${accountOrderPath(head.cartId)}`;
    await this.mail.send(
      { ...balanceReceiptMail(detail, payment, brands[head.brand], link), kind: "payment-receipt" },
      { within: tx },
    );
  }
}
