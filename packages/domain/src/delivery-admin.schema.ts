import { z } from "zod";
import { deliveryServiceOptions, deliveryZoneKindSchema } from "./delivery.schema.ts";
import { calendarDateSchema, databaseIdSchema, textSchema, wholeNumberSchema } from "./input.schema.ts";

/**
 * The staff delivery settings (ADR 033): the calls under /api/delivery/admin and the forms of the
 * delivery settings screen. Money is cents in the API; the forms take dollars and give cents.
 */

/** The most a delivery price, surcharge or service may cost: $10,000. */
export const deliveryPriceMax = 10_000_00;
/** The most a 'free from' threshold may be: $1,000,000 of goods. */
export const freeOverMax = 1_000_000_00;
/** Deliveries a zone may take in a day, at most. */
export const slotsMax = 1000;
/** Days from dispatch to the door, at most. */
export const transitDaysMax = 60;
/** How far ahead staff may close, open or size a day. */
export const adminDaysAhead = 730;
/** The kinds of zone a service may be limited to (a zone that is not served offers nothing). */
export const servedZoneKinds = ["metro", "regional", "remote"] as const;
export const servedZoneKindSchema = z.enum(servedZoneKinds, {
  message: "A zone kind is metro, regional or remote",
});
export type ServedZoneKind = z.infer<typeof servedZoneKindSchema>;

/** ISO weekday names, Monday first (1 = Monday ... 7 = Sunday). */
export const weekdayShortNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** A date-holidays region as zones name it: 'AU-NSW', 'NZ-AUK'. */
export const holidayRegionSchema = z
  .string({ message: "holidayRegion is a state or region such as AU-NSW or NZ-AUK" })
  .trim()
  .toUpperCase()
  .regex(/^(AU|NZ)-[A-Z]{2,3}$/, "holidayRegion is a state or region such as AU-NSW or NZ-AUK");

function centsSchema(what: string, max: number) {
  const message = `${what} is a whole number of cents from 0 to ${max}`;
  return wholeNumberSchema(message, 0, max);
}

const runDaysSchema = z.preprocess(
  // An unticked group of checkboxes reads as false
  (value) => (value === false || value === undefined ? [] : value),
  z
    .array(wholeNumberSchema("A run day is a weekday from 1 (Monday) to 7 (Sunday)", 1, 7), {
      message: "runDays is a list of weekdays from 1 (Monday) to 7 (Sunday)",
    })
    .min(1, "Choose at least one day the trucks run")
    .max(7, "runDays has at most 7 days")
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

/** What staff may change of a zone (all of it; PATCH takes any part). */
export const zoneSettingsSchema = z.object({
  runDays: runDaysSchema,
  cutoff: z
    .string({ message: "cutoff is a time written HH:MM" })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "cutoff is a 24-hour time written HH:MM, such as 14:00"),
  transitDays: wholeNumberSchema(
    `transitDays is a whole number of days from 0 to ${transitDaysMax}`,
    0,
    transitDaysMax,
  ),
  dayPrice: centsSchema("dayPrice", deliveryPriceMax),
  saturdaySurcharge: centsSchema("saturdaySurcharge", deliveryPriceMax),
  /** Goods worth at least this much deliver free on weekdays; null: never free. */
  freeOver: centsSchema("freeOver", freeOverMax).nullable(),
  slotsPerDay: wholeNumberSchema(`slotsPerDay is a whole number from 0 to ${slotsMax}`, 0, slotsMax),
});
export type ZoneSettings = z.infer<typeof zoneSettingsSchema>;

/** A PATCH body of some of `settings`: any of them, at least one, and nothing else. */
function patchOf<S extends z.ZodRawShape>(settings: z.ZodObject<S>) {
  return settings
    .partial()
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, "Send at least one setting to change");
}

/** PATCH /api/delivery/admin/zones/:id: any of the zone's settings, at least one. */
export const zonePatchSchema = patchOf(zoneSettingsSchema);
export type ZonePatch = z.infer<typeof zonePatchSchema>;

/** A delivery zone as staff see it; money in cents. */
export const adminZoneSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: z.enum(["AU", "NZ"]),
  kind: deliveryZoneKindSchema,
  holidayRegion: z.string(),
  timeZone: z.string(),
  runDays: z.array(z.number().int()),
  cutoff: z.string(),
  transitDays: z.number().int(),
  dayPrice: z.number().int(),
  saturdaySurcharge: z.number().int(),
  freeOver: z.number().int().nullable(),
  slotsPerDay: z.number().int(),
  note: z.string().nullable(),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;

