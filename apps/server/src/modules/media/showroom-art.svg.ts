import { type BrandId, brands } from "@store/domain/brands";
import { productColours } from "@store/domain/media-art";
import { placedLogo } from "@store/domain/share-card";
import { escapeMarkup } from "@store/domain/text";
import {
  type TourScene,
  type TourSceneId,
  type TourWall,
  tourEyeHeight,
  tourScene,
} from "@store/domain/virtual-tour";
import { applianceDrawings } from "./appliance-drawings.svg.ts";
import { place } from "./hero-art.svg.ts";
import type { Drawing } from "./product-paint.svg.ts";
import { paintDefs } from "./product-paint.svg.ts";
import type { RoomBox } from "./room-panorama.ts";
import { rgbOf } from "./room-panorama.ts";
import { linear, mix, path, rect, repeat, svg, text } from "./svg-primitives.ts";

// The walls of a store's tour scenes (ADR 087), drawn flat at `ppm` pixels a metre and then wrapped
// round the room by room-panorama.ts: signage in the shop brand's colours with the store's name,
// appliances on display with price cards, doorways to the other scenes and the glazed shopfront.

/** Pixels a metre of wall: about what the 4096-pixel panorama shows of a wall 3.5 m away. */
export const ppm = 200;

const font = "Arimo, Arial, Helvetica, sans-serif";

/** What a scene's walls and room are drawn from: the shop brand, the store and its number's hash. */
export interface ShowroomInput {
  brand: BrandId;
  storeName: string;
  seed: number;
}

/** A scene's walls as SVG, the room's boxes and finishes: what room-panorama.ts projects. */
export interface ShowroomDrawing {
  scene: TourScene;
  walls: Record<TourWall, string>;
  boxes: RoomBox[];
  floor: { colour: string; grout: string; tile: number; gloss: number };
  wallPaint: string;
  ceiling: string;
  lights: [number, number][];
}

const floors = [
  { colour: "#b9b6b0", grout: "#a9a6a0", tile: 1.2, gloss: 0.32 }, // polished concrete
  { colour: "#e6e3dc", grout: "#c9c5bc", tile: 0.6, gloss: 0.26 }, // porcelain tiles
  { colour: "#a77c52", grout: "#8e673f", tile: 0.9, gloss: 0.2 }, // oak boards
  { colour: "#8f9296", grout: "#7f8286", tile: 0.8, gloss: 0.3 }, // dark terrazzo
] as const;
const paints = ["#f3f1ec", "#eef0f1", "#f5efe6", "#ebeee9"] as const;
const bodyColours = [productColours[0], productColours[1], productColours[3], productColours[2]] as const;

interface Wall {
  width: number;
  height: number;
  /** The wall's pixels (x from the left as the camera sees it, y from the ceiling). */
  w: number;
  h: number;
}

const px = (metres: number) => Math.round(metres * ppm);

/** An appliance of `metres` height standing on a plinth or bench at `floor` (px), centred at x (px). */
function stand(
  draw: Drawing | undefined,
  x: number,
  floor: number,
  metres: number,
  unitsTall: number,
  model: string,
  size: number,
) {
  return place(draw, x, floor, (metres * ppm) / unitsTall, model, size);
}

/** A shelf card under a display: white with a band of the brand's colour and a price line. */
function priceCard(x: number, y: number, primary: string, seed: number): string {
  const dollars = 599 + (seed % 40) * 100;
  return (
    rect(x - 48, y, 96, 56, "#ffffff", 4, ' stroke="#d4d6d8" stroke-width="1.5"') +
    rect(x - 48, y, 96, 14, primary, 0) +
    `<text x="${x}" y="${y + 44}" font-family="${font}" font-size="22" font-weight="700" fill="#1b1b1b" text-anchor="middle">$${dollars.toLocaleString("en-AU")}</text>`
  );
}

/** A sign panel in the brand's colour with centred text. */
function sign(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  primary: string,
  ink: string,
  accent: string,
) {
  const size = Math.min(h * 0.5, (w * 1.5) / Math.max(6, label.length));
  return (
    rect(x, y + 6, w, h, "#000000", 4, ' opacity="0.12"') +
    rect(x, y, w, h, primary, 4) +
    rect(x, y + h - 8, w, 8, accent) +
    `<text x="${x + w / 2}" y="${y + h / 2 + size * 0.36}" font-family="${font}" font-size="${Math.round(size)}" font-weight="700" fill="${ink}" text-anchor="middle" letter-spacing="2">${escapeMarkup(label)}</text>`
  );
}

