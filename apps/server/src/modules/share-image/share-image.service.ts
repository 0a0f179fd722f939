import { createHash } from "node:crypto";
import { type BrandId, brands } from "@store/domain/brands";
import { type ShareImageSize, shareCardSvg } from "@store/domain/share-card";
import { svgToPng } from "../media/svg-render.service.ts";

/** A rendered card: the PNG's bytes and its entity tag. */
export interface ShareImage {
  png: Buffer;
  etag: string;
}

/**
 * The brands' share cards as PNG (ADR 052): the card's SVG (packages/domain) rendered by resvg, once per
 * brand and size for the life of the process (8 brands x 3 sizes, about 30 KB each at most).
 */
export class ShareImageService {
  private readonly rendered = new Map<string, ShareImage>();
  /** How many renders this process made (the test reads that a second ask renders nothing). */
  renders = 0;

  /** The brand's card at a size, rendered the first time it is asked for. */
  image(brandId: BrandId, size: ShareImageSize): ShareImage {
    const key = `${brandId}:${size.width}x${size.height}`;
    const known = this.rendered.get(key);
    if (known) return known;
    const svg = shareCardSvg(brands[brandId], size);
    const png = svgToPng(svg, size.width);
    this.renders++;
    const image = { png, etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"` };
    this.rendered.set(key, image);
    return image;
  }
}
