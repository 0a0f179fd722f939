import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** A call a component made through fetch: its path, method and JSON body (null without one). */
export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
}

type Answer<Body> = (path: string, body: Body) => Response | Promise<Response>;

/**
 * Stands in for fetch in each test of the file: every call is recorded in `calls` and answered by
 * `answer`, which a test may replace and which is `initial` again in the next test. After each test the
 * rendered tree is cleaned up and fetch restored.
 */
export function recordFetch<Body = unknown>(initial: Answer<Body>) {
  const fetched: { calls: RecordedCall[]; answer: Answer<Body> } = { calls: [], answer: initial };
  beforeEach(() => {
    fetched.calls = [];
    fetched.answer = initial;
    vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      fetched.calls.push({ path, method: init?.method ?? "GET", body });
      return fetched.answer(path, body);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetched;
}
