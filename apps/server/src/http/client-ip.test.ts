import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { clientIpOf, unknownClientIp } from "./client-ip.ts";

const appWith = (hops: number) => new Hono<AppEnv>().get("/", (c) => c.text(clientIpOf(c, hops)));
/** The bindings @hono/node-server gives a request: the socket it came on. */
const fromSocket = (remoteAddress: string) =>
  ({ incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: "IPv4" } } }) as never;
const ipOf = async (hops: number, headers: Record<string, string>, env?: unknown) =>
  (await appWith(hops).request("/", { headers }, env as never)).text();

describe("clientIpOf", () => {
  it("takes the socket's address and ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await ipOf(0, { "x-forwarded-for": "1.2.3.4" }, fromSocket("203.0.113.5"))).toBe("203.0.113.5");
    expect(await ipOf(0, {}, undefined)).toBe(unknownClientIp);
  });

  it("behind N trusted proxies takes the Nth address from the right, never one the client wrote", async () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.1, 10.0.0.2" };
    expect(await ipOf(1, headers, fromSocket("10.0.0.3"))).toBe("10.0.0.2");
    expect(await ipOf(2, headers, fromSocket("10.0.0.3"))).toBe("198.51.100.1");
    // Fewer entries than proxies: the header is not what our proxies write, so the socket counts
    expect(await ipOf(2, { "x-forwarded-for": "6.6.6.6" }, fromSocket("10.0.0.3"))).toBe("10.0.0.3");
    expect(await ipOf(1, {}, fromSocket("10.0.0.3"))).toBe("10.0.0.3");
  });

  it("gives SSR's in-process calls the page request's address from their binding", async () => {
    expect(await ipOf(1, { "x-forwarded-for": "6.6.6.6" }, { internal: true, clientIp: "192.0.2.8" })).toBe(
      "192.0.2.8",
    );
  });
});
