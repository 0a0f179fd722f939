import { dollarsText } from "@store/domain/delivery-admin.schema";
import { type DeskActionKind, deskMethodNames, deskMoney } from "@store/domain/orders-desk";
import { type DeskAttempt, deskAmountFormSchema } from "@store/domain/orders-desk.schema";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { staffApi } from "~/lib/staff-api";
import { useIdempotencyKey } from "~/lib/use-idempotency-key";
import { useZodForm } from "~/lib/use-zod-form";

/** An action staff chose on one attempt. */
export interface DeskActionChoice {
  kind: DeskActionKind;
  attempt: DeskAttempt;
}

const titles: Record<DeskActionKind, string> = {
  capture: "Capture payment",
  void: "Void authorisation",
  refund: "Refund payment",
};
const verbs: Record<DeskActionKind, { now: string; doing: string }> = {
  capture: { now: "Capture", doing: "Capturing" },
  void: { now: "Void", doing: "Voiding" },
  refund: { now: "Refund", doing: "Refunding" },
};

/** 'Visa ending 4242', 'Other (staff): EFT 991', or the method's name. */
export function attemptLabel(attempt: DeskAttempt): string {
  if (attempt.cardSummary && attempt.method === "CreditCard") return attempt.cardSummary;
  return attempt.staffReference
    ? `${deskMethodNames[attempt.method]}: ${attempt.staffReference}`
    : deskMethodNames[attempt.method];
}

/**
 * The dialog of one action (ADR 038): the amount in dollars (capture and refund; the most allowed is
 * filled in), then a confirmation that says what will happen, then progress. One Idempotency-Key per
 * confirmed action: a retry after no answer sends the same key (the server acts once); a refusal ends
 * the action, and a changed amount is a new one. `onDone` gets the server's words for what it did.
 */
export function DeskActionDialog({
  choice,
  reference,
  onClose,
  onDone,
}: {
  choice: DeskActionChoice | null;
  reference: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <Dialog open={choice !== null} onClose={onClose} title={choice ? titles[choice.kind] : ""} size="small">
      {choice ? (
        <ActionSteps choice={choice} reference={reference} onClose={onClose} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}

function ActionSteps({
  choice,
  reference,
  onClose,
  onDone,
}: {
  choice: DeskActionChoice;
  reference: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const { kind, attempt } = choice;
  const most =
    kind === "capture" ? attempt.can.capture : kind === "refund" ? attempt.can.refund : attempt.amount;
  const [step, setStep] = useState<"amount" | "confirm" | "sending">(kind === "void" ? "confirm" : "amount");
  const [amount, setAmount] = useState(most);
  const [problem, setProblem] = useState<{ messages: string[]; retry: boolean } | null>(null);
  const idempotency = useIdempotencyKey();
  const confirmRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(deskAmountFormSchema, { defaultValues: { amount: dollarsText(most) } });
  const { errors } = form.formState;

  useEffect(() => {
    if (step === "confirm" && !problem) confirmRef.current?.querySelector("button")?.focus();
  }, [step, problem]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const review = form.handleSubmit(({ amount: cents }) => {
    if (cents === undefined) return;
    if (cents > most) {
      form.setError("amount", {
        type: "max",
        message: `At most ${deskMoney(most)} can be ${kind === "capture" ? "captured" : "refunded"} here.`,
      });
      return;
    }
    if (cents !== amount) idempotency.renew();
    setAmount(cents);
    setProblem(null);
    setStep("confirm");
  });

  const send = async () => {
    const key = idempotency.keyFor(amount);
    setStep("sending");
    setProblem(null);
    const reply = await staffApi(api).deskAction(kind, attempt.id, kind === "void" ? {} : { amount }, key);
    if (reply.status === 200 && reply.answer) {
      onDone(reply.answer.action.message);
      return;
    }
    const messages = reply.problem?.messages.length ? reply.problem.messages : [];
    // No answer, or the provider did not answer: the same key again is safe and acts once
    const retry = reply.status === 0 || reply.status === 502 || reply.status >= 500;
    if (!retry) idempotency.renew();
    setProblem({
      messages:
        messages.length > 0
          ? messages
          : [
              retry
                ? "The store did not answer. Try again: the same action is sent again and acts only once."
                : "The action could not be done. Reload the order and look at it again.",
            ],
      retry,
    });
    setStep(kind === "void" || retry ? "confirm" : "amount");
  };

  const what = `${deskMoney(amount)} ${kind === "capture" ? "from" : kind === "refund" ? "to" : "on"} ${attemptLabel(attempt)}`;
  return (
    <div className="orders-desk__dialog">
      {problem ? (
        <div className="orders-desk__alert" role="alert" tabIndex={-1} ref={problemRef}>
          {problem.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      {step === "amount" ? (
        <form onSubmit={review} noValidate aria-labelledby={`${id}-legend`}>
          <p id={`${id}-legend`}>
            {kind === "capture"
              ? `Take money the customer authorised on ${attemptLabel(attempt)} for order ${reference}.`
              : `Give money back to the customer on ${attemptLabel(attempt)} for order ${reference}. Stock is not returned.`}
          </p>
          <FormField
            id={`${id}-amount`}
            label="Amount in dollars"
            hint={`At most ${deskMoney(most)}`}
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
            error={errors.amount?.message}
            {...form.register("amount")}
          />
          <div className="orders-desk__buttons">
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <p className="orders-desk__confirm">
            {kind === "void"
              ? `Void the authorisation of ${deskMoney(attempt.amount)} on ${attemptLabel(attempt)} for order ${reference}? The hold on the customer's money is released and nothing more can be captured on it.`
              : kind === "refund"
                ? `Refund ${what} for order ${reference}? The money goes back to the customer; stock is not returned.`
                : `Capture ${what} for order ${reference}?`}
          </p>
          <p className="orders-desk__progress" role="status">
            {step === "sending"
              ? `${verbs[kind].doing} ${deskMoney(kind === "void" ? attempt.amount : amount)}…`
              : ""}
          </p>
          <div className="orders-desk__buttons" ref={confirmRef}>
            <Button onClick={send} disabled={step === "sending"}>
              {step === "sending"
                ? `${verbs[kind].doing}…`
                : problem?.retry
                  ? "Try again"
                  : kind === "void"
                    ? "Void authorisation"
                    : `${verbs[kind].now} ${deskMoney(amount)}`}
            </Button>
            {kind !== "void" ? (
              <Button variant="secondary" onClick={() => setStep("amount")} disabled={step === "sending"}>
                Change amount
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose} disabled={step === "sending"}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
