/**
 * argon2id settings for every password hash (ADR 025): 64 MiB, 3 passes, 1 lane, about 60 ms per hash
 * or check on the build machines, above OWASP's minimum (19 MiB, 2 passes) and the 50 ms.
 */
export const passwordHashOptions = { memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

// What people add to a common word to reach a length rule: digits and symbols at the end
const padding = /[\d\s!@#$%^&*()_+=.,?~-]+$/;

/**
 * True when a password is a common one (OWASP ASVS 4.0.3 2.1.7): on the list as typed in any letter
 * case, or a listed word padded with digits and symbols ('password1234!'), which a length rule alone
 * lets through.
 */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const base = lower.replace(padding, "");
  return base.length >= 4 && base !== lower && common.has(base);
}

/** The message for a common password. */
export const commonPasswordMessage =
  "This password is too common and easy to guess. Please choose a longer or less predictable one.";
