import { hash, linear, mix, radial } from "./svg-primitives.ts";

// The paints and the model of a product picture, shared by the drawings

/** The product's colour as fills: `body` is a shaded gradient, the rest plain colours (safe on strokes). */
export interface Paint {
  body: string;
  /** The body colour unshaded, for strokes and small parts. */
  flat: string;
  shade: string;
  /** Outline of the main shape, so white products show on a light background. */
  edge: string;
  /** A lighter tint of the body, for highlights. */
  light: string;
}

/** What varies between models of one product type: a seed for proportions and details, and the size. */
export interface Model {
  /** From the model number in the URL (0 when there is none). */
  seed: number;
  /** The size in the product type's unit (cm, L, kg, inches), or null when the URL has none. */
  size: number | null;
  /** One of `options`, the same for every picture of the model; `salt` keeps choices independent. */
  pick<T>(options: readonly T[], salt: string): T;
  /** A number in [0, 1) for the model and `salt`. */
  frac(salt: string): number;
}

/** The model of a product from its URL's model number and size. */
export function modelOf(modelNumber: string, size: number | null): Model {
  const frac = (salt: string) => (modelNumber ? hash(`${modelNumber}:${salt}`) / 4294967296 : 0);
  return {
    seed: modelNumber ? hash(modelNumber) : 0,
    size,
    frac,
    pick: <T>(options: readonly T[], salt: string): T =>
      options[Math.floor(frac(salt) * options.length)] ?? (options[0] as T),
  };
}

/** Where `value` sits between `low` and `high`, clamped to 0..1; 0.5 when there is no size. */
export function sizeShare(model: Model, low: number, high: number): number {
  if (model.size === null) return 0.5;
  return Math.max(0, Math.min(1, (model.size - low) / (high - low)));
}

export type Drawing = (p: Paint, m: Model) => string;

// Plain colours of parts that are the same on every colour of a product
export const dark = "#23272b";
export const glassLight = "#5f7385";
export const metal = "#a9b1b9";
export const glow = "#ffb74d";
export const led = "#4fc3f7";
// Shaded fills defined once per picture by `paintDefs`
export const glass = "url(#gl)";
export const steel = "url(#st)";
export const panel = "url(#dk)";
export const chrome = "url(#cr)";
export const shine = "url(#sh)";

export const edged = (p: Paint) => ` stroke="${p.edge}" stroke-width="2"`;

/** The paint of a product colour; `paintDefs` defines the gradients it refers to. */
export function paintOf(colour: { body: string; shade: string }): Paint {
  return {
    body: "url(#pb)",
    flat: colour.body,
    shade: colour.shade,
    edge: mix(colour.shade, "#000000", 0.15),
    light: mix(colour.body, "#ffffff", 0.45),
  };
}

/** The gradients of one picture: the body's studio lighting, glass, brushed steel, chrome and panels. */
export function paintDefs(colour: { body: string; shade: string }): string {
  return (
    linear("pb", [
      [0, mix(colour.body, "#ffffff", 0.4)],
      [0.22, colour.body],
      [0.78, mix(colour.body, colour.shade, 0.45)],
      [1, colour.shade],
    ]) +
    linear(
      "gl",
      [
        [0, "#56687a"],
        [0.5, "#222a33"],
        [1, "#0f1317"],
      ],
      [0, 0, 1, 1],
    ) +
    linear("st", [
      [0, "#f2f4f6"],
      [0.45, "#c3c9cf"],
      [0.6, "#dde1e5"],
      [1, "#8d959d"],
    ]) +
    linear(
      "cr",
      [
        [0, "#ffffff"],
        [0.35, "#9aa2aa"],
        [0.55, "#eef1f3"],
        [1, "#6e767e"],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      "dk",
      [
        [0, "#454b52"],
        [1, "#141619"],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "sh",
      [
        [0, "#ffffff", 0.55],
        [1, "#ffffff", 0],
      ],
      [0, 0, 1, 1],
    ) +
    radial("fs", [
      [0, "#000000", 0.38],
      [1, "#000000", 0],
    ])
  );
}
