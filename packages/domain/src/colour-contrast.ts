/** Parses '#rgb' or '#rrggbb' into 0-255 channels; null for anything else (named colours, rgb()). */
export function parseHexColour(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, "");
  const full =
    hex.length === 3
      ? hex
          .split("")
          .map((c) => c + c)
          .join("")
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black .. 1 white). */
export function relativeLuminance(colour: string): number | null {
  const rgb = parseHexColour(colour);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours (1..21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first candidate that reaches `minimum` contrast on `background` (WCAG AA is 4.5 for body text),
 * else the candidate with the best contrast. Unparseable backgrounds get the first candidate.
 */
export function readableColourOn(background: string, candidates: readonly string[], minimum = 4.5): string {
  const first = candidates[0] ?? "#000000";
  let best = first;
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(background, candidate);
    if (ratio === null) continue;
    if (ratio >= minimum) return candidate;
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/**
 * `colour` moved `share` (0..1) of the way to `toward`, channel by channel on the sRGB values, as CSS
 * `color-mix(in srgb, toward share, colour)` does; `colour` itself when either is not a hex colour.
 */
export function mixColours(colour: string, toward: string, share: number): string {
  const from = parseHexColour(colour);
  const to = parseHexColour(toward);
  if (!from || !to) return colour;
  const channels = from.map((channel, i) => Math.round(channel + ((to[i] ?? channel) - channel) * share));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A deeper shade of `background` for what sits beside it (the menu band under a brand-coloured header, a
 * button's hover): moved `share` of the way away from its `text`, towards black under light text and
 * towards white under dark text, so the text reads at least as well on the shade as on the colour.
 */
export function shadeAwayFrom(background: string, text: string, share = 0.12): string {
  const textLuminance = relativeLuminance(text);
  const backgroundLuminance = relativeLuminance(background);
  if (textLuminance === null || backgroundLuminance === null) return background;
  return mixColours(background, textLuminance > backgroundLuminance ? "#000000" : "#ffffff", share);
}
