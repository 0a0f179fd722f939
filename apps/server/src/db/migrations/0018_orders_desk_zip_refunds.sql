CREATE TABLE "zip_sandbox_refunds" (
	"purchase_reference" text NOT NULL,
	"refund_reference" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zip_sandbox_refunds_purchase_reference_refund_reference_pk" PRIMARY KEY("purchase_reference","refund_reference"),
	CONSTRAINT "zip_sandbox_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "zip_sandbox_purchases" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_sandbox_refunds" ADD CONSTRAINT "zip_sandbox_refunds_purchase_reference_zip_sandbox_purchases_reference_fk" FOREIGN KEY ("purchase_reference") REFERENCES "public"."zip_sandbox_purchases"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_sandbox_purchases" ADD CONSTRAINT "zip_sandbox_purchases_refunded_check" CHECK ("zip_sandbox_purchases"."refunded_amount" between 0 and "zip_sandbox_purchases"."amount");