import type { z } from "zod";
import { ApiError } from "./api-error.ts";
import type { PublicAnswerCache } from "./public-answer-cache.ts";

/** Calls one API path: the in-process `context.apiFetch` on the server, `fetch` in the browser. */
export type ApiFetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** A body as JSON when it is JSON, as text otherwise, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A JSON POST of a body. */
export function jsonPost(body: unknown): RequestInit {
  return jsonBody("POST", body);
}

/** A JSON body sent with a method. */
export function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** What a write answered, a refusal as much as a success: its status (0 when no answer came) and body. */
export interface WriteAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * How every API call is made, shared by the store's API clients (ADR 095): send (any answer but a 2xx
 * throws an ApiError), parse (a body that fails its schema throws too) and getJson (both, with public GET
 * answers kept under `cache.key` + path for as long as they allow), and write and postOnce for the writes
 * whose refusals the caller reads.
 */
export function createApiTransport(fetcher: ApiFetcher, cache?: { store: PublicAnswerCache; key: string }) {
  async function send(path: string, init?: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(path, {
        ...init,
        headers: { accept: "application/json", ...init?.headers },
      });
    } catch (cause) {
      throw new ApiError(0, cause instanceof Error ? cause.message : null, path, "network");
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response), path);
    return response;
  }

  async function parse<T>(path: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    const body = await readBody(response);
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError(response.status, body, path, "invalid-response");
    return result.data;
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
    const cacheKey = cache && (init?.method ?? "GET").toUpperCase() === "GET" ? `${cache.key} ${path}` : null;
    if (cacheKey) {
      const hit = cache?.store.get(cacheKey);
      if (hit !== undefined) return hit as T;
    }
    const response = await send(path, init);
    const value = await parse(path, response, schema);
    if (cacheKey) cache?.store.remember(cacheKey, value, response);
    return value;
  }

  /**
   * Sends a write whose every answer the caller reads (a payment's refusal carries its reason): never
   * throws, and a network failure answers status 0 with no body.
   */
  async function write(path: string, init: RequestInit): Promise<WriteAnswer> {
    let response: Response;
    try {
      response = await fetcher(path, { ...init, headers: { accept: "application/json", ...init.headers } });
    } catch {
      return { status: 0, ok: false, body: null };
    }
    return { status: response.status, ok: response.ok, body: await readBody(response) };
  }

  /**
   * POSTs `body` as JSON with the attempt's Idempotency-Key, the one way a write that takes money is
   * sent: the same key again (a retry, a double click) gets the first answer, never a second charge.
   */
  function postOnce(path: string, body: unknown, idempotencyKey: string): Promise<WriteAnswer> {
    const init = jsonPost(body);
    return write(path, { ...init, headers: { ...init.headers, "idempotency-key": idempotencyKey } });
  }

  return { fetcher, send, parse, getJson, write, postOnce };
}

export type ApiTransport = ReturnType<typeof createApiTransport>;
