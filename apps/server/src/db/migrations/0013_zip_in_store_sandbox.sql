CREATE TYPE "public"."zip_sandbox_state" AS ENUM('pending', 'approved', 'declined', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "zip_sandbox_purchases" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"brand" "brand_id" NOT NULL,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"device_code" text NOT NULL,
	"state" "zip_sandbox_state" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "zip_sandbox_purchases_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "zip_sandbox_purchases_amount_check" CHECK ("zip_sandbox_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "zip_sandbox_purchases_code_idx" ON "zip_sandbox_purchases" USING btree ("device_code","state");