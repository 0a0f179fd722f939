import {
  type DeskActionKind,
  deskAttemptSummary,
  deskEventSourceName,
  deskMoney,
  deskPaymentStatusNames,
} from "@store/domain/orders-desk";
import type { DeskAttempt, DeskEvent, DeskOrder } from "@store/domain/orders-desk.schema";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { attemptLabel, type DeskActionChoice, DeskActionDialog } from "./desk-action-dialog";
import { DeskBalanceDialog } from "./desk-balance-dialog";
import { deskTimeLabel } from "./desk-time";
import "./orders-desk.css";

const eventNames: Record<string, string> = {
  captured: "Capture",
  balance: "Balance taken in store",
  refunded: "Refund",
  voided: "Void",
  authorised: "Authorised",
  requires_action: "Waiting for the customer",
  refused: "Refused",
  error: "Failed",
  expired: "Expired",
};

const resultNames: Record<NonNullable<DeskEvent["result"]>, string> = {
  pending: "in progress",
  failed: "no answer from the provider: retry it",
  refused: "refused",
  moved: "done",
  ignored: "changed nothing",
  invalid: "not possible",
  duplicate: "repeated",
};

/**
 * One order on the orders desk (ADR 038): its money (payment status computed from the attempts, what is
 * paid, authorised and still to pay), each payment attempt with the actions it still allows, the items,
 * and the record of every provider event and staff action with who and when.
 */
