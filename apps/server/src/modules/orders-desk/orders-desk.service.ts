import { apiErrorBody } from "@store/domain/api-error.schema";
import { checkoutMessages } from "@store/domain/checkout.schema";
import {
  type DeskActionInFlight,
  type DeskActionKind,
  type DeskLimits,
  deskActionProblem,
  deskBalanceDue,
  deskBalanceMethods,
  deskBalanceProblem,
  deskLimits,
  deskMethodNames,
  deskMoney,
  deskZipMessages,
} from "@store/domain/orders-desk";
import {
  type DeskAction,
  type DeskActionAnswer,
  type DeskAttempt,
  type DeskBalance,
  type DeskBalanceAnswer,
  type DeskEvent,
  type DeskOrder,
  type DeskOrderPage,
  type DeskOrdersQuery,
  type DeskPaymentWait,
  deskEventResults,
} from "@store/domain/orders-desk.schema";
import { orderPaymentState, shownPaymentStatus } from "@store/domain/payment-attempt";
import {
  cashChange,
  otherPaymentReferenceProblem,
  type StaffPaymentMethod,
  staffPaymentLabels,
  staffPaymentMethods,
  staffPaymentNote,
  staffPaymentSettles,
} from "@store/domain/staff-payment";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  actionsOf,
  type StaffPaymentAdapter,
  type StaffPaymentPlan,
  type StaffPaymentTarget,
  type StaffProviderAnswer,
} from "../../payments/staff-payment-plan.ts";
import type { BalanceReceipts, ReceiptReady } from "../balance-payment/balance-receipt.service.ts";
import type { InStoreBalances } from "../balance-payment/in-store-balance.service.ts";
import {
  type OrderService,
  orderLineView,
  type PaymentRow,
  type PaymentUpdate,
} from "../order/order.service.ts";
import type { DeskOrderRows } from "../order/order-desk.read-model.ts";
import { OrderDeskReadModel } from "../order/order-desk.read-model.ts";
import { PaymentActions, type StaffActionRow, staffProvider } from "../order/payment-actions.service.ts";
import type { UserService } from "../user/user.service.ts";

/** The signed-in staff member an action is recorded against. */
export interface DeskActor {
  userId: number;
}

/** What an action call answers: its HTTP status and body (the action as recorded and the order now). */
export interface DeskActionReply {
  status: 200 | 409 | 502;
  body: DeskActionAnswer | (DeskActionAnswer & ReturnType<typeof apiErrorBody>);
}

/** A pending action older than this lost its process: another try may take it over. */
const stalePendingMs = 2 * 60_000;

const knownResult = (result: string | null): DeskAction["result"] =>
  (deskEventResults as readonly string[]).includes(result ?? "")
    ? (result as DeskAction["result"])
    : "pending";

/**
 * The orders desk (issue 16, ADR 038): lists orders for staff, shows one with its payment status,
 * attempts and recorded events, and captures, voids or refunds an attempt through its method's adapter
 * (payments/staff-payment-plan.ts). Every action is claimed in payment_events first (provider 'staff',
 * the Idempotency-Key, who), then sent to the provider with that key, then applied through the payment
 * state machine with `amount_paid` written in the same transaction; a retry with the same key acts once.
 */
