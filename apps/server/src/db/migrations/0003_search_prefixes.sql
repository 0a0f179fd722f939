CREATE TABLE "search_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"brands" jsonb NOT NULL,
	"min_price" integer,
	"max_price" integer
);
