import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { generateSignedCookie, getSignedCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env.ts";

export const sessionCookieName = "sid";
export const internalSessionHeader = "x-store-session";
const ninetyDays = 60 * 60 * 24 * 90;

/**
 * Gives every visitor a signed, httpOnly, SameSite=Lax session cookie and puts its id on the context.
 * A missing or tampered cookie gets a fresh id.
 */
export function visitorSession(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // SSR's in-process calls pass the page request's session along (c.env.internal cannot come from outside).
    const forwarded = c.env?.internal ? c.req.header(internalSessionHeader) : undefined;
    const existing = forwarded ?? (await getSignedCookie(c, secret, sessionCookieName));
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) {
      c.set("sessionId", existing);
      await next();
      return;
    }
    const id = randomUUID();
    c.set("sessionId", id);
    const cookie = await generateSignedCookie(sessionCookieName, id, secret, {
      httpOnly: true,
      sameSite: "Lax",
      // Secure behind TLS (directly or via a proxy); plain http on localhost still works for development.
      secure: c.req.url.startsWith("https:") || c.req.header("x-forwarded-proto") === "https",
      path: "/",
      maxAge: ninetyDays,
    });
    await next();
    // After the handler: pages answer with their own Response, which would drop a header set earlier.
    c.res.headers.append("Set-Cookie", cookie);
  };
}
