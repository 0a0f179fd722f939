import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshSearchData } from "../search/search-derived.ts";

/**
 * Recomputes what listings read instead of deriving per request: each product's top-level
 * category and relevance rank, and the facet counts of every category. Run after loading or
 * changing the catalogue; it ends with VACUUM ANALYZE so counts can use index-only scans and the planner sees the new data.
 */
export async function refreshCatalogueDerivedData(db: Db): Promise<void> {
  await db.execute(sql`
    update products p
    set top_category_id = coalesce(c.parent_id, c.id),
        rank = (case when p.promoted then 2 else 0 end) + (case when p.ribbon is not null then 1 else 0 end)
    from categories c
    where c.id = p.category_id`);
  await db.execute(sql`delete from category_facets`);
  // Brand counts per leaf, per top-level category and for everything (category 0).
  await db.execute(sql`
    insert into category_facets (category_id, kind, name, value, label, count)
    select scope, 'brand', '', b.uri, b.name, count(*)::int
    from products p
    join product_brands b on b.id = p.brand_id
    cross join lateral (values (p.category_id), (p.top_category_id), (0)) as s(scope)
    group by scope, b.uri, b.name`);
  await db.execute(sql`
    insert into category_facets (category_id, kind, name, value, label, count)
    select scope, 'spec', spec->>'name', spec->>'value', spec->>'value', count(*)::int
    from products p
    cross join lateral jsonb_array_elements(p.specifications) as spec
    cross join lateral (values (p.category_id), (p.top_category_id)) as s(scope)
    group by scope, spec->>'name', spec->>'value'`);
  await refreshSearchData(db);
  // The update above leaves dead row versions: vacuum so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
}
