import { Worker } from "node:worker_threads";
import type { Context } from "hono";
import type { Logger } from "pino";
import type { StoreApp } from "../app.ts";
import type { AppEnv } from "../app-env.ts";
import { pagesTakingBodies } from "../page-body.ts";
import { pageApiFetch, pageContext } from "../web-handler.ts";
import {
  bodyBuffer,
  type FromRenderer,
  headerPairs,
  type ToRenderer,
  toResponse,
  transferList,
} from "./ssr-messages.ts";

interface Renderer {
  worker: Worker;
  ready: Promise<void>;
  inFlight: Map<number, InFlight>;
}

interface InFlight {
  c: Context<AppEnv>;
  resolve: (response: Response) => void;
}

// Worker threads do not inherit tsx's loader: register it first, then load the TypeScript entry.
const workerEntry = new URL("./ssr-worker.ts", import.meta.url).href;
const bootstrap = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(workerEntry)}); });`;

/**
 * Renders pages on worker threads, so SSR uses every core while the main thread keeps HTTP, the API
 * and the database (PGlite is one connection and lives here). A page's loaders call the API through
 * the main thread, in-process, with the page request's session (ADR 011).
 */
export class SsrPool {
  private readonly renderers: Renderer[] = [];
  private nextRenderId = 1;
  private closing = false;
  private takesBodyAt: (pathname: string) => boolean = () => false;

  constructor(
    private readonly app: StoreApp,
    private readonly options: { size: number; buildPath: string; mode: string; logger: Logger },
  ) {
    for (let i = 0; i < options.size; i++) this.renderers.push(this.start());
  }

  /** Resolves once every render thread has loaded the build. */
  async ready(): Promise<void> {
    await Promise.all(this.renderers.map((r) => r.ready));
  }

  /** Whether the page at a path takes a body (has an action), from the build the threads loaded. */
  takesBody(pathname: string): boolean {
    return this.takesBodyAt(pathname);
  }

  /** Renders the page of a request on the least busy thread. */
  async render(c: Context<AppEnv>): Promise<Response> {
    const renderer = this.renderers.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
    const raw = c.req.raw;
    const body = raw.method === "GET" || raw.method === "HEAD" ? null : await bodyBuffer(raw);
    const renderId = this.nextRenderId++;
    const message: ToRenderer = {
      kind: "render",
      renderId,
      page: pageContext(c),
      request: { url: raw.url, method: raw.method, headers: headerPairs(raw.headers), body },
    };
    return new Promise<Response>((resolve) => {
      renderer.inFlight.set(renderId, { c, resolve });
      renderer.worker.postMessage(message, transferList(body));
    });
  }

  /** Stops every render thread. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.renderers.map((r) => r.worker.terminate()));
  }

  private start(): Renderer {
    const worker = new Worker(bootstrap, {
      eval: true,
      // A larger young generation: rendering allocates many short-lived objects; fewer scavenges.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
      workerData: { buildPath: this.options.buildPath, mode: this.options.mode },
    });
    const inFlight = new Map<number, InFlight>();
    let markReady: () => void = () => {};
    const renderer: Renderer = { worker, inFlight, ready: new Promise((r) => (markReady = r)) };
    worker.on("message", (message: FromRenderer) => {
      if (message.kind === "ready") {
        this.takesBodyAt = pagesTakingBodies(message.routes);
        markReady();
      } else if (message.kind === "api-call") void this.answerApiCall(renderer, message);
      else this.finish(renderer, message);
    });
    worker.on("error", (error) => this.options.logger.error({ err: error }, "SSR render thread failed"));
    worker.on("exit", (code) => {
      for (const { resolve } of inFlight.values()) resolve(unavailable());
      inFlight.clear();
      if (this.closing) return;
      // A thread that died is replaced, so one bad render cannot take SSR down for good.
      this.options.logger.error({ code }, "SSR render thread exited; starting another");
      const index = this.renderers.indexOf(renderer);
      if (index >= 0) this.renderers[index] = this.start();
    });
    return renderer;
  }

  private async answerApiCall(
    renderer: Renderer,
    message: Extract<FromRenderer, { kind: "api-call" }>,
  ): Promise<void> {
    const page = renderer.inFlight.get(message.renderId);
    let reply: ToRenderer;
    let transfer: ArrayBuffer[] = [];
    try {
      if (!page) throw new Error("the page request is gone");
      const { method, headers, body } = message.request;
      const response = await pageApiFetch(this.app, page.c)(message.path, { method, headers, body });
      const answerBody = await bodyBuffer(response);
      reply = {
        kind: "api-answer",
        callId: message.callId,
        response: { status: response.status, headers: headerPairs(response.headers), body: answerBody },
      };
      transfer = transferList(answerBody);
    } catch (error) {
      reply = { kind: "api-failed", callId: message.callId, message: String(error) };
    }
    renderer.worker.postMessage(reply, transfer);
  }

  private finish(renderer: Renderer, message: Extract<FromRenderer, { kind: "rendered" | "render-failed" }>) {
    const page = renderer.inFlight.get(message.renderId);
    if (!page) return;
    renderer.inFlight.delete(message.renderId);
    if (message.kind === "rendered") {
      page.resolve(toResponse(message.response));
      return;
    }
    this.options.logger.error({ error: message.message }, "page render failed");
    page.resolve(unavailable());
  }
}

function unavailable(): Response {
  return new Response("<!doctype html><title>Sorry</title><p>Something went wrong. Please try again.</p>", {
    status: 500,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
