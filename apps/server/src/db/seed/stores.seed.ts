import { stores } from "../../modules/store/store.tables.ts";
import type { Db } from "../client.ts";
import { slugify } from "./random.ts";
import { openingHours, storeData } from "./stores.data.ts";

/** The store rows, in display order (ids follow this order on an empty table). */
export function storeRows(): (typeof stores.$inferInsert)[] {
  return storeData.map((store, index) => {
    const uri = slugify(store.name);
    return {
      name: store.name,
      storeUri: uri,
      country: store.country,
      state: store.state,
      subdivision: store.subdivision,
      address: store.address,
      suburb: store.suburb,
      postcode: store.postcode,
      phone: store.phone,
      email: `${uri}@stores.example.com`,
      blurb: store.blurb,
      thumbImg: `/media/store/${index + 1}.svg`,
      virtualTourId: store.virtualTourId ?? null,
      isAppointmentOnly: store.appointmentOnly ?? false,
      openTimes: openingHours[store.hours],
      geoLat: store.lat,
      geoLng: store.lng,
    };
  });
}

/** Inserts the showrooms and returns their ids in display order. */
export async function seedStores(db: Db): Promise<number[]> {
  const rows = await db.insert(stores).values(storeRows()).returning({ id: stores.id });
  return rows.map((row) => row.id);
}
