import { Worker } from "node:worker_threads";
import { workerEntry } from "../../worker-entry.ts";
import type { TourPanoramaOrder, TourPanoramaTimings } from "./tour-panorama-render.ts";
import type { FromPanoramaThread, ToPanoramaThread } from "./tour-panorama-worker.ts";

interface Drawing {
  worker: Worker;
  resolve: (drawn: { png: Buffer; timings: TourPanoramaTimings }) => void;
  reject: (error: Error) => void;
  started?: () => void;
}

/**
 * The thread that draws the tour's panoramas (ADR 087; tour-panorama-worker.ts): started on the first
 * drawing, ended after `idleMs` without one (it holds resvg, the fonts and a few MB of pixels), started
 * again when needed. A thread that dies fails its drawings; the next drawing starts another. It never
 * keeps the process alive.
 */
export class PanoramaThread {
  private worker: Worker | null = null;
  private readonly drawings = new Map<number, Drawing>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = 60_000) {}

  /** Draws a panorama on the thread; `started` is called when the thread begins it. */
  draw(
    order: TourPanoramaOrder,
    started?: () => void,
  ): Promise<{ png: Buffer; timings: TourPanoramaTimings }> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.drawings.set(id, { worker, resolve, reject, started });
      worker.postMessage({ id, order } satisfies ToPanoramaThread);
    });
  }

  /** Ends the thread (drawings under way fail). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const entry = workerEntry("modules/media/tour-panorama-worker");
    const worker = new Worker(entry.script, { eval: entry.eval });
    worker.unref();
    worker.on("message", (message: FromPanoramaThread) => {
      const drawing = this.drawings.get(message.id);
      if (!drawing) return;
      if (message.kind === "started") return drawing.started?.();
      this.drawings.delete(message.id);
      if (message.kind === "drawn")
        drawing.resolve({ png: Buffer.from(message.png), timings: message.timings });
      else drawing.reject(new Error(`the tour panorama could not be drawn: ${message.message}`));
      if (this.drawings.size === 0) this.idleSoon(worker);
    });
    worker.on("error", (error) => this.failAll(worker, error));
    worker.on("exit", (code) => this.failAll(worker, new Error(`the panorama thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private idleSoon(worker: Worker): void {
    this.idle = setTimeout(() => {
      if (this.worker === worker && this.drawings.size === 0) void this.close();
    }, this.idleMs);
    this.idle.unref();
  }

  private failAll(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const [id, drawing] of this.drawings) {
      if (drawing.worker !== worker) continue;
      this.drawings.delete(id);
      drawing.reject(error);
    }
  }
}
