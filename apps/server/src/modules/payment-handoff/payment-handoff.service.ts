import { createHash, randomBytes } from "node:crypto";
import { brands } from "@store/domain/brands";
import { deskMethodNames } from "@store/domain/orders-desk";
import { shownPaymentStatus } from "@store/domain/payment-attempt";
import {
  canHandOff,
  type HandOffLinkStatus,
  type HandOffProvider,
  handOffMessages,
  handOffMethods,
  handOffMinutes,
  handOffPath,
} from "@store/domain/payment-handoff";
import type {
  HandOff,
  HandOffCreate,
  HandOffLink,
  HandOffReturn,
  HandOffStart,
  HandOffWithdraw,
  HandOffWithdrawAnswer,
} from "@store/domain/payment-handoff.schema";
import { redirectMessages } from "@store/domain/redirect-payment";
import type { RedirectReturn } from "@store/domain/redirect-payment.schema";
import type { Viewer } from "@store/domain/viewer";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { HandOffPlan } from "../../payments/handoff-plan.ts";
import type { CheckoutAnswer, CheckoutService } from "../checkout/checkout.service.ts";
import type { PaymentHolds } from "../checkout/payment-holds.service.ts";
import type { OrderHead, OrderService, PaymentRow } from "../order/order.service.ts";
import type { RequestSession, SessionService } from "../session/session.service.ts";
import { paymentHandOffs } from "./payment-handoff.tables.ts";

type HandOffRow = typeof paymentHandOffs.$inferSelect;

/** The staff member's checkout the hand-off is made from: who, which session, the brand's origin. */
export interface HandOffContext {
  viewer: Viewer;
  session: RequestSession;
  /** The brand's configured origin: the only base of the link (never the Host header). */
  origin: string;
}

const notFound = () => new AppError("not_found", "We could not find that payment.");

/** The SHA-256 of a link's token: all the database keeps of it. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

const paidStatuses = new Set<PaymentRow["status"]>(["authorised", "captured", "refunded"]);
const waitingStatuses = new Set<PaymentRow["status"]>(["created", "requires_action"]);

/**
 * The QR hand-off (issue 16 'Staff in store', ADR 043): staff hand a redirect payment waiting in their
 * checkout to the customer's phone by a short-lived, single-use link (a QR code on their screen); the
 * phone reads it, goes on to the provider's pages (the first phone to do so owns the link) and comes
 * back to the hand-off's return page, which checkout settles once, whoever else (the staff screen's
 * poll of GET /api/payment/status) settles it at the same moment. Staff withdraw it (cancel, or its
 * time ran out), which withdraws the payment at the provider.
 */
