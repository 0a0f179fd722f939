import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { CacheRegistry } from "../cache/cache-registry.ts";
import { type ServedOverHttp, serveOverHttp } from "../testing/serve-over-http.ts";
import { publicFor } from "./public-cache.ts";

/**
 * publicFor marks an answer the same for everyone as public for what is left of its data's window, and
 * leaves alone one that failed, sets a cookie, sets its own Cache-Control or is not the same for everyone.
 * The same over real HTTP (the store's Node response writes it, ADR 094) and in-process (SSR, tests).
 */
const now = 1_000_000_000_000;
const caches = new CacheRegistry({ catalogue: 60, shell: 30 }, () => now);
const expected = `public, max-age=${caches.remainingSeconds("shell")}`;

function app() {
  const app = new Hono<AppEnv>();
  app.use("/shared/*", publicFor(caches, "shell"));
  app.use(
    "/own/*",
    publicFor(caches, "shell", (c) => c.req.query("mine") === undefined),
  );
  app.get("/shared/ok", (c) => c.json({ ok: true }));
  app.get("/shared/missing", (c) => c.json({ code: "not_found" }, 404));
  app.get("/shared/cookie", (c) => {
    setCookie(c, "n", "1", { httpOnly: true });
    return c.json({ ok: true });
  });
  app.get("/shared/no-store", (c) => c.json({ ok: true }, 200, { "Cache-Control": "no-store" }));
  app.get("/own/answer", (c) => c.json({ ok: true }));
  return app;
}

let served: ServedOverHttp;
let origin: string;
beforeAll(async () => {
  served = await serveOverHttp(app().fetch);
  origin = served.origin;
});
afterAll(() => served.close());

const ways = {
  "over HTTP": (path: string) => fetch(`${origin}${path}`),
  "in-process": (path: string) => app().request(path),
};

describe.each(Object.entries(ways))("publicFor %s", (_way, get) => {
  it("marks a 200 answer public for the seconds left in its family's window", async () => {
    expect(expected).toMatch(/^public, max-age=[1-9]/);
    expect((await get("/shared/ok")).headers.get("cache-control")).toBe(expected);
  });

  it("leaves a failed answer unmarked", async () => {
    const res = await get("/shared/missing");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("leaves an answer that sets a cookie unmarked", async () => {
    const res = await get("/shared/cookie");
    expect(res.headers.get("set-cookie")).toContain("n=1");
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("lets the answer's own Cache-Control win", async () => {
    expect((await get("/shared/no-store")).headers.get("cache-control")).toBe("no-store");
  });

  it("leaves an answer that is not the same for everyone unmarked", async () => {
    expect((await get("/own/answer")).headers.get("cache-control")).toBe(expected);
    expect((await get("/own/answer?mine=1")).headers.get("cache-control")).toBeNull();
  });
});
