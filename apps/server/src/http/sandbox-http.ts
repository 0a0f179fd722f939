import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * No sandbox page may be framed or load anything; forms go to the sandbox itself and, for the answer,
 * to the store's return URL; the one script is the answer's auto-submit, allowed by its nonce.
 */
export function pageHeaders(c: Context<AppEnv>, options: { returnUrl?: string; nonce?: string } = {}) {
  let formTargets = "'self'";
  if (options.returnUrl) formTargets += ` ${new URL(options.returnUrl).origin}`;
  const script = options.nonce ? ` script-src 'nonce-${options.nonce}';` : "";
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'unsafe-inline';${script} form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.header("Cache-Control", "no-store");
}

/** The fields of a posted form (or a JSON object, as tests may send); null when neither. */
export async function readFields(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    if ((c.req.header("content-type") ?? "").includes("json")) {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    return await c.req.parseBody();
  } catch {
    return null;
  }
}
