import { brands } from "@store/domain/brands";
import { readableColourOn } from "@store/domain/colour-contrast";
import { constants } from "@store/domain/constants";
import type { Route } from "./+types/share-image";

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

/** The brand's 1600x630 share card for og:image: logo and tagline on the brand colours. */
export function loader({ context }: Route.LoaderArgs) {
  const brand = brands[context.brandId] ?? brands.aol;
  const { width, height } = constants.openGraphImageSizes[2];
  const t = brand.theme;
  const text = readableColourOn(t.primary, [t.onPrimary, "#ffffff", "#000000"]);
  // Re-size the logo: swap the size on its opening tag only, and place it on the card
  const openingEnd = t.logoSvg.indexOf(">");
  const logo =
    t.logoSvg
      .slice(0, openingEnd)
      .replace(/\s(width|height)="[^"]*"/g, "")
      .replace(
        "<svg ",
        `<svg x="120" y="150" width="1000" height="170" preserveAspectRatio="xMinYMid meet" color="${text}" `,
      ) + t.logoSvg.slice(openingEnd);
  const tagline = wrapWords(brand.tagline, 44)
    .map((line, i) => `<tspan x="125" dy="${i === 0 ? 0 : 62}">${escapeXml(line)}</tspan>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${t.primary}"/>
<circle cx="1450" cy="80" r="380" fill="${t.accent}" opacity="0.5"/>
${logo}
<text x="125" y="420" font-family="Arial, Helvetica, sans-serif" font-size="50" fill="${text}">${tagline}</text>
</svg>`;
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    },
  });
}