export function OrdersDeskOrder({ order }: { order: DeskOrder }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState<DeskActionChoice | null>(null);
  const [takingBalance, setTakingBalance] = useState(false);
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { payment } = order;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (message: string) => {
    setChoice(null);
    setTakingBalance(false);
    setNotice(message);
    void revalidator.revalidate();
  };
  const capturable = order.attempts.some((a) => a.can.capture > 0);
  const refunded = order.attempts.reduce((sum, a) => sum + a.refundedAmount, 0);

  return (
    <section className="orders-desk page-container" aria-labelledby={`${id}-title`}>
      <p className="orders-desk__back">
        <Link to="/staff/orders">All orders</Link>
      </p>
      <h1 id={`${id}-title`}>Order {order.reference}</h1>
      <p className="orders-desk__notice" role="status" tabIndex={-1} ref={noticeRef}>
        {notice}
      </p>
      <dl className="orders-desk__facts">
        <div>
          <dt>Payment status</dt>
          <dd>
            <span className={`orders-desk__badge orders-desk__badge--${payment.status}`}>
              {deskPaymentStatusNames[payment.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{deskMoney(order.total)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{deskMoney(payment.paid)}</dd>
        </div>
        {payment.authorised > 0 ? (
          <div>
            <dt>Authorised, not captured</dt>
            <dd>{deskMoney(payment.authorised)}</dd>
          </div>
        ) : null}
        {refunded > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{deskMoney(refunded)}</dd>
          </div>
        ) : (
          <div>
            <dt>Still to pay</dt>
            <dd>{deskMoney(payment.remaining)}</dd>
          </div>
        )}
        <div>
          <dt>Order</dt>
          <dd>
            {order.status.replace("_", " ")}
            {order.placedAt ? (
              <span className="orders-desk__meta">
                placed <time dateTime={order.placedAt}>{deskTimeLabel(order.placedAt)}</time>
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.name}
            <span className="orders-desk__meta">
              <a href={`mailto:${order.email}`}>{order.email}</a> · {order.phone}
            </span>
          </dd>
        </div>
      </dl>
      {order.amountPaid !== payment.paid ? (
        <p className="orders-desk__warning">
          The account pages show {deskMoney(order.amountPaid)} paid, recorded before payments were captured
          separately. Capturing the authorised payment brings them into line.
        </p>
      ) : null}
      {order.balanceDue !== null && order.balanceDue > 0 ? (
        <div className="orders-desk__hint">
          <p>
            The balance of {deskMoney(order.balanceDue)} is not authorised on any payment
            {capturable ? " beyond what can be captured below" : ""}. Take it in store (cash, cash on
            delivery, the customer's account
            {order.balanceMethods.includes("ZipInStore") ? ", Zip in store" : ""} or another method), or the
            customer pays it from their account (the order's 'Pay the balance').
          </p>
          <Button onClick={() => setTakingBalance(true)}>Take the balance</Button>
        </div>
      ) : null}

      <section className="orders-desk__section" aria-labelledby={`${id}-payments`}>
        <h2 id={`${id}-payments`}>Payments</h2>
        <div className="orders-desk__table-wrap">
          <table className="orders-desk__table orders-desk__table--cards">
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Amount</th>
                <th scope="col">Captured</th>
                <th scope="col">Refunded</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.attempts.map((attempt) => (
                <AttemptRow
                  key={attempt.id}
                  attempt={attempt}
                  onChoose={(kind) => setChoice({ kind, attempt })}
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="orders-desk__section" aria-labelledby={`${id}-record`}>
        <h2 id={`${id}-record`}>Payment record</h2>
        {order.events.length === 0 ? (
          <p className="orders-desk__meta">
            Nothing has been done to these payments since the order was placed.
          </p>
        ) : (
          <ol className="orders-desk__record">
            {order.events.map((event) => (
              <li key={event.id}>
                <p className="orders-desk__record-what">
                  {eventNames[event.kind] ?? event.kind}
                  {event.amount !== null ? ` ${deskMoney(event.amount)}` : ""}
                  {event.result ? ` — ${resultNames[event.result]}` : ""}
                  {event.reason && event.result !== "moved" ? `: ${event.reason}` : ""}
                </p>
                <p className="orders-desk__meta">
                  <time dateTime={event.at}>{deskTimeLabel(event.at)}</time>
                  {event.who ? ` by ${event.who}` : ` from ${deskEventSourceName(event.source)}`}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="orders-desk__section" aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`}>Items</h2>
        <ul className="orders-desk__items">
          {order.lines.map((line) => (
            <li key={line.sku}>
              <span>
                {line.quantity} × {line.title}
                <span className="orders-desk__meta">
                  {line.brand} · {line.sku}
                </span>
              </span>
              <span>{deskMoney(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      </section>

      <DeskActionDialog
        choice={choice}
        reference={order.reference}
        onClose={() => setChoice(null)}
        onDone={done}
      />
      <DeskBalanceDialog
        open={takingBalance}
        reference={order.reference}
        due={order.balanceDue ?? 0}
        methods={order.balanceMethods}
        onChanged={() => void revalidator.revalidate()}
        onClose={() => setTakingBalance(false)}
        onDone={done}
      />
    </section>
  );
}

function AttemptRow({
  attempt,
  onChoose,
}: {
  attempt: DeskAttempt;
  onChoose: (kind: DeskActionKind) => void;
}) {
  const label = attemptLabel(attempt);
  const actions: [DeskActionKind, string][] = [];
  if (attempt.can.capture > 0) actions.push(["capture", "Capture"]);
  if (attempt.can.void) actions.push(["void", "Void"]);
  if (attempt.can.refund > 0) actions.push(["refund", "Refund"]);
  return (
    <tr>
      <th scope="row" data-label="Payment">
        {label}
        <span className="orders-desk__meta">
          {attempt.purpose === "balance" ? "Balance payment" : "At checkout"}
          {attempt.pspReference ? ` · ${attempt.pspReference}` : ""}
        </span>
      </th>
      <td data-label="Amount">{deskMoney(attempt.amount)}</td>
      <td data-label="Captured">{deskMoney(attempt.capturedAmount)}</td>
      <td data-label="Refunded">{deskMoney(attempt.refundedAmount)}</td>
      <td data-label="Status">
        <span>
          {deskAttemptSummary(attempt)}
          {attempt.refusalReason ? <span className="orders-desk__meta">{attempt.refusalReason}</span> : null}
        </span>
      </td>
      <td className="orders-desk__actions">
        {actions.map(([kind, text]) => (
          <Button key={kind} variant="secondary" onClick={() => onChoose(kind)}>
            {text} <span className="visually-hidden">{label}</span>
          </Button>
        ))}
      </td>
    </tr>
  );
}
