import type { InvoicePage } from "@store/domain/account.schema";
import type { BrandId } from "@store/domain/brands";
import type { PaymentProvider } from "@store/domain/checkout.schema";
import type { OrderDetail, OrderLine, OrderStatus } from "@store/domain/order.schema";
import { type AttemptEvent, type AttemptTransition, applyAttemptEvent } from "@store/domain/payment-attempt";
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { StockTaken } from "../product/stock.service.ts";
import {
  checkoutRequests,
  type OrderAddress,
  orderLines,
  orderNumbers,
  orderPayments,
  orderStock,
  orders,
  paymentEvents,
} from "./order.tables.ts";

/** Everything an order is placed with, priced on the server (ADR 029). */
export interface OrderDraft {
  cartId: string;
  brand: BrandId;
  referencePrefix: string;
  currency: "AUD" | "NZD";
  userId: number | null;
  sessionId: string;
  email: string;
  phone: string;
  newsletter: boolean;
  deliveryAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  poNumber: string | null;
  abn: string | null;
  deliveryZoneId: number | null;
  deliveryDate: string | null;
  supplierDeliveries: { supplier: string; date: string; price: number }[];
  deliveryServices: { sku: string; name: string; price: number }[];
  earlyNotification: boolean;
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  cashAndCarry: boolean;
  winningDeliveryOverride: boolean;
  storeId: number | null;
  salespersonCode: string | null;
  placedByUserId: number | null;
  couponCode: string | null;
  subtotal: number;
  discountTotal: number;
  shippingCost: number;
  servicesTotal: number;
  total: number;
  amountDueNow: number;
  lines: {
    productId: number;
    sku: string;
    title: string;
    brand: string;
    image: string;
    quantity: number;
    unitPrice: number;
    warranty: { id: string; name: string; price: number } | null;
    install: { id: string; name: string; price: number } | null;
    lineTotal: number;
  }[];
}

/** An order's head as checkout acts on it. */
export interface OrderHead {
  id: number;
  cartId: string;
  reference: string;
  status: OrderStatus;
  brand: BrandId;
  email: string;
  total: number;
  amountDueNow: number;
  amountPaid: number;
  currency: "AUD" | "NZD";
  deliveryZoneId: number | null;
  deliveryDate: string | null;
  userId: number | null;
  sessionId: string | null;
  accessToken: string;
  couponCode: string | null;
}

/** A payment attempt as checkout acts on it. */
export type PaymentRow = typeof orderPayments.$inferSelect;

/** What a payment attempt pays for: the checkout, or the balance paid later (ADR 031). */
export type PaymentPurpose = PaymentRow["purpose"];

/** What the provider said beside the mapped status (ADR 034). */
interface ProviderWords {
  providerStatus?: string | null;
}

/**
 * What a payment attempt became (the provider's outcome, mapped) or what staff did to it. `captured`
 * takes `amount` (default: all that is authorised and not yet captured); from an attempt not yet
 * authorised it authorises first, as an acquirer's automatic capture does.
 */
export type PaymentUpdate = ProviderWords &
  (
    | { status: "authorised"; pspReference: string; cardSummary: string | null }
    | { status: "captured"; amount?: number; pspReference?: string; cardSummary?: string | null }
    | { status: "refunded"; amount: number }
    | { status: "requires_action"; pspReference: string }
    | {
        status: "refused" | "error";
        pspReference: string | null;
        refusalReason: string | null;
        errorCode: string | null;
      }
    | { status: "voided" | "expired"; refusalReason?: string }
  );

/** Who reported a change, recorded once in payment_events: a provider's event id or a staff action's key. */
export interface PaymentEventKey {
  provider: string;
  eventId: string;
  actorUserId?: number | null;
}

/** What a change did: the state machine's answer with the attempt as it now is, or a duplicate event. */
export type PaymentChange =
  | (AttemptTransition & { payment: PaymentRow })
  | { result: "duplicate"; reason: string; payment: null };

