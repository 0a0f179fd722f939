import { z } from "zod";

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
export const localityQuerySchema = z.string().trim().max(60, "Search with at most 60 characters");

export const localityLookupSchema = z.object({
  suburb: z.string().trim().min(1).max(60),
  state: z.string().trim().min(1).max(40),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "A postcode has 4 digits"),
});

/** POST /api/geo/setlocation */
export const setLocationSchema = z.object({
  localityId: z.coerce
    .number({ message: "Choose a location from the list" })
    .int()
    .positive("Choose a location from the list"),
});

/** The text shown for a locality: 'Bondi Beach, NSW 2026'. */
export function localityLabel(locality: Pick<Locality, "suburb" | "state" | "postcode">): string {
  return `${locality.suburb}, ${locality.state} ${locality.postcode}`;
}
