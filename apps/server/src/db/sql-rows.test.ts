import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "./sql-rows.ts";

const idRow = z.object({ id: z.coerce.number().int() });

describe("sqlRows", () => {
  it("parses the rows of either driver's answer", () => {
    expect(sqlRows({ rows: [{ id: 1 }, { id: "2" }], fields: [] }, idRow)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(sqlRows([{ id: 3 }], idRow)).toEqual([{ id: 3 }]);
  });

  it("throws a plain error, naming the column, for a row that does not fit", () => {
    expect(() => sqlRows({ rows: [{ id: 1 }, { id: "x" }] }, idRow)).toThrow(/Row 1 .*id:/);
    expect(() => sqlRows({ rows: [{ id: 1 }, { id: "x" }] }, idRow)).not.toThrow(z.ZodError);
    expect(() => sqlRows({ count: 1 }, idRow)).toThrow(/other than rows/);
  });
});
