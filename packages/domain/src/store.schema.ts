import { z } from "zod";

const openTimeSchema = z.object({ openTime: z.string(), closeTime: z.string() }).nullable();

/** A store as the API returns it (storefront s.3 "Store"). */
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeUri: z.string(),
  country: z.enum(["AU", "NZ"]),
  state: z.string(),
  subdivision: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  blurb: z.string(),
  thumbImg: z.object({ src: z.string() }),
  virtualTourId: z.string().nullable(),
  isAppointmentOnly: z.boolean(),
  /** Monday-indexed: 0 is Monday, 6 Sunday; null when closed. */
  openTimes: z.array(openTimeSchema),
  geoLat: z.number(),
  geoLng: z.number(),
  /** Kilometres from the visitor's chosen locality, when one is set. */
  distanceKm: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** GET /api/store filters. */
export const storeListQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z ]{2,30}$/, "A state is letters only")
    .optional(),
  q: z.string().trim().max(60).optional(),
});

/** POST /api/store/setstore */
export const setStoreSchema = z.object({
  storeId: z.coerce.number({ message: "Choose a store" }).int().positive("Choose a store"),
});

/** GET /api/store/select-view (staff): stores and salespeople to assign (storefront s.3 "Store view"). */
export const storeViewSchema = z.object({
  availableStores: z.array(z.object({ storeUri: z.string(), name: z.string(), subdivision: z.string() })),
  availableSalesPersons: z.array(z.object({ code: z.string(), name: z.string(), subdivision: z.string() })),
});
export type StoreView = z.infer<typeof storeViewSchema>;
