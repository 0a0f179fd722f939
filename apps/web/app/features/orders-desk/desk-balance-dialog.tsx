import { checkoutMessages } from "@store/domain/checkout.schema";
import { dollarsText } from "@store/domain/delivery-admin.schema";
import {
  type DeskBalanceMethod,
  deskBalanceMethodLabels,
  deskMoney,
  deskZipMessages,
} from "@store/domain/orders-desk";
import {
  type DeskBalance,
  type DeskPaymentWait,
  deskBalanceFormSchema,
} from "@store/domain/orders-desk.schema";
import { cashChange } from "@store/domain/staff-payment";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { staffApi } from "~/lib/staff-api";
import { useIdempotencyKey } from "~/lib/use-idempotency-key";
import { type PollStep, usePaymentWait } from "~/lib/use-payment-wait";
import { useZodForm } from "~/lib/use-zod-form";

/** What the desk's wait does with where a Zip balance payment stands. */
function waitStep(answer: DeskPaymentWait): PollStep {
  if (answer.paymentStatus === "Approved") return { kind: "approved" };
  if (answer.paymentStatus === "Pending" || answer.paymentStatus === "Unknown") return { kind: "wait" };
  return { kind: "stop", message: answer.message ?? deskZipMessages.declined };
}

/** The desk's wait for the customer's Zip app (ADR 093): polled, cancelled at Zip on timeout, cancel or leaving. */
function zipWait(
  api: ApiClient,
  paymentId: string,
  ended: { approved: () => void; stopped: (message: string) => void },
) {
  return {
    check: async (): Promise<PollStep> => {
      try {
        return waitStep(await staffApi(api).deskPaymentStatus(paymentId));
      } catch (error) {
        const status = isApiError(error) ? error.status : 0;
        // No answer or a server fault is passing trouble: ask again until the timeout
        return status === 0 || status >= 500
          ? { kind: "wait" }
          : { kind: "stop", message: "The store could not say where this payment stands. Reload the order." };
      }
    },
    giveUp: async () => waitStep(await staffApi(api).deskCancelPayment(paymentId)),
    giveUpOnTimeout: true,
    timeoutMessage: deskZipMessages.timeout,
    cancelMessage: deskZipMessages.cancelledByStaff,
    approved: ended.approved,
    stopped: ended.stopped,
  };
}

/**
 * 'Take the balance' (ADR 038 amended, ADR 093): staff take a deposit order's balance in store: cash
 * with what was handed over (the change is shown before sending), cash on delivery, the customer's
 * account, another method with its reference, or Zip in store by the code the customer's app shows,
 * then wait here while the customer approves (cancelled at Zip on Cancel, after 65 s, or on leaving).
 * One Idempotency-Key per filled-in form: a retry after no answer sends the same key (the server takes
 * it once); a changed form is a new one.
 */
export function DeskBalanceDialog({
  open,
  reference,
  due,
  methods,
  onClose,
  onDone,
  onChanged,
}: {
  open: boolean;
  reference: string;
  due: number;
  methods: readonly DeskBalanceMethod[];
  onClose: () => void;
  /** The balance was taken: the server's words. */
  onDone: (message: string) => void;
  /** A Zip payment ended unpaid: its attempt is on the order now, so the page reads it again. */
  onChanged: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Take the balance" size="small">
      {open ? (
        <BalanceForm
          reference={reference}
          due={due}
          methods={methods}
          onClose={onClose}
          onDone={onDone}
          onChanged={onChanged}
        />
      ) : null}
    </Dialog>
  );
}

function BalanceForm({
  reference,
  due,
  methods,
  onClose,
  onDone,
  onChanged,
}: {
  reference: string;
  due: number;
  methods: readonly DeskBalanceMethod[];
  onClose: () => void;
  onDone: (message: string) => void;
  onChanged: () => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const form = useZodForm(deskBalanceFormSchema, {
    defaultValues: {
      method: "Cash",
      amount: dollarsText(due),
      cashTendered: "",
      otherPaymentReference: "",
      devicePaymentCode: "",
    },
  });
  const { errors } = form.formState;
  const method = form.watch("method") as DeskBalanceMethod;
  const wait = usePaymentWait();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ messages: string[]; retry: boolean } | null>(null);
  const idempotency = useIdempotencyKey();
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  // The form is gone while the customer decides: focus goes to the one thing staff can do
  useEffect(() => {
    if (wait.waiting) document.getElementById(`${id}-cancel`)?.focus();
  }, [wait.waiting, id]);

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
    if (values.method === "ZipInStore") {
      const code = values.devicePaymentCode.trim();
      if (!/^\d{6}$/.test(code)) {
        form.setError("devicePaymentCode", { type: "pattern", message: checkoutMessages.devicePaymentCode });
        return;
      }
      body.devicePaymentCode = code;
    }
    // The same form sent again after no answer keeps its key: the server takes the money once
    const key = idempotency.keyFor(body);
    setSending(true);
    setProblem(null);
    const reply = await staffApi(api).deskBalance(reference, body, key);
    setSending(false);
    const taken = reply.status === 200 ? reply.answer?.balance : null;
    if (taken?.paymentStatus === "Approved") {
      onDone(taken.message);
      return;
    }
    if (taken?.paymentStatus === "Pending") {
      wait.start(
        zipWait(api, taken.paymentId, {
          approved: () => onDone(deskZipMessages.taken(deskMoney(taken.amount))),
          stopped: (message) => {
            // The next try is a new payment: a new key
            idempotency.renew();
            setProblem({ messages: [message], retry: false });
            onChanged();
          },
        }),
      );
      return;
    }
    if (taken) {
      // Zip answered at once (declined, say): the form stays for another try, with a new key
      idempotency.renew();
      setProblem({ messages: [taken.message], retry: false });
      onChanged();
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
  if (wait.waiting)
    return (
      <div className="orders-desk__dialog orders-desk__waiting">
        <p className="orders-desk__wait-title" role="status">
          {deskZipMessages.waiting}
        </p>
        <p>Please do not refresh the page.</p>
        <span className="spinner" aria-hidden="true" />
        <div className="orders-desk__buttons">
          <Button id={`${id}-cancel`} variant="secondary" onClick={() => void wait.cancel()}>
            Cancel payment
          </Button>
        </div>
      </div>
    );
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
            {methods.map((m) => (
              <option key={m} value={m}>
                {deskBalanceMethodLabels[m]}
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
        {method === "ZipInStore" ? (
          <FormField
            id={`${id}-code`}
            label="Payment code from the customer's Zip app"
            hint="6 digits, shown in the customer's Zip app"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            error={errors.devicePaymentCode?.message}
            {...form.register("devicePaymentCode")}
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
          {sending ? (method === "ZipInStore" ? "Sending the request to Zip…" : "Taking the balance…") : ""}
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
