import { storeTimeZone } from "@store/domain/store-local-time";
import { eq, sql } from "drizzle-orm";
import { stores } from "../../modules/store/store.tables.ts";
import type { Db } from "../client.ts";

/** Each country's demos: the NZ stores cook New Zealand food, in New Zealand words (issue 18). */
const demoTopics: Record<"AU" | "NZ", { n: number; slug: string; title: string; text: string }[]> = {
  AU: [
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
  ],
  NZ: [
    {
      n: 1,
      slug: "pavlova-and-steam-baking",
      title: "Pavlova and Steam Baking",
      text: "A crisp-shelled pavlova, Anzac biscuits and a steamed pudding: what a combi-steam oven does for Kiwi baking.",
    },
    {
      n: 2,
      slug: "lamb-roast-on-induction",
      title: "Sunday Lamb Roast, Induction Sides",
      text: "Canterbury lamb in the oven and kumara, greens and gravy on induction, with the power costs explained in NZ dollars.",
    },
    {
      n: 3,
      slug: "kiwi-summer-barbecue",
      title: "Kiwi Summer Barbecue",
      text: "Snapper on the hot plate, whitebait fritters and the perfect sausage sizzle, with tastings for everyone.",
    },
  ],
};

/**
 * Stock by store, price history, competitor prices and cooking demos, generated inside the database
 * from the products and stores already there (set-based, so 100,000 products take seconds, not minutes).
 * hashint4 makes the numbers deterministic without a client-side loop.
 */
export async function seedProductData(db: Db): Promise<void> {
  // Some products have sold out everywhere, so every stock status shows somewhere (ADR 045): a few current
  // models (on back order, or to be confirmed for makers who hold their own stock), more runouts
  // (superseded) and one-off units (sold).
  await db.execute(sql`
    insert into stock_levels (product_id, store_id, quantity)
    select p.id, s.id,
      case when abs(hashint4(p.id * 11)) % 100 <
                  case p.condition_type when 'BrandNew' then 3 when 'BrandNewRunout' then 30 else 20 end
           then 0
           else abs(hashint4(p.id * 31 + s.id)) % 9 end
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
  // Review summaries (ADR 058) for four products in five: 3.6 to 4.9 stars from 3 to 402 reviews, and a
  // sentence from the product's own key features, so each reads true to what it is
  await db.execute(sql`
    insert into product_review_summaries (product_id, rating_tenths, review_count, summary)
    select p.id, 36 + abs(hashint4(p.id * 19)) % 14, 3 + abs(hashint4(p.id * 23)) % 400,
      'Owners like the ' || lower(p.key_features->>0) ||
      case when jsonb_array_length(p.key_features) > 1 then ' and the ' || lower(p.key_features->>1) else '' end ||
      case abs(hashint4(p.id * 29)) % 4
        when 0 then '. A few would like clearer instructions.'
        when 1 then '. Some mention it is bigger than they expected, so measure first.'
        else '.' end
    from products p
    where abs(hashint4(p.id * 37)) % 5 <> 0 and jsonb_array_length(p.key_features) > 0`);
  // Demos are dated from today whenever the store starts, at 10am in each store's own time zone.
  const storeRows = await db
    .select({ id: stores.id, storeUri: stores.storeUri, country: stores.country, state: stores.state })
    .from(stores)
    .where(eq(stores.isAppointmentOnly, false));
  const rows = storeRows.flatMap((store) =>
    demoTopics[store.country === "NZ" ? "NZ" : "AU"].map((topic) => {
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
