import { describe, expect, it } from "vitest";
import { createApiTransport } from "./api-transport.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api transport writes", () => {
  it("postOnce sends the body as JSON with the attempt's Idempotency-Key, and reads a refusal's body", async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    const transport = createApiTransport(async (path, init) => {
      sent.push({ path, init });
      return json({ code: "payment_refused", errors: ["The card was declined"] }, 409);
    });
    const reply = await transport.postOnce("/api/checkout", { amount: 84900 }, "key-1");
    expect(reply).toEqual({
      status: 409,
      ok: false,
      body: { code: "payment_refused", errors: ["The card was declined"] },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe("/api/checkout");
    expect(sent[0]?.init?.method).toBe("POST");
    expect(sent[0]?.init?.body).toBe(JSON.stringify({ amount: 84900 }));
    expect(sent[0]?.init?.headers).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      "idempotency-key": "key-1",
    });
  });

  it("answers status 0 with no body when no answer came, instead of throwing", async () => {
    const transport = createApiTransport(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await transport.postOnce("/api/checkout", {}, "key-2")).toEqual({
      status: 0,
      ok: false,
      body: null,
    });
    expect(await transport.write("/api/checkout/zipconfirmation?x=1", { method: "POST" })).toEqual({
      status: 0,
      ok: false,
      body: null,
    });
  });

  it("reads a success's body, and an empty answer as null", async () => {
    const transport = createApiTransport(async (path) =>
      path.endsWith("empty") ? new Response(null, { status: 204 }) : json({ done: true }),
    );
    expect(await transport.write("/api/x", { method: "POST" })).toEqual({
      status: 200,
      ok: true,
      body: { done: true },
    });
    expect(await transport.write("/api/empty", { method: "POST" })).toEqual({
      status: 204,
      ok: true,
      body: null,
    });
  });
});
