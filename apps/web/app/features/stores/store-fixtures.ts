import type { GeoData } from "@store/domain/geo.schema";
import type { Store } from "@store/domain/store.schema";

const weekday = { openTime: "09:00", closeTime: "17:30" };

/** A store as the API answers it, for tests. */
export function storeFixture(overrides: Partial<Store> = {}): Store {
  return {
    id: 2,
    name: "Artarmon",
    storeUri: "artarmon",
    country: "AU",
    state: "NSW",
    subdivision: "NSW",
    address: "1 Frederick Street",
    suburb: "Artarmon",
    postcode: "2064",
    phone: "02 9439 2210",
    email: "artarmon@stores.example.com",
    blurb: "Lower North Shore showroom.",
    thumbImg: { src: "/media/store/2.svg" },
    virtualTourId: null,
    isAppointmentOnly: false,
    openTimes: [weekday, weekday, weekday, { openTime: "09:00", closeTime: "21:00" }, weekday, null, null],
    geoLat: -33.8116,
    geoLng: 151.1849,
    distanceKm: null,
    ...overrides,
  };
}

/** Geo data with a store and, optionally, a chosen locality, for tests. */
export function geoFixture(store: Store | null, overrides: Partial<GeoData> = {}): GeoData {
  return {
    store,
    nearestWarehouseLocationCode: "SYD",
    ipCountry: "AU",
    country: "AU",
    suburb: "",
    postcode: "",
    state: store?.state ?? "",
    city: "",
    newUser: store === null,
    locationId: null,
    ...overrides,
  };
}
