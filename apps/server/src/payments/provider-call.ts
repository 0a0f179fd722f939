import type { Logger } from "pino";
import { RedirectProviderUnavailable } from "./redirect-payments.ts";

/** How a real provider's adapter reaches it: `fetch`, or a test's stand-in for the provider's API. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A provider's answer: its HTTP status and JSON object body ({} when it sent none, or no object). */
export interface ProviderReply {
  status: number;
  body: Record<string, unknown>;
}

/** How one provider's calls differ: which statuses mean the answer was lost, and what that throws. */
export interface ProviderCallRules {
  /** Statuses after which the provider may have acted without saying how (default: a 5xx). */
  lost?: (status: number) => boolean;
  /** The adapter's 'did not answer' error (default: `RedirectProviderUnavailable` of the provider). */
  unavailable?: () => Error;
  /** How long to wait when the call names no signal of its own (default 15 s). */
  timeoutMs?: number;
}

/**
 * One call to a real provider's JSON API (ADR 042, 073, 074, 075). No answer (a dropped connection, the
 * timeout, a body cut off), or a status the rules call lost, throws the adapter's 'did not answer' error:
 * the provider may have acted, so the store asks again with the same key instead of taking it for a
 * refusal. Any other status is answered with its body.
 */
export async function callProvider(
  send: ProviderFetch,
  logger: Logger,
  provider: string,
  url: string,
  init: RequestInit,
  rules: ProviderCallRules = {},
): Promise<ProviderReply> {
  const {
    lost = (status: number) => status >= 500,
    unavailable = () => new RedirectProviderUnavailable(provider),
    timeoutMs = 15_000,
  } = rules;
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await send(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    logger.error({ err: error, path }, `${provider} did not answer`);
    throw unavailable();
  }
  if (lost(response.status)) {
    logger.error({ path, status: response.status }, `${provider} answered without an outcome`);
    throw unavailable();
  }
  let raw: string;
  try {
    raw = await response.text();
  } catch (error) {
    // A body cut off is as lost as no answer at all
    logger.error({ err: error, path }, `${provider}'s answer was cut off`);
    throw unavailable();
  }
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
