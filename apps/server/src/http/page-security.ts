import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
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
export function contentSecurityPolicy(
  nonce: string,
  mode: "production" | "development",
  options: { intercom?: boolean } = {},
): string {
  // ADR 061: a brand with an Intercom workspace lets Intercom's messenger load (its published hosts)
  const intercom = options.intercom
    ? {
        script: " https://widget.intercom.io https://js.intercomcdn.com",
        connect:
          " https://*.intercom.io wss://*.intercom.io https://uploads.intercomcdn.com https://uploads.intercomusercontent.com",
        img: " https://*.intercomcdn.com https://static.intercomassets.com https://*.intercomusercontent.com",
        font: " https://js.intercomcdn.com https://fonts.intercomcdn.com",
        frame: [
          "frame-src https://intercom-sheets.com https://www.intercom-reporting.com",
          "media-src https://js.intercomcdn.com",
        ],
      }
    : { script: "", connect: "", img: "", font: "", frame: [] };
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${intercom.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${intercom.img}`,
    `font-src 'self' data:${intercom.font}`,
    `${mode === "development" ? "connect-src 'self' ws: wss:" : "connect-src 'self'"}${intercom.connect}`,
    ...intercom.frame,
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
export function pageSecurity(
  mode: "production" | "development",
  /** Whether the request's brand has an Intercom workspace configured (ADR 061). */
  intercomFor: (c: Context<AppEnv>) => Promise<boolean> = async () => false,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const intercom = await intercomFor(c).catch(() => false);
    c.header("Content-Security-Policy", contentSecurityPolicy(nonce, mode, { intercom }));
    c.header("Permissions-Policy", permissionsPolicy);
  };
}
