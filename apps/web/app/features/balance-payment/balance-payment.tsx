import { balanceMessages } from "@store/domain/balance-payment";
import type { BalanceView } from "@store/domain/balance-payment.schema";
import { formatMoney } from "@store/domain/brands";
import type { CardDetails } from "@store/domain/checkout-rules";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { Button, buttonClassName } from "~/components/ui/button";
import { CardFields } from "~/components/ui/card-fields";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import {
  cardFieldIssues,
  cardFieldsSchema,
  emptyCardFields,
  encryptCardLazily,
  postProviderForm,
} from "~/lib/card-payment";
import { useHydrated } from "~/lib/use-hydrated";
import { useZodForm } from "~/lib/use-zod-form";
import "./balance-payment.css";
import { checkoutApi } from "~/lib/checkout-api";

/** Encrypts the card with each of the view's public keys; the card never leaves unencrypted. */
export type EncryptCard = (
  keys: Record<string, string>,
  card: CardDetails,
) => Promise<Record<string, string>>;

const balanceFormSchema = z.object({ card: cardFieldsSchema }).superRefine((values, issues) => {
  for (const { field, message } of cardFieldIssues(values.card, new Date()))
    issues.addIssue({ code: "custom", message, path: ["card", field] });
});
type BalanceFormInput = z.input<typeof balanceFormSchema>;

type Outcome = { ok: boolean; messages: string[] };

/**
 * Paying what is left on an order from the account (ADR 031): 'Pay the balance' opens the card form
 * (the shared CardFields) and moves focus into it; a submit encrypts the card, posts it once with a
 * fresh Idempotency-Key, says it is paying, and ends with the outcome: paid (the form closes, focus goes
 * to the message and `onPaid` refreshes the order), a 3-D Secure check (the bank's page, which returns to
 * this page), or the refusal with the acquirer's reason, read out as an alert.
 */
export function BalancePayment({
  view,
  onPaid,
  api: givenApi,
  encryptCard = encryptCardLazily,
}: {
  view: BalanceView;
  /** After a payment was taken or refused for a changed order: the page reads the order again. */
  onPaid: () => void;
  api?: ApiClient;
  encryptCard?: EncryptCard;
}) {
  const id = useId();
  const brand = useBrand();
  const hydrated = useHydrated();
  const api = useMemo(() => givenApi ?? createBrowserApiClient(), [givenApi]);
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState<"card" | "bank" | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const payingRef = useRef(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useZodForm<BalanceFormInput, z.output<typeof balanceFormSchema>>(balanceFormSchema, {
    defaultValues: { card: { ...emptyCardFields } },
  });
  const remaining = formatMoney(view.amountRemaining, brand);
  const errors = form.formState.errors.card;

  // Focus follows the action: into the form when it opens, to the outcome when it ends
  useEffect(() => {
    if (open) form.setFocus("card.nameOnCard");
  }, [open, form]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function close() {
    setOpen(false);
    form.reset({ card: { ...emptyCardFields } });
    setOutcome(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  const submit = form.handleSubmit(async ({ card }) => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying("card");
    setOutcome(null);
    const done = (next: Outcome) => {
      payingRef.current = false;
      setPaying(null);
      setOutcome(next);
    };
    let encryptedValues: Record<string, string>;
    try {
      encryptedValues = await encryptCard(view.x509EncryptionKeys, card);
    } catch {
      done({ ok: false, messages: [balanceMessages.unconfirmed(view.supportNumber)] });
      return;
    }
    const { status, answer, problem } = await checkoutApi(api).payBalance(
      view.id,
      {
        encryptedValues,
        cardHolderName: card.nameOnCard.trim(),
        browserInfo: { screenHeight: window.screen.height, screenWidth: window.screen.width },
        expectedAmount: view.amountRemaining,
      },
      crypto.randomUUID(),
    );
    if (answer?.status === "challenge" && answer.secure3DResponse) {
      // The bank's check: its page posts back to the store, which brings the shopper back here
      setPaying("bank");
      postProviderForm(answer.secure3DResponse.htmlFormAction, answer.secure3DResponse.htmlFormToPost);
      return;
    }
    if (answer?.status === "paid") {
      form.reset({ card: { ...emptyCardFields } });
      setOpen(false);
      done({ ok: true, messages: [answer.message ?? balanceMessages.receivedShort] });
      onPaid();
      return;
    }
    const messages = problem?.messages.length
      ? problem.messages
      : [balanceMessages.unconfirmed(view.supportNumber)];
    done({
      ok: false,
      messages: status === 0 || status >= 500 ? [balanceMessages.unconfirmed(view.supportNumber)] : messages,
    });
    // The order changed meanwhile (paid elsewhere, another amount): show it as it is now
    if (status === 409) onPaid();
  });

  const outcomeBox = outcome ? (
    <div
      ref={outcomeRef}
      tabIndex={-1}
      role={outcome.ok ? "status" : "alert"}
      className={`balance-payment__outcome balance-payment__outcome--${outcome.ok ? "ok" : "error"}`}
    >
      {outcome.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  ) : null;

  if (!view.payable)
    return (
      <div className="balance-payment">
        {outcomeBox}
        {view.amountRemaining > 0 && view.message ? <p className="account-note">{view.message}</p> : null}
      </div>
    );

  return (
    <div className="balance-payment">
      {open ? null : outcomeBox}
      {open ? (
        <form
          className="balance-payment__form"
          aria-labelledby={`${id}-title`}
          aria-busy={paying !== null}
          noValidate
          method="post"
          onSubmit={submit}
        >
          <h3 id={`${id}-title`} className="balance-payment__title">
            Pay the balance of {remaining}
          </h3>
          <CardFields
            idPrefix={id}
            disabled={paying !== null}
            register={(name) => form.register(`card.${name}`)}
            errors={{
              nameOnCard: errors?.nameOnCard?.message,
              cardNo: errors?.cardNo?.message,
              expiryDate: errors?.expiryDate?.message,
              cvv: errors?.cvv?.message,
            }}
          />
          {outcomeBox}
          <p className="balance-payment__progress" role="status">
            {paying === "card"
              ? `Paying ${remaining}, please wait…`
              : paying === "bank"
                ? "Taking you to your bank's check…"
                : ""}
          </p>
          <div className="balance-payment__actions">
            <Button type="submit" disabled={paying !== null}>
              {paying ? "Paying…" : `Pay ${remaining}`}
            </Button>
            <Button variant="secondary" onClick={close} disabled={paying !== null}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <button
          ref={openerRef}
          type="button"
          className={buttonClassName("primary")}
          // Until the script runs the form cannot open: a browser's own post would send the card in the clear
          disabled={!hydrated}
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          Pay the balance ({remaining})
        </button>
      )}
    </div>
  );
}

/** The outcome of a balance payment's 3-D Secure return (?payment=), at the top of the order page. */
export function BalanceReturnNotice({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`balance-payment__outcome balance-payment__outcome--${ok ? "ok" : "error"}`}
    >
      {message}
    </p>
  );
}
