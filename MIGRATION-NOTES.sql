-- Hand SQL for the migration the lead generates from the merged schema (issue 13, "Modules own their
-- data", ADR 023). Two parts: PREPEND part 1 to the generated statements, APPEND part 2. Tested on
-- PostgreSQL: migrations 0000-0005, orphan rows of every kind below, then part 1, the statements
-- drizzle-kit generates from this branch's schema, and part 3.

-- ============================================================================================
-- Part 1 (prepend): clean-up, so the new keys and enums hold on a database that has run without them.
-- Transient rows that point nowhere go; history keeps its row and loses the dangling reference.
-- ============================================================================================
DELETE FROM "stock_levels" s WHERE NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = s."product_id")
  OR NOT EXISTS (SELECT 1 FROM "stores" st WHERE st."id" = s."store_id");--> statement-breakpoint
DELETE FROM "price_history" h WHERE NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = h."product_id");--> statement-breakpoint
DELETE FROM "competitor_prices" c WHERE NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = c."product_id");--> statement-breakpoint
DELETE FROM "cooking_demos" d WHERE NOT EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = d."store_id");--> statement-breakpoint
DELETE FROM "cart_lines" l WHERE NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = l."product_id");--> statement-breakpoint
DELETE FROM "compare_items" i WHERE NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = i."product_id");--> statement-breakpoint
DELETE FROM "coupon_redemptions" r WHERE NOT EXISTS (SELECT 1 FROM "coupons" c WHERE c."id" = r."coupon_id");--> statement-breakpoint
UPDATE "categories" c SET "parent_id" = NULL
  WHERE "parent_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "categories" p WHERE p."id" = c."parent_id");--> statement-breakpoint
UPDATE "users" u SET "store_id" = NULL
  WHERE "store_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = u."store_id");--> statement-breakpoint
UPDATE "visitor_sessions" v SET "locality_id" = NULL
  WHERE "locality_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "localities" l WHERE l."id" = v."locality_id");--> statement-breakpoint
UPDATE "visitor_sessions" v SET "store_id" = NULL
  WHERE "store_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = v."store_id");--> statement-breakpoint
UPDATE "visitor_sessions" v SET "user_id" = NULL
  WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = v."user_id");--> statement-breakpoint
UPDATE "carts" c SET "user_id" = NULL
  WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."user_id");--> statement-breakpoint
UPDATE "coupon_redemptions" r SET "user_id" = NULL
  WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = r."user_id");--> statement-breakpoint
UPDATE "coupon_redemptions" r SET "session_id" = NULL
  WHERE "session_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "visitor_sessions" v WHERE v."id" = r."session_id");--> statement-breakpoint
-- Carts and compare lists were kept under sessions that never wrote a row (a visitor who chose no
-- location): the row is written now, so the shopper keeps them.
INSERT INTO "visitor_sessions" ("id")
  SELECT "session_id" FROM "carts" UNION SELECT "session_id" FROM "compare_items"
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "products" SET "ribbon" = NULL
  WHERE "ribbon" NOT IN ('save', 'catalogue-item', 'cashback', 'win', 'new', 'bonus', 'special-offer', 'sale');--> statement-breakpoint
UPDATE "products" SET "condition_type" = 'BrandNew'
  WHERE "condition_type" NOT IN ('BrandNew', 'BrandNewRunout', 'NewCondition', 'CosmeticImperfection');--> statement-breakpoint
-- A product whose manufacturer or category is missing cannot be repaired here: the seed never makes
-- one; if the key below fails, find them with
--   SELECT id, sku FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_brands b WHERE b.id = p.brand_id)
--     OR NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id);

-- ============================================================================================
-- Part 2 (append)
-- ============================================================================================
-- The cart reads itself through Drizzle queries now (cart tables, then the product read model); the
-- plpgsql function of migration 0002_cart joined seven tables of four modules and nothing calls it.
DROP FUNCTION IF EXISTS cart_snapshot(text, text);