/** A skirting board along the floor and a thin shadow line under the ceiling. */
function trims(wall: Wall): string {
  return (
    rect(0, wall.h - px(0.1), wall.w, px(0.1), "#d8d5cf") +
    rect(0, 0, wall.w, 6, "#000000", 0, ' opacity="0.06"')
  );
}

function wallOf(scene: TourScene, side: TourWall): Wall {
  const width = side === "front" || side === "back" ? scene.room.width : scene.room.depth;
  return { width, height: scene.room.height, w: px(width), h: px(scene.room.height) };
}

const drawings = applianceDrawings;

/** A row of appliances on a low plinth with their price cards, between x0 and x1 (px). */
function displayRow(
  wall: Wall,
  x0: number,
  x1: number,
  kinds: readonly { draw: Drawing | undefined; metres: number; units: number; size: number }[],
  primary: string,
  seed: number,
  plinth = 0.12,
): string {
  const floor = wall.h - px(plinth);
  const step = (x1 - x0) / kinds.length;
  return (
    rect(x0 - 20, floor, x1 - x0 + 40, px(plinth), mix(primary, "#ffffff", 0.1)) +
    rect(x0 - 20, floor, x1 - x0 + 40, 4, "#ffffff", 0, ' opacity="0.3"') +
    kinds
      .map((k, i) => {
        const x = x0 + step * (i + 0.5);
        const model = `tour-${seed % 97}-${i}`;
        return (
          stand(k.draw, x, floor, k.metres, k.units, model, k.size) +
          priceCard(x, wall.h - 62, primary, seed + i * 7)
        );
      })
      .join("")
  );
}

const fridgeKinds = [
  { draw: drawings.fridge, metres: 1.78, units: 300, size: 520 },
  { draw: drawings["side-by-side-fridge"], metres: 1.79, units: 300, size: 640 },
  { draw: drawings["quad-door-fridge"], metres: 1.8, units: 300, size: 600 },
  { draw: drawings["fridge-bottom"], metres: 1.7, units: 300, size: 420 },
];
const washerKinds = [
  { draw: drawings.washer, metres: 0.85, units: 286, size: 9 },
  { draw: drawings.dryer, metres: 0.85, units: 286, size: 8 },
  { draw: drawings["top-washer"], metres: 1.0, units: 296, size: 8 },
];

/** What every wall of a scene is drawn with: the brand's colours, the store, the paint, the walls' sizes. */
interface SceneKit {
  scene: TourScene;
  input: ShowroomInput;
  paint: string;
  primary: string;
  accent: string;
  /** Text on the brand's colour. */
  ink: string;
  brandName: string;
  front: Wall;
  right: Wall;
  back: Wall;
  left: Wall;
}

function kitOf(scene: TourScene, input: ShowroomInput, paint: string): SceneKit {
  const { theme, name } = brands[input.brand];
  return {
    scene,
    input,
    paint,
    primary: theme.primary,
    accent: theme.accent,
    ink: theme.onPrimary,
    brandName: name,
    front: wallOf(scene, "front"),
    right: wallOf(scene, "right"),
    back: wallOf(scene, "back"),
    left: wallOf(scene, "left"),
  };
}

/**
 * The opening to another scene on the wall the layout puts it (the corridor seen in one-point perspective,
 * its far end at eye height), with a sign above naming where it leads; nothing when the scene has no
 * doorway to `to`.
 */
function doorwayTo(kit: SceneKit, to: TourSceneId, label: string): string {
  const door = kit.scene.doorways.find((d) => d.to === to);
  if (!door) return "";
  const { primary, ink, accent, paint } = kit;
  const wall = kit[door.wall];
  const centre = px(wall.width / 2 + door.offset);
  const dw = px(1.8);
  const dh = px(2.5);
  const x = centre - dw / 2;
  const top = wall.h - dh;
  const eyeY = wall.h - px(tourEyeHeight);
  const far = { x: centre - dw * 0.22, w: dw * 0.44, y: eyeY - (eyeY - top) * 0.44, h: dh * 0.44 };
  const farFloor = far.y + far.h;
  return (
    rect(x - 14, top - 14, dw + 28, dh + 14, mix(paint, "#000000", 0.12)) +
    // ceiling, side walls, floor of the corridor, then its lit far end
    path(`M${x} ${top} H${x + dw} L${far.x + far.w} ${far.y} H${far.x} Z`, mix(paint, "#000000", 0.25)) +
    path(`M${x} ${top} L${far.x} ${far.y} V${farFloor} L${x} ${wall.h} Z`, mix(paint, "#000000", 0.16)) +
    path(
      `M${x + dw} ${top} L${far.x + far.w} ${far.y} V${farFloor} L${x + dw} ${wall.h} Z`,
      mix(paint, "#000000", 0.2),
    ) +
    path(`M${x} ${wall.h} L${far.x} ${farFloor} H${far.x + far.w} L${x + dw} ${wall.h} Z`, "#9a958d") +
    rect(far.x, far.y, far.w, far.h, "url(#farEnd)") +
    rect(far.x + far.w * 0.2, far.y + far.h * 0.35, far.w * 0.6, far.h * 0.18, primary, 2, ' opacity="0.8"') +
    sign(centre - px(1.2), top - px(0.62), px(2.4), px(0.44), `${label}  →`, primary, ink, accent)
  );
}

