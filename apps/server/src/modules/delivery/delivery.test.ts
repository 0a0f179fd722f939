import { brands } from "@store/domain/brands";
import { checkoutOptionsFor } from "@store/domain/checkout-options";
import { deliveryAvailabilitySchema, deliveryPromiseSchema } from "@store/domain/delivery.schema";
import { addDays, isoWeekday } from "@store/domain/delivery-calendar";
import { localitySchema } from "@store/domain/locality.schema";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheRegistryFor } from "../../cache/cache-registry.ts";
import { configSchema, loadConfig } from "../../config.ts";
import { type Db, migrateDatabase, openDatabase } from "../../db/client.ts";
import {
  browserOf,
  createServerDatabase,
  createTestStore,
  type TestStore,
} from "../../testing/test-store.ts";
import { LocalityService } from "../locality/locality.service.ts";
import { CatalogueReference } from "../product/catalogue-reference.ts";
import { ProductReadModel } from "../product/product.read-model.ts";
import { categories, productBrands, products, stockLevels } from "../product/product.tables.ts";
import { SettingsService } from "../settings/settings.service.ts";
import { type DeliveryQuery, DeliveryService, deleteOldCapacity } from "./delivery.service.ts";
import { deliveryCapacity, deliveryDayOverrides, deliveryZones } from "./delivery.tables.ts";

let store: TestStore;
let db: Db;
let delivery: DeliveryService;
/**
 * A stocked dishwasher of a brand that is neither proforma nor drop-ship (every service is offered for
 * it), one of ILVE (drop-ship), a TV and a kettle (services limited by category, ADR 033).
 */
let plain: { id: number; sku: string };
let tv: { id: number; sku: string };
let kettle: { id: number; sku: string };
let ilve: { id: number; sku: string };
let miele: { id: number; sku: string };

function serviceOn(database: Db): DeliveryService {
  const caches = cacheRegistryFor(configSchema.parse({ NODE_ENV: "test" }));
  return new DeliveryService(
    database,
    new ProductReadModel(database, new CatalogueReference(database, caches)),
    new LocalityService(database),
    new SettingsService(database, caches),
    caches,
  );
}

async function productOf(brand: string | null, categoryUri?: string): Promise<{ id: number; sku: string }> {
  const [row] = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(productBrands, eq(productBrands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        brand === null
          ? sql`${productBrands.name} not in ('Miele', 'Liebherr', 'ILVE', 'Falcon', 'Vintec')`
          : eq(productBrands.name, brand),
        categoryUri ? eq(categories.uri, categoryUri) : undefined,
        sql`${products.price} > 0`,
        sql`${products.sku} not like '%/%'`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`no ${brand ?? "plain"} product ${categoryUri ?? ""} in the seed`);
  return row;
}

beforeAll(async () => {
  store = await createTestStore({ products: 300 });
  db = store.database.db;
  delivery = serviceOn(db);
  await db.execute(sql`update stock_levels set quantity = 8`);
  plain = await productOf(null, "kitchen/dishwashers");
  tv = await productOf(null, "tv-audio/tvs");
  kettle = await productOf(null, "small-appliances/kettles");
  ilve = await productOf("ILVE");
  miele = await productOf("Miele");
});
afterAll(() => store.close());

// Tuesday 24 November 2026, 10:00 in Sydney (before the 14:00 cut-off)
const tuesdayMorning = new Date("2026-11-23T23:00:00Z");

function query(over: Partial<DeliveryQuery> = {}): DeliveryQuery {
  return {
    country: "AU",
    postcode: "2000",
    suburb: "Sydney",
    state: "NSW",
    lines: [{ productId: plain.id, quantity: 1 }],
    options: checkoutOptionsFor(brands.aol, "anonymous"),
    winningDeliveryServiceOverride: false,
    proformaBrands: "Miele, Liebherr",
    now: tuesdayMorning,
    ...over,
  };
}

const open = (answer: { availability: { date: number[]; available: boolean }[] }) =>
  answer.availability
    .filter((d) => d.available)
    .map((d) => `${d.date[0]}-${String(d.date[1]).padStart(2, "0")}-${String(d.date[2]).padStart(2, "0")}`);

async function zoneId(code: string): Promise<number> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(eq(deliveryZones.code, code));
  if (!row) throw new Error(`no zone ${code}`);
  return row.id;
}

