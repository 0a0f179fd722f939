import { escapeMarkup } from "@store/domain/text";

/**
 * The shapes every generated picture is drawn with. Each picture is a pure function of its URL, so
 * these helpers only build strings.
 */

/** FNV-1a: a stable 32-bit number for a text, so a URL always draws the same picture. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** 'black-friday' -> 'Black Friday'. */
export function words(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The root element with its accessible name; `defs` holds the gradients the body refers to. */
export function svg(width: number, height: number, label: string, body: string, defs = ""): string {
  const title = escapeMarkup(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`
  );
}

/** Rounds to one decimal so computed coordinates stay short. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
/** A straight stroke; its colour must be plain (a gradient on a flat box would not paint). */
/** An open round-ended stroke along a path: spouts, handles, hoses. */
export const stroked = (d: string, stroke: string, width: number) =>
  path(d, "none", ` stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"`);

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
export const ring = (cx: number, cy: number, r: number, stroke: string, width = 4) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;
export const repeat = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join("");

/** A linear gradient from top-left (x1,y1) to (x2,y2) in the shape's box, stops as [offset, colour, opacity?]. */
export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 1, 0],
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;
}

/** A radial gradient centred at (cx,cy) of the shape's box. */
export function radial(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;
}

function stopsOf(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

/** Mixes two '#rrggbb' colours; `amount` 0 is `a`, 1 is `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount);
    out += Math.max(0, Math.min(255, value)).toString(16).padStart(2, "0");
  }
  return out;
}

/** Bold text; its content is escaped. */
export const text = (x: number, y: number, size: number, fill: string, content: string, extra = "") =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${fill}"${extra}>${escapeMarkup(content)}</text>`;

/**
 * The largest font size (px) at which bold `content` fits `width`, between `min` and `max`. `min` is
 * what stays legible where the picture is shown smallest: a longer text overflows rather than
 * shrinking into 6-9 px lettering on a phone.
 */
export const fit = (content: string, width: number, max: number, min = 12) =>
  Math.max(min, Math.min(max, Math.floor(width / (0.66 * Math.max(1, content.length)))));
