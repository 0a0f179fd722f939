ALTER TYPE "public"."payment_method" ADD VALUE 'COD';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'CRAccount';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'StaffOnlyOtherPaymentMethod';--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "taken_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "tendered_amount" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "change_amount" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_cash_check" CHECK (("order_payments"."tendered_amount" is null and "order_payments"."change_amount" is null) or ("order_payments"."change_amount" >= 0 and "order_payments"."tendered_amount" = "order_payments"."amount" + "order_payments"."change_amount"));