function entranceWalls(kit: SceneKit): Record<TourWall, string> {
  const { input, primary, accent, ink, brandName, front, right, back, left } = kit;
  const feature = { x: front.w * 0.22, w: front.w * 0.56 };
  const logoBox = {
    x: feature.x + px(0.5),
    y: px(0.5),
    width: feature.w - px(1),
    height: px(1.05),
    align: "xMidYMid",
  };
  const frontBody =
    rect(feature.x, 0, feature.w, front.h, primary) +
    rect(feature.x, 0, feature.w, front.h, "url(#sheen)") +
    rect(feature.x, px(1.75), feature.w, 10, accent) +
    placedLogo(brands[input.brand].theme.logoSvg, logoBox, ink) +
    `<text x="${front.w / 2}" y="${px(1.6)}" font-family="${font}" font-size="${px(0.3)}" font-weight="700" fill="${ink}" text-anchor="middle" letter-spacing="6">${escapeMarkup(input.storeName.toUpperCase())}</text>` +
    // a screen behind the counter and the opening hours board
    rect(front.w / 2 - px(1.1), px(2.05), px(2.2), px(0.9), "#101418", 8) +
    rect(front.w / 2 - px(1.05), px(2.09), px(2.1), px(0.82), "url(#screen)", 4) +
    `<text x="${front.w / 2}" y="${px(2.44)}" font-family="${font}" font-size="${px(0.13)}" font-weight="700" fill="#ffffff" text-anchor="middle">Ask us about</text>` +
    `<text x="${front.w / 2}" y="${px(2.64)}" font-family="${font}" font-size="${px(0.13)}" font-weight="700" fill="#ffffff" text-anchor="middle">delivery &amp; installation</text>` +
    stand(drawings.tv, px(1.4), px(2.3), 0.7, 218, "tour-tv-b", 65) +
    stand(drawings.tv, front.w - px(1.4), px(2.3), 0.7, 218, "tour-tv-a", 65) +
    trims(front);
  const leftBody =
    doorwayTo(kit, "kitchen", "Kitchens") +
    sign(px(5.6), px(0.55), px(2.6), px(0.46), "TV & AUDIO", primary, ink, accent) +
    repeat(2, (i) =>
      stand(drawings.tv, px(5.9) + i * px(1.55), px(1.85), 0.78 - i * 0.06, 218, `tour-tv-${i}`, 75 - i * 10),
    ) +
    rect(px(5.4), px(2.6), px(3.1), px(0.45), mix(primary, "#000000", 0.25), 6) +
    stand(drawings.soundbar, px(6.9), px(2.6), 0.12, 47, "tour-sb", 0) +
    trims(left);
  const rightBody =
    doorwayTo(kit, "laundry", "Laundry") +
    sign(px(0.8), px(0.55), px(3.6), px(0.46), "REFRIGERATION", primary, ink, accent) +
    displayRow(right, px(0.7), px(4.6), fridgeKinds.slice(0, 3), primary, input.seed) +
    trims(right);
  // the glazed shopfront: the street outside through the windows, sliding doors in the middle
  const mullions = 6;
  const glassTop = px(0.7);
  const backBody =
    rect(0, glassTop, back.w, back.h - glassTop, "url(#street)") +
    repeat(mullions, (i) => {
      const x = (back.w / mullions) * (i + 0.5);
      return (
        rect(x - 20, back.h - px(1.55), 40, px(1.4), "#6b7a59", 0, ' opacity="0.45"') +
        path(`M${x - 120} ${back.h - px(1.3)} q120 -${px(1.3)} 240 0 Z`, "#58784a", ' opacity="0.45"')
      );
    }) +
    rect(0, back.h - px(0.35), back.w, px(0.35), "#9aa0a4", 0, ' opacity="0.7"') +
    path(
      `M${back.w * 0.1} ${glassTop} L${back.w * 0.25} ${glassTop} L${back.w * 0.1} ${back.h} Z`,
      "#ffffff",
      ' opacity="0.14"',
    ) +
    path(
      `M${back.w * 0.62} ${glassTop} L${back.w * 0.7} ${glassTop} L${back.w * 0.55} ${back.h} Z`,
      "#ffffff",
      ' opacity="0.12"',
    ) +
    repeat(mullions + 1, (i) =>
      rect((back.w / mullions) * i - 10, glassTop, 20, back.h - glassTop, "#3d4247"),
    ) +
    rect(0, glassTop - 10, back.w, 20, "#3d4247") +
    rect(0, 0, back.w, glassTop - 10, primary) +
    rect(0, glassTop - 24, back.w, 14, accent) +
    text(
      back.w / 2,
      glassTop * 0.62,
      px(0.26),
      ink,
      `Thanks for visiting ${brandName} ${input.storeName}`,
      ' text-anchor="middle"',
    ).replace('font-family="Arial, Helvetica, sans-serif"', `font-family="${font}"`) +
    rect(
      back.w / 2 - px(1.1),
      back.h - px(2.4),
      px(2.2),
      px(2.4),
      "none",
      0,
      ' stroke="#3d4247" stroke-width="14"',
    ) +
    rect(back.w / 2 - 6, back.h - px(2.4), 12, px(2.4), "#3d4247");
  return { front: frontBody, right: rightBody, back: backBody, left: leftBody };
}

