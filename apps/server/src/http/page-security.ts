import { randomBytes } from "node:crypto";
import type { Wallet } from "@store/domain/wallet-payment.schema";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * Features no page of the store uses, denied to the page and to anything it embeds (a script that gets in
 * through staff HTML cannot ask for the camera or the visitor's position). The Payment Request API is
 * allowed to the store's own pages only where the real wallets take payments (ADR 078): Safari's Apple Pay
 * and Chrome's Google Pay sheet go through it.
 */
export function permissionsPolicy(options: { payment?: boolean } = {}): string {
  return [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    options.payment ? "payment=(self)" : "payment=()",
    "usb=()",
  ].join(", ");
}

/**
 * The Content-Security-Policy of one page (ADR 016): scripts only from the store and the inline ones that
 * carry this response's nonce (React Router's hydration data and module loader); no plugins, no framing, no
 * base or form hijack. Inline style attributes stay allowed (the brand theme and React's `style` props set
 * them; they cannot run code). Development adds what Vite's hot reload needs: its websocket. Intercom
 * (ADR 061) and the real Google Pay (ADR 078) add their published hosts.
 */
export function contentSecurityPolicy(
  nonce: string,
  mode: "production" | "development",
  options: { intercom?: boolean; googlePay?: boolean } = {},
): string {
  const script = [`'self'`, `'nonce-${nonce}'`];
  const connect = mode === "development" ? [`'self'`, "ws:", "wss:"] : [`'self'`];
  const img = [`'self'`, "data:", "blob:"];
  const font = [`'self'`, "data:"];
  const frame: string[] = [];
  const media: string[] = [];
  // ADR 061: a brand with an Intercom workspace lets Intercom's messenger load (its published hosts)
  if (options.intercom) {
    script.push("https://widget.intercom.io", "https://js.intercomcdn.com");
    connect.push(
      "https://*.intercom.io",
      "wss://*.intercom.io",
      "https://uploads.intercomcdn.com",
      "https://uploads.intercomusercontent.com",
    );
    img.push(
      "https://*.intercomcdn.com",
      "https://static.intercomassets.com",
      "https://*.intercomusercontent.com",
    );
    font.push("https://js.intercomcdn.com", "https://fonts.intercomcdn.com");
    frame.push("https://intercom-sheets.com", "https://www.intercom-reporting.com");
    media.push("https://js.intercomcdn.com");
  }
  // ADR 078: Google's pay.js, its payment sheet (a frame or a popup of pay.google.com) and Chrome's
  // payment handler, which fetches its manifest from google.com/pay under connect-src
  if (options.googlePay) {
    script.push("https://pay.google.com");
    connect.push("https://pay.google.com", "https://google.com/pay");
    img.push("https://www.gstatic.com");
    frame.push("https://pay.google.com");
  }
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    `font-src ${font.join(" ")}`,
    `connect-src ${connect.join(" ")}`,
    ...(frame.length > 0 ? [`frame-src ${frame.join(" ")}`] : []),
    ...(media.length > 0 ? [`media-src ${media.join(" ")}`] : []),
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
  /** The real wallets this process takes (ADR 078): none while the sandbox sheet, which is the store's own, serves. */
  realWallets: readonly Wallet[] = [],
): MiddlewareHandler<AppEnv> {
  const googlePay = realWallets.includes("GooglePay");
  const policy = permissionsPolicy({ payment: realWallets.length > 0 });
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const intercom = await intercomFor(c).catch(() => false);
    c.header("Content-Security-Policy", contentSecurityPolicy(nonce, mode, { intercom, googlePay }));
    c.header("Permissions-Policy", policy);
  };
}
