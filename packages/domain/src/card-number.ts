/** Card schemes the store tells apart by number (the sandbox and the receipt show them). */
export const cardSchemes = ["visa", "mc", "amex", "unknown"] as const;
export type CardScheme = (typeof cardSchemes)[number];

/** The digits of a card number as typed: spaces and dashes dropped, anything else kept (and so invalid). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** Whether a number passes the Luhn check (ISO/IEC 7812): 12 to 19 digits whose check digit is right. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let at = 0; at < number.length; at++) {
    let digit = Number(number[number.length - 1 - at]);
    if (at % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The scheme a number belongs to, by its issuer prefix (Visa 4, Mastercard 51-55 and 2221-2720, Amex 34 and 37). */
export function cardScheme(number: string): CardScheme {
  if (/^4/.test(number)) return "visa";
  if (/^3[47]/.test(number)) return "amex";
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mc";
  return "unknown";
}

/** How many digits a card's security code has: four on Amex, three on the others. */
export function cvcLength(scheme: CardScheme): 3 | 4 {
  return scheme === "amex" ? 4 : 3;
}

/**
 * A typed expiry 'MM/YY' or 'MM/YYYY' (checkout s.5: a two-digit year gets '20' in front) as a month
 * and a four-digit year; null when it is neither or the month is not 1 to 12.
 */
export function parseCardExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card with this expiry can still be used on `now` (a card is valid to the end of its month). */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** How a receipt names a card scheme. */
export const cardSchemeNames: Record<CardScheme, string> = {
  visa: "Visa",
  mc: "Mastercard",
  amex: "American Express",
  unknown: "Card",
};

/** What the store keeps and shows of a card: 'Visa ending 4242', never more of it. */
export function cardSummary(card: { scheme: CardScheme; last4: string }): string {
  return `${cardSchemeNames[card.scheme]} ending ${card.last4}`;
}
