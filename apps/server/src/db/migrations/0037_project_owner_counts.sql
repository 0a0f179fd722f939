CREATE TABLE "project_owner_counts" (
	"owner_user_id" integer PRIMARY KEY NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_owner_counts_projects_check" CHECK ("project_owner_counts"."projects" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_owner_counts" ADD CONSTRAINT "project_owner_counts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 079). Every owner's count as it stands, then kept by the trigger below in the same
-- statement as the insert, delete or change of owner: the upsert waits for the owner's row lock, so
-- concurrent adds for one owner each count.
INSERT INTO "project_owner_counts" ("owner_user_id", "projects")
  SELECT "owner_user_id", count(*) FROM "projects" GROUP BY "owner_user_id";--> statement-breakpoint
CREATE FUNCTION "project_owner_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."owner_user_id" = OLD."owner_user_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "project_owner_counts" ("owner_user_id", "projects") VALUES (NEW."owner_user_id", 1)
      ON CONFLICT ("owner_user_id") DO UPDATE SET "projects" = "project_owner_counts"."projects" + 1;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "project_owner_counts" SET "projects" = "projects" - 1 WHERE "owner_user_id" = OLD."owner_user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_owner_counts" AFTER INSERT OR DELETE OR UPDATE OF "owner_user_id" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "project_owner_counts"();
