import { z } from "zod";
import { databaseIdSchema, textSchema } from "./input.schema.ts";

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

/** A store's address in paths (GET /api/navbar/cooking-demos/{storeUri}). */
export const storeUriParamSchema = textSchema("A store address", 80).regex(
  /^[a-z0-9-]+$/i,
  "A store address uses letters, digits and hyphens",
);

/** GET /api/store/{id}: a store's number or its address. */
export const storeIdParamSchema = textSchema("A store id", 80).regex(
  /^[a-z0-9-]+$/i,
  "A store id is a number or a store address",
);

/** GET /api/store filters. */
export const storeListQuerySchema = z.object({
  state: textSchema("A state", 30)
    .regex(/^[A-Za-z ]{2,30}$/, "A state is letters only")
    .optional(),
  q: textSchema("A store search", 60).optional(),
});

/** POST /api/store/setstore */
export const setStoreSchema = z.object({
  storeId: databaseIdSchema("Choose a store from the list"),
});

/** GET /api/store/select-view (staff): stores and salespeople to assign (storefront s.3 "Store view"). */
export const storeViewSchema = z.object({
  availableStores: z.array(z.object({ storeUri: z.string(), name: z.string(), subdivision: z.string() })),
  /** Each salesperson's store too: several stores share a subdivision (ADR 037). */
  availableSalesPersons: z.array(
    z.object({ code: z.string(), name: z.string(), subdivision: z.string(), storeUri: z.string() }),
  ),
});
export type StoreView = z.infer<typeof storeViewSchema>;
