import { brands } from "@store/domain/brands";
import { knownSettings, settingFlagNames, settingsAdminSchema } from "@store/domain/settings.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, signInAs, type TestStore } from "../../testing/test-store.ts";
import { settings } from "./settings.tables.ts";

// The caches' clock stands 12.5 s into a 30 s shell window and a 60 s catalogue window (ADR 021)
const now = 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + 12_500;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ catalogueCacheSeconds: 60, now: () => now });
});
afterAll(() => store.close());

describe("GET /api/settings", () => {
  it("lists every setting flag of the spec as name and value", async () => {
    const res = await requestAs(store.app, "aol", "/api/settings");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { name: string; value: string }[] };
    const names = body.items.map((i) => i.name);
    for (const flag of settingFlagNames) expect(names).toContain(flag);
    for (const item of body.items) expect(typeof item.value).toBe("string");
  });

  it("lets a brand's own row override the global one", async () => {
    const aol = (await (await requestAs(store.app, "aol", "/api/settings")).json()) as {
      items: { name: string; value: string }[];
    };
    const nz = (await (await requestAs(store.app, "aol-nz", "/api/settings")).json()) as {
      items: { name: string; value: string }[];
    };
    const phone = (items: { name: string; value: string }[]) =>
      items.find((i) => i.name === "customerSupportNumber")?.value;
    expect(phone(aol.items)).toBe("1300 000 500");
    expect(phone(nz.items)).toBe("0800 265 000");
  });

  it("may be kept by browsers and SSR for what is left of SHELL_CACHE_SECONDS, as the navbar, banner and sale may", async () => {
    for (const path of ["/api/settings", "/api/navbar/", "/api/alertBanner/", "/api/promotion/sale"]) {
      const res = await requestAs(store.app, "aol", path);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=17");
    }
    // What depends on the visitor is never public.
    expect((await requestAs(store.app, "aol", "/api/geo")).headers.get("cache-control")).toBe("private");
  });

  it("answers with the trailing slash too", async () => {
    const res = await requestAs(store.app, "wa", "/api/settings/");
    expect(res.status).toBe(200);
  });

  it("reads the database, not a fixed list", async () => {
    const rows = await store.database.db.select().from(settings);
    expect(rows.length).toBeGreaterThanOrEqual(settingFlagNames.length);
  });
});

describe("PUT /api/settings/{name}", () => {
  const put = (browser: ReturnType<typeof browserOf>, name: string, body: unknown) =>
    browser(`/api/settings/${name}`, { method: "PUT", body: JSON.stringify(body) });
  const settingValue = async (brand: string, name: string) => {
    const body = (await (await requestAs(store.app, brand, "/api/settings")).json()) as {
      items: { name: string; value: string }[];
    };
    return body.items.find((i) => i.name === name)?.value;
  };

  it("lets an admin switch a flag for one brand, and the next read has it (the cache is cleared)", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    expect(await settingValue("hc", "CrossSellEnabled")).toBe("true");
    const res = await put(admin, "CrossSellEnabled", { value: "false", brand: "hc" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "CrossSellEnabled", value: "false" });
    expect(await settingValue("hc", "CrossSellEnabled")).toBe("false");
    // Other brands keep the global row
    expect(await settingValue("aol", "CrossSellEnabled")).toBe("true");
    // Again: the same row changes, no second one
    expect((await put(admin, "CrossSellEnabled", { value: "true", brand: "hc" })).status).toBe(200);
    expect(await settingValue("hc", "CrossSellEnabled")).toBe("true");
    const rows = await store.database.db.select().from(settings).where(eq(settings.name, "CrossSellEnabled"));
    expect(rows.filter((r) => r.brand === "hc")).toHaveLength(1);
  });

  it("sets the global row with brand null, which brands without their own row follow", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    expect((await put(admin, "TipEnabled", { value: "false", brand: null })).status).toBe(200);
    expect(await settingValue("wa", "TipEnabled")).toBe("false");
    expect((await put(admin, "TipEnabled", { value: "true", brand: null })).status).toBe(200);
    expect(await settingValue("wa", "TipEnabled")).toBe("true");
  });

  it("refuses a flag that is not true or false, an unknown brand and a malformed name, with a reason", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    const cases: [string, unknown, RegExp][] = [
      ["TipEnabled", { value: "off", brand: "hc" }, /TipEnabled is 'true' or 'false'/],
      ["TipEnabled", { value: "true", brand: "nowhere" }, /brand/i],
      ["TipEnabled", { value: " ", brand: null }, /Give the setting a value/],
      ["TipEnabled", { brand: null }, /value/i],
      ["9lives", { value: "true", brand: null }, /letters and digits/],
    ];
    for (const [name, body, message] of cases) {
      const res = await put(admin, name, body);
      expect(res.status, name).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
    expect(await settingValue("hc", "TipEnabled")).toBe("true");
  });

  it("is for admins only: 401 signed out, 403 for a customer and for staff", async () => {
    const anonymous = browserOf(store.app);
    expect((await put(anonymous, "TipEnabled", { value: "false", brand: "hc" })).status).toBe(401);
    for (const email of ["customer@example.com", "staff@example.com"]) {
      const browser = browserOf(store.app);
      await signInAs(store, browser, email);
      expect((await put(browser, "TipEnabled", { value: "false", brand: "hc" })).status, email).toBe(403);
    }
    expect(await settingValue("hc", "TipEnabled")).toBe("true");
  });
});

