CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"warranty_id" text,
	"install_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer,
	"coupon_code" text,
	"share_token" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer,
	"session_id" text,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"brand" text,
	"category_uri" text,
	"expires_at" timestamp with time zone,
	"single_use" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_product_idx" ON "cart_lines" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_idx" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_share_token_idx" ON "carts" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_session_idx" ON "coupon_redemptions" USING btree ("coupon_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_session_idx" ON "mail_outbox" USING btree ("session_id","created_at");--> statement-breakpoint
-- One read of a visitor's cart (ADR 013): plpgsql keeps the plan of its query per connection, which
-- halves the cost of the cart read on PGlite, where planning this join cost more than running it.
CREATE OR REPLACE FUNCTION cart_snapshot(p_session_id text, p_country text)
RETURNS TABLE (
  "cartId" uuid, "couponCode" text, "shareToken" uuid, "userId" integer,
  suburb text, postcode text, state text,
  "lineId" integer, quantity integer, "warrantyId" text, "installId" text,
  "productId" integer, sku text, uri text, title text, price integer, "lineDiscount" integer,
  "altPriceMsg" text, ribbon text, "conditionType" text, "missingParts" text, image text,
  "brandId" integer, "categoryId" integer, stock integer,
  "couponId" integer, "couponDescription" text, "couponKind" text, "couponValue" integer,
  "couponMinSpend" integer, "couponBrand" text, "couponCategoryUri" text,
  "couponExpiresAt" timestamptz, "couponSingleUse" boolean
)
LANGUAGE plpgsql STABLE
-- The plan is kept for the connection's life, maybe made while carts was a few rows: keep it on the indexes
SET enable_seqscan = off
AS $$
BEGIN
  RETURN QUERY
  SELECT c.id, c.coupon_code, c.share_token, vs.user_id, loc.suburb, loc.postcode, loc.state,
    l.id, l.quantity, l.warranty_id, l.install_id,
    p.id, p.sku, p.uri, p.title, p.price, p.line_discount, p.alt_price_msg, p.ribbon, p.condition_type,
    p.missing_parts, p.image, p.brand_id, p.category_id,
    (SELECT coalesce(sum(sl.quantity), 0)::int FROM stock_levels sl WHERE sl.product_id = p.id),
    cp.id, cp.description, cp.kind, cp.value, cp.min_spend, cp.brand, cp.category_uri, cp.expires_at, cp.single_use
  FROM (SELECT p_session_id AS sid) me
  LEFT JOIN visitor_sessions vs ON vs.id = me.sid
  LEFT JOIN localities loc ON loc.id = vs.locality_id AND loc.country = p_country
  LEFT JOIN carts c ON c.session_id = me.sid
  LEFT JOIN coupons cp ON cp.code = c.coupon_code
  LEFT JOIN cart_lines l ON l.cart_id = c.id
  LEFT JOIN products p ON p.id = l.product_id
  ORDER BY l.id;
END
$$;
