import { saleArtSizes, saleArtSources } from "@store/domain/media-art";
import { type SaleBreakpoint, type SalePlacement, salePlacements } from "@store/domain/sale.schema";
import { circle, fit, hash, path, rect, ring, svg, text, words } from "./svg-primitives.ts";

// Sale art: banners, badges, price tags and nav icons in the sale's colours (/media/sale/{sale}/{placement}.svg)

const saleThemes: { match: RegExp; background: string; accent: string; text: string }[] = [
  { match: /black/, background: "#111111", accent: "#c4102b", text: "#ffffff" },
  { match: /summer|clearance/, background: "#0077b6", accent: "#ffd166", text: "#ffffff" },
  { match: /christmas|xmas|boxing/, background: "#1b5e20", accent: "#e53935", text: "#ffffff" },
  { match: /eofy|financial/, background: "#0d2c54", accent: "#f6c343", text: "#ffffff" },
];
const defaultTheme = { background: "#4a148c", accent: "#ffca28", text: "#ffffff" };
const fallbackThemes = [
  defaultTheme,
  { background: "#bf360c", accent: "#fff3e0", text: "#ffffff" },
  { background: "#004d40", accent: "#ffeb3b", text: "#ffffff" },
];

function saleTheme(slug: string) {
  return (
    saleThemes.find((t) => t.match.test(slug)) ??
    fallbackThemes[hash(slug) % fallbackThemes.length] ??
    defaultTheme
  );
}

/** Whether `name` is a sale placement with art. */
export function isSalePlacement(name: string): name is SalePlacement {
  return (salePlacements as readonly string[]).includes(name);
}

/**
 * A sale picture's file name: '{placement}.svg' (md and the fallback) or '{placement}-xs.svg' and
 * '{placement}-sm.svg' for the banners that have narrower art; null for anything else.
 */
export function salePictureOf(base: string): { placement: SalePlacement; breakpoint: SaleBreakpoint } | null {
  const [placement, breakpoint = "md", extra] = base.split("-");
  if (extra !== undefined || !placement || !isSalePlacement(placement)) return null;
  if (breakpoint === "md") return { placement, breakpoint };
  if ((breakpoint === "xs" || breakpoint === "sm") && placement in saleArtSources)
    return { placement, breakpoint };
  return null;
}

/** The art size of a placement at a breakpoint. */
export function saleArtSize(placement: SalePlacement, breakpoint: SaleBreakpoint) {
  if (breakpoint === "md") return saleArtSizes[placement];
  const sources: Partial<Record<SalePlacement, Record<"xs" | "sm", { width: number; height: number }>>> =
    saleArtSources;
  return sources[placement]?.[breakpoint] ?? saleArtSizes[placement];
}

type SaleTheme = ReturnType<typeof saleTheme>;

/** The home page banner: name, the offer and a button, laid out for each breakpoint. */
function homeBanner(t: SaleTheme, upper: string, bp: SaleBreakpoint, width: number, height: number) {
  const base = rect(0, 0, width, height, t.background);
  if (bp === "xs") {
    return (
      base +
      rect(0, height - 14, width, 14, t.accent) +
      text(width - 22, 262, 120, t.accent, "%", ' text-anchor="end" fill-opacity="0.85"') +
      text(24, 84, fit(upper, 342, 48, 18), t.text, upper) +
      text(24, 138, 28, t.accent, "Up to 40% off") +
      text(24, 172, 22, t.text, "selected appliances") +
      rect(24, 204, 156, 52, t.accent, 26) +
      text(102, 238, 22, t.background, "Shop now", ' text-anchor="middle"')
    );
  }
  if (bp === "sm") {
    return (
      base +
      path(`M${width * 0.68} 0 H${width} V${height} H${width * 0.56} Z`, t.accent, ' opacity="0.9"') +
      text(width - 36, 220, 130, t.background, "%", ' text-anchor="end" fill-opacity="0.85"') +
      text(40, 112, fit(upper, 440, 72, 20), t.text, upper) +
      text(40, 168, 28, t.accent, "Up to 40% off selected appliances") +
      rect(40, 204, 200, 60, t.accent, 30) +
      text(140, 244, 26, t.background, "Shop now", ' text-anchor="middle"')
    );
  }
  return (
    base +
    path(`M${width * 0.62} 0 H${width} V${height} H${width * 0.5} Z`, t.accent, ' opacity="0.9"') +
    text(80, 170, fit(upper, width * 0.55 - 100, 96, 28), t.text, upper) +
    text(84, 240, 40, t.accent, "Up to 40% off selected appliances") +
    rect(84, 280, 220, 64, t.accent, 32) +
    text(194, 322, 28, t.background, "Shop now", ' text-anchor="middle"') +
    text(width - 120, 250, 150, t.background, "%", ' text-anchor="end" fill-opacity="0.85"')
  );
}

