import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Db } from "../../db/client.ts";

type Rows = { rows: unknown[] };

/** The last result of a script: pg answers an array for several statements, PGlite always does. */
function lastResult(result: Rows | Rows[]): Rows {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return last ?? { rows: [] };
}

/**
 * pg-boss's `db` option over the store's own database (ADR 020), so jobs use the connection the
 * store already has (PGlite's only one, or the pg pool) instead of opening their own.
 *
 * pg-boss sends two kinds of SQL: statements with `$n` parameters, and scripts without parameters
 * (`BEGIN; ...; COMMIT;` around an advisory lock, its migrations). A script that fails halfway leaves
 * its connection inside an aborted transaction, and on PGlite that connection is the whole store's
 * (every later query would fail with 25P02), so scripts run inside a transaction that is rolled back
 * on any error: PGlite's `transaction()` (its COMMIT ends the script's own BEGIN; the wrapper's
 * second COMMIT is a harmless warning), or one pooled pg connection with a ROLLBACK on error.
 */
export function jobsDatabaseOf(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        return lastResult(await client.transaction((tx) => tx.exec(text)));
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const connection = await client.connect();
      try {
        return lastResult((await connection.query(text)) as Rows | Rows[]);
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

/** pg-boss SQL with `$n` placeholders as a drizzle query, its values sent as parameters. */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    // Odd parts are the numbers of the placeholders the split cut out.
    if (i % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return query;
}

/**
 * pg-boss's `db` option over a drizzle transaction: a job sent through it is inserted by that
 * transaction, so it exists exactly when what caused it was committed (the mail outbox row).
 */
export function jobsTransactionOf(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return (await tx.execute(positionalSql(text, values ?? []))) as unknown as { rows: unknown[] };
    },
  };
}
