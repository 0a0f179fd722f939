CREATE TYPE "public"."redirect_sandbox_cancelled_by" AS ENUM('shopper', 'merchant');--> statement-breakpoint
CREATE TYPE "public"."redirect_sandbox_provider" AS ENUM('afterpay', 'zip', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."redirect_sandbox_state" AS ENUM('awaiting_shopper', 'approved', 'referred', 'captured', 'declined', 'cancelled', 'expired', 'refunded');--> statement-breakpoint
CREATE TABLE "redirect_sandbox_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" "redirect_sandbox_provider" NOT NULL,
	"token" text NOT NULL,
	"brand" "brand_id" NOT NULL,
	"amount" integer NOT NULL,
	"currency" "card_currency" NOT NULL,
	"pay_later" boolean DEFAULT false NOT NULL,
	"state" "redirect_sandbox_state" NOT NULL,
	"reason" text,
	"cancelled_by" "redirect_sandbox_cancelled_by",
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"shopper_email" text NOT NULL,
	"capture_id" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_sandbox_checkouts_token_unique" UNIQUE("token"),
	CONSTRAINT "redirect_sandbox_checkouts_amount_check" CHECK ("redirect_sandbox_checkouts"."amount" > 0),
	CONSTRAINT "redirect_sandbox_checkouts_money_check" CHECK ("redirect_sandbox_checkouts"."refunded_amount" >= 0 and "redirect_sandbox_checkouts"."refunded_amount" <= "redirect_sandbox_checkouts"."captured_amount" and "redirect_sandbox_checkouts"."captured_amount" <= "redirect_sandbox_checkouts"."amount")
);
--> statement-breakpoint
CREATE TABLE "redirect_sandbox_refunds" (
	"payment_reference" text NOT NULL,
	"refund_reference" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_sandbox_refunds_payment_reference_refund_reference_pk" PRIMARY KEY("payment_reference","refund_reference"),
	CONSTRAINT "redirect_sandbox_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "redirect_sandbox_refunds" ADD CONSTRAINT "redirect_sandbox_refunds_payment_reference_redirect_sandbox_checkouts_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."redirect_sandbox_checkouts"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirect_sandbox_checkouts_state_idx" ON "redirect_sandbox_checkouts" USING btree ("provider","state");