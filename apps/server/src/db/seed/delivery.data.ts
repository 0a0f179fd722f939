/**
 * The demo store's delivery rules (ADR 027): zones per Australian state and New Zealand region, the
 * postcode ranges that place a locality in one, suppliers and delivery services. Everything here is
 * seeded into tables staff can edit; the web app and the calendar read only the tables.
 */
import type { DeliveryServiceOption, DeliveryZoneKind } from "@store/domain/delivery.schema";
import type { ServedZoneKind } from "@store/domain/delivery-admin.schema";

export interface ZoneData {
  code: string;
  name: string;
  country: "AU" | "NZ";
  kind: DeliveryZoneKind;
  holidayRegion: string;
  timeZone: string;
  runDays: number[];
  cutoff: string;
  transitDays: number;
  dayPrice: number;
  saturdaySurcharge: number;
  freeOver: number | null;
  slotsPerDay: number;
  note?: string;
  /** [state or region, from, to] postcode ranges; the narrowest range holding a postcode wins. */
  ranges: [string, number, number][];
}

/** The rules of each kind of zone; the alert banner and the delivery page state exactly these. */
export const zoneRules = {
  metro: {
    runDays: [1, 2, 3, 4, 5, 6],
    cutoff: "14:00",
    transitDays: 1,
    dayPrice: 29_00,
    saturdaySurcharge: 20_00,
    freeOver: 99_00,
    slotsPerDay: 40,
  },
  regional: {
    runDays: [2, 4],
    cutoff: "12:00",
    transitDays: 3,
    dayPrice: 59_00,
    saturdaySurcharge: 0,
    freeOver: null,
    slotsPerDay: 15,
  },
  remote: {
    runDays: [3],
    cutoff: "12:00",
    transitDays: 7,
    dayPrice: 149_00,
    saturdaySurcharge: 0,
    freeOver: null,
    slotsPerDay: 5,
  },
} as const;

const auStates: { state: string; timeZone: string; city: string }[] = [
  { state: "NSW", timeZone: "Australia/Sydney", city: "Sydney" },
  { state: "ACT", timeZone: "Australia/Sydney", city: "Canberra" },
  { state: "VIC", timeZone: "Australia/Melbourne", city: "Melbourne" },
  { state: "QLD", timeZone: "Australia/Brisbane", city: "Brisbane and Gold Coast" },
  { state: "SA", timeZone: "Australia/Adelaide", city: "Adelaide" },
  { state: "WA", timeZone: "Australia/Perth", city: "Perth" },
  { state: "TAS", timeZone: "Australia/Hobart", city: "Hobart" },
  { state: "NT", timeZone: "Australia/Darwin", city: "Darwin" },
];

/** Metropolitan postcode ranges per state. */
const auMetro: Record<string, [number, number][]> = {
  NSW: [
    [2000, 2234],
    [2555, 2574],
    [2740, 2786],
  ],
  ACT: [
    [2600, 2618],
    [2900, 2914],
  ],
  VIC: [
    [3000, 3207],
    [3335, 3341],
    [3427, 3442],
    [3750, 3810],
    [3910, 3920],
    [3926, 3944],
    [3975, 3978],
    [3980, 3983],
  ],
  QLD: [
    [4000, 4230],
    [4300, 4305],
    [4500, 4519],
  ],
  SA: [[5000, 5199]],
  WA: [[6000, 6199]],
  TAS: [[7000, 7099]],
  NT: [[800, 832]],
};

/** Every postcode Australia Post allocates to each state: what is not metro or remote there is regional. */
const auStatePostcodes: Record<string, [number, number][]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

/** Remote postcode ranges (and their own time zone where it differs from the state's). */
const auRemote: Record<string, { ranges: [number, number][]; timeZone?: string; name: string }> = {
  NSW: { ranges: [[2878, 2880]], timeZone: "Australia/Broken_Hill", name: "Far West NSW" },
  QLD: {
    ranges: [
      [4824, 4830],
      [4871, 4895],
    ],
    name: "Outback and Far North Queensland",
  },
  SA: { ranges: [[5710, 5734]], name: "Outback SA" },
  WA: { ranges: [[6700, 6770]], name: "Pilbara and Kimberley" },
  NT: { ranges: [[833, 899]], name: "Outside Darwin" },
};

