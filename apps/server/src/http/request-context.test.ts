import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { CacheRegistry } from "../cache/cache-registry.ts";
import { type Database, migrateDatabase } from "../db/client.ts";
import { RequestSession } from "../modules/session/request-session.ts";
import { SessionService } from "../modules/session/session.service.ts";
import { VisitorService } from "../modules/session/visitor.service.ts";
import { users } from "../modules/user/user.tables.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { requestContext } from "./request-context.ts";

let database: Database;
let drop: () => Promise<void>;
let customerId: number;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  const [row] = await database.db
    .insert(users)
    .values({
      email: "viewer@example.com",
      passwordHash: "-",
      firstName: "V",
      lastName: "C",
      role: "customer",
    })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  customerId = row.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** An app with the viewer middleware over the real session and visitor services; `of` is observed, not replaced. */
function appWith(userId: number | null) {
  const sessions = new SessionService(database.db);
  const caches = new CacheRegistry({ catalogue: 0, shell: 0 });
  const visitors = new VisitorService();
  const resolved = vi.spyOn(visitors, "of");
  const app = new Hono<AppEnv>();
  const config = {
    PUBLIC_ORIGINS: {},
    BRAND_HOSTS: {},
    BRAND: "wac",
    PORT: 3000,
    TRUSTED_PROXY_HOPS: 0,
  } as const;
  app.use(requestContext(config, visitors, caches));
  app.use(async (c, next) => {
    const id = randomUUID();
    if (userId !== null) await sessions.update(id, { userId });
    const token = { id, generation: 0, createdAt: 0, seenAt: 0 };
    c.set("session", new RequestSession(token, sessions, { send: false }));
    await next();
  });
  app.get("/context", (c) =>
    c.json({ brand: c.var.brand.id, origin: c.var.publicOrigin, generation: c.var.cacheGeneration }),
  );
  app.get("/brand", (c) => c.json({ brand: c.var.brand.id, loginForPrice: c.var.brand.loginForPrice }));
  app.get("/twice", async (c) => {
    const [first, second] = await Promise.all([c.var.viewer(), c.var.viewer()]);
    const third = await c.var.viewer();
    return c.json({ same: first === second && second === third, viewer: third });
  });
  app.post("/sign-out", async (c) => {
    const before = await c.var.viewer();
    await c.get("session").update({ userId: null });
    const after = await c.var.viewer();
    return c.json({ before: before.role, after: after.role });
  });
  return { app, resolved, caches };
}

describe("requestContext", () => {
  it("puts the brand on the context and resolves nobody when no one asks", async () => {
    const { app, resolved } = appWith(customerId);
    const res = await app.request("/brand");
    expect(await res.json()).toEqual({ brand: "wac", loginForPrice: true });
    expect(resolved).not.toHaveBeenCalled();
  });

  it("picks the brand by the Host header, with its origin, and carries the caches' clear count", async () => {
    const { app, caches } = appWith(null);
    caches.define("shell-answers", { family: "shell" });
    const ask = async (host: string) => (await app.request("/context", { headers: { host } })).json();
    expect(await ask("aol.localhost:3000")).toMatchObject({ brand: "aol", generation: 0 });
    expect((await ask("aol.localhost:3000")).origin).toMatch(/^http:\/\/aol\./);
    caches.invalidate("shell");
    expect(await ask("www.example.org")).toMatchObject({ brand: "wac", generation: 1 });
  });

  it("resolves the viewer once per request, however often it is asked", async () => {
    const { app, resolved } = appWith(customerId);
    const body = await (await app.request("/twice")).json();
    expect(body.same).toBe(true);
    expect(body.viewer).toMatchObject({
      role: "customer",
      signedIn: true,
      userId: customerId,
      storeId: null,
    });
    expect(body.viewer.brand.id).toBe("wac");
    expect(resolved).toHaveBeenCalledTimes(1);
    await app.request("/twice");
    expect(resolved).toHaveBeenCalledTimes(2);
  });

  it("resolves again after the session changes within the request", async () => {
    const { app, resolved } = appWith(customerId);
    const body = await (await app.request("/sign-out", { method: "POST" })).json();
    expect(body).toEqual({ before: "customer", after: "anonymous" });
    expect(resolved).toHaveBeenCalledTimes(2);
  });

  it("sees an anonymous visitor without a user", async () => {
    const { app } = appWith(null);
    const body = await (await app.request("/twice")).json();
    expect(body.viewer).toMatchObject({ role: "anonymous", signedIn: false, userId: null });
  });
});
