import { settingFlagNames } from "@store/domain/settings.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
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
