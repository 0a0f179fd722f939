import { z } from "zod";
import { emailSchema, phoneSchema } from "./account.schema.ts";
import { brandIdSchema } from "./brands.ts";
import { databaseIdSchema, textSchema, wholeNumberSchema } from "./input.schema.ts";

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

// ---------------------------------------------------------------------------------------------------
// The staff inbox (ADR 061, amended): the messages, newest first, and marking them handled

/** Which messages the inbox lists: those still waiting, those handled, or all. */
export const contactInboxStatuses = ["open", "handled", "all"] as const;
export type ContactInboxStatus = (typeof contactInboxStatuses)[number];

/** GET /api/contact/inbox?brand&status&page&perPage: pages count from 0. */
export const contactInboxQuerySchema = z.object({
  brand: brandIdSchema.optional(),
  status: z.enum(contactInboxStatuses, { message: "status is open, handled or all" }).default("all"),
  page: wholeNumberSchema("page is a whole number from 0 to 10000", 0, 10_000).default(0),
  perPage: wholeNumberSchema("perPage is a whole number from 1 to 50", 1, 50).default(20),
});
export type ContactInboxQuery = z.infer<typeof contactInboxQuerySchema>;

/** A message's id in a path (the digits of its reference). */
export const contactMessageIdSchema = databaseIdSchema("A message id is a whole number, such as 123");

/** One message as staff read it. */
export const contactInboxMessageSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  brand: brandIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The store page it was sent from, or null. */
  page: z.string().nullable(),
  message: z.string(),
  /** ISO date-time it was sent. */
  sentAt: z.string(),
  /** Who marked it handled and when (ISO); null while it is open. */
  handled: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

export const contactInboxPageSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  totalItems: z.number().int(),
  items: z.array(contactInboxMessageSchema),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;
