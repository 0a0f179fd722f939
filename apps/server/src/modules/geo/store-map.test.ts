import { distanceKm, geoDataSchema } from "@store/domain/geo.schema";
import { storeSchema } from "@store/domain/store.schema";
import { geocodeResultSchema, mapAreaSchema } from "@store/domain/store-map.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { Geocoder } from "./geocoder.ts";

let store: TestStore;
// A provider that is down: every call fails, as a real geocoding service does when it cannot be reached
const downGeocoder: Geocoder = {
  name: "down",
  geocode: () => Promise.reject(new Error("geocoding service unreachable")),
};
let down: TestStore;
beforeAll(async () => {
  [store, down] = await Promise.all([createTestStore(), createTestStore({ geocoder: downGeocoder })]);
});
afterAll(async () => {
  await Promise.all([store.close(), down.close()]);
});

async function storeNamed(brand: string, q: string) {
  const res = await browserOf(store.app, brand)(`/api/store?q=${encodeURIComponent(q)}`);
  const [first] = storeSchema.array().parse(await res.json());
  if (!first) throw new Error(`no store ${q}`);
  return first;
}

describe("GET /api/geo/map-area", () => {
  it("draws Sydney's land and names its suburbs from the locality data", async () => {
    const res = await browserOf(store.app)(
      "/api/geo/map-area?south=-34.1&west=150.9&north=-33.7&east=151.35&cols=60",
    );
    expect(res.status).toBe(200);
    const area = mapAreaSchema.parse(await res.json());
    expect(area.cols).toBe(60);
    expect(area.rows).toBeGreaterThan(40);
    // Most of the box is suburbs; the Pacific east of the coast is not
    expect(area.land.length).toBeGreaterThan(area.cols * area.rows * 0.5);
    const eastEdge = Array.from({ length: area.rows }, (_, row) => row * area.cols + area.cols - 1);
    expect(eastEdge.filter((cell) => area.land.includes(cell)).length).toBeLessThan(area.rows / 4);
    expect(area.labels.length).toBeGreaterThan(3);
    expect(area.labels.every((l) => l.kind === "place")).toBe(true);
  });

  it("names the states on a country-wide view, and New Zealand's regions for aol-nz", async () => {
    const au = mapAreaSchema.parse(
      await (await browserOf(store.app)("/api/geo/map-area?south=-44&west=112&north=-10&east=154")).json(),
    );
    expect(au.labels.map((l) => l.text)).toEqual(
      expect.arrayContaining(["NSW", "VIC", "QLD", "WA", "SA", "TAS"]),
    );
    expect(au.labels.every((l) => l.kind === "region")).toBe(true);
    const nz = mapAreaSchema.parse(
      await (
        await browserOf(store.app, "aol-nz")("/api/geo/map-area?south=-47.5&west=166&north=-34&east=179")
      ).json(),
    );
    // Regions whose middles are close (Auckland, Waikato, Northland) give way to one another: no overlap
    expect(nz.labels.length).toBeGreaterThanOrEqual(5);
    expect(nz.labels.map((l) => l.text)).toEqual(expect.arrayContaining(["Wellington", "West Coast"]));
    for (const a of nz.labels)
      for (const b of nz.labels) if (a !== b) expect(distanceKm(a, b)).toBeGreaterThan(100);
    expect(nz.land.length).toBeGreaterThan(20);
    // Both views are kept for the process's life (the locality data cannot change while it runs), not
    // rebuilt every shell-cache window
    expect(store.caches.list().find((c) => c.name === "map-areas")).toMatchObject({ family: "process" });
    expect(store.caches.list().find((c) => c.name === "map-areas")?.size).toBeGreaterThanOrEqual(2);
  });

  it("answers 400 with the problem for a bad box", async () => {
    const call = browserOf(store.app);
    const flipped = await call("/api/geo/map-area?south=-33&west=151&north=-34&east=152");
    expect(flipped.status).toBe(400);
    expect(await flipped.json()).toEqual({
      code: "invalid",
      errors: ["north: north must be greater than south"],
    });
    const junk = await call("/api/geo/map-area?south=abc&west=151&north=-34&east=152&cols=5000");
    expect(junk.status).toBe(400);
    const { errors } = (await junk.json()) as { errors: string[] };
    expect(errors).toEqual(
      expect.arrayContaining(["south: south is a number", "cols: cols is from 8 to 160"]),
    );
  });
});

describe("GET /api/geo/geocode", () => {
  it("geocodes to the locality's centre, in the brand's country, against the store's 1000 m circle", async () => {
    const artarmon = await storeNamed("aol", "Artarmon");
    const call = browserOf(store.app);
    const res = await call(
      `/api/geo/geocode?address=1 Hampden Rd&suburb=Artarmon&state=NSW&postcode=2064&storeId=${artarmon.id}`,
    );
    expect(res.status).toBe(200);
    const near = geocodeResultSchema.parse(await res.json());
    expect(near).toMatchObject({
      address: "1 Hampden Rd, Artarmon, NSW 2064",
      country: "AU",
      source: "geocoder",
    });
    expect(near.lat).toBeCloseTo(-33.81, 1);
    const far = geocodeResultSchema.parse(
      await (
        await call(`/api/geo/geocode?suburb=Bondi Beach&state=NSW&postcode=2026&storeId=${artarmon.id}`)
      ).json(),
    );
    expect(far.withinBias).toBe(false);
  });

  it("biases to the visitor's chosen store when the call names none", async () => {
    const artarmon = await storeNamed("aol", "Artarmon");
    const call = browserOf(store.app);
    await call("/api/store/setstore", { method: "POST", body: JSON.stringify({ storeId: artarmon.id }) });
    expect(geoDataSchema.parse(await (await call("/api/geo")).json()).store?.id).toBe(artarmon.id);
    const result = geocodeResultSchema.parse(
      await (await call("/api/geo/geocode?suburb=Artarmon&postcode=2064")).json(),
    );
    expect(result.withinBias).toBe(true);
  });

  it("never answers from another country: an Australian postcode is not found on aol-nz", async () => {
    const res = await browserOf(store.app, "aol-nz")("/api/geo/geocode?suburb=Artarmon&postcode=2064");
    expect(res.status).toBe(404);
    const nz = await browserOf(
      store.app,
      "aol-nz",
    )("/api/geo/geocode?address=10 Ponsonby Rd&suburb=Ponsonby&postcode=1011");
    expect(geocodeResultSchema.parse(await nz.json())).toMatchObject({
      address: "10 Ponsonby Rd, Ponsonby, 1011",
      country: "NZ",
    });
  });

  it("falls back to the place-based address when the geocoder fails", async () => {
    const res = await browserOf(down.app)(
      "/api/geo/geocode?address=1 Hampden Rd&suburb=Artarmon&state=NSW&postcode=2064",
    );
    expect(res.status).toBe(200);
    expect(geocodeResultSchema.parse(await res.json())).toMatchObject({
      address: "1 Hampden Rd, Artarmon, NSW 2064",
      source: "place",
      country: "AU",
    });
  });

  it("answers 400 for a bad query and for a store that is not ours", async () => {
    const call = browserOf(store.app);
    const missing = await call("/api/geo/geocode?suburb=Artarmon&postcode=20");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ code: "invalid", errors: ["postcode: A postcode has 4 digits"] });
    const nzStore = await storeNamed("aol-nz", "Wellington");
    const foreign = await call(`/api/geo/geocode?suburb=Artarmon&postcode=2064&storeId=${nzStore.id}`);
    expect(foreign.status).toBe(400);
  });
});
