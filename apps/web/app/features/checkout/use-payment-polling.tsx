import { checkoutLimits, checkoutMessages, type PaymentProvider } from "@store/domain/checkout.schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pollStep } from "./checkout-outcome";

interface Waiting {
  cartId: string;
  paymentReference: string;
  option: PaymentProvider;
}

/**
 * Polls an in-store payment confirmed on the customer's device (checkout s.4 "Polling"): every 2 s
 * until 65 s (then the 408 message with the reference), Approved completes, Cancelled, Declined and
 * Expired stop with their message, 5xx keeps polling, any other failure stops. Cancelling or leaving
 * the page voids the payment.
 */
export function usePaymentPolling({
  api,
  onApproved,
  onStopped,
}: {
  api: ApiClient;
  onApproved: (cartId: string) => void;
  /** status: what to report to the error sink (408 timeout, 402 refused), null for the shopper's own cancel. */
  onStopped: (message: string, paymentReference: string, status: number | null) => void;
}) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const handlers = useRef({ onApproved, onStopped });
  handlers.current = { onApproved, onStopped };

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const deadline = Date.now() + checkoutLimits.pollTimeoutMs;
    const stop = (message: string, status: number) => {
      stopped = true;
      setWaiting(null);
      handlers.current.onStopped(message, waiting.paymentReference, status);
    };
    const tick = async () => {
      if (stopped) return;
      if (Date.now() >= deadline) {
        stop(checkoutMessages.timeout(waiting.paymentReference), 408);
        return;
      }
      let step: ReturnType<typeof pollStep>;
      try {
        step = pollStep(
          await api.getPaymentStatus({
            cartId: waiting.cartId,
            paymentReference: waiting.paymentReference,
            selectedPaymentOption: waiting.option,
          }),
        );
      } catch (error) {
        step = pollStep({ failedStatus: isApiError(error) ? error.status : 0 });
      }
      if (stopped) return;
      if (step.kind === "approved") {
        stopped = true;
        setWaiting(null);
        handlers.current.onApproved(waiting.cartId);
      } else if (step.kind === "stop") stop(step.message, 402);
      else timer = setTimeout(tick, checkoutLimits.pollMs);
    };
    timer = setTimeout(tick, checkoutLimits.pollMs);
    // Leaving the page gives the payment up; keepalive lets the call outlive the page
    const onPageHide = () => {
      if (!stopped) void api.voidPayment({ cartId: waiting.cartId, selectedPaymentOption: waiting.option });
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [waiting, api]);

  const start = useCallback((cartId: string, paymentReference: string, option: PaymentProvider) => {
    setWaiting({ cartId, paymentReference, option });
  }, []);

  const cancel = useCallback(() => {
    if (!waiting) return;
    setWaiting(null);
    void api
      .voidPayment({ cartId: waiting.cartId, selectedPaymentOption: waiting.option })
      .catch(() => undefined);
    handlers.current.onStopped(checkoutMessages.userCancel, waiting.paymentReference, null);
  }, [waiting, api]);

  return { waiting: waiting !== null, start, cancel };
}

/** The modal while the customer confirms in their Zip app (checkout s.2). */
export function PaymentWaitDialog({ polling }: { polling: { waiting: boolean; cancel: () => void } }) {
  return (
    <Dialog
      open={polling.waiting}
      onClose={polling.cancel}
      title="Waiting for customer to confirm in their Zip app"
      size="small"
      footer={
        <Button variant="secondary" onClick={polling.cancel}>
          Cancel payment
        </Button>
      }
    >
      <p role="status">Please do not refresh the page</p>
    </Dialog>
  );
}
