CREATE TYPE "public"."external_provider" AS ENUM('sandbox', 'google', 'apple', 'facebook');--> statement-breakpoint
CREATE TABLE "external_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"provider" "external_provider" NOT NULL,
	"code_verifier" text NOT NULL,
	"provider_nonce" text NOT NULL,
	"client_nonce" text NOT NULL,
	"origin" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"nonce" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_login_states" ADD CONSTRAINT "external_login_states_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_login_states_session_idx" ON "external_login_states" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "external_login_states_expires_idx" ON "external_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_sandbox_codes_expires_idx" ON "identity_sandbox_codes" USING btree ("expires_at");