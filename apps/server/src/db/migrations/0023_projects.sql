CREATE TYPE "public"."conversion_outcome" AS ENUM('Won', 'Partial');--> statement-breakpoint
CREATE TYPE "public"."project_change_kind" AS ENUM('created', 'renamed', 'details', 'customer', 'assignment', 'product_added', 'product_changed', 'product_removed', 'products_sorted', 'folder_created', 'folder_renamed', 'folder_duplicated', 'folders_sorted', 'product_transferred_in', 'product_transferred_out', 'note_added', 'note_changed', 'note_deleted', 'variation_saved', 'variation_deleted', 'comment_added', 'quote_saved', 'price_locked', 'price_lock_changed', 'price_lock_cancelled', 'shared', 'unshared', 'emailed', 'converted_to_cart', 'order_placed', 'status_changed', 'duplicated', 'attachment_added', 'attachment_deleted', 'reminder_created', 'reminder_changed');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('Open', 'Pending', 'Quoted', 'Lost', 'Won', 'Partial');--> statement-breakpoint
CREATE TYPE "public"."referrer_kind" AS ENUM('builder', 'designer');--> statement-breakpoint
CREATE TABLE "project_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"kind" "project_change_kind" NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"cart_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"clear_discounts" boolean DEFAULT false NOT NULL,
	"lock_applied" boolean DEFAULT false NOT NULL,
	"lock_expired" boolean DEFAULT false NOT NULL,
	"converted_by_user_id" integer,
	"converted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"outcome" "conversion_outcome"
);
--> statement-breakpoint
CREATE TABLE "project_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_folders_title_check" CHECK (length("project_folders"."title") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "project_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"folder_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_override" integer,
	"competitor_price" integer,
	"competitor_url" text,
	"warranty_id" text,
	"install_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_lines_quantity_check" CHECK ("project_lines"."quantity" between 1 and 999),
	CONSTRAINT "project_lines_money_check" CHECK (("project_lines"."price_override" is null or "project_lines"."price_override" >= 0) and ("project_lines"."competitor_price" is null or "project_lines"."competitor_price" >= 0))
);
--> statement-breakpoint
CREATE TABLE "project_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"notes" text NOT NULL,
	"created_by_user_id" integer,
	"sales_person_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_price_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_by_user_id" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" integer,
	CONSTRAINT "project_price_locks_expiry_check" CHECK ("project_price_locks"."expires_at" > "project_price_locks"."locked_at")
);
--> statement-breakpoint
CREATE TABLE "project_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"quote_data" jsonb NOT NULL,
	"total" integer NOT NULL,
	"saved_by_user_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_quotes_total_check" CHECK ("project_quotes"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_referrers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "referrer_kind" NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"phone" text NOT NULL,
	"contact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_product_id" integer NOT NULL,
	"brand" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"rrp_override" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_variations_rrp_check" CHECK ("project_variations"."rrp_override" is null or "project_variations"."rrp_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text GENERATED ALWAYS AS ('PRJ-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"name" text NOT NULL,
	"brand" "brand_id" NOT NULL,
	"owner_user_id" integer NOT NULL,
	"status" "project_status" DEFAULT 'Open' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_email_secondary" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"customer_number_secondary" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"referrer_id" integer,
	"store_id" integer,
	"salesperson_user_id" integer,
	"quoted" boolean DEFAULT false NOT NULL,
	"next_quote_version" integer DEFAULT 1 NOT NULL,
	"share_id" text,
	"project_emailed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_emails_lower_check" CHECK ("projects"."customer_email" = lower("projects"."customer_email") and "projects"."customer_email_secondary" = lower("projects"."customer_email_secondary")),
	CONSTRAINT "projects_phones_digits_check" CHECK ("projects"."contact_number" ~ '^[0-9]*$' and "projects"."customer_number_secondary" ~ '^[0-9]*$'),
	CONSTRAINT "projects_name_check" CHECK (length("projects"."name") between 1 and 120),
	CONSTRAINT "projects_quote_version_check" CHECK ("projects"."next_quote_version" >= 1),
	CONSTRAINT "projects_share_id_check" CHECK ("projects"."share_id" is null or length("projects"."share_id") >= 40)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "locked_price" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_conversions" ADD CONSTRAINT "project_conversions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_conversions" ADD CONSTRAINT "project_conversions_converted_by_user_id_users_id_fk" FOREIGN KEY ("converted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_conversions" ADD CONSTRAINT "project_conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_folders" ADD CONSTRAINT "project_folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_folder_id_project_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."project_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_price_locks" ADD CONSTRAINT "project_price_locks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_price_locks" ADD CONSTRAINT "project_price_locks_quote_id_project_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."project_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_price_locks" ADD CONSTRAINT "project_price_locks_locked_by_user_id_users_id_fk" FOREIGN KEY ("locked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_price_locks" ADD CONSTRAINT "project_price_locks_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_variation_product_id_products_id_fk" FOREIGN KEY ("variation_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_variations" ADD CONSTRAINT "project_variations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_referrer_id_project_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."project_referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_salesperson_user_id_users_id_fk" FOREIGN KEY ("salesperson_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_changes_project_idx" ON "project_changes" USING btree ("project_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_comments_project_idx" ON "project_comments" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_conversions_cart_idx" ON "project_conversions" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "project_conversions_project_idx" ON "project_conversions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_folders_project_idx" ON "project_folders" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "project_lines_place_idx" ON "project_lines" USING btree ("project_id",coalesce("folder_id", 0),"product_id");--> statement-breakpoint
CREATE INDEX "project_lines_folder_idx" ON "project_lines" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "project_lines_product_idx" ON "project_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "project_notes_project_idx" ON "project_notes" USING btree ("project_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_price_locks_live_idx" ON "project_price_locks" USING btree ("project_id") WHERE "project_price_locks"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_quotes_version_idx" ON "project_quotes" USING btree ("project_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "project_referrers_code_idx" ON "project_referrers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "project_variations_project_idx" ON "project_variations" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_ref_idx" ON "projects" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_share_idx" ON "projects" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_email_idx" ON "projects" USING btree ("customer_email") WHERE "projects"."customer_email" <> '';--> statement-breakpoint
CREATE INDEX "projects_email2_idx" ON "projects" USING btree ("customer_email_secondary") WHERE "projects"."customer_email_secondary" <> '';--> statement-breakpoint
CREATE INDEX "projects_phone_idx" ON "projects" USING btree ("contact_number") WHERE "projects"."contact_number" <> '';--> statement-breakpoint
CREATE INDEX "projects_phone2_idx" ON "projects" USING btree ("customer_number_secondary") WHERE "projects"."customer_number_secondary" <> '';--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_locked_price_check" CHECK (("cart_lines"."locked_price" is null) = ("cart_lines"."locked_until" is null) and ("cart_lines"."locked_price" is null or "cart_lines"."locked_price" >= 0));