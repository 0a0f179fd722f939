import { identityStorageKeys } from "@store/domain/account.schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api-client.ts";
import { IdentitySession } from "./identity-session.ts";
import { beginSignIn, readStoredTokens, storeTokens } from "./identity-storage.ts";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An identity token shaped like the server's (the browser never checks the signature). */
function identityToken(claims: { exp: number; nonce?: string; given_name?: string; iat?: number }): string {
  const payload = {
    sub: "7",
    email: "shopper@example.com",
    given_name: claims.given_name ?? "Sam",
    family_name: "Shopper",
    role: "customer",
    nonce: claims.nonce ?? "n".repeat(43),
    iat: claims.iat ?? Math.floor(claims.exp - 900),
    exp: claims.exp,
  };
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

const secondsFromNow = (ms: number) => (Date.now() + ms) / 1000;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/**
 * The session over the store's real API client with a fetcher standing in for the server: relogin
 * answers a fresh pair for the nonce it was sent (or the status given), logout answers 204.
 */
function sessionWith(relogin: { status?: number; otherNonce?: boolean; lifetimeMs?: number } = {}) {
  const calls: Call[] = [];
  const api = createApiClient(async (path, init) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    calls.push({ path, body });
    if (path === "/api/account/relogin") {
      if (relogin.status)
        return Response.json({ errors: ["Please sign in again"] }, { status: relogin.status });
      const nonce = relogin.otherNonce ? "x".repeat(43) : String(body.nonce);
      const exp = secondsFromNow(relogin.lifetimeMs ?? 5000);
      return Response.json({
        identityToken: identityToken({ exp, nonce, iat: Math.floor(Date.now() / 1000) + 1 }),
        accessToken: `access-${calls.length}`,
        expiresIn: 5,
      });
    }
    return new Response(null, { status: 204 });
  });
  const session = new IdentitySession({
    api,
    clientId: "wa",
    origin: () => "http://wa.localhost:3000",
    currentPath: () => "/p/fridge?x=1",
  });
  return { session, calls };
}

const stored = () => ({
  flag: localStorage.getItem(identityStorageKeys.loggedIn),
  access: localStorage.getItem(identityStorageKeys.accessToken),
  identity: localStorage.getItem(identityStorageKeys.identityToken),
});

