import { randomInt } from "node:crypto";

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A new provider-side reference for a sandbox: the prefix and 20 random upper-case letters and digits. */
export function newSandboxReference(prefix: string): string {
  let text = prefix;
  for (let at = 0; at < 20; at++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
