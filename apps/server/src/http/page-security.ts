import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * Features no page of the store uses, denied to the page and to anything it embeds (a script that gets in
 * through staff HTML cannot ask for the camera or the visitor's position).
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The Content-Security-Policy of one page (ADR 016): scripts only from the store and the inline ones that
 * carry this response's nonce (React Router's hydration data and module loader); no plugins, no framing, no
 * base or form hijack. Inline style attributes stay allowed (the brand theme and React's `style` props set
 * them; they cannot run code). Development adds what Vite's hot reload needs: its websocket.
 */
export function contentSecurityPolicy(nonce: string, mode: "production" | "development"): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    mode === "development" ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.join("; ");
}

/**
 * Gives every page request a fresh CSP nonce (the load context hands it to React Router, which stamps its
 * inline scripts with it) and sends the page's Content-Security-Policy and Permissions-Policy.
 */
export function pageSecurity(mode: "production" | "development"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    c.header("Content-Security-Policy", contentSecurityPolicy(nonce, mode));
    c.header("Permissions-Policy", permissionsPolicy);
  };
}
