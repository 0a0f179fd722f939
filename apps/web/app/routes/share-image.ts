import { brands } from "@store/domain/brands";
import { constants } from "@store/domain/constants";
import { shareCardSvg } from "@store/domain/share-card";
import type { Route } from "./+types/share-image";

/**
 * The brand's 1600x630 share card as SVG, for browsers. Shared links point at the PNGs the server
 * renders from the same card (/share-image/{size}.png, ADR 052): social networks take no SVG.
 */
export function loader({ context }: Route.LoaderArgs) {
  const brand = brands[context.brandId] ?? brands.aol;
  return new Response(shareCardSvg(brand, constants.openGraphImageSizes[2]), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    },
  });
}
