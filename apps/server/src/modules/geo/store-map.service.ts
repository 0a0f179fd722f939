import type { Country } from "@store/domain/brands";
import { boundsSizeKm, gridFor, landCells, mapRules, spreadLabels } from "@store/domain/store-map";
import type { MapArea, MapAreaQuery } from "@store/domain/store-map.schema";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { LocalityService } from "../locality/locality.service.ts";

/**
 * The offline store map's areas (ADR 085): the land of a view as a dot grid and the names to draw,
 * all from the store's own locality data. Views repeat (the same stores ask for the same box), so
 * answers are cached like the rest of the shell.
 */
export class StoreMapService {
  private readonly cache: NamedCache<MapArea>;

  constructor(
    private readonly localities: LocalityService,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("map-areas", { family: "shell", max: 200 });
  }

  /** The dot grid and labels of one view of a country. */
  area(country: Country, query: MapAreaQuery): Promise<MapArea> {
    const { cols, ...bounds } = query;
    const key = [country, bounds.south, bounds.west, bounds.north, bounds.east, cols].join("|");
    return this.cache.get(key, async () => {
      const { rows } = gridFor(bounds, cols);
      const points = await this.localities.pointsWithin(country, bounds);
      const { widthKm } = boundsSizeKm(bounds);
      const labels =
        widthKm > mapRules.regionLabelSpanKm
          ? (await this.localities.stateCentres(country))
              .filter(
                (s) =>
                  s.lat >= bounds.south &&
                  s.lat <= bounds.north &&
                  s.lng >= bounds.west &&
                  s.lng <= bounds.east,
              )
              .map((s) => ({ text: s.state, lat: s.lat, lng: s.lng, kind: "region" as const }))
          : spreadLabels(points, bounds, mapRules.maxPlaceLabels, widthKm / 5).map((p) => ({
              text: p.suburb,
              lat: p.lat,
              lng: p.lng,
              kind: "place" as const,
            }));
      return {
        bounds,
        cols,
        rows,
        land: landCells(points, bounds, cols, mapRules.localityReachKm),
        labels,
      };
    });
  }
}
