import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pageRoutesOf } from "../page-body.ts";
import {
  bodyBuffer,
  type FromRenderer,
  headerPairs,
  type PageContext,
  type ToRenderer,
  toResponse,
  transferList,
} from "./ssr-messages.ts";

/**
 * A render thread: runs React Router's request handler on requests the main thread hands over. The
 * loaders' API calls go back to the main thread, which answers them in-process with the page
 * request's session, so a page rendered here sees exactly what one rendered on the main thread would.
 */
const { buildPath, mode } = workerData as { buildPath: string; mode: string };
const port = parentPort;
if (!port) throw new Error("ssr-worker.ts runs as a worker thread");

const build = (await import(buildPath)) as ServerBuild;
const handle = createRequestHandler(build, mode);
const pendingCalls = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();
/** Renders in progress, by id: aborting one aborts its request, so its loaders stop waiting. */
const renders = new Map<number, AbortController>();
let nextCallId = 1;

function send(message: FromRenderer, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

async function render(renderId: number, page: PageContext, request: Request): Promise<void> {
  const apiFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const outgoing = new Request(new URL(path, request.url), init);
    const body = await bodyBuffer(outgoing);
    const callId = nextCallId++;
    const answer = new Promise<Response>((resolve, reject) => pendingCalls.set(callId, { resolve, reject }));
    send(
      {
        kind: "api-call",
        renderId,
        callId,
        path,
        request: { method: outgoing.method, headers: headerPairs(outgoing.headers), body },
      },
      transferList(body),
    );
    return answer;
  };
  try {
    const response = await handle(request, { ...page, apiFetch });
    const body = await bodyBuffer(response);
    send(
      {
        kind: "rendered",
        renderId,
        response: { status: response.status, headers: headerPairs(response.headers), body },
      },
      transferList(body),
    );
  } catch (error) {
    send({
      kind: "render-failed",
      renderId,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

port.on("message", (message: ToRenderer) => {
  if (message.kind === "render") {
    const { url, method, headers, body } = message.request;
    const controller = new AbortController();
    renders.set(message.renderId, controller);
    const request = new Request(url, { method, headers, body, signal: controller.signal });
    void render(message.renderId, message.page, request).finally(() => renders.delete(message.renderId));
    return;
  }
  if (message.kind === "abandon") {
    renders.get(message.renderId)?.abort();
    return;
  }
  if (message.kind === "ping") {
    send({ kind: "pong", probeId: message.probeId });
    return;
  }
  const call = pendingCalls.get(message.callId);
  if (!call) return;
  pendingCalls.delete(message.callId);
  if (message.kind === "api-answer") call.resolve(toResponse(message.response));
  else call.reject(new Error(message.message));
});
// The route table goes to the main thread, which refuses bodies for pages without an action before reading them.
send({ kind: "ready", routes: pageRoutesOf(build) });
