import { z } from "zod";
import { emailSchema, phoneSchema } from "./account.schema.ts";
import { textSchema } from "./input.schema.ts";

/**
 * POST /api/contact/message (ADR 061): a shopper's message to the store's team, from the contact panel
 * ('Chat with us') or the contact page. A phone number is optional; the page it was sent from helps staff.
 */
export const contactMessageSchema = z.object({
  name: textSchema("Your name", 100, { missing: "Please enter your name" }).min(1, "Please enter your name"),
  email: emailSchema,
  phone: z.preprocess((value) => (value === "" ? undefined : value), phoneSchema.optional()),
  message: textSchema("Your message", 2000, { missing: "Please write your message" }).min(
    10,
    "Please write a little more (at least 10 characters), so we can help",
  ),
  /** The store page it was sent from ('/p/...'), or absent. */
  page: textSchema("The page", 500)
    .regex(/^\/(?!\/)/, "The page is a path on this store")
    .optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** What the store answers: the message's reference, which the confirmation quotes. */
export const contactReceiptSchema = z.object({ reference: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** 'MSG-000123': how a shopper and staff name a message. */
export function contactReference(id: number): string {
  return `MSG-${String(id).padStart(6, "0")}`;
}

/** The team's hours the contact panel shows, by weekday (storefront: 'not shown'; ADR 061). */
export const contactHours = [
  { days: "Monday to Friday", hours: "8am to 8pm" },
  { days: "Saturday and Sunday", hours: "9am to 5pm" },
] as const;
