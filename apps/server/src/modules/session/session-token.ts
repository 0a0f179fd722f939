import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a visitor's `sid` cookie says, signed: the session's stable key (what carts, compare lists and
 * choices are stored under), the generation of the token (raised by a rotation, so older cookies of the
 * same session stop working) and two times in seconds since the epoch: when the session began (the
 * absolute limit) and when the cookie was last issued (the idle limit). ADR 019.
 */
export interface SessionToken {
  id: string;
  generation: number;
  createdAt: number;
  seenAt: number;
}

/** How long a session lives: idle since its cookie was last issued, and in all since it began. */
export interface SessionLifetime {
  idleSeconds: number;
  absoluteSeconds: number;
  /** A cookie older than this is issued again (a Set-Cookie, no database write), extending the session. */
  refreshSeconds: number;
}

const day = 24 * 60 * 60;
/** 30 days idle, 90 days in all, re-issued at most once a day. */
export const defaultSessionLifetime: SessionLifetime = {
  idleSeconds: 30 * day,
  absoluteSeconds: 90 * day,
  refreshSeconds: day,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const numberPattern = /^\d{1,12}$/;

// HMAC-SHA256 with node:crypto, synchronously: WebCrypto would import the key again on every request.
function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** The cookie value of a token: `<id>.<generation>.<createdAt>.<seenAt>.<signature>`. */
export function encodeSessionToken(token: SessionToken, secret: string): string {
  const payload = `${token.id}.${token.generation}.${token.createdAt}.${token.seenAt}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The token of a cookie value whose signature holds, else null. */
export function decodeSessionToken(value: string, secret: string): SessionToken | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id, generation, createdAt, seenAt, ...rest] = payload.split(".");
  if (rest.length > 0 || !id || !uuidPattern.test(id)) return null;
  if (![generation, createdAt, seenAt].every((n) => n !== undefined && numberPattern.test(n))) return null;
  return { id, generation: Number(generation), createdAt: Number(createdAt), seenAt: Number(seenAt) };
}

/** True while the token is inside both limits at `now` (seconds). */
export function isTokenAlive(token: SessionToken, now: number, lifetime: SessionLifetime): boolean {
  return (
    now - token.seenAt <= lifetime.idleSeconds &&
    now - token.createdAt <= lifetime.absoluteSeconds &&
    // A token from the future was not issued by this store's clock (allowing a little skew between processes).
    token.seenAt <= now + 300
  );
}

/** Seconds the cookie of a token issued at `now` may live: the idle limit, cut at the absolute one. */
export function tokenMaxAge(token: SessionToken, now: number, lifetime: SessionLifetime): number {
  return Math.max(0, Math.min(lifetime.idleSeconds, token.createdAt + lifetime.absoluteSeconds - now));
}

/** Every `sid` value of a Cookie header, in the order sent (browsers may send two: other path or domain). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      values.push(decodeURIComponent(value));
    } catch {
      // A value that is not valid percent-encoding is no cookie of ours.
    }
  }
  return values;
}
