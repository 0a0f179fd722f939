import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { type ServedOverHttp, serveOverHttp } from "../testing/serve-over-http.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The store's secure headers are Hono's, sent the cheap way (ADR 022): the same names and values over real
 * HTTP (written by the store's Node response, ADR 094) and in-process (set on the answer), and an answer's
 * own wins on both. API answers carry a resource's few.
 */
const options = { referrerPolicy: "strict-origin-when-cross-origin", crossOriginEmbedderPolicy: false };

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  const app = new Hono<AppEnv>();
  app.use(middleware);
  app.get("/plain", (c) => c.json({ ok: true }));
  app.get("/framed", (c) => c.json({ ok: true }, 200, { "X-Frame-Options": "DENY" }));
  app.get("/api/plain", (c) => c.json({ ok: true }));
  return app;
}

const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
  );

let served: ServedOverHttp;
let origin: string;
beforeAll(async () => {
  const app = appWith(securityHeaders(options));
  served = await serveOverHttp(app.fetch);
  origin = served.origin;
});
afterAll(() => served.close());

describe("securityHeaders", () => {
  it("sends what Hono's secureHeaders sends, over HTTP and in-process", async () => {
    const hono = new Hono();
    hono.use(secureHeaders(options));
    hono.get("/plain", (c) => c.json({ ok: true }));
    const expected = headersOf(await hono.request("/plain"));
    expect(expected["x-frame-options"]).toBe("SAMEORIGIN");

    const overHttp = headersOf(await fetch(`${origin}/plain`));
    const { "content-length": _length, ...withoutLength } = overHttp;
    expect(withoutLength).toEqual(expected);
    expect(headersOf(await appWith(securityHeaders(options)).request("/plain"))).toEqual(expected);
  });

  it("lets an answer's own header win, over HTTP and in-process", async () => {
    expect((await fetch(`${origin}/framed`)).headers.get("x-frame-options")).toBe("DENY");
    const inProcess = await appWith(securityHeaders(options)).request("/framed");
    expect(inProcess.headers.get("x-frame-options")).toBe("DENY");
    expect(inProcess.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends an API answer a resource's headers only, over HTTP and in-process", async () => {
    const hono = new Hono();
    hono.use(secureHeaders(options));
    hono.get("/api/plain", (c) => c.json({ ok: true }));
    const all = headersOf(await hono.request("/api/plain"));
    const resource = [
      "content-type",
      "cross-origin-resource-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
    ];
    const expected = Object.fromEntries(Object.entries(all).filter(([name]) => resource.includes(name)));
    expect(Object.keys(expected).sort()).toEqual(resource);

    const { "content-length": _length, ...overHttp } = headersOf(await fetch(`${origin}/api/plain`));
    expect(overHttp).toEqual(expected);
    expect(headersOf(await appWith(securityHeaders(options)).request("/api/plain"))).toEqual(expected);
  });
});