function kitchenWalls(kit: SceneKit): Record<TourWall, string> {
  const { input, paint, primary, accent, ink, front, right, back, left } = kit;
  const cabinet = (input.seed >>> 3) % 2 === 0 ? "#f4f3ef" : mix(primary, "#ffffff", 0.25);
  const bench = "#e9e6df";
  const benchTop = front.h - px(0.92);
  const run = { x0: px(1.2), x1: front.w - px(1.2) };
  const doors = 10;
  const dw = (run.x1 - run.x0) / doors;
  const frontBody =
    // splashback, base cabinets, benchtop, overhead cabinets
    rect(run.x0, benchTop - px(0.7), run.x1 - run.x0, px(0.7), mix(accent, "#ffffff", 0.78)) +
    repeat(24, (i) =>
      rect(
        run.x0 + i * ((run.x1 - run.x0) / 24),
        benchTop - px(0.7),
        3,
        px(0.7),
        "#ffffff",
        0,
        ' opacity="0.6"',
      ),
    ) +
    rect(run.x0, benchTop, run.x1 - run.x0, px(0.92), cabinet) +
    repeat(
      doors,
      (i) =>
        rect(run.x0 + i * dw + 5, benchTop + px(0.06), dw - 10, px(0.78), "#000000", 3, ' opacity="0.05"') +
        rect(run.x0 + i * dw + dw / 2 - 30, benchTop + px(0.14), 60, 6, "#9aa0a6", 3),
    ) +
    rect(run.x0 - 10, benchTop - 8, run.x1 - run.x0 + 20, 22, bench) +
    rect(run.x0, px(0.35), run.x1 - run.x0, px(0.85), cabinet) +
    repeat(doors, (i) =>
      rect(run.x0 + i * dw + 5, px(0.4), dw - 10, px(0.75), "#000000", 3, ' opacity="0.05"'),
    ) +
    // the rangehood over a cooktop, an oven under it, a dishwasher
    rect(front.w / 2 - px(0.6), px(0.35), px(1.2), px(0.85), mix(paint, "#000000", 0.04)) +
    stand(drawings.rangehood, front.w / 2, benchTop - px(0.75), 0.9, 325, "tour-hood", 90) +
    stand(drawings.oven, front.w / 2, front.h - px(0.12), 0.6, 229, `tour-oven-${input.seed % 5}`, 60) +
    stand(drawings.dishwasher, run.x0 + dw * 2, front.h - px(0.05), 0.82, 291, "tour-dw", 60) +
    stand(drawings["microwave-builtin"], run.x1 - dw * 2.5, px(1.15), 0.38, 218, "tour-mw", 60) +
    sign(front.w / 2 - px(1.6), px(0.06), px(3.2), px(0.26), "COOKING", primary, ink, accent) +
    trims(front);
  const rightBody =
    doorwayTo(kit, "entrance", "Entrance") +
    sign(
      px(4.3),
      px(0.5),
      px(3.2),
      px(0.44),
      `${input.storeName.toUpperCase()} KITCHENS`,
      primary,
      ink,
      accent,
    ) +
    // an oven tower: two columns of built-in ovens in tall cabinets
    rect(px(4.6), front.h - px(2.3), px(2.6), px(2.3), cabinet) +
    repeat(
      2,
      (c) =>
        stand(drawings.oven, px(5.25) + c * px(1.3), front.h - px(1.2), 0.6, 229, `tour-tower-${c}`, 60) +
        stand(
          drawings["microwave-builtin"],
          px(5.25) + c * px(1.3),
          front.h - px(1.55),
          0.36,
          218,
          `tour-tmw-${c}`,
          60,
        ),
    ) +
    trims(right);
  const leftBody =
    sign(px(1.8), px(0.5), px(4.4), px(0.44), "REFRIGERATION", primary, ink, accent) +
    displayRow(left, px(1.2), left.w - px(1.2), fridgeKinds, primary, input.seed + 3) +
    trims(left);
  const backBody =
    sign(back.w / 2 - px(1.8), px(0.45), px(3.6), px(0.44), "OVENS & COOKTOPS", primary, ink, accent) +
    repeat(4, (i) => {
      const x = px(1.6) + i * ((back.w - px(3.2)) / 3);
      return (
        rect(x - px(0.45), back.h - px(0.95), px(0.9), px(0.95), cabinet) +
        rect(x - px(0.5), back.h - px(0.98), px(1), 18, bench) +
        stand(
          i % 2 ? drawings["double-oven"] : drawings.oven,
          x,
          back.h - px(1.0) - px(0.25),
          i % 2 ? 0.9 : 0.6,
          i % 2 ? 309 : 229,
          `tour-b-${i}`,
          60,
        ) +
        priceCard(x, back.h - px(0.6), primary, input.seed + i)
      );
    }) +
    trims(back);
  return { front: frontBody, right: rightBody, back: backBody, left: leftBody };
}

