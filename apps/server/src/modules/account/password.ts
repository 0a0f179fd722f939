import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword, passwordHashOptions } from "@store/domain/password-policy";
import { dictionary } from "@zxcvbn-ts/language-common";

// The zxcvbn-ts list of common passwords (49,000, MIT): the list the store ships (ADR 025)
const commonPasswords: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

/** True when the password is on the common list or a listed word padded to length. */
export function isTooCommon(password: string): boolean {
  return isCommonPassword(password, commonPasswords);
}

/** An argon2id hash of the password with the store's settings (its own salt each time). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

// Checked when the address has no account or no password, so an unknown address costs a check too
let dummy: Promise<string> | undefined;

/**
 * True when the password matches the hash. With no hash (no such account, or social login alone) it
 * still spends one check against a fixed hash, so the answer takes the same time either way.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword("not the password of any account");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
