import { z } from "zod";
import { databaseIdSchema, textSchema } from "./input.schema.ts";
import { mapRules } from "./store-map.ts";

function coordinate(what: string, min: number, max: number) {
  return z.coerce
    .number({ message: `${what} is a number` })
    .refine(Number.isFinite, `${what} is a number`)
    .refine((n) => n >= min && n <= max, `${what} is from ${min} to ${max}`);
}

/** GET /api/geo/map-area: the view's box and the grid's width (ADR 085). */
export const mapAreaQuerySchema = z
  .object({
    south: coordinate("south", -90, 90),
    north: coordinate("north", -90, 90),
    // A view framing New Zealand's east coast may reach a little past the antimeridian
    west: coordinate("west", -180, 200),
    east: coordinate("east", -180, 200),
    cols: z.coerce
      .number({ message: "cols is a whole number" })
      .int("cols is a whole number")
      .min(8, "cols is from 8 to 160")
      .max(160, "cols is from 8 to 160")
      .default(mapRules.gridCols),
  })
  .refine((q) => q.north > q.south, { message: "north must be greater than south", path: ["north"] })
  .refine((q) => q.east > q.west, { message: "east must be greater than west", path: ["east"] })
  .refine((q) => q.north - q.south <= 60 && q.east - q.west <= 90, {
    message: "The area is at most 60 degrees high and 90 wide",
    path: ["north"],
  });
export type MapAreaQuery = z.infer<typeof mapAreaQuerySchema>;

/** A name drawn on the offline map: a state or region, or a suburb on a close view. */
export const mapLabelSchema = z.object({
  text: z.string(),
  lat: z.number(),
  lng: z.number(),
  kind: z.enum(["region", "place"]),
});
export type MapLabel = z.infer<typeof mapLabelSchema>;

/** The offline map of a view: which dots of its grid are land, and the names to draw. */
export const mapAreaSchema = z.object({
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  cols: z.number().int(),
  rows: z.number().int(),
  /** Land cells, row * cols + col, ascending. */
  land: z.array(z.number().int()),
  labels: z.array(mapLabelSchema),
});
export type MapArea = z.infer<typeof mapAreaSchema>;

/** GET /api/geo/geocode: a street (optional) and the locality chosen in the typeahead, near a store. */
export const geocodeQuerySchema = z.object({
  address: textSchema("A street address", 120).optional(),
  suburb: textSchema("A suburb", 60).min(1, "Choose your suburb from the list"),
  state: textSchema("A state", 40).optional(),
  postcode: textSchema("A postcode", 4).regex(/^\d{4}$/, "A postcode has 4 digits"),
  /** The store whose 1000 m circle biases the answer; without it, the visitor's chosen store. */
  storeId: databaseIdSchema("A store id is a whole number").optional(),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** A geocoded address; `source` says whether the geocoder answered or the place-based fallback did. */
export const geocodeResultSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  country: z.enum(["AU", "NZ"]),
  source: z.enum(["geocoder", "place"]),
  /** 'address' for a street-level point; 'locality' for a suburb's centre (the offline geocoder, the fallback). */
  precision: z.enum(["address", "locality"]),
  /** True when the point is inside the store's 1000 m circle. */
  withinBias: z.boolean(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
