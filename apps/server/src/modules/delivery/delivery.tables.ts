import { deliveryServiceOptions, deliveryZoneKinds } from "@store/domain/delivery.schema";
import { deliveryChangeSubjects } from "@store/domain/delivery-admin.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { categories, productBrands } from "../product/product.tables.ts";
import { users } from "../user/user.tables.ts";

export const deliveryZoneKind = pgEnum("delivery_zone_kind", deliveryZoneKinds);
export const deliveryServiceOption = pgEnum("delivery_service_option", deliveryServiceOptions);
export const deliveryChangeSubject = pgEnum("delivery_change_subject", deliveryChangeSubjects);

/**
 * Delivery zones (ADR 027): per Australian state or New Zealand region and kind, with the rules the
 * calendar applies. Money in cents.
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: serial("id").primaryKey(),
    /** Stable name for seeds and staff: 'AU-NSW-METRO'. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    kind: deliveryZoneKind("kind").notNull(),
    /** date-holidays country and state or region whose public holidays close the zone: 'AU-NSW', 'NZ-AUK'. */
    holidayRegion: text("holiday_region").notNull(),
    /** IANA time zone of the cut-off: 'Australia/Perth'. */
    timeZone: text("time_zone").notNull(),
    /** ISO weekdays the trucks run (1 = Monday ... 7 = Sunday). */
    runDays: integer("run_days").array().notNull(),
    /** Local time (HH:MM) before which an in-stock order is dispatched the same day. */
    cutoff: text("cutoff").notNull().default("14:00"),
    transitDays: integer("transit_days").notNull(),
    /** Price of a weekday delivery. */
    dayPrice: integer("day_price").notNull(),
    saturdaySurcharge: integer("saturday_surcharge").notNull().default(0),
    /** Goods worth at least this much deliver free on weekdays; null: never free. */
    freeOver: integer("free_over"),
    /** Deliveries per day unless a capacity row says otherwise. */
    slotsPerDay: integer("slots_per_day").notNull(),
    /** What a shopper is told when the zone is not served. */
    note: text("note"),
  },
  (t) => [
    uniqueIndex("delivery_zones_code_idx").on(t.code),
    check("delivery_zones_cutoff_check", sql`${t.cutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "delivery_zones_numbers_check",
      sql`${t.transitDays} >= 0 and ${t.dayPrice} >= 0 and ${t.saturdaySurcharge} >= 0 and ${t.slotsPerDay} >= 0`,
    ),
  ],
);

/**
 * Which zone a postcode is in: ranges within a state or region. The narrowest range that holds the
 * postcode wins, so a state-wide regional range sits under its metro and remote ranges.
 */
export const deliveryPostcodeRanges = pgTable(
  "delivery_postcode_ranges",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => deliveryZones.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
    /** The locality's state (AU) or region (NZ), as localities.state has it. */
    state: text("state").notNull(),
    fromPostcode: integer("from_postcode").notNull(),
    toPostcode: integer("to_postcode").notNull(),
  },
  (t) => [
    index("delivery_postcode_ranges_lookup_idx").on(t.country, t.state, t.fromPostcode),
    check("delivery_postcode_ranges_order_check", sql`${t.fromPostcode} <= ${t.toPostcode}`),
  ],
);

/**
 * Days changed by hand: a holiday date-holidays does not know (AFL Grand Final Friday) or a blackout
 * (closed = true), or a holiday it knows that the store delivers on anyway (closed = false). For a
 * holiday region ('AU-VIC', every zone of it) or one zone, never both (the calendar reads a row with a
 * region as the whole region's); one row per day and region or zone.
 */
export const deliveryDayOverrides = pgTable(
  "delivery_day_overrides",
  {
    id: serial("id").primaryKey(),
    holidayRegion: text("holiday_region"),
    zoneId: integer("zone_id").references(() => deliveryZones.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    closed: boolean("closed").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("delivery_day_overrides_day_idx").on(t.day),
    uniqueIndex("delivery_day_overrides_region_day_idx")
      .on(t.holidayRegion, t.day)
      .where(sql`${t.zoneId} is null`),
    uniqueIndex("delivery_day_overrides_zone_day_idx")
      .on(t.zoneId, t.day)
      .where(sql`${t.zoneId} is not null`),
    check("delivery_day_overrides_scope_check", sql`(${t.holidayRegion} is null) <> (${t.zoneId} is null)`),
  ],
);

/**
 * Deliveries taken per zone and day (reference delivery.md step 6). A row appears with the first order
 * of the day (slots from the zone); staff may write one ahead to change a day's slots.
 */
export const deliveryCapacity = pgTable(
  "delivery_capacity",
  {
    zoneId: integer("zone_id")
      .notNull()
      .references(() => deliveryZones.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    slots: integer("slots").notNull(),
    taken: integer("taken").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.day] }),
    check("delivery_capacity_taken_check", sql`${t.taken} >= 0 and ${t.taken} <= ${t.slots}`),
  ],
);

/**
 * How a manufacturer's products reach the shopper when the warehouse has none: the supplier's lead
 * days, or (drop-ship) the supplier delivers on its own dates for its own price.
 */
export const deliverySuppliers = pgTable(
  "delivery_suppliers",
  {
    id: serial("id").primaryKey(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => productBrands.id, { onDelete: "cascade" }),
    supplierName: text("supplier_name").notNull(),
    leadDays: integer("lead_days").notNull(),
    dropShip: boolean("drop_ship").notNull().default(false),
    /** A drop-ship supplier's delivery price (cents). */
    price: integer("price").notNull().default(0),
  },
  (t) => [
    uniqueIndex("delivery_suppliers_manufacturer_idx").on(t.manufacturerId),
    check("delivery_suppliers_numbers_check", sql`${t.leadDays} >= 0 and ${t.price} >= 0`),
  ],
);

/**
 * Paid delivery services (checkout s.3 deliveryServices): shown when the checkout option that names
 * them is on, in a zone of their kinds and, when they name categories, for an order with a product
 * in one (ADR 033); hidden ones are listed but only staff assigning Winning Services delivery may
 * choose them.
 */
export const deliveryServices = pgTable(
  "delivery_services",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(),
    option: deliveryServiceOption("option").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    /** The kinds of zone it is offered in. */
    zoneKinds: deliveryZoneKind("zone_kinds").array().notNull().default(sql`'{metro,regional,remote}'`),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("delivery_services_sku_idx").on(t.sku),
    check("delivery_services_price_check", sql`${t.price} >= 0`),
  ],
);

/**
 * The categories a delivery service is limited to (ADR 033): it is offered when a product of the
 * order is in one of them or under one. A service with no row here is offered for any product.
 */
export const deliveryServiceCategories = pgTable(
  "delivery_service_categories",
  {
    serviceId: integer("service_id")
      .notNull()
      .references(() => deliveryServices.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.categoryId] })],
);

/**
 * Every change staff make to the delivery settings (ADR 033): who (the account, and its name and
 * email at the time, kept if the account goes), when, and what, in words and as the values before
 * and after.
 */
export const deliveryChanges = pgTable(
  "delivery_changes",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    who: text("who").notNull(),
    subject: deliveryChangeSubject("subject").notNull(),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("delivery_changes_at_idx").on(t.at.desc())],
);
