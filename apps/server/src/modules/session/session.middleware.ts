import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env.ts";
import { RequestSession } from "./request-session.ts";
import type { SessionService } from "./session.service.ts";

export const sessionCookieName = "sid";
const ninetyDays = 60 * 60 * 24 * 90;
const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The cookie value is `<id>.<base64 HMAC-SHA256 of id>`, as hono's signed cookies; node:crypto signs it
// synchronously, where WebCrypto would import the key again on every request.
function signature(id: string, secret: string): string {
  return createHmac("sha256", secret).update(id).digest("base64");
}

/** The session id of a cookie value whose signature holds, else null. */
export function verifiedSessionId(value: string | undefined, secret: string): string | null {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id, secret));
  const valid = given.length === expected.length && timingSafeEqual(given, expected);
  return valid && sessionIdPattern.test(id) ? id : null;
}

/**
 * Gives every visitor a signed, httpOnly, SameSite=Lax session cookie and puts their session on the
 * context. A missing or tampered cookie gets a fresh id.
 */
export function visitorSession(secret: string, sessions: SessionService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // SSR's in-process calls share the page request's session (bindings cannot come from outside).
    const shared = c.env?.internal ? c.env.session : undefined;
    if (shared) {
      c.set("session", shared);
      await next();
      return;
    }
    const existing = verifiedSessionId(getCookie(c, sessionCookieName), secret);
    if (existing) {
      c.set("session", new RequestSession(existing, sessions, false));
      await next();
      return;
    }
    const id = randomUUID();
    c.set("session", new RequestSession(id, sessions, true));
    const cookie = generateCookie(sessionCookieName, `${id}.${signature(id, secret)}`, {
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
    // An answer that hands out a session is this visitor's alone, whatever the route said.
    c.res.headers.set("Cache-Control", "private");
  };
}
