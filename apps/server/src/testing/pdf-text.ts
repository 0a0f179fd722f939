import { inflateSync } from "node:zlib";

/**
 * The text a PDF draws, one string per text-showing operator (pdfkit writes hex strings in TJ arrays,
 * split at kerning), from its content streams inflated: enough for a test to find the words it drew.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const texts: string[] = [];
  // A stream's bytes are read by its /Length: deflated data may itself end in "\r", which a search
  // for "\r\nendstream" would cut off (1 quote in 14 came back without text that way)
  const streams = /\/Length (\d+)\b[\s\S]*?\bstream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const body = Buffer.from(raw.slice(start, start + Number(match[1])), "latin1");
    streams.lastIndex = start + body.length;
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g))
      texts.push(
        [...(op[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1] ?? "", "hex").toString("latin1"))
          .join(""),
      );
  }
  return texts;
}

/** How many pages a PDF has (its page objects). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
}
