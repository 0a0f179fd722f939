ALTER TABLE "orders" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sub_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_abn_check" CHECK ("orders"."abn" ~ '^[0-9]{11}$');