import type { MapArea } from "@store/domain/store-map.schema";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import {
  type MapProvider,
  mapsScriptFrom,
  mapUnavailableEvent,
  type StoreMapView,
  scriptMapProvider,
} from "./map-provider";
import { storeFixture } from "./store-fixtures";
import { StoreMap } from "./store-map";
import { neighbourStores, storeMapAspect, storePageMapView, storesMapView } from "./store-map-view";

const artarmon = storeFixture();
const engineRoom = storeFixture({
  id: 1,
  name: "Engine Room",
  storeUri: "engine-room",
  suburb: "Alexandria",
  geoLat: -33.9069,
  geoLng: 151.1953,
});
const auburn = storeFixture({
  id: 3,
  name: "Auburn",
  storeUri: "auburn",
  suburb: "Auburn",
  geoLat: -33.8553,
  geoLng: 151.0336,
});
const moonah = storeFixture({
  id: 9,
  name: "Moonah",
  storeUri: "moonah",
  suburb: "Moonah",
  state: "TAS",
  geoLat: -42.8468,
  geoLng: 147.3014,
});
const perth = storeFixture({
  id: 7,
  name: "Osborne Park",
  storeUri: "osborne-park",
  state: "WA",
  geoLat: -31.9033,
  geoLng: 115.8109,
});

function areaFor(view: NonNullable<ReturnType<typeof storesMapView>>): MapArea {
  return {
    bounds: view.bounds,
    cols: 10,
    rows: 8,
    land: [0, 1, 11, 12],
    labels: [{ text: "NSW", lat: -32, lng: 147, kind: "region" }],
  };
}

function markers() {
  return within(screen.getByRole("list", { name: /on the map/ }));
}

afterEach(() => {
  cleanup();
});

describe("StoreMap (offline)", () => {
  it("draws each store as a link named after it, the selected one highlighted", () => {
    const view = storesMapView([artarmon, moonah, perth], storeMapAspect.list, moonah.id);
    if (!view) throw new Error("no view");
    renderInDataRouter(<StoreMap view={view} area={areaFor(view)} label="Stores on the map" />);
    const list = markers();
    const link = list.getByRole("link", { name: "Moonah Moonah TAS" });
    expect(link.getAttribute("href")).toBe("/stores/moonah");
    expect(link.getAttribute("aria-current")).toBe("true");
    expect(list.getByRole("link", { name: /^Osborne Park/ }).getAttribute("aria-current")).toBeNull();
    expect(list.getByRole("link", { name: /^Artarmon/ }).closest("li")?.className).not.toContain("highlight");
    expect(link.closest("li")?.className).toContain("offline-map__marker--highlight");
    // The land is drawn from the area's cells, hidden from screen readers
    const svg = document.querySelector("svg.offline-map__land");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.querySelector("path")?.getAttribute("d")?.match(/h0/g)).toHaveLength(4);
  });

  it("joins stores too close to tell apart into one marker with their count, each still a link", () => {
    // Across the country, Sydney's stores are a few pixels apart
    const view = storesMapView([artarmon, engineRoom, auburn, moonah, perth], storeMapAspect.list, null);
    if (!view) throw new Error("no view");
    renderInDataRouter(<StoreMap view={view} area={null} label="Stores on the map" />);
    const group = markers().getByRole("list", { name: "3 stores close together" });
    expect(
      within(group)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/stores/artarmon", "/stores/engine-room", "/stores/auburn"]);
    expect(markers().getByRole("link", { name: /^Moonah/ })).toBeTruthy();
  });

  it("centres a store's page on the store, with its neighbours and the shopper's address", () => {
    const neighbours = neighbourStores(artarmon, [artarmon, engineRoom, auburn, moonah, perth]);
    expect(neighbours.map((s) => s.name)).toEqual(["Engine Room", "Auburn"]);
    const view = storePageMapView(artarmon, neighbours, { lat: -33.8, lng: 151.2, address: "Chatswood" });
    if (!view) throw new Error("no view");
    expect((view.bounds.north + view.bounds.south) / 2).toBeCloseTo(artarmon.geoLat, 2);
    expect((view.bounds.east + view.bounds.west) / 2).toBeCloseTo(artarmon.geoLng, 2);
    renderInDataRouter(<StoreMap view={view} area={null} label="Artarmon and nearby stores on the map" />);
    expect(markers().getAllByRole("link")).toHaveLength(3);
    expect(screen.getByText("Your address: Chatswood")).toBeTruthy();
  });
});

describe("StoreMap with a maps provider", () => {
  const view = storesMapView([artarmon, auburn], storeMapAspect.list, artarmon.id);
  if (!view) throw new Error("no view");

  it("emits 'unavailable' and keeps the offline map when the provider's script fails to load", async () => {
    const provider = scriptMapProvider("/maps-adapter.js");
    const heard = vi.fn();
    document.addEventListener(mapUnavailableEvent, heard);
    const onUnavailable = vi.fn();
    renderInDataRouter(
      <StoreMap
        view={view}
        area={areaFor(view)}
        label="Stores on the map"
        provider={provider}
        onUnavailable={onUnavailable}
      />,
    );
    // The test document loads no script files: the tag fails as a blocked or missing script does
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledWith("script"));
    expect(heard).toHaveBeenCalledTimes(1);
    const [event] = heard.mock.calls[0] ?? [];
    expect((event as CustomEvent).detail).toEqual({ provider: "script" });
    document.removeEventListener(mapUnavailableEvent, heard);
    expect(document.querySelector(".store-map")?.getAttribute("data-map-provider")).toBe("offline");
    expect(markers().getByRole("link", { name: /^Artarmon/ })).toBeTruthy();
  });

  it("hands the view to a provider that loads, in place of the offline map", async () => {
    const unmount = vi.fn();
    const mount = vi.fn((element: HTMLElement, _view: StoreMapView) => {
      element.textContent = "Provider map";
      return unmount;
    });
    const provider: MapProvider = { name: "test-provider", load: () => Promise.resolve(), mount };
    const { unmount: leave } = renderInDataRouter(
      <StoreMap view={view} area={areaFor(view)} label="Stores on the map" provider={provider} />,
    );
    await screen.findByText("Provider map");
    expect(screen.getByRole("region", { name: "Stores on the map" })).toBeTruthy();
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), view);
    expect(screen.queryByRole("list", { name: /on the map/ })).toBeNull();
    leave();
    expect(unmount).toHaveBeenCalled();
  });

  it("reads the configured script from the settings, only from the store's own origin", () => {
    expect(mapsScriptFrom([{ name: "MapsScriptUrl", value: " /maps/adapter.js " }])).toBe("/maps/adapter.js");
    expect(mapsScriptFrom([{ name: "MapsScriptUrl", value: "https://maps.example.com/x.js" }])).toBeNull();
    expect(mapsScriptFrom([{ name: "MapsScriptUrl", value: "//maps.example.com/x.js" }])).toBeNull();
    expect(mapsScriptFrom([])).toBeNull();
  });
});
