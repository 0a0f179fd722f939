import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env.ts";
import { StoreResponse } from "./store-response.ts";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Headers only a document acts on (a page the browser renders, with its own window, links and scripts):
 * the opener and agent-cluster isolation, the referrer of its links, DNS prefetching, IE's download and
 * XSS filters, Adobe's cross-domain policies. An API answer (JSON, a PDF, a CSV) goes without them and
 * keeps what guards a resource: nosniff, X-Frame-Options, Cross-Origin-Resource-Policy and HSTS (ADR 094).
 */
const documentOnly: SecureHeadersOptions = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Hono's secure headers (its list and defaults, with these options) at a fraction of their cost (ADR 022):
 * every header on pages and the rest, a resource's few on answers under `apiPrefix` (ADR 094). Hono's
 * middleware sets each header on the answer's Headers object after the handler, where undici validates
 * each one and the Node adapter sorts and copies them again. Here the lists are worked out once, by asking
 * Hono's middleware; a request from the network hands its list to the store's Node response, which writes
 * it with the answer's headers (http/store-response.ts), and an in-process call (tests, SSR) gets it on
 * the answer. Either way an answer's own header of the same name wins.
 */
export function securityHeaders(
  options: SecureHeadersOptions,
  apiPrefix = "/api/",
): MiddlewareHandler<AppEnv> {
  type Listed = Readonly<Record<string, string>>;
  let lists: { page: Listed; api: Listed } | undefined;
  const listed = Promise.all([headersOf(options), headersOf({ ...options, ...documentOnly })]).then(
    ([page, api]) => {
      lists = { page: Object.fromEntries(page), api: Object.fromEntries(api) };
      return lists;
    },
  );
  return async (c, next) => {
    const { page, api } = lists ?? (await listed);
    const headers = c.req.path.startsWith(apiPrefix) ? api : page;
    const outgoing = c.env?.outgoing;
    if (outgoing instanceof StoreResponse) {
      outgoing.baseHeaders = headers;
      return next();
    }
    await next();
    for (const [name, value] of Object.entries(headers))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/** The headers Hono's secureHeaders sets with these options, on an answer that sets none of its own. */
async function headersOf(options: SecureHeadersOptions): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(secureHeaders(options));
  probe.get("/", (c) => c.body(null));
  const res = await probe.request("/");
  return [...res.headers];
}
