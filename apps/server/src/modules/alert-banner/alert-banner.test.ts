import { alertBannerSchema } from "@store/domain/alert-banner.schema";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { configSchema } from "../../config.ts";
import { createTestStore, requestAs, type TestStore, testSessionSecret } from "../../testing/test-store.ts";
import { alertBanners } from "./alert-banner.tables.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

/** A second app on the same database: the test store's app may already hold the banner answer. */
const appWithoutCache = () =>
  createApp({
    db: store.database.db,
    config: configSchema.parse({}),
    logger: pino({ level: "silent" }),
    sessionSecret: testSessionSecret,
  });

describe("GET /api/alertBanner/", () => {
  it("returns the active banner's four fields", async () => {
    const res = await requestAs(store.app, "aol", "/api/alertBanner/");
    expect(res.status).toBe(200);
    const banner = alertBannerSchema.parse(await res.json());
    expect(banner.desktopContent.length).toBeGreaterThan(0);
    expect(banner.mobileContent.length).toBeGreaterThan(0);
  });

  it("prefers a brand's own banner over the global one", async () => {
    // The seed gives some brands a banner of their own (ADR 065): this test's is the brand's only one
    await store.database.db.delete(alertBanners).where(eq(alertBanners.brand, "hc"));
    await store.database.db.insert(alertBanners).values({
      brand: "hc",
      bannerUrl: null,
      backgroundColor: "#6a1b9a",
      desktopContent: "Home-care visits resume Monday",
      mobileContent: "Visits resume Monday",
      startsAt: new Date("2020-01-01T00:00:00Z"),
    });
    const app = appWithoutCache();
    const hc = (await (await requestAs(app, "hc", "/api/alertBanner/")).json()) as { desktopContent: string };
    const wa = (await (await requestAs(app, "wa", "/api/alertBanner/")).json()) as { desktopContent: string };
    expect(hc.desktopContent).toBe("Home-care visits resume Monday");
    expect(wa.desktopContent).not.toBe("Home-care visits resume Monday");
  });

  it("never hands out a script or an event handler that staff HTML holds", async () => {
    await store.database.db.delete(alertBanners).where(eq(alertBanners.brand, "fk"));
    await store.database.db.insert(alertBanners).values({
      brand: "fk",
      bannerUrl: null,
      backgroundColor: "#000000",
      desktopContent: '<strong>Sale</strong><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
      mobileContent: '<a href="javascript:alert(3)" onclick="alert(4)">Sale</a>',
      startsAt: new Date("2020-01-01T00:00:00Z"),
    });
    const app = appWithoutCache();
    const banner = alertBannerSchema.parse(await (await requestAs(app, "fk", "/api/alertBanner/")).json());
    expect(banner.desktopContent).toBe('<strong>Sale</strong><img src="/x.png" />');
    expect(banner.mobileContent).toBe("<a>Sale</a>");
  });

  it("answers 204 with no body when no banner is active", async () => {
    await store.database.db.delete(alertBanners);
    const app = appWithoutCache();
    const res = await requestAs(app, "aol", "/api/alertBanner/");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });
});