/** The state machine's events for an update, from where the attempt stands. */
function eventsOf(update: PaymentUpdate, current: PaymentRow): AttemptEvent[] {
  switch (update.status) {
    case "captured": {
      const unsettled = current.status === "created" || current.status === "requires_action";
      const amount = update.amount ?? current.amount - current.capturedAmount;
      return unsettled
        ? [{ kind: "authorised" }, { kind: "captured", amount: update.amount ?? current.amount }]
        : [{ kind: "captured", amount }];
    }
    case "refunded":
      return [{ kind: "refunded", amount: update.amount }];
    default:
      return [{ kind: update.status }];
  }
}

const headColumns = {
  id: orders.id,
  cartId: orders.cartId,
  reference: orders.reference,
  status: orders.status,
  brand: orders.brand,
  email: orders.email,
  total: orders.total,
  amountDueNow: orders.amountDueNow,
  amountPaid: orders.amountPaid,
  currency: orders.currency,
  deliveryZoneId: orders.deliveryZoneId,
  deliveryDate: orders.deliveryDate,
  userId: orders.userId,
  sessionId: orders.sessionId,
  accessToken: orders.accessToken,
  couponCode: orders.couponCode,
};

/**
 * Told, inside the transaction that places it, that an order is placed: a module above (a staff project
 * whose converted cart this was, ADR 044) links itself to the order without the order module knowing it.
 */
export type OrderPlacedListener = (
  tx: Db,
  order: { id: number; cartId: string; reference: string },
) => Promise<void>;

/** Orders, their lines, the stock they hold and their payment attempts (ADR 029). */
/** An order line as the shopper's order page and the orders desk show it (orderLineSchema). */
export function orderLineView(l: typeof orderLines.$inferSelect): OrderLine {
  return {
    sku: l.sku,
    title: l.title,
    brand: l.brand,
    image: l.image,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    warranty: l.warranty ? { name: l.warranty.name, price: l.warranty.price } : null,
    install: l.install ? { name: l.install.name, price: l.install.price } : null,
    lineTotal: l.lineTotal,
  };
}

export class OrderService {
  private readonly placedListeners: OrderPlacedListener[] = [];

  constructor(private readonly db: Db) {}

  /** Calls `listener` in the placing transaction of every order placed from now on (ADR 044). */
  onPlaced(listener: OrderPlacedListener): void {
    this.placedListeners.push(listener);
  }

  /**
   * Opens the cart's order inside the placing transaction: a new one, or a cancelled one reopened for
   * another try. null when the cart's order is in progress or already placed (the caller answers with it).
   */
  async open(tx: Db, draft: OrderDraft): Promise<OrderHead | null> {
    const { lines, referencePrefix, ...head } = draft;
    const [number] = await tx.insert(orderNumbers).values({}).returning({ id: orderNumbers.id });
    if (!number) throw new Error("order_numbers gave no number");
    const values = {
      ...head,
      reference: `${referencePrefix}-${100000 + number.id}`,
      status: "pending" as const,
    };
    const { reference: _keep, cartId: _same, ...reopen } = values;
    const [row] = await tx
      .insert(orders)
      .values(values)
      .onConflictDoUpdate({
        target: orders.cartId,
        set: { ...reopen, amountPaid: 0, placedAt: null, updatedAt: sql`now()` },
        where: eq(orders.status, "cancelled"),
      })
      // xmax is 0 on a row this statement inserted, not on one it updated (a reopened cancelled order)
      .returning({ ...headColumns, reopened: sql<boolean>`(xmax <> 0)` });
    if (!row) return null;
    const { reopened, ...order } = row;
    if (reopened) await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
    if (lines.length > 0) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
    return order;
  }

  /** What an order's lines ask of the stock. */
  async linesOf(tx: Db, orderId: number): Promise<{ productId: number; quantity: number }[]> {
    return tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
  }

  /** Records the stock the order took. */
  async holdStock(tx: Db, orderId: number, taken: readonly StockTaken[]): Promise<void> {
    if (taken.length > 0) await tx.insert(orderStock).values(taken.map((t) => ({ ...t, orderId })));
  }

