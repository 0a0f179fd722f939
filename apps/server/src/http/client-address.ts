import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * The address of the peer that sent the request (the socket's, as @hono/node-server hands it over),
 * or null for a request without one (in-process calls, tests through app.request). Forwarded headers
 * are not trusted: anyone can send them.
 */
export function clientAddress(c: Context): string | null {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
