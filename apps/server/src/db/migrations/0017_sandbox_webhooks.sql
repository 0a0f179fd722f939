CREATE TABLE "sandbox_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"brand" "brand_id" NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_reference_idx" ON "sandbox_webhooks" USING btree ("reference");