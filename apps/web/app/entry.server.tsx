import { Writable } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { withScriptsInShortTasks } from "~/lib/scripts-in-short-tasks";

/** How long deferred loader data may take before the render gives up on it. */
export const streamTimeout = 5_000;

/**
 * Renders a page to one buffered body. The store's pages have no deferred data, so streaming gains
 * nothing, while many small writes through web streams cost a measurable share of each request;
 * one buffer also gives the response a Content-Length. Waiting for everything is what crawlers
 * need anyway, so bots and people get the same document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // The page's Content-Security-Policy nonce (apps/server/src/http/page-security.ts): React Router stamps
  // its inline scripts with it, and React the ones it writes itself.
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let ready = false;
    const chunks: Buffer[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(withScriptsInShortTasks(Buffer.concat(chunks)), {
            status,
            headers: responseHeaders,
          }),
        );
        callback();
      },
    });

    const options: RenderToPipeableStreamOptions = {
      nonce,
      onAllReady() {
        ready = true;
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject and are logged by the request handler
        if (ready) console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      options,
    );
  });
}
