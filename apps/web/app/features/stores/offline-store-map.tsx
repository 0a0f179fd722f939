import { projectPoint } from "@store/domain/store-map";
import type { MapArea } from "@store/domain/store-map.schema";
import { Link } from "react-router";
import type { StoreMapView } from "./map-provider";
import { placeMarkers } from "./store-map-layout";

/** Drawing units across; the height follows the view's aspect. */
const width = 1000;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The offline map (ADR 085): land as a grid of dots from the store's locality data, region or suburb
 * names, and the store markers as links. Nothing is fetched: the dots came with the page. The drawing
 * is decorative (hidden from screen readers); the markers are real links with the stores' names.
 */
export function OfflineStoreMap({
  view,
  area,
  label,
}: {
  view: StoreMapView;
  area: MapArea | null;
  label: string;
}) {
  const { bounds } = view;
  const rows = area?.rows ?? 1;
  const cols = area?.cols ?? 1;
  const height = area ? (width * rows) / cols : width * 0.75;
  const cell = width / cols;
  // Markers closer than this many units share one marker with a count (about 24px on a phone)
  const groups = placeMarkers(view.markers, bounds, width, height, width / 15);
  const origin = view.origin ? projectPoint(view.origin, bounds, width, height) : null;
  return (
    <div className="offline-map" style={{ aspectRatio: `${width} / ${Math.round(height)}` }}>
      <svg
        className="offline-map__land"
        viewBox={`0 0 ${width} ${Math.round(height)}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect width={width} height={height} className="offline-map__sea" />
        {/* One path of zero-length round-capped strokes: a dot per land cell, without thousands of elements */}
        <path
          className="offline-map__dots"
          d={(area?.land ?? [])
            .map(
              (index) =>
                `M${round((index % cols) * cell + cell / 2)} ${round(Math.floor(index / cols) * cell + cell / 2)}h0`,
            )
            .join("")}
          strokeWidth={round(cell * 0.72)}
          strokeLinecap="round"
        />
      </svg>
      <ul className="offline-map__labels" aria-hidden="true">
        {area?.labels.map((l) => {
          const p = projectPoint(l, bounds, width, height);
          // A suburb's name under a marker would be hidden by it: the marker names the place anyway
          if (
            l.kind === "place" &&
            groups.some(
              (g) => Math.hypot((g.left / 100) * width - p.x, (g.top / 100) * height - p.y) < width / 12,
            )
          )
            return null;
          return (
            <li
              key={`${l.text}-${l.lat}`}
              className={`offline-map__label offline-map__label--${l.kind}`}
              style={{ left: `${(p.x / width) * 100}%`, top: `${(p.y / height) * 100}%` }}
            >
              {l.text}
            </li>
          );
        })}
      </ul>
      {origin ? (
        <span
          className="offline-map__origin"
          style={{ left: `${(origin.x / width) * 100}%`, top: `${(origin.y / height) * 100}%` }}
        >
          <span className="visually-hidden">{view.origin?.label}</span>
        </span>
      ) : null}
      <ul className="offline-map__markers" aria-label={label}>
        {groups.map((group) => {
          const [first] = group.markers;
          if (!first) return null;
          const highlighted = group.markers.some((m) => m.id === view.highlightId);
          const className = `offline-map__marker${highlighted ? " offline-map__marker--highlight" : ""}`;
          const style = { left: `${group.left}%`, top: `${group.top}%` };
          if (group.markers.length === 1)
            return (
              <li key={first.id} className={className} style={style}>
                <Link to={first.href} aria-current={highlighted ? "true" : undefined}>
                  <span className="offline-map__pin" aria-hidden="true" />
                  <span className="offline-map__name">
                    {first.name}
                    <span className="offline-map__detail">{first.detail}</span>
                  </span>
                </Link>
              </li>
            );
          // A group of stores: its marker lists them, each a link, on hover or focus
          return (
            <li key={first.id} className={`${className} offline-map__marker--group`} style={style}>
              <span className="offline-map__pin offline-map__pin--count" aria-hidden="true">
                {group.markers.length}
              </span>
              <ul className="offline-map__group" aria-label={`${group.markers.length} stores close together`}>
                {group.markers.map((m) => (
                  <li key={m.id}>
                    <Link to={m.href} aria-current={m.id === view.highlightId ? "true" : undefined}>
                      {m.name}
                      <span className="offline-map__detail">{m.detail}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
