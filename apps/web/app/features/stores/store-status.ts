import type { Store } from "@store/domain/store.schema";
import { storeBlurbStatus, todaysClosingTime } from "@store/domain/store-hours";
import { storeLocalDay } from "@store/domain/store-local-time";

/** Today's status of a store, in words and as a kind that styles it. */
export interface StoreStatus {
  /** 'Open today until 5:30pm', 'Closed today' or 'By appointment only' (checkout s.9). */
  text: string;
  kind: "open" | "closed" | "appointment";
}

/** The store blurb status for the store's own day (its time zone, not the server's or the browser's). */
export function storeStatus(store: Store, now: Date = new Date()): StoreStatus {
  const day = storeLocalDay(store, now);
  const kind = store.isAppointmentOnly ? "appointment" : todaysClosingTime(store, day) ? "open" : "closed";
  return { text: storeBlurbStatus(store, day), kind };
}

/** The store's street address on one line. */
export function storeAddress(store: Pick<Store, "address" | "suburb" | "state" | "postcode">): string {
  return `${store.address}, ${store.suburb} ${store.state} ${store.postcode}`;
}

/** A distance as a shopper reads it: '850 m', '12.4 km', '1,204 km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 100) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString("en-AU")} km`;
}