export class PaymentHandOffs {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly sessions: SessionService,
    private readonly checkout: CheckoutService,
    private readonly holds: PaymentHolds,
    private readonly plan: HandOffPlan,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Hands a payment waiting in this staff member's checkout to a phone: a new link (replacing an unopened one). */
  async create(ctx: HandOffContext, request: HandOffCreate): Promise<HandOff> {
    const order = await this.orders.byCart(request.cartId);
    const payment = await this.orders.payment(request.paymentReference);
    if (!order || !payment || payment.orderId !== order.id || !ownsOrder(ctx, order)) throw notFound();
    const provider = this.providerOf(payment);
    if (!provider)
      throw new AppError("conflict", handOffMessages.cannotHandOff(deskMethodNames[payment.method]));
    if (!waitingStatuses.has(payment.status) || !(await this.plan[provider]?.page(payment.id)))
      throw new AppError("conflict", handOffMessages.notWaiting);

    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    const row = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [inserted] = await tx
        .insert(paymentHandOffs)
        .values({
          paymentId: payment.id,
          tokenHash: hashOf(token),
          createdByUserId: ctx.viewer.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + handOffMinutes * 60_000),
        })
        .onConflictDoNothing({ target: paymentHandOffs.paymentId })
        .returning();
      if (inserted) return inserted;
      // One hand-off per payment: a new code for it replaces the token while no phone has opened it
      const [existing] = await tx
        .select()
        .from(paymentHandOffs)
        .where(eq(paymentHandOffs.paymentId, payment.id))
        .for("update");
      if (!existing) throw new Error("a hand-off vanished between its insert and its read");
      if (existing.withdrawnAt || existing.expiresAt.getTime() <= now.getTime())
        throw new AppError("conflict", handOffMessages.notWaiting);
      if (existing.startedSessionId || existing.startedAt)
        throw new AppError("conflict", handOffMessages.alreadyStarted);
      const [rotated] = await tx
        .update(paymentHandOffs)
        .set({ tokenHash: hashOf(token), createdByUserId: ctx.viewer.userId })
        .where(eq(paymentHandOffs.id, existing.id))
        .returning();
      return rotated ?? existing;
    });
    this.logger.info({ handOff: row.id, paymentId: payment.id }, "payment handed to the customer's phone");
    return {
      id: row.id,
      url: `${ctx.origin}${handOffPath(token)}`,
      expiresAt: row.expiresAt.toISOString(),
      method: payment.method,
      amount: payment.amount,
      currency: order.currency,
    };
  }

  /**
   * Staff withdraw a hand-off (they cancelled, or its time ran out): a payment still waiting is ended and
   * withdrawn at its provider (PaymentHolds.abandon), its stock and day given back, and the link dies.
   * A payment the customer completed first stays paid (`withdrawn: false`).
   */
  async withdraw(ctx: HandOffContext, id: string, request: HandOffWithdraw): Promise<HandOffWithdrawAnswer> {
    const [row] = await this.db.select().from(paymentHandOffs).where(eq(paymentHandOffs.id, id));
    const payment = row ? await this.orders.payment(row.paymentId) : null;
    const order = payment ? await this.orders.byId(payment.orderId) : null;
    if (!row || !payment || !order || !ownsOrder(ctx, order)) throw notFound();
    const now = this.now();
    if (request.reason === "expired" && row.expiresAt.getTime() > now.getTime())
      throw new AppError("conflict", handOffMessages.notYetExpired);
    const withdrawn = waitingStatuses.has(payment.status)
      ? await this.holds.abandon(payment, request.reason === "expired" ? "expired" : "voided")
      : false;
    await this.db
      .update(paymentHandOffs)
      .set({ withdrawnAt: now, withdrawnAs: request.reason })
      .where(and(eq(paymentHandOffs.id, row.id), isNull(paymentHandOffs.withdrawnAt)));
    const after = (await this.orders.payment(payment.id)) ?? payment;
    return { withdrawn, paymentStatus: shownPaymentStatus[after.status] };
  }

  /** What the customer's phone shows for a link: the merchant, the amount, and whether it can be used here. */
  async link(session: RequestSession, token: string): Promise<HandOffLink> {
    return linkViewOf(await this.byToken(token), session, this.now());
  }

  /**
   * The customer goes on to the provider: the first phone session to do so owns the link (single use;
   * the same phone again, after a reload or the Back button, is let through), then the provider's page.
   */
  async start(session: RequestSession, token: string): Promise<HandOffStart> {
    // The row the owner is written to must exist: the phone may never have chosen anything before
    await this.sessions.ensure(session.id);
    const now = this.now();
    const found = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select()
        .from(paymentHandOffs)
        .where(eq(paymentHandOffs.tokenHash, hashOf(token)))
        .for("update");
      if (!row) throw new AppError("not_found", handOffMessages.unknown);
      const payment = await this.orders.payment(row.paymentId, tx);
      const order = payment ? await this.orders.byId(payment.orderId, tx) : null;
      if (!payment || !order) throw new AppError("not_found", handOffMessages.unknown);
      const view = linkViewOf({ row, payment, order }, session, now);
      if (view.status !== "open" && view.status !== "started")
        throw new AppError("conflict", view.message ?? handOffMessages.ended);
      if (!row.startedSessionId)
        await tx
          .update(paymentHandOffs)
          .set({ startedSessionId: session.id, startedAt: now })
          .where(eq(paymentHandOffs.id, row.id));
      return { row, payment };
    });
    const provider = this.providerOf(found.payment);
    const page = provider ? await this.plan[provider]?.page(found.payment.id) : null;
    if (!page) throw new AppError("conflict", handOffMessages.ended);
    return { redirectUrl: page.url, form: page.form };
  }

  /**
   * The phone is back from the provider (/pay/return/{provider}): checkout reads the return as a
   * shopper's (the provider asked which payment it names; Humm's signature checked, a bad one refused
   * with 401; Klarna's authorization token matched), that payment's hand-off must have been opened on
   * this phone, and checkout settles it once (the provider's word, never the query's), however often the
   * phone comes back and whatever the staff screen's poll, Humm's callback or a webhook did first.
   * Answers what the phone shows.
   */
  async returned(
    session: RequestSession,
    provider: HandOffProvider,
    back: RedirectReturn,
  ): Promise<HandOffReturn> {
    const seen: { row?: HandOffRow | undefined } = {};
    const answer = await this.checkout.confirmHandOff(provider, back, async (paymentId) => {
      [seen.row] = await this.db
        .select()
        .from(paymentHandOffs)
        .where(eq(paymentHandOffs.paymentId, paymentId));
      return seen.row?.startedSessionId === session.id;
    });
    const row = seen.row;
    // The provider could not be asked: nothing was read or settled
    if (!row) return returnOf(answer, null, null);
    const payment = await this.orders.payment(row.paymentId);
    const order = payment ? await this.orders.byId(payment.orderId) : null;
    return returnOf(answer, order?.reference ?? null, row);
  }

  private providerOf(payment: PaymentRow): HandOffProvider | null {
    return canHandOff(payment.method) ? handOffMethods[payment.method] : null;
  }

  private async byToken(token: string) {
    const [row] = await this.db
      .select()
      .from(paymentHandOffs)
      .where(eq(paymentHandOffs.tokenHash, hashOf(token)));
    const payment = row ? await this.orders.payment(row.paymentId) : null;
    const order = payment ? await this.orders.byId(payment.orderId) : null;
    if (!row || !payment || !order) throw new AppError("not_found", handOffMessages.unknown);
    return { row, payment, order };
  }
}

