import type { Brand } from "./brands.ts";
import { readableColourOn } from "./colour-contrast.ts";
import { constants } from "./constants.ts";

/** One of the spec's open-graph image sizes (storefront constants.openGraphImageSizes). */
export type ShareImageSize = (typeof constants.openGraphImageSizes)[number];

/** The sizes' names in paths: '1600x630'. */
export const shareImageSizeNames = constants.openGraphImageSizes.map((s) => `${s.width}x${s.height}`);

/** The size a path's name stands for ('350x380'), or null. */
export function shareImageSizeNamed(name: string): ShareImageSize | null {
  return constants.openGraphImageSizes.find((s) => `${s.width}x${s.height}` === name) ?? null;
}

/** Where the brand's share card of a size is served as PNG (ADR 052). */
export function shareImagePath(size: ShareImageSize): string {
  return `/share-image/${size.width}x${size.height}.png`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap: SVG text does not wrap by itself. */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// Arimo first: the font the PNG renderer ships (metrically Arial's), Arial where a browser draws the SVG
const fontFamily = "Arimo, Arial, Helvetica, sans-serif";

/** The brand's logo placed in a box of a picture, in a text colour and the cards' font (share cards, the tour's signage). */
export function placedLogo(
  logoSvg: string,
  box: { x: number; y: number; width: number; height: number; align: string },
  colour: string,
): string {
  const openingEnd = logoSvg.indexOf(">");
  return (
    logoSvg
      .slice(0, openingEnd)
      .replace(/\s(width|height)="[^"]*"/g, "")
      .replace(
        "<svg ",
        `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="${box.align} meet" color="${colour}" `,
      ) + logoSvg.slice(openingEnd)
  ).replace(/font-family="[^"]*"/g, `font-family="${fontFamily}"`);
}

/**
 * The brand's share card as SVG at one of the three open-graph sizes: the logo and tagline on the
 * brand colours at 1600x630 and 350x380, the brand's name alone at 150x150 (a logo would be unreadable).
 */
export function shareCardSvg(brand: Brand, size: ShareImageSize): string {
  const { width, height } = size;
  const t = brand.theme;
  const text = readableColourOn(t.primary, [t.onPrimary, "#ffffff", "#000000"]);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${t.primary}"/>`;
  if (width === 1600) {
    const tagline = wrapWords(brand.tagline, 44)
      .map((line, i) => `<tspan x="125" dy="${i === 0 ? 0 : 62}">${escapeXml(line)}</tspan>`)
      .join("");
    return `${open}
<circle cx="1450" cy="80" r="380" fill="${t.accent}" opacity="0.5"/>
${placedLogo(t.logoSvg, { x: 120, y: 150, width: 1000, height: 170, align: "xMinYMid" }, text)}
<text x="125" y="420" font-family="${fontFamily}" font-size="50" fill="${text}">${tagline}</text>
</svg>`;
  }
  if (width === 350) {
    const tagline = wrapWords(brand.tagline, 24)
      .slice(0, 4)
      .map((line, i) => `<tspan x="175" dy="${i === 0 ? 0 : 29}">${escapeXml(line)}</tspan>`)
      .join("");
    return `${open}
<circle cx="330" cy="30" r="150" fill="${t.accent}" opacity="0.5"/>
${placedLogo(t.logoSvg, { x: 20, y: 110, width: 310, height: 70, align: "xMidYMid" }, text)}
<text x="175" y="240" text-anchor="middle" font-family="${fontFamily}" font-size="22" fill="${text}">${tagline}</text>
</svg>`;
  }
  const name = wrapWords(brand.name, 10);
  // A long single word ('ApplianceLine') is set smaller to keep 10 px either side (bold Arial: ~0.62 em a letter)
  const longest = Math.max(...name.map((line) => line.length));
  const fontSize = Math.min(22, Math.floor(130 / (longest * 0.62)));
  const lineHeight = Math.round(fontSize * 1.2);
  const top = 75 - ((name.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const lines = name
    .map((line, i) => `<tspan x="75" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `${open}
<circle cx="140" cy="10" r="60" fill="${t.accent}" opacity="0.5"/>
<text x="75" y="${top}" text-anchor="middle" font-family="${fontFamily}" font-size="${fontSize}" font-weight="700" fill="${text}">${lines}</text>
</svg>`;
}
