import { dollarsText } from "@store/domain/delivery-admin.schema";
import { deskMoney } from "@store/domain/orders-desk";
import { type DeskBalance, deskBalanceFormSchema } from "@store/domain/orders-desk.schema";
import {
  cashChange,
  type StaffPaymentMethod,
  staffPaymentLabels,
  staffPaymentMethods,
} from "@store/domain/staff-payment";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { useIdempotencyKey } from "~/lib/use-idempotency-key";
import { useZodForm } from "~/lib/use-zod-form";

/**
 * 'Take the balance' (ADR 038, amended): staff take a deposit order's balance in store by a staff
 * method: cash with what was handed over (the change is shown before sending), cash on delivery, the
 * customer's account, or another method with its reference. One Idempotency-Key per filled-in form: a
 * retry after no answer sends the same key (the server takes it once); a changed form is a new one.
 */
export function DeskBalanceDialog({
  open,
  reference,
  due,
  onClose,
  onDone,
}: {
  open: boolean;
  reference: string;
  due: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Take the balance" size="small">
      {open ? <BalanceForm reference={reference} due={due} onClose={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}

function BalanceForm({
  reference,
  due,
  onClose,
  onDone,
}: {
  reference: string;
  due: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const form = useZodForm(deskBalanceFormSchema, {
    defaultValues: { method: "Cash", amount: dollarsText(due), cashTendered: "", otherPaymentReference: "" },
  });
  const { errors } = form.formState;
  const method = form.watch("method") as StaffPaymentMethod;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ messages: string[]; retry: boolean } | null>(null);
  const idempotency = useIdempotencyKey();
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const submit = form.handleSubmit(async (values) => {
    if (values.amount === undefined) return;
    if (values.amount > due) {
      form.setError("amount", { type: "max", message: `At most ${deskMoney(due)} is left to pay.` });
      return;
    }
    const body: DeskBalance = { method: values.method, amount: values.amount };
    if (values.method === "Cash") {
      const counted = cashChange(values.amount, values.cashTendered ?? null, deskMoney);
      if (!counted.ok) {
        form.setError("cashTendered", { type: "min", message: counted.message });
        return;
      }
      body.cashTendered = counted.tendered;
    }
    if (values.method === "StaffOnlyOtherPaymentMethod")
      body.otherPaymentReference = values.otherPaymentReference;
    // The same form sent again after no answer keeps its key: the server takes the money once
    const key = idempotency.keyFor(body);
    setSending(true);
    setProblem(null);
    const reply = await api.deskBalance(reference, body, key);
    setSending(false);
    if (reply.status === 200 && reply.answer) {
      onDone(reply.answer.balance.message);
      return;
    }
    const retry = reply.status === 0 || reply.status >= 500;
    if (!retry) idempotency.renew();
    const messages = reply.problem?.messages.length ? reply.problem.messages : [];
    setProblem({
      messages:
        messages.length > 0
          ? messages
          : [
              retry
                ? "The store did not answer. Try again: the same payment is sent again and taken only once."
                : "The balance could not be taken. Reload the order and look at it again.",
            ],
      retry,
    });
  });

  const amount = form.watch("amount");
  const tendered = form.watch("cashTendered");
  const change = changeText(amount, tendered);
  return (
    <div className="orders-desk__dialog">
      {problem ? (
        <div className="orders-desk__alert" role="alert" tabIndex={-1} ref={problemRef}>
          {problem.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
        <p id={`${id}-legend`}>
          Take the balance of order {reference} in store: {deskMoney(due)} is left to pay.
        </p>
        <div className="form-field">
          <label htmlFor={`${id}-method`} className="form-field__label">
            Payment method
          </label>
          <select id={`${id}-method`} className="form-field__input" {...form.register("method")}>
            {staffPaymentMethods.map((m) => (
              <option key={m} value={m}>
                {staffPaymentLabels[m]}
              </option>
            ))}
          </select>
        </div>
        <FormField
          id={`${id}-amount`}
          label="Amount in dollars"
          hint={`At most ${deskMoney(due)}`}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        {method === "Cash" ? (
          <FormField
            id={`${id}-tendered`}
            label="Cash tendered in dollars"
            hint={change ?? "What the customer handed over"}
            inputMode="decimal"
            autoComplete="off"
            error={errors.cashTendered?.message}
            {...form.register("cashTendered")}
          />
        ) : null}
        {method === "StaffOnlyOtherPaymentMethod" ? (
          <FormField
            id={`${id}-reference`}
            label="How the customer pays, and its reference"
            autoComplete="off"
            error={errors.otherPaymentReference?.message}
            {...form.register("otherPaymentReference")}
          />
        ) : null}
        <p className="orders-desk__progress" role="status">
          {sending ? "Taking the balance…" : ""}
        </p>
        <div className="orders-desk__buttons">
          <Button type="submit" disabled={sending}>
            {problem?.retry ? "Try again" : "Take the balance"}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** 'Change: $20.50' while typing, when both amounts read as dollars and the cash covers the amount. */
function changeText(amount: string, tendered: string): string | null {
  const cents = (text: string) =>
    /^\$?\d{1,9}(\.\d{1,2})?$/.test(text.trim().replace(/,/g, ""))
      ? Math.round(Number(text.trim().replace(/^\$/, "").replace(/,/g, "")) * 100)
      : null;
  const due = cents(amount ?? "");
  const given = cents(tendered ?? "");
  if (due === null || given === null || given < due) return null;
  return `Change: ${deskMoney(given - due)}`;
}
