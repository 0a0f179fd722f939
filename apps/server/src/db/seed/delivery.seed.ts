import { inArray } from "drizzle-orm";
import {
  deliveryDayOverrides,
  deliveryPostcodeRanges,
  deliveryServices,
  deliverySuppliers,
  deliveryZones,
} from "../../modules/delivery/delivery.tables.ts";
import { productBrands } from "../../modules/product/product.tables.ts";
import type { Db } from "../client.ts";
import {
  deliveryDayOverrideData,
  deliveryServiceData,
  deliverySupplierData,
  deliveryZoneData,
} from "./delivery.data.ts";

/** Inserts the delivery zones, their postcode ranges, suppliers (after the catalogue), services and overrides (ADR 027). */
export async function seedDelivery(db: Db): Promise<{ zones: number; ranges: number }> {
  const zones = await db
    .insert(deliveryZones)
    .values(deliveryZoneData.map(({ ranges: _ranges, ...zone }) => zone))
    .returning({ id: deliveryZones.id, code: deliveryZones.code });
  const idOf = new Map(zones.map((z) => [z.code, z.id]));
  const ranges = deliveryZoneData.flatMap((zone) =>
    zone.ranges.map(([state, fromPostcode, toPostcode]) => ({
      zoneId: idOf.get(zone.code) as number,
      country: zone.country,
      state,
      fromPostcode,
      toPostcode,
    })),
  );
  await db.insert(deliveryPostcodeRanges).values(ranges);
  await db.insert(deliveryServices).values(deliveryServiceData.map((s, i) => ({ ...s, sortOrder: i })));
  await db.insert(deliveryDayOverrides).values(deliveryDayOverrideData.map((d) => ({ ...d, closed: true })));
  const makers = await db
    .select({ id: productBrands.id, name: productBrands.name })
    .from(productBrands)
    .where(
      inArray(
        productBrands.name,
        deliverySupplierData.map((s) => s.manufacturer),
      ),
    );
  const makerId = new Map(makers.map((m) => [m.name, m.id]));
  const suppliers = deliverySupplierData.flatMap(({ manufacturer, ...supplier }) => {
    const manufacturerId = makerId.get(manufacturer);
    return manufacturerId ? [{ ...supplier, manufacturerId }] : [];
  });
  if (suppliers.length > 0) await db.insert(deliverySuppliers).values(suppliers);
  return { zones: zones.length, ranges: ranges.length };
}