describe("DeliveryService.availability", () => {
  it("answers the checkout s.7 shape: 42 days from Monday, metro prices, services by option", async () => {
    const answer = await delivery.availability(query());
    deliveryAvailabilitySchema.parse(answer);
    expect(answer.zone).toEqual({ name: "Sydney metro", kind: "metro" });
    expect(answer.availability).toHaveLength(42);
    expect(answer.availability[0]?.date).toEqual([2026, 11, 23]);
    // in stock, before the cut-off: dispatched today, at the door tomorrow
    expect(open(answer)[0]).toBe("2026-11-25");
    expect(answer.rawDates.map((d) => d.date)).toEqual(
      answer.availability.filter((d) => d.available).map((d) => d.date),
    );
    expect(answer.unavailable).toBe(false);
    expect(answer.message).toBeNull();
    // a dishwasher is over $99: weekdays free, Saturdays $20
    const saturday = answer.availability.find((d) => d.date[2] === 28);
    expect(saturday).toMatchObject({ available: true, price: 20_00 });
    expect(answer.availability.find((d) => d.date[2] === 29)?.available).toBe(false); // Sunday
    expect(answer.deliveryServices.map((s) => s.sku)).toEqual([
      "DS-REMOVE",
      "DS-CONNECT",
      "DS-INSTALL-CALL",
      "DS-STAIRS",
      "DS-WDS-HANDLING",
    ]);
    expect(answer.deliveryServices.find((s) => s.sku === "DS-WDS-HANDLING")?.hidden).toBe(true);
    expect(answer).toMatchObject({ showInstallationContact: true, showUniqueDeliveryRequirements: true });
    const none = await delivery.availability(query({ options: 0, selectedServiceSkus: ["DS-REMOVE"] }));
    expect(none.deliveryServices).toEqual([]);
    expect(none.showInstallationContact).toBe(false);
    const selected = await delivery.availability(query({ selectedServiceSkus: ["ds-remove"] }));
    expect(selected.deliveryServices.filter((s) => s.selected).map((s) => s.sku)).toEqual(["DS-REMOVE"]);
  });

  it("reads the cut-off in the zone's time zone: 15:00 Sydney misses it, 12:00 Perth makes it", async () => {
    // 04:00 UTC: 15:00 in Sydney, 12:00 in Perth
    const now = new Date("2026-11-24T04:00:00Z");
    expect(open(await delivery.availability(query({ now })))[0]).toBe("2026-11-26");
    const perth = await delivery.availability(query({ now, postcode: "6000", suburb: "Perth", state: "WA" }));
    expect(perth.zone?.name).toBe("Perth metro");
    expect(open(perth)[0]).toBe("2026-11-25");
  });

  it("closes public holidays of the state (date-holidays): Christmas and Boxing Day in Sydney", async () => {
    const now = new Date("2026-12-21T23:00:00Z"); // Tuesday 22 December, 10:00 Sydney
    const days = open(await delivery.availability(query({ now })));
    expect(days).toContain("2026-12-24");
    expect(days).not.toContain("2026-12-25");
    expect(days).not.toContain("2026-12-26");
    expect(days).not.toContain("2026-12-28"); // Boxing Day's substitute day
    expect(days).toContain("2026-12-29");
  });

  it("knows NZ regions' own holidays and finds the region of an NZ postcode without a state", async () => {
    // Thursday 28 January 2027, 10:00 in Auckland; Auckland Anniversary Day is Monday 1 February
    const now = new Date("2027-01-27T21:00:00Z");
    const nz = { country: "NZ" as const, state: "", now, lines: [{ productId: plain.id, quantity: 1 }] };
    const auckland = await delivery.availability(
      query({ ...nz, postcode: "1010", suburb: "Auckland Central" }),
    );
    expect(auckland.zone?.name).toBe("Auckland metro");
    expect(open(auckland)).not.toContain("2027-02-01");
    const wellington = await delivery.availability(query({ ...nz, postcode: "6011", suburb: "Te Aro" }));
    expect(wellington.zone?.name).toBe("Wellington metro");
    expect(open(wellington)).toContain("2027-02-01");
  });

  it("regional zones run on their days only and are never free", async () => {
    const answer = await delivery.availability(query({ postcode: "2830", suburb: "Dubbo" }));
    expect(answer.zone).toEqual({ name: "Regional NSW", kind: "regional" });
    const days = open(answer);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect([2, 4]).toContain(isoWeekday(day));
    expect(new Set(answer.rawDates.map((d) => d.price))).toEqual(new Set([59_00]));
  });

  it("says why when a postcode is unknown or not served", async () => {
    const unknown = await delivery.availability(query({ postcode: "9999", suburb: "Nowhere" }));
    expect(unknown).toMatchObject({ unavailable: true, zone: null, zoneId: null, availability: [] });
    expect(unknown.message).toMatch(/^We couldn't find delivery to Nowhere 9999\. Please check the suburb/);
    const island = await delivery.availability(query({ postcode: "2898", suburb: "Lord Howe Island" }));
    expect(island).toMatchObject({ unavailable: true, zone: { kind: "not_served" } });
    expect(island.message).toMatch(/Lord Howe/);
  });

  it("applies the override table: a closed day for the region, a holiday reopened", async () => {
    const [added] = await db
      .insert(deliveryDayOverrides)
      .values([
        { holidayRegion: "AU-NSW", day: "2026-11-26", closed: true, note: "test" },
        { holidayRegion: "AU-NSW", day: "2026-12-28", closed: false, note: "test" },
      ])
      .returning({ id: deliveryDayOverrides.id });
    try {
      const days = open(await delivery.availability(query()));
      expect(days).not.toContain("2026-11-26");
      expect(days).toContain("2026-11-27");
      expect(days).toContain("2026-12-28");
    } finally {
      await db.delete(deliveryDayOverrides).where(eq(deliveryDayOverrides.note, "test"));
    }
    expect(added).toBeDefined();
  });

  it("drops a day whose capacity is taken", async () => {
    const id = await zoneId("AU-NSW-METRO");
    await db.insert(deliveryCapacity).values({ zoneId: id, day: "2026-11-25", slots: 2, taken: 2 });
    try {
      expect(open(await delivery.availability(query()))[0]).toBe("2026-11-26");
    } finally {
      await db.delete(deliveryCapacity).where(eq(deliveryCapacity.zoneId, id));
    }
  });

  it("waits for the supplier's lead days when the warehouse has none (Miele: 7)", async () => {
    await db.update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.productId, miele.id));
    try {
      const answer = await delivery.availability(
        query({ lines: [{ productId: miele.id, quantity: 1 }], proformaBrands: "" }),
      );
      // Tuesday + 7 = Tuesday 1 December dispatched, Wednesday 2 at the door
      expect(open(answer)[0]).toBe("2026-12-02");
      expect(answer.showNotifyIfAvailableSooner).toBe(true);
    } finally {
      await db.update(stockLevels).set({ quantity: 8 }).where(eq(stockLevels.productId, miele.id));
    }
  });

  it("proforma brands keep only days from the first free one", async () => {
    // Goods under $99: no free day in the metro zone, so proforma leaves none
    const [before] = await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, miele.id));
    await db.update(products).set({ price: 50_00 }).where(eq(products.id, miele.id));
    try {
      const cheap = await delivery.availability(query({ lines: [{ productId: miele.id, quantity: 1 }] }));
      expect(open(cheap)).toEqual([]);
      expect(cheap.unavailable).toBe(false);
      expect(cheap.message).toMatch(
        /^No delivery day to Sydney 2000 is open in the next 6 weeks for these brands/,
      );
      const notProforma = await delivery.availability(
        query({ lines: [{ productId: miele.id, quantity: 1 }], proformaBrands: "" }),
      );
      expect(open(notProforma).length).toBeGreaterThan(0);
    } finally {
      await db
        .update(products)
        .set({ price: before?.price ?? null })
        .where(eq(products.id, miele.id));
    }
  });

  it("gives drop-ship suppliers their own dates and price; staff's Winning Services delivery takes them on", async () => {
    const answer = await delivery.availability(query({ lines: [{ productId: ilve.id, quantity: 1 }] }));
    expect(answer.availability).toEqual([]);
    const ilveDates = answer.supplierAvailability["ILVE Direct"];
    expect(ilveDates?.dates.length).toBeGreaterThan(0);
    expect(new Set(ilveDates?.dates.map((d) => d.price))).toEqual(new Set([79_00]));
    // 10 lead days from Tuesday 24 November: Friday 4 December
    expect(ilveDates?.dates[0]?.date).toEqual([2026, 12, 4]);
    expect(ilveDates?.message).toMatch(/^ILVE Direct delivers .* itself, from 4th Dec 2026\.$/);
    const mixed = await delivery.availability(
      query({
        lines: [
          { productId: ilve.id, quantity: 1 },
          { productId: plain.id, quantity: 1 },
        ],
      }),
    );
    expect(open(mixed)[0]).toBe("2026-11-25");
    expect(Object.keys(mixed.supplierAvailability)).toEqual(["ILVE Direct"]);
    const override = await delivery.availability(
      query({ lines: [{ productId: ilve.id, quantity: 1 }], winningDeliveryServiceOverride: true }),
    );
    expect(override.supplierAvailability).toEqual({});
    expect(override.winningDeliveryServiceOverride).toBe(true);
    expect(open(override)[0]).toBe("2026-11-25");
  });
});

