import type { Context } from "hono";

/** Whether the browser reached the store over TLS, directly or through a proxy that says so: its cookies are then Secure. */
export function isSecureRequest(c: Context): boolean {
  return c.req.url.startsWith("https:") || c.req.header("x-forwarded-proto") === "https";
}
