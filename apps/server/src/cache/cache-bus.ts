import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { CacheRegistry } from "./cache-registry.ts";

/** The PostgreSQL channel the store's processes tell each other what they cleared on. */
export const cacheClearChannel = "store_cache_clear";

/** A running bus: stop it before the database closes. */
export interface CacheBus {
  stop(): Promise<void>;
}

/**
 * Clears caches in every process of one store (ADR 021, issue 13): `caches.invalidate(x)` here is sent as
 * `NOTIFY store_cache_clear` on the shared PostgreSQL, and each other process, listening on its own
 * connection, clears the same caches. A process that missed notices while its connection was down
 * clears everything when it is back, so nothing stays staler than it would have without a bus. PGlite
 * serves one process only: no bus there.
 */
export async function startCacheBus(url: string, caches: CacheRegistry, logger: Logger): Promise<CacheBus> {
  const me = randomUUID();
  let stopped = false;
  let listener: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // NOTIFY goes through a connection of its own too: the caller must not wait on it, nor the pool on it
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on("error", (error) => logger.warn({ err: error }, "cache bus: sending connection closed"));

  const listen = async (first: boolean) => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      const [from, target] = (message.payload ?? "").split("|", 2);
      if (from !== me && target) caches.clearHere(target);
    });
    client.on("error", (error) => {
      logger.warn(
        { err: error },
        "cache bus: listening connection lost; clearing caches and listening again",
      );
      listener = null;
      void client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void listen(false), 1000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${cacheClearChannel}`);
      listener = client;
      // Whatever was cleared while this process was not listening: clear it all
      if (!first) for (const family of ["catalogue", "shell"] as const) caches.clearHere(family);
    } catch (error) {
      await client.end().catch(() => {});
      if (first) throw error;
      if (!stopped) retry = setTimeout(() => void listen(false), 1000);
    }
  };
  await listen(true);

  caches.tellPeers = (target) => {
    sender
      .query("select pg_notify($1, $2)", [cacheClearChannel, `${me}|${target}`])
      .catch((error) => logger.warn({ err: error, target }, "cache bus: could not tell other processes"));
  };
  return {
    stop: async () => {
      stopped = true;
      caches.tellPeers = null;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      await sender.end();
    },
  };
}
