import { createHash } from "node:crypto";
import type { BrandId } from "@store/domain/brands";
import type { TourSceneId, TourWall } from "@store/domain/virtual-tour";
import { tourEyeHeight } from "@store/domain/virtual-tour";
import { LRUCache } from "lru-cache";
import { encodePng } from "./png-encode.ts";
import { renderRoomPanorama, rgbOf, type WallTexture } from "./room-panorama.ts";
import { ppm, showroomDrawing } from "./showroom-art.svg.ts";
import { hash } from "./svg-primitives.ts";
import { svgToPixels } from "./svg-render.service.ts";

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

// Bumped when the drawing changes, so browsers holding an old panorama fetch the new one
const drawingVersion = "1";

/**
 * The generated 360° panoramas of a store's tour (ADR 087): one equirectangular PNG per scene, drawn in the
 * shop brand's colours with the store's name. A panorama is a pure function of the store, the brand and the
 * scene: rendered on first request (2 to 10 s on a busy 2-core machine; the work yields to other requests
 * between bands of rows, and one render runs at a time so that a burst of asks for different stores queues
 * instead of taking every core), then kept in a small LRU; its entity tag is known before any rendering.
 */
export class TourPanoramaService {
  private readonly rendered: LRUCache<string, Promise<Buffer>>;
  private queue: Promise<unknown> = Promise.resolve();
  /** How many renders this process started (the test reads that a second ask renders nothing). */
  renders = 0;

  constructor(
    /** Pixels across the panorama (its height is half): 4096 shows walls about as sharp as the screen. */
    private readonly width = 4096,
    keep = 24,
  ) {
    this.rendered = new LRUCache({ max: keep });
  }

  /** The entity tag of a store's scene in a brand: a digest of everything the picture is drawn from. */
  etag(store: TourStore, brand: BrandId, scene: TourSceneId): string {
    const key = [drawingVersion, this.width, brand, store.id, store.name, store.virtualTourId, scene].join(
      "\n",
    );
    return `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
  }

  /** A store's scene as a PNG, rendered the first time it is asked for (concurrent asks share one render). */
  async panorama(store: TourStore, brand: BrandId, scene: TourSceneId): Promise<TourPanorama> {
    const etag = this.etag(store, brand, scene);
    let png = this.rendered.get(etag);
    if (!png) {
      png = this.queue.then(() => this.render(store, brand, scene));
      this.queue = png.catch(() => undefined);
      this.rendered.set(etag, png);
      // a failed render is not kept: the next ask tries again
      png.catch(() => this.rendered.delete(etag));
    }
    return { png: await png, etag };
  }

  private async render(store: TourStore, brand: BrandId, scene: TourSceneId): Promise<Buffer> {
    this.renders++;
    const drawing = showroomDrawing(scene, {
      brand,
      storeName: store.name,
      seed: hash(`tour-${store.virtualTourId}`),
    });
    const sides = ["front", "right", "back", "left"] as const;
    const textures = await Promise.all(
      sides.map((side) => {
        const svg = drawing.walls[side];
        // walls are drawn at `ppm` for a 4096-pixel panorama; a smaller panorama needs fewer pixels a metre
        const drawn = Number(/width="(\d+)"/.exec(svg)?.[1] ?? ppm);
        return svgToPixels(svg, Math.max(64, Math.round((drawn * this.width) / 4096)));
      }),
    );
    const walls = Object.fromEntries(sides.map((side, i) => [side, textures[i]])) as Record<
      TourWall,
      WallTexture
    >;
    const { room } = drawing.scene;
    const pixels = await renderRoomPanorama(
      {
        ...room,
        eye: tourEyeHeight,
        walls,
        floor: {
          ...drawing.floor,
          colour: rgbOf(drawing.floor.colour),
          grout: rgbOf(drawing.floor.grout),
        },
        ceiling: rgbOf(drawing.ceiling),
        lights: drawing.lights,
        boxes: drawing.boxes,
      },
      this.width,
    );
    return encodePng(pixels, this.width, this.width / 2);
  }
}