function auZones(): ZoneData[] {
  return auStates.flatMap(({ state, timeZone, city }) => {
    const holidayRegion = `AU-${state}`;
    const zones: ZoneData[] = [
      {
        code: `AU-${state}-METRO`,
        name: `${city} metro`,
        country: "AU",
        kind: "metro",
        holidayRegion,
        timeZone,
        ...zoneRules.metro,
        runDays: [...zoneRules.metro.runDays],
        ranges: (auMetro[state] ?? []).map(([from, to]) => [state, from, to]),
      },
      {
        code: `AU-${state}-REGIONAL`,
        name: `Regional ${state}`,
        country: "AU",
        kind: "regional",
        holidayRegion,
        timeZone,
        ...zoneRules.regional,
        runDays: [...zoneRules.regional.runDays],
        // Every postcode of the state not in a narrower range
        ranges: (auStatePostcodes[state] ?? []).map(([from, to]) => [state, from, to]),
      },
    ];
    const remote = auRemote[state];
    if (remote)
      zones.push({
        code: `AU-${state}-REMOTE`,
        name: remote.name,
        country: "AU",
        kind: "remote",
        holidayRegion,
        timeZone: remote.timeZone ?? timeZone,
        ...zoneRules.remote,
        runDays: [...zoneRules.remote.runDays],
        ranges: remote.ranges.map(([from, to]) => [state, from, to]),
      });
    return zones;
  });
}

/** Islands the trucks do not reach. */
const notServed: ZoneData = {
  code: "AU-ISLANDS",
  name: "Offshore islands",
  country: "AU",
  kind: "not_served",
  holidayRegion: "AU-NSW",
  timeZone: "Australia/Sydney",
  runDays: [],
  cutoff: "12:00",
  transitDays: 0,
  dayPrice: 0,
  saturdaySurcharge: 0,
  freeOver: null,
  slotsPerDay: 0,
  note: "We can't deliver to Lord Howe, Norfolk, Flinders or King Island. Call us and we will help you arrange freight.",
  ranges: [
    ["NSW", 2898, 2899],
    ["TAS", 7255, 7256],
  ],
};

/** New Zealand regions as localities.state has them, with date-holidays' region codes. */
const nzRegions: { region: string; code: string; metro?: string }[] = [
  { region: "Auckland", code: "AUK", metro: "Auckland" },
  { region: "Wellington", code: "WGN", metro: "Wellington" },
  { region: "Canterbury", code: "CAN", metro: "Christchurch" },
  { region: "Bay of Plenty", code: "BOP" },
  { region: "Gisborne", code: "GIS" },
  { region: "Hawke's Bay", code: "HKB" },
  { region: "Manawatu-Whanganui", code: "MWT" },
  { region: "Marlborough", code: "MBH" },
  { region: "Nelson", code: "NSN" },
  { region: "Northland", code: "NTL" },
  { region: "Otago", code: "OTA" },
  { region: "Southland", code: "STL" },
  { region: "Taranaki", code: "TKI" },
  { region: "Tasman", code: "TAS" },
  { region: "Waikato", code: "WKO" },
  { region: "West Coast", code: "WTC" },
];

function nzZones(): ZoneData[] {
  return nzRegions.map(({ region, code, metro }) => {
    const rules = metro ? zoneRules.metro : zoneRules.regional;
    return {
      code: `NZ-${code}`,
      name: metro ? `${metro} metro` : `Regional ${region}`,
      country: "NZ",
      kind: metro ? "metro" : "regional",
      holidayRegion: `NZ-${code}`,
      timeZone: "Pacific/Auckland",
      ...rules,
      runDays: [...rules.runDays],
      ranges: [[region, 0, 9999]],
    };
  });
}

