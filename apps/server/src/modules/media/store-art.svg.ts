import { type BrandId, brands } from "@store/domain/brands";
import { circle, ellipse, hash, linear, mix, path, r1, rect, repeat, svg, text } from "./svg-primitives.ts";

// Store pictures (/media/store/{n}.svg): a showroom's street front with the shop brand's signage

const skies = [
  ["#8ec5ee", "#e3f1fb"],
  ["#a9cbe6", "#f6efe3"],
  ["#6fa8dc", "#d7e9f7"],
  ["#f3c69b", "#fbe9d7"],
] as const;
const claddings = ["#d9d6d0", "#b9b4ab", "#8d8f93", "#e8e4dc", "#a7694f", "#5f6468"] as const;

/** A leafy street tree. */
const tree = (x: number, s: number) =>
  rect(x - 5, 300 - 60 * s, 10, 60 * s + 40, "#6d5036") +
  circle(x, 270 - 60 * s, 44 * s, "#4f7d3a") +
  circle(x - 26 * s, 290 - 50 * s, 30 * s, "#5e8f45") +
  circle(x + 24 * s, 286 - 56 * s, 32 * s, "#3f6b2f");

/** What a shopper sees through a window bay: lit showroom with appliances on display. */
function windowBay(x: number, y: number, w: number, h: number, seed: number): string {
  const items = repeat(3, (i) => {
    const kind = (seed >>> (i * 3)) % 4;
    const ix = x + 14 + i * ((w - 28) / 3);
    const iw = (w - 28) / 3 - 10;
    const base = y + h - 6;
    if (kind === 0)
      return (
        rect(ix, base - h * 0.7, iw, h * 0.7, "#e9edf0", 3) +
        rect(ix + iw * 0.48, base - h * 0.7, 1.5, h * 0.7, "#aab3bb")
      );
    if (kind === 1)
      return (
        rect(ix, base - h * 0.42, iw, h * 0.42, "#f4f6f7", 3) +
        circle(ix + iw / 2, base - h * 0.2, Math.min(iw, h * 0.42) * 0.3, "#6f7d8a")
      );
    if (kind === 2)
      return (
        rect(ix, base - h * 0.55, iw, h * 0.3, "#1b1f24", 2) +
        rect(ix + iw / 2 - 2, base - h * 0.25, 4, h * 0.25, "#30363d")
      );
    return (
      rect(ix, base - h * 0.5, iw, h * 0.5, "#cfd5da", 3) +
      rect(ix + 4, base - h * 0.4, iw - 8, h * 0.22, "#39424c", 2)
    );
  });
  return (
    rect(x, y, w, h, "#fff7e8") +
    rect(x, y, w, 6, "#ffe9b8", 0, ' opacity="0.8"') +
    items +
    rect(x, y, w, h, "url(#wg)") +
    path(
      `M${r1(x + w * 0.5)} ${y} H${r1(x + w * 0.75)} L${r1(x + w * 0.35)} ${y + h} H${r1(x + w * 0.1)} Z`,
      "#ffffff",
      ' opacity="0.18"',
    ) +
    rect(x - 3, y - 3, w + 6, h + 6, "none", 0, ' stroke="#2b3036" stroke-width="6"')
  );
}

/**
 * A showroom's street front: cladding, a sign band in the shop brand's colours with its name, lit
 * windows with appliances, a glass entrance, trees and the footpath. The store's number (or name)
 * picks the building, bays, sky and trees; `brand` the signage.
 */
