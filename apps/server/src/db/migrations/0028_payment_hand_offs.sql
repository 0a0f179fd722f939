CREATE TYPE "public"."hand_off_withdrawal" AS ENUM('cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "payment_hand_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_session_id" text,
	"started_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_as" "hand_off_withdrawal",
	CONSTRAINT "payment_hand_offs_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_hand_offs_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_hand_offs_expiry_check" CHECK ("payment_hand_offs"."expires_at" > "payment_hand_offs"."created_at")
);
--> statement-breakpoint
ALTER TABLE "payment_hand_offs" ADD CONSTRAINT "payment_hand_offs_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_hand_offs" ADD CONSTRAINT "payment_hand_offs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_hand_offs" ADD CONSTRAINT "payment_hand_offs_started_session_id_visitor_sessions_id_fk" FOREIGN KEY ("started_session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE set null ON UPDATE no action;