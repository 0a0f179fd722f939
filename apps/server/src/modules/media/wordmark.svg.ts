import { escapeMarkup } from "@store/domain/text";
import { hash, r1, rect, svg, words } from "./svg-primitives.ts";

// Manufacturer wordmarks (/media/brand/{name}.svg): neutral type in near-black, never a made-up colour

/** Typefaces a wordmark may be set in; the name's hash picks one so brands look different. */
const faces = [
  { family: "Helvetica Neue, Arial, sans-serif", weight: 700, spacing: 0.08, width: 0.68 },
  { family: "Helvetica Neue, Arial, sans-serif", weight: 400, spacing: 0.22, width: 0.7 },
  { family: "Georgia, Times New Roman, serif", weight: 700, spacing: 0.06, width: 0.7 },
  { family: "Futura, Century Gothic, Trebuchet MS, sans-serif", weight: 700, spacing: 0.14, width: 0.72 },
  { family: "Arial Narrow, Arial, sans-serif", weight: 700, spacing: 0.02, width: 0.56 },
  { family: "Verdana, Geneva, sans-serif", weight: 400, spacing: 0.12, width: 0.74 },
] as const;

const inks = ["#1a1a1a", "#222428", "#2b2b2b", "#111111"] as const;

/** Splits a long name over two lines at the space nearest its middle. */
function linesOf(name: string): string[] {
  if (name.length <= 14 || !name.includes(" ")) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++)
    if (name[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return [name.slice(0, best), name.slice(best + 1)];
}

/**
 * A manufacturer's wordmark from its slug or name ('fisher-paykel', 'Fisher & Paykel'): the name in
 * capitals, near-black, letter-spaced, in a typeface the name picks. 340 x 160, the shape of the
 * 170 x 80 boxes the pages show it in, with the type as large as fits so it stays legible there.
 */
export function brandSvg(slug: string): string {
  const name = words(slug).slice(0, 40) || "Brand";
  const upper = name.toUpperCase();
  const h = hash(slug.toLowerCase());
  const face = faces[h % faces.length] ?? faces[0];
  const ink = inks[(h >>> 8) % inks.length] ?? inks[0];
  const lines = linesOf(upper);
  const longest = Math.max(...lines.map((l) => l.length));
  // Long names are spaced tighter so their letters stay large; a line is about length x (glyph
  // width + spacing) x size, with 24 px margins
  const tracking = face.spacing * Math.min(1, 7 / longest);
  const size = Math.min(lines.length > 1 ? 44 : 60, 292 / (longest * (face.width + tracking)));
  const spacing = r1(size * tracking);
  const lineHeight = size * 1.1;
  const firstY = 80 + size * 0.36 - ((lines.length - 1) * lineHeight) / 2;
  const body =
    rect(0, 0, 340, 160, "#ffffff") +
    lines
      .map(
        (l, i) =>
          `<text x="170" y="${r1(firstY + i * lineHeight)}" font-family="${face.family}" font-size="${r1(size)}" font-weight="${face.weight}" letter-spacing="${spacing}" fill="${ink}" text-anchor="middle">${escapeMarkup(l)}</text>`,
      )
      .join("");
  return svg(340, 160, name, body);
}
