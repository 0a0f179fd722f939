import { inflateSync } from "node:zlib";

/**
 * The text a PDF draws, one string per text-showing operator (pdfkit writes hex strings in TJ arrays,
 * split at kerning), from its content streams inflated: enough for a test to find the words it drew.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const body = Buffer.from(match[1] ?? "", "latin1");
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