/** Whether the order is this checkout's: placed from this session, or by this signed-in account. */
function ownsOrder(ctx: HandOffContext, order: OrderHead): boolean {
  return (
    order.sessionId === ctx.session.id || (ctx.viewer.userId !== null && order.userId === ctx.viewer.userId)
  );
}

/** Where a link stands for this phone, and the words when it cannot be used. */
function linkViewOf(
  { row, payment, order }: { row: HandOffRow; payment: PaymentRow; order: OrderHead },
  session: RequestSession,
  now: Date,
): HandOffLink {
  const [status, message] = ((): [HandOffLinkStatus, string | null] => {
    if (paidStatuses.has(payment.status)) return ["paid", handOffMessages.paid];
    if (waitingStatuses.has(payment.status)) {
      if (row.withdrawnAs === "cancelled") return ["ended", handOffMessages.withdrawn];
      if (row.withdrawnAt || row.expiresAt.getTime() <= now.getTime())
        return ["expired", handOffMessages.expired];
      if (row.startedSessionId && row.startedSessionId !== session.id)
        return ["in_use", handOffMessages.inUse];
      return row.startedSessionId ? ["started", null] : ["open", null];
    }
    if (row.withdrawnAs === "expired" || payment.status === "expired")
      return ["expired", handOffMessages.expired];
    if (row.withdrawnAs === "cancelled") return ["ended", handOffMessages.withdrawn];
    return ["ended", payment.refusalReason ?? handOffMessages.ended];
  })();
  return {
    status,
    merchant: brands[order.brand].name,
    amount: payment.amount,
    currency: order.currency,
    method: payment.method,
    orderReference: order.reference,
    expiresAt: row.expiresAt.toISOString(),
    message,
  };
}

/** What the phone shows for checkout's answer to its return. */
function returnOf(
  answer: CheckoutAnswer,
  orderReference: string | null,
  row: HandOffRow | null,
): HandOffReturn {
  const body = answer.body;
  const base = { orderReference, redirect: null };
  if (body.orderCompleted)
    return {
      ...base,
      outcome: "paid",
      message: `Paid. Thank you: order ${orderReference ?? ""} is placed, and the staff member's screen shows it now.`,
    };
  if (answer.status === 200 && body.paymentStatus === "Pending") {
    if (body.redirectUrl)
      // Not approved yet (the Back button on the provider's page): back to finish it there
      return {
        ...base,
        outcome: "continue",
        message: redirectMessages.notApproved,
        redirect: { redirectUrl: body.redirectUrl, form: body.secure3DResponse?.htmlFormToPost ?? null },
      };
    return { ...base, outcome: "waiting", message: body.message ?? redirectMessages.notApproved };
  }
  switch (body.paymentStatus) {
    case "Cancelled":
      return {
        ...base,
        outcome: "cancelled",
        message: row?.withdrawnAs
          ? handOffMessages.withdrawn
          : "You cancelled the payment, and nothing was charged. Tell the staff member how you would like to pay.",
      };
    case "Expired":
      return { ...base, outcome: "expired", message: handOffMessages.expired };
    case "Declined":
      if (answer.status < 500)
        return {
          ...base,
          outcome: "declined",
          message: `${body.refusalReason ?? body.errorMessages[0] ?? "The payment was declined."} Nothing was charged; tell the staff member.`,
        };
  }
  return {
    ...base,
    outcome: "error",
    message: body.errorMessages.length > 0 ? body.errorMessages.join(" ") : redirectMessages.providerDown,
  };
}
