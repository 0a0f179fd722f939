import type { MapBounds } from "@store/domain/store-map";
import { projectPoint } from "@store/domain/store-map";
import type { StoreMapMarker } from "./map-provider";

/** Markers drawn in one place: one store, or several too close to tell apart at this zoom. */
export interface PlacedMarkerGroup {
  /** Position as a percentage of the map's width and height. */
  left: number;
  top: number;
  markers: StoreMapMarker[];
}

/**
 * Places markers on a width x height drawing, joining those closer than `minApart` units into one
 * group at their middle (the first marker, in the caller's order, anchors each group).
 */
export function placeMarkers(
  markers: readonly StoreMapMarker[],
  bounds: MapBounds,
  width: number,
  height: number,
  minApart: number,
): PlacedMarkerGroup[] {
  const groups: { x: number; y: number; markers: StoreMapMarker[]; points: { x: number; y: number }[] }[] =
    [];
  for (const marker of markers) {
    const point = projectPoint(marker, bounds, width, height);
    const near = groups.find((g) => Math.hypot(g.x - point.x, g.y - point.y) < minApart);
    if (near) {
      near.markers.push(marker);
      near.points.push(point);
      near.x = near.points.reduce((sum, p) => sum + p.x, 0) / near.points.length;
      near.y = near.points.reduce((sum, p) => sum + p.y, 0) / near.points.length;
    } else groups.push({ ...point, markers: [marker], points: [point] });
  }
  return groups.map((g) => ({ left: (g.x / width) * 100, top: (g.y / height) * 100, markers: g.markers }));
}
