import type { DeskActionInFlight, DeskActionKind } from "@store/domain/orders-desk";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PaymentRow } from "./order.service.ts";
import { orderPayments, paymentEvents } from "./order.tables.ts";

/** The provider name staff actions are recorded under in payment_events (ADR 034, 038). */
export const staffProvider = "staff";

/** The attempt update a staff action becomes: the `kind` payment_events records it under. */
export const staffActionKinds = { capture: "captured", void: "voided", refund: "refunded" } as const;

/** The kind payment_events records a balance taken in store under: a new payment, not an action on one. */
export const balanceKind = "balance";

const actionOfKind = (kind: string): DeskActionKind | null =>
  kind === "captured" ? "capture" : kind === "voided" ? "void" : kind === "refunded" ? "refund" : null;

/** A staff action as recorded: its key, what it is, who asked, and where it stands. */
export interface StaffActionRow {
  id: number;
  key: string;
  paymentId: string | null;
  action: DeskActionKind | null;
  amount: number | null;
  actorUserId: number | null;
  result: string | null;
  reason: string | null;
  at: Date;
}

const columns = {
  id: paymentEvents.id,
  key: paymentEvents.eventId,
  paymentId: paymentEvents.paymentId,
  kind: paymentEvents.kind,
  amount: paymentEvents.amount,
  actorUserId: paymentEvents.actorUserId,
  result: paymentEvents.result,
  reason: paymentEvents.reason,
  at: paymentEvents.receivedAt,
};

const rowOf = ({ kind, ...row }: { kind: string } & Omit<StaffActionRow, "action">): StaffActionRow => ({
  ...row,
  action: actionOfKind(kind),
});

/**
 * Staff actions on payment attempts (the orders desk, ADR 038), kept in the order module's
 * payment_events under provider 'staff' and the action's Idempotency-Key: claimed ('pending') before
 * the provider is called, so a retry finds it and the money it names is spoken for; 'failed' when the
 * provider did not answer (a retry with the same key calls it again); 'refused' when it said no; then
 * applied by `OrderService.changePayment(..., { claimed: true })`, which writes moved, ignored or invalid.
 */
export class PaymentActions {
  constructor(private readonly db: Db) {}

  /** An attempt, locked for this transaction (after its order's lock, as every payment writer takes them). */
  async lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, paymentId))
      .limit(1)
      .for("update");
    return row ?? null;
  }

  /** An attempt and its order id, unlocked. */
  async payment(paymentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(orderPayments).where(eq(orderPayments.id, paymentId)).limit(1);
    return row ?? null;
  }

  /** The action recorded under a key, if any. */
  async byKey(key: string, within: Db = this.db): Promise<StaffActionRow | null> {
    const [row] = await within
      .select(columns)
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, staffProvider), eq(paymentEvents.eventId, key)))
      .limit(1);
    return row ? rowOf(row) : null;
  }

  /** The staff actions claimed on an order's attempts and not finished (pending or failed): their money is held. */
  async inFlight(tx: Db, orderId: number): Promise<(DeskActionInFlight & { paymentId: string })[]> {
    const rows = await tx
      .select({ paymentId: paymentEvents.paymentId, kind: paymentEvents.kind, amount: paymentEvents.amount })
      .from(paymentEvents)
      .innerJoin(orderPayments, eq(orderPayments.id, paymentEvents.paymentId))
      .where(
        and(
          eq(orderPayments.orderId, orderId),
          eq(paymentEvents.provider, staffProvider),
          inArray(paymentEvents.result, ["pending", "failed"]),
        ),
      );
    return rows.flatMap((r) => {
      const kind = actionOfKind(r.kind);
      return kind && r.paymentId ? [{ paymentId: r.paymentId, kind, amount: r.amount }] : [];
    });
  }

  /** The balance staff took in store under a key, if any (ADR 038, amended). */
  async balanceByKey(
    key: string,
    within: Db = this.db,
  ): Promise<{ paymentId: string; amount: number; actorUserId: number | null } | null> {
    const [row] = await within
      .select({
        paymentId: paymentEvents.paymentId,
        amount: paymentEvents.amount,
        actorUserId: paymentEvents.actorUserId,
      })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, staffProvider),
          eq(paymentEvents.eventId, key),
          eq(paymentEvents.kind, balanceKind),
        ),
      )
      .limit(1);
    return row?.paymentId
      ? { paymentId: row.paymentId, amount: row.amount ?? 0, actorUserId: row.actorUserId }
      : null;
  }

  /**
   * Records, in the transaction that created it, the balance payment staff took under a key: done at
   * once (no provider), so a repeat of the key finds it. False when the key was taken meanwhile.
   */
  async recordBalance(
    tx: Db,
    taken: { key: string; paymentId: string; amount: number; actorUserId: number },
  ): Promise<boolean> {
    const rows = await tx
      .insert(paymentEvents)
      .values({
        provider: staffProvider,
        eventId: taken.key,
        paymentId: taken.paymentId,
        kind: balanceKind,
        amount: taken.amount,
        actorUserId: taken.actorUserId,
        result: "moved",
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** Records a new action as pending, inside the caller's transaction; null when the key is taken. */
  async claim(
    tx: Db,
    action: {
      key: string;
      paymentId: string;
      kind: DeskActionKind;
      amount: number | null;
      actorUserId: number;
    },
  ): Promise<StaffActionRow | null> {
    const [row] = await tx
      .insert(paymentEvents)
      .values({
        provider: staffProvider,
        eventId: action.key,
        paymentId: action.paymentId,
        kind: staffActionKinds[action.kind],
        amount: action.amount,
        actorUserId: action.actorUserId,
        result: "pending",
      })
      .onConflictDoNothing()
      .returning(columns);
    return row ? rowOf(row) : null;
  }

  /**
   * Takes a failed action (or one left pending by a process that stopped before `staleBefore`) for
   * another try: true for the one caller that moved it back to pending. Its time becomes this try's.
   */
  async retake(id: number, staleBefore: Date): Promise<boolean> {
    const rows = await this.db
      .update(paymentEvents)
      .set({ result: "pending", reason: null, receivedAt: sql`now()` })
      .where(
        and(
          eq(paymentEvents.id, id),
          or(
            eq(paymentEvents.result, "failed"),
            and(eq(paymentEvents.result, "pending"), lt(paymentEvents.receivedAt, staleBefore)),
          ),
        ),
      )
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** Ends a pending action without applying it: the provider refused it, or did not answer (failed). */
  async finish(id: number, result: "failed" | "refused", reason: string): Promise<void> {
    await this.db
      .update(paymentEvents)
      .set({ result, reason })
      .where(and(eq(paymentEvents.id, id), eq(paymentEvents.result, "pending")));
  }
}
