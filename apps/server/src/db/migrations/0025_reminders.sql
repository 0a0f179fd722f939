CREATE TYPE "public"."reminder_reason" AS ENUM('manual', 'quote_emailed', 'price_lock_ending');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('Open', 'Done', 'Archived');--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"status" "reminder_status" DEFAULT 'Open' NOT NULL,
	"reason" "reminder_reason" DEFAULT 'manual' NOT NULL,
	"due_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_note_check" CHECK (length("reminders"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id","status","due_date");--> statement-breakpoint
CREATE INDEX "reminders_project_idx" ON "reminders" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_follow_up_idx" ON "reminders" USING btree ("project_id","reason") WHERE "reminders"."reason" <> 'manual';