/** `zoneId` or `:id` in a path. */
export const zoneIdParamSchema = z.object({ id: databaseIdSchema("The zone id is a whole number from 1") });

const closedSchema = z.preprocess(
  // Radio buttons send text
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ message: "closed is true (no delivery that day) or false (deliver on a holiday)" }),
);

const optionalZoneIdSchema = z.preprocess(
  // 'Every zone of the region' is an empty choice
  (value) => (value === "" || value === undefined ? null : value),
  databaseIdSchema("zoneId is a zone's id, or null for every zone of the region").nullable(),
);

/**
 * POST /api/delivery/admin/overrides: close a day (a holiday date-holidays does not know, a blackout)
 * or open one (deliver on a public holiday) for every zone of a state or region, or for one zone of it.
 */
export const overrideAddSchema = z.object({
  holidayRegion: holidayRegionSchema,
  zoneId: optionalZoneIdSchema,
  day: calendarDateSchema("day"),
  closed: closedSchema,
  note: textSchema("note", 120).default(""),
});
export type OverrideAdd = z.infer<typeof overrideAddSchema>;

/** A day changed by hand, as staff see it: `zoneId` null for every zone of the region. */
export const adminOverrideSchema = z.object({
  id: z.number().int(),
  holidayRegion: z.string(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  day: z.string(),
  closed: z.boolean(),
  note: z.string(),
});
export type AdminOverride = z.infer<typeof adminOverrideSchema>;

/** GET /api/delivery/admin/overrides?region=&from=: a region's days from a date (default: today there). */
export const overridesQuerySchema = z.object({
  region: holidayRegionSchema,
  from: calendarDateSchema("from").optional(),
});

/** A public holiday (date-holidays) of a region, and whether an override opens it. */
export const publicHolidaySchema = z.object({ day: z.string(), name: z.string() });

/** The answer of GET /api/delivery/admin/overrides: the region's overrides and public holidays, a year ahead. */
export const regionDaysSchema = z.object({
  region: z.string(),
  from: z.string(),
  overrides: z.array(adminOverrideSchema),
  holidays: z.array(publicHolidaySchema),
});
export type RegionDays = z.infer<typeof regionDaysSchema>;

/** `:id` of an override in a path. */
export const overrideIdParamSchema = z.object({
  id: databaseIdSchema("The override id is a whole number from 1"),
});

/** GET /api/delivery/admin/capacity?zoneId=&from=&days=: a zone's days (default: from today, 28 days). */
export const capacityQuerySchema = z.object({
  zoneId: databaseIdSchema("zoneId is a zone's id, a whole number from 1"),
  from: calendarDateSchema("from").optional(),
  days: wholeNumberSchema("days is a whole number from 1 to 92", 1, 92).default(28),
});

/** One day of a zone's capacity: its slots (the zone's slots per day unless set), taken so far. */
export const capacityDaySchema = z.object({
  day: z.string(),
  slots: z.number().int(),
  taken: z.number().int(),
  /** True when the day's slots were set for it rather than taken from the zone. */
  custom: z.boolean(),
});
export type CapacityDay = z.infer<typeof capacityDaySchema>;

/** The answer of GET /api/delivery/admin/capacity. */
export const zoneCapacitySchema = z.object({
  zoneId: z.number().int(),
  zoneName: z.string(),
  slotsPerDay: z.number().int(),
  /** The zone's today (its own time zone). */
  today: z.string(),
  days: z.array(capacityDaySchema),
});
export type ZoneCapacity = z.infer<typeof zoneCapacitySchema>;

/** PUT /api/delivery/admin/capacity/:zoneId/:day path. */
export const capacityParamSchema = z.object({
  zoneId: databaseIdSchema("The zone id is a whole number from 1"),
  day: calendarDateSchema("day"),
});

/** PUT /api/delivery/admin/capacity/:zoneId/:day body: the day's deliveries. */
export const capacitySetSchema = z.object({
  slots: wholeNumberSchema(`slots is a whole number from 0 to ${slotsMax}`, 0, slotsMax),
});
export type CapacitySet = z.infer<typeof capacitySetSchema>;

/** The capacity form: a day and its slots. */
export const capacityFormSchema = capacitySetSchema.extend({ day: calendarDateSchema("day") });

/** What staff may change of a delivery service: price, hidden, and where it is offered. */
export const serviceSettingsSchema = z.object({
  price: centsSchema("price", deliveryPriceMax),
  hidden: z.boolean({ message: "hidden is true or false" }),
  /** The kinds of zone the service is offered in. */
  zoneKinds: z
    .array(servedZoneKindSchema, { message: "zoneKinds is a list of metro, regional and remote" })
    .min(1, "Choose at least one kind of zone (or hide the service)")
    .transform((kinds) => servedZoneKinds.filter((k) => kinds.includes(k))),
  /** Offered only when a product of the order is in one of these categories (or under one); none: any product. */
  categoryIds: z
    .array(databaseIdSchema("A category id is a whole number from 1"), {
      message: "categoryIds is a list of category ids",
    })
    .max(200, "categoryIds has at most 200 categories")
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

/** PATCH /api/delivery/admin/services/:id: any of the service's settings, at least one. */
export const servicePatchSchema = patchOf(serviceSettingsSchema);
export type ServicePatch = z.infer<typeof servicePatchSchema>;

/** `:id` of a service in a path. */
export const serviceIdParamSchema = z.object({
  id: databaseIdSchema("The service id is a whole number from 1"),
});

/** A delivery service as staff see it; price in cents. */
export const adminServiceSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  option: z.enum(deliveryServiceOptions),
  hidden: z.boolean(),
  zoneKinds: z.array(servedZoneKindSchema),
  categoryIds: z.array(z.number().int()),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** A category a service may be limited to (top-level ones have no parent). */
export const serviceCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  parentId: z.number().int().nullable(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** The answer of GET /api/delivery/admin/services: the services and the categories to limit them to. */
export const adminServicesSchema = z.object({
  services: z.array(adminServiceSchema),
  categories: z.array(serviceCategorySchema),
});
export type AdminServices = z.infer<typeof adminServicesSchema>;

/** What a recorded change was about. */
export const deliveryChangeSubjects = ["zone", "override", "capacity", "service"] as const;

/** One recorded change to the delivery settings: who, when, what. */
export const deliveryChangeSchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The staff member's name and email at the time. */
  who: z.string(),
  subject: z.enum(deliveryChangeSubjects),
  summary: z.string(),
});
export type DeliveryChange = z.infer<typeof deliveryChangeSchema>;

/** GET /api/delivery/admin/changes?limit=: the newest changes first. */
export const changesQuerySchema = z.object({
  limit: wholeNumberSchema("limit is a whole number from 1 to 200", 1, 200).default(20),
});

/**
 * Dollars as staff type them ('29', '29.50', '$1,299') to cents; `blank` is what an empty field
 * means (null: 'never', for a threshold), else the field is required.
 */
export function dollarsFieldSchema<B extends null | undefined = undefined>(
  what: string,
  max: number,
  blank?: B,
) {
  const message = `${what}: type an amount in dollars, such as 29 or 29.50`;
  return z
    .string({ message })
    .transform((text) => text.trim().replace(/^\$/, "").replace(/,/g, ""))
    .superRefine((text, ctx) => {
      if (text === "" && blank !== undefined) return;
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) ctx.addIssue({ code: "custom", message });
      else if (Math.round(Number(text) * 100) > max)
        ctx.addIssue({
          code: "custom",
          message: `${what} is at most $${(max / 100).toLocaleString("en-AU")}`,
        });
    })
    .transform((text) => (text === "" ? (blank as B) : Math.round(Number(text) * 100)) as number | B);
}

/** The zone form (dollars typed, cents out): what PATCH /zones/:id takes. */
export const zoneFormSchema = zoneSettingsSchema.extend({
  dayPrice: dollarsFieldSchema("Weekday price", deliveryPriceMax),
  saturdaySurcharge: dollarsFieldSchema("Saturday surcharge", deliveryPriceMax),
  freeOver: dollarsFieldSchema("Free from", freeOverMax, null),
});

/** The service form (dollars typed, cents out): what PATCH /services/:id takes. */
export const serviceFormSchema = serviceSettingsSchema.extend({
  price: dollarsFieldSchema("Price", deliveryPriceMax),
  zoneKinds: z.preprocess(
    (value) => (value === false || value === undefined ? [] : value),
    serviceSettingsSchema.shape.zoneKinds,
  ),
  categoryIds: z.preprocess(
    (value) => (value === false || value === undefined ? [] : value),
    serviceSettingsSchema.shape.categoryIds,
  ),
});

/** Cents as the forms show them in a dollars field: '29', '29.50'; '' for null. */
export function dollarsText(cents: number | null): string {
  if (cents === null) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
