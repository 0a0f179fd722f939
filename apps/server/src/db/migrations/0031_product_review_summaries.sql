CREATE TABLE "product_review_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"review_count" integer NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_review_summaries" ADD CONSTRAINT "product_review_summaries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;