import type { BrandId } from "@store/domain/brands";
import type { TourSceneId, TourWall } from "@store/domain/virtual-tour";
import { tourEyeHeight } from "@store/domain/virtual-tour";
import { encodePng } from "./png-encode.ts";
import { renderRoomPanorama, rgbOf, type WallTexture } from "./room-panorama.ts";
import { showroomDrawing } from "./showroom-art.svg.ts";
import { hash } from "./svg-primitives.ts";
import { svgToPixels } from "./svg-render.service.ts";

/** What one panorama is drawn from (ADR 087): the store's name and tour id, the shop brand, the scene, the size. */
export interface TourPanoramaOrder {
  storeName: string;
  virtualTourId: string;
  brand: BrandId;
  scene: TourSceneId;
  /** Pixels across; the height is half. */
  width: number;
}

/** How long each step of a render took (ms of the rendering thread). */
export interface TourPanoramaTimings {
  walls: number;
  projection: number;
  png: number;
}

const sides = ["front", "right", "back", "left"] as const;

/**
 * Pixels a metre of wall that the projection samples at the wall's nearest point (straight ahead of the
 * camera, `distance` metres away): one panorama pixel spans 2π / width radians there, across and up.
 * Everywhere else the wall is farther and sampled more sparsely, so more pixels would not be seen.
 */
export function wallPixelsPerMetre(panoramaWidth: number, distance: number): number {
  return panoramaWidth / (2 * Math.PI * distance);
}

/**
 * Draws a store's scene as an equirectangular PNG: the walls by resvg at the density the projection
 * samples, the room cast ray by ray, then the PNG. Seconds of CPU at full size, synchronous between its
 * steps: the panorama thread runs it (tour-panorama-worker.ts), never the thread answering requests.
 */
export async function drawTourPanorama(
  order: TourPanoramaOrder,
  timings?: (step: keyof TourPanoramaTimings, ms: number) => void,
): Promise<Buffer> {
  const { width } = order;
  let started = performance.now();
  const lap = (step: keyof TourPanoramaTimings) => {
    const now = performance.now();
    timings?.(step, now - started);
    started = now;
  };
  const drawing = showroomDrawing(order.scene, {
    brand: order.brand,
    storeName: order.storeName,
    seed: hash(`tour-${order.virtualTourId}`),
  });
  const { room } = drawing.scene;
  const walls = {} as Record<TourWall, WallTexture>;
  for (const side of sides) {
    const across = side === "front" || side === "back";
    const length = across ? room.width : room.depth;
    const distance = across ? room.depth / 2 : room.width / 2;
    const pixels = Math.ceil(length * wallPixelsPerMetre(width, distance));
    walls[side] = svgToPixels(drawing.walls[side], Math.max(64, pixels));
  }
  lap("walls");
  const rgb = renderRoomPanorama(
    {
      ...room,
      eye: tourEyeHeight,
      walls,
      floor: { ...drawing.floor, colour: rgbOf(drawing.floor.colour), grout: rgbOf(drawing.floor.grout) },
      ceiling: rgbOf(drawing.ceiling),
      lights: drawing.lights,
      boxes: drawing.boxes,
    },
    width,
  );
  lap("projection");
  const png = await encodePng(rgb, width, width / 2);
  lap("png");
  return png;
}
