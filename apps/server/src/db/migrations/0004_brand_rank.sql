DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_brand_rank_idx" ON "products" USING btree ("brand_id","rank" DESC NULLS LAST,"id");