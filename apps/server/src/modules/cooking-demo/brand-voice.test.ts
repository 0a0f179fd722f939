import { sitemapSchema } from "@store/domain/listing.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

// Issue 18: each brand its own voice; the NZ brand NZ pages and NZ cooking demos only
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 100 });
});
afterAll(() => store.close());

const json = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.json();
};

describe("cooking demos by the brand's country", () => {
  it("lists NZ demos at an NZ store for the NZ brand, and none at an Australian store", async () => {
    const nz = (await json(
      await requestAs(store.app, "aol-nz", "/api/navbar/cooking-demos/christchurch"),
    )) as { title: string; uri: string }[];
    expect(nz.map((d) => d.title).sort()).toEqual(
      ["Kiwi Summer Barbecue", "Pavlova and Steam Baking", "Sunday Lamb Roast, Induction Sides"].sort(),
    );
    expect(await json(await requestAs(store.app, "aol-nz", "/api/navbar/cooking-demos/engine-room"))).toEqual(
      [],
    );
    const au = (await json(await requestAs(store.app, "aol", "/api/navbar/cooking-demos/engine-room"))) as {
      uri: string;
    }[];
    expect(au.length).toBeGreaterThan(0);
    expect(await json(await requestAs(store.app, "aol", "/api/navbar/cooking-demos/christchurch"))).toEqual(
      [],
    );
  });

  it("opens a demo only on a brand of its store's country", async () => {
    const [nzDemo] = (await json(
      await requestAs(store.app, "aol-nz", "/api/navbar/cooking-demos/christchurch"),
    )) as { uri: string }[];
    const [auDemo] = (await json(
      await requestAs(store.app, "aol", "/api/navbar/cooking-demos/engine-room"),
    )) as {
      uri: string;
    }[];
    expect((await requestAs(store.app, "aol-nz", `/api/cooking-demo/${nzDemo?.uri}`)).status).toBe(200);
    expect((await requestAs(store.app, "aol-nz", `/api/cooking-demo/${auDemo?.uri}`)).status).toBe(404);
    expect((await requestAs(store.app, "aol", `/api/cooking-demo/${nzDemo?.uri}`)).status).toBe(404);
  });
});

describe("a brand's own pages", () => {
  it("answers the NZ brand's returns page under NZ law and the others' under Australian law", async () => {
    const nz = (await json(await requestAs(store.app, "aol-nz", "/api/Static/returns-policy"))) as {
      content: string;
    };
    expect(nz.content).toContain("Consumer Guarantees Act 1993");
    expect(nz.content).not.toContain("Australian Consumer Law");
    const au = (await json(await requestAs(store.app, "aol", "/api/Static/returns-policy"))) as {
      content: string;
    };
    expect(au.content).toContain("Australian Consumer Law");
  });

  it("has the trade account page on the trade brand only, and lists each page once in its sitemap", async () => {
    expect((await requestAs(store.app, "wac", "/api/Static/trade-account")).status).toBe(200);
    expect((await requestAs(store.app, "aol", "/api/Static/trade-account")).status).toBe(404);
    const trade = sitemapSchema.parse(
      await json(await requestAs(store.app, "wac", "/api/catalogue/sitemap")),
    );
    const uris = trade.pages.map((p) => p.uri);
    expect(uris).toContain("trade-account");
    expect(new Set(uris).size).toBe(uris.length);
    expect(trade.pages.find((p) => p.uri === "terms-and-conditions")?.title).toBe(
      "Trade Terms and Conditions",
    );
    const aol = sitemapSchema.parse(await json(await requestAs(store.app, "aol", "/api/catalogue/sitemap")));
    expect(aol.pages.map((p) => p.uri)).not.toContain("trade-account");
  });
});