export const deliveryZoneData: readonly ZoneData[] = [...auZones(), notServed, ...nzZones()];

/** Suppliers by manufacturer name: lead days when the warehouse has none, or drop-ship with their own price. */
export const deliverySupplierData: readonly {
  manufacturer: string;
  supplierName: string;
  leadDays: number;
  dropShip: boolean;
  price: number;
}[] = [
  { manufacturer: "Miele", supplierName: "Miele Australia", leadDays: 7, dropShip: false, price: 0 },
  { manufacturer: "Liebherr", supplierName: "Liebherr Appliances", leadDays: 14, dropShip: false, price: 0 },
  { manufacturer: "ILVE", supplierName: "ILVE Direct", leadDays: 10, dropShip: true, price: 79_00 },
  { manufacturer: "Falcon", supplierName: "Falcon Home Delivery", leadDays: 14, dropShip: true, price: 0 },
  {
    manufacturer: "Vintec",
    supplierName: "Vintec Cellar Delivery",
    leadDays: 5,
    dropShip: true,
    price: 39_00,
  },
];

/**
 * Paid delivery services (checkout s.3), each shown by its checkout option, in zones of its kinds and,
 * when it names categories (uris; a top-level one covers its leaves), for orders with a product in one
 * (ADR 033).
 */
export const deliveryServiceData: readonly {
  sku: string;
  name: string;
  description: string;
  price: number;
  option: DeliveryServiceOption;
  hidden: boolean;
  zoneKinds: ServedZoneKind[];
  categories: string[];
}[] = [
  {
    sku: "DS-REMOVE",
    name: "Remove your old appliance",
    description: "We take your old appliance away on the day and recycle it.",
    price: 49_00,
    option: "ConnectRemove",
    hidden: false,
    // The remote run is one truck a week with no room for old appliances
    zoneKinds: ["metro", "regional"],
    categories: ["kitchen", "laundry", "refrigeration", "tv-audio/tvs"],
  },
  {
    sku: "DS-CONNECT",
    name: "Connect your new appliance",
    description: "We connect it to existing water or power points and check it runs.",
    price: 89_00,
    option: "ConnectRemove",
    hidden: false,
    zoneKinds: ["metro", "regional", "remote"],
    // Only what plugs into existing water or power points; ovens and cooktops need an installer
    categories: [
      "kitchen/dishwashers",
      "kitchen/freestanding-cookers",
      "laundry/washing-machines",
      "laundry/dryers",
      "laundry/washer-dryers",
      "refrigeration/fridges",
    ],
  },
  {
    sku: "DS-INSTALL-CALL",
    name: "Installation contact",
    description: "A licensed installer calls you after delivery to book and quote the installation.",
    price: 0,
    option: "InstallationContact",
    hidden: false,
    zoneKinds: ["metro", "regional", "remote"],
    categories: [],
  },
  {
    sku: "DS-STAIRS",
    name: "Stairs or difficult access",
    description:
      "Two-person delivery up stairs or through narrow access (tell us in the unique requirements).",
    price: 79_00,
    option: "UniqueRequirements",
    hidden: false,
    zoneKinds: ["metro", "regional", "remote"],
    categories: [],
  },
  {
    sku: "DS-WDS-HANDLING",
    name: "Winning Services white-glove handling",
    description: "Unpacking, placement and packaging removal by Winning Services (staff-assigned orders).",
    price: 0,
    option: "ConnectRemove",
    hidden: true,
    zoneKinds: ["metro", "regional", "remote"],
    categories: [],
  },
];

/** Days date-holidays does not know: the AFL Grand Final Friday is announced each year. */
export const deliveryDayOverrideData: readonly { holidayRegion: string; day: string; note: string }[] = [
  { holidayRegion: "AU-VIC", day: "2026-09-25", note: "Friday before the AFL Grand Final" },
];
