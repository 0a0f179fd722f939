import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { serverSecrets } from "./session.tables.ts";

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
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  // An embedded store that kept its key in the data folder (before ADR 019) keeps its visitors' cookies valid.
  const file = config.DATABASE_URL ? null : path.resolve(config.DATA_DIR, "session-secret");
  const offered = file && existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  await db
    .insert(serverSecrets)
    .values({ name: "session", value: offered.length >= 32 ? offered : randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, "session"));
  if (!row) throw new Error("the session key could not be stored in the database");
  return row.value;
}
