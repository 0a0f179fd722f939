import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env.ts";
import { isSecureRequest } from "../../http/secure-request.ts";
import { RequestSession } from "./request-session.ts";
import type { SessionService } from "./session.service.ts";
import {
  cookieValues,
  decodeSessionToken,
  defaultSessionLifetime,
  encodeSessionToken,
  isTokenAlive,
  type SessionLifetime,
  type SessionToken,
  tokenMaxAge,
} from "./session-token.ts";

export const sessionCookieName = "sid";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * How long after a rotation a request still carrying the cookie from before it is taken as one that
 * was already on its way (a page's reads racing its own sign-in): it is served as a passing visitor and
 * sets no cookie, so it cannot replace the newer cookie the browser was just given (ADR 089).
 */
const rotatedCookieGraceSeconds = 60;

/**
 * The session of the request's valid cookie, the newest one when several `sid` cookies arrive, else a
 * new one. Valid: the signature holds, the idle and absolute limits are kept, and the token's
 * generation is the session row's (a rotated-away cookie is refused). A cookie rotated away moments
 * ago gets a passing session that sets no cookie; any other refused cookie gets a new session.
 */
async function resume(
  c: Context<AppEnv>,
  secret: string,
  sessions: SessionService,
  lifetime: SessionLifetime,
): Promise<RequestSession> {
  const now = nowSeconds();
  const tokens = cookieValues(c.req.header("cookie"), sessionCookieName)
    .map((value) => decodeSessionToken(value, secret))
    .filter((token): token is SessionToken => token !== null && isTokenAlive(token, now, lifetime))
    .sort((a, b) => b.seenAt - a.seenAt || b.createdAt - a.createdAt);
  let justRotated = false;
  for (const token of tokens) {
    // The row is needed anyway by most calls that carry a session; RequestSession keeps it for them.
    const row = await sessions.get(token.id);
    if ((row?.generation ?? 0) !== token.generation) {
      justRotated ||=
        row !== null &&
        row.generation > token.generation &&
        now - Math.floor(row.updatedAt.getTime() / 1000) <= rotatedCookieGraceSeconds;
      continue;
    }
    const stale = now - token.seenAt > lifetime.refreshSeconds;
    return new RequestSession(stale ? { ...token, seenAt: now } : token, sessions, { row, send: stale });
  }
  const fresh = { id: randomUUID(), generation: 0, createdAt: now, seenAt: now };
  return new RequestSession(fresh, sessions, { row: null, send: !justRotated });
}

/**
 * Gives every visitor a signed, httpOnly, SameSite=Lax session cookie and puts their session on the
 * context (ADR 007, ADR 019). A missing, tampered, expired or rotated-away cookie gets a new session
 * (one rotated away in the last minute: a passing one, with no cookie, ADR 089).
 * Idempotent per request: registered on overlapping paths, only its first run acts, so an answer
 * carries at most one Set-Cookie.
 */
export function visitorSession(
  secret: string,
  sessions: SessionService,
  lifetime: SessionLifetime = defaultSessionLifetime,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // SSR's in-process calls share the page request's session (bindings cannot come from outside).
    const shared = c.env?.internal ? c.env.session : undefined;
    if (shared) {
      c.set("session", shared);
      await next();
      return;
    }
    if ((c.get("session") as RequestSession | undefined) !== undefined) {
      await next();
      return;
    }
    const session = await resume(c, secret, sessions, lifetime);
    c.set("session", session);
    await next();
    // After the handler: pages answer with their own Response, which would drop a header set earlier.
    // Also after it because the handler may rotate the session.
    const token = session.tokenToSend();
    if (!token) return;
    const now = nowSeconds();
    const cookie = generateCookie(sessionCookieName, encodeSessionToken(token, secret), {
      httpOnly: true,
      sameSite: "Lax",
      // Plain http on localhost still works for development.
      secure: isSecureRequest(c),
      path: "/",
      maxAge: tokenMaxAge(token, now, lifetime),
    });
    c.res.headers.append("Set-Cookie", cookie);
    // An answer that hands out a session is this visitor's alone, whatever the route said.
    c.res.headers.set("Cache-Control", "private");
  };
}
