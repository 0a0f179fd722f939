CREATE TYPE "public"."promotion_redemption" AS ENUM('automatic', 'claim');--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand_id" NOT NULL,
	"path" text NOT NULL,
	"sale_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"reward_label" text NOT NULL,
	"redemption" "promotion_redemption" NOT NULL,
	"link" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_path_idx" ON "promotions" USING btree ("brand","path");--> statement-breakpoint
CREATE INDEX "promotions_brand_window_idx" ON "promotions" USING btree ("brand","starts_at","ends_at");