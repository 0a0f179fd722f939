CREATE TYPE "public"."card_acquirer_state" AS ENUM('sent', 'challenge', 'authorised', 'refused', 'error', 'voided', 'partly_refunded', 'refunded');--> statement-breakpoint
CREATE TABLE "card_acquirer_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"psp_reference" text,
	"state" "card_acquirer_state" NOT NULL,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"outcome" jsonb,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_acquirer_payments_psp_reference_unique" UNIQUE("psp_reference"),
	CONSTRAINT "card_acquirer_payments_amounts" CHECK ("card_acquirer_payments"."refunded_amount" >= 0 and "card_acquirer_payments"."refunded_amount" <= "card_acquirer_payments"."amount")
);
--> statement-breakpoint
CREATE INDEX "card_acquirer_payments_state_idx" ON "card_acquirer_payments" USING btree ("state","created_at");