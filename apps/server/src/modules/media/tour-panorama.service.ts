import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrandId } from "@store/domain/brands";
import type { TourSceneId } from "@store/domain/virtual-tour";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { PanoramaThread } from "./tour-panorama-thread.ts";

/** The store a panorama shows: its number and name (on the signs); the tour id seeds the finishes. */
export interface TourStore {
  id: number;
  name: string;
  virtualTourId: string;
}

/** A rendered panorama: the PNG's bytes and its entity tag. */
export interface TourPanorama {
  png: Buffer;
  etag: string;
}

/** Where and how big the panoramas are drawn and kept. */
export interface TourPanoramaOptions {
  /** Pixels across the panorama (its height is half); ADR 087 says why 3072. */
  width?: number;
  /** Bytes of PNG kept in memory (the least recently asked for go first). */
  keepBytes?: number;
  /** A folder that keeps every drawn PNG across restarts (DATA_DIR/tour-panoramas); none: memory only. */
  dir?: string;
  /** PNGs the folder keeps at most; the oldest written go first. */
  keepFiles?: number;
  logger?: Logger;
  /** Called when the panorama thread begins drawing a panorama (tests wait for it). */
  onDrawingStarted?: (etag: string) => void;
}

// Bumped when the drawing changes, so browsers holding an old panorama fetch the new one
const drawingVersion = "2";

/**
 * The generated 360° panoramas of a store's tour (ADR 087): one equirectangular PNG per scene, drawn in the
 * shop brand's colours with the store's name. A panorama is a pure function of the store, the brand and the
 * scene, so its entity tag is known before any drawing and names it in memory and on disk. The drawing
 * (1 to 3 s of CPU) happens on the panorama thread, one at a time, so the event loop keeps answering
 * requests; concurrent asks for one panorama share one drawing.
 */
export class TourPanoramaService {
  private readonly width: number;
  private readonly kept: LRUCache<string, Buffer>;
  /** Panoramas being read from disk or drawn, by entity tag: a second ask waits for the first. */
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly thread = new PanoramaThread();
  private queue: Promise<unknown> = Promise.resolve();
  /** How many panoramas this process drew (the tests read that a second ask draws nothing). */
  renders = 0;

  constructor(private readonly options: TourPanoramaOptions = {}) {
    this.width = options.width ?? 3072;
    this.kept = new LRUCache({
      maxSize: options.keepBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (png) => png.length,
    });
  }

  /** The entity tag of a store's scene in a brand: a digest of everything the picture is drawn from. */
  etag(store: TourStore, brand: BrandId, scene: TourSceneId): string {
    return `"${this.digest(store, brand, scene)}"`;
  }

  /** A store's scene as a PNG: from memory, else from disk, else drawn (concurrent asks share one). */
  async panorama(store: TourStore, brand: BrandId, scene: TourSceneId): Promise<TourPanorama> {
    const digest = this.digest(store, brand, scene);
    const etag = `"${digest}"`;
    const kept = this.kept.get(digest);
    if (kept) return { png: kept, etag };
    let png = this.pending.get(digest);
    if (!png) {
      png = this.find(digest, store, brand, scene);
      this.pending.set(digest, png);
      // a failed drawing is not kept: the next ask tries again
      void png
        .then((bytes) => this.kept.set(digest, bytes))
        .catch(() => {})
        .finally(() => this.pending.delete(digest));
    }
    return { png: await png, etag };
  }

  /** Ends the panorama thread (a test's own service; the app's thread never keeps the process alive). */
  close(): Promise<void> {
    return this.thread.close();
  }

  private digest(store: TourStore, brand: BrandId, scene: TourSceneId): string {
    const key = [drawingVersion, this.width, brand, store.id, store.name, store.virtualTourId, scene].join(
      "\n",
    );
    return createHash("sha256").update(key).digest("base64url").slice(0, 27);
  }

  private async find(digest: string, store: TourStore, brand: BrandId, scene: TourSceneId): Promise<Buffer> {
    const file = this.options.dir ? path.join(this.options.dir, `${digest}.png`) : null;
    const saved = file ? await readFile(file).catch(() => null) : null;
    if (saved) return saved;
    const drawn = this.queue.then(() => this.draw(digest, store, brand, scene));
    // one drawing at a time: a burst for many stores queues instead of taking both cores
    this.queue = drawn.catch(() => undefined);
    const png = await drawn;
    if (file) await this.save(file, png);
    return png;
  }

  private async draw(digest: string, store: TourStore, brand: BrandId, scene: TourSceneId): Promise<Buffer> {
    this.renders++;
    const started = performance.now();
    const { png, timings } = await this.thread.draw(
      { storeName: store.name, virtualTourId: store.virtualTourId, brand, scene, width: this.width },
      () => this.options.onDrawingStarted?.(`"${digest}"`),
    );
    this.options.logger?.info(
      {
        store: store.id,
        brand,
        scene,
        width: this.width,
        ms: Math.round(performance.now() - started),
        ...timings,
      },
      "tour panorama drawn",
    );
    return png;
  }

  /** Writes a PNG under its digest (whole or not at all), then trims the folder to `keepFiles`. */
  private async save(file: string, png: Buffer): Promise<void> {
    const dir = path.dirname(file);
    try {
      await mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, png);
      await rename(partial, file);
      const names = (await readdir(dir)).filter((name) => name.endsWith(".png"));
      const keepFiles = this.options.keepFiles ?? 256;
      if (names.length <= keepFiles) return;
      const written = await Promise.all(
        names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
      );
      written.sort((a, b) => a.at - b.at);
      for (const old of written.slice(0, written.length - keepFiles))
        await rm(path.join(dir, old.name), { force: true });
    } catch (error) {
      // the picture is served from memory all the same; a restart draws it again
      this.options.logger?.warn({ err: error, file }, "tour panorama not saved");
    }
  }
}
