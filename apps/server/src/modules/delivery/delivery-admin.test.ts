import { brands } from "@store/domain/brands";
import { checkoutOptionsFor } from "@store/domain/checkout-options";
import {
  adminOverrideSchema,
  adminServiceSchema,
  adminServicesSchema,
  adminZoneSchema,
  capacityDaySchema,
  deliveryChangeSchema,
  regionDaysSchema,
  zoneCapacitySchema,
} from "@store/domain/delivery-admin.schema";
import { addDays, isoOf, isoWeekday, zonedNow } from "@store/domain/delivery-calendar";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheRegistryFor } from "../../cache/cache-registry.ts";
import { configSchema } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { calendarOf, fillCart, sydney } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { LocalityService } from "../locality/locality.service.ts";
import { CatalogueReference } from "../product/catalogue-reference.ts";
import { ProductReadModel } from "../product/product.read-model.ts";
import { categories, products, stockLevels } from "../product/product.tables.ts";
import { SettingsService } from "../settings/settings.service.ts";
import { DeliveryService } from "./delivery.service.ts";
import { deliveryCapacity, deliveryChanges, deliveryZones } from "./delivery.tables.ts";

/**
 * The staff delivery settings (ADR 033) through the Hono app on a real database: each call's success,
 * each of its refusals, bad input, 401 anonymous and 403 customer; and that an edit changes the
 * checkout calendar at once although the rules are cached (SHELL_CACHE_SECONDS stays at its 30 s here).
 */

let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let admin: Browser;
let customer: Browser;
let hobart: { id: number; name: string };
/** A stocked dishwasher over $99 (weekdays free in metro zones; every service offered for it). */
let dishwasher: { id: number; sku: string };

const hobartAddress = {
  ...sydney,
  address: "1 Elizabeth Street",
  suburb: "Hobart",
  state: "TAS",
  postcode: "7000",
};
const base = "/api/delivery/admin";

