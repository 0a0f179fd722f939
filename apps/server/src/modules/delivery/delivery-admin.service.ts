import {
  adminDayLabel,
  adminMoneyLabel,
  changeSummary,
  overrideSummary,
  zoneChangeFields,
} from "@store/domain/delivery-admin";
import {
  type AdminOverride,
  type AdminService,
  type AdminServices,
  type AdminZone,
  adminDaysAhead,
  type CapacityDay,
  type DeliveryChange,
  type OverrideAdd,
  type RegionDays,
  type ServicePatch,
  type ZoneCapacity,
  type ZonePatch,
} from "@store/domain/delivery-admin.schema";
import { addDays, zonedNow } from "@store/domain/delivery-calendar";
import { countOf } from "@store/domain/text";
import { and, asc, between, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { CacheRegistry } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { sqlRows } from "../../db/sql-rows.ts";
import { AppError } from "../../http/app-error.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { UserService } from "../user/user.service.ts";
import { deliveryRulesCache } from "./delivery.service.ts";
import {
  deliveryCapacity,
  deliveryChanges,
  deliveryDayOverrides,
  deliveryServiceCategories,
  deliveryServices,
  deliveryZones,
} from "./delivery.tables.ts";
import { publicHolidaysBetween } from "./delivery-holidays.ts";

type ZoneRow = typeof deliveryZones.$inferSelect;
type ChangeSubject = (typeof deliveryChanges.$inferInsert)["subject"];

/** The staff member making a change: their account id. */
export interface Actor {
  userId: number;
}

const dayOf = z
  .union([z.string(), z.date()])
  .transform((d) => (typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10)));
const capacityRow = z.object({ slots: z.coerce.number().int(), taken: z.coerce.number().int() });

function adminZone(zone: ZoneRow): AdminZone {
  return {
    id: zone.id,
    code: zone.code,
    name: zone.name,
    country: zone.country === "NZ" ? "NZ" : "AU",
    kind: zone.kind,
    holidayRegion: zone.holidayRegion,
    timeZone: zone.timeZone,
    runDays: [...zone.runDays].sort((a, b) => a - b),
    cutoff: zone.cutoff,
    transitDays: zone.transitDays,
    dayPrice: zone.dayPrice,
    saturdaySurcharge: zone.saturdaySurcharge,
    freeOver: zone.freeOver,
    slotsPerDay: zone.slotsPerDay,
    note: zone.note,
  };
}

const yesNo = (v: boolean) => (v ? "yes" : "no");

/**
 * The staff side of delivery (ADR 033): zones, days changed by hand, capacity per day and services,
 * each change made in one transaction with its line in `delivery_changes` (who, when, what, before and
 * after). Zone and service edits clear the calendar's cache of rules, so the next calendar in this
 * process already uses them; overrides and capacity are read fresh by every calendar.
 */
