import { Worker } from "node:worker_threads";
import type { Context } from "hono";
import type { Logger } from "pino";
import type { StoreApp } from "../app.ts";
import type { AppEnv } from "../app-env.ts";
import { pagesTakingBodies } from "../page-body.ts";
import { pageApiFetch, pageContext } from "../web-handler.ts";
import { workerEntry } from "../worker-entry.ts";
import { renderFailurePage } from "./render-failure-page.ts";
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
  isReady: boolean;
  inFlight: Map<number, InFlight>;
  /** Set while the thread is asked whether it still answers (after a render of its timed out). */
  probe?: { id: number; timer: NodeJS.Timeout };
}

interface InFlight {
  c: Context<AppEnv>;
  app: StoreApp;
  resolve: (response: Response) => void;
  timer: NodeJS.Timeout;
}

/** How long a thread whose render timed out has to answer a probe before it is taken for stuck and replaced. */
const probeMs = 1000;

export interface SsrPoolOptions {
  size: number;
  /** The React Router server build the threads load. */
  buildPath: string;
  mode: string;
  logger: Logger;
  /** A page not rendered in this time is answered with the 503 error page and its render abandoned. */
  renderTimeoutMs: number;
}

/**
 * Renders pages on worker threads, so SSR uses every core while the main thread keeps HTTP, the API
 * and the database (PGlite is one connection and lives here). A page's loaders call the API through
 * the main thread, in-process, with the page request's session (ADR 011). A render that takes too
 * long is answered with an error page; a thread that dies, or stops answering, is replaced.
 */
export class SsrPool {
  private readonly renderers: Renderer[] = [];
  private nextId = 1;
  private closing = false;
  private takesBodyAt: (pathname: string) => boolean = () => false;

  constructor(private readonly options: SsrPoolOptions) {
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

  /**
   * Renders the page of a request on the least busy thread, preferring threads that have loaded the build
   * and are not suspected of being stuck; its loaders call `app` in-process. The time limit runs from
   * when the thread can start rendering.
   */
  async render(c: Context<AppEnv>, app: StoreApp): Promise<Response> {
    const raw = c.req.raw;
    const body = raw.method === "GET" || raw.method === "HEAD" ? null : await bodyBuffer(raw);
    let renderer = this.pick();
    await renderer.ready;
    // A thread that died while loading has been replaced: render on a live one.
    while (!this.renderers.includes(renderer)) {
      renderer = this.pick();
      await renderer.ready;
    }
    const renderId = this.nextId++;
    const message: ToRenderer = {
      kind: "render",
      renderId,
      page: pageContext(c),
      request: { url: raw.url, method: raw.method, headers: headerPairs(raw.headers), body },
    };
    return new Promise<Response>((resolve) => {
      const timer = setTimeout(() => this.timedOut(renderer, renderId), this.options.renderTimeoutMs);
      renderer.inFlight.set(renderId, { c, app, resolve, timer });
      renderer.worker.postMessage(message, transferList(body));
    });
  }

  private pick(): Renderer {
    const healthy = this.renderers.filter((r) => r.isReady && !r.probe);
    return (healthy.length > 0 ? healthy : this.renderers).reduce((a, b) =>
      b.inFlight.size < a.inFlight.size ? b : a,
    );
  }

  /** Stops every render thread. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.renderers.map((r) => r.worker.terminate()));
  }

  private start(): Renderer {
    const entry = workerEntry("ssr/ssr-worker");
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      // A larger young generation: rendering allocates many short-lived objects; fewer scavenges.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
      workerData: { buildPath: this.options.buildPath, mode: this.options.mode },
    });
    const inFlight = new Map<number, InFlight>();
    let markReady: () => void = () => {};
    const renderer: Renderer = {
      worker,
      inFlight,
      isReady: false,
      ready: new Promise((r) => (markReady = r)),
    };
    worker.on("message", (message: FromRenderer) => {
      if (message.kind === "ready") {
        this.takesBodyAt = pagesTakingBodies(message.routes);
        renderer.isReady = true;
        markReady();
      } else if (message.kind === "api-call") void this.answerApiCall(renderer, message);
      else if (message.kind === "pong") this.answered(renderer, message.probeId);
      else this.finish(renderer, message);
    });
    worker.on("error", (error) => this.options.logger.error({ err: error }, "SSR render thread failed"));
    worker.on("exit", (code) => {
      if (renderer.probe) clearTimeout(renderer.probe.timer);
      // A page waiting for this thread to load the build would wait for good.
      markReady();
      for (const page of inFlight.values()) this.fail(page, 500);
      inFlight.clear();
      if (this.closing) return;
      // A thread that died is replaced, so one bad render cannot take SSR down for good.
      this.options.logger.error({ code }, "SSR render thread exited; starting another");
      const index = this.renderers.indexOf(renderer);
      if (index >= 0) this.renderers[index] = this.start();
    });
    return renderer;
  }

  /**
   * A render ran out of time: the visitor gets the error page now and the thread is told to abandon it
   * (its loaders' requests are aborted). A thread stuck in synchronous work cannot hear that, nor
   * answer a probe: it is ended (its other pages get the error page too) and replaced.
   */
  private timedOut(renderer: Renderer, renderId: number): void {
    const page = renderer.inFlight.get(renderId);
    if (!page) return;
    renderer.inFlight.delete(renderId);
    this.options.logger.error(
      { path: page.c.req.path, ms: this.options.renderTimeoutMs },
      "page render timed out",
    );
    this.fail(page, 503);
    renderer.worker.postMessage({ kind: "abandon", renderId } satisfies ToRenderer);
    if (renderer.probe) return;
    const probeId = this.nextId++;
    const timer = setTimeout(() => {
      this.options.logger.error("SSR render thread does not answer; replacing it");
      void renderer.worker.terminate();
    }, probeMs);
    renderer.probe = { id: probeId, timer };
    renderer.worker.postMessage({ kind: "ping", probeId } satisfies ToRenderer);
  }

  private answered(renderer: Renderer, probeId: number): void {
    if (renderer.probe?.id !== probeId) return;
    clearTimeout(renderer.probe.timer);
    renderer.probe = undefined;
  }

  private fail(page: InFlight, status: 500 | 503): void {
    clearTimeout(page.timer);
    page.resolve(renderFailurePage(status, page.c.get("brandId")));
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
      const response = await pageApiFetch(page.app, page.c)(message.path, { method, headers, body });
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
      clearTimeout(page.timer);
      page.resolve(toResponse(message.response));
      return;
    }
    this.options.logger.error({ error: message.message }, "page render failed");
    this.fail(page, 500);
  }
}
