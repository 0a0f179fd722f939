import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text.ts";

/** The tests' PDF reader finds every word drawn, whatever bytes the deflated stream ends in. */

const hex = (text: string) => Buffer.from(text, "latin1").toString("hex");
const pdfWith = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `%PDF-1.3\n4 0 obj\n<<\n/Length ${content.length}\n/Filter /FlateDecode\n>>\nstream\n`,
      "latin1",
    ),
    content,
    Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1"),
  ]);

describe("pdfText", () => {
  it("reads a stream by its length, also when its deflated bytes end in a carriage return", () => {
    // The first quote reference whose drawing deflates to bytes ending in "\r" (as 1 quote in 14 did)
    const drawing = Array.from(
      { length: 2000 },
      (_, n) => `BT [<${hex(`Quote PRJ-${n}`)}> 0] TJ${" ".repeat(n % 97)} ET`,
    ).find((ops) => deflateSync(ops).at(-1) === 0x0d);
    expect(drawing).toBeDefined();
    const text = pdfText(pdfWith(deflateSync(drawing ?? ""))).join("\n");
    expect(text).toMatch(/^Quote PRJ-\d+$/);
    // Kerning splits a word into pieces of one array
    expect(pdfText(pdfWith(deflateSync(`BT [<${hex("Ari")}> -20 <${hex("Example")}>] TJ ET`)))).toEqual([
      "AriExample",
    ]);
  });
});
