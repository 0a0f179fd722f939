ALTER TYPE "public"."redirect_sandbox_provider" ADD VALUE 'klarna';--> statement-breakpoint
ALTER TYPE "public"."redirect_sandbox_provider" ADD VALUE 'humm';--> statement-breakpoint
ALTER TABLE "redirect_sandbox_checkouts" ADD COLUMN "notify_url" text;--> statement-breakpoint
ALTER TABLE "redirect_sandbox_checkouts" ADD COLUMN "authorization_token" text;--> statement-breakpoint
ALTER TABLE "redirect_sandbox_checkouts" ADD CONSTRAINT "redirect_sandbox_checkouts_authorization_token_unique" UNIQUE("authorization_token");