CREATE TYPE "public"."delivery_change_subject" AS ENUM('zone', 'override', 'capacity', 'service');--> statement-breakpoint
CREATE TABLE "delivery_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"who" text NOT NULL,
	"subject" "delivery_change_subject" NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "delivery_service_categories" (
	"service_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "delivery_service_categories_service_id_category_id_pk" PRIMARY KEY("service_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "delivery_day_overrides" DROP CONSTRAINT "delivery_day_overrides_scope_check";--> statement-breakpoint
ALTER TABLE "delivery_services" ADD COLUMN "zone_kinds" "delivery_zone_kind"[] DEFAULT '{metro,regional,remote}' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_changes" ADD CONSTRAINT "delivery_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_service_categories" ADD CONSTRAINT "delivery_service_categories_service_id_delivery_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."delivery_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_service_categories" ADD CONSTRAINT "delivery_service_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_changes_at_idx" ON "delivery_changes" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_day_overrides_region_day_idx" ON "delivery_day_overrides" USING btree ("holiday_region","day") WHERE "delivery_day_overrides"."zone_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_day_overrides_zone_day_idx" ON "delivery_day_overrides" USING btree ("zone_id","day") WHERE "delivery_day_overrides"."zone_id" is not null;--> statement-breakpoint
ALTER TABLE "delivery_day_overrides" ADD CONSTRAINT "delivery_day_overrides_scope_check" CHECK (("delivery_day_overrides"."holiday_region" is null) <> ("delivery_day_overrides"."zone_id" is null));