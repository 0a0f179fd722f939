import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageRoute, pageBodyMaxBytes, pagesTakingBodies } from "./page-body.ts";
import { type ServedOverHttp, serveOverHttp } from "./testing/serve-over-http.ts";
import { createTestStore, type TestStore } from "./testing/test-store.ts";

/** The shape of the web app's route table (apps/web/app/routes.ts): the stores page has an action. */
const routes: PageRoute[] = [
  { id: "root", path: "", hasAction: false },
  { id: "routes/home", parentId: "root", index: true, hasAction: false },
  { id: "routes/cart", parentId: "root", path: "cart", hasAction: false },
  { id: "routes/stores", parentId: "root", path: "stores", hasAction: true },
  { id: "routes/store", parentId: "root", path: "stores/:storeUri", hasAction: false },
  { id: "routes/catch-all", parentId: "root", path: "*", hasAction: false },
];

let store: TestStore;
let served: ServedOverHttp;
let port: number;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "store-client-"));
  writeFileSync(path.join(clientDir, "favicon.ico"), "");
  // The real page mount; the web build is not there when the API suite runs, so the page is a stand-in
  // that reads the whole body, as the SSR pool does before rendering.
  store = await createTestStore({
    products: 50,
    pages: {
      mode: "production",
      clientDir,
      render: async (c) => {
        const body = c.req.method === "GET" ? new ArrayBuffer(0) : await c.req.raw.arrayBuffer();
        return new Response(`page read ${body.byteLength} bytes`);
      },
      takesBody: pagesTakingBodies(routes),
    },
  });
  served = await serveOverHttp(store.app.fetch);
  port = served.port;
});
afterAll(async () => {
  await served.close();
  await store.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * Sends a body in 64 KB chunks, up to `total` bytes, as long as no answer has come; answers the status
 * and how many bytes had been sent when it came.
 */
function post(
  pathname: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; sentBeforeAnswer: number; text: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method: "POST", headers }, (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => {
        text += part;
      });
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, sentBeforeAnswer, text });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered && sent >= total) req.end();
    };
    pump();
  });
}

const hundredMegabytes = 100 * 1024 * 1024;

describe("page request bodies", () => {
  it("a large body announced to a page without an action is refused with 413 before it is sent", async () => {
    const res = await post("/cart", hundredMegabytes, { "content-length": String(hundredMegabytes) });
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(hundredMegabytes / 10);
  });

  it("a chunked body to a page without an action is refused before it is read", async () => {
    const res = await post("/s/about-us", hundredMegabytes, { "transfer-encoding": "chunked" });
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(hundredMegabytes / 10);
  });

  it("a page with an action takes a form-sized body and refuses a larger one, announced or streamed", async () => {
    const form = await post("/stores", 2_000, { "content-length": "2000" });
    expect(form).toMatchObject({ status: 200, text: "page read 2000 bytes" });
    const data = await post("/stores.data", 2_000, { "content-length": "2000" });
    expect(data).toMatchObject({ status: 200, text: "page read 2000 bytes" });
    const announced = await post("/stores", hundredMegabytes, { "content-length": String(hundredMegabytes) });
    expect(announced.status).toBe(413);
    expect(announced.sentBeforeAnswer).toBeLessThan(hundredMegabytes / 10);
    const streamed = await post("/stores", hundredMegabytes, { "transfer-encoding": "chunked" });
    expect(streamed.status).toBe(413);
    expect(streamed.sentBeforeAnswer).toBeLessThan(hundredMegabytes / 10);
  });

  it("the stores page's own store page (no action) takes none; the API keeps its own limit", async () => {
    expect((await post("/stores/some-store", 10, { "content-length": "10" })).status).toBe(413);
    expect(pageBodyMaxBytes).toBe(64 * 1024);
    const api = await post("/api/cart/product/", 2 * 1024 * 1024, {
      "content-length": String(2 * 1024 * 1024),
      "content-type": "application/json",
    });
    expect(api.status).toBe(413);
  });
});

describe("which pages take a body", () => {
  const takesBody = pagesTakingBodies(routes);
  it("follows the route table: the deepest matching route's action", () => {
    expect(takesBody("/stores")).toBe(true);
    expect(takesBody("/stores/")).toBe(true);
    expect(takesBody("/stores.data")).toBe(true);
    expect(takesBody("/stores/sydney")).toBe(false);
    expect(takesBody("/cart")).toBe(false);
    expect(takesBody("/")).toBe(false);
    expect(takesBody("/_root.data")).toBe(false);
    expect(takesBody("/anything/else")).toBe(false);
  });
});
