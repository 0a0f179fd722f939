CREATE TABLE "redirect_provider_records" (
	"provider" "redirect_sandbox_provider" NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"session_id" text,
	"order_id" text,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"request" jsonb,
	"answer" jsonb,
	"cancelled" boolean DEFAULT false NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_provider_records_provider_reference_pk" PRIMARY KEY("provider","reference"),
	CONSTRAINT "redirect_provider_records_amount_check" CHECK ("redirect_provider_records"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "redirect_provider_records_token_idx" ON "redirect_provider_records" USING btree ("provider","token");