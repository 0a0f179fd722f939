import { formatMoney } from "@store/domain/brands";
import type { PaymentProvider } from "@store/domain/checkout.schema";
import { handOffMinutes, handOffTimeLeft } from "@store/domain/payment-handoff";
import type { HandOff } from "@store/domain/payment-handoff.schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { QrCode } from "~/components/ui/qr-code";
import type { ApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { checkoutApi } from "~/lib/checkout-api";
import { usePaymentWait } from "~/lib/use-payment-wait";
import { pollStep } from "./checkout-outcome";

/** What the staff screen says when a hand-off ends without payment (ADR 043). */
export const handOffStaffMessages = {
  expired:
    "The payment link expired before the customer paid, and nothing was charged. Place the order again to show a new QR code, or choose another payment method.",
  cancelled: "You cancelled the payment on the customer's phone. Nothing was charged.",
  customerCancelled:
    "The customer cancelled the payment on their phone. Nothing was charged: ask how they would like to pay.",
  notCreated: "The QR code could not be made, so the payment was cancelled. Please try again.",
} as const;

interface Active {
  handOff: HandOff;
  cartId: string;
  paymentReference: string;
  method: PaymentProvider;
  methodLabel: string;
  /** When this screen withdraws it: the link's 10 minutes, counted from this screen's clock. */
  deadline: number;
}

/**
 * The staff side of the QR hand-off (issue 16 'Staff in store', ADR 043), the Zip in-store pattern and
 * its wait (`usePaymentWait`): the payment placed, the hand-off is made and its QR code shown; GET
 * /api/payment/status is asked every 2 s (checkout s.4) and its answers end it: Approved goes to the
 * confirmation, Declined and Cancelled say so. At the link's expiry, on Cancel and when the page is left
 * (or the checkout, inside the app), the hand-off is withdrawn, which withdraws the payment at the
 * provider (a payment that beat the withdrawal is still shown as paid).
 */
export function useHandOff({
  api,
  onApproved,
  onStopped,
}: {
  api: ApiClient;
  onApproved: (cartId: string) => void;
  /** Why it ended without payment; status is what to report to the error sink (null: nothing to report). */
  onStopped: (message: string, paymentReference: string, status: number | null) => void;
}) {
  const wait = usePaymentWait();
  const { start: startWait } = wait;
  const [shown, setShown] = useState<Active | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const handlers = useRef({ onApproved, onStopped });
  handlers.current = { onApproved, onStopped };

  // The time left on the screen, once a second while the code is shown
  useEffect(() => {
    if (!shown) return;
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(clock);
  }, [shown]);

  /** Makes the hand-off of a payment just placed and shows it; throws when the server refused. */
  const start = useCallback(
    async (placed: {
      cartId: string;
      paymentReference: string;
      method: PaymentProvider;
      methodLabel: string;
    }) => {
      const handOff = await checkoutApi(api).createHandOff({
        cartId: placed.cartId,
        paymentReference: placed.paymentReference,
      });
      const started = Date.now();
      const timeoutMs = handOffMinutes * 60_000 + 2_000;
      setNow(started);
      setShown({ ...placed, handOff, deadline: started + timeoutMs });
      startWait({
        check: async () => {
          try {
            const answer = await checkoutApi(api).getPaymentStatus({
              cartId: placed.cartId,
              paymentReference: placed.paymentReference,
              selectedPaymentOption: placed.method,
            });
            // The customer's own cancel on their phone is their choice, not a fault to report
            if (answer.paymentStatus === "Cancelled")
              return { kind: "stop", message: handOffStaffMessages.customerCancelled, status: null };
            return pollStep(answer);
          } catch (error) {
            return pollStep({ failedStatus: isApiError(error) ? error.status : 0 });
          }
        },
        // The withdrawal answers whether the customer paid in that same moment: theirs stands
        giveUp: async (reason) => {
          const answer = await checkoutApi(api).withdrawHandOff(
            handOff.id,
            reason === "timeout" ? "expired" : "cancelled",
          );
          return answer.paymentStatus === "Approved" ? { kind: "approved" } : null;
        },
        giveUpOnTimeout: true,
        timeoutMs,
        timeoutMessage: handOffStaffMessages.expired,
        cancelMessage: handOffStaffMessages.cancelled,
        approved: () => {
          setShown(null);
          handlers.current.onApproved(placed.cartId);
        },
        stopped: (message, status) => {
          setShown(null);
          handlers.current.onStopped(message, placed.paymentReference, status);
        },
      });
    },
    [api, startWait],
  );

  const cancel = useCallback(() => {
    setShown(null);
    void wait.cancel();
  }, [wait.cancel]);

  const active = wait.waiting ? shown : null;
  const left = active ? handOffTimeLeft(new Date(active.deadline - 2_000), new Date(now)) : null;
  return { active, left, start, cancel };
}

/** The staff screen while the customer pays on their phone: the QR code, the link as text, the time left. */
export function HandOffDialog({ handOff: state }: { handOff: ReturnType<typeof useHandOff> }) {
  const brand = useBrand();
  const [copied, setCopied] = useState<string | null>(null);
  const active = state.active;
  const url = active?.handOff.url ?? "";
  const amount = active ? formatMoney(active.handOff.amount, brand) : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied.");
    } catch {
      setCopied("Select the link and copy it.");
    }
  };
  return (
    <Dialog
      open={active !== null}
      onClose={state.cancel}
      title="Customer pays on their phone"
      size="small"
      className="handoff-dialog"
      footer={
        <Button variant="secondary" onClick={state.cancel}>
          Cancel payment
        </Button>
      }
    >
      {active ? (
        <div className="handoff">
          <p>
            {`Ask the customer to scan this code with their phone's camera and pay ${amount} with ${active.methodLabel} there.`}
          </p>
          <QrCode value={url} label={`QR code of the payment link: ${amount} with ${active.methodLabel}`} />
          <p className="handoff__link-row">
            {"Or type this link on their phone: "}
            <code className="handoff__link" data-testid="handoff-link">
              {url}
            </code>
          </p>
          <p className="handoff__actions">
            <Button variant="ghost" onClick={() => void copy()}>
              Copy link
            </Button>
            <span role="status" aria-live="polite" className="handoff__copied">
              {copied ?? ""}
            </span>
          </p>
          <p className="handoff__waiting" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            {`Waiting for the customer to pay with ${active.methodLabel}…`}
          </p>
          <p className="checkout-note">
            {"The link works once, on one phone, for "}
            <span data-testid="handoff-time-left">{state.left?.text ?? ""}</span>
            {" more. This screen shows the order as soon as they have paid."}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
