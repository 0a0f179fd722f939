import { z } from "zod";

// PGlite and node-postgres answer `db.execute` with `{ rows }`; other drivers with the rows themselves
const resultShape = z.union([z.array(z.unknown()), z.object({ rows: z.array(z.unknown()) })]);

/**
 * The rows of a raw `db.execute(sql...)` result, each checked against `schema`: a raw query's columns are
 * not typed by Drizzle, so they are parsed, never cast. A row that does not fit is a bug in the query and
 * throws a plain Error (a 500), never a validation error of the request.
 */
export function sqlRows<T>(result: unknown, schema: z.ZodType<T>): T[] {
  const shape = resultShape.safeParse(result);
  if (!shape.success) throw new Error("A raw query answered something other than rows");
  const rows = Array.isArray(shape.data) ? shape.data : shape.data.rows;
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const where = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Row ${index} of a raw query does not fit its schema (${where})`);
  });
}
