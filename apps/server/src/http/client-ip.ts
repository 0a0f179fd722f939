import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/** What stands for the address of a request that came through no socket (tests' app.request). */
export const unknownClientIp = "unknown";

/**
 * The client's IP address (ADR 017). From the socket; `X-Forwarded-For` only when `trustedProxyHops`
 * proxies of ours stand in front (each appends the address it saw, so the client is that many entries
 * from the right: anything further left was written by the client and proves nothing). SSR's
 * in-process calls carry the page request's address in a binding outsiders cannot set.
 */
export function clientIpOf(c: Context<AppEnv>, trustedProxyHops: number): string {
  if (c.env?.internal) return c.env.clientIp ?? unknownClientIp;
  const socket = c.env && "incoming" in c.env ? getConnInfo(c).remote.address : undefined;
  if (trustedProxyHops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const forwarded = chain[chain.length - trustedProxyHops];
    if (forwarded) return forwarded.slice(0, 64);
  }
  return socket ?? unknownClientIp;
}
