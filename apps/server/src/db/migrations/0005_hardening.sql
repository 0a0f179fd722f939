CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "share_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_events" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "search_events_created_brin_idx" ON "search_events" USING brin ("created_at");--> statement-breakpoint
-- Hand-written (ADR 017). A cart holds at most 50 products now: carts made before the cap keep their
-- 50 earliest lines, then every cart's line_count is its lines, kept so by the trigger below.
DELETE FROM "cart_lines" l USING (
  SELECT "id", row_number() OVER (PARTITION BY "cart_id" ORDER BY "id") AS "n" FROM "cart_lines"
) ranked WHERE l."id" = ranked."id" AND ranked."n" > 50;--> statement-breakpoint
UPDATE "carts" c SET "line_count" = (SELECT count(*) FROM "cart_lines" l WHERE l."cart_id" = c."id");--> statement-breakpoint
-- The trigger's UPDATE waits for the cart row's lock and reads its latest version, so parallel adds
-- count every line and the CHECK refuses the one past the cap, all inside each add's one statement.
CREATE FUNCTION "cart_lines_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "carts" SET "line_count" = "line_count" + 1 WHERE "id" = NEW."cart_id";
  ELSE
    UPDATE "carts" SET "line_count" = "line_count" - 1 WHERE "id" = OLD."cart_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_lines_count" AFTER INSERT OR DELETE ON "cart_lines"
  FOR EACH ROW EXECUTE FUNCTION "cart_lines_count"();--> statement-breakpoint
-- Links mailed before tokens expired keep working for 30 days from this migration (ADR 017)
UPDATE "carts" SET "share_token_expires_at" = now() + interval '30 days' WHERE "share_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_line_count_check" CHECK ("carts"."line_count" between 0 and 50);