  /** The stock the order holds, forgotten as it is handed back. */
  async releaseStock(tx: Db, orderId: number): Promise<StockTaken[]> {
    return tx.delete(orderStock).where(eq(orderStock.orderId, orderId)).returning({
      productId: orderStock.productId,
      storeId: orderStock.storeId,
      quantity: orderStock.quantity,
    });
  }

  /**
   * Starts a payment attempt; its id is the gateway's idempotency reference. `purpose` says whether it
   * pays the checkout or, later, the balance (ADR 031); `takenByUserId` the staff member who asked for it.
   */
  async startPayment(
    tx: Db,
    order: OrderHead,
    method: PaymentProvider,
    amount: number,
    purpose: PaymentPurpose = "order",
    takenByUserId: number | null = null,
  ): Promise<PaymentRow> {
    const [row] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method,
        purpose,
        status: "created",
        amount,
        currency: order.currency,
        takenByUserId,
      })
      .returning();
    if (!row) throw new Error("order_payments gave no row");
    return row;
  }

  /**
   * Records a payment staff took at the counter (ADR 037), inside the placing transaction: who took it,
   * cash's tendered amount and change; cash captured at once, the others authorised (nothing taken yet)
   * until the orders desk captures them. `summary` is what the receipt calls it. Answers what it paid.
   */
  async recordStaffPayment(
    tx: Db,
    paymentId: string,
    record: {
      settles: "captured" | "authorised";
      summary: string;
      takenByUserId: number | null;
      tendered: number | null;
      change: number | null;
      /** Another method's reference (ADR 072). */
      reference: string | null;
    },
  ): Promise<number> {
    const [row] = await tx
      .update(orderPayments)
      .set({
        takenByUserId: record.takenByUserId,
        tenderedAmount: record.tendered,
        changeAmount: record.change,
        staffReference: record.reference,
        updatedAt: sql`now()`,
      })
      .where(eq(orderPayments.id, paymentId))
      .returning({ amount: orderPayments.amount });
    if (!row) throw new Error(`no payment attempt ${paymentId}`);
    // The store is the provider: the attempt's own id is its reference
    const moved = await this.updatePayment(
      tx,
      paymentId,
      record.settles === "captured"
        ? { status: "captured", pspReference: paymentId, cardSummary: record.summary }
        : { status: "authorised", pspReference: paymentId, cardSummary: record.summary },
    );
    if (!moved) throw new Error(`the counter payment ${paymentId} was already settled`);
    return record.settles === "captured" ? row.amount : 0;
  }

  /** The cart's order, if it has one. */
  async byCart(cartId: string, within: Db = this.db): Promise<OrderHead | null> {
    const [row] = await within.select(headColumns).from(orders).where(eq(orders.cartId, cartId)).limit(1);
    return row ?? null;
  }

  /** An order by its id. */
  async byId(orderId: number, within: Db = this.db): Promise<OrderHead | null> {
    const [row] = await within.select(headColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ?? null;
  }

  /** The cart's order, locked for this transaction. */
  async lockByCart(tx: Db, cartId: string): Promise<OrderHead | null> {
    const [row] = await tx
      .select(headColumns)
      .from(orders)
      .where(eq(orders.cartId, cartId))
      .limit(1)
      .for("update");
    return row ?? null;
  }

  /** A payment attempt by its reference. */
  async payment(id: string, within: Db = this.db): Promise<PaymentRow | null> {
    const [row] = await within.select().from(orderPayments).where(eq(orderPayments.id, id)).limit(1);
    return row ?? null;
  }

  /** A payment attempt with its order's head, in one read, when the payment is of that cart's order. */
  async paymentOfCart(cartId: string, id: string): Promise<{ payment: PaymentRow; order: OrderHead } | null> {
    const [row] = await this.db
      .select({ payment: orderPayments, order: headColumns })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(eq(orderPayments.id, id), eq(orders.cartId, cartId)))
      .limit(1);
    return row ?? null;
  }

  /** The order's latest payment attempt. */
  async latestPayment(orderId: number, within: Db = this.db): Promise<PaymentRow | null> {
    const [row] = await within
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(desc(orderPayments.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** A payment attempt and its order's cart, in one read. */
  async paymentWithCart(tx: Db, id: string): Promise<{ payment: PaymentRow; cartId: string } | null> {
    const [row] = await tx
      .select({ payment: orderPayments, cartId: orders.cartId })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orderPayments.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The order of a payment, locked for this transaction. */
  async lockById(tx: Db, orderId: number): Promise<OrderHead | null> {
    const [row] = await tx
      .select(headColumns)
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1)
      .for("update");
    return row ?? null;
  }

  /**
   * Moves a payment attempt forward, never back (ADR 034): a late outcome for an attempt that already
   * ended changes nothing. Returns whether it moved.
   */
  async updatePayment(
    tx: Db,
    paymentId: string,
    update: PaymentUpdate,
    /** Moves it only from these (narrower than forward: e.g. give up only what still waits). */
    only?: readonly PaymentRow["status"][],
  ): Promise<boolean> {
    return (await this.changePayment(tx, paymentId, update, { only })).result === "moved";
  }

  /**
   * Applies an update to a payment attempt under its row lock, through the state machine (ADR 034).
   * With an `event`, the event is recorded first and applied only by the caller that recorded it, so a
   * repeated webhook, return or staff action is a harmless `duplicate`.
   */
  async changePayment(
    tx: Db,
    paymentId: string,
    update: PaymentUpdate,
    options: {
      only?: readonly PaymentRow["status"][] | undefined;
      event?: PaymentEventKey;
      /** The event was recorded before the provider was called (a staff action, ADR 038): apply it if still pending. */
      claimed?: boolean;
    } = {},
  ): Promise<PaymentChange> {
    // The attempt's lock first: the event's foreign key takes a share lock on it, and two callers each
    // holding that share while asking for the update lock would deadlock
    const [current] = await tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, paymentId))
      .limit(1)
      .for("update");
    if (!current) throw new Error(`no payment attempt ${paymentId}`);
    const amount = "amount" in update && update.amount !== undefined ? update.amount : null;
    let eventRow: number | null = null;
    if (options.event) {
      const { provider, eventId } = options.event;
      const [recorded] = options.claimed
        ? // Only while it is still pending: a second applier of the same action finds it applied
          await tx
            .update(paymentEvents)
            .set({ result: null })
            .where(
              and(
                eq(paymentEvents.provider, provider),
                eq(paymentEvents.eventId, eventId),
                eq(paymentEvents.paymentId, paymentId),
                eq(paymentEvents.result, "pending"),
              ),
            )
            .returning({ id: paymentEvents.id })
        : await tx
            .insert(paymentEvents)
            .values({
              provider: options.event.provider,
              eventId: options.event.eventId,
              paymentId,
              kind: update.status,
              amount,
              actorUserId: options.event.actorUserId ?? null,
            })
            .onConflictDoNothing()
            .returning({ id: paymentEvents.id });
      if (!recorded)
        return { result: "duplicate", reason: "This event was already processed.", payment: null };
      eventRow = recorded.id;
    }
    let transition: AttemptTransition =
      options.only && !options.only.includes(current.status)
        ? { result: "ignored", reason: `The payment is already ${current.status}.` }
        : { result: "moved", attempt: current };
    for (const event of transition.result === "moved" ? eventsOf(update, current) : []) {
      if (transition.result !== "moved") break;
      transition = applyAttemptEvent(transition.attempt, event);
    }
    let payment = current;
    if (transition.result === "moved") {
      const { status: _status, amount: _amount, ...words } = update as PaymentUpdate & { amount?: number };
      const [written] = await tx
        .update(orderPayments)
        .set({
          ...words,
          status: transition.attempt.status,
          amount: transition.attempt.amount,
          capturedAmount: transition.attempt.capturedAmount,
          refundedAmount: transition.attempt.refundedAmount,
          updatedAt: sql`now()`,
        })
        .where(eq(orderPayments.id, paymentId))
        .returning();
      if (written) payment = written;
    }
    if (eventRow !== null)
      await tx
        .update(paymentEvents)
        .set({ result: transition.result, reason: transition.result === "moved" ? null : transition.reason })
        .where(eq(paymentEvents.id, eventRow));
    return { ...transition, payment };
  }

  /** The events and staff actions recorded for an order's payment attempts, oldest first. */
  async paymentEventsOf(orderId: number, within: Db = this.db) {
    return within
      .select({
        paymentId: paymentEvents.paymentId,
        provider: paymentEvents.provider,
        kind: paymentEvents.kind,
        amount: paymentEvents.amount,
        result: paymentEvents.result,
        reason: paymentEvents.reason,
        actorUserId: paymentEvents.actorUserId,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .innerJoin(orderPayments, eq(orderPayments.id, paymentEvents.paymentId))
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(paymentEvents.id));
  }

  /** Sets the order's state; `paid` adds to what has been paid. */
  async setStatus(tx: Db, orderId: number, status: OrderStatus, paid = 0): Promise<void> {
    const [order] = await tx
      .update(orders)
      .set({
        status,
        amountPaid: sql`${orders.amountPaid} + ${paid}`,
        updatedAt: sql`now()`,
        ...(status === "placed" ? { placedAt: sql`now()` } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id, cartId: orders.cartId, reference: orders.reference });
    if (status === "placed" && order) for (const listener of this.placedListeners) await listener(tx, order);
  }

  /**
   * Writes `amount_paid` from the order's attempts (captured less refunded, ADR 034) inside the
   * transaction that changed one of them, with the order locked: the cache never drifts from them.
   */
  async syncAmountPaid(tx: Db, orderId: number): Promise<number> {
    const [row] = await tx
      .update(orders)
      .set({
        amountPaid: sql`(select coalesce(sum(${orderPayments.capturedAmount} - ${orderPayments.refundedAmount}), 0)::int from ${orderPayments} where ${orderPayments.orderId} = ${orderId} and ${orderPayments.status} in ('captured', 'refunded'))`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId))
      .returning({ amountPaid: orders.amountPaid });
    return row?.amountPaid ?? 0;
  }

  /** The order's balance payment still in flight (created, or waiting for 3-D Secure), if any (ADR 031). */
  async openBalancePayment(orderId: number, within: Db = this.db): Promise<PaymentRow | null> {
    const [row] = await within
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, orderId),
          eq(orderPayments.purpose, "balance"),
          inArray(orderPayments.status, ["created", "requires_action"]),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Adds a balance payment to what a placed order has been paid, only if it fits within the total.
   * Answers whether it did (inside the caller's transaction, with the order locked).
   */
  async addPaid(tx: Db, orderId: number, amount: number): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ amountPaid: sql`${orders.amountPaid} + ${amount}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, "placed"),
          sql`${orders.amountPaid} + ${amount} <= ${orders.total}`,
        ),
      )
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** Payment attempts waiting for the shopper (3-D Secure) since before `before`: the sweep's work. */
  async waitingPayments(before: Date, limit = 100): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.status, "requires_action"), lt(orderPayments.updatedAt, before)))
      .orderBy(asc(orderPayments.updatedAt))
      .limit(limit);
  }

  /** The order as its customer sees it. */
  async detail(cartId: string, supportNumber: string, within: Db = this.db): Promise<OrderDetail | null> {
    const [order] = await within.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
    if (!order) return null;
    // One after the other: inside a transaction the queries share one connection
    const lines = await within
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const payment = await within
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, order.id),
          inArray(orderPayments.status, ["authorised", "captured", "refunded"]),
        ),
      )
      .orderBy(desc(orderPayments.createdAt))
      .limit(1);
    const paid = payment[0];
    return {
      id: order.cartId,
      reference: order.reference,
      status: order.status,
      placedAt: order.placedAt?.toISOString() ?? null,
      email: order.email,
      phone: order.phone,
      deliveryAddress: { deliveryInstructions: "", ...order.deliveryAddress },
      poNumber: order.poNumber,
      abn: order.abn,
      deliveryDate: order.deliveryDate,
      supplierDeliveries: order.supplierDeliveries,
      deliveryServices: order.deliveryServices,
      lines: lines.map(orderLineView),
      couponCode: order.couponCode,
      subtotal: order.subtotal,
      discountTotal: order.discountTotal,
      shippingCost: order.shippingCost + order.servicesTotal,
      total: order.total,
      amountPaid: order.amountPaid,
      amountRemaining: order.total - order.amountPaid,
      currency: order.currency === "NZD" ? "NZD" : "AUD",
      payment: paid
        ? {
            method: paid.method,
            cardSummary: paid.cardSummary,
            cashTendered: paid.tenderedAmount,
            cashChange: paid.changeAmount,
            staffReference: paid.staffReference,
          }
        : null,
      supportNumber,
    };
  }

  /** Who may see an order: its session, its customer, or the holder of its mailed link. */
  async ownerOf(
    cartId: string,
  ): Promise<{ userId: number | null; sessionId: string | null; accessToken: string } | null> {
    const [row] = await this.db
      .select({ userId: orders.userId, sessionId: orders.sessionId, accessToken: orders.accessToken })
      .from(orders)
      .where(eq(orders.cartId, cartId))
      .limit(1);
    return row ?? null;
  }

  /** A page of a customer's placed orders, newest first (GET /api/account/order/invoiced). */
  async invoicesOf(userId: number, page: number, perPage: number): Promise<InvoicePage> {
    const mine = and(eq(orders.userId, userId), isNotNull(orders.placedAt));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: orders.cartId,
          reference: orders.reference,
          placedAt: orders.placedAt,
          total: orders.total,
          status: orders.status,
          itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(perPage)
        .offset(page * perPage),
      this.db.select({ n: count() }).from(orders).where(mine),
    ]);
    return {
      page,
      itemsPerPage: perPage,
      totalItems: Number(total?.n ?? 0),
      items: rows.map((r) => ({
        id: r.id,
        reference: r.reference,
        placedAt: r.placedAt?.toISOString() ?? "",
        total: r.total,
        status: r.status,
        itemCount: Number(r.itemCount),
      })),
    };
  }

  /**
   * Remembers an Idempotency-Key before the work it guards. 'new' when this call owns the key; else the
   * stored answer, 'mismatch' for the same key with another body, or 'in_flight'.
   */
  async claimRequest(
    key: string,
    cartId: string,
    bodyHash: string,
  ): Promise<
    | { kind: "new" }
    | { kind: "answered"; status: number; answer: unknown }
    | { kind: "mismatch" | "in_flight" }
  > {
    const inserted = await this.db
      .insert(checkoutRequests)
      .values({ key, cartId, bodyHash })
      .onConflictDoNothing()
      .returning({ key: checkoutRequests.key });
    if (inserted.length > 0) return { kind: "new" };
    const [row] = await this.db.select().from(checkoutRequests).where(eq(checkoutRequests.key, key)).limit(1);
    if (!row || row.bodyHash !== bodyHash || row.cartId !== cartId) return { kind: "mismatch" };
    if (row.status === null) return { kind: "in_flight" };
    return { kind: "answered", status: row.status, answer: row.answer };
  }

  /** Stores the answer to a claimed key. */
  async answerRequest(key: string, status: number, answer: unknown): Promise<void> {
    await this.db.update(checkoutRequests).set({ status, answer }).where(eq(checkoutRequests.key, key));
  }

  /** Lets a key go whose work failed without an answer worth repeating (a 5xx), so a retry can run. */
  async forgetRequest(key: string): Promise<void> {
    await this.db.delete(checkoutRequests).where(eq(checkoutRequests.key, key));
  }
}
