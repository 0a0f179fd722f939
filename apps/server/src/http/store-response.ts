import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";

/**
 * The Node response of every request the store's server answers (ADR 094). Headers the middleware decides
 * before the handler runs (the secure headers, a public Cache-Control) are kept on it and written together
 * with the answer's own in the one `writeHead`. Setting them with `setHeader` instead validates, lowercases
 * and stores each one, and then sends every header of the answer down the same slow path: a fifth of a
 * cached answer's CPU.
 */
export class StoreResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** Sent unless the answer sets a header of the same name. Shared between responses: never changed. */
  baseHeaders: Readonly<Record<string, string>> | undefined = undefined;
  /**
   * Sent as the Cache-Control of a 200 answer that sets no cookie and no Cache-Control of its own: an
   * answer that hands out a cookie, or failed, is nobody else's to keep.
   */
  publicCacheControl: string | undefined = undefined;

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const own = typeof reasonOrHeaders === "string" ? headers : (reasonOrHeaders ?? headers);
    if (!this.baseHeaders && !this.publicCacheControl) return super.writeHead(statusCode, reason, own);
    if (Array.isArray(own)) return super.writeHead(statusCode, reason, this.withBaseRaw(statusCode, own));
    return super.writeHead(statusCode, reason, this.withBase(statusCode, own ?? {}));
  }

  /** The answer's headers over the base ones; a header already set on this response wins over the base. */
  private withBase(statusCode: number, own: OutgoingHttpHeaders): OutgoingHttpHeaders {
    const merged: OutgoingHttpHeaders = {};
    for (const name in this.baseHeaders) if (!this.hasHeader(name)) merged[name] = this.baseHeaders[name];
    for (const name in own) merged[name.toLowerCase()] = own[name];
    const cacheControl = this.cacheControlFor(statusCode, (name) => merged[name] !== undefined);
    if (cacheControl) merged["cache-control"] = cacheControl;
    return merged;
  }

  /** The same for headers given as a flat list of names and values (the store's adapter never does). */
  private withBaseRaw(statusCode: number, own: OutgoingHttpHeader[]): OutgoingHttpHeader[] {
    const names = new Set(own.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
    const all = [...own];
    for (const [name, value] of Object.entries(this.baseHeaders ?? {}))
      if (!names.has(name) && !this.hasHeader(name)) all.push(name, value);
    const cacheControl = this.cacheControlFor(statusCode, (name) => names.has(name));
    if (cacheControl) all.push("cache-control", cacheControl);
    return all;
  }

  /** The public Cache-Control, if this answer may have it: a 200 with no cookie and no Cache-Control of its own. */
  private cacheControlFor(statusCode: number, answerHas: (name: string) => boolean): string | undefined {
    if (!this.publicCacheControl || statusCode !== 200) return undefined;
    for (const name of ["set-cookie", "cache-control"])
      if (answerHas(name) || this.hasHeader(name)) return undefined;
    return this.publicCacheControl;
  }
}
