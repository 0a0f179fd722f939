CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_facets" (
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"uri" text NOT NULL,
	"title" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"top_category_id" integer DEFAULT 0 NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	"price" integer,
	"rrp" integer NOT NULL,
	"line_discount" integer DEFAULT 0 NOT NULL,
	"alt_price_msg" text,
	"ribbon" text,
	"condition_type" text DEFAULT 'BrandNew' NOT NULL,
	"missing_parts" text,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"key_features" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"energy_stars" smallint,
	"variation_group" text,
	"promoted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compare_items" (
	"session_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_items_session_id_product_id_pk" PRIMARY KEY("session_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cooking_demos" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitor_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"competitor" text NOT NULL,
	"price" integer NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_levels_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "alert_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text,
	"banner_url" text,
	"background_color" text NOT NULL,
	"desktop_content" text NOT NULL,
	"mobile_content" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text,
	"name" text NOT NULL,
	"url" text DEFAULT '/sale' NOT NULL,
	"colour" text DEFAULT '#c4102b' NOT NULL,
	"base_image_path" text NOT NULL,
	"images" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "settings_brand_name_key" UNIQUE NULLS NOT DISTINCT("brand","name")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text,
	"uri" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_brand_uri_key" UNIQUE NULLS NOT DISTINCT("brand","uri")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_uri" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"subdivision" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"blurb" text DEFAULT '' NOT NULL,
	"thumb_img" text NOT NULL,
	"virtual_tour_id" text,
	"is_appointment_only" boolean DEFAULT false NOT NULL,
	"open_times" jsonb NOT NULL,
	"geo_lat" double precision NOT NULL,
	"geo_lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"winning_user_id" text,
	"salesperson_code" text,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"locality_id" integer,
	"store_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_uri_idx" ON "categories" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_facets_category_idx" ON "category_facets" USING btree ("category_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_uri_idx" ON "product_brands" USING btree ("uri");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_uri_idx" ON "products" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "products_leaf_rank_idx" ON "products" USING btree ("category_id","rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_leaf_price_idx" ON "products" USING btree ("category_id","price","id");--> statement-breakpoint
CREATE INDEX "products_leaf_price_desc_idx" ON "products" USING btree ("category_id","price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_leaf_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_top_rank_idx" ON "products" USING btree ("top_category_id","rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_top_price_idx" ON "products" USING btree ("top_category_id","price","id");--> statement-breakpoint
CREATE INDEX "products_top_price_desc_idx" ON "products" USING btree ("top_category_id","price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_top_newest_idx" ON "products" USING btree ("top_category_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_specifications_idx" ON "products" USING gin ("specifications" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_variation_group_idx" ON "products" USING btree ("variation_group");--> statement-breakpoint
CREATE INDEX "products_promoted_idx" ON "products" USING btree ("id") WHERE "products"."promoted";--> statement-breakpoint
CREATE INDEX "compare_items_session_idx" ON "compare_items" USING btree ("session_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cooking_demos_uri_idx" ON "cooking_demos" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "cooking_demos_store_idx" ON "cooking_demos" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "competitor_prices_product_idx" ON "competitor_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "alert_banners_starts_idx" ON "alert_banners" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "sales_window_idx" ON "sales" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "localities_postcode_idx" ON "localities" USING btree ("country","postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "localities_suburb_idx" ON "localities" USING btree ("country",lower("suburb") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stores_uri_idx" ON "stores" USING btree ("store_uri");--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "visitor_sessions_user_idx" ON "visitor_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visitor_sessions_updated_idx" ON "visitor_sessions" USING btree ("updated_at");