describe("services limited by zone and category (ADR 033)", () => {
  const skus = (answer: { deliveryServices: { sku: string }[] }) => answer.deliveryServices.map((s) => s.sku);
  const brokenHill = { postcode: "2880", suburb: "Broken Hill", state: "NSW" };

  it("offers removal only in metro and regional zones", async () => {
    const remote = await delivery.availability(query(brokenHill));
    expect(remote.zone?.kind).toBe("remote");
    expect(skus(remote)).toEqual(["DS-CONNECT", "DS-INSTALL-CALL", "DS-STAIRS", "DS-WDS-HANDLING"]);
    const regional = await delivery.availability(query({ postcode: "2830", suburb: "Dubbo" }));
    expect(skus(regional)).toContain("DS-REMOVE");
  });

  it("offers connection only for products that plug into existing points, removal for large appliances", async () => {
    const tvOnly = await delivery.availability(query({ lines: [{ productId: tv.id, quantity: 1 }] }));
    expect(skus(tvOnly)).toEqual(["DS-REMOVE", "DS-INSTALL-CALL", "DS-STAIRS", "DS-WDS-HANDLING"]);
    const kettleOnly = await delivery.availability(query({ lines: [{ productId: kettle.id, quantity: 1 }] }));
    expect(skus(kettleOnly)).toEqual(["DS-INSTALL-CALL", "DS-STAIRS", "DS-WDS-HANDLING"]);
    // one line that qualifies is enough
    const both = await delivery.availability(
      query({
        lines: [
          { productId: kettle.id, quantity: 1 },
          { productId: plain.id, quantity: 1 },
        ],
      }),
    );
    expect(skus(both)).toContain("DS-CONNECT");
  });

  it("refuses at order time a service the order does not qualify for, saying why", async () => {
    const remote = await delivery.confirm({
      ...query(brokenHill),
      date: null,
      supplierDates: [],
      serviceSkus: ["DS-REMOVE"],
    });
    expect(remote).toMatchObject({
      ok: false,
      message: "Remove your old appliance is not offered in remote areas. Please remove it to continue.",
    });
    const tvConnect = await delivery.confirm({
      ...query({ lines: [{ productId: tv.id, quantity: 1 }] }),
      date: { year: 2026, month: 11, day: 25 },
      supplierDates: [],
      serviceSkus: ["ds-connect"],
    });
    expect(tvConnect).toMatchObject({
      ok: false,
      message:
        "Connect your new appliance is not offered for the products in this order. Please remove it to continue.",
    });
  });
});

