import { apiErrorBody } from "@store/domain/api-error.schema";
import { type BrandId, brandIdSchema } from "@store/domain/brands";
import type { Context } from "hono";
import { Hono } from "hono";
import { heroSvg } from "./hero-art.svg.ts";
import { productPictureOf, productSvg } from "./product-art.svg.ts";
import { isPromotionIcon, promotionSvg } from "./promotion-art.svg.ts";
import { salePictureOf, saleSvg } from "./sale-art.svg.ts";
import { storeSvg } from "./store-art.svg.ts";
import { brandSvg } from "./wordmark.svg.ts";

const svgHeaders = {
  "Content-Type": "image/svg+xml",
  // The picture is a pure function of its URL, so it can never change under the same address.
  "Cache-Control": "public, max-age=31536000, immutable",
  // Opened directly, an SVG is a document: allow its inline styles and nothing else.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

const slugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/i;
// Brand and sale names may be display text ('Fisher & Paykel'); it is escaped in the SVG.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const textPattern = /^[^/\x00-\x1f]{1,60}$/;

function notFound(c: Context) {
  return c.json(apiErrorBody("not_found", "Image not found"), 404);
}

/** The name without '.svg', or null when it is not an SVG name or fails `pattern`. */
function svgBase(name: string, pattern = slugPattern): string | null {
  if (!name.toLowerCase().endsWith(".svg")) return null;
  const base = name.slice(0, -4);
  return pattern.test(base) ? base : null;
}

/**
 * The shop brand a request is for: the app's host-to-brand middleware sets it; alone (in tests) the
 * default brand.
 */
function shopBrandOf(c: Context): BrandId {
  const parsed = brandIdSchema.safeParse(c.get("brandId" as never));
  return parsed.success ? parsed.data : "aol";
}

/**
 * Generated demo images under /media: product pictures, sale banners, shopfronts, heroes and
 * brand wordmarks. Nothing is read from disk or the database.
 */
export const mediaRoutes = new Hono();

mediaRoutes.get("/:kind/:name", (c) => {
  const { kind, name } = c.req.param();
  const base = svgBase(name, kind === "brand" ? textPattern : slugPattern);
  if (base === null) return notFound(c);
  // The sign shows the shop brand of the host asked: the picture is a function of its absolute URL.
  if (kind === "store") return c.body(storeSvg(base, shopBrandOf(c)), 200, svgHeaders);
  if (kind === "brand") return c.body(brandSvg(base), 200, svgHeaders);
  if (kind === "hero") {
    const brand = brandIdSchema.safeParse(base);
    return brand.success ? c.body(heroSvg(brand.data), 200, svgHeaders) : notFound(c);
  }
  return notFound(c);
});

mediaRoutes.get("/:kind/:group/:name", (c) => {
  const { kind, group, name } = c.req.param();
  const base = svgBase(name);
  if (base === null || !(kind === "sale" ? textPattern : slugPattern).test(group)) return notFound(c);
  if (kind === "product") {
    // '{n}', or '{n}-{model}-{size}' to draw one model at its size
    const picture = productPictureOf(base);
    if (!picture) return notFound(c);
    return c.body(productSvg(group.toLowerCase(), picture.n, picture.model, picture.size), 200, svgHeaders);
  }
  if (kind === "promotion") {
    // '100', '12-months', '5-years': a number and an optional unit
    if (!isPromotionIcon(group) || !/^\d{1,4}(-[a-z]{1,8})?$/.test(base)) return notFound(c);
    return c.body(promotionSvg(group, base), 200, svgHeaders);
  }
  if (kind === "sale") {
    const picture = salePictureOf(base);
    if (!picture) return notFound(c);
    return c.body(saleSvg(group, picture.placement, picture.breakpoint), 200, svgHeaders);
  }
  return notFound(c);
});

// Anything else under /media is a missing image, not a page for the web app to render.
mediaRoutes.all("*", (c) => notFound(c));
