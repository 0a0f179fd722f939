import { cartSchema } from "@store/domain/cart.schema";
import { compareListSchema } from "@store/domain/compare.schema";
import { geoDataSchema } from "@store/domain/geo.schema";
import { localitySchema } from "@store/domain/locality.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockedProduct } from "../../testing/checkout-kit.ts";
import { createTestStore, requestAs, type TestStore, testSessionSecret } from "../../testing/test-store.ts";
import { visitorSession } from "./session.middleware.ts";
import { SessionService } from "./session.service.ts";
import { visitorSessions } from "./session.tables.ts";
import { decodeSessionToken, defaultSessionLifetime, encodeSessionToken } from "./session-token.ts";

let store: TestStore;
let skus: string[];
let localityId: number;
let otherLocalityId: number;

const day = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  store = await createTestStore();
  // What sign-in will do: a call that rotates the visitor's session. Registered on the real app, behind
  // the same middleware (before the first request builds the router), so the rotation runs through Hono and the database like any call.
  const session = visitorSession(testSessionSecret, new SessionService(store.database.db));
  store.app.post("/test/rotate", session, async (c) => {
    await c.get("session").rotate();
    return c.json({ rotated: true });
  });
  // In stock, since the seed sells some products out everywhere (ADR 045) and a cart add of those answers 409
  skus = [
    (await stockedProduct(store.database.db, 1, 0)).sku,
    (await stockedProduct(store.database.db, 1, 1)).sku,
  ];
  const res = await requestAs(store.app, "aol", "/api/locality/bondi%20beach%202026");
  localityId = Number(localitySchema.array().parse(await res.json())[0]?._id);
  const other = await requestAs(store.app, "aol", "/api/locality/fitzroy%203065");
  otherLocalityId = Number(localitySchema.array().parse(await other.json())[0]?._id);
  expect(otherLocalityId).not.toBe(localityId);
});
afterAll(() => store.close());

/** Calls with exactly the cookie header given (no cookie jar): the tests say which cookies travel. */
const call = (path: string, cookie: string | null, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  if (init.body) headers.set("content-type", "application/json");
  return requestAs(store.app, "aol", path, { ...init, headers });
};
/** The `sid=...` pair of an answer's only Set-Cookie (and that there is only one). */
function sidOf(res: Response): string {
  const cookies = res.headers.getSetCookie();
  expect(cookies).toHaveLength(1);
  return cookies[0]?.split(";")[0] ?? "";
}
const tokenOf = (pair: string) =>
  decodeSessionToken(decodeURIComponent(pair.replace(/^sid=/, "")), testSessionSecret);
/** A cookie the store could have issued at another time (signed with the test key). */
const forged = (id: string, createdAt: number, seenAt: number, generation = 0) =>
  `sid=${encodeURIComponent(encodeSessionToken({ id, generation, createdAt, seenAt }, testSessionSecret))}`;

async function newVisitorWithLocation(): Promise<{ id: string; cookie: string }> {
  const first = await call("/api/geo", null);
  const cookie = sidOf(first);
  const set = await call("/api/geo/setlocation", cookie, {
    method: "POST",
    body: JSON.stringify({ localityId }),
  });
  expect(set.status).toBe(200);
  return { id: tokenOf(cookie)?.id ?? "", cookie };
}
async function geoOf(cookie: string | null) {
  const res = await call("/api/geo", cookie);
  return { res, geo: geoDataSchema.parse(await res.json()) };
}

describe("one Set-Cookie per answer", () => {
  it("a new visitor's first cart or compare call sets exactly one sid cookie", async () => {
    for (const path of ["/api/cart", "/api/cart/", "/api/compare", "/api/compare/", "/api/geo"]) {
      const res = await call(path, null);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie(), path).toHaveLength(1);
    }
  });

  it("a cart add by a new visitor keeps its line under the one cookie it was given", async () => {
    const res = await call("/api/cart/product/", null, {
      method: "POST",
      body: JSON.stringify({ sku: skus[0] }),
    });
    expect(res.status).toBe(200);
    const cart = cartSchema.parse(await (await call("/api/cart/", sidOf(res))).json());
    expect(cart.products.map((p) => p.sku)).toEqual([skus[0]]);
  });
});