describe("DeliveryService.confirm", () => {
  const wednesday = { year: 2026, month: 11, day: 25 };

  it("prices a date still offered, with its services", async () => {
    const result = await delivery.confirm({
      ...query(),
      date: { year: 2026, month: 11, day: 28 },
      supplierDates: [],
      serviceSkus: ["DS-REMOVE", "DS-INSTALL-CALL"],
    });
    expect(result).toEqual({
      ok: true,
      zoneId: await zoneId("AU-NSW-METRO"),
      date: "2026-11-28",
      shippingCost: 20_00,
      services: [
        { sku: "DS-REMOVE", name: "Remove your old appliance", price: 49_00 },
        { sku: "DS-INSTALL-CALL", name: "Installation contact", price: 0 },
      ],
      supplierDates: [],
    });
  });

  it("refuses a stale date with fresh dates, and a missing one", async () => {
    const stale = await delivery.confirm({
      ...query({ now: new Date("2026-11-24T04:00:00Z") }), // after the cut-off: Wednesday is gone
      date: wednesday,
      supplierDates: [],
      serviceSkus: [],
    });
    expect(stale.ok).toBe(false);
    if (stale.ok) throw new Error("expected a refusal");
    expect(stale.message).toBe(
      "Delivery on 25th Nov 2026 is no longer available to 2000. Please choose another date.",
    );
    expect(open(stale.availability)[0]).toBe("2026-11-26");
    const missing = await delivery.confirm({ ...query(), date: null, supplierDates: [], serviceSkus: [] });
    expect(missing).toMatchObject({ ok: false, message: "Please choose a delivery date." });
  });

  it("refuses unknown and hidden services, naming the sku; staff may add hidden ones", async () => {
    const base = { ...query(), date: wednesday, supplierDates: [] };
    expect(await delivery.confirm({ ...base, serviceSkus: ["NOPE-1"] })).toMatchObject({
      ok: false,
      message: "The delivery service NOPE-1 is not offered for this order.",
    });
    expect(await delivery.confirm({ ...base, serviceSkus: ["DS-WDS-HANDLING"] })).toMatchObject({
      ok: false,
      message: "The delivery service DS-WDS-HANDLING is not offered for this order.",
    });
    expect(await delivery.confirm({ ...base, options: 0, serviceSkus: ["DS-REMOVE"] })).toMatchObject({
      ok: false,
      message: "The delivery service DS-REMOVE is not offered for this order.",
    });
    expect(
      await delivery.confirm({
        ...base,
        winningDeliveryServiceOverride: true,
        serviceSkus: ["DS-WDS-HANDLING"],
      }),
    ).toMatchObject({ ok: true, services: [{ sku: "DS-WDS-HANDLING", price: 0 }] });
  });

  it("needs a still-offered date from each drop-ship supplier", async () => {
    const base = { ...query({ lines: [{ productId: ilve.id, quantity: 1 }] }), date: null, serviceSkus: [] };
    expect(await delivery.confirm({ ...base, supplierDates: [] })).toMatchObject({
      ok: false,
      message: "Please choose a delivery date for ILVE Direct.",
    });
    expect(
      await delivery.confirm({ ...base, supplierDates: [{ supplier: "ILVE Direct", date: wednesday }] }),
    ).toMatchObject({
      ok: false,
      message: "ILVE Direct can no longer deliver on 25th Nov 2026. Please choose another date.",
    });
    expect(
      await delivery.confirm({ ...base, supplierDates: [{ supplier: "Nobody", date: wednesday }] }),
    ).toMatchObject({ ok: false, message: "Nobody does not deliver any product of this order." });
    expect(
      await delivery.confirm({
        ...base,
        supplierDates: [{ supplier: "ILVE Direct", date: { year: 2026, month: 12, day: 4 } }],
      }),
    ).toEqual({
      ok: true,
      zoneId: await zoneId("AU-NSW-METRO"),
      date: null,
      shippingCost: 0,
      services: [],
      supplierDates: [{ supplier: "ILVE Direct", date: "2026-12-04", price: 79_00 }],
    });
  });
});

