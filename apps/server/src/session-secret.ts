import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";

/**
 * The key that signs session cookies: SESSION_SECRET when set, else a random one kept in the data
 * folder (created on first start, readable only by this user), so restarts keep visitors' sessions
 * and no secret ever sits in the repository.
 */
export function resolveSessionSecret(config: Pick<Config, "SESSION_SECRET" | "DATA_DIR">): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
