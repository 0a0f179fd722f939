import type { Brand, Country } from "@store/domain/brands";
import { hasProformaDelivery } from "@store/domain/cart";
import { type CheckoutOptions, hasCheckoutOption } from "@store/domain/checkout-options";
import type {
  DeliveryAvailability,
  DeliveryDate,
  DeliveryDay,
  DeliveryPromise,
  DeliveryServiceOffer,
  SupplierAvailability,
} from "@store/domain/delivery.schema";
import { capacitySweepBefore } from "@store/domain/delivery-admin";
import {
  addDays,
  calendarDays,
  dateTuple,
  deliveryCalendar,
  deliveryPromiseText,
  isoOf,
  isoWeekday,
  notifySoonerAfterDays,
  supplierDayLabel,
  type ZoneFacts,
  zonedNow,
} from "@store/domain/delivery-calendar";
import { categoryLine, serviceRefusal, serviceRefusalMessage } from "@store/domain/delivery-services";
import { linePrice } from "@store/domain/pricing";
import { and, asc, between, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { sqlRows } from "../../db/sql-rows.ts";
import type { LocalityService } from "../locality/locality.service.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import {
  deliveryCapacity,
  deliveryDayOverrides,
  deliveryPostcodeRanges,
  deliveryServiceCategories,
  deliveryServices,
  deliverySuppliers,
  deliveryZones,
} from "./delivery.tables.ts";
import { publicHolidaysBetween } from "./delivery-holidays.ts";

/** Lead days of an out-of-stock product whose manufacturer has no supplier row (ADR 027). */
export const defaultSupplierLeadDays = 14;
/** Drop-ship suppliers deliver Monday to Friday. */
const supplierRunDays = [1, 2, 3, 4, 5];

/** What a delivery calendar is asked for: a place, the cart's lines and what the checkout offers (ADR 027). */
export interface DeliveryQuery {
  country: Country;
  postcode: string;
  suburb: string;
  /** The state (AU) or region (NZ); blank: looked up from the postcode. */
  state: string;
  lines: { productId: number; quantity: number }[];
  /** The checkout options of this visitor (checkout-options.ts): which services show. */
  options: CheckoutOptions;
  /** Staff assign Winning Services delivery: the store delivers drop-ship lines too and may pick hidden services. */
  winningDeliveryServiceOverride: boolean;
  /** The ProformaDeliveryBrands setting. */
  proformaBrands: string | undefined;
  selectedServiceSkus?: string[];
  now: Date;
}

/** The availability answer and the zone it was worked out for (null: no zone). */
export type DeliveryAnswer = DeliveryAvailability & { zoneId: number | null };

/** A chosen date and services checked again at order time, priced; or why not, with fresh dates. */
export type DeliveryConfirmation =
  | {
      ok: true;
      zoneId: number | null;
      /** yyyy-mm-dd, or null when every line is delivered by its supplier. */
      date: string | null;
      shippingCost: number;
      services: { sku: string; name: string; price: number }[];
      supplierDates: { supplier: string; date: string; price: number }[];
    }
  | { ok: false; message: string; availability: DeliveryAnswer };

type ZoneRow = typeof deliveryZones.$inferSelect;

function zoneFacts(zone: ZoneRow): ZoneFacts {
  return {
    name: zone.name,
    kind: zone.kind,
    timeZone: zone.timeZone,
    runDays: zone.runDays,
    cutoff: zone.cutoff,
    transitDays: zone.transitDays,
    dayPrice: zone.dayPrice,
    saturdaySurcharge: zone.saturdaySurcharge,
    freeOver: zone.freeOver,
  };
}

const dayOfDate = z
  .union([z.string(), z.date()])
  .transform((d) => (typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10)));
const takenRow = z.object({ taken: z.coerce.number().int() });

function isoDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The name of the cache of zones, postcode ranges and services: staff edits clear it (ADR 033). */
export const deliveryRulesCache = "delivery.rules";

type ServiceRow = typeof deliveryServices.$inferSelect & { categoryIds: number[] };

/** The delivery rules kept in memory: zones by id, every postcode range (state lower-cased), the services in order. */
interface DeliveryRules {
  zones: Map<number, ZoneRow>;
  ranges: (typeof deliveryPostcodeRanges.$inferSelect)[];
  services: ServiceRow[];
}