describe("server-side expiry", () => {
  it("accepts a cookie inside both limits and sends no new one while it is fresh", async () => {
    const { cookie } = await newVisitorWithLocation();
    const { res, geo } = await geoOf(cookie);
    expect(geo.newUser).toBe(false);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("extends a session seen again after a day with a new cookie, without writing to the database", async () => {
    const { id } = await newVisitorWithLocation();
    const [before] = await store.database.db.select().from(visitorSessions).where(eq(visitorSessions.id, id));
    const created = now() - 20 * day;
    const { res, geo } = await geoOf(forged(id, created, now() - 2 * day));
    expect(geo.newUser).toBe(false);
    const token = tokenOf(sidOf(res));
    expect(token).toMatchObject({ id, createdAt: created, generation: 0 });
    expect(token?.seenAt).toBeGreaterThanOrEqual(now() - 5);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=2592000/);
    const [after] = await store.database.db.select().from(visitorSessions).where(eq(visitorSessions.id, id));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it("refuses a cookie idle for longer than the idle limit", async () => {
    const { id } = await newVisitorWithLocation();
    const idle = defaultSessionLifetime.idleSeconds;
    const { res, geo } = await geoOf(forged(id, now() - idle - 2 * day, now() - idle - day));
    expect(geo.newUser).toBe(true);
    expect(tokenOf(sidOf(res))?.id).not.toBe(id);
  });

  it("refuses a cookie older than the absolute limit, however recently it was used", async () => {
    const { id } = await newVisitorWithLocation();
    const { res, geo } = await geoOf(forged(id, now() - defaultSessionLifetime.absoluteSeconds - 60, now()));
    expect(geo.newUser).toBe(true);
    expect(tokenOf(sidOf(res))?.id).not.toBe(id);
  });

  it("caps the cookie's lifetime at the absolute limit", async () => {
    const { id } = await newVisitorWithLocation();
    const created = now() - defaultSessionLifetime.absoluteSeconds + 10 * day;
    const res = await call("/api/geo", forged(id, created, now() - 2 * day));
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.get("set-cookie") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(10 * day - 60);
    expect(maxAge).toBeLessThanOrEqual(10 * day);
  });
});

describe("two sid cookies", () => {
  it("the valid and newest wins, in whichever order they arrive", async () => {
    const older = await newVisitorWithLocation();
    const olderCookie = forged(older.id, now() - 3 * day, now() - 3 * 3600);
    const newer = sidOf(await call("/api/geo", null));
    const chosen = await call("/api/geo/setlocation", newer, {
      method: "POST",
      body: JSON.stringify({ localityId: otherLocalityId }),
    });
    expect(chosen.status).toBe(200);
    for (const header of [`${olderCookie}; ${newer}`, `${newer}; ${olderCookie}`]) {
      const { res, geo } = await geoOf(header);
      expect(geo.locationId, header).toBe(otherLocalityId);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a tampered or expired newer cookie does not hide the valid one", async () => {
    const valid = await newVisitorWithLocation();
    const tampered = `${forged(valid.id, now(), now()).slice(0, -3)}abc`;
    const expired = forged(valid.id, now() - 200 * day, now());
    for (const header of [`${tampered}; ${valid.cookie}`, `${expired}; ${valid.cookie}`]) {
      const { res, geo } = await geoOf(header);
      expect(geo.newUser).toBe(false);
      expect(geo.locationId).toBe(localityId);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("rotation (what sign-in will need)", () => {
  it("gives the visitor a new cookie that keeps location, cart and compare list; the old cookie stops working", async () => {
    const { id, cookie: old } = await newVisitorWithLocation();
    const added = await call("/api/cart/product/", old, {
      method: "POST",
      body: JSON.stringify({ sku: skus[0] }),
    });
    expect(added.status).toBe(200);
    const compared = await call("/api/compare/product/", old, {
      method: "POST",
      body: JSON.stringify({ sku: skus[1] }),
    });
    expect(compared.status).toBe(200);

    const rotated = await call("/test/rotate", old, { method: "POST" });
    expect(rotated.status).toBe(200);
    const fresh = sidOf(rotated);
    expect(fresh).not.toBe(old);
    expect(tokenOf(fresh)).toMatchObject({ id, generation: 1 });

    const { geo } = await geoOf(fresh);
    expect(geo.locationId).toBe(localityId);
    const cart = cartSchema.parse(await (await call("/api/cart/", fresh)).json());
    expect(cart.products.map((p) => p.sku)).toEqual([skus[0]]);
    const list = compareListSchema.parse(await (await call("/api/compare/", fresh)).json());
    expect(list.products.map((p) => p.sku)).toEqual([skus[1]]);

    // The old cookie is validly signed and inside its limits, but its generation is gone. Moments after
    // the rotation it is a call that left before it: a passing visitor, and no cookie that would
    // replace the browser's new one.
    const replay = await geoOf(old);
    expect(replay.geo.newUser).toBe(true);
    expect(replay.geo.locationId).toBeNull();
    expect(replay.res.headers.getSetCookie()).toEqual([]);
    const oldCart = await call("/api/cart/", old);
    expect(cartSchema.parse(await oldCart.json()).products).toEqual([]);
    expect(oldCart.headers.getSetCookie()).toEqual([]);
    const oldList = compareListSchema.parse(await (await call("/api/compare/", old)).json());
    expect(oldList.products).toEqual([]);
    // The new cookie still stands
    expect((await geoOf(fresh)).geo.locationId).toBe(localityId);

    // A minute on, the old cookie is a stale one like any other and gets a session of its own
    await store.database.db
      .update(visitorSessions)
      .set({ updatedAt: new Date(Date.now() - 61_000) })
      .where(eq(visitorSessions.id, id));
    const later = await geoOf(old);
    expect(later.geo.newUser).toBe(true);
    expect(tokenOf(sidOf(later.res))?.id).not.toBe(id);
  });

  it("rotates a visitor who has chosen nothing yet, and again", async () => {
    const first = await call("/test/rotate", null, { method: "POST" });
    const once = sidOf(first);
    expect(tokenOf(once)?.generation).toBe(1);
    const twice = sidOf(await call("/test/rotate", once, { method: "POST" }));
    expect(tokenOf(twice)).toMatchObject({ id: tokenOf(once)?.id, generation: 2 });
    expect((await geoOf(once)).geo.newUser).toBe(true);
    expect((await call("/api/geo", twice)).headers.getSetCookie()).toEqual([]);
  });
});
