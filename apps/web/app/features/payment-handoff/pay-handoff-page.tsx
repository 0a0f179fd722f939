import { formatMoney } from "@store/domain/brands";
import { deskMethodNames } from "@store/domain/orders-desk";
import type { HandOffLink } from "@store/domain/payment-handoff.schema";
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { postProviderForm } from "~/lib/card-payment";
import { useHydrated } from "~/lib/use-hydrated";
import "./payment-handoff.css";
import { checkoutApi } from "~/lib/checkout-api";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit" });

/**
 * The customer's phone on a hand-off link (/pay/{token}, ADR 043): who asks for how much with which
 * method, and one button on to the provider's page (the link becomes this phone's). A link that cannot
 * be used says why, in words for the customer.
 */
export function PayHandOffPage({
  token,
  link,
  problem,
  api: givenApi,
}: {
  token: string;
  link: HandOffLink | null;
  /** Why there is no link to show (unknown, or too many tries). */
  problem: string | null;
  api?: ApiClient;
}) {
  const api = useMemo(() => givenApi ?? createBrowserApiClient(), [givenApi]);
  const brand = useBrand();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The time in the phone's own zone, once in the phone (the server's page cannot know the zone)
  const hydrated = useHydrated();
  if (!link)
    return (
      <div className="page-container handoff-phone">
        <h1 className="handoff-phone__title">Payment link</h1>
        <p className="handoff-phone__notice" role="alert">
          {problem}
        </p>
      </div>
    );
  const method = deskMethodNames[link.method];
  const amount = formatMoney(link.amount, { ...brand, currency: link.currency });
  const usable = link.status === "open" || link.status === "started";

  async function go() {
    setBusy(true);
    setError(null);
    try {
      const next = await checkoutApi(api).startHandOff(token);
      if (next.form) postProviderForm(next.redirectUrl, next.form);
      else window.location.assign(next.redirectUrl);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.problem.messages[0]
          ? failure.problem.messages[0]
          : "The payment could not be started. Please try again.",
      );
      setBusy(false);
    }
  }

  return (
    <div className="page-container handoff-phone">
      <h1 className="handoff-phone__title">{`Pay ${link.merchant}`}</h1>
      <dl className="handoff-phone__summary">
        <div>
          <dt>Amount</dt>
          <dd className="handoff-phone__amount">{amount}</dd>
        </div>
        <div>
          <dt>With</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{link.orderReference}</dd>
        </div>
      </dl>
      {usable ? (
        <>
          <p>{`You approve the payment on ${method}'s own page, then come back here.`}</p>
          <Button
            className="handoff-phone__go"
            onClick={() => void go()}
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
          >
            {busy ? `Opening ${method}…` : `Continue to ${method}`}
          </Button>
          <p className="checkout-note">
            {hydrated
              ? `This link works on one phone only, until ${timeOf(link.expiresAt)}.`
              : "This link works on one phone only, for a few minutes."}
          </p>
        </>
      ) : (
        <p className="handoff-phone__notice" role="status">
          {link.message}
        </p>
      )}
      {error ? (
        <p className="handoff-phone__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
