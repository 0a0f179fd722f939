import type { DeliveryZoneKind } from "./delivery.schema.ts";

/** Where a delivery service is offered (ADR 033): kinds of zone, and categories of product. */
export interface ServiceLimits {
  /** The kinds of zone it is offered in. */
  zoneKinds: readonly DeliveryZoneKind[];
  /** Offered only when a product of the order is in one of these categories or under one; empty: any. */
  categoryIds: readonly number[];
}

/** What a service's limits are checked against: the zone (null when unknown) and each line's categories. */
export interface ServiceOrder {
  zoneKind: DeliveryZoneKind | null;
  /** Per line: its category and every category above it. */
  lineCategories: readonly (readonly number[])[];
}

/** Why a service is not offered: its zone kinds or its categories. */
export type ServiceRefusal = "zone" | "category";

/**
 * Whether a delivery service is offered for an order (reference delivery.md step 7, eligibility by
 * category and zone): the zone's kind must be one of the service's (an unknown zone is not judged),
 * and when the service names categories, a line must be in one of them or under one.
 */
export function serviceRefusal(limits: ServiceLimits, order: ServiceOrder): ServiceRefusal | null {
  if (order.zoneKind !== null && !limits.zoneKinds.includes(order.zoneKind)) return "zone";
  if (limits.categoryIds.length === 0) return null;
  const wanted = new Set(limits.categoryIds);
  return order.lineCategories.some((categories) => categories.some((id) => wanted.has(id)))
    ? null
    : "category";
}

const zoneKindWords: Record<DeliveryZoneKind, string> = {
  metro: "metro areas",
  regional: "regional areas",
  remote: "remote areas",
  not_served: "areas we do not deliver to",
};

/** What a shopper is told when a chosen service is not offered for their order. */
export function serviceRefusalMessage(
  serviceName: string,
  refusal: ServiceRefusal,
  zoneKind: DeliveryZoneKind | null,
): string {
  if (refusal === "zone")
    return `${serviceName} is not offered in ${zoneKind ? zoneKindWords[zoneKind] : "this area"}. Please remove it to continue.`;
  return `${serviceName} is not offered for the products in this order. Please remove it to continue.`;
}

/**
 * A category and every category above it, from the category tree (child id to parent id); stops at a
 * loop, so a bad row cannot hang the calendar.
 */
export function categoryLine(categoryId: number, parentOf: ReadonlyMap<number, number | null>): number[] {
  const line: number[] = [];
  let current: number | null | undefined = categoryId;
  while (current !== null && current !== undefined && !line.includes(current)) {
    line.push(current);
    current = parentOf.get(current);
  }
  return line;
}
