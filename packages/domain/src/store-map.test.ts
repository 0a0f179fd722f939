import { describe, expect, it } from "vitest";
import { mapAreaQuerySchema } from "./store-map.schema.ts";
import {
  fitBounds,
  geocodeBias,
  geocodeCountries,
  gridFor,
  isWithinBias,
  landCells,
  mapRules,
  pickGeocodeCandidate,
  placeAddress,
  projectPoint,
  spreadLabels,
} from "./store-map.ts";

// Artarmon store and points around it: ~500 m north, ~1.6 km west, and Auckland
const artarmon = { geoLat: -33.8116, geoLng: 151.1849 };
const near = { lat: -33.807, lng: 151.1849 };
const west = { lat: -33.8116, lng: 151.1676 };

describe("geocoding rules", () => {
  it("biases to a 1000 m circle around the store (storefront s.9)", () => {
    expect(mapRules.biasRadiusM).toBe(1000);
    expect(geocodeBias(artarmon)).toEqual({ center: { lat: -33.8116, lng: 151.1849 }, radiusM: 1000 });
  });

  it("restricts to the brand's country, AU by default", () => {
    expect(geocodeCountries("AU")).toEqual(["AU"]);
    expect(geocodeCountries("NZ")).toEqual(["NZ"]);
    expect(geocodeCountries(null)).toEqual(["AU"]);
  });

  it("knows what is inside the circle", () => {
    const bias = geocodeBias(artarmon);
    expect(isWithinBias(near, bias)).toBe(true);
    expect(isWithinBias(west, bias)).toBe(false);
  });

  it("picks a candidate in the circle over the provider's first, and never another country's", () => {
    const bias = geocodeBias(artarmon);
    const candidates = [
      { ...west, country: "AU" as const, id: "west" },
      { lat: -36.85, lng: 174.76, country: "NZ" as const, id: "auckland" },
      { ...near, country: "AU" as const, id: "near" },
    ];
    expect(pickGeocodeCandidate(candidates, ["AU"], bias)?.id).toBe("near");
    expect(pickGeocodeCandidate(candidates, ["NZ"], bias)?.id).toBe("auckland");
    expect(pickGeocodeCandidate(candidates.slice(0, 2), ["AU"], bias)?.id).toBe("west");
    expect(pickGeocodeCandidate(candidates, ["AU"], null)?.id).toBe("west");
    expect(pickGeocodeCandidate([], ["AU"], bias)).toBeNull();
  });

  it("builds the place-based address from the street and the chosen locality", () => {
    expect(
      placeAddress({ address: " 1 Smith St ", suburb: "Artarmon", state: "NSW", postcode: "2064" }),
    ).toBe("1 Smith St, Artarmon, NSW 2064");
    expect(placeAddress({ suburb: "Ponsonby", postcode: "1011" })).toBe("Ponsonby, 1011");
  });
});

describe("offline map geometry", () => {
  it("fits points with a margin, to the aspect, at least the minimum span", () => {
    const one = fitBounds([{ lat: artarmon.geoLat, lng: artarmon.geoLng }], 2);
    expect(one.north).toBeGreaterThan(artarmon.geoLat);
    expect(one.south).toBeLessThan(artarmon.geoLat);
    const grid = gridFor(one, 80);
    expect(grid.cellKm * 80).toBeCloseTo(mapRules.minSpanKm, 0);
    expect(grid.cols / grid.rows).toBeCloseTo(2, 0);
    const country = fitBounds(
      [
        { lat: -31.9, lng: 115.8 },
        { lat: -27.4, lng: 153.0 },
        { lat: -42.8, lng: 147.3 },
      ],
      4 / 3,
    );
    for (const p of [
      projectPoint({ lat: -31.9, lng: 115.8 }, country, 400, 300),
      projectPoint({ lat: -42.8, lng: 147.3 }, country, 400, 300),
    ]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(400);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(300);
    }
  });

  it("projects north up and west left", () => {
    const bounds = { south: -34, west: 151, north: -33, east: 152 };
    expect(projectPoint({ lat: -33, lng: 151 }, bounds, 100, 100)).toEqual({ x: 0, y: 0 });
    expect(projectPoint({ lat: -34, lng: 152 }, bounds, 100, 100)).toEqual({ x: 100, y: 100 });
  });

  it("marks each locality's cell, and its reach, as land", () => {
    const bounds = { south: -1, west: 0, north: 0, east: 1 };
    const { rows, cellKm } = gridFor(bounds, 10);
    expect(rows).toBe(10);
    expect(landCells([{ lat: -0.05, lng: 0.05 }], bounds, 10, 0)).toEqual([0]);
    const reached = landCells([{ lat: -0.55, lng: 0.55 }], bounds, 10, cellKm * 1.2);
    expect(reached).toContain(55);
    expect(reached).toContain(45);
    expect(reached).toContain(54);
    expect(reached).not.toContain(0);
    // Outside the view: nothing
    expect(landCells([{ lat: 5, lng: 5 }], bounds, 10, 0)).toEqual([]);
  });

  it("spreads labels apart, the nearest to the centre first", () => {
    const bounds = { south: -1, west: 0, north: 0, east: 1 };
    const points = [
      { lat: -0.5, lng: 0.5, name: "centre" },
      { lat: -0.51, lng: 0.5, name: "too close" },
      { lat: -0.1, lng: 0.1, name: "corner" },
    ];
    expect(spreadLabels(points, bounds, 5, 10).map((p) => p.name)).toEqual(["centre", "corner"]);
    expect(spreadLabels(points, bounds, 1, 10).map((p) => p.name)).toEqual(["centre"]);
  });

  it("validates a map area with actionable messages", () => {
    expect(
      mapAreaQuerySchema.safeParse({ south: "-34", west: "151", north: "-33", east: "152" }).data,
    ).toEqual({
      south: -34,
      west: 151,
      north: -33,
      east: 152,
      cols: mapRules.gridCols,
    });
    // New Zealand framed at 5:4 reaches past 180 degrees east
    expect(
      mapAreaQuerySchema.safeParse({ south: "-47.2", west: "161.6", north: "-33.9", east: "183.4" }).success,
    ).toBe(true);
    const flipped = mapAreaQuerySchema.safeParse({ south: "-33", west: "151", north: "-34", east: "152" });
    expect(flipped.error?.issues[0]?.message).toBe("north must be greater than south");
    const junk = mapAreaQuerySchema.safeParse({
      south: "x",
      west: "151",
      north: "-33",
      east: "152",
      cols: "9999",
    });
    expect(junk.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["south is a number", "cols is from 8 to 160"]),
    );
  });
});
