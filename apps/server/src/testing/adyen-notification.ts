import { type AdyenNotificationItem, adyenSignature } from "../payments/adyen-payments.ts";

/**
 * Adyen's notification body carrying one item, signed as Adyen signs it (HMAC over the item's fields)
 * with `hmacKey`: what the stand-ins of the Adyen tests post to the store's webhook (ADR 076, 078).
 */
export function signedAdyenNotification(
  hmacKey: string,
  item: Omit<AdyenNotificationItem, "additionalData">,
  additionalData: Record<string, string> = {},
) {
  return {
    live: "false" as const,
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { ...additionalData, hmacSignature: adyenSignature(hmacKey, item) },
        },
      },
    ],
  };
}
