import { expect } from "vitest";
import { browserOf, type TestStore } from "./test-store.ts";

/**
 * The customer's answer on the sandbox Zip app (ADR 035): their code's device page, then Approve or
 * Decline, as a phone other than the store's browser. Answers the page the phone then shows.
 */
export async function answerInZipApp(
  store: TestStore,
  code: string,
  action: "approve" | "decline",
): Promise<string> {
  const phone = browserOf(store.app);
  const page = await (await phone(`/sandbox/zip/device?code=${code}`)).text();
  const reference = /action="\/sandbox\/zip\/device\/(ZIP[0-9A-Z]{20})"/.exec(page)?.[1];
  if (!reference) throw new Error(`nothing waits for code ${code}`);
  const res = await phone(`/sandbox/zip/device/${reference}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://aol.localhost:3000" },
    body: new URLSearchParams({ code, action }).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}
