import { saleSchema } from "@store/domain/sale.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe("GET /api/promotion/sale", () => {
  it("returns the current sale with images by placement", async () => {
    const res = await requestAs(store.app, "aol", "/api/promotion/sale/");
    expect(res.status).toBe(200);
    const sale = saleSchema.parse(await res.json());
    expect(sale.isSaleOn).toBe(true);
    expect(sale.url).toBe("/sale");
    expect(sale.images.homePageBanner?.src).toMatch(/\.svg$/);
    expect(sale.images.footerBanner).toBeDefined();
  });

  it("shows the sale running on an overridden date", async () => {
    const res = await requestAs(store.app, "aol", "/api/promotion/sale?dateOverride=2099-06-01");
    const sale = saleSchema.parse(await res.json());
    expect(sale.isSaleOn).toBe(true);
    expect(sale.name).toBe("Summer Clearance");
  });

  it("reports no sale, with the default colour and url, before any sale starts", async () => {
    const res = await requestAs(store.app, "aol", "/api/promotion/sale?dateOverride=2001-01-01");
    expect(await res.json()).toEqual({
      isSaleOn: false,
      name: "",
      baseImagePath: "",
      url: "/sale",
      colour: "#c4102b",
      time: null,
      images: {},
    });
  });

  it.each(["yesterday", "2026-13-45", "1' or 1=1"])(
    "refuses the date override %s with a 400",
    async (value) => {
      const res = await requestAs(
        store.app,
        "aol",
        `/api/promotion/sale?dateOverride=${encodeURIComponent(value)}`,
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: string[] };
      expect(body.errors[0]).toMatch(/^dateOverride: /);
    },
  );
});
