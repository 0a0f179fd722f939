import type { HandOffProvider } from "@store/domain/payment-handoff";
import type { HandOffReturn } from "@store/domain/payment-handoff.schema";
import { redirectProviderNames } from "@store/domain/redirect-payment";
import { useEffect, useMemo, useRef, useState } from "react";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { postProviderForm } from "~/lib/card-payment";
import "./payment-handoff.css";
import { checkoutApi } from "~/lib/checkout-api";

const headings: Record<HandOffReturn["outcome"], string> = {
  paid: "Payment done",
  continue: "Finish your payment",
  waiting: "Your application is being reviewed",
  cancelled: "Payment cancelled",
  declined: "Payment declined",
  expired: "Payment link expired",
  error: "We could not confirm your payment",
};

/**
 * Where the provider sends the customer's phone back after a hand-off (/pay/return/{provider}, ADR 043):
 * the return is checked with the provider by the store (never trusted as it came) and the phone is told
 * what happened; the staff member's screen shows the order itself. Not yet approved: back to the provider.
 */
export function PayHandOffReturnPage({
  provider,
  search,
  api: givenApi,
}: {
  provider: HandOffProvider;
  search: string;
  api?: ApiClient;
}) {
  const api = useMemo(() => givenApi ?? createBrowserApiClient(), [givenApi]);
  const [answer, setAnswer] = useState<HandOffReturn | null>(null);
  const started = useRef(false);
  const name = redirectProviderNames[provider];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is confirmed once per page
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const back = await checkoutApi(api).returnHandOff(provider, search);
        if (back.outcome === "continue" && back.redirect) {
          if (back.redirect.form) postProviderForm(back.redirect.redirectUrl, back.redirect.form);
          else window.location.assign(back.redirect.redirectUrl);
          return;
        }
        setAnswer(back);
      } catch (error) {
        setAnswer({
          outcome: "error",
          message: isApiError(error, 404)
            ? "This payment was not started on this phone. Please ask the staff member."
            : isApiError(error) && error.problem.messages[0]
              ? error.problem.messages[0]
              : "Service currently unavailable. Please try again later",
          orderReference: null,
          redirect: null,
        });
      }
    })();
  }, []);

  if (!answer || answer.outcome === "continue")
    return (
      <div className="page-container handoff-phone">
        <h1 className="handoff-phone__title">Confirming your payment</h1>
        <div className="payment-return__progress" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>{`Confirming your payment with ${name}…`}</p>
        </div>
      </div>
    );
  return (
    <div className="page-container handoff-phone">
      <h1 className="handoff-phone__title">{headings[answer.outcome]}</h1>
      <p
        className={answer.outcome === "paid" ? "handoff-phone__done" : "handoff-phone__notice"}
        role="status"
        aria-live="polite"
      >
        {answer.message}
      </p>
      {answer.outcome === "paid" ? (
        <p className="checkout-note">You can close this page. Your confirmation comes by email too.</p>
      ) : null}
    </div>
  );
}
