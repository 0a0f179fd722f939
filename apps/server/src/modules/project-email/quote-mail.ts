import { formatMoney } from "@store/domain/brands";
import { escapeMarkup } from "@store/domain/text";
import type { MailMessage } from "../mail/mail.service.ts";
import { dayText, type QuotePdf } from "./quote-pdf.ts";

/**
 * The quote mail (ADR 049): a short note with the total, the price lock's last day and the link to the
 * shared quote page; the quote itself is the attached PDF.
 */
export function quoteMail(quote: QuotePdf, to: string): Omit<MailMessage, "kind" | "attachments"> {
  const money = (cents: number) => formatMoney(cents, quote.brand);
  const greeting = quote.customer.name ? `Hello ${quote.customer.name},` : "Hello,";
  const from = quote.salesperson ? `${quote.salesperson}, ${quote.brand.name}` : quote.brand.name;
  const lock = quote.priceLock
    ? `These prices are locked until the end of ${dayText(quote.priceLock.expiryDate)}.`
    : "These prices are today's and may change.";
  const subject = `Your ${quote.brand.name} quote ${quote.projectRef}`;
  const text = [
    greeting,
    "",
    `Here is your quote for ${quote.projectName}, attached as a PDF. Total: ${money(quote.total)} (GST included).`,
    lock,
    "",
    `See it online at any time: ${quote.shareUrl}`,
    "",
    `Questions? Call us on ${quote.brand.phone} or reply to this email.`,
    from,
  ].join("\n");
  const html = [
    `<p>${escapeMarkup(greeting)}</p>`,
    `<p>Here is your quote for <strong>${escapeMarkup(quote.projectName)}</strong>, attached as a PDF. Total: <strong>${escapeMarkup(money(quote.total))}</strong> (GST included).</p>`,
    `<p>${escapeMarkup(lock)}</p>`,
    `<p><a href="${escapeMarkup(quote.shareUrl)}">See your quote online</a></p>`,
    `<p>Questions? Call us on ${escapeMarkup(quote.brand.phone)} or reply to this email.</p>`,
    `<p>${escapeMarkup(from)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}
