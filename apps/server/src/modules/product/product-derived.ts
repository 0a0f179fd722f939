import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * Recomputes what listings read instead of deriving per request: each product's top-level
 * category and relevance rank, the facet counts of every category, and what search reads. Run after loading or
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

/**
 * Recomputes what search reads (ADR 012): each product's weighted document (title and brand A,
 * category and sku B, key specification values C) in both the English (stemmed) and the simple
 * (prefix-matchable) form, and the catalogue's vocabulary that autocorrect picks corrections from.
 */
async function refreshSearchData(db: Db): Promise<void> {
  await db.execute(sql`
    update products p
    set search_vector =
      setweight(to_tsvector('english', p.title || ' ' || b.name), 'A') ||
      setweight(to_tsvector('simple', p.title || ' ' || b.name), 'A') ||
      setweight(to_tsvector('english', c.title || ' ' || coalesce(top.title, '')), 'B') ||
      setweight(to_tsvector('simple', c.title || ' ' || coalesce(top.title, '') || ' ' || p.sku), 'B') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(spec->>'value', ' ')
        from jsonb_array_elements(p.specifications) as spec
        where spec->>'group' in ('General', 'Features') and spec->>'value' !~ '^(Yes|No|[0-9. ]+)$'
      ), '')), 'C')
    from product_brands b, categories c
    left join categories top on top.id = c.parent_id
    where b.id = p.brand_id and c.id = p.category_id`);
  await db.execute(sql`delete from search_words`);
  // Words of three or more letters without digits: model numbers are found exactly, not corrected.
  await db.execute(sql`
    insert into search_words (word, frequency, products)
    select word, sum(n)::int, sum(titles)::int from (
      select w as word, count(*) as n, count(distinct p.id) as titles
      from products p, regexp_split_to_table(lower(p.title), '[^[:alpha:]]+') as w
      group by w
      union all
      select w, 1000, 0 from product_brands b, regexp_split_to_table(lower(b.name), '[^[:alpha:]]+') as w
      union all
      select w, 1000, 0 from categories c, regexp_split_to_table(lower(c.title), '[^[:alpha:]]+') as w
    ) as words
    where length(word) >= 3
    group by word`);
  // Two- and three-letter word starts: each product once per prefix, ranked as search ranks a
  // one-word term (ts_rank of the same query, then listing rank, then id), the best 24 kept with the
  // count, brand counts and price range, so a keystroke reads one row instead of ranking thousands.
  await db.execute(sql`delete from search_prefixes`);
  await db.execute(sql`
    insert into search_prefixes (prefix, total, product_ids, brands, min_price, max_price)
    with matches as materialized (
      select pre.prefix, p.id, p.rank, p.brand_id, p.price,
        ts_rank(p.search_vector,
          to_tsquery('english', pre.prefix) || to_tsquery('simple', pre.prefix || ':*')) as score
      from products p
      cross join lateral (
        select distinct left(u.lexeme, k.k) as prefix
        from unnest(p.search_vector) as u, (values (2), (3)) as k(k)
        where length(u.lexeme) >= k.k and left(u.lexeme, k.k) ~ '^[a-z]+$'
      ) as pre
    )
    select r.prefix, r.total, r.ids, b.brands, r.min_price, r.max_price
    from (
      select prefix, count(*)::int as total, min(price) as min_price, max(price) as max_price,
        (array_agg(id order by score desc, rank desc, id))[1:24] as ids
      from matches group by prefix
    ) as r
    join (
      select prefix, jsonb_object_agg(brand_id, n) as brands
      from (select prefix, brand_id, count(*)::int as n from matches group by prefix, brand_id) as x
      group by prefix
    ) as b using (prefix)`);
}
