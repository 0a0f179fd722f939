import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestStore, requestAs, type TestStore } from "../testing/test-store.ts";
import { builtPages } from "./built-pages.ts";

/**
 * The render threads (ADR 011) on a small page build (testing/page-build.fixture.ts): pages render,
 * a slow render is answered with the 503 error page in time, and a thread that dies or stops
 * answering is replaced, so the next page renders.
 */
const buildPath = fileURLToPath(new URL("../testing/page-build.fixture.ts", import.meta.url));
// Long enough for a first render on a busy machine (cold JIT, first queries); /slow never finishes.
const renderTimeoutMs = 2000;
const { logger, lines } = capturedLogger();
let store: TestStore;
let closePages: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const pages = await builtPages({ buildPath, threads: 1, renderTimeoutMs, logger });
  closePages = pages.close;
  store = await createTestStore({ products: 50, pages });
});
afterAll(async () => {
  await closePages?.();
  await store.close();
});

const page = (path: string) => requestAs(store.app, "aol", path);
const logged = (message: string) => lines.filter((line) => line.includes(message)).length;

/** The home page, asked until it renders: a replaced thread takes a moment to load the build. */
async function homeOnceRendered(): Promise<Response> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await page("/");
    if (res.status === 200 || Date.now() > deadline) return res;
  }
}

describe("the SSR pool", () => {
  it("renders a page on a render thread, its loader calling the API through the main thread", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/&#34;settings&#34;:[1-9]/);
  });

  it("answers a render that takes too long with the 503 error page, in time, and abandons it", async () => {
    const started = performance.now();
    const res = await page("/slow");
    const ms = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    // Never kept by a shared cache (`private` once the session middleware has handed out a cookie).
    expect(res.headers.get("cache-control")).toMatch(/^(no-store|private)$/);
    expect(await res.text()).toContain("ApplianceLine");
    expect(ms).toBeGreaterThanOrEqual(renderTimeoutMs - 5);
    expect(ms).toBeLessThan(renderTimeoutMs + 3000);
    // The thread heard the abandon and answers: it is kept, and the next page renders at once.
    expect((await page("/")).status).toBe(200);
    expect(logged("does not answer")).toBe(0);
  });

  it("replaces a thread stuck in a render, and the next pages render", async () => {
    const res = await page("/hang");
    expect(res.status).toBe(503);
    expect((await homeOnceRendered()).status).toBe(200);
    expect(logged("does not answer; replacing it")).toBe(1);
  });

  it("replaces a thread that exits, answering its page with the 500 error page", async () => {
    const exitsBefore = logged("SSR render thread exited");
    const res = await page("/exit");
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("A server error occurred");
    expect((await homeOnceRendered()).status).toBe(200);
    expect(logged("SSR render thread exited")).toBe(exitsBefore + 1);
  });
});
