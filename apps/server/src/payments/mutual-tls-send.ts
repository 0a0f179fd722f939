import { request } from "node:https";
import type { ProviderFetch } from "./provider-call.ts";

/** A TLS client identity: the certificate chain and its private key, PEM (ADR 078). */
export interface TlsIdentity {
  certificate: string;
  privateKey: string;
}

/**
 * A `ProviderFetch` that presents `identity` as the TLS client certificate (mutual TLS), as Apple's
 * merchant validation asks (ADR 078). Node's fetch takes no client certificate without undici's Agent,
 * which the store does not depend on, so this speaks node:https and answers a web `Response`; the
 * caller's `callProvider` keeps its rules (the timeout through `signal`, a lost answer, a body cut off).
 * `ca` replaces the trusted roots: only tests set it, for a local server's own certificate.
 */
export function mutualTlsSend(identity: TlsIdentity, options: { ca?: string } = {}): ProviderFetch {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== "https:") {
        reject(new TypeError("mutual TLS needs an https URL"));
        return;
      }
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const body = typeof init.body === "string" ? init.body : undefined;
      if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
      const call = request(
        target,
        {
          method: init.method ?? "GET",
          headers,
          cert: identity.certificate,
          key: identity.privateKey,
          ...(options.ca ? { ca: options.ca } : {}),
          // The answer is the caller's to wait for; its signal ends the call
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === "string") answerHeaders.set(name, value);
            const status = response.statusCode ?? 502;
            // A Response cannot carry a body with 204 or 304, nor a status outside 200-599
            const bare = status === 204 || status === 304;
            resolve(
              new Response(bare ? null : Buffer.concat(chunks), {
                status: status >= 200 && status <= 599 ? status : 502,
                headers: answerHeaders,
              }),
            );
          });
        },
      );
      call.on("error", reject);
      call.end(body);
    });
}
