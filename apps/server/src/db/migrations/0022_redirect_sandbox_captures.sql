CREATE TABLE "redirect_sandbox_captures" (
	"payment_reference" text NOT NULL,
	"capture_reference" text NOT NULL,
	"capture_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_sandbox_captures_payment_reference_capture_reference_pk" PRIMARY KEY("payment_reference","capture_reference"),
	CONSTRAINT "redirect_sandbox_captures_capture_id_unique" UNIQUE("capture_id"),
	CONSTRAINT "redirect_sandbox_captures_amount_check" CHECK ("redirect_sandbox_captures"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "redirect_sandbox_captures" ADD CONSTRAINT "redirect_sandbox_captures_payment_reference_redirect_sandbox_checkouts_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."redirect_sandbox_checkouts"("reference") ON DELETE cascade ON UPDATE no action;