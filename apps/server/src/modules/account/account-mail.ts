import type { Brand } from "@store/domain/brands";
import { escapeMarkup } from "@store/domain/text";
import type { MailMessage } from "../mail/mail.service.ts";

type AccountMail = Omit<MailMessage, "kind" | "sessionId">;

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string } | null,
): AccountMail {
  const text = [...paragraphs, ...(link ? ["", `${link.label}: ${link.url}`] : [])].join("\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`),
    ...(link ? [`<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>`] : []),
  ].join("\n");
  return { to, subject, text, html };
}

/** 'Confirm your email': the link confirms the address it was sent to (3 days, once). */
export function confirmEmailMail(brand: Brand, to: string, firstName: string, url: string): AccountMail {
  return mail(
    to,
    `Confirm your email for ${brand.name}`,
    [
      `Hi ${firstName},`,
      `Please confirm that this is your email address for your ${brand.name} account.`,
      "The link works once, for 3 days. If you did not create an account, you can ignore this email.",
    ],
    { url, label: "Confirm my email" },
  );
}

/** 'Reset your password': the link works once, for one hour. */
export function resetPasswordMail(brand: Brand, to: string, firstName: string, url: string): AccountMail {
  return mail(
    to,
    `Reset your ${brand.name} password`,
    [
      `Hi ${firstName},`,
      `We received a request to reset the password of your ${brand.name} account.`,
      "The link works once, for one hour. Resetting signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    { url, label: "Choose a new password" },
  );
}

/** 'Your sign-in code' (OTPEnabled, ADR 060): 6 digits, 10 minutes, once. */
export function signInCodeMail(brand: Brand, to: string, firstName: string, code: string): AccountMail {
  return mail(
    to,
    `Your ${brand.name} sign-in code: ${code}`,
    [
      `Hi ${firstName},`,
      `Your code to sign in to ${brand.name} is ${code}.`,
      "It works once, for 10 minutes. If you did not ask for it, ignore this email: nobody can sign in without the code.",
    ],
    null,
  );
}