export class DeliveryAdminService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductReadModel,
    private readonly users: UserService,
    private readonly caches: CacheRegistry,
  ) {}

  /** Every zone, by country, state or region and kind (the seed's order). */
  async zones(): Promise<AdminZone[]> {
    const rows = await this.db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));
    return rows.map(adminZone);
  }

  /** Changes a zone's run days, cut-off, transit days, prices or slots; records what changed. */
  async updateZone(id: number, patch: ZonePatch, actor: Actor): Promise<AdminZone> {
    const who = await this.whoIs(actor);
    const updated = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [zone] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for("update");
      if (!zone) throw new AppError("not_found", `No delivery zone has the id ${id}`);
      const summary = changeSummary(adminZone(zone), patch, zoneChangeFields);
      if (summary === null) return zone;
      const [after] = await tx.update(deliveryZones).set(patch).where(eq(deliveryZones.id, id)).returning();
      const before = Object.fromEntries(Object.keys(patch).map((key) => [key, zone[key as keyof ZoneRow]]));
      await this.record(tx, actor, who, "zone", `${zone.name}: ${summary}`, before, patch);
      return after ?? zone;
    });
    this.caches.invalidate(deliveryRulesCache);
    return adminZone(updated);
  }

  /** The zones of a state or region, first one first; a 404 when no zone is in it. */
  private async zonesOf(region: string): Promise<ZoneRow[]> {
    const zones = await this.db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.holidayRegion, region))
      .orderBy(asc(deliveryZones.id));
    if (zones.length === 0) throw new AppError("not_found", `No delivery zone is in ${region}`);
    return zones;
  }

  /**
   * A state's or region's days changed by hand (for the region or one of its zones) and its public
   * holidays, from `from` (default: today there) for a year.
   */
  async regionDays(region: string, from: string | undefined, now: Date): Promise<RegionDays> {
    const zones = await this.zonesOf(region);
    const start = from ?? zonedNow(now, (zones[0] as ZoneRow).timeZone).date;
    const end = addDays(start, 365);
    const rows = await this.db
      .select({
        id: deliveryDayOverrides.id,
        holidayRegion: deliveryDayOverrides.holidayRegion,
        zoneId: deliveryDayOverrides.zoneId,
        zoneName: deliveryZones.name,
        zoneRegion: deliveryZones.holidayRegion,
        day: deliveryDayOverrides.day,
        closed: deliveryDayOverrides.closed,
        note: deliveryDayOverrides.note,
      })
      .from(deliveryDayOverrides)
      .leftJoin(deliveryZones, eq(deliveryZones.id, deliveryDayOverrides.zoneId))
      .where(
        and(
          or(eq(deliveryDayOverrides.holidayRegion, region), eq(deliveryZones.holidayRegion, region)),
          between(deliveryDayOverrides.day, start, end),
        ),
      )
      .orderBy(asc(deliveryDayOverrides.day), asc(deliveryDayOverrides.id));
    return {
      region,
      from: start,
      overrides: rows.map((r) => ({
        id: r.id,
        holidayRegion: r.holidayRegion ?? r.zoneRegion ?? region,
        zoneId: r.zoneId,
        zoneName: r.zoneName,
        day: dayOf.parse(r.day),
        closed: r.closed,
        note: r.note,
      })),
      holidays: publicHolidaysBetween(region, start, end),
    };
  }

  /**
   * Closes or opens a day for every zone of a state or region, or for one of its zones; today (there)
   * or later, up to two years ahead. One change per day and region or zone: a second is a 409.
   */
  async addOverride(input: OverrideAdd, actor: Actor, now: Date): Promise<AdminOverride> {
    const zones = await this.db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.holidayRegion, input.holidayRegion))
      .orderBy(asc(deliveryZones.id));
    if (zones.length === 0)
      throw new AppError("invalid", `holidayRegion: no delivery zone is in ${input.holidayRegion}`);
    let zone: ZoneRow | null = null;
    if (input.zoneId !== null) {
      const [found] = await this.db.select().from(deliveryZones).where(eq(deliveryZones.id, input.zoneId));
      if (!found) throw new AppError("not_found", `No delivery zone has the id ${input.zoneId}`);
      if (found.holidayRegion !== input.holidayRegion)
        throw new AppError(
          "invalid",
          `zoneId: ${found.name} is in ${found.holidayRegion}, not ${input.holidayRegion}`,
        );
      zone = found;
    }
    const today = zonedNow(now, (zone ?? (zones[0] as ZoneRow)).timeZone).date;
    this.assertDayAhead(input.day, today);
    const who = await this.whoIs(actor);
    const where = zone ? `for ${zone.name}` : `in ${input.holidayRegion}`;
    const created = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .insert(deliveryDayOverrides)
        .values({
          // A zone's row names no region: the calendar reads a region's row as the whole region's
          holidayRegion: zone ? null : input.holidayRegion,
          zoneId: zone?.id ?? null,
          day: input.day,
          closed: input.closed,
          note: input.note,
        })
        .onConflictDoNothing()
        .returning({ id: deliveryDayOverrides.id });
      if (!row)
        throw new AppError(
          "conflict",
          `${adminDayLabel(input.day)} is already changed ${where}. Remove that change first.`,
        );
      const summary = overrideSummary("added", { ...input, where });
      await this.record(tx, actor, who, "override", summary, null, { ...input, id: row.id });
      return row;
    });
    return {
      id: created.id,
      holidayRegion: input.holidayRegion,
      zoneId: zone?.id ?? null,
      zoneName: zone?.name ?? null,
      day: input.day,
      closed: input.closed,
      note: input.note,
    };
  }

  /** Removes a day changed by hand (the calendar goes back to its rules for that day). */
  async removeOverride(id: number, actor: Actor): Promise<AdminOverride> {
    const who = await this.whoIs(actor);
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [gone] = await tx.delete(deliveryDayOverrides).where(eq(deliveryDayOverrides.id, id)).returning();
      if (!gone) throw new AppError("not_found", `No changed day has the id ${id}`);
      const [zone] = gone.zoneId
        ? await tx.select().from(deliveryZones).where(eq(deliveryZones.id, gone.zoneId))
        : [];
      const day = dayOf.parse(gone.day);
      const region = gone.holidayRegion ?? zone?.holidayRegion ?? "";
      const where = zone ? `for ${zone.name}` : `in ${region}`;
      const summary = overrideSummary("removed", { day, closed: gone.closed, where, note: gone.note });
      await this.record(tx, actor, who, "override", summary, { ...gone, day }, null);
      return {
        id: gone.id,
        holidayRegion: region,
        zoneId: gone.zoneId,
        zoneName: zone?.name ?? null,
        day,
        closed: gone.closed,
        note: gone.note,
      };
    });
  }

  private async zone(id: number): Promise<ZoneRow> {
    const [zone] = await this.db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
    if (!zone) throw new AppError("not_found", `No delivery zone has the id ${id}`);
    return zone;
  }

  /** A zone's deliveries per day from `from` (default: its today): slots, taken, and whether set by hand. */
  async capacity(zoneId: number, from: string | undefined, days: number, now: Date): Promise<ZoneCapacity> {
    const zone = await this.zone(zoneId);
    const today = zonedNow(now, zone.timeZone).date;
    const start = from ?? today;
    const end = addDays(start, days - 1);
    const rows = await this.db
      .select()
      .from(deliveryCapacity)
      .where(and(eq(deliveryCapacity.zoneId, zoneId), between(deliveryCapacity.day, start, end)));
    const byDay = new Map(rows.map((r) => [dayOf.parse(r.day), r]));
    const list: CapacityDay[] = [];
    for (let i = 0; i < days; i++) {
      const day = addDays(start, i);
      const row = byDay.get(day);
      list.push(
        row
          ? { day, slots: row.slots, taken: row.taken, custom: true }
          : { day, slots: zone.slotsPerDay, taken: 0, custom: false },
      );
    }
    return { zoneId: zone.id, zoneName: zone.name, slotsPerDay: zone.slotsPerDay, today, days: list };
  }

  /**
   * Sets a day's deliveries for a zone, today (there) or later: one statement that writes the day's row
   * or changes its slots while they stay at or above what is taken, under the row's lock, so an order
   * taking the day at the same moment is counted. A 409 when more are booked than asked for.
   */
  async setCapacity(
    zoneId: number,
    day: string,
    slots: number,
    actor: Actor,
    now: Date,
  ): Promise<CapacityDay> {
    const zone = await this.zone(zoneId);
    this.assertDayAhead(day, zonedNow(now, zone.timeZone).date);
    const who = await this.whoIs(actor);
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [before] = await tx
        .select()
        .from(deliveryCapacity)
        .where(and(eq(deliveryCapacity.zoneId, zoneId), eq(deliveryCapacity.day, day)))
        .for("update");
      const result = await tx.execute(sql`
        insert into ${deliveryCapacity} (zone_id, day, slots, taken)
        values (${zoneId}, ${day}::date, ${slots}, 0)
        on conflict (zone_id, day) do update
          set slots = excluded.slots
          where ${deliveryCapacity}.taken <= excluded.slots
        returning slots, taken`);
      const [row] = sqlRows(result, capacityRow);
      if (!row) {
        const [current] = await tx
          .select({ taken: deliveryCapacity.taken })
          .from(deliveryCapacity)
          .where(and(eq(deliveryCapacity.zoneId, zoneId), eq(deliveryCapacity.day, day)));
        const taken = current?.taken ?? before?.taken ?? 0;
        throw new AppError(
          "conflict",
          `${countOf(taken, "delivery is", "deliveries are")} already booked for ${zone.name} on ${adminDayLabel(day)}: set ${taken} or more.`,
        );
      }
      const was = before?.slots ?? zone.slotsPerDay;
      await this.record(
        tx,
        actor,
        who,
        "capacity",
        `${zone.name}, ${adminDayLabel(day)}: deliveries ${was} → ${row.slots} (${row.taken} booked)`,
        { zoneId, day, slots: before?.slots ?? null, taken: before?.taken ?? 0 },
        { zoneId, day, slots: row.slots },
      );
      return { day, slots: row.slots, taken: row.taken, custom: true };
    });
  }

  /** Every service with where it is offered, and the categories it may be limited to. */
  async services(): Promise<AdminServices> {
    const [rows, limits, reference] = await Promise.all([
      this.db
        .select()
        .from(deliveryServices)
        .orderBy(asc(deliveryServices.sortOrder), asc(deliveryServices.id)),
      this.db.select().from(deliveryServiceCategories),
      this.products.names(),
    ]);
    return {
      services: rows.map((row) => this.adminService(row, limits)),
      categories: reference.categories.map((c) => ({ id: c.id, title: c.title, parentId: c.parentId })),
    };
  }

  private adminService(
    row: typeof deliveryServices.$inferSelect,
    limits: (typeof deliveryServiceCategories.$inferSelect)[],
  ): AdminService {
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      description: row.description,
      price: row.price,
      option: row.option,
      hidden: row.hidden,
      zoneKinds: row.zoneKinds.filter((k) => k !== "not_served"),
      categoryIds: limits
        .filter((l) => l.serviceId === row.id)
        .map((l) => l.categoryId)
        .sort((a, b) => a - b),
    };
  }

  /** Changes a service's price, whether it is hidden, and where it is offered; records what changed. */
  async updateService(id: number, patch: ServicePatch, actor: Actor): Promise<AdminService> {
    const reference = await this.products.names();
    const titleOf = new Map(reference.categories.map((c) => [c.id, c.title]));
    const unknown = (patch.categoryIds ?? []).filter((c) => !titleOf.has(c));
    if (unknown.length > 0)
      throw new AppError("invalid", `categoryIds: no category has the id ${unknown.join(", ")}`);
    const who = await this.whoIs(actor);
    const updated = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx.select().from(deliveryServices).where(eq(deliveryServices.id, id)).for("update");
      if (!row) throw new AppError("not_found", `No delivery service has the id ${id}`);
      const limits = await tx
        .select()
        .from(deliveryServiceCategories)
        .where(eq(deliveryServiceCategories.serviceId, id));
      const before = this.adminService(row, limits);
      const names = (ids: readonly number[]) =>
        ids.length === 0 ? "any product" : ids.map((c) => titleOf.get(c) ?? `#${c}`).join(", ");
      const summary = changeSummary(before, patch, {
        price: { label: "Price", show: adminMoneyLabel },
        hidden: { label: "Hidden", show: yesNo },
        zoneKinds: { label: "Zones", show: (v) => v.join(", ") },
        categoryIds: { label: "Categories", show: names },
      });
      if (summary === null) return before;
      const { categoryIds, ...columns } = patch;
      if (Object.keys(columns).length > 0)
        await tx.update(deliveryServices).set(columns).where(eq(deliveryServices.id, id));
      if (categoryIds) {
        await tx.delete(deliveryServiceCategories).where(eq(deliveryServiceCategories.serviceId, id));
        if (categoryIds.length > 0)
          await tx
            .insert(deliveryServiceCategories)
            .values(categoryIds.map((categoryId) => ({ serviceId: id, categoryId })));
      }
      const after = { ...before, ...patch };
      const was = Object.fromEntries(
        Object.keys(patch).map((key) => [key, before[key as keyof AdminService]]),
      );
      await this.record(tx, actor, who, "service", `${row.name}: ${summary}`, was, patch);
      return after;
    });
    this.caches.invalidate(deliveryRulesCache);
    return updated;
  }

  /** The newest recorded changes first. */
  async changes(limit: number): Promise<DeliveryChange[]> {
    const rows = await this.db
      .select({
        id: deliveryChanges.id,
        at: deliveryChanges.at,
        userId: deliveryChanges.userId,
        who: deliveryChanges.who,
        subject: deliveryChanges.subject,
        summary: deliveryChanges.summary,
      })
      .from(deliveryChanges)
      .orderBy(desc(deliveryChanges.at), desc(deliveryChanges.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }

  /** Today (the zone's) or later, and not past how far ahead staff may plan. */
  private assertDayAhead(day: string, today: string): void {
    if (day < today) throw new AppError("invalid", `day: choose ${adminDayLabel(today)} or a later day`);
    const last = addDays(today, adminDaysAhead);
    if (day > last) throw new AppError("invalid", `day: choose a day up to ${adminDayLabel(last)}`);
  }

  /** 'Sam Staff <staff@example.com>': kept with the change, so the record outlives a renamed or closed account. */
  private async whoIs(actor: Actor): Promise<string> {
    const user = await this.users.byId(actor.userId);
    return user ? `${user.firstName} ${user.lastName} <${user.email}>`.trim() : `account ${actor.userId}`;
  }

  private async record(
    tx: Db,
    actor: Actor,
    who: string,
    subject: ChangeSubject,
    summary: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await tx.insert(deliveryChanges).values({ userId: actor.userId, who, subject, summary, before, after });
  }
}