export function storeSvg(name: string, brand: BrandId = "aol"): string {
  const n = /^\d+$/.test(name) ? Number(name) : hash(name);
  const seed = hash(`store-${n}`);
  const { theme, name: brandName } = brands[brand] ?? brands.aol;
  const [skyTop, skyLow] = skies[seed % skies.length] ?? skies[0];
  const cladding = claddings[(seed >>> 4) % claddings.length] ?? claddings[0];
  const bays = 2 + ((seed >>> 8) % 3);
  const left = 60 + ((seed >>> 11) % 3) * 20;
  const right = 720 - left;
  const top = 70 + ((seed >>> 13) % 3) * 14;
  const signH = 62;
  const width = right - left;
  const doorW = 96;
  const doorX = left + width * (0.35 + ((seed >>> 15) % 3) * 0.15) - doorW / 2;
  const bayTop = top + signH + 40;
  const bayH = 340 - bayTop;
  const spans: [number, number][] = [];
  const gap = 18;
  const leftSpan = doorX - gap - (left + gap);
  const rightSpan = right - gap - (doorX + doorW + gap);
  const leftBays = Math.max(1, Math.round((bays * leftSpan) / (leftSpan + rightSpan)));
  const rightBays = Math.max(1, bays - leftBays);
  for (let i = 0; i < leftBays; i++) {
    const w = (leftSpan - (leftBays - 1) * gap) / leftBays;
    spans.push([left + gap + i * (w + gap), w]);
  }
  for (let i = 0; i < rightBays; i++) {
    const w = (rightSpan - (rightBays - 1) * gap) / rightBays;
    spans.push([doorX + doorW + gap + i * (w + gap), w]);
  }
  const signText = brandName.toUpperCase();
  const signSize = Math.min(34, Math.floor((width - 80) / (signText.length * 0.72)));
  const defs =
    linear(
      "sk",
      [
        [0, skyTop],
        [1, skyLow],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "wg",
      [
        [0, "#9fb8cc", 0.35],
        [1, "#1d2a36", 0.35],
      ],
      [0, 0, 0, 1],
    ) +
    linear(
      "cl",
      [
        [0, mix(cladding, "#ffffff", 0.12)],
        [1, mix(cladding, "#000000", 0.12)],
      ],
      [0, 0, 1, 0],
    ) +
    linear(
      "sg",
      [
        [0, mix(theme.primary, "#ffffff", 0.12)],
        [1, mix(theme.primary, "#000000", 0.18)],
      ],
      [0, 0, 0, 1],
    );
  const treeAt = (seed >>> 17) % 2 === 0 ? 30 : 690;
  const body =
    rect(0, 0, 720, 400, "url(#sk)") +
    ellipse(140 + (seed % 400), 60, 70, 16, "#ffffff", ' opacity="0.6"') +
    rect(left - 20, top - 14, width + 40, 360 - top, mix(cladding, "#000000", 0.25)) +
    rect(left, top, width, 345 - top, "url(#cl)") +
    rect(left, top, width, signH, "url(#sg)") +
    rect(left, top + signH, width, 6, theme.accent) +
    text(
      left + width / 2,
      top + signH / 2 + signSize * 0.36,
      signSize,
      theme.onPrimary,
      signText,
      ' text-anchor="middle" letter-spacing="2"',
    ) +
    rect(left + 24, top + signH + 14, 150, 18, mix(cladding, "#000000", 0.35), 2) +
    text(
      left + 99,
      top + signH + 28,
      11,
      "#ffffff",
      "APPLIANCE SHOWROOM",
      ' text-anchor="middle" letter-spacing="1"',
    ) +
    spans.map(([x, w], i) => windowBay(x, bayTop, w, bayH, seed >>> (i * 2))).join("") +
    rect(doorX - 8, bayTop - 16, doorW + 16, 8, theme.primary) +
    rect(doorX, bayTop, doorW, 345 - bayTop, "#2e3a45") +
    rect(doorX + 6, bayTop + 6, doorW / 2 - 9, 339 - bayTop - 6, "#b9d3e6", 0, ' opacity="0.75"') +
    rect(
      doorX + doorW / 2 + 3,
      bayTop + 6,
      doorW / 2 - 9,
      339 - bayTop - 6,
      "#b9d3e6",
      0,
      ' opacity="0.75"',
    ) +
    rect(doorX + doorW / 2 - 8, bayTop + bayH * 0.45, 4, 40, "#d0d6dc") +
    rect(doorX + doorW / 2 + 4, bayTop + bayH * 0.45, 4, 40, "#d0d6dc") +
    rect(0, 345, 720, 55, "#a7a9ab") +
    rect(0, 345, 720, 6, "#8d9093") +
    rect(0, 385, 720, 15, "#55595d") +
    rect(left, 345, width, 10, "#000000", 0, ' opacity="0.12"') +
    tree(treeAt, 1 + ((seed >>> 19) % 3) * 0.12);
  return svg(720, 400, `${brandName} store ${name}`, body, defs);
}
