import type { Country } from "@store/domain/brands";
import {
  boundsSizeKm,
  gridFor,
  landCells,
  landReachKm,
  mapRules,
  spreadLabels,
} from "@store/domain/store-map";
import type { MapArea, MapAreaQuery } from "@store/domain/store-map.schema";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { LocalityService } from "../locality/locality.service.ts";

/**
 * The offline store map's areas (ADR 085): the land of a view as a dot grid and the names to draw,
 * all from the store's own locality data. Views repeat (the same stores ask for the same box) and the
 * locality data never changes while the process runs, so each view is built once per process: a
 * whole-country view costs most of a second of CPU, too much to redo every shell-cache window.
 */
export class StoreMapService {
  private readonly cache: NamedCache<MapArea>;

  constructor(
    private readonly localities: LocalityService,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("map-areas", { family: "process", max: 200 });
  }

  /** The dot grid and labels of one view of a country. */
  area(country: Country, query: MapAreaQuery): Promise<MapArea> {
    const { cols, ...bounds } = query;
    const key = [country, bounds.south, bounds.west, bounds.north, bounds.east, cols].join("|");
    return this.cache.get(key, async () => {
      const { rows, cellKm } = gridFor(bounds, cols);
      const points = await this.localities.pointsWithin(country, bounds);
      const { widthKm } = boundsSizeKm(bounds);
      const inView = (p: { lat: number; lng: number }) =>
        p.lat >= bounds.south && p.lat <= bounds.north && p.lng >= bounds.west && p.lng <= bounds.east;
      // Names far enough apart not to overlap: states on a country view, suburbs closer in
      const labels =
        widthKm > mapRules.regionLabelSpanKm
          ? spreadLabels(
              (await this.localities.stateCentres(country)).filter(inView),
              bounds,
              20,
              widthKm / 9,
            ).map((s) => ({ text: s.state, lat: s.lat, lng: s.lng, kind: "region" as const }))
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
        land: landCells(points, bounds, cols, landReachKm(cellKm)),
        labels,
      };
    });
  }
}