export class OrdersDesk {
  private readonly actions: PaymentActions;
  private readonly reads: OrderDeskReadModel;

  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly users: UserService,
    private readonly plan: StaffPaymentPlan,
    /** Zip in store for a balance (ADR 093); null when no in-store provider is configured. */
    private readonly inStore: InStoreBalances | null,
    /** The receipt of a balance the desk takes (cash) or captures (ADR 038 amended). */
    private readonly receipts: BalanceReceipts,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.actions = new PaymentActions(db);
    this.reads = new OrderDeskReadModel(db);
  }

  /** A page of orders, newest first, found by reference or email. */
  async list(query: DeskOrdersQuery): Promise<DeskOrderPage> {
    const { total, rows } = await this.reads.page(query);
    return {
      page: query.page,
      perPage: query.perPage,
      totalItems: total,
      items: rows.map(({ order, attempts }) => {
        const state = orderPaymentState(order.total, attempts);
        return {
          reference: order.reference,
          status: order.status,
          at: (order.placedAt ?? order.createdAt).toISOString(),
          placed: order.placedAt !== null,
          name: nameOf(order.deliveryAddress),
          email: order.email,
          total: order.total,
          paid: state.paid,
          paymentStatus: state.status,
          methods: [...new Set(attempts.map((a) => a.method))],
          currency: order.currency,
        };
      }),
    };
  }

  /** What a receipt of the order's brand reads before the transaction that records the money. */
  private async receiptReadyFor(orderId: number): Promise<ReceiptReady> {
    const order = await this.orders.byId(orderId);
    if (!order) throw new AppError("not_found", "We could not find that order.");
    return this.receipts.ready(order.brand);
  }

  /** One order by its reference; 404 when there is none. */
  async order(reference: string): Promise<DeskOrder> {
    const rows = await this.reads.byReference(reference);
    if (!rows) throw new AppError("not_found", `There is no order ${reference.toUpperCase()}.`);
    return this.shape(rows);
  }

  /**
   * Captures, voids or refunds one attempt, once per Idempotency-Key: claimed (and its money held)
   * under the order's and the attempt's locks, sent to the provider with the key, then applied.
   */
  async act(
    kind: DeskActionKind,
    paymentId: string,
    input: { amount?: number | undefined },
    key: string,
    actor: DeskActor,
  ): Promise<DeskActionReply> {
    const payment = await this.actions.payment(paymentId);
    if (!payment) throw new AppError("not_found", "We could not find that payment.");
    const adapter = this.plan[payment.method];
    const supports = actionsOf(adapter);

    const claimed = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The order's lock, then the attempt's, as every payment writer takes them: claims of one order take turns
      const order = await this.orders.lockById(tx, payment.orderId);
      const locked = await this.actions.lockPayment(tx, paymentId);
      if (!order || !locked) throw new AppError("not_found", "We could not find that payment.");
      const earlier = await this.actions.byKey(key, tx);
      if (earlier) return { fresh: false as const, row: earlier };
      const attempts = await this.attemptsOf(tx, order.id);
      const inFlight = await this.actions.inFlight(tx, order.id);
      const limits = this.limitsOf(locked, order.total, attempts, inFlight, supports);
      const amount = kind === "void" ? null : (input.amount ?? (kind === "capture" ? limits.capture : null));
      const problem = deskActionProblem(kind, amount, limits, payment.method, supports);
      if (problem) throw new AppError("conflict", problem);
      const row = await this.actions.claim(tx, { key, paymentId, kind, amount, actorUserId: actor.userId });
      // Taken meanwhile by a request for another attempt (this one's lock did not hold it back)
      return row
        ? { fresh: true as const, row }
        : { fresh: false as const, row: await this.actions.byKey(key, tx) };
    });
    let row = claimed.row;
    if (!row) throw new AppError("conflict", "This action is in progress. Reload the order in a moment.");

    if (!claimed.fresh) {
      const sameAction =
        row.paymentId === paymentId &&
        row.action === kind &&
        row.actorUserId === actor.userId &&
        (input.amount === undefined || input.amount === row.amount);
      if (!sameAction)
        throw new AppError(
          "invalid",
          "This Idempotency-Key was used for another action. Start the action again from the order.",
        );
      const stale = new Date(this.now().getTime() - stalePendingMs);
      const retry = row.result === "failed" || (row.result === "pending" && row.at < stale);
      if (!retry) {
        if (row.result === "pending")
          throw new AppError("conflict", "This action is in progress. Reload the order in a moment.");
        return this.reply(row, payment.orderId);
      }
      if (!(await this.actions.retake(row.id, stale)))
        throw new AppError("conflict", "This action is in progress. Reload the order in a moment.");
    }

    const target: StaffPaymentTarget = {
      reference: payment.id,
      pspReference: payment.pspReference,
      amount: payment.amount,
    };
    let answer: StaffProviderAnswer;
    try {
      answer = await call(adapter, kind, target, row.amount, key);
    } catch (error) {
      this.logger.error({ err: error, paymentId, key, kind }, "the provider did not answer a staff action");
      await this.actions.finish(
        row.id,
        "failed",
        `${deskMethodNames[payment.method]} did not answer. Try again: the same action is sent again and acts only once.`,
      );
      return this.reply((await this.actions.byKey(key)) ?? row, payment.orderId);
    }
    if (answer.status === "refused") {
      await this.actions.finish(
        row.id,
        "refused",
        `${deskMethodNames[payment.method]} refused: ${answer.message}`,
      );
      return this.reply((await this.actions.byKey(key)) ?? row, payment.orderId);
    }

    // A balance attempt captured here is money received: its receipt goes in the transaction that records it
    const receipt =
      kind === "capture" && payment.purpose === "balance"
        ? await this.receiptReadyFor(payment.orderId)
        : null;
    const update: PaymentUpdate =
      kind === "void"
        ? { status: "voided", providerStatus: answer.providerStatus }
        : {
            status: kind === "capture" ? "captured" : "refunded",
            amount: row.amount ?? 0,
            providerStatus: answer.providerStatus,
          };
    const change = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await this.orders.lockById(tx, payment.orderId);
      const applied = await this.orders.changePayment(tx, paymentId, update, {
        event: { provider: staffProvider, eventId: key, actorUserId: row?.actorUserId ?? actor.userId },
        claimed: true,
      });
      // The cache follows the attempts in the same transaction (ADR 034)
      if (applied.result === "moved") {
        await this.orders.syncAmountPaid(tx, payment.orderId);
        if (receipt && order)
          await this.receipts.queue(
            tx,
            order,
            {
              id: payment.id,
              amount: row?.amount ?? payment.amount,
              // Only staff methods and Zip wait for the desk: a card balance is captured online at once
              cardSummary: null,
              methodName: deskMethodNames[payment.method],
            },
            receipt,
          );
      }
      return applied;
    });
    if (change.result === "invalid")
      // The provider acted and the state machine refused: the claim held the money, so this is a bug to look at
      this.logger.error(
        { paymentId, key, kind, reason: change.reason },
        "a staff action the provider did was refused",
      );
    row = (await this.actions.byKey(key)) ?? row;
    return this.reply(row, payment.orderId);
  }

  /**
   * Takes a deposit order's balance (or part of it) in store by a staff method (ADR 038, amended): a new
   * attempt with purpose 'balance', recorded under the Idempotency-Key with who and when, and
   * `amount_paid` written, all in one transaction under the order's lock, so a repeat or a concurrent
   * double submit takes it once and never more than is left.
   */
  async takeBalance(
    reference: string,
    input: DeskBalance,
    key: string,
    actor: DeskActor,
  ): Promise<DeskBalanceAnswer> {
    const found = await this.reads.byReference(reference);
    if (!found) throw new AppError("not_found", `There is no order ${reference.toUpperCase()}.`);
    const settlesNow = input.method !== "ZipInStore" && staffPaymentSettles(input.method) === "captured";
    const receipt = settlesNow ? await this.receiptReadyFor(found.order.id) : null;
    const paymentId = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await this.orders.lockById(tx, found.order.id);
      if (!order) throw new AppError("not_found", `There is no order ${reference.toUpperCase()}.`);
      const earlier = await this.actions.balanceByKey(key, tx);
      if (earlier) {
        const payment = await this.orders.payment(earlier.paymentId, tx);
        const same =
          payment?.orderId === order.id &&
          payment.method === input.method &&
          earlier.amount === input.amount &&
          earlier.actorUserId === actor.userId;
        if (!same) throw new AppError("invalid", reusedKey);
        return earlier.paymentId;
      }
      if (await this.actions.byKey(key, tx)) throw new AppError("invalid", reusedKey);
      const attempts = await this.attemptsOf(tx, order.id);
      // A balance payment in flight (the customer's own online, ADR 031, or a Zip request): one must wait
      const open = attempts.find(
        (a) => a.purpose === "balance" && ["created", "requires_action"].includes(a.status),
      );
      if (open)
        throw new AppError(
          "conflict",
          open.method === "ZipInStore"
            ? deskZipMessages.inFlight
            : "The customer is paying the balance online right now. Reload the order in a moment.",
        );
      const due = deskBalanceDue(order, orderPaymentState(order.total, attempts));
      const problem = deskBalanceProblem(due, input.amount);
      if (problem) throw new AppError(due === null || due === 0 ? "conflict" : "invalid", problem);
      let cash: { tendered: number; change: number } | null = null;
      if (input.method === "Cash") {
        const counted = cashChange(input.amount, input.cashTendered, deskMoney);
        if (!counted.ok) throw new AppError("invalid", counted.message);
        cash = counted;
      } else if (input.cashTendered != null)
        throw new AppError("invalid", "Cash tendered is recorded only for a cash payment.");
      const referenceProblem = otherPaymentReferenceProblem(input.method, input.otherPaymentReference);
      if (referenceProblem) throw new AppError("invalid", referenceProblem);
      const zip = input.method === "ZipInStore";
      if (zip && !this.inStore) throw new AppError("invalid", deskZipMessages.unavailable);
      if (zip && !input.devicePaymentCode) throw new AppError("invalid", checkoutMessages.devicePaymentCode);
      if (!zip && input.devicePaymentCode != null)
        throw new AppError("invalid", deskZipMessages.codeOnlyForZip);

      const payment = await this.orders.startPayment(
        tx,
        order,
        input.method,
        input.amount,
        "balance",
        actor.userId,
      );
      // Zip's attempt waits for the customer (below); the counter methods settle here
      if (input.method !== "ZipInStore")
        await this.orders.recordStaffPayment(tx, payment.id, {
          settles: staffPaymentSettles(input.method),
          summary: staffPaymentLabels[input.method],
          takenByUserId: actor.userId,
          tendered: cash?.tendered ?? null,
          change: cash?.change ?? null,
          reference:
            input.method === "StaffOnlyOtherPaymentMethod"
              ? (input.otherPaymentReference?.trim() ?? null)
              : null,
        });
      // The key is unique: the same key sent for another order at the same moment lands here once
      if (
        !(await this.actions.recordBalance(tx, {
          key,
          paymentId: payment.id,
          amount: input.amount,
          actorUserId: actor.userId,
        }))
      )
        throw new AppError("conflict", "This action is in progress. Reload the order in a moment.");
      // The cache follows the attempts in the same transaction (ADR 034); money in hand gets its receipt
      await this.orders.syncAmountPaid(tx, order.id);
      if (receipt)
        await this.receipts.queue(
          tx,
          order,
          {
            id: payment.id,
            amount: input.amount,
            cardSummary: null,
            methodName: deskMethodNames[input.method],
          },
          receipt,
        );
      return payment.id;
    });
    // Zip's request goes out after the attempt is recorded; a repeat of the key finds it sent (by reference)
    const payment =
      input.method === "ZipInStore" && this.inStore
        ? await this.inStore.request(paymentId, input.devicePaymentCode ?? "")
        : await this.orders.payment(paymentId);
    const rows = await this.reads.byId(found.order.id);
    if (!payment || !rows) throw new AppError("not_found", "We could not find that payment.");
    const method = payment.method as DeskBalance["method"];
    const paymentStatus = shownPaymentStatus[payment.status];
    return {
      balance: {
        key,
        paymentId,
        method,
        amount: payment.amount,
        cashTendered: payment.tenderedAmount,
        cashChange: payment.changeAmount,
        paymentStatus,
        message: balanceMessage(payment),
      },
      order: await this.shape(rows),
    };
  }

  /**
   * GET /api/orders-desk/payments/:id/status (ADR 093): where a Zip in store balance payment stands, asked
   * of Zip while it waits and settled once the customer answers.
   */
  async paymentWait(paymentId: string): Promise<DeskPaymentWait> {
    return waitOf(await this.zipBalances().poll(paymentId));
  }

  /** POST /api/orders-desk/payments/:id/cancel (ADR 093): staff cancelled the wait, or left the desk. */
  async cancelWait(paymentId: string, actor: DeskActor): Promise<DeskPaymentWait> {
    return waitOf(await this.zipBalances().cancel(paymentId, actor.userId));
  }

  private zipBalances(): InStoreBalances {
    if (!this.inStore) throw new AppError("not_found", deskZipMessages.notWaiting);
    return this.inStore;
  }

  /** The answer for an action as recorded, with the order as it now is. */
  private async reply(row: StaffActionRow, orderId: number): Promise<DeskActionReply> {
    const rows = await this.reads.byId(orderId);
    if (!rows) throw new AppError("not_found", "We could not find that order.");
    const action: DeskAction = {
      key: row.key,
      kind: row.action ?? "refund",
      paymentId: row.paymentId ?? "",
      amount: row.amount,
      result: knownResult(row.result),
      message: messageOf(row),
    };
    const body = { action, order: await this.shape(rows) };
    switch (action.result) {
      case "moved":
      case "ignored":
      case "duplicate":
        return { status: 200, body };
      case "failed":
        return { status: 502, body: { ...apiErrorBody("server_error", action.message), ...body } };
      default:
        return { status: 409, body: { ...apiErrorBody("conflict", action.message), ...body } };
    }
  }

  private async attemptsOf(tx: Db, orderId: number): Promise<PaymentRow[]> {
    return (await this.reads.byId(orderId, tx))?.attempts ?? [];
  }

  /** What may still be done to an attempt, with the order's other attempts and the actions in flight. */
  private limitsOf(
    attempt: PaymentRow,
    total: number,
    attempts: readonly PaymentRow[],
    inFlight: readonly (DeskActionInFlight & { paymentId: string })[],
    supports: ReadonlySet<DeskActionKind>,
  ): DeskLimits {
    const { paid } = orderPaymentState(total, attempts);
    const elsewhere = inFlight
      .filter((a) => a.paymentId !== attempt.id && a.kind === "capture")
      .reduce((sum, a) => sum + (a.amount ?? 0), 0);
    return deskLimits(
      attempt,
      total - paid - elsewhere,
      inFlight.filter((a) => a.paymentId === attempt.id),
      supports,
    );
  }

  /** The desk's view of an order's rows. */
  private async shape({ order, lines, attempts, events }: DeskOrderRows): Promise<DeskOrder> {
    const inFlight = await this.actions.inFlight(this.db, order.id);
    const state = orderPaymentState(order.total, attempts);
    const who = new Map<number, string>();
    for (const id of new Set(events.flatMap((e) => (e.actorUserId === null ? [] : [e.actorUserId])))) {
      const user = await this.users.byId(id);
      who.set(id, user ? `${user.firstName} ${user.lastName} <${user.email}>`.trim() : `account ${id}`);
    }
    return {
      reference: order.reference,
      status: order.status,
      placedAt: order.placedAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      name: nameOf(order.deliveryAddress),
      email: order.email,
      phone: order.phone,
      currency: order.currency,
      lines: lines.map(orderLineView),
      total: order.total,
      amountPaid: order.amountPaid,
      payment: state,
      balanceDue: deskBalanceDue(order, state),
      balanceMethods: this.inStore ? [...deskBalanceMethods] : [...staffPaymentMethods],
      attempts: attempts.map(
        (a): DeskAttempt => ({
          id: a.id,
          method: a.method,
          purpose: a.purpose,
          status: a.status,
          amount: a.amount,
          capturedAmount: a.capturedAmount,
          refundedAmount: a.refundedAmount,
          cardSummary: a.cardSummary,
          staffReference: a.staffReference,
          pspReference: a.pspReference,
          providerStatus: a.providerStatus,
          refusalReason: a.refusalReason,
          createdAt: a.createdAt.toISOString(),
          can: this.limitsOf(a, order.total, attempts, inFlight, actionsOf(this.plan[a.method])),
        }),
      ),
      events: events.map(
        (e): DeskEvent => ({
          id: e.id,
          paymentId: e.paymentId,
          source: e.provider,
          kind: e.kind,
          amount: e.amount,
          result: e.result === null ? null : knownResult(e.result),
          reason: e.reason,
          who: e.actorUserId === null ? null : (who.get(e.actorUserId) ?? null),
          at: e.receivedAt.toISOString(),
        }),
      ),
    };
  }
}

