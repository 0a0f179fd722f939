import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreResponse } from "./store-response.ts";

/**
 * The store's Node response writes the headers decided before the handler with the answer's own (ADR 094):
 * whatever way the answer's headers come (an object in any case, a flat list, setHeader, none at all),
 * the answer's own wins and the base ones fill in the rest.
 */
const base = { "x-frame-options": "SAMEORIGIN", "x-content-type-options": "nosniff" };

const answers: Record<string, (res: ServerResponse) => void> = {
  "/object": (res) =>
    res.writeHead(200, { "X-Frame-Options": "DENY", "Content-Type": "text/plain" }).end("a"),
  "/reason": (res) => res.writeHead(200, "Fine", { "content-type": "text/plain" }).end("a"),
  "/list": (res) => res.writeHead(200, ["X-Frame-Options", "DENY", "Set-Cookie", "n=1"]).end("a"),
  "/set": (res) => {
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cache-Control", "no-store");
    res.writeHead(200, { "content-type": "text/plain" }).end("a");
  },
  "/implicit": (res) => res.end("a"),
  "/missing": (res) => res.writeHead(404).end("a"),
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer({ ServerResponse: StoreResponse }, (req, res) => {
    const store = res as StoreResponse;
    store.baseHeaders = base;
    store.publicCacheControl = "public, max-age=9";
    answers[req.url ?? ""]?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const headers = async (path: string) => {
  const res = await fetch(`${origin}${path}`);
  return { status: res.status, statusText: res.statusText, get: (name: string) => res.headers.get(name) };
};

describe("StoreResponse", () => {
  it("adds the base headers under an answer's own, whatever their case", async () => {
    const res = await headers("/object");
    expect(res.get("x-frame-options")).toBe("DENY");
    expect(res.get("x-content-type-options")).toBe("nosniff");
    expect(res.get("content-type")).toBe("text/plain");
    expect(res.get("cache-control")).toBe("public, max-age=9");
  });

  it("keeps a status message given with the headers", async () => {
    const res = await headers("/reason");
    expect(res.statusText).toBe("Fine");
    expect(res.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("merges into a flat list of names and values, and a cookie keeps the answer private", async () => {
    const res = await headers("/list");
    expect(res.get("x-frame-options")).toBe("DENY");
    expect(res.get("x-content-type-options")).toBe("nosniff");
    expect(res.get("set-cookie")).toBe("n=1");
    expect(res.get("cache-control")).toBeNull();
  });

  it("lets a header set with setHeader win over the base ones", async () => {
    const res = await headers("/set");
    expect(res.get("x-frame-options")).toBe("DENY");
    expect(res.get("cache-control")).toBe("no-store");
    expect(res.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds them to an answer that never calls writeHead", async () => {
    const res = await headers("/implicit");
    expect(res.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.get("cache-control")).toBe("public, max-age=9");
  });

  it("keeps a failed answer unmarked", async () => {
    const res = await headers("/missing");
    expect(res.status).toBe(404);
    expect(res.get("x-content-type-options")).toBe("nosniff");
    expect(res.get("cache-control")).toBeNull();
  });
});
