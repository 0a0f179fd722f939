import { checkoutMessages, type PaymentProvider } from "@store/domain/checkout.schema";
import { useCallback, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { checkoutApi } from "~/lib/checkout-api";
import { usePaymentWait } from "~/lib/use-payment-wait";
import { pollStep } from "./checkout-outcome";

/**
 * Polls an in-store payment confirmed on the customer's device (checkout s.4 "Polling") through the
 * shared wait (~/lib/use-payment-wait): every 2 s until 65 s (then the 408 message with the order's
 * reference, the payment left to the server), Approved completes, Cancelled, Declined and Expired stop
 * with their message, 5xx keeps polling, any other failure stops. Cancelling, leaving the page, or
 * leaving the checkout inside the app (unmount) voids the payment.
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
  const wait = usePaymentWait();
  const { start: startWait } = wait;
  const handlers = useRef({ onApproved, onStopped });
  handlers.current = { onApproved, onStopped };

  const start = useCallback(
    (
      cartId: string,
      paymentReference: string,
      option: PaymentProvider,
      /** The order's own reference, the one customers quote (null from a server that does not give it). */
      orderReference: string | null,
    ) => {
      startWait({
        check: async () => {
          try {
            return pollStep(
              await checkoutApi(api).getPaymentStatus({
                cartId,
                paymentReference,
                selectedPaymentOption: option,
              }),
            );
          } catch (error) {
            return pollStep({ failedStatus: isApiError(error) ? error.status : 0 });
          }
        },
        giveUp: () => {
          // Sent and not waited for: the shopper is told at once, and the call outlives the page
          void checkoutApi(api)
            .voidPayment({ cartId, selectedPaymentOption: option })
            .catch(() => undefined);
          return Promise.resolve(null);
        },
        giveUpOnTimeout: false,
        timeoutMessage: checkoutMessages.timeout(orderReference ?? paymentReference),
        cancelMessage: checkoutMessages.userCancel,
        approved: () => handlers.current.onApproved(cartId),
        stopped: (message, status) => handlers.current.onStopped(message, paymentReference, status),
      });
    },
    [api, startWait],
  );

  return { waiting: wait.waiting, start, cancel: wait.cancel };
}

/** The modal while the customer confirms in their Zip app (checkout s.2). */
export function PaymentWaitDialog({
  polling,
}: {
  polling: { waiting: boolean; cancel: () => Promise<void> };
}) {
  return (
    <Dialog
      open={polling.waiting}
      onClose={() => void polling.cancel()}
      title="Waiting for customer to confirm in their Zip app"
      size="small"
      footer={
        <Button variant="secondary" onClick={() => void polling.cancel()}>
          Cancel payment
        </Button>
      }
    >
      <p role="status">Please do not refresh the page</p>
    </Dialog>
  );
}
