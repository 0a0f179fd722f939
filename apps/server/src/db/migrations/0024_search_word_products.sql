ALTER TABLE "search_words" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Filled now, so autocorrect weighs corrections before the next catalogue refresh (ADR 047)
UPDATE "search_words" SET "products" = "titles"."n" FROM (
  SELECT "w" AS "word", count(DISTINCT "p"."id")::int AS "n"
  FROM "products" "p", regexp_split_to_table(lower("p"."title"), '[^[:alpha:]]+') AS "w"
  GROUP BY "w"
) AS "titles" WHERE "titles"."word" = "search_words"."word";
