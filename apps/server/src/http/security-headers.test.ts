import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The store's secure headers are Hono's, sent the cheap way (ADR 022): the same names and values over real
 * HTTP (written on the Node response) and in-process (set on the answer), and an answer's own wins on both.
 */
const options = { referrerPolicy: "strict-origin-when-cross-origin", crossOriginEmbedderPolicy: false };

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  const app = new Hono<AppEnv>();
  app.use(middleware);
  app.get("/plain", (c) => c.json({ ok: true }));
  app.get("/framed", (c) => c.json({ ok: true }, 200, { "X-Frame-Options": "DENY" }));
  return app;
}

const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
  );

let server: ServerType;
let origin: string;
beforeAll(async () => {
  const app = appWith(securityHeaders(options));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

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
});
