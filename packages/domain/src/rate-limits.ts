import { countOf } from "./text.ts";
/**
 * The store's rate limits (ADR 017): how many times a key may do something in a window. The server
 * counts them in its shared store (the database, or Redis); these are the numbers and the words.
 */
export interface LimitRule {
  /** Names the counter; part of the stored key, so renaming a rule starts its counts again. */
  name: string;
  points: number;
  seconds: number;
}

const hour = 3600;
const minute = 60;

/** 'Email my cart': per session, per recipient address and per client IP (issue 12, fault 2). */
export const cartEmailLimits = {
  perSession: { name: "cart-email-session", points: 5, seconds: hour },
  perRecipient: { name: "cart-email-to", points: 5, seconds: 24 * hour },
  perIp: { name: "cart-email-ip", points: 20, seconds: hour },
} as const satisfies Record<string, LimitRule>;

/** Refused coupon codes: after 10 in 15 minutes a session or IP waits, even for a right code (fault 3). */
export const couponFailureLimits = {
  perSession: { name: "coupon-fail-session", points: 10, seconds: 15 * minute },
  perIp: { name: "coupon-fail-ip", points: 10, seconds: 15 * minute },
} as const satisfies Record<string, LimitRule>;

/** Analytics events (search, product load) one session or IP may record (issue 12, item 12). */
export const analyticsLimits = {
  perSession: { name: "analytics-session", points: 30, seconds: minute },
  perIp: { name: "analytics-ip", points: 120, seconds: minute },
} as const satisfies Record<string, LimitRule>;

/**
 * The QR hand-off's calls (ADR 043): a phone reads, starts and returns to a link a handful of times; a
 * token cannot be guessed anyway (256 bits), and these keep anyone from trying.
 */
export const handOffLimits = {
  perSession: { name: "handoff-session", points: 30, seconds: minute },
  perIp: { name: "handoff-ip", points: 120, seconds: minute },
} as const satisfies Record<string, LimitRule>;

/** Messages to the team (ADR 061): a few an hour from one visitor; more is someone filling the inbox. */
export const contactLimits = {
  perSession: { name: "contact-session", points: 5, seconds: hour },
  perIp: { name: "contact-ip", points: 20, seconds: hour },
} as const satisfies Record<string, LimitRule>;

/** 'in 1 minute', 'in 14 minutes', 'in 2 hours': when a limited visitor may try again. */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${countOf(s, "second")}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `in ${countOf(minutes, "minute")}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
}

/**
 * The mailbox an address reaches, for counting mails to it: lower case, without a '+tag' in the
 * local part (a+1@x and a+2@x land in one inbox), and without the dots Gmail ignores.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return address.trim().toLowerCase();
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com" || domain === "googlemail.com") return `${local.replaceAll(".", "")}@gmail.com`;
  return `${local}@${domain}`;
}

/** Failed logins (issue 14, ASVS 2.2.1): per account and per client IP; a right password costs nothing. */
export const loginFailureLimits = {
  perAccount: { name: "login-fail-account", points: 10, seconds: 15 * minute },
  perIp: { name: "login-fail-ip", points: 100, seconds: hour },
} as const satisfies Record<string, LimitRule>;

/** Password-reset and confirmation mails: per address and per client IP (issue 14). */
export const accountMailLimits = {
  perAddress: { name: "account-mail-to", points: 10, seconds: 15 * minute },
  perIp: { name: "account-mail-ip", points: 100, seconds: hour },
} as const satisfies Record<string, LimitRule>;

/** New accounts one client IP may register. */
export const registrationLimits = {
  perIp: { name: "register-ip", points: 100, seconds: hour },
} as const satisfies Record<string, LimitRule>;
