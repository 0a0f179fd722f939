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
ALTER TABLE "search_events" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "search_events_created_brin_idx" ON "search_events" USING brin ("created_at");--> statement-breakpoint
-- Links mailed before tokens expired keep working for 30 days from this migration (ADR 017)
UPDATE "carts" SET "share_token_expires_at" = now() + interval '30 days' WHERE "share_token" IS NOT NULL;