const reusedKey = "This Idempotency-Key was used for another action. Start the action again from the order.";

/** The provider call of an action. */
function call(
  adapter: StaffPaymentAdapter | undefined,
  kind: DeskActionKind,
  target: StaffPaymentTarget,
  amount: number | null,
  key: string,
): Promise<StaffProviderAnswer> {
  const missing = () => Promise.resolve<StaffProviderAnswer>({ status: "refused", message: "not offered" });
  switch (kind) {
    case "capture":
      return adapter?.capture?.(target, amount ?? 0, key) ?? missing();
    case "refund":
      return adapter?.refund?.(target, amount ?? 0, key) ?? missing();
    case "void":
      return adapter?.void?.(target, key) ?? missing();
  }
}

/** What an action came to, in words for staff. */
function messageOf(row: StaffActionRow): string {
  const amount = row.amount === null ? "" : ` ${deskMoney(row.amount)}`;
  switch (row.result) {
    case "moved":
      return row.action === "void"
        ? "The authorisation was voided."
        : row.action === "capture"
          ? `Captured${amount}.`
          : `Refunded${amount}.`;
    case "pending":
      return "This action is in progress. Reload the order in a moment.";
    default:
      return row.reason ?? "Nothing was changed.";
  }
}

function nameOf(address: { firstName: string; lastName: string }): string {
  return `${address.firstName} ${address.lastName}`.trim();
}

