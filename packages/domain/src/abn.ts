import { z } from "zod";

const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * True for an Australian Business Number whose check digits hold (the ATO's rule: take 1 from the
 * first digit, weight the eleven digits, and the sum divides by 89). Spaces are ignored.
 */
export function isValidAbn(text: string): boolean {
  const digits = text.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(digits) || digits.startsWith("0")) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (weights[index] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** An ABN as typed ('51 824 753 556'), kept as its eleven digits. */
export const abnSchema = z
  .string({ message: "Please enter your ABN" })
  .max(20, "An ABN has 11 digits")
  .transform((text) => text.replace(/\s+/g, ""))
  .refine(isValidAbn, "Please enter a valid ABN (11 digits)");

export const abnMessages = {
  missing: "Please enter your ABN: trade orders are invoiced to your Australian Business Number",
  invalid: "Please enter a valid ABN (11 digits)",
} as const;

/**
 * The ABN a checkout records (ADR 083). On a brand that asks for it the ABN is required and must hold
 * its check digits; elsewhere whatever was sent is dropped, so a consumer order never carries one.
 */
export function checkoutAbn(
  asks: boolean,
  typed: string | null | undefined,
): { ok: true; abn: string | null } | { ok: false; problem: string } {
  if (!asks) return { ok: true, abn: null };
  const digits = (typed ?? "").replace(/\s+/g, "");
  if (digits === "") return { ok: false, problem: abnMessages.missing };
  if (!isValidAbn(digits)) return { ok: false, problem: abnMessages.invalid };
  return { ok: true, abn: digits };
}

/** An ABN as the ATO prints it: '51 824 753 556'. Anything not 11 digits is returned as it is. */
export function formatAbn(abn: string): string {
  return /^\d{11}$/.test(abn)
    ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`
    : abn;
}
