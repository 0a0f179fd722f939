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
  /** The order's own reference, the one customers quote (null from a server that does not give it). */
  orderReference: string | null;
}

/**
 * Polls an in-store payment confirmed on the customer's device (checkout s.4 "Polling"): every 2 s
 * until 65 s (then the 408 message with the order's reference), Approved completes, Cancelled, Declined
 * and Expired stop with their message, 5xx keeps polling, any other failure stops. Cancelling, leaving
 * the page, or leaving the checkout inside the app (unmount) voids the payment.
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
  // Ends the running wait without voiding: cancel voids by itself, then its state change unmounts the effect
  const endWait = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let voided = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    endWait.current = () => {
      stopped = true;
    };
    const stop = (message: string, status: number) => {
      stopped = true;
      setWaiting(null);
      handlers.current.onStopped(message, waiting.paymentReference, status);
    };
    // Its own timer, not the next tick's check: the 408 comes at 65 s even while a status call hangs
    const deadline = setTimeout(() => {
      if (!stopped) stop(checkoutMessages.timeout(waiting.orderReference ?? waiting.paymentReference), 408);
    }, checkoutLimits.pollTimeoutMs);
    const tick = async () => {
      if (stopped) return;
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
    // A payment nobody waits for any more is given up at once, not left to the 30-minute sweep.
    // keepalive lets the call outlive the page; once is enough (pagehide, then an unmount, say both)
    const giveUp = () => {
      if (stopped || voided) return;
      voided = true;
      void api
        .voidPayment({ cartId: waiting.cartId, selectedPaymentOption: waiting.option })
        .catch(() => undefined);
    };
    window.addEventListener("pagehide", giveUp);
    return () => {
      // Leaving the checkout inside the app (a link, Back) unmounts without a pagehide
      giveUp();
      stopped = true;
      endWait.current = null;
      if (timer) clearTimeout(timer);
      clearTimeout(deadline);
      window.removeEventListener("pagehide", giveUp);
    };
  }, [waiting, api]);

  const start = useCallback(
    (cartId: string, paymentReference: string, option: PaymentProvider, orderReference: string | null) => {
      setWaiting({ cartId, paymentReference, option, orderReference });
    },
    [],
  );

  const cancel = useCallback(() => {
    if (!waiting) return;
    endWait.current?.();
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
