import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import { apiNotFound, handleError } from "./error-handler.ts";
import { validJson, validQuery } from "./validate.ts";

const logged: unknown[] = [];
const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });

const app = new Hono();
app.onError((error, c) => handleError(error, c, logger));
app.get("/missing", () => {
  throw new AppError("not_found", "No such thing");
});
app.get("/conflict", () => {
  throw new AppError("conflict", ["First", "Second"]);
});
app.get("/busy", () => {
  throw new AppError("too_many_requests", "Please try again in 2 minutes.", { retryAfterSeconds: 90.2 });
});
app.get("/boom", () => {
  throw new Error("database password is hunter2");
});
app.post("/echo", async (c) =>
  c.json(await validJson(c, z.object({ quantity: z.number().int().positive() }))),
);
app.get("/query", (c) => c.json(validQuery(c, z.object({ page: z.coerce.number().int().min(1) }))));
app.all("*", apiNotFound);

describe("the error handler", () => {
  it("maps typed errors to their status with a list of messages", async () => {
    const res = await app.request("/missing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "not_found", errors: ["No such thing"] });
    const conflict = await app.request("/conflict");
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ code: "conflict", errors: ["First", "Second"] });
  });

  it("sends Retry-After in whole seconds with a 429 that says when", async () => {
    const res = await app.request("/busy");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("91");
    expect(await res.json()).toEqual({
      code: "too_many_requests",
      errors: ["Please try again in 2 minutes."],
    });
    expect((await app.request("/missing")).headers.get("retry-after")).toBeNull();
  });

  it("answers an unknown error with a generic 500, logging the cause but not leaking it", async () => {
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(text).errors[0]).toMatch(/Something went wrong/);
    expect(JSON.stringify(logged)).toContain("hunter2");
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await app.request("/echo", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid", errors: ["The request body is not valid JSON"] });
  });

  it("names the field of each wrong type", async () => {
    const res = await app.request("/echo", { method: "POST", body: JSON.stringify({ quantity: 1.5 }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: string[] };
    expect(body.errors[0]).toMatch(/^quantity: /);
  });

  it("validates query strings", async () => {
    expect((await app.request("/query?page=0")).status).toBe(400);
    expect(await (await app.request("/query?page=2")).json()).toEqual({ page: 2 });
  });

  it("answers an unknown route with a 404 naming it", async () => {
    const res = await app.request("/nothing/here", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: "not_found",
      errors: ["There is no API call DELETE /nothing/here"],
    });
  });
});
