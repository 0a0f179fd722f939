import { deskMethodNames, deskMoney, deskPaymentStatusNames } from "@store/domain/orders-desk";
import type { DeskOrderPage } from "@store/domain/orders-desk.schema";
import { countOf } from "@store/domain/text";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { deskTimeLabel } from "./desk-time";
import "./orders-desk.css";

/** Where a page of the list lives: the search is kept, pages count from 1 in the address. */
export function deskListHref(q: string, page: number): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  return `/staff/orders${search.size ? `?${search}` : ""}`;
}

/**
 * The orders desk's list (ADR 038): a search by reference or email (a GET form, so the address holds
 * it), then the orders newest first with their payment status; each reference opens the order.
 */
export function OrdersDeskList({ page, q }: { page: DeskOrderPage; q: string }) {
  const id = useId();
  return (
    <section className="orders-desk page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Orders desk</h1>
      <p className="orders-desk__lead">
        Find an order by its reference or the customer's email to see its payments, and capture, void or
        refund them. Every action is recorded with your name.
      </p>
      <Form method="get" className="orders-desk__search" role="search">
        <label htmlFor={`${id}-q`}>Reference or email</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} autoComplete="off" />
        <Button type="submit">Find orders</Button>
      </Form>
      <p className="orders-desk__count" role="status">
        {page.totalItems === 0
          ? q
            ? `No orders match “${q}”.`
            : "No orders yet."
          : `${countOf(page.totalItems, "order")}${q ? ` matching “${q}”` : ""}`}
      </p>
      {page.items.length > 0 ? (
        <div className="orders-desk__table-wrap">
          <table className="orders-desk__table orders-desk__table--cards">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Total</th>
                <th scope="col">Paid</th>
                <th scope="col">Payment</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((order) => (
                <tr key={order.reference}>
                  <th scope="row" data-label="Order">
                    <Link to={`/staff/orders/${order.reference}`}>{order.reference}</Link>
                    {order.status !== "placed" ? (
                      <span className="orders-desk__meta">{order.status.replace("_", " ")}</span>
                    ) : null}
                  </th>
                  <td data-label="Placed">
                    <time dateTime={order.at}>{deskTimeLabel(order.at)}</time>
                  </td>
                  <td data-label="Customer">
                    <span>
                      {order.name}
                      <span className="orders-desk__meta">{order.email}</span>
                    </span>
                  </td>
                  <td data-label="Total">{deskMoney(order.total)}</td>
                  <td data-label="Paid">{deskMoney(order.paid)}</td>
                  <td data-label="Payment">
                    <span>
                      <span className={`orders-desk__badge orders-desk__badge--${order.paymentStatus}`}>
                        {deskPaymentStatusNames[order.paymentStatus]}
                      </span>
                      <span className="orders-desk__meta">
                        {order.methods.map((m) => deskMethodNames[m]).join(", ") || "No payment"}
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        currentPage={page.page + 1}
        totalItems={page.totalItems}
        itemsPerPage={page.perPage}
        hrefForPage={(n) => deskListHref(q, n)}
      />
    </section>
  );
}

/** What a signed-in customer sees at the desk's address: whose page it is and where to go. */
export function OrdersDeskStaffOnly() {
  const id = useId();
  return (
    <section className="orders-desk page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>The orders desk is for staff</h1>
      <p className="orders-desk__lead">
        Your account cannot see the store's orders. <Link to="/account">Go to your account</Link>
      </p>
    </section>
  );
}
