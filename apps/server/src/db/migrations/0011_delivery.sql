CREATE TYPE "public"."delivery_service_option" AS ENUM('ConnectRemove', 'InstallationContact', 'UniqueRequirements');--> statement-breakpoint
CREATE TYPE "public"."delivery_zone_kind" AS ENUM('metro', 'regional', 'remote', 'not_served');--> statement-breakpoint
CREATE TABLE "delivery_capacity" (
	"zone_id" integer NOT NULL,
	"day" date NOT NULL,
	"slots" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_capacity_zone_id_day_pk" PRIMARY KEY("zone_id","day"),
	CONSTRAINT "delivery_capacity_taken_check" CHECK ("delivery_capacity"."taken" >= 0 and "delivery_capacity"."taken" <= "delivery_capacity"."slots")
);
--> statement-breakpoint
CREATE TABLE "delivery_day_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"holiday_region" text,
	"zone_id" integer,
	"day" date NOT NULL,
	"closed" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_day_overrides_scope_check" CHECK ("delivery_day_overrides"."holiday_region" is not null or "delivery_day_overrides"."zone_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "delivery_postcode_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"from_postcode" integer NOT NULL,
	"to_postcode" integer NOT NULL,
	CONSTRAINT "delivery_postcode_ranges_order_check" CHECK ("delivery_postcode_ranges"."from_postcode" <= "delivery_postcode_ranges"."to_postcode")
);
--> statement-breakpoint
CREATE TABLE "delivery_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"option" "delivery_service_option" NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_services_price_check" CHECK ("delivery_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"supplier_name" text NOT NULL,
	"lead_days" integer NOT NULL,
	"drop_ship" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_suppliers_numbers_check" CHECK ("delivery_suppliers"."lead_days" >= 0 and "delivery_suppliers"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"kind" "delivery_zone_kind" NOT NULL,
	"holiday_region" text NOT NULL,
	"time_zone" text NOT NULL,
	"run_days" integer[] NOT NULL,
	"cutoff" text DEFAULT '14:00' NOT NULL,
	"transit_days" integer NOT NULL,
	"day_price" integer NOT NULL,
	"saturday_surcharge" integer DEFAULT 0 NOT NULL,
	"free_over" integer,
	"slots_per_day" integer NOT NULL,
	"note" text,
	CONSTRAINT "delivery_zones_cutoff_check" CHECK ("delivery_zones"."cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_zones_numbers_check" CHECK ("delivery_zones"."transit_days" >= 0 and "delivery_zones"."day_price" >= 0 and "delivery_zones"."saturday_surcharge" >= 0 and "delivery_zones"."slots_per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_capacity" ADD CONSTRAINT "delivery_capacity_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_day_overrides" ADD CONSTRAINT "delivery_day_overrides_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_postcode_ranges" ADD CONSTRAINT "delivery_postcode_ranges_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_suppliers" ADD CONSTRAINT "delivery_suppliers_manufacturer_id_product_brands_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."product_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_day_overrides_day_idx" ON "delivery_day_overrides" USING btree ("day");--> statement-breakpoint
CREATE INDEX "delivery_postcode_ranges_lookup_idx" ON "delivery_postcode_ranges" USING btree ("country","state","from_postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_services_sku_idx" ON "delivery_services" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_suppliers_manufacturer_idx" ON "delivery_suppliers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_code_idx" ON "delivery_zones" USING btree ("code");