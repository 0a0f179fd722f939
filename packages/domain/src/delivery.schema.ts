import { z } from "zod";
import { dateYears } from "./input.schema.ts";
import { skuParamSchema } from "./product.schema.ts";

/** The kinds of delivery zone a postcode falls in (reference delivery.md step 1). */
export const deliveryZoneKinds = ["metro", "regional", "remote", "not_served"] as const;
export const deliveryZoneKindSchema = z.enum(deliveryZoneKinds);
export type DeliveryZoneKind = z.infer<typeof deliveryZoneKindSchema>;

/** The checkout option that shows a delivery service (checkout s.3 flags). */
export const deliveryServiceOptions = ["ConnectRemove", "InstallationContact", "UniqueRequirements"] as const;
export type DeliveryServiceOption = (typeof deliveryServiceOptions)[number];

/** A calendar date as the spec's availability sends it: [year, month 1-12, day]. */
export const dateTupleSchema = z.tuple([z.number().int(), z.number().int(), z.number().int()]);
export type DateTuple = z.infer<typeof dateTupleSchema>;

/** One day of the delivery calendar (checkout s.3 "Delivery availability state"); price in cents. */
export const deliveryDaySchema = z.object({
  date: dateTupleSchema,
  available: z.boolean(),
  price: z.number().int(),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

/** A delivery service the checkout offers (old appliance removal, connection, ...); price in cents. */
export const deliveryServiceOfferSchema = z.object({
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  selected: z.boolean(),
  hidden: z.boolean(),
});
export type DeliveryServiceOffer = z.infer<typeof deliveryServiceOfferSchema>;

/** A drop-ship supplier's own dates for its products, with its own prices. */
export const supplierAvailabilitySchema = z.object({
  supplier: z.string(),
  dates: z.array(deliveryDaySchema),
  /** Which products the supplier delivers and from when, in words. */
  message: z.string(),
});
export type SupplierAvailability = z.infer<typeof supplierAvailabilitySchema>;

/** An available day without the grid: what checkout s.3 calls rawDates. */
export const rawDeliveryDateSchema = z.object({ date: dateTupleSchema, price: z.number().int() });

/**
 * The answer of POST /api/checkout/avail (checkout s.7) without cartId: the 6-week calendar, the
 * suppliers' own dates, the services, the flags, and why delivery is unavailable when it is.
 */
export const deliveryAvailabilitySchema = z.object({
  /** 42 days, Monday to Sunday, from the Monday of this week (in the zone's time zone). */
  availability: z.array(deliveryDaySchema),
  supplierAvailability: z.record(z.string(), supplierAvailabilitySchema),
  winningDeliveryServiceOverride: z.boolean(),
  supplierErrors: z.array(z.string()),
  showNotifyIfAvailableSooner: z.boolean(),
  deliveryServices: z.array(deliveryServiceOfferSchema),
  showInstallationContact: z.boolean(),
  showUniqueDeliveryRequirements: z.boolean(),
  unavailable: z.boolean(),
  rawDates: z.array(rawDeliveryDateSchema),
  zone: z.object({ name: z.string(), kind: deliveryZoneKindSchema }).nullable(),
  /** Why delivery is unavailable, in words a shopper can act on; null when it is available. */
  message: z.string().nullable(),
});
export type DeliveryAvailability = z.infer<typeof deliveryAvailabilitySchema>;

/** The chosen delivery date of the checkout form (checkout s.3 deliveryDate). */
export const deliveryDateSchema = z
  .object({
    year: z
      .number({ message: "deliveryDate.year is a number" })
      .int("deliveryDate.year is a whole number")
      .min(dateYears.min, `deliveryDate.year is from ${dateYears.min} to ${dateYears.max}`)
      .max(dateYears.max, `deliveryDate.year is from ${dateYears.min} to ${dateYears.max}`),
    month: z
      .number({ message: "deliveryDate.month is a number" })
      .int("deliveryDate.month is a whole number")
      .min(1, "deliveryDate.month is from 1 to 12")
      .max(12, "deliveryDate.month is from 1 to 12"),
    day: z
      .number({ message: "deliveryDate.day is a number" })
      .int("deliveryDate.day is a whole number")
      .min(1, "deliveryDate.day is from 1 to 31")
      .max(31, "deliveryDate.day is from 1 to 31"),
  })
  .refine(
    (d) => {
      const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
      return date.getUTCMonth() === d.month - 1 && date.getUTCDate() === d.day;
    },
    { message: "deliveryDate is not a real date" },
  );
export type DeliveryDate = z.infer<typeof deliveryDateSchema>;

/** GET /api/delivery/promise?sku=: the product page's promise for one product. */
export const deliveryPromiseQuerySchema = z.object({
  sku: skuParamSchema,
});

/**
 * 'Delivered to {postcode} from {date}' for the visitor's chosen location, or why not: no location
 * yet, or no delivery there (then `text` says so).
 */
export const deliveryPromiseSchema = z.object({
  located: z.boolean(),
  postcode: z.string().nullable(),
  /** The earliest available date (yyyy-mm-dd), or null. */
  date: z.string().nullable(),
  /** Cents on that date, or null. */
  price: z.number().int().nullable(),
  text: z.string(),
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;
