import { z } from "zod";
import { databaseIdSchema, textSchema } from "./input.schema.ts";

/** A delivery locality (storefront s.3 "Locality / geo location"). */
export const localitySchema = z.object({
  _id: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  city: z.string(),
  fullAddress: z.string(),
});
export type Locality = z.infer<typeof localitySchema>;

/** Location typeahead (storefront s.5, checkout s.2): 2 characters, 400 ms, up to 100 options. */
export const localityTypeahead = { minChars: 2, waitMs: 400, maxOptions: 100, listMaxHeightPx: 180 } as const;

/** The free text of a locality search: trimmed, at most 60 characters. */
export const localityQuerySchema = textSchema("A locality search", 60);

export const localityLookupSchema = z.object({
  suburb: textSchema("A suburb", 60).min(1, "A suburb is required"),
  state: textSchema("A state", 40).min(1, "A state is required"),
  postcode: textSchema("A postcode", 4).regex(/^\d{4}$/, "A postcode has 4 digits"),
});

/** POST /api/geo/setlocation */
export const setLocationSchema = z.object({
  localityId: databaseIdSchema("Choose a location from the list"),
});

/** The text shown for a locality: 'Bondi Beach, NSW 2026'. */
export function localityLabel(locality: Pick<Locality, "suburb" | "state" | "postcode">): string {
  return `${locality.suburb}, ${locality.state} ${locality.postcode}`;
}
