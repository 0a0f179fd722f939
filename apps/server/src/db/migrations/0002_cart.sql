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
-- One read of a visitor's cart (ADR 013). plpgsql keeps the plans of its statements per connection, which
-- halves the cost of the read on PGlite, where planning one big join cost more than running it. Each
-- statement is a lookup by a unique key, so a plan kept from when the tables were empty stays right as they
-- grow (PGlite has no autovacuum to refresh it); enable_seqscan = off keeps those plans on the indexes.
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
SET enable_seqscan = off
AS $$
DECLARE
  v_cart carts%ROWTYPE;
  v_user integer;
  v_suburb text;
  v_postcode text;
  v_state text;
  v_coupon coupons%ROWTYPE;
BEGIN
  SELECT * INTO v_cart FROM carts c WHERE c.session_id = p_session_id;
  SELECT vs.user_id, loc.suburb, loc.postcode, loc.state INTO v_user, v_suburb, v_postcode, v_state
    FROM visitor_sessions vs
    LEFT JOIN localities loc ON loc.id = vs.locality_id AND loc.country = p_country
    WHERE vs.id = p_session_id;
  IF v_cart.coupon_code IS NOT NULL THEN
    SELECT * INTO v_coupon FROM coupons cp WHERE cp.code = v_cart.coupon_code;
  END IF;
  RETURN QUERY
  SELECT v_cart.id, v_cart.coupon_code, v_cart.share_token, v_user, v_suburb, v_postcode, v_state,
    l.id, l.quantity, l.warranty_id, l.install_id,
    p.id, p.sku, p.uri, p.title, p.price, p.line_discount, p.alt_price_msg, p.ribbon, p.condition_type,
    p.missing_parts, p.image, p.brand_id, p.category_id,
    (SELECT coalesce(sum(sl.quantity), 0)::int FROM stock_levels sl WHERE sl.product_id = p.id),
    v_coupon.id, v_coupon.description, v_coupon.kind, v_coupon.value, v_coupon.min_spend, v_coupon.brand,
    v_coupon.category_uri, v_coupon.expires_at, v_coupon.single_use
  FROM cart_lines l
  JOIN products p ON p.id = l.product_id
  -- No ORDER BY: a kept plan could walk cart_lines_pkey in order and filter every line of every cart;
  -- the caller sorts the few lines by id
  WHERE l.cart_id = v_cart.id;
  IF NOT FOUND THEN
    RETURN QUERY
    SELECT v_cart.id, v_cart.coupon_code, v_cart.share_token, v_user, v_suburb, v_postcode, v_state,
      NULL::integer, NULL::integer, NULL::text, NULL::text,
      NULL::integer, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::integer,
      NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::integer, NULL::integer, NULL::integer,
      v_coupon.id, v_coupon.description, v_coupon.kind, v_coupon.value, v_coupon.min_spend, v_coupon.brand,
      v_coupon.category_uri, v_coupon.expires_at, v_coupon.single_use;
  END IF;
END
$$;
