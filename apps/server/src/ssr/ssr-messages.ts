import type { BrandId } from "@store/domain/brands";
import type { PageRoute } from "../page-body.ts";

/**
 * What the main thread and the SSR render threads say to each other. Bodies travel as transferred
 * ArrayBuffers, headers as name/value pairs (several Set-Cookie lines stay separate).
 */
export type HeaderPairs = [string, string][];

export interface WireRequest {
  url: string;
  method: string;
  headers: HeaderPairs;
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  headers: HeaderPairs;
  body: ArrayBuffer | null;
}

/** What a page's load context carries besides API access (see web-handler.ts loadContext). */
export interface PageContext {
  brandId: BrandId;
  publicOrigin: string;
  cspNonce: string;
  /** The server caches' clear count when the page was asked for (ADR 021). */
  cacheGeneration: number;
}

/** Main thread to render thread. */
export type ToRenderer =
  | { kind: "render"; renderId: number; page: PageContext; request: WireRequest }
  | { kind: "api-answer"; callId: number; response: WireResponse }
  | { kind: "api-failed"; callId: number; message: string }
  /** The render ran out of time and was answered already: abort it. */
  | { kind: "abandon"; renderId: number }
  /** Is the thread still answering? (asked after a render timed out) */
  | { kind: "ping"; probeId: number };

/** Render thread to main thread. */
export type FromRenderer =
  | { kind: "ready"; routes: PageRoute[] }
  | { kind: "api-call"; renderId: number; callId: number; path: string; request: Omit<WireRequest, "url"> }
  | { kind: "rendered"; renderId: number; response: WireResponse }
  | { kind: "render-failed"; renderId: number; message: string }
  | { kind: "pong"; probeId: number };

/** A Request or Response body as one transferable buffer (null when there is none). */
export async function bodyBuffer(message: Request | Response): Promise<ArrayBuffer | null> {
  if (!message.body) return null;
  return message.arrayBuffer();
}

export function headerPairs(headers: Headers): HeaderPairs {
  return [...headers];
}

export function toResponse(wire: WireResponse): Response {
  // A null-body status must not carry a body, even an empty one.
  const body = wire.status === 204 || wire.status === 304 ? null : wire.body;
  return new Response(body, { status: wire.status, headers: wire.headers });
}

export function transferList(...buffers: (ArrayBuffer | null)[]): ArrayBuffer[] {
  return buffers.filter((b): b is ArrayBuffer => b !== null && b.byteLength > 0);
}
