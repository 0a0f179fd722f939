import { localitySchema } from "@store/domain/locality.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

async function search(brand: string, query: string) {
  const res = await requestAs(store.app, brand, `/api/locality/${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return localitySchema.array().parse(await res.json());
}

describe("GET /api/locality/{query}", () => {
  it("finds localities by postcode prefix", async () => {
    const list = await search("aol", "2026");
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) expect(l.postcode).toBe("2026");
    expect(list.map((l) => l.suburb.toLowerCase())).toContain("bondi beach");
  });

  it("finds localities by suburb prefix, exact match first, case-insensitive", async () => {
    const list = await search("aol", "BONDI");
    expect(list[0]?.suburb.toLowerCase()).toBe("bondi");
    for (const l of list) expect(l.suburb.toLowerCase().startsWith("bondi")).toBe(true);
  });

  it("takes a suburb with its postcode", async () => {
    const list = await search("aol", "bondi beach 2026");
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ postcode: "2026", state: "NSW" });
    expect(list[0]?.fullAddress).toMatch(/, NSW 2026$/);
  });

  it("returns at most 100 options", async () => {
    expect((await search("aol", "30")).length).toBe(100);
  });

  it("returns an empty list under 2 characters, not an error", async () => {
    expect(await search("aol", "b")).toEqual([]);
    expect(await search("aol", " 2 ")).toEqual([]);
  });

  it("searches the brand's own country", async () => {
    const nz = await search("aol-nz", "auck");
    expect(nz.length).toBeGreaterThan(0);
    expect(await search("aol", "auckland")).toEqual([]);
  });

  it("treats SQL-looking, wildcard and unicode text as plain text", async () => {
    expect(await search("aol", "' or 1=1 --")).toEqual([]);
    expect(await search("aol", "%%")).toEqual([]);
    expect(await search("aol", "Bondi💥")).not.toHaveLength(0);
  });

  it("refuses an over-long query with a 400", async () => {
    const res = await requestAs(store.app, "aol", `/api/locality/${"a".repeat(61)}`);
    expect(res.status).toBe(400);
  });
});

describe("GET /api/locality/{suburb}/{state}/{postcode}", () => {
  it("returns the one locality", async () => {
    const res = await requestAs(store.app, "aol", "/api/locality/bondi%20beach/nsw/2026");
    expect(res.status).toBe(200);
    expect(localitySchema.parse(await res.json())).toMatchObject({ postcode: "2026", state: "NSW" });
  });

  it("answers 404 for a suburb that is not at that postcode", async () => {
    const res = await requestAs(store.app, "aol", "/api/locality/bondi/vic/3000");
    expect(res.status).toBe(404);
  });

  it("answers 400 for a malformed postcode", async () => {
    const res = await requestAs(store.app, "aol", "/api/locality/bondi/nsw/20x6");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors).toEqual([
      "postcode: A postcode has 4 digits",
    ]);
  });
});