let stop: (() => void) | null = null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe("the identity client rules (storefront s.4)", () => {
  it("is signed in only with the flag, the access token and the identity token all stored", () => {
    localStorage.setItem(identityStorageKeys.accessToken, "access");
    localStorage.setItem(identityStorageKeys.identityToken, identityToken({ exp: secondsFromNow(60_000) }));
    const { session, calls } = sessionWith();
    stop = session.start();
    expect(session.getSnapshot()).toEqual({ known: true, signedIn: false, claims: null });

    localStorage.setItem(identityStorageKeys.loggedIn, "true");
    session.check();
    expect(session.getSnapshot()).toMatchObject({
      known: true,
      signedIn: true,
      claims: { given_name: "Sam" },
    });
    expect(calls).toEqual([]);
  });

  it.each([
    ["not three dot-separated parts", "header.payload"],
    ["three parts that are not JSON", "a.b.c"],
    ["expired", identityToken({ exp: secondsFromNow(-1000) })],
  ])(
    "logs out on an identity token that is %s: the three keys go and the server is told",
    async (_, token) => {
      storeTokens({ identityToken: token, accessToken: "access" });
      const { session, calls } = sessionWith();
      stop = session.start();
      expect(session.getSnapshot().signedIn).toBe(false);
      expect(stored()).toEqual({ flag: null, access: null, identity: null });
      await vi.waitFor(() =>
        expect(calls).toEqual([{ path: "/api/account/logout", body: { clientId: "wa" } }]),
      );
    },
  );

  it("renews at once within 900 ms of expiry: relogin with the access token, a new nonce, origin and path", async () => {
    storeTokens({ identityToken: identityToken({ exp: secondsFromNow(800) }), accessToken: "access-old" });
    const { session, calls } = sessionWith();
    stop = session.start();
    expect(session.getSnapshot().signedIn).toBe(true);
    await vi.waitFor(() => expect(stored().access).toBe("access-1"));
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body ?? {};
    expect(body).toMatchObject({
      token: "access-old",
      origin: "http://wa.localhost:3000",
      returnUrl: "/p/fridge?x=1",
    });
    expect(String(body.nonce)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.getSnapshot()).toMatchObject({ signedIn: true, claims: { nonce: body.nonce } });
  });

  it("sets its timer for 900 ms before expiry and keeps renewing while the page is open", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    storeTokens({ identityToken: identityToken({ exp: secondsFromNow(5000) }), accessToken: "access-old" });
    const { session, calls } = sessionWith({ lifetimeMs: 5000 });
    stop = session.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(calls.map((call) => call.path)).toEqual(["/api/account/relogin"]);
    expect(stored().access).toBe("access-1");
    // The new pair lives 5 s too: the next renewal comes 4.1 s later, and the shopper never drops out
    await vi.advanceTimersByTimeAsync(4100);
    expect(calls.map((call) => call.path)).toEqual(["/api/account/relogin", "/api/account/relogin"]);
    expect(session.getSnapshot().signedIn).toBe(true);
  });

  it("still renews when a hidden tab's slowed timer fires after expiry, but not a stale token on load", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    storeTokens({ identityToken: identityToken({ exp: secondsFromNow(5000) }), accessToken: "access-old" });
    let skewMs = 0;
    const { calls } = sessionWith();
    const session = new IdentitySession({
      api: createApiClient(async (path, init) => {
        calls.push({ path, body: JSON.parse(String(init?.body ?? "{}")) });
        const nonce = String(JSON.parse(String(init?.body ?? "{}")).nonce);
        return Response.json({
          identityToken: identityToken({ exp: secondsFromNow(5000), nonce, iat: 1 }),
          accessToken: "access-renewed",
          expiresIn: 5,
        });
      }),
      origin: () => "http://aol.localhost:3000",
      currentPath: () => "/",
      now: () => Date.now() + skewMs,
    });
    stop = session.start();
    // The timer is due at 4.1 s, but the browser runs it 3 s after expiry
    skewMs = 3900;
    await vi.advanceTimersByTimeAsync(4150);
    expect(calls.map((call) => call.path)).toEqual(["/api/account/relogin"]);
    expect(stored().access).toBe("access-renewed");
    expect(session.getSnapshot().signedIn).toBe(true);
  });

  it("logs out when the server refuses the renewal with 401", async () => {
    storeTokens({ identityToken: identityToken({ exp: secondsFromNow(500) }), accessToken: "access-old" });
    const { session } = sessionWith({ status: 401 });
    stop = session.start();
    await vi.waitFor(() => expect(session.getSnapshot().signedIn).toBe(false));
    expect(stored()).toEqual({ flag: null, access: null, identity: null });
  });

  it("discards a renewal whose identity token carries another nonce", async () => {
    const old = identityToken({ exp: secondsFromNow(500) });
    storeTokens({ identityToken: old, accessToken: "access-old" });
    const { session, calls } = sessionWith({ otherNonce: true });
    stop = session.start();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stored()).toEqual({ flag: "true", access: "access-old", identity: old });
  });

  it("follows another tab through the storage event: its logout signs this tab out without a second call", () => {
    storeTokens({ identityToken: identityToken({ exp: secondsFromNow(60_000) }), accessToken: "access" });
    const { session, calls } = sessionWith();
    stop = session.start();
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().signedIn));

    localStorage.removeItem(identityStorageKeys.loggedIn);
    window.dispatchEvent(new StorageEvent("storage", { key: identityStorageKeys.loggedIn }));
    expect(seen).toEqual([false]);

    storeTokens({
      identityToken: identityToken({ exp: secondsFromNow(60_000), nonce: "m".repeat(43) }),
      accessToken: "a2",
    });
    window.dispatchEvent(new StorageEvent("storage", { key: identityStorageKeys.loggedIn }));
    expect(seen).toEqual([false, true]);
    expect(calls).toEqual([]);
  });

  it("signIn keeps the pair and logout removes it and tells the server", async () => {
    const { session, calls } = sessionWith();
    stop = session.start();
    const nonce = beginSignIn();
    session.signIn({
      identityToken: identityToken({ exp: secondsFromNow(60_000), nonce }),
      accessToken: "a",
    });
    expect(readStoredTokens()?.accessToken).toBe("a");
    expect(session.getSnapshot()).toMatchObject({ signedIn: true, claims: { nonce } });
    await session.logout();
    expect(stored()).toEqual({ flag: null, access: null, identity: null });
    expect(calls.map((call) => call.path)).toEqual(["/api/account/logout"]);
  });
});
