import { parentPort } from "node:worker_threads";
import {
  drawTourPanorama,
  type TourPanoramaOrder,
  type TourPanoramaTimings,
} from "./tour-panorama-render.ts";

/** A drawing asked of the panorama thread. */
export interface ToPanoramaThread {
  id: number;
  order: TourPanoramaOrder;
}

/** What the panorama thread answers: it began a drawing, then its PNG (bytes handed over) or why it failed. */
export type FromPanoramaThread =
  | { kind: "started"; id: number }
  | { kind: "drawn"; id: number; png: ArrayBuffer; timings: TourPanoramaTimings }
  | { kind: "failed"; id: number; message: string };

// The panorama thread (ADR 087): draws the tour's panoramas one at a time, seconds of CPU each, so the
// thread answering HTTP requests never runs them. tour-panorama.service.ts starts it and queues its work.
const port = parentPort;
if (!port) throw new Error("tour-panorama-worker.ts runs as a worker thread");

port.on("message", async ({ id, order }: ToPanoramaThread) => {
  const send = (message: FromPanoramaThread, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  send({ kind: "started", id });
  try {
    const timings: TourPanoramaTimings = { walls: 0, projection: 0, png: 0 };
    const png = await drawTourPanorama(order, (step, ms) => {
      timings[step] = Math.round(ms);
    });
    // the PNG's own ArrayBuffer moves to the main thread instead of being copied
    const bytes =
      png.byteOffset === 0 && png.byteLength === png.buffer.byteLength
        ? png.buffer
        : png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
    send({ kind: "drawn", id, png: bytes as ArrayBuffer, timings }, [bytes as ArrayBuffer]);
  } catch (error) {
    send({ kind: "failed", id, message: error instanceof Error ? error.message : String(error) });
  }
});
