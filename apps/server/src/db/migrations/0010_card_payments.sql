CREATE TYPE "public"."brand_id" AS ENUM('wa', 'wac', 'aoc', 'hc', 'aol', 'aol-nz', 'fk', 'andoo');--> statement-breakpoint
CREATE TYPE "public"."card_challenge_result" AS ENUM('passed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."card_currency" AS ENUM('AUD', 'NZD');--> statement-breakpoint
CREATE TYPE "public"."card_sandbox_after_challenge" AS ENUM('approve', 'decline');--> statement-breakpoint
CREATE TYPE "public"."card_sandbox_state" AS ENUM('challenge', 'authorised', 'refused', 'error', 'voided', 'partly_refunded', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."card_scheme" AS ENUM('visa', 'mc', 'amex', 'unknown');--> statement-breakpoint
CREATE TABLE "card_encryption_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payloads_seen" (
	"digest" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"psp_reference" text NOT NULL,
	"brand" "brand_id" NOT NULL,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"state" "card_sandbox_state" NOT NULL,
	"last4" text,
	"scheme" "card_scheme",
	"outcome" jsonb NOT NULL,
	"after_challenge" "card_sandbox_after_challenge",
	"return_url" text,
	"challenge_result" "card_challenge_result",
	"challenge_token_hash" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_sandbox_payments_psp_reference_unique" UNIQUE("psp_reference")
);
--> statement-breakpoint
CREATE TABLE "card_sandbox_refunds" (
	"payment_reference" text NOT NULL,
	"refund_reference" text NOT NULL,
	"psp_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_sandbox_refunds_payment_reference_refund_reference_pk" PRIMARY KEY("payment_reference","refund_reference"),
	CONSTRAINT "card_sandbox_refunds_psp_reference_unique" UNIQUE("psp_reference")
);
--> statement-breakpoint
ALTER TABLE "card_sandbox_refunds" ADD CONSTRAINT "card_sandbox_refunds_payment_reference_card_sandbox_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."card_sandbox_payments"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payloads_seen_at_idx" ON "card_payloads_seen" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "card_sandbox_payments_state_idx" ON "card_sandbox_payments" USING btree ("state","created_at");