describe("GET /api/settings/admin", () => {
  it("answers every known setting with its row for every brand and the brands' own rows (200)", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    const res = await admin("/api/settings/admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { items } = settingsAdminSchema.parse(await res.json());
    expect(items.map((i) => i.name).slice(0, knownSettings.length)).toEqual(knownSettings.map((s) => s.name));
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get("IntercomEnabled")).toEqual({
      name: "IntercomEnabled",
      global: "true",
      brands: { wac: "false" },
    });
    expect(byName.get("customerSupportNumber")?.brands["aol-nz"]).toBe("0800 265 000");
    // Read by the navbar but never seeded: listed, with no row
    expect(byName.get("TopNavProjectIcon")).toEqual({ name: "TopNavProjectIcon", global: null, brands: {} });
  });

  it("shows a change at once, and a stored name the store does not know after the known ones", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    await store.database.db.insert(settings).values({ brand: null, name: "LegacyBanner", value: "on" });
    expect(
      (
        await admin("/api/settings/ReviewSummariesEnabled", {
          method: "PUT",
          body: JSON.stringify({ value: "false", brand: "fk" }),
        })
      ).status,
    ).toBe(200);
    const { items } = settingsAdminSchema.parse(await (await admin("/api/settings/admin")).json());
    expect(items.find((i) => i.name === "ReviewSummariesEnabled")?.brands.fk).toBe("false");
    expect(items.at(-1)).toEqual({ name: "LegacyBanner", global: "on", brands: {} });
    await admin("/api/settings/ReviewSummariesEnabled", {
      method: "PUT",
      body: JSON.stringify({ value: "true", brand: "fk" }),
    });
    await store.database.db.delete(settings).where(eq(settings.name, "LegacyBanner"));
  });

  it("is for admins only: 401 signed out, 403 for a customer and for staff", async () => {
    expect((await browserOf(store.app)("/api/settings/admin")).status).toBe(401);
    for (const email of ["customer@example.com", "staff@example.com"]) {
      const browser = browserOf(store.app);
      await signInAs(store, browser, email);
      expect((await browser("/api/settings/admin")).status, email).toBe(403);
    }
  });
});

describe("PUT /api/settings/{name} for the settings screen's kinds", () => {
  it("refuses an email, phone number or Intercom app id that is not one, with a reason (400)", async () => {
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    const cases: [string, string, string][] = [
      [
        "ContactUsEmail",
        "care at example",
        "ContactUsEmail is an email address, such as customer-care@example.com",
      ],
      [
        "customerSupportNumber",
        "12",
        "customerSupportNumber is a phone number shoppers can dial: digits and spaces, such as 1300 000 500",
      ],
      ["IntercomAppId", "x/../evil", "IntercomAppId is Intercom's app id: 4 to 32 letters and digits"],
    ];
    for (const [name, value, message] of cases) {
      const res = await admin(`/api/settings/${name}`, {
        method: "PUT",
        body: JSON.stringify({ value, brand: "fk" }),
      });
      expect(res.status, name).toBe(400);
      expect((await res.json()).errors).toContain(message);
    }
    const ok = await admin("/api/settings/customerSupportNumber", {
      method: "PUT",
      body: JSON.stringify({ value: brands.fk.support.phone, brand: "fk" }),
    });
    expect(ok.status).toBe(200);
  });
});