/** What staff read about a balance payment: taken (with the counter's note), waiting, or why it ended. */
function balanceMessage(payment: PaymentRow): string {
  if (payment.method === "ZipInStore") return waitOf(payment).message ?? deskZipMessages.waiting;
  const note = staffPaymentNote(
    {
      method: payment.method as StaffPaymentMethod,
      cashTendered: payment.tenderedAmount,
      cashChange: payment.changeAmount,
      staffReference: payment.staffReference,
    },
    deskMoney,
  );
  return `Balance of ${deskMoney(payment.amount)} taken. ${note ?? ""}`.trim();
}

/** A Zip balance payment as the desk's wait reads it: its status and, once ended, why. */
function waitOf(payment: PaymentRow): DeskPaymentWait {
  const paymentStatus = shownPaymentStatus[payment.status];
  const message =
    paymentStatus === "Pending"
      ? null
      : paymentStatus === "Approved"
        ? deskZipMessages.taken(deskMoney(payment.capturedAmount || payment.amount))
        : paymentStatus === "Expired"
          ? deskZipMessages.expired
          : (payment.refusalReason ??
            (paymentStatus === "Cancelled" ? deskZipMessages.cancelledByStaff : deskZipMessages.declined));
  return { paymentId: payment.id, paymentStatus, message };
}
