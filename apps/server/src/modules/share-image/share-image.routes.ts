import { shareImageSizeNamed } from "@store/domain/share-card";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { ShareImageService } from "./share-image.service.ts";

/**
 * GET /share-image/{width}x{height}.png: the brand's share card (og:image, ADR 052) at one of the
 * spec's three sizes, for the brand of the Host. A day in any cache, revalidated by its ETag.
 */
export function shareImageRoutes(images: ShareImageService) {
  return new Hono<AppEnv>().get("/:size{[0-9]+x[0-9]+[.]png}", (c) => {
    const size = shareImageSizeNamed(c.req.param("size").replace(/\.png$/, ""));
    if (!size) return c.text("There is no share image of that size.", 404);
    const { png, etag } = images.image(c.var.brandId, size);
    c.header("Cache-Control", "public, max-age=86400");
    c.header("ETag", etag);
    c.header("Vary", "Host");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(png));
  });
}
