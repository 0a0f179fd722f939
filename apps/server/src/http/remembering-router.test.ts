import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { RememberingRouter } from "./remembering-router.ts";

/** The remembering router answers as Hono's default router does, the first time and every time after. */
function appWith(router?: RememberingRouter<never>) {
  const app = new Hono({ strict: false, ...(router ? { router } : {}) });
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("x-seen", "api");
  });
  // Static and parameter siblings: the regular-expression router refuses them, the trie takes them
  app.get("/api/store/select-view", (c) => c.text("select-view"));
  app.get("/api/store/:id", (c) => c.text(`store ${c.req.param("id")}`));
  app.get("/api/product/:sku{.+}", (c) => c.text(`product ${c.req.param("sku")}`));
  app.post("/api/store/:id", (c) => c.text(`posted ${c.req.param("id")}`));
  app.all("*", (c) => c.text("none", 404));
  return app;
}

const asked: [string, string][] = [
  ["GET", "/api/store/select-view"],
  ["GET", "/api/store/42"],
  ["GET", "/api/store/7"],
  ["POST", "/api/store/42"],
  ["GET", "/api/product/AB/12"],
  ["GET", "/api/nothing"],
  ["DELETE", "/api/store/42"],
  ["GET", `/api/store/${"x".repeat(300)}`],
];

async function answers(app: Hono) {
  const found: string[] = [];
  for (const [method, path] of asked) {
    const res = await app.request(path, { method });
    found.push(
      `${method} ${path.slice(0, 30)} ${res.status} ${await res.text()} ${res.headers.get("x-seen")}`,
    );
  }
  return found;
}

describe("RememberingRouter", () => {
  it("matches what Hono's default router matches, again and again", async () => {
    const expected = await answers(appWith());
    expect(expected).toContain("GET /api/store/select-view 200 select-view api");
    expect(expected).toContain("GET /api/store/7 200 store 7 api");
    const app = appWith(new RememberingRouter());
    for (let round = 0; round < 3; round++) expect(await answers(app)).toEqual(expected);
  });

  it("still matches after more paths than it remembers", async () => {
    const app = appWith(new RememberingRouter());
    for (let id = 0; id < 2100; id++) await app.request(`/api/store/${id}`);
    expect(await (await app.request("/api/store/2099")).text()).toBe("store 2099");
    expect(await (await app.request("/api/store/select-view")).text()).toBe("select-view");
  });
});