function laundryWalls(kit: SceneKit): Record<TourWall, string> {
  const { input, primary, accent, ink, front, right, back, left } = kit;
  const tiles = (wall: Wall, from: number, to: number) =>
    repeat(Math.floor((to - from) / px(0.3)), (i) =>
      repeat(4, (j) =>
        rect(
          from + i * px(0.3),
          wall.h - px(2.3) + j * px(0.3),
          px(0.3) - 3,
          px(0.3) - 3,
          mix(accent, "#ffffff", 0.84 + ((i + j) % 3) * 0.04),
        ),
      ),
    );
  const frontBody =
    tiles(front, px(0.8), front.w - px(0.8)) +
    sign(front.w / 2 - px(1.6), px(0.4), px(3.2), px(0.5), "LAUNDRY", primary, ink, accent) +
    displayRow(
      front,
      px(0.9),
      front.w - px(0.9),
      [...washerKinds, ...washerKinds.slice(0, 2)],
      primary,
      input.seed,
      0.3,
    ) +
    trims(front);
  const leftBody =
    doorwayTo(kit, "entrance", "Entrance") +
    rect(px(0.6), px(1.1), px(2.2), px(1.2), "#ffffff", 6, ' stroke="#d4d6d8" stroke-width="3"') +
    rect(px(0.6), px(1.1), px(2.2), px(0.22), primary, 0) +
    `<text x="${px(1.7)}" y="${px(1.55)}" font-family="${font}" font-size="${px(0.13)}" font-weight="700" fill="#1b1b1b" text-anchor="middle">Find your perfect wash</text>` +
    `<text x="${px(1.7)}" y="${px(1.8)}" font-family="${font}" font-size="${px(0.1)}" fill="#444" text-anchor="middle">Ask our ${escapeMarkup(input.storeName)} team</text>` +
    trims(left);
  const rightBody =
    sign(px(1.5), px(0.5), px(4), px(0.44), "DRYERS & WASHERS", primary, ink, accent) +
    displayRow(
      right,
      px(1),
      right.w - px(1),
      [washerKinds[1], washerKinds[0], washerKinds[1]].filter((k) => k !== undefined),
      primary,
      input.seed + 5,
      0.3,
    ) +
    trims(right);
  const backBody =
    rect(back.w / 2 - px(2.5), back.h - px(0.9), px(5), px(0.9), mix(primary, "#ffffff", 0.2)) +
    rect(back.w / 2 - px(2.55), back.h - px(0.92), px(5.1), 16, "#e9e6df") +
    repeat(3, (i) =>
      stand(
        drawings.dryer,
        back.w / 2 - px(1.6) + i * px(1.6),
        back.h - px(0.9),
        0.7,
        286,
        `tour-ld-${i}`,
        7,
      ),
    ) +
    sign(back.w / 2 - px(1.4), px(0.45), px(2.8), px(0.42), "STACK & SAVE", primary, ink, accent) +
    trims(back);
  return { front: frontBody, right: rightBody, back: backBody, left: leftBody };
}

