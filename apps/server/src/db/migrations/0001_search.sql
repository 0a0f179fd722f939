CREATE TABLE "search_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"query" text NOT NULL,
	"product_list" jsonb NOT NULL,
	"result_count" integer,
	"url" text DEFAULT '' NOT NULL,
	"is_repeat_user" boolean DEFAULT false NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_events_query_idx" ON "search_events" USING btree ("query","created_at");--> statement-breakpoint
CREATE INDEX "search_events_zero_idx" ON "search_events" USING btree ("created_at") WHERE "search_events"."result_count" = 0;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");