import { geoDataSchema } from "@store/domain/geo.schema";
import { localitySchema } from "@store/domain/locality.schema";
import { storeSchema, storeViewSchema } from "@store/domain/store.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, signInAs, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const visitor = (brand = "aol") => browserOf(store.app, brand);

async function firstLocality(query: string) {
  const res = await requestAs(store.app, "aol", `/api/locality/${encodeURIComponent(query)}`);
  const list = localitySchema.array().parse(await res.json());
  if (!list[0]) throw new Error(`no locality for ${query}`);
  return list[0];
}

describe("visitor sessions", () => {
  it("give a new visitor an httpOnly, SameSite=Lax, signed session cookie", async () => {
    const res = await requestAs(store.app, "aol", "/api/geo");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sid=[0-9a-f-]{36}\.[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("replace a tampered cookie with a new session", async () => {
    const res = await requestAs(store.app, "aol", "/api/geo", {
      headers: { cookie: "sid=00000000-0000-0000-0000-000000000000.forged" },
    });
    expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
    expect(geoDataSchema.parse(await res.json()).newUser).toBe(true);
  });
});

describe("GET /api/geo and POST /api/geo/setlocation", () => {
  it("starts as a new user with no location, in the brand's country", async () => {
    const call = visitor("aol-nz");
    const geo = geoDataSchema.parse(await (await call("/api/geo")).json());
    expect(geo).toMatchObject({
      newUser: true,
      country: "NZ",
      ipCountry: "NZ",
      postcode: "",
      locationId: null,
      store: null,
    });
  });

  it("keeps the chosen location on the session and picks the nearest store", async () => {
    const call = visitor();
    const bondi = await firstLocality("bondi beach 2026");
    const res = await call("/api/geo/setlocation", {
      method: "POST",
      body: JSON.stringify({ localityId: Number(bondi._id) }),
    });
    expect(res.status).toBe(200);
    const geo = geoDataSchema.parse(await (await call("/api/geo")).json());
    expect(geo).toMatchObject({
      newUser: false,
      postcode: "2026",
      state: "NSW",
      nearestWarehouseLocationCode: "SYD",
    });
    expect(geo.locationId).toBe(Number(bondi._id));
    expect(geo.store?.state).toBe("NSW");
  });

  it("refuses a locality of another country, an unknown one, and bad bodies", async () => {
    const call = visitor("aol-nz");
    const bondi = await firstLocality("bondi beach 2026");
    for (const body of [{ localityId: Number(bondi._id) }, { localityId: 99_999_999 }]) {
      const res = await call("/api/geo/setlocation", { method: "POST", body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "invalid", errors: ["Please select your location."] });
    }
    for (const body of ["{}", '{"localityId":"abc"}', '{"localityId":-1}', "not json"]) {
      const res = await call("/api/geo/setlocation", { method: "POST", body });
      expect(res.status).toBe(400);
    }
  });
});

describe("stores", () => {
  it("lists the brand country's stores", async () => {
    const au = storeSchema.array().parse(await (await requestAs(store.app, "aol", "/api/store")).json());
    const nz = storeSchema.array().parse(await (await requestAs(store.app, "aol-nz", "/api/store")).json());
    expect(au.length).toBeGreaterThanOrEqual(12);
    expect(nz.length).toBeGreaterThanOrEqual(3);
    for (const s of au) expect(s.country).toBe("AU");
    for (const s of nz) expect(s.country).toBe("NZ");
  });

  it("sorts by distance from the chosen locality", async () => {
    const call = visitor();
    const perth = await firstLocality("perth 6000");
    await call("/api/geo/setlocation", {
      method: "POST",
      body: JSON.stringify({ localityId: Number(perth._id) }),
    });
    const list = storeSchema.array().parse(await (await call("/api/store")).json());
    expect(list[0]?.state).toBe("WA");
    const distances = list.map((s) => s.distanceKm ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("filters by state", async () => {
    const list = storeSchema
      .array()
      .parse(await (await requestAs(store.app, "aol", "/api/store?state=VIC")).json());
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.state).toBe("VIC");
    expect((await requestAs(store.app, "aol", "/api/store?state=%3Cscript%3E")).status).toBe(400);
  });

  it("returns one store by id or uri, and 404 otherwise", async () => {
    const [first] = storeSchema.array().parse(await (await requestAs(store.app, "aol", "/api/store")).json());
    if (!first) throw new Error("no stores");
    const byId = storeSchema.parse(
      await (await requestAs(store.app, "aol", `/api/store/${first.id}`)).json(),
    );
    const byUri = storeSchema.parse(
      await (await requestAs(store.app, "aol", `/api/store/${first.storeUri}`)).json(),
    );
    expect(byId.name).toBe(first.name);
    expect(byUri.name).toBe(first.name);
    expect((await requestAs(store.app, "aol", "/api/store/no-such-store")).status).toBe(404);
    expect((await requestAs(store.app, "aol", "/api/store/%27%3B--")).status).toBe(400);
  });

  it("sets the visitor's store and shows it in geo data", async () => {
    const call = visitor();
    const list = storeSchema.array().parse(await (await call("/api/store")).json());
    const chosen = list[list.length - 1];
    if (!chosen) throw new Error("no stores");
    const res = await call("/api/store/setstore", {
      method: "POST",
      body: JSON.stringify({ storeId: chosen.id }),
    });
    expect(res.status).toBe(200);
    expect(geoDataSchema.parse(await res.json()).store?.storeUri).toBe(chosen.storeUri);
    const geo = geoDataSchema.parse(await (await call("/api/geo")).json());
    expect(geo.store?.storeUri).toBe(chosen.storeUri);
  });

  it("refuses a store of another country and bad ids", async () => {
    const nz = storeSchema.array().parse(await (await requestAs(store.app, "aol-nz", "/api/store")).json());
    const call = visitor("aol");
    const res = await call("/api/store/setstore", {
      method: "POST",
      body: JSON.stringify({ storeId: nz[0]?.id }),
    });
    expect(res.status).toBe(400);
    expect((await call("/api/store/setstore", { method: "POST", body: '{"storeId":0}' })).status).toBe(400);
  });
});

describe("GET /api/store/select-view (staff)", () => {
  async function signedIn(email: string) {
    const browser = browserOf(store.app);
    await signInAs(store, browser, email);
    return browser;
  }

  it("answers 401 to anonymous visitors and 403 to customers", async () => {
    expect((await requestAs(store.app, "aol", "/api/store/select-view")).status).toBe(401);
    const customer = await signedIn("customer@example.com");
    expect((await customer("/api/store/select-view")).status).toBe(403);
  });

  it("lists the stores and salespeople with their subdivision for staff", async () => {
    const staff = await signedIn("staff@example.com");
    const res = await staff("/api/store/select-view");
    expect(res.status).toBe(200);
    const view = storeViewSchema.parse(await res.json());
    expect(view.availableStores.length).toBeGreaterThanOrEqual(12);
    expect(view.availableSalesPersons).toContainEqual(expect.objectContaining({ code: "SP01" }));
    for (const person of view.availableSalesPersons) expect(person.subdivision).not.toBe("");
  });
});