const send = (browser: Browser, path: string, method: string, body?: unknown) =>
  browser(`${base}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

/** The errors of a refusal, checked for its status and code. */
async function refusal(res: Response, status: number): Promise<string[]> {
  const body = (await json(res, status)) as { code: string; errors: string[] };
  expect(body.code).toBe({ 400: "invalid", 404: "not_found", 409: "conflict" }[status]);
  return body.errors;
}

async function changeCount(): Promise<number> {
  return Number((await db.select({ n: count() }).from(deliveryChanges))[0]?.n);
}

beforeAll(async () => {
  store = await createTestStore({ products: 200 });
  db = store.database.db;
  await db.execute(sql`update stock_levels set quantity = 8`);
  staff = browserOf(store.app);
  admin = browserOf(store.app);
  customer = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  await signInAs(store, admin, "admin@example.com");
  await signInAs(store, customer, "customer@example.com");
  const [zone] = await db
    .select({ id: deliveryZones.id, name: deliveryZones.name })
    .from(deliveryZones)
    .where(eq(deliveryZones.code, "AU-TAS-METRO"));
  if (!zone) throw new Error("no Hobart zone");
  hobart = zone;
  const [product] = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(
      and(
        eq(categories.uri, "kitchen/dishwashers"),
        sql`${products.price} > 20000`,
        sql`${products.sku} not like '%/%'`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error("no dishwasher in the seed");
  dishwasher = product;
});
afterAll(() => store.close());

/** A shopper with the dishwasher in the cart, and the Hobart calendar as checkout asks for it. */
async function hobartCalendar() {
  const shopper = browserOf(store.app);
  const cartId = await fillCart(shopper, dishwasher.sku);
  return { shopper, cartId, ...(await calendarOf(shopper, cartId, hobartAddress)) };
}

const isoOfDay = (d: { date: number[] }) =>
  isoOf({ year: d.date[0] ?? 0, month: d.date[1] ?? 0, day: d.date[2] ?? 0 });

describe("who may call the delivery settings", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/zones"],
    ["PATCH", "/zones/1", { dayPrice: 100 }],
    ["GET", "/overrides?region=AU-TAS"],
    ["POST", "/overrides", { holidayRegion: "AU-TAS", day: "2027-01-05", closed: true }],
    ["DELETE", "/overrides/1"],
    ["GET", "/capacity?zoneId=1"],
    ["PUT", "/capacity/1/2027-01-05", { slots: 3 }],
    ["GET", "/services"],
    ["PATCH", "/services/1", { price: 100 }],
    ["GET", "/changes"],
  ];

  it("refuses anonymous visitors (401) and customers (403), and changes nothing", async () => {
    const before = await changeCount();
    for (const [method, path, body] of calls) {
      const anonymous = await send(browserOf(store.app), path, method, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: "unauthorized" });
      const refused = await send(customer, path, method, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "forbidden" });
    }
    expect(await changeCount()).toBe(before);
  });
});

describe("zones", () => {
  it("lists every zone with its rules, in cents", async () => {
    const zones = adminZoneSchema.array().parse(await json(await send(staff, "/zones", "GET")));
    expect(zones.length).toBeGreaterThan(30);
    expect(zones.find((z) => z.code === "AU-TAS-METRO")).toMatchObject({
      name: "Hobart metro",
      kind: "metro",
      holidayRegion: "AU-TAS",
      timeZone: "Australia/Hobart",
      runDays: [1, 2, 3, 4, 5, 6],
      cutoff: "14:00",
      transitDays: 1,
      dayPrice: 29_00,
      saturdaySurcharge: 20_00,
      freeOver: 99_00,
      slotsPerDay: 40,
    });
  });

  it("changes a zone's prices, and the checkout calendar shows them at once; the change is recorded", async () => {
    const before = await hobartCalendar();
    const saturday = before.availability.availability.find(
      (d) => d.available && isoWeekday(isoOfDay(d)) === 6,
    );
    expect(saturday?.price).toBe(20_00);

    const res = await send(staff, `/zones/${hobart.id}`, "PATCH", {
      saturdaySurcharge: 45_00,
      freeOver: null,
    });
    const zone = adminZoneSchema.parse(await json(res));
    expect(zone).toMatchObject({ saturdaySurcharge: 45_00, freeOver: null, dayPrice: 29_00 });
    expect(res.headers.get("cache-control")).toBe("no-store");

    // The same shopper, the same cart: the calendar's cached rules were cleared by the edit
    const after = await calendarOf(before.shopper, before.cartId, hobartAddress);
    const prices = new Map(
      after.availability.availability.filter((d) => d.available).map((d) => [isoOfDay(d), d.price]),
    );
    for (const [day, price] of prices) expect(price, day).toBe(isoWeekday(day) === 6 ? 74_00 : 29_00);

    const [change] = deliveryChangeSchema
      .array()
      .parse(await json(await send(admin, "/changes?limit=1", "GET")));
    expect(change).toMatchObject({
      subject: "zone",
      who: "Sam Staff <staff@example.com>",
      summary: "Hobart metro: Saturday surcharge $20 → $45; Free from $99 → never",
    });
    expect(Date.now() - Date.parse(change?.at ?? "")).toBeLessThan(60_000);

    // Back as seeded, for the tests after this one
    await json(
      await send(admin, `/zones/${hobart.id}`, "PATCH", { saturdaySurcharge: 20_00, freeOver: 99_00 }),
    );
  });

  it("changes run days, cut-off, transit days and slots, and records nothing when nothing changes", async () => {
    const zone = adminZoneSchema.parse(
      await json(
        await send(admin, `/zones/${hobart.id}`, "PATCH", {
          runDays: ["5", 2, 2],
          cutoff: "11:30",
          transitDays: "2",
          slotsPerDay: 12,
        }),
      ),
    );
    expect(zone).toMatchObject({ runDays: [2, 5], cutoff: "11:30", transitDays: 2, slotsPerDay: 12 });
    const before = await changeCount();
    await json(await send(admin, `/zones/${hobart.id}`, "PATCH", { cutoff: "11:30" }));
    expect(await changeCount()).toBe(before);
    await json(
      await send(admin, `/zones/${hobart.id}`, "PATCH", {
        runDays: [1, 2, 3, 4, 5, 6],
        cutoff: "14:00",
        transitDays: 1,
        slotsPerDay: 40,
      }),
    );
  });

  it("answers 404 for a zone that does not exist, and 400 for bad input", async () => {
    expect(await refusal(await send(staff, "/zones/999999", "PATCH", { dayPrice: 1 }), 404)).toEqual([
      "No delivery zone has the id 999999",
    ]);
    const before = await changeCount();
    expect(await refusal(await send(staff, `/zones/${hobart.id}`, "PATCH", {}), 400)).toEqual([
      "Send at least one setting to change",
    ]);
    expect(
      await refusal(
        await send(staff, `/zones/${hobart.id}`, "PATCH", {
          dayPrice: -1,
          cutoff: "25:00",
          runDays: [],
          slotsPerDay: 1.5,
        }),
        400,
      ),
    ).toEqual([
      "runDays: Choose at least one day the trucks run",
      "cutoff: cutoff is a 24-hour time written HH:MM, such as 14:00",
      "dayPrice: dayPrice is a whole number of cents from 0 to 1000000",
      "slotsPerDay: slotsPerDay is a whole number from 0 to 1000",
    ]);
    expect((await send(staff, `/zones/${hobart.id}`, "PATCH", { name: "Renamed" })).status).toBe(400);
    expect((await send(staff, "/zones/abc", "PATCH", { dayPrice: 1 })).status).toBe(400);
    const malformed = await staff(`${base}/zones/${hobart.id}`, { method: "PATCH", body: "{" });
    expect(await refusal(malformed, 400)).toEqual(["The request body is not valid JSON"]);
    expect(await changeCount()).toBe(before);
  });
});

describe("days closed or opened by hand", () => {
  it("closes a day for a state: the checkout calendar drops it at once, and opening it again brings it back", async () => {
    const before = await hobartCalendar();
    const first = isoOfDay(before.availability.availability.find((d) => d.available) as { date: number[] });
    const res = await send(staff, "/overrides", "POST", {
      holidayRegion: "au-tas",
      zoneId: "",
      day: first,
      closed: "true",
      note: "Stocktake",
    });
    const created = adminOverrideSchema.parse(await json(res, 201));
    expect(created).toMatchObject({
      holidayRegion: "AU-TAS",
      zoneId: null,
      zoneName: null,
      day: first,
      closed: true,
    });

    const after = await calendarOf(before.shopper, before.cartId, hobartAddress);
    expect(after.availability.availability.find((d) => isoOfDay(d) === first)?.available).toBe(false);
    expect(
      isoOfDay(after.availability.availability.find((d) => d.available) as { date: number[] }) > first,
    ).toBe(true);

    const listed = regionDaysSchema.parse(await json(await send(staff, "/overrides?region=AU-TAS", "GET")));
    expect(listed.overrides).toContainEqual(created);

    const removed = adminOverrideSchema.parse(
      await json(await send(staff, `/overrides/${created.id}`, "DELETE")),
    );
    expect(removed).toEqual(created);
    const again = await calendarOf(before.shopper, before.cartId, hobartAddress);
    expect(again.availability.availability.find((d) => isoOfDay(d) === first)?.available).toBe(true);

    const changes = deliveryChangeSchema
      .array()
      .parse(await json(await send(staff, "/changes?limit=2", "GET")));
    expect(
      changes.map((c) => [
        c.subject,
        c.summary.replace(/ [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}/, " <day>"),
      ]),
    ).toEqual([
      ["override", "Removed: closed <day> in AU-TAS (Stocktake)"],
      ["override", "Closed <day> in AU-TAS (Stocktake)"],
    ]);
  });

  it("opens a public holiday for one zone: the calendar delivers on it there, not in the rest of the state", async () => {
    const region = regionDaysSchema.parse(await json(await send(admin, "/overrides?region=AU-TAS", "GET")));
    expect(region.holidays.length).toBeGreaterThan(3);
    const today = zonedNow(new Date(), "Australia/Hobart").date;
    const holiday = region.holidays.find((h) => h.day > addDays(today, 2) && isoWeekday(h.day) <= 6);
    if (!holiday) throw new Error("no public holiday on a run day in Tasmania this year");
    expect(holiday.name.length).toBeGreaterThan(2);

    const caches = cacheRegistryFor(configSchema.parse({ NODE_ENV: "test" }));
    const calendar = new DeliveryService(
      db,
      new ProductReadModel(db, new CatalogueReference(db, caches)),
      new LocalityService(db),
      new SettingsService(db, caches),
      caches,
    );
    // Two weeks before the holiday, when it is well inside the six weeks and past any dispatch wait
    const query = (postcode: string, suburb: string) => ({
      country: "AU" as const,
      postcode,
      suburb,
      state: "TAS",
      lines: [{ productId: dishwasher.id, quantity: 1 }],
      options: checkoutOptionsFor(brands.aol, "anonymous"),
      winningDeliveryServiceOverride: false,
      proformaBrands: "",
      now: new Date(`${addDays(holiday.day, -14)}T00:00:00Z`),
    });
    const openOn = async (postcode: string, suburb: string) =>
      (await calendar.availability(query(postcode, suburb))).availability.find(
        (d) => isoOfDay(d) === holiday.day,
      )?.available;
    expect(await openOn("7000", "Hobart")).toBe(false);

    const created = adminOverrideSchema.parse(
      await json(
        await send(admin, "/overrides", "POST", {
          holidayRegion: "AU-TAS",
          zoneId: hobart.id,
          day: holiday.day,
          closed: false,
        }),
        201,
      ),
    );
    expect(created).toMatchObject({ zoneId: hobart.id, zoneName: "Hobart metro", holidayRegion: "AU-TAS" });
    try {
      expect(await openOn("7000", "Hobart")).toBe(true);
      // Launceston is regional Tasmania: still closed there (its trucks may not run that weekday anyway)
      expect(await openOn("7250", "Launceston")).toBe(false);
    } finally {
      await json(await send(admin, `/overrides/${created.id}`, "DELETE"));
    }
  });

  it("refuses a second change of the same day and place (409), past and far days, and places that do not fit", async () => {
    const day = addDays(zonedNow(new Date(), "Australia/Hobart").date, 20);
    const add = (body: Record<string, unknown>) =>
      send(staff, "/overrides", "POST", { holidayRegion: "AU-TAS", day, closed: true, ...body });
    const created = adminOverrideSchema.parse(await json(await add({}), 201));
    try {
      const before = await changeCount();
      expect((await refusal(await add({ closed: false }), 409))[0]).toMatch(
        /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4} is already changed in AU-TAS\. Remove that change first\.$/,
      );
      // the same day for one zone of the state is a change of its own
      const forZone = adminOverrideSchema.parse(await json(await add({ zoneId: hobart.id }), 201));
      await json(await send(staff, `/overrides/${forZone.id}`, "DELETE"));

      expect((await refusal(await add({ day: "2020-01-01" }), 400))[0]).toMatch(
        /^day: choose .* or a later day$/,
      );
      expect((await refusal(await add({ day: addDays(day, 800) }), 400))[0]).toMatch(
        /^day: choose a day up to /,
      );
      expect(await refusal(await add({ holidayRegion: "AU-XX" }), 400)).toEqual([
        "holidayRegion: no delivery zone is in AU-XX",
      ]);
      const [sydney] = await db
        .select({ id: deliveryZones.id })
        .from(deliveryZones)
        .where(eq(deliveryZones.code, "AU-NSW-METRO"));
      expect(await refusal(await add({ zoneId: sydney?.id }), 400)).toEqual([
        "zoneId: Sydney metro is in AU-NSW, not AU-TAS",
      ]);
      expect(await refusal(await add({ zoneId: 999999 }), 404)).toEqual([
        "No delivery zone has the id 999999",
      ]);
      expect(
        await refusal(
          await send(staff, "/overrides", "POST", { holidayRegion: "Tasmania", day: "1 Dec", closed: "yes" }),
          400,
        ),
      ).toEqual([
        "holidayRegion: holidayRegion is a state or region such as AU-NSW or NZ-AUK",
        "day: day is a date written YYYY-MM-DD",
        "closed: closed is true (no delivery that day) or false (deliver on a holiday)",
      ]);
      expect((await add({ note: "x".repeat(121) })).status).toBe(400);
      // two changes recorded: the zone's own day, added and removed
      expect(await changeCount()).toBe(before + 2);
    } finally {
      await json(await send(staff, `/overrides/${created.id}`, "DELETE"));
    }
  });

  it("lists a region's days from a date, and refuses a region without zones and bad dates", async () => {
    const days = regionDaysSchema.parse(
      await json(await send(staff, "/overrides?region=AU-VIC&from=2026-01-01", "GET")),
    );
    expect(days.from).toBe("2026-01-01");
    expect(days.overrides).toContainEqual(
      expect.objectContaining({ day: "2026-09-25", closed: true, note: "Friday before the AFL Grand Final" }),
    );
    expect(days.holidays).toContainEqual({ day: "2026-11-03", name: "Melbourne Cup" });
    expect(await refusal(await send(staff, "/overrides?region=NZ-ZZZ", "GET"), 404)).toEqual([
      "No delivery zone is in NZ-ZZZ",
    ]);
    expect((await send(staff, "/overrides", "GET")).status).toBe(400);
    expect((await send(staff, "/overrides?region=AU-VIC&from=2026-02-30", "GET")).status).toBe(400);
  });

  it("answers 404 when removing a day that is not changed, and 400 for a bad id", async () => {
    expect(await refusal(await send(staff, "/overrides/999999", "DELETE"), 404)).toEqual([
      "No changed day has the id 999999",
    ]);
    expect((await send(staff, "/overrides/0", "DELETE")).status).toBe(400);
    expect((await send(staff, "/overrides/x1", "DELETE")).status).toBe(400);
  });
});

describe("capacity per day", () => {
  it("shows a zone's days from today, with the zone's slots until one is set", async () => {
    const answer = zoneCapacitySchema.parse(
      await json(await send(staff, `/capacity?zoneId=${hobart.id}`, "GET")),
    );
    expect(answer).toMatchObject({ zoneId: hobart.id, zoneName: "Hobart metro", slotsPerDay: 40 });
    expect(answer.today).toBe(zonedNow(new Date(), "Australia/Hobart").date);
    expect(answer.days).toHaveLength(28);
    expect(answer.days[0]).toEqual({ day: answer.today, slots: 40, taken: 0, custom: false });
    const week = zoneCapacitySchema.parse(
      await json(await send(staff, `/capacity?zoneId=${hobart.id}&from=2027-01-04&days=7`, "GET")),
    );
    expect(week.days.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays("2027-01-04", i)),
    );
  });

  it("sets a day's slots: none left closes the day in the checkout calendar; what is taken shows", async () => {
    const before = await hobartCalendar();
    const first = isoOfDay(before.availability.availability.find((d) => d.available) as { date: number[] });
    const set = capacityDaySchema.parse(
      await json(await send(staff, `/capacity/${hobart.id}/${first}`, "PUT", { slots: 0 })),
    );
    expect(set).toEqual({ day: first, slots: 0, taken: 0, custom: true });
    const after = await calendarOf(before.shopper, before.cartId, hobartAddress);
    expect(after.availability.availability.find((d) => isoOfDay(d) === first)?.available).toBe(false);

    // Orders took 3 of a later day: staff see it and cannot go under it
    const later = addDays(first, 7);
    await db.insert(deliveryCapacity).values({ zoneId: hobart.id, day: later, slots: 40, taken: 3 });
    const shown = zoneCapacitySchema.parse(
      await json(await send(staff, `/capacity?zoneId=${hobart.id}&from=${later}&days=1`, "GET")),
    );
    expect(shown.days).toEqual([{ day: later, slots: 40, taken: 3, custom: true }]);
    const changes = await changeCount();
    const conflict = await refusal(
      await send(staff, `/capacity/${hobart.id}/${later}`, "PUT", { slots: 2 }),
      409,
    );
    expect(conflict[0]).toMatch(/^3 deliveries are already booked for Hobart metro on .*: set 3 or more\.$/);
    expect(await changeCount()).toBe(changes);
    expect(
      capacityDaySchema.parse(
        await json(await send(staff, `/capacity/${hobart.id}/${later}`, "PUT", { slots: 3 })),
      ),
    ).toEqual({ day: later, slots: 3, taken: 3, custom: true });
    const [change] = deliveryChangeSchema
      .array()
      .parse(await json(await send(staff, "/changes?limit=1", "GET")));
    expect(change?.summary).toMatch(/^Hobart metro, .*: deliveries 40 → 3 \(3 booked\)$/);

    await db.delete(deliveryCapacity).where(eq(deliveryCapacity.zoneId, hobart.id));
  });

  it("refuses an unknown zone (404), a past or far day, and bad slots", async () => {
    const today = zonedNow(new Date(), "Australia/Hobart").date;
    expect(await refusal(await send(staff, `/capacity/999999/${today}`, "PUT", { slots: 1 }), 404)).toEqual([
      "No delivery zone has the id 999999",
    ]);
    expect(await refusal(await send(staff, "/capacity?zoneId=999999", "GET"), 404)).toEqual([
      "No delivery zone has the id 999999",
    ]);
    expect(
      (
        await refusal(
          await send(staff, `/capacity/${hobart.id}/${addDays(today, -1)}`, "PUT", { slots: 1 }),
          400,
        )
      )[0],
    ).toMatch(/^day: choose .* or a later day$/);
    expect(
      (await send(staff, `/capacity/${hobart.id}/${addDays(today, 731)}`, "PUT", { slots: 1 })).status,
    ).toBe(400);
    expect(
      await refusal(await send(staff, `/capacity/${hobart.id}/${today}`, "PUT", { slots: 1001 }), 400),
    ).toEqual(["slots: slots is a whole number from 0 to 1000"]);
    expect((await send(staff, `/capacity/${hobart.id}/tomorrow`, "PUT", { slots: 1 })).status).toBe(400);
    expect((await send(staff, `/capacity?zoneId=${hobart.id}&days=93`, "GET")).status).toBe(400);
    expect((await send(staff, "/capacity", "GET")).status).toBe(400);
  });
});

describe("delivery services", () => {
  it("lists each service with where it is offered, and the categories to limit it to", async () => {
    const answer = adminServicesSchema.parse(await json(await send(staff, "/services", "GET")));
    const remove = answer.services.find((s) => s.sku === "DS-REMOVE");
    expect(remove).toMatchObject({ price: 49_00, hidden: false, zoneKinds: ["metro", "regional"] });
    const titles = new Map(answer.categories.map((c) => [c.id, c.title]));
    expect(remove?.categoryIds.map((id) => titles.get(id)).sort()).toEqual([
      "Kitchen",
      "Laundry",
      "Refrigeration",
      "TVs",
    ]);
    expect(answer.services.find((s) => s.sku === "DS-WDS-HANDLING")).toMatchObject({
      hidden: true,
      categoryIds: [],
    });
    expect(answer.categories.find((c) => c.title === "Dishwashers")?.parentId).toBe(
      answer.categories.find((c) => c.title === "Kitchen")?.id,
    );
  });

  it("changes a service's price, hidden flag, zones and categories: checkout offers it so at once", async () => {
    const { services, categories: tree } = adminServicesSchema.parse(
      await json(await send(staff, "/services", "GET")),
    );
    const remove = services.find((s) => s.sku === "DS-REMOVE");
    if (!remove) throw new Error("no removal service");
    const before = await hobartCalendar();
    expect(before.availability.deliveryServices.find((s) => s.sku === "DS-REMOVE")).toMatchObject({
      price: 49_00,
    });

    const laundry = tree.find((c) => c.title === "Laundry")?.id as number;
    const changed = adminServiceSchema.parse(
      await json(
        await send(staff, `/services/${remove.id}`, "PATCH", {
          price: 59_50,
          hidden: true,
          zoneKinds: ["remote", "metro"],
        }),
      ),
    );
    expect(changed).toMatchObject({ price: 59_50, hidden: true, zoneKinds: ["metro", "remote"] });
    const after = await calendarOf(before.shopper, before.cartId, hobartAddress);
    expect(after.availability.deliveryServices.find((s) => s.sku === "DS-REMOVE")).toMatchObject({
      price: 59_50,
      hidden: true,
    });

    // Limited to laundry: a dishwasher order no longer gets it
    await json(await send(staff, `/services/${remove.id}`, "PATCH", { categoryIds: [laundry] }));
    const limited = await calendarOf(before.shopper, before.cartId, hobartAddress);
    expect(limited.availability.deliveryServices.map((s) => s.sku)).not.toContain("DS-REMOVE");

    const [change] = deliveryChangeSchema
      .array()
      .parse(await json(await send(staff, "/changes?limit=2", "GET")));
    expect(change).toMatchObject({
      subject: "service",
      summary: "Remove your old appliance: Categories Kitchen, Laundry, Refrigeration, TVs → Laundry",
    });

    const restored = adminServiceSchema.parse(
      await json(
        await send(staff, `/services/${remove.id}`, "PATCH", {
          price: remove.price,
          hidden: remove.hidden,
          zoneKinds: remove.zoneKinds,
          categoryIds: remove.categoryIds,
        }),
      ),
    );
    expect(restored).toEqual(remove);
  });

  it("answers 404 for a service that does not exist, and 400 for unknown categories and bad input", async () => {
    const before = await changeCount();
    expect(await refusal(await send(staff, "/services/999999", "PATCH", { price: 1 }), 404)).toEqual([
      "No delivery service has the id 999999",
    ]);
    const { services } = adminServicesSchema.parse(await json(await send(staff, "/services", "GET")));
    const id = services[0]?.id as number;
    expect(
      await refusal(await send(staff, `/services/${id}`, "PATCH", { categoryIds: [999999] }), 400),
    ).toEqual(["categoryIds: no category has the id 999999"]);
    expect(
      await refusal(
        await send(staff, `/services/${id}`, "PATCH", { price: "cheap", zoneKinds: [], hidden: "no" }),
        400,
      ),
    ).toEqual([
      "price: price is a whole number of cents from 0 to 1000000",
      "hidden: hidden is true or false",
      "zoneKinds: Choose at least one kind of zone (or hide the service)",
    ]);
    expect((await send(staff, `/services/${id}`, "PATCH", { zoneKinds: ["not_served"] })).status).toBe(400);
    expect((await send(staff, `/services/${id}`, "PATCH", { sku: "NEW" })).status).toBe(400);
    expect((await send(staff, `/services/${id}`, "PATCH", {})).status).toBe(400);
    expect(await changeCount()).toBe(before);
  });
});

describe("the record of changes", () => {
  it("lists the newest first with who made them, and refuses a bad limit", async () => {
    const changes = deliveryChangeSchema.array().parse(await json(await send(admin, "/changes", "GET")));
    expect(changes.length).toBeGreaterThan(5);
    expect(changes.length).toBeLessThanOrEqual(20);
    const times = changes.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const who = new Set(changes.map((c) => c.who));
    expect(who).toContain("Sam Staff <staff@example.com>");
    expect([...who].some((w) => w.endsWith("<admin@example.com>"))).toBe(true);
    for (const w of who) expect(w).toMatch(/<(staff|admin)@example\.com>$/);
    for (const limit of ["0", "201", "x"])
      expect((await send(admin, `/changes?limit=${limit}`, "GET")).status).toBe(400);
  });
});
