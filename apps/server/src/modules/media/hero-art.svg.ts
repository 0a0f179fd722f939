import { type BrandId, brands } from "@store/domain/brands";
import { productColours } from "@store/domain/media-art";
import { applianceDrawings } from "./appliance-drawings.svg.ts";
import { type Drawing, modelOf, paintDefs, paintOf } from "./product-paint.svg.ts";
import { smallApplianceDrawings } from "./small-appliance-drawings.svg.ts";
import { ellipse, hash, linear, mix, path, rect, repeat, svg } from "./svg-primitives.ts";

// The home page hero of each shop brand (/media/hero/{brand}.svg): a room in the brand's colours with
// its appliances. The room is in the right two thirds; the page fades the left into the hero's colour.

const width = 960;
const height = 600;
const floorY = 520;

type Scene = "kitchen" | "range" | "commercial" | "laundry" | "living" | "trade";

const sceneOf: Record<BrandId, Scene> = {
  wa: "kitchen",
  wac: "trade",
  aoc: "commercial",
  hc: "laundry",
  aol: "living",
  "aol-nz": "kitchen",
  fk: "range",
  andoo: "living",
};

const stainless = productColours[0];

/** A product drawing (400 x 400, floor at 352) placed with its floor at (x, y), `scale` times its size. */
export function place(
  draw: Drawing | undefined,
  x: number,
  y: number,
  scale: number,
  model: string,
  size: number | null,
) {
  if (!draw) return "";
  return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-200 -352)">${draw(paintOf(stainless), modelOf(model, size))}</g>`;
}

const pendant = (x: number, drop: number, shade: string) =>
  rect(x - 1, 0, 2, drop, "#3b3f44") +
  path(`M${x - 26} ${drop + 30} Q${x} ${drop - 6} ${x + 26} ${drop + 30} Z`, shade) +
  ellipse(x, drop + 30, 26, 5, "#fff4cf") +
  path(
    `M${x - 22} ${drop + 32} L${x - 80} ${drop + 180} H${x + 80} L${x + 22} ${drop + 32} Z`,
    "#fff8e1",
    ' opacity="0.18"',
  );

const plant = (x: number, y: number) =>
  path(`M${x - 22} ${y} L${x - 18} ${y - 40} H${x + 18} L${x + 22} ${y} Z`, "#d7ccc8") +
  repeat(7, (i) =>
    ellipse(
      x - 30 + i * 10,
      y - 62 - (i % 3) * 14,
      9,
      26,
      i % 2 ? "#4f7d3a" : "#3f6b2f",
      ` transform="rotate(${-30 + i * 10} ${x - 30 + i * 10} ${y - 62})"`,
    ),
  );

/** Base and wall cabinets along the back wall with a stone benchtop. */
function cabinetRun(from: number, to: number, door: string, bench: string, wallCabinets: boolean): string {
  const doors = Math.round((to - from) / 80);
  const dw = (to - from) / doors;
  return (
    rect(from, 360, to - from, floorY - 360, door) +
    repeat(
      doors,
      (i) =>
        rect(from + i * dw + 4, 368, dw - 8, floorY - 378, "#ffffff", 3, ' opacity="0.06"') +
        rect(from + i * dw + dw / 2 - 20, 378, 40, 4, "#c9ced3", 2),
    ) +
    rect(from - 6, 344, to - from + 12, 18, bench) +
    rect(from - 6, 344, to - from + 12, 3, "#ffffff", 0, ' opacity="0.6"') +
    (wallCabinets
      ? rect(from, 60, to - from, 150, door) +
        repeat(
          doors,
          (i) =>
            rect(from + i * dw + 4, 66, dw - 8, 138, "#ffffff", 3, ' opacity="0.06"') +
            rect(from + i * dw + dw / 2 - 2, 180, 4, 18, "#c9ced3", 2),
        )
      : "")
  );
}

function kitchen(primary: string, accent: string, scene: Scene, seed: number): string {
  const door = scene === "commercial" ? "url(#st)" : mix(primary, "#ffffff", 0.15);
  const bench = scene === "commercial" ? "#cfd4d8" : "#f1efea";
  const tiles = repeat(18, (i) =>
    rect(
      300 + (i % 9) * 72,
      214 + Math.floor(i / 9) * 64,
      70,
      62,
      mix(accent, "#ffffff", 0.82 + (i % 3) * 0.04),
    ),
  );
  const range = scene === "range" || scene === "commercial";
  return (
    tiles +
    cabinetRun(300, 940, door, bench, scene !== "range") +
    (range
      ? rect(470, 300, 260, floorY - 300, mix(primary, "#000000", 0.1)) +
        place(smallApplianceDrawings.cooker, 600, floorY, 0.95, "hero", null) +
        place(applianceDrawings.rangehood, 600, 300, 0.75, "hero-hood", 120)
      : place(applianceDrawings.oven, 560, floorY + 10, 0.62, `hero${seed % 7}`, 60) +
        place(applianceDrawings.rangehood, 560, 300, 0.6, "hero-hood", 90)) +
    (scene === "kitchen"
      ? place(applianceDrawings["side-by-side-fridge"], 860, floorY, 0.62, "hero", 680)
      : "") +
    place(smallApplianceDrawings["coffee-machine"], 380, 346, 0.3, "", null) +
    place(smallApplianceDrawings.kettle, 730, 346, 0.22, "", null) +
    (scene === "commercial"
      ? ""
      : pendant(420, 40, mix(primary, "#000000", 0.2)) + pendant(700, 40, mix(primary, "#000000", 0.2)))
  );
}

