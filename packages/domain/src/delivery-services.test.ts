import { describe, expect, it } from "vitest";
import {
  categoryLine,
  type ServiceLimits,
  serviceRefusal,
  serviceRefusalMessage,
} from "./delivery-services.ts";

// A small tree: Kitchen (1) > Dishwashers (11), Ovens (12); Laundry (2) > Washing machines (21); TV (3) > TVs (31)
const parentOf = new Map<number, number | null>([
  [1, null],
  [11, 1],
  [12, 1],
  [2, null],
  [21, 2],
  [3, null],
  [31, 3],
]);
const line = (id: number) => categoryLine(id, parentOf);

const everywhere: ServiceLimits = { zoneKinds: ["metro", "regional", "remote"], categoryIds: [] };
const removal: ServiceLimits = { zoneKinds: ["metro", "regional"], categoryIds: [1, 2] };
const connection: ServiceLimits = { zoneKinds: ["metro", "regional", "remote"], categoryIds: [11, 21] };

describe("categoryLine", () => {
  it("is the category and every category above it", () => {
    expect(line(11)).toEqual([11, 1]);
    expect(line(2)).toEqual([2]);
    expect(line(99)).toEqual([99]);
  });

  it("stops at a loop in the tree", () => {
    const looped = new Map<number, number | null>([
      [5, 6],
      [6, 5],
    ]);
    expect(categoryLine(5, looped)).toEqual([5, 6]);
  });
});

describe("serviceRefusal", () => {
  it("offers a service without limits for any order in a zone of its kinds", () => {
    expect(serviceRefusal(everywhere, { zoneKind: "remote", lineCategories: [line(31)] })).toBeNull();
    expect(serviceRefusal(everywhere, { zoneKind: "metro", lineCategories: [] })).toBeNull();
  });

  it("refuses a zone kind the service does not name: removal is not offered in remote zones", () => {
    expect(serviceRefusal(removal, { zoneKind: "remote", lineCategories: [line(11)] })).toBe("zone");
    expect(serviceRefusal(removal, { zoneKind: "regional", lineCategories: [line(11)] })).toBeNull();
  });

  it("does not judge the zone when it is unknown", () => {
    expect(serviceRefusal(removal, { zoneKind: null, lineCategories: [line(21)] })).toBeNull();
  });

  it("needs one line in a named category or under one", () => {
    // a dishwasher is under Kitchen, which removal names; connection names dishwashers themselves
    expect(serviceRefusal(removal, { zoneKind: "metro", lineCategories: [line(11)] })).toBeNull();
    expect(serviceRefusal(connection, { zoneKind: "metro", lineCategories: [line(11)] })).toBeNull();
    // an oven is under Kitchen but is not a category connection names
    expect(serviceRefusal(connection, { zoneKind: "metro", lineCategories: [line(12)] })).toBe("category");
    // one matching line among others is enough
    expect(
      serviceRefusal(connection, { zoneKind: "metro", lineCategories: [line(31), line(21)] }),
    ).toBeNull();
    expect(serviceRefusal(removal, { zoneKind: "metro", lineCategories: [line(31)] })).toBe("category");
    expect(serviceRefusal(removal, { zoneKind: "metro", lineCategories: [] })).toBe("category");
  });

  it("checks the zone before the categories", () => {
    expect(serviceRefusal(removal, { zoneKind: "remote", lineCategories: [line(31)] })).toBe("zone");
  });
});

describe("serviceRefusalMessage", () => {
  it("names the service and why, in words a shopper can act on", () => {
    expect(serviceRefusalMessage("Remove your old appliance", "zone", "remote")).toBe(
      "Remove your old appliance is not offered in remote areas. Please remove it to continue.",
    );
    expect(serviceRefusalMessage("Connect your new appliance", "category", "metro")).toBe(
      "Connect your new appliance is not offered for the products in this order. Please remove it to continue.",
    );
    expect(serviceRefusalMessage("Removal", "zone", null)).toBe(
      "Removal is not offered in this area. Please remove it to continue.",
    );
  });
});
