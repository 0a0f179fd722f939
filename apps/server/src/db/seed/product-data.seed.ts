import { storeTimeZone } from "@store/domain/store-local-time";
import { eq, sql } from "drizzle-orm";
import { stores } from "../../modules/store/store.tables.ts";
import type { Db } from "../client.ts";

const demoTopics = [
  {
    n: 1,
    slug: "steam-oven-masterclass",
    title: "Steam Oven Masterclass",
    text: "Bread, fish and vegetables cooked with steam: how to get the most from a combi-steam oven.",
  },
  {
    n: 2,
    slug: "induction-in-an-hour",
    title: "Induction in an Hour",
    text: "Why induction is fast, precise and easy to clean, with a three-course menu cooked live.",
  },
  {
    n: 3,
    slug: "weekend-barbecue-basics",
    title: "Weekend Barbecue Basics",
    text: "Direct and indirect grilling, resting and carving, with tastings for everyone.",
  },
];

/**
 * Stock by store, price history, competitor prices and cooking demos, generated inside the database
 * from the products and stores already there (set-based, so 100,000 products take seconds, not minutes).
 * hashint4 makes the numbers deterministic without a client-side loop.
 */
export async function seedProductData(db: Db): Promise<void> {
  await db.execute(sql`
    insert into stock_levels (product_id, store_id, quantity)
    select p.id, s.id, abs(hashint4(p.id * 31 + s.id)) % 9
    from products p cross join stores s
    where abs(hashint4(p.id * 7 + s.id)) % 3 <> 0`);
  await db.execute(sql`
    insert into price_history (product_id, changed_at, price)
    select p.id,
      timestamptz '2026-11-01 00:00:00+00' - (g * 75 + p.id % 40) * interval '1 day',
      case when g = 0 then p.price
           else least(p.rrp, (p.price::bigint * (100 + abs(hashint4(p.id * 13 + g)) % 18) / 100)::int) end
    from products p cross join generate_series(0, 5) g
    where p.price is not null and p.price > 0`);
  await db.execute(sql`
    insert into competitor_prices (product_id, competitor, price, url, checked_at)
    select p.id, c.name, (p.price::bigint * (94 + abs(hashint4(p.id * 17 + c.n)) % 17) / 100)::int,
      'https://www.example.com/' || c.slug || '/search?q=' || p.sku,
      timestamptz '2026-11-20 09:00:00+00' - (c.n * interval '3 hours')
    from products p
    cross join (values (1, 'Appliance Barn', 'appliance-barn'), (2, 'ElectroMart', 'electromart'),
                       (3, 'Kitchen Depot', 'kitchen-depot')) as c(n, name, slug)
    where p.price > 0`);
  // Demos are dated from today whenever the store starts, at 10am in each store's own time zone.
  const storeRows = await db
    .select({ id: stores.id, storeUri: stores.storeUri, country: stores.country, state: stores.state })
    .from(stores)
    .where(eq(stores.isAppointmentOnly, false));
  const rows = storeRows.flatMap((store) =>
    demoTopics.map((topic) => {
      const zone = storeTimeZone({ country: store.country === "NZ" ? "NZ" : "AU", state: store.state });
      return sql`(${store.id}, ${topic.title}, ${`${topic.slug}-${store.storeUri}`}, ${topic.text},
        (date_trunc('day', now() at time zone ${zone}) + ${topic.n * 6 + (store.id % 5)} * interval '1 day'
          + interval '10 hours') at time zone ${zone},
        90, 12, ${`/media/product/oven/${topic.n}.svg`})`;
    }),
  );
  if (rows.length > 0) {
    await db.execute(sql`
      insert into cooking_demos (store_id, title, uri, description, starts_at, duration_minutes, capacity, image)
      values ${sql.join(rows, sql`, `)}`);
  }
}
