-- Hand SQL for the lead to append to the migration generated from the schema (issue 13, "Modules own
-- their data", ADR 023). Run after the generated statements.

-- The cart reads itself through Drizzle queries now (cart tables, then the product read model); the
-- plpgsql function of migration 0002_cart joined seven tables of four modules and nothing calls it.
DROP FUNCTION IF EXISTS cart_snapshot(text, text);
