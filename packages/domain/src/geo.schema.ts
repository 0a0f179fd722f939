import { z } from "zod";
import { storeSchema } from "./store.schema.ts";

/** The visitor's location and store (storefront s.3 "Geo data"). */
export const geoDataSchema = z.object({
  store: storeSchema.nullable(),
  nearestWarehouseLocationCode: z.string(),
  ipCountry: z.enum(["AU", "NZ"]),
  country: z.enum(["AU", "NZ"]),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  city: z.string(),
  /** True until the visitor chooses a location or a store. */
  newUser: z.boolean(),
  locationId: z.number().int().nullable(),
});
export type GeoData = z.infer<typeof geoDataSchema>;

const warehouses: Record<string, string> = {
  NSW: "SYD",
  ACT: "CBR",
  VIC: "MEL",
  TAS: "HBA",
  QLD: "BNE",
  SA: "ADL",
  NT: "DRW",
  WA: "PER",
};

/** The warehouse that serves a state or NZ region (Auckland for the North Island, Christchurch for the South). */
export function nearestWarehouseCode(country: "AU" | "NZ", state: string): string {
  if (country === "AU") return warehouses[state.toUpperCase()] ?? "SYD";
  const south = ["canterbury", "otago", "southland", "nelson", "marlborough", "tasman", "west coast"];
  return south.includes(state.toLowerCase()) ? "CHC" : "AKL";
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
