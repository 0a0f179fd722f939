CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_events" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_events_created_brin_idx" ON "search_events" USING brin ("created_at");