DROP INDEX "products_leaf_price_idx";--> statement-breakpoint
DROP INDEX "products_top_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_leaf_price_idx" ON "products" USING btree ("category_id",(case when "price" > 0 then "price" end) asc nulls last,"id","price");--> statement-breakpoint
CREATE INDEX "products_top_price_idx" ON "products" USING btree ("top_category_id",(case when "price" > 0 then "price" end) asc nulls last,"id","price");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((case when "price" > 0 then "price" end) asc nulls last,"id","price");