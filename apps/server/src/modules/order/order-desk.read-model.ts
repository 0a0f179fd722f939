import type { DeskOrdersQuery } from "@store/domain/orders-desk.schema";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PaymentRow } from "./order.service.ts";
import { orderLines, orderPayments, orders, paymentEvents } from "./order.tables.ts";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof paymentEvents.$inferSelect;

/** An order as the desk reads it: the row, its lines, attempts (oldest first) and recorded events. */
export interface DeskOrderRows {
  order: OrderRow;
  lines: LineRow[];
  attempts: PaymentRow[];
  events: EventRow[];
}

// ILIKE's wildcards in what staff typed are meant literally
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the orders desk reads of orders (ADR 038): a page of orders found by reference or email, and one
 * order with everything about its money. Checkouts never finished (status pending) are not listed.
 */
export class OrderDeskReadModel {
  constructor(private readonly db: Db) {}

  /** A page of orders, newest first, with the attempts of each. */
  async page(
    query: DeskOrdersQuery,
  ): Promise<{ total: number; rows: { order: OrderRow; attempts: PaymentRow[] }[] }> {
    const q = query.q?.trim() ?? "";
    const like = `%${literal(q)}%`;
    const where = and(
      ne(orders.status, "pending"),
      q === "" ? undefined : or(ilike(orders.reference, like), ilike(orders.email, like)),
    );
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(sql`coalesce(${orders.placedAt}, ${orders.createdAt})`), desc(orders.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage);
    const [total] = await this.db.select({ n: count() }).from(orders).where(where);
    const ids = rows.map((r) => r.id);
    const attempts =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(orderPayments)
            .where(inArray(orderPayments.orderId, ids))
            .orderBy(asc(orderPayments.createdAt));
    return {
      total: Number(total?.n ?? 0),
      rows: rows.map((order) => ({ order, attempts: attempts.filter((a) => a.orderId === order.id) })),
    };
  }

  /** One order by its reference (any case), or null. */
  async byReference(reference: string, within: Db = this.db): Promise<DeskOrderRows | null> {
    const [order] = await within
      .select()
      .from(orders)
      .where(eq(orders.reference, reference.toUpperCase()))
      .limit(1);
    return order ? this.rowsOf(order, within) : null;
  }

  /** One order by its id, or null. */
  async byId(orderId: number, within: Db = this.db): Promise<DeskOrderRows | null> {
    const [order] = await within.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return order ? this.rowsOf(order, within) : null;
  }

  private async rowsOf(order: OrderRow, within: Db): Promise<DeskOrderRows> {
    // One after the other: inside a transaction the queries share one connection
    const lines = await within
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const attempts = await within
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
    const events =
      attempts.length === 0
        ? []
        : await within
            .select()
            .from(paymentEvents)
            .where(
              inArray(
                paymentEvents.paymentId,
                attempts.map((a) => a.id),
              ),
            )
            .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id));
    return { order, lines, attempts, events };
  }
}
