import type { PaymentProvider } from "@store/domain/checkout.schema";
import { type RedirectProviderName, redirectProviderNames } from "@store/domain/redirect-payment";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { postProviderForm } from "~/lib/card-payment";
import { useCart } from "~/lib/cart-state";
import { pollStep, returnOutcome } from "./checkout-outcome";
import { useCheckoutSession } from "./use-checkout-session";
import "./checkout.css";
import { checkoutApi } from "~/lib/checkout-api";

/** How often a referred application is asked about while its page is open (ADR 036). */
export const referredPollMs = 10_000;

/** The method a provider's waiting payment is polled as (the status call names one). */
const pollOption: Record<RedirectProviderName, PaymentProvider> = {
  afterpay: "AfterPay",
  zip: "Zip",
  paypal: "PayPal",
  klarna: "Klarna",
  humm: "Humm",
};

/** What the checkout page shows when the return sends the shopper back (router state, ADR 036). */
export interface PaymentReturnState {
  paymentMessages: string[];
}

type View =
  | { kind: "confirming" }
  | { kind: "leaving" }
  | { kind: "waiting"; cartId: string; paymentReference: string; message: string };

/**
 * Where Afterpay, Zip, PayPal, Klarna and Humm send the shopper back (/customer/payment-return/{provider}, ADR 036):
 * shows that the payment is being confirmed, posts the provider's query to the store's confirmation
 * (checkout s.7) and goes on to the order confirmation, back to the provider, or back to checkout with
 * the spec's message; a referred Zip application waits here, asked about every 10 s.
 */
export function PaymentReturnPage({
  provider,
  search,
  api: givenApi,
}: {
  provider: RedirectProviderName;
  search: string;
  api?: ApiClient;
}) {
  const api = useMemo(() => givenApi ?? createBrowserApiClient(), [givenApi]);
  const navigate = useNavigate();
  const session = useCheckoutSession();
  const { reload: reloadCart } = useCart();
  const [view, setView] = useState<View>({ kind: "confirming" });
  const started = useRef(false);
  const name = redirectProviderNames[provider];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is confirmed once per page
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const completed = (cartId: string) => {
      setView({ kind: "leaving" });
      session.clear();
      void reloadCart();
      void navigate(`/customer/confirmation?id=${encodeURIComponent(cartId)}`, { replace: true });
    };
    const back = (status: string, messages: string[], paymentReference: string | null, report: boolean) => {
      setView({ kind: "leaving" });
      if (report)
        void checkoutApi(api)
          .reportCheckoutError({ status: 0, message: messages.join(" "), paymentReference })
          .catch(() => undefined);
      const query = new URLSearchParams({ status, ...(paymentReference ? { paymentReference } : {}) });
      void navigate(`/customer/checkout?${query}`, {
        replace: true,
        state: { paymentMessages: messages } satisfies PaymentReturnState,
      });
    };
    let cleanup = () => {};
    void (async () => {
      const { status, response } = await checkoutApi(api).confirmRedirectPayment(provider, search);
      const outcome = returnOutcome({ status, response });
      switch (outcome.kind) {
        case "completed":
          completed(outcome.cartId);
          return;
        case "redirect":
          setView({ kind: "leaving" });
          window.location.assign(outcome.url);
          return;
        case "post-form":
          setView({ kind: "leaving" });
          postProviderForm(outcome.action, outcome.fields);
          return;
        case "waiting": {
          setView(outcome);
          // A person at Zip decides: ask every 10 s while the page is open (the order waits anyway)
          const ask = async () => {
            try {
              const step = pollStep(
                await checkoutApi(api).getPaymentStatus({
                  cartId: outcome.cartId,
                  paymentReference: outcome.paymentReference,
                  selectedPaymentOption: pollOption[provider],
                }),
              );
              if (step.kind === "approved") return completed(outcome.cartId);
              if (step.kind === "stop")
                return back("REFUSED", [step.message], outcome.paymentReference, false);
            } catch {
              // A passing failure: ask again next time
            }
            timer = setTimeout(ask, referredPollMs);
          };
          let timer = setTimeout(ask, referredPollMs);
          cleanup = () => clearTimeout(timer);
          return;
        }
        case "back":
          back(outcome.status, outcome.messages, outcome.paymentReference, outcome.report);
      }
    })();
    return () => cleanup();
  }, []);

  if (view.kind === "waiting")
    return (
      <div className="checkout-page page-container payment-return">
        <h1 className="checkout-page__title">{name} is reviewing your application</h1>
        <p role="status" aria-live="polite">
          {view.message}
        </p>
        <p className="checkout-note">You can leave this page: your confirmation comes by email.</p>
        <Link to="/" className={buttonClassName("secondary")}>
          Continue shopping
        </Link>
      </div>
    );
  return (
    <div className="checkout-page page-container payment-return">
      <h1 className="checkout-page__title">Confirming your payment</h1>
      <div className="payment-return__progress" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>
          {`Confirming your payment with ${name}…`}
          <br />
          Please do not close or refresh this page.
        </p>
      </div>
    </div>
  );
}