function footerBanner(t: SaleTheme, upper: string, bp: SaleBreakpoint, width: number, height: number) {
  const base = rect(0, 0, width, height, t.background) + rect(0, height - 10, width, 10, t.accent);
  if (bp === "xs") {
    return (
      base +
      text(20, 54, fit(upper, 350, 36, 20), t.text, upper) +
      text(20, 92, 22, t.accent, "Shop the sale \u203a")
    );
  }
  if (bp === "sm") {
    return (
      base +
      text(30, 64, fit(upper, 440, 44, 22), t.text, upper) +
      text(width - 30, 64, 26, t.accent, "Shop the sale", ' text-anchor="end"')
    );
  }
  return (
    base +
    text(40, 74, fit(upper, width * 0.6, 44, 22), t.text, upper) +
    text(width - 40, 72, 28, t.accent, "Shop the sale", ' text-anchor="end"')
  );
}

function checkoutBanner(t: SaleTheme, name: string, bp: SaleBreakpoint, width: number, height: number) {
  const base = rect(0, 0, width, height, t.background) + rect(0, 0, 12, height, t.accent);
  // Offers, not prices: a sale product may be in it for a bonus at its everyday price
  const line = `${name} offers applied`;
  if (bp === "xs") {
    return (
      base +
      text(30, 48, fit(name.toUpperCase(), 340, 30, 18), t.text, name.toUpperCase()) +
      text(30, 86, 22, t.accent, "Sale offers applied")
    );
  }
  return base + text(36, 62, fit(line, width - 60, 32, bp === "sm" ? 20 : 18), t.text, line);
}

/** The product badge: the sale's first two words on two lines when they fit, else 'SALE'. */
function productBadge(t: SaleTheme, upper: string) {
  const [first, second] = upper.split(" ");
  const twoLines = first && second && first.length <= 7 && second.length <= 7;
  const label = twoLines
    ? text(48, 45, 18, t.text, first, ' text-anchor="middle"') +
      text(48, 66, 18, t.text, second, ' text-anchor="middle"')
    : text(48, 56, 22, t.text, "SALE", ' text-anchor="middle"');
  return circle(48, 48, 46, t.background) + ring(48, 48, 41, t.accent, 3) + label;
}

/**
 * Art for one sale placement at one breakpoint, with the sale's name (from its slug) as text. Every
 * text is at least 12 px where the picture is shown smallest (saleArtNarrowest; media.test.ts).
 */
export function saleSvg(
  saleSlug: string,
  placement: SalePlacement,
  breakpoint: SaleBreakpoint = "md",
): string {
  const { width, height } = saleArtSize(placement, breakpoint);
  const theme = saleTheme(saleSlug.toLowerCase());
  const name = words(saleSlug).slice(0, 40) || "Sale";
  const upper = name.toUpperCase();
  let body: string;
  switch (placement) {
    case "homePageBanner":
      body = homeBanner(theme, upper, breakpoint, width, height);
      break;
    case "footerBanner":
      body = footerBanner(theme, upper, breakpoint, width, height);
      break;
    case "checkoutBanner":
      body = checkoutBanner(theme, name, breakpoint, width, height);
      break;
    case "categoryBadge":
      body =
        rect(0, 0, width, height, theme.background, 8) +
        text(width / 2, 26, fit(upper, width - 16, 16), theme.text, upper, ' text-anchor="middle"');
      break;
    case "productBadge":
      body = productBadge(theme, upper);
      break;
    case "priceTag":
      body =
        path(`M0 0 H${width - 24} L${width} ${height / 2} L${width - 24} ${height} H0 Z`, theme.background) +
        circle(width - 28, height / 2, 5, theme.accent) +
        text(12, 21, fit(upper, width - 52, 15), theme.text, upper) +
        text(12, 40, 14, theme.accent, "PRICE");
      break;
    case "navIcon":
      body =
        rect(0, 0, width, height, theme.background, 10) +
        path("M24 8 L29 19 L41 20 L32 28 L35 40 L24 34 L13 40 L16 28 L7 20 L19 19 Z", theme.accent);
      break;
  }
  return svg(width, height, `${name} ${placement}`, body);
}
