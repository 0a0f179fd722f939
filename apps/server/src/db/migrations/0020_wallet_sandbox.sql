CREATE TYPE "public"."wallet_kind" AS ENUM('ApplePay', 'GooglePay');--> statement-breakpoint
CREATE TABLE "wallet_merchant_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" "brand_id" NOT NULL,
	"domain_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_sandbox_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"wallet" "wallet_kind" NOT NULL,
	"brand" "brand_id" NOT NULL,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"card" text NOT NULL,
	"merchant_session_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	CONSTRAINT "wallet_sandbox_tokens_merchant_session_id_unique" UNIQUE("merchant_session_id"),
	CONSTRAINT "wallet_sandbox_tokens_amount_check" CHECK ("wallet_sandbox_tokens"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_sandbox_tokens" ADD CONSTRAINT "wallet_sandbox_tokens_merchant_session_id_wallet_merchant_sessions_id_fk" FOREIGN KEY ("merchant_session_id") REFERENCES "public"."wallet_merchant_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_sandbox_tokens_created_idx" ON "wallet_sandbox_tokens" USING btree ("created_at");