import { z } from "zod";

/**
 * What a provider's webhook says (ADR 039 for the sandboxes' form): which event, of which payment. The
 * store never trusts it beyond 'something happened to this payment': it asks the provider where the
 * payment stands (reference/payments.md: fetch the current state instead of applying the event).
 */
export const paymentWebhookSchema = z.object({
  /** The provider's event id: each is processed once (payment_events). */
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  /** The store's payment reference (its attempt id). */
  reference: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;