describe("capacity", () => {
  it("takes a zone's day up to its slots and gives one back", async () => {
    const id = await zoneId("AU-SA-REMOTE"); // 5 slots a day
    const day = "2026-12-02";
    const taken: boolean[] = [];
    for (let i = 0; i < 6; i++) taken.push(await delivery.takeCapacity(db, id, day));
    expect(taken).toEqual([true, true, true, true, true, false]);
    await delivery.releaseCapacity(db, id, day);
    expect(await delivery.takeCapacity(db, id, day)).toBe(true);
    expect(await delivery.takeCapacity(db, id, day)).toBe(false);
    const [row] = await db
      .select()
      .from(deliveryCapacity)
      .where(and(eq(deliveryCapacity.zoneId, id), eq(deliveryCapacity.day, day)));
    expect(row).toMatchObject({ slots: 5, taken: 5 });
    // a full day leaves the calendar
    const answer = await delivery.availability(
      query({ postcode: "5723", suburb: "Coober Pedy", state: "SA" }),
    );
    expect(answer.zone?.kind).toBe("remote");
    expect(open(answer)).not.toContain(day);
    expect(open(answer)).toContain(addDays(day, 7));
    // a zone without slots takes nothing
    expect(await delivery.takeCapacity(db, await zoneId("AU-ISLANDS"), day)).toBe(false);
  });
});

