import { inArray } from "drizzle-orm";
import {
  deliveryDayOverrides,
  deliveryPostcodeRanges,
  deliveryServiceCategories,
  deliveryServices,
  deliverySuppliers,
  deliveryZones,
} from "../../modules/delivery/delivery.tables.ts";
import { categories, productBrands } from "../../modules/product/product.tables.ts";
import type { Db } from "../client.ts";
import {
  deliveryDayOverrideData,
  deliveryServiceData,
  deliverySupplierData,
  deliveryZoneData,
} from "./delivery.data.ts";

/**
 * Inserts the delivery zones, their postcode ranges, suppliers and services' categories (after the
 * catalogue), services and overrides (ADR 027, 033).
 */
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
  const services = await db
    .insert(deliveryServices)
    .values(deliveryServiceData.map(({ categories: _categories, ...s }, i) => ({ ...s, sortOrder: i })))
    .returning({ id: deliveryServices.id, sku: deliveryServices.sku });
  const uris = deliveryServiceData.flatMap((s) => s.categories);
  const categoryRows =
    uris.length > 0
      ? await db
          .select({ id: categories.id, uri: categories.uri })
          .from(categories)
          .where(inArray(categories.uri, uris))
      : [];
  const categoryId = new Map(categoryRows.map((c) => [c.uri, c.id]));
  const serviceId = new Map(services.map((s) => [s.sku, s.id]));
  const limits = deliveryServiceData.flatMap((s) =>
    s.categories.flatMap((uri) => {
      const id = categoryId.get(uri);
      const service = serviceId.get(s.sku);
      return id && service ? [{ serviceId: service, categoryId: id }] : [];
    }),
  );
  if (limits.length > 0) await db.insert(deliveryServiceCategories).values(limits);
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