async function readRules(db: Db): Promise<DeliveryRules> {
  const [zones, ranges, services, limits] = await Promise.all([
    db.select().from(deliveryZones),
    db.select().from(deliveryPostcodeRanges),
    db.select().from(deliveryServices).orderBy(asc(deliveryServices.sortOrder), asc(deliveryServices.id)),
    db.select().from(deliveryServiceCategories),
  ]);
  return {
    zones: new Map(zones.map((z) => [z.id, z])),
    ranges: ranges.map((r) => ({ ...r, state: r.state.toLowerCase() })),
    services: services.map((service) => ({
      ...service,
      categoryIds: limits.filter((l) => l.serviceId === service.id).map((l) => l.categoryId),
    })),
  };
}

/** An availability answer and, for confirm, why each service left out was left out (by upper-cased sku). */
type WorkedAnswer = { answer: DeliveryAnswer; refusals: Map<string, string> };

/**
 * The delivery brain (issue 15, ADR 027): for a postcode and the cart's lines, the 6-week calendar with
 * prices, drop-ship suppliers' own dates, the delivery services, and the order-time check and capacity.
 * The product page, cart and checkout all ask it, so they never disagree.
 */
export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductReadModel,
    private readonly localities: LocalityService,
    private readonly settings: SettingsService,
    caches: CacheRegistry,
  ) {
    this.rules = caches.define(deliveryRulesCache, { family: "shell", max: 1 });
  }

  /**
   * Zones, their postcode ranges and the services: a few hundred rows read on every cart answer, kept with
   * the shell's answers (SHELL_CACHE_SECONDS, ADR 021); a staff edit clears it (ADR 033), so it shows at
   * once in this process and within that time in others. Capacity, overrides, suppliers and products are
   * read fresh.
   */
  private readonly rules: NamedCache<DeliveryRules>;

  private rulesOf(db: Db): Promise<DeliveryRules> {
    // Inside an order's transaction the rows are read there, not from memory
    if (db !== this.db) return readRules(db);
    return this.rules.get("all", () => readRules(db));
  }

  /** The zone a postcode falls in: the narrowest range of its state or region that holds it. */
  private async zoneOf(db: Db, country: Country, state: string, postcode: string): Promise<ZoneRow | null> {
    if (!/^\d{4}$/.test(postcode)) return null;
    let region = state.trim();
    if (!region) {
      // NZ addresses carry no state (checkout s.4): the locality data knows the region of a postcode
      const found = (await this.localities.search(country, postcode)).find((l) => l.postcode === postcode);
      region = found?.state ?? "";
    }
    if (!region) return null;
    const number = Number(postcode);
    const key = region.toLowerCase();
    const rules = await this.rulesOf(db);
    const best = rules.ranges
      .filter(
        (r) => r.country === country && r.state === key && r.fromPostcode <= number && number <= r.toPostcode,
      )
      .sort(
        (a, b) => a.toPostcode - a.fromPostcode - (b.toPostcode - b.fromPostcode) || a.zoneId - b.zoneId,
      )[0];
    return best ? (rules.zones.get(best.zoneId) ?? null) : null;
  }

  /** Holidays (date-holidays less reopened days, plus added ones) and blackouts of a zone from a day on. */
  private async closedDays(
    db: Db,
    zone: ZoneRow,
    from: string,
  ): Promise<{ holidays: string[]; blackouts: string[] }> {
    const to = addDays(from, calendarDays + 60);
    const overrides = await db
      .select({
        zoneId: deliveryDayOverrides.zoneId,
        day: deliveryDayOverrides.day,
        closed: deliveryDayOverrides.closed,
      })
      .from(deliveryDayOverrides)
      .where(
        and(
          or(
            eq(deliveryDayOverrides.zoneId, zone.id),
            eq(deliveryDayOverrides.holidayRegion, zone.holidayRegion),
          ),
          between(deliveryDayOverrides.day, from, to),
        ),
      );
    const holidays = new Set(publicHolidaysBetween(zone.holidayRegion, from, to).map((h) => h.day));
    const blackouts: string[] = [];
    for (const o of overrides) {
      const day = dayOfDate.parse(o.day);
      if (!o.closed) holidays.delete(day);
      else if (o.zoneId === null) holidays.add(day);
      else blackouts.push(day);
    }
    // A day reopened for the zone or region wins over a blackout of the same day
    const reopened = new Set(overrides.filter((o) => !o.closed).map((o) => dayOfDate.parse(o.day)));
    return { holidays: [...holidays], blackouts: blackouts.filter((d) => !reopened.has(d)) };
  }

  /** Days of the grid whose capacity is taken: a row's slots, else the zone's slots per day. */
  private async fullDays(db: Db, zone: ZoneRow, monday: string): Promise<string[]> {
    const last = addDays(monday, calendarDays - 1);
    const rows = await db
      .select({ day: deliveryCapacity.day, slots: deliveryCapacity.slots, taken: deliveryCapacity.taken })
      .from(deliveryCapacity)
      .where(and(eq(deliveryCapacity.zoneId, zone.id), between(deliveryCapacity.day, monday, last)));
    const byDay = new Map(rows.map((r) => [dayOfDate.parse(r.day), r]));
    const full: string[] = [];
    for (let i = 0; i < calendarDays; i++) {
      const day = addDays(monday, i);
      const row = byDay.get(day);
      if (row ? row.taken >= row.slots : zone.slotsPerDay <= 0) full.push(day);
    }
    return full;
  }

  /**
   * The services this checkout offers: by its options, then by each service's zone kinds and categories
   * (ADR 033), each marked selected or hidden; and why each one the options allow was left out.
   */
  private services(
    rules: DeliveryRules,
    query: DeliveryQuery,
    order: { zoneKind: ZoneRow["kind"] | null; lineCategories: number[][] },
  ): { offers: DeliveryServiceOffer[]; refusals: Map<string, string> } {
    const selected = new Set((query.selectedServiceSkus ?? []).map((s) => s.toUpperCase()));
    const offers: DeliveryServiceOffer[] = [];
    const refusals = new Map<string, string>();
    for (const r of rules.services) {
      if (!hasCheckoutOption(query.options, r.option)) continue;
      const refusal = serviceRefusal(r, order);
      if (refusal) {
        refusals.set(r.sku.toUpperCase(), serviceRefusalMessage(r.name, refusal, order.zoneKind));
        continue;
      }
      offers.push({
        sku: r.sku,
        name: r.name,
        description: r.description,
        price: r.price,
        selected: selected.has(r.sku.toUpperCase()),
        hidden: r.hidden,
      });
    }
    return { offers, refusals };
  }

  /**
   * POST /api/checkout/avail's answer without cartId (checkout s.3, s.7): the zone of the postcode, the
   * 6-week calendar for the lines the store delivers, drop-ship suppliers' own dates, the services and
   * the flags; unavailable with a message a shopper can act on when the postcode is not delivered to.
   */
  async availability(query: DeliveryQuery, within?: Db): Promise<DeliveryAnswer> {
    return (await this.work(query, within)).answer;
  }

  /** `availability`, with why services were left out. */
  private async work(query: DeliveryQuery, within?: Db): Promise<WorkedAnswer> {
    const db = within ?? this.db;
    const [zone, rows, rules, reference] = await Promise.all([
      this.zoneOf(db, query.country, query.state, query.postcode.trim()),
      this.products.forCart([...new Set(query.lines.map((l) => l.productId))]),
      this.rulesOf(db),
      this.products.names(),
    ]);
    const parentOf = new Map(reference.categories.map((c) => [c.id, c.parentId]));
    const { offers: services, refusals } = this.services(rules, query, {
      zoneKind: zone?.kind ?? null,
      lineCategories: rows.map((r) => categoryLine(r.categoryId, parentOf)),
    });
    const base = {
      supplierAvailability: {} as Record<string, SupplierAvailability>,
      winningDeliveryServiceOverride: query.winningDeliveryServiceOverride,
      supplierErrors: [] as string[],
      showNotifyIfAvailableSooner: false,
      deliveryServices: services,
      showInstallationContact: hasCheckoutOption(query.options, "InstallationContact"),
      showUniqueDeliveryRequirements: hasCheckoutOption(query.options, "UniqueRequirements"),
    };
    const place = `${query.suburb ? `${query.suburb} ` : ""}${query.postcode}`.trim();
    // No zone, or one not served: unavailable, with why in words a shopper can act on
    const unavailable = (message: string): WorkedAnswer => ({
      refusals,
      answer: {
        ...base,
        availability: [],
        rawDates: [],
        unavailable: true,
        zone: zone ? { name: zone.name, kind: zone.kind } : null,
        zoneId: zone?.id ?? null,
        message,
      },
    });
    if (!zone)
      return unavailable(
        `We couldn't find delivery to ${place || "that address"}. Please check the suburb and postcode, or call us to arrange delivery.`,
      );
    if (zone.kind === "not_served")
      return unavailable(zone.note ?? `We can't deliver to ${place}. Please call us to arrange freight.`);

    const byId = new Map(rows.map((r) => [r.id, r]));
    const lines = query.lines.flatMap((l) => {
      const product = byId.get(l.productId);
      return product ? [{ ...l, product }] : [];
    });
    const suppliers = await db
      .select()
      .from(deliverySuppliers)
      .where(
        lines.length > 0
          ? inArray(
              deliverySuppliers.manufacturerId,
              lines.map((l) => l.product.brandId),
            )
          : sql`false`,
      );
    const supplierOf = new Map(suppliers.map((s) => [s.manufacturerId, s]));
    // Winning Services delivery (staff) takes drop-ship lines onto the store's own trucks
    const dropShipped = query.winningDeliveryServiceOverride
      ? []
      : lines.filter((l) => supplierOf.get(l.product.brandId)?.dropShip);
    const ours = lines.filter((l) => !dropShipped.includes(l));
    const goodsTotal = ours.reduce(
      (sum, l) =>
        sum +
        (l.product.price === null ? 0 : linePrice(l.product.price, l.product.lineDiscount) * l.quantity),
      0,
    );
    const facts = zoneFacts(zone);
    const today = zonedNow(query.now, zone.timeZone).date;
    const monday = addDays(today, 1 - isoWeekday(today));
    const [{ holidays, blackouts }, fullDays] = await Promise.all([
      this.closedDays(db, zone, monday),
      this.fullDays(db, zone, monday),
    ]);
    const proforma = hasProformaDelivery(
      ours.map((l) => l.product.brandName),
      query.proformaBrands,
    );

    // Drop-ship suppliers: their own dates (Monday to Friday, after their lead days), their own price
    const supplierAvailability: Record<string, SupplierAvailability> = {};
    const supplierErrors: string[] = [];
    const bySupplier = new Map<number, typeof dropShipped>();
    for (const line of dropShipped) {
      const supplier = supplierOf.get(line.product.brandId);
      if (!supplier) continue;
      bySupplier.set(supplier.id, [...(bySupplier.get(supplier.id) ?? []), line]);
    }
    for (const [supplierId, supplierLines] of bySupplier) {
      const supplier = suppliers.find((s) => s.id === supplierId);
      if (!supplier) continue;
      const calendar = deliveryCalendar({
        zone: {
          ...facts,
          runDays: supplierRunDays,
          transitDays: supplier.leadDays,
          dayPrice: supplier.price,
          saturdaySurcharge: 0,
          freeOver: null,
        },
        lines: [],
        goodsTotal: 0,
        holidays,
        blackouts: [],
        fullDays: [],
        now: query.now,
        proforma: false,
      });
      const titles = supplierLines.map((l) => l.product.title).join(", ");
      if (!calendar.earliest) {
        supplierErrors.push(
          `${supplier.supplierName} has no delivery date for ${place} in the next 6 weeks; we will call you to arrange one for ${titles}.`,
        );
        continue;
      }
      supplierAvailability[supplier.supplierName] = {
        supplier: supplier.supplierName,
        dates: calendar.days.filter((d) => d.available),
        message: `${supplier.supplierName} delivers ${titles} itself, from ${supplierDayLabel(calendar.earliest)}.`,
      };
    }

    const storeDelivers = ours.length > 0 || dropShipped.length === 0;
    const calendar = storeDelivers
      ? deliveryCalendar({
          zone: facts,
          lines: ours.map((l) => {
            const supplier = supplierOf.get(l.product.brandId);
            return {
              inStock: l.product.stock >= l.quantity,
              leadDays: supplier?.leadDays ?? defaultSupplierLeadDays,
            };
          }),
          goodsTotal,
          holidays,
          blackouts,
          fullDays,
          now: query.now,
          proforma,
        })
      : null;
    const availability: DeliveryDay[] = calendar?.days ?? [];
    const earliest = calendar?.earliest ?? null;
    const rawDates = availability.filter((d) => d.available).map((d) => ({ date: d.date, price: d.price }));
    return {
      refusals,
      answer: {
        ...base,
        supplierAvailability,
        supplierErrors,
        availability,
        rawDates,
        showNotifyIfAvailableSooner:
          storeDelivers && (earliest === null || isoDaysBetween(today, earliest) > notifySoonerAfterDays),
        unavailable: false,
        zone: { name: zone.name, kind: zone.kind },
        zoneId: zone.id,
        message:
          storeDelivers && earliest === null
            ? `No delivery day to ${place} is open in the next 6 weeks${proforma ? " for these brands" : ""}. Tick 'notify me' or call us, and we will arrange the earliest date we can.`
            : null,
      },
    };
  }

  /**
   * At order time (ADR 027): the chosen date and supplier dates are checked against fresh availability
   * and priced, with the chosen services. A stale date answers ok: false with the fresh dates.
   */
  async confirm(
    query: DeliveryQuery & {
      date: DeliveryDate | null;
      supplierDates: { supplier: string; date: DeliveryDate }[];
      serviceSkus: string[];
    },
    within?: Db,
  ): Promise<DeliveryConfirmation> {
    const { answer: availability, refusals } = await this.work(
      { ...query, selectedServiceSkus: query.serviceSkus },
      within,
    );
    const refuse = (message: string): DeliveryConfirmation => ({ ok: false, message, availability });
    if (availability.unavailable)
      return refuse(availability.message ?? "Delivery is not available to that address.");

    const services: { sku: string; name: string; price: number }[] = [];
    for (const sku of query.serviceSkus) {
      const offer = availability.deliveryServices.find((s) => s.sku.toUpperCase() === sku.toUpperCase());
      if (!offer || (offer.hidden && !query.winningDeliveryServiceOverride))
        return refuse(
          (offer ? undefined : refusals.get(sku.toUpperCase())) ??
            `The delivery service ${sku} is not offered for this order.`,
        );
      if (!services.some((s) => s.sku === offer.sku))
        services.push({ sku: offer.sku, name: offer.name, price: offer.price });
    }

    const supplierDates: { supplier: string; date: string; price: number }[] = [];
    for (const chosen of query.supplierDates) {
      if (!availability.supplierAvailability[chosen.supplier])
        return refuse(`${chosen.supplier} does not deliver any product of this order.`);
    }
    for (const [name, offer] of Object.entries(availability.supplierAvailability)) {
      const chosen = query.supplierDates.find((s) => s.supplier === name);
      if (!chosen) return refuse(`Please choose a delivery date for ${name}.`);
      const iso = isoOf(chosen.date);
      const day = offer.dates.find(
        (d) => isoOf({ year: d.date[0], month: d.date[1], day: d.date[2] }) === iso && d.available,
      );
      if (!day)
        return refuse(
          `${name} can no longer deliver on ${supplierDayLabel(iso)}. Please choose another date.`,
        );
      supplierDates.push({ supplier: name, date: iso, price: day.price });
    }

    const storeDelivers = availability.availability.length > 0;
    if (!storeDelivers)
      return { ok: true, zoneId: availability.zoneId, date: null, shippingCost: 0, services, supplierDates };
    if (!query.date) return refuse("Please choose a delivery date.");
    const iso = isoOf(query.date);
    const tuple = dateTuple(iso);
    const day = availability.availability.find(
      (d) => d.date[0] === tuple[0] && d.date[1] === tuple[1] && d.date[2] === tuple[2],
    );
    if (!day?.available)
      return refuse(
        `Delivery on ${supplierDayLabel(iso)} is no longer available to ${query.postcode}. Please choose another date.`,
      );
    return {
      ok: true,
      zoneId: availability.zoneId,
      date: iso,
      shippingCost: day.price,
      services,
      supplierDates,
    };
  }

  /**
   * Takes one delivery of a zone's day inside the order's transaction: one statement that writes the
   * day's row (slots from the zone) or raises its count while it is under its slots, under the row's
   * lock, so two orders cannot both take the last slot. False when the day is full.
   */
  async takeCapacity(tx: Db, zoneId: number, day: string): Promise<boolean> {
    const result = await tx.execute(sql`
      insert into ${deliveryCapacity} (zone_id, day, slots, taken)
      select ${deliveryZones.id}, ${day}::date, ${deliveryZones.slotsPerDay}, 1
        from ${deliveryZones}
       where ${deliveryZones.id} = ${zoneId} and ${deliveryZones.slotsPerDay} > 0
      on conflict (zone_id, day) do update
        set taken = ${deliveryCapacity}.taken + 1
        where ${deliveryCapacity}.taken < ${deliveryCapacity}.slots
      returning taken`);
    return sqlRows(result, takenRow).length === 1;
  }

  /** Gives a day's delivery back (a voided order). */
  async releaseCapacity(tx: Db, zoneId: number, day: string): Promise<void> {
    await tx
      .update(deliveryCapacity)
      .set({ taken: sql`${deliveryCapacity.taken} - 1` })
      .where(
        and(
          eq(deliveryCapacity.zoneId, zoneId),
          eq(deliveryCapacity.day, day),
          sql`${deliveryCapacity.taken} > 0`,
        ),
      );
  }

  /** The earliest available date (yyyy-mm-dd) and its price for a query, or null. */
  async earliestFor(query: DeliveryQuery): Promise<{ date: string; price: number } | null> {
    const answer = await this.availability(query);
    const first = answer.availability.find((d) => d.available);
    return first
      ? { date: isoOf({ year: first.date[0], month: first.date[1], day: first.date[2] }), price: first.price }
      : null;
  }

  /**
   * 'Delivered to {postcode} from {date}' for one product at the visitor's chosen locality (issue 15):
   * the same calendar as the cart and checkout, for one unit.
   */
  async promise(input: {
    brand: Pick<Brand, "id" | "country">;
    localityId: number | null;
    sku: string;
    now: Date;
  }): Promise<DeliveryPromise> {
    const country = input.brand.country;
    const locality = input.localityId ? await this.localities.byId(country, input.localityId) : null;
    if (!locality)
      return {
        located: false,
        postcode: null,
        date: null,
        price: null,
        text: "Choose your delivery location to see when it can arrive.",
      };
    const [[product], settings] = await Promise.all([
      this.products.idsOfSkus([input.sku]),
      this.settings.list(input.brand.id),
    ]);
    const answer = await this.availability({
      country,
      postcode: locality.postcode,
      suburb: locality.suburb,
      state: locality.state,
      lines: product ? [{ productId: product.id, quantity: 1 }] : [],
      options: 0,
      winningDeliveryServiceOverride: false,
      proformaBrands: settings.find((s) => s.name === "ProformaDeliveryBrands")?.value,
      now: input.now,
    });
    const first = answer.availability.find((d) => d.available);
    const supplier = Object.values(answer.supplierAvailability)[0];
    const date = first ?? supplier?.dates[0];
    if (!date)
      return {
        located: true,
        postcode: locality.postcode,
        date: null,
        price: null,
        text: answer.message ?? `We have no delivery date to ${locality.postcode} in the next 6 weeks.`,
      };
    const iso = isoOf({ year: date.date[0], month: date.date[1], day: date.date[2] });
    return {
      located: true,
      postcode: locality.postcode,
      date: iso,
      price: date.price,
      text: deliveryPromiseText(locality.postcode, iso),
    };
  }
}

/**
 * The capacity sweep (ADR 033): deletes the rows of days that are over with nothing taken (a day whose
 * slots staff set ahead and nobody booked says nothing), and every row older than `historyDays` (how
 * busy past days were is kept that long; orders keep their own dates). Answers how many went.
 */
export async function deleteOldCapacity(db: Db, now: Date, historyDays: number): Promise<number> {
  const { emptyBefore, allBefore } = capacitySweepBefore(now, historyDays);
  const deleted = await db
    .delete(deliveryCapacity)
    .where(
      or(
        and(lt(deliveryCapacity.day, emptyBefore), eq(deliveryCapacity.taken, 0)),
        lt(deliveryCapacity.day, allBefore),
      ),
    )
    .returning({ zoneId: deliveryCapacity.zoneId });
  return deleted.length;
}
