import { productColours } from "@store/domain/media-art";
import { applianceDrawings } from "./appliance-drawings.svg.ts";
import { type Drawing, modelOf, paintDefs, paintOf } from "./product-paint.svg.ts";
import { parcel, smallApplianceDrawings } from "./small-appliance-drawings.svg.ts";
import { ellipse, linear, radial, rect, svg, words } from "./svg-primitives.ts";

/**
 * Product pictures drawn like studio shots: a soft backdrop, a floor shadow and the product in its
 * colour with shaded panels, glass and steel. /media/product/{picture}/{n}.svg picks the colour
 * (n mod 10) and the shot (n div 10); the longer name {n}-{model}[-{size}].svg also varies the
 * drawing by model number and size.
 */

const drawings: Record<string, Drawing> = { ...smallApplianceDrawings, ...applianceDrawings };

/** Picture names that have their own drawing (the rest fall back to a parcel). */
export const productPictureNames: readonly string[] = Object.keys(drawings);

/** A product picture's file name: its number, and the model number and size when it has them. */
export interface ProductPictureName {
  n: number;
  model: string;
  size: number | null;
}

/** '3', '13-wvo6022' or '3-wvo6022-60' as a product picture name; null for anything else. */
export function productPictureOf(base: string): ProductPictureName | null {
  const match = /^(\d{1,4})(?:-([a-z0-9]{1,24})(?:-(\d{1,4}))?)?$/i.exec(base);
  if (!match) return null;
  return {
    n: Number(match[1]),
    model: (match[2] ?? "").toLowerCase(),
    size: match[3] === undefined ? null : Number(match[3]),
  };
}

// The four shots of a product's gallery: front, a close-up of its controls, turned, and in a room.
const shots = ["front", "detail", "turned", "room"] as const;

const floorY = 354;

function backdrop(shot: (typeof shots)[number]): string {
  if (shot === "room")
    return (
      linear(
        "wl",
        [
          [0, "#f4efe7"],
          [1, "#e2d8c9"],
        ],
        [0, 0, 0, 1],
      ) +
      rect(0, 0, 400, 400, "url(#wl)") +
      rect(0, floorY - 8, 400, 54, "#c9b79c") +
      rect(0, floorY - 8, 400, 3, "#b09a7b") +
      rect(0, floorY - 20, 400, 12, "#f8f6f2")
    );
  return (
    radial(
      "bg",
      [
        [0, "#ffffff"],
        [1, "#e3e7eb"],
      ],
      0.5,
      0.38,
      0.75,
    ) +
    linear(
      "fl",
      [
        [0, "#dfe3e7", 0],
        [1, "#d3d8dd"],
      ],
      [0, 0, 0, 1],
    ) +
    rect(0, 0, 400, 400, "url(#bg)") +
    rect(0, 300, 400, 100, "url(#fl)")
  );
}

/** A product picture: the drawing of `kind` in the colour of `n`, shaped by its model and size. */
export function productSvg(kind: string, n: number, modelNumber = "", size: number | null = null): string {
  const colour = productColours[n % productColours.length] ?? productColours[0];
  const shot = shots[Math.floor(n / productColours.length) % shots.length] ?? "front";
  const model = modelOf(modelNumber, size);
  const draw = drawings[kind] ?? parcel;
  // Models of one type differ a little in proportion too, standing on the same floor.
  const sx = 0.95 + 0.1 * model.frac("sx");
  const sy = 0.96 + 0.08 * model.frac("sy");
  const fit = `translate(200 ${floorY}) scale(${sx.toFixed(3)} ${sy.toFixed(3)}) translate(-200 -${floorY})`;
  const camera =
    shot === "detail"
      ? "translate(-90 -124) scale(1.45)"
      : shot === "turned"
        ? `translate(200 ${floorY}) matrix(0.86 -0.1 0 1 0 0) translate(-200 -${floorY})`
        : shot === "room"
          ? `translate(200 ${floorY - 8}) scale(0.86) translate(-200 -${floorY})`
          : "";
  const shadow =
    shot === "detail" ? "" : ellipse(200, shot === "room" ? floorY - 8 : floorY, 168 * sx, 15, "url(#fs)");
  const label = `${words(kind)} in ${colour.name}`;
  const body = `<g transform="${camera} ${fit}">${draw(paintOf(colour), model)}</g>`;
  return svg(400, 400, label, backdrop(shot) + shadow + body, paintDefs(colour));
}
