import type {
  AdminServices,
  AdminZone,
  DeliveryChange,
  RegionDays,
  ZoneCapacity,
} from "@store/domain/delivery-admin.schema";

/** What the delivery settings route loads: every zone, the chosen region's days and zone's capacity. */
export interface DeliveryAdminData {
  zones: AdminZone[];
  days: RegionDays;
  capacity: ZoneCapacity;
  services: AdminServices;
  changes: DeliveryChange[];
}

/** Tells the page a change was saved: it says so and loads the settings again. */
export type OnSaved = (message: string) => void;

/** The states and regions that have zones, in the zones' order. */
export function regionsOf(zones: readonly AdminZone[]): string[] {
  return [...new Set(zones.map((z) => z.holidayRegion))];
}

/** The region asked for when it has zones, else the first one's. */
export function chosenRegion(asked: string | null, zones: readonly AdminZone[]): string {
  const regions = regionsOf(zones);
  const wanted = asked?.trim().toUpperCase() ?? "";
  return regions.includes(wanted) ? wanted : (regions[0] ?? "AU-NSW");
}

/** The zone asked for when it exists and is served, else the first served zone of the region. */
export function chosenZone(asked: string | null, zones: readonly AdminZone[], region: string): number {
  const served = zones.filter((z) => z.kind !== "not_served");
  const id = Number(asked);
  if (served.some((z) => z.id === id)) return id;
  return (served.find((z) => z.holidayRegion === region) ?? served[0] ?? zones[0])?.id ?? 1;
}
