import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";

/**
 * Inserts many rows with one bind parameter: the rows travel as a JSON array and
 * PostgreSQL unpacks them with json_to_recordset. On PGlite this is about four times
 * faster than a multi-row VALUES list with thousands of parameters, and it stays far
 * from the 65,535-parameter limit on a real server. Every row must set the same columns
 * (a missing key would insert NULL, not the column default).
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first)
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    for (const column of columns) record[column.name] = values[column.key] ?? null;
    return record;
  });
  const names: SQL = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // Column types come from the Drizzle schema, never from input, so raw SQL is safe here.
  const definitions = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(", "));
  await db.execute(
    sql`INSERT INTO ${sql.identifier(getTableName(table))} (${names}) SELECT ${names} FROM json_to_recordset(${JSON.stringify(records)}::json) AS x(${definitions})`,
  );
}