function laundry(primary: string, accent: string): string {
  return (
    repeat(24, (i) =>
      rect(300 + (i % 8) * 84, 120 + Math.floor(i / 8) * 80, 82, 78, mix(accent, "#ffffff", 0.85)),
    ) +
    rect(300, 60, 640, 110, mix(primary, "#ffffff", 0.2)) +
    repeat(4, (i) => rect(306 + i * 160, 66, 148, 98, "#ffffff", 3, ' opacity="0.08"')) +
    rect(360, 300, 560, 16, "#f1efea") +
    place(applianceDrawings.washer, 500, floorY, 0.64, "hero-w", 9) +
    place(applianceDrawings.dryer, 700, floorY, 0.64, "hero-d", 9) +
    path("M830 300 L840 250 H900 L910 300 Z", "#e0c9a6") +
    repeat(3, (i) => ellipse(850 + i * 20, 250, 14, 6, ["#90caf9", "#ffffff", "#f8bbd0"][i] ?? "#ffffff")) +
    plant(880, floorY)
  );
}

function living(primary: string, accent: string): string {
  return (
    rect(300, 120, 660, 3, mix(primary, "#000000", 0.2), 0, ' opacity="0.3"') +
    rect(430, 420, 420, 70, mix(primary, "#000000", 0.25), 6) +
    rect(440, 490, 10, 30, "#3b3f44") +
    rect(830, 490, 10, 30, "#3b3f44") +
    place(applianceDrawings.tv, 640, 430, 1.05, "hero-tv", 75) +
    place(applianceDrawings.soundbar, 640, 392, 0.5, "hero-sb", null) +
    ellipse(640, 560, 330, 30, mix(accent, "#ffffff", 0.6)) +
    path("M300 600 V470 Q300 440 330 440 H520 Q550 440 550 470 V600 Z", mix(accent, "#000000", 0.1)) +
    rect(300, 500, 270, 100, mix(accent, "#000000", 0.2), 10) +
    rect(330, 455, 90, 60, mix(accent, "#ffffff", 0.35), 14) +
    plant(900, floorY) +
    rect(880, 200, 4, 320, "#3b3f44") +
    path("M855 200 L865 160 H900 L910 200 Z", "#fff3d6") +
    ellipse(882, 201, 28, 4, "#fffbe6")
  );
}

function trade(primary: string, accent: string): string {
  const box = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, "#c9a66b") +
    rect(x, y, w, 6, "#b08d55") +
    rect(x + w / 2 - 8, y, 16, h, accent, 0, ' opacity="0.85"') +
    rect(x + 12, y + h * 0.45, w * 0.3, h * 0.18, "#ffffff", 2, ' opacity="0.8"');
  return (
    rect(300, 80, 660, 360, mix(primary, "#ffffff", 0.25)) +
    repeat(22, (i) => rect(310, 90 + i * 16, 640, 4, mix(primary, "#000000", 0.15), 0, ' opacity="0.6"')) +
    rect(300, 440, 660, 80, "#9aa0a6") +
    rect(380, 500, 220, 14, "#8d6e4f") +
    box(390, 380, 96, 120) +
    box(490, 400, 100, 100) +
    box(420, 270, 110, 110) +
    place(applianceDrawings.fridge, 720, floorY, 0.72, "hero-trade", 600) +
    place(applianceDrawings.dishwasher, 880, floorY, 0.55, "hero-trade", 60)
  );
}

/** The hero picture of a shop brand: its scene in its colours. */
export function heroSvg(brand: BrandId): string {
  const { theme, name } = brands[brand];
  const scene = sceneOf[brand];
  const seed = hash(brand);
  const wall = mix(theme.primary, "#ffffff", scene === "trade" ? 0.55 : 0.82);
  const body =
    rect(0, 0, width, height, "url(#wall)") +
    rect(0, floorY, width, height - floorY, scene === "trade" ? "#b8bcc0" : "url(#floor)") +
    rect(0, floorY - 12, width, 12, theme.primary) +
    rect(0, floorY, width, 4, "#000000", 0, ' opacity="0.12"') +
    (scene === "laundry"
      ? laundry(theme.primary, theme.accent)
      : scene === "living"
        ? living(theme.primary, theme.accent)
        : scene === "trade"
          ? trade(theme.primary, theme.accent)
          : kitchen(theme.primary, theme.accent, scene, seed));
  const defs =
    paintDefs(stainless) +
    linear(
      "wall",
      [
        [0, mix(wall, "#ffffff", 0.3)],
        [1, mix(wall, "#000000", 0.06)],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "floor",
      [
        [0, "#b88a5a"],
        [1, "#8d6440"],
      ],
      [0, 0, 0, 1],
    );
  return svg(width, height, `${name}: ${scene === "trade" ? "trade supply" : scene} scene`, body, defs);
}
