import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { SessionService } from "./session.service.ts";

/**
 * The key that signs session cookies: SESSION_SECRET when set, else a random one kept in the
 * database, so every process over the same database signs and accepts the same cookies, restarts keep
 * visitors' sessions, and no secret sits in the repository (ADR 019). Concurrent first starts agree:
 * each offers a key, the first insert wins, all read the winner.
 */
export async function resolveSessionSecret(
  config: Pick<Config, "SESSION_SECRET" | "DATA_DIR" | "DATABASE_URL">,
  db: Db,
): Promise<string> {
  // An embedded store that kept its key in the data folder (before ADR 019) keeps its visitors' cookies valid.
  const file = config.DATABASE_URL ? null : path.resolve(config.DATA_DIR, "session-secret");
  const offered = file && existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  return new SessionService(db).sharedSecret("session", config.SESSION_SECRET, offered);
}
