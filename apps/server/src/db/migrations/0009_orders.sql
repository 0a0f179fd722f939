CREATE TYPE "public"."order_status" AS ENUM('pending', 'awaiting_payment', 'placed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('created', 'requires_action', 'authorised', 'refused', 'error', 'voided', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('None', 'AfterPay', 'Zip', 'CreditCard', 'PayPal', 'Klarna', 'ZipInStore', 'Cash', 'Humm', 'ApplePay', 'GooglePay', 'PayPalBnpl');--> statement-breakpoint
CREATE TABLE "checkout_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"warranty" jsonb,
	"install" jsonb,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"id" serial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_attempt_status" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"psp_reference" text,
	"refusal_reason" text,
	"error_code" text,
	"card_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"status" "order_status" NOT NULL,
	"user_id" integer,
	"session_id" text,
	"access_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"newsletter" boolean NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"po_number" text,
	"delivery_zone_id" integer,
	"delivery_date" date,
	"supplier_deliveries" jsonb NOT NULL,
	"delivery_services" jsonb NOT NULL,
	"early_notification" boolean DEFAULT false NOT NULL,
	"requested_delivery_contact" boolean DEFAULT false NOT NULL,
	"requested_installation_contact" boolean DEFAULT false NOT NULL,
	"cash_and_carry" boolean DEFAULT false NOT NULL,
	"winning_delivery_override" boolean DEFAULT false NOT NULL,
	"store_id" integer,
	"salesperson_code" text,
	"placed_by_user_id" integer,
	"coupon_code" text,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"services_total" integer NOT NULL,
	"total" integer NOT NULL,
	"amount_due_now" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total" >= 0 and "orders"."amount_paid" between 0 and "orders"."total")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_waiting_idx" ON "order_payments" USING btree ("updated_at") WHERE "order_payments"."status" = 'requires_action';--> statement-breakpoint
CREATE INDEX "order_stock_order_idx" ON "order_stock" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_quantity_check" CHECK ("stock_levels"."quantity" >= 0);