import { z } from "zod";

// A store's virtual tour (ADR 087): three generated showroom panoramas linked by doorways. The server
// draws each doorway where the web viewer puts the link to it, so both read the layout from here.

/** The scenes of every tour, in the order the tour lists them; the first is where it starts. */
export const tourSceneIds = ["entrance", "kitchen", "laundry"] as const;
export type TourSceneId = (typeof tourSceneIds)[number];

/** A wall of a scene's room, as seen from the camera: front is straight ahead at the start. */
export type TourWall = "front" | "right" | "back" | "left";

/** A doorway to another scene: its wall and its centre's offset (m) from the wall's middle, to the right. */
export interface TourDoorway {
  to: TourSceneId;
  wall: TourWall;
  offset: number;
}

/** A scene's room: a box (m) around the camera, which stands at its middle at eye height. */
export interface TourScene {
  id: TourSceneId;
  name: string;
  /** Metres from side to side (left to right wall), front to back, floor to ceiling. */
  room: { width: number; depth: number; height: number };
  doorways: readonly TourDoorway[];
}

/** Where a shopper's eyes are (m above the floor). */
export const tourEyeHeight = 1.6;

export const tourScenes: readonly TourScene[] = [
  {
    id: "entrance",
    name: "Entrance",
    room: { width: 12, depth: 9, height: 4.2 },
    doorways: [
      { to: "kitchen", wall: "left", offset: -1.2 },
      { to: "laundry", wall: "right", offset: 1.2 },
    ],
  },
  {
    id: "kitchen",
    name: "Kitchen showroom",
    room: { width: 10, depth: 8, height: 3.6 },
    doorways: [{ to: "entrance", wall: "right", offset: -1.2 }],
  },
  {
    id: "laundry",
    name: "Laundry showroom",
    room: { width: 9, depth: 7, height: 3.4 },
    doorways: [{ to: "entrance", wall: "left", offset: 1.2 }],
  },
];

/** The scene of an id (every id has one). */
export function tourScene(id: TourSceneId): TourScene {
  return tourScenes.find((s) => s.id === id) ?? (tourScenes[0] as TourScene);
}

const wallYaw: Record<TourWall, number> = { front: 0, right: Math.PI / 2, back: Math.PI, left: -Math.PI / 2 };

/**
 * Where a doorway is seen from the camera: its yaw (radians, 0 straight ahead, positive to the right)
 * and the pitch of its middle (door height 2.2 m), as the panorama and the viewer's links both use.
 */
export function doorwayDirection(scene: TourScene, doorway: TourDoorway): { yaw: number; pitch: number } {
  const { width, depth } = scene.room;
  const distance = doorway.wall === "front" || doorway.wall === "back" ? depth / 2 : width / 2;
  const yaw = wallYaw[doorway.wall] + Math.atan2(doorway.offset, distance);
  const wrapped = Math.atan2(Math.sin(yaw), Math.cos(yaw));
  const horizontal = Math.hypot(distance, doorway.offset);
  return { yaw: wrapped, pitch: Math.atan2(1.1 - tourEyeHeight, horizontal) };
}

/** GET /api/store/{id}/tour-panorama: which scene (the entrance when none is named). */
export const tourPanoramaQuerySchema = z.object({
  scene: z
    .enum(tourSceneIds, { message: `The scene is one of ${tourSceneIds.join(", ")}` })
    .default("entrance"),
});

/** Where a scene's panorama of a store is served (a PNG, equirectangular, 2:1). */
export function tourPanoramaPath(storeId: number, scene: TourSceneId): string {
  return `/api/store/${storeId}/tour-panorama?scene=${scene}`;
}