describe("deleteOldCapacity (the capacity sweep, ADR 033)", () => {
  it("deletes past days nobody booked at once, and booked days after the history kept", async () => {
    const metro = await zoneId("AU-VIC-METRO");
    const regional = await zoneId("AU-VIC-REGIONAL");
    const now = new Date("2026-11-24T23:30:00Z"); // already the 25th in Melbourne
    const rows = [
      { zoneId: metro, day: "2026-11-23", slots: 40, taken: 0 }, // past, empty: goes
      { zoneId: regional, day: "2026-11-23", slots: 15, taken: 2 }, // past, booked: kept
      { zoneId: metro, day: "2026-08-25", slots: 40, taken: 1 }, // past the 90 days kept: goes
      { zoneId: regional, day: "2026-08-27", slots: 15, taken: 1 }, // inside them: kept
      { zoneId: metro, day: "2026-11-24", slots: 40, taken: 0 }, // today in UTC: kept
      { zoneId: metro, day: "2026-12-01", slots: 10, taken: 0 }, // ahead: kept
    ];
    await db.insert(deliveryCapacity).values(rows);
    try {
      expect(await deleteOldCapacity(db, now, 90)).toBe(2);
      const left = await db
        .select({ zoneId: deliveryCapacity.zoneId, day: deliveryCapacity.day })
        .from(deliveryCapacity)
        .where(sql`${deliveryCapacity.zoneId} in (${metro}, ${regional})`);
      expect(
        left.map((r) => `${r.zoneId === metro ? "metro" : "regional"} ${String(r.day).slice(0, 10)}`).sort(),
      ).toEqual(["metro 2026-11-24", "metro 2026-12-01", "regional 2026-08-27", "regional 2026-11-23"]);
      expect(await deleteOldCapacity(db, now, 90)).toBe(0);
    } finally {
      await db.delete(deliveryCapacity).where(sql`${deliveryCapacity.zoneId} in (${metro}, ${regional})`);
    }
  });
});