/** Ceiling downlights on a grid about `spacing` m apart, kept off the walls. */
function lightGrid(scene: TourScene, spacing: number): [number, number][] {
  const { width, depth } = scene.room;
  const nx = Math.max(2, Math.round(width / spacing));
  const nz = Math.max(2, Math.round(depth / spacing));
  const lights: [number, number][] = [];
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < nz; j++)
      lights.push([-width / 2 + (width / nx) * (i + 0.5), -depth / 2 + (depth / nz) * (j + 0.5)]);
  return lights;
}

/** The boxes standing in a scene's room: the service counter, the kitchen island, a laundry bench. */
function boxesOf(sceneId: TourSceneId, input: ShowroomInput): RoomBox[] {
  const { primary } = brands[input.brand].theme;
  const stone = rgbOf("#ece9e2");
  if (sceneId === "entrance")
    return [{ x: [-1.8, 1.8], z: [2.7, 3.4], height: 1.05, side: rgbOf(primary), top: stone }];
  if (sceneId === "kitchen")
    return [
      { x: [-1.6, 1.6], z: [1.9, 2.8], height: 0.92, side: rgbOf(mix(primary, "#ffffff", 0.2)), top: stone },
    ];
  return [{ x: [-1.2, 1.2], z: [-2.4, -1.9], height: 0.9, side: rgbOf("#d9d6cf"), top: stone }];
}

/**
 * One scene of a store's tour, drawn: every wall as an SVG (the scene's signage in the shop brand's
 * colours with the store's name), the boxes in the room and its finishes, chosen by the store's hash.
 */
export function showroomDrawing(sceneId: TourSceneId, input: ShowroomInput): ShowroomDrawing {
  const scene = tourScene(sceneId);
  const paint = paints[input.seed % paints.length] ?? paints[0];
  const floor = floors[(input.seed >>> 5) % floors.length] ?? floors[0];
  const body = bodyColours[(input.seed >>> 9) % bodyColours.length] ?? bodyColours[0];
  const bodies =
    sceneId === "entrance"
      ? entranceWalls(kitOf(scene, input, paint))
      : sceneId === "kitchen"
        ? kitchenWalls(kitOf(scene, input, paint))
        : laundryWalls(kitOf(scene, input, paint));
  const defs =
    paintDefs(body) +
    linear(
      "wallPaint",
      [
        [0, mix(paint, "#ffffff", 0.3)],
        [1, paint],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "sheen",
      [
        [0, "#ffffff", 0.1],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.12],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      "screen",
      [
        [0, mix(brands[input.brand].theme.accent, "#000000", 0.2)],
        [1, mix(brands[input.brand].theme.primary, "#000000", 0.3)],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      "farEnd",
      [
        [0, "#fbfaf7"],
        [1, "#e4e1da"],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "street",
      [
        [0, "#cfe6f7"],
        [0.55, "#eef6fb"],
        [0.56, "#b9bcbf"],
        [1, "#8e9296"],
      ],
      [0, 0, 0, 1],
    );
  const walls = Object.fromEntries(
    (["front", "right", "back", "left"] as const).map((side) => {
      const wall = wallOf(scene, side);
      return [
        side,
        svg(
          wall.w,
          wall.h,
          `${scene.name}, ${side} wall`,
          rect(0, 0, wall.w, wall.h, "url(#wallPaint)") + bodies[side],
          defs,
        ),
      ];
    }),
  ) as Record<TourWall, string>;
  return {
    scene,
    walls,
    boxes: boxesOf(sceneId, input),
    floor,
    wallPaint: paint,
    ceiling: "#f4f3f0",
    lights: lightGrid(scene, 2.6),
  };
}
