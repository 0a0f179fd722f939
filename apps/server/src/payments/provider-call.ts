import type { Logger } from "pino";
import { RedirectProviderUnavailable } from "./redirect-payments.ts";

/** How a real provider's adapter reaches it: `fetch`, or a test's stand-in for the provider's API. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A provider's answer: its HTTP status and JSON object body ({} when it sent none, or no object). */
export interface ProviderReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One call to a real provider's JSON API (ADR 042, 073). No answer, or a status `lost` names (a 5xx by
 * default), throws `RedirectProviderUnavailable`: the provider may have acted, so the store asks again
 * with the same key instead of taking it for a refusal. Any other status is answered with its body.
 */
export async function callProvider(
  send: ProviderFetch,
  logger: Logger,
  provider: string,
  url: string,
  init: RequestInit,
  lost: (status: number) => boolean = (status) => status >= 500,
): Promise<ProviderReply> {
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await send(url, init);
  } catch (error) {
    logger.error({ err: error, path }, `${provider} did not answer`);
    throw new RedirectProviderUnavailable(provider);
  }
  if (lost(response.status)) {
    logger.error({ path, status: response.status }, `${provider} answered without an outcome`);
    throw new RedirectProviderUnavailable(provider);
  }
  const raw = await response.text();
  let parsed: unknown = {};
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    parsed = {};
  }
  const body =
    parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { status: response.status, body };
}