describe("GET /api/delivery/promise", () => {
  it("asks for a location first, then promises the earliest date there", async () => {
    const browser = browserOf(store.app);
    const before = deliveryPromiseSchema.parse(
      await (await browser(`/api/delivery/promise?sku=${plain.sku}`)).json(),
    );
    expect(before).toMatchObject({ located: false, postcode: null, date: null });
    const [bondi] = localitySchema.array().parse(await (await browser("/api/locality/bondi beach")).json());
    await browser("/api/geo/setlocation", {
      method: "POST",
      body: JSON.stringify({ localityId: Number(bondi?._id) }),
    });
    const res = await browser(`/api/delivery/promise?sku=${plain.sku}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const after = deliveryPromiseSchema.parse(await res.json());
    expect(after.located).toBe(true);
    expect(after.postcode).toBe(bondi?.postcode);
    expect(after.text).toMatch(
      new RegExp(`^Delivered to ${bondi?.postcode} from (Mon|Tue|Wed|Thu|Fri|Sat) \\d{1,2} [A-Z][a-z]{2}$`),
    );
    // the cart says the same date
    await browser("/api/cart/product/", {
      method: "POST",
      body: JSON.stringify({ sku: plain.sku, quantity: 1 }),
    });
    const cart = (await (await browser("/api/cart/")).json()) as { delivery: { earliestDate: string } };
    expect(cart.delivery.earliestDate).toBe(after.date);
  });

  it("refuses a bad sku with a 400 naming it", async () => {
    const res = await browserOf(store.app)("/api/delivery/promise?sku=%00x");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/sku/i);
  });
});

describe("the demo banner and delivery page", () => {
  it("state the rules the service applies (issue 15: one promise)", async () => {
    const zones = await db.select().from(deliveryZones);
    const rule = (code: string) => zones.find((z) => z.code === code) as (typeof zones)[number];
    const metro = rule("AU-NSW-METRO");
    const regional = rule("AU-NSW-REGIONAL");
    const remote = rule("AU-SA-REMOTE");
    const dollars = (cents: number | null) => `$${(cents ?? 0) / 100}`;
    const banner = JSON.stringify(await (await browserOf(store.app)("/api/alertBanner")).json());
    for (const fact of [
      dollars(metro.freeOver),
      dollars(metro.dayPrice),
      dollars(metro.saturdaySurcharge),
      "2pm",
    ])
      expect(banner).toContain(fact);
    const page = JSON.stringify(
      await (await browserOf(store.app)("/api/Static/delivery-information")).json(),
    );
    for (const fact of [
      dollars(metro.freeOver),
      dollars(metro.dayPrice),
      dollars(metro.saturdaySurcharge),
      dollars(regional.dayPrice),
      dollars(remote.dayPrice),
      "Tuesdays and Thursdays",
      "Wednesdays",
      "six weeks",
      "public holidays",
    ])
      expect(page).toContain(fact);
    expect(metro).toMatchObject({ cutoff: "14:00", runDays: [1, 2, 3, 4, 5, 6] });
    expect(regional).toMatchObject({ cutoff: "12:00", runDays: [2, 4], transitDays: 3 });
    expect(remote).toMatchObject({ runDays: [3], transitDays: 7 });
  });
});

// Row locks are real only on PostgreSQL (PGlite is one connection): DATABASE_URL's server, else the local one
const serverUrl = loadConfig().DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const postgresAnswers = await (async () => {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!postgresAnswers)("capacity under concurrency (PostgreSQL)", () => {
  it("a day with 3 slots and 10 orders at once: exactly 3 take it", async () => {
    const created = await createServerDatabase(serverUrl);
    const database = await openDatabase({ url: created.url, dataDir: null });
    try {
      await migrateDatabase(database);
      const [zone] = await database.db
        .insert(deliveryZones)
        .values({
          code: "TEST",
          name: "Test metro",
          country: "AU",
          kind: "metro",
          holidayRegion: "AU-NSW",
          timeZone: "Australia/Sydney",
          runDays: [1, 2, 3, 4, 5, 6],
          transitDays: 1,
          dayPrice: 0,
          slotsPerDay: 3,
        })
        .returning({ id: deliveryZones.id });
      const id = zone?.id as number;
      const service = serviceOn(database.db);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          database.db.transaction((tx) => service.takeCapacity(tx as unknown as Db, id, "2026-12-01")),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(3);
      const [row] = await database.db.select().from(deliveryCapacity).where(eq(deliveryCapacity.zoneId, id));
      expect(row).toMatchObject({ slots: 3, taken: 3 });
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
