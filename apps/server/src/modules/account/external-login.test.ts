import { createHmac, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { type Config, configSchema } from "../../config.ts";
import { type Database, migrateDatabase } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { freePort } from "../../testing/store-process.ts";
import { createTestDatabase, testSessionSecret } from "../../testing/test-store.ts";
import { sandboxSubject, sha256Base64url } from "../identity-sandbox/identity-sandbox.service.ts";
import { identitySandboxCodes } from "../identity-sandbox/identity-sandbox.tables.ts";
import { SessionService } from "../session/session.service.ts";
import { externalLoginStates } from "./external-login.tables.ts";
import {
  appleUserNames,
  buildAuthorizeUrl,
  buildFacebookProfileRequest,
  buildTokenRequest,
  ExternalLogin,
  facebookGraphVersion,
  personFromClaims,
  personFromFacebook,
  providerTable,
} from "./external-login.ts";

/**
 * Social sign-in against the store's own sandbox provider, over real HTTP: a listening store serves the
 * sandbox, the test plays the browser (sign-in page, form post, redirect) and ExternalLogin does the
 * back channel (code exchange, key set) as the account routes will. Google, Apple and Facebook are
 * checked by the addresses and parameters the store builds for them (no network).
 */

let database: Database;
let drop: () => Promise<void>;
let close: () => Promise<void>;
let config: Config;
let login: ExternalLogin;
let port: number;
let origin: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  port = await freePort();
  origin = `http://aol.localhost:${port}`;
  config = configSchema.parse({ NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1" });
  const app = createApp({
    db: database.db,
    config,
    logger: pino({ level: "silent" }),
    sessionSecret: testSessionSecret,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
  });
  expect((server.address() as AddressInfo).port).toBe(port);
  close = () => new Promise((resolve) => server.close(() => resolve()));
  login = new ExternalLogin(database.db, new SessionService(database.db), config, testSessionSecret);
});
afterAll(async () => {
  await close?.();
  await database.close();
  await drop();
});

/** The browser's side: a brand host name reached on loopback (Node does not resolve *.localhost). */
function browse(url: string, init: RequestInit = {}) {
  const target = new URL(url);
  const headers = new Headers(init.headers);
  headers.set("host", target.host);
  return fetch(`http://127.0.0.1:${port}${target.pathname}${target.search}`, {
    ...init,
    headers,
    redirect: "manual",
  });
}

const fromMarkup = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Opens the sandbox's sign-in page at `url` and answers its hidden fields. */
async function openSignInPage(url: string): Promise<Record<string, string>> {
  const res = await browse(url);
  const page = await res.text();
  expect(res.status, page).toBe(200);
  expect(page).toContain("Sandbox sign-in — for testing");
  const fields: Record<string, string> = {};
  for (const [, name = "", value = ""] of page.matchAll(
    /<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g,
  ))
    fields[name] = fromMarkup(value);
  return fields;
}

/** Sends the sign-in form; answers the callback the sandbox redirected the browser to. */
async function submitSignIn(hidden: Record<string, string>, fields: Record<string, string>): Promise<URL> {
  const res = await browse(`${origin}/sandbox/identity/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ ...hidden, ...fields }).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get("location") ?? "");
}

const person = {
  email: "Sandy.Box@Example.com",
  given_name: "Sandy",
  family_name: "Box",
  email_verified: "true",
};

/** A visitor session id, as the session cookie carries it. */
const newSession = () => randomBytes(16).toString("base64url");

/** Starts a sandbox sign-in and goes through the sign-in page; answers the callback's parameters. */
async function signInAtSandbox(sessionId: string, fields: Record<string, string> = {}) {
  const { redirectUrl } = await login.startExternalLogin("sandbox", {
    nonce: "browser-nonce-0123456789",
    origin,
    returnUrl: "/cart",
    sessionId,
  });
  const hidden = await openSignInPage(redirectUrl);
  const back = await submitSignIn(hidden, { ...person, action: "continue", ...fields });
  return {
    back,
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
    hidden,
  };
}

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("a sign-in through the sandbox provider, over HTTP", () => {
  it("goes page, form, code, token and answers the verified profile", async () => {
    const sessionId = newSession();
    const { back, code, state, hidden } = await signInAtSandbox(sessionId);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/api/account/externallogin/sandbox/callback`);
    // What went to the provider: PKCE S256, a nonce of the store's own (not the browser's), the store's client
    expect(hidden).toMatchObject({
      code_challenge_method: "S256",
      response_type: "code",
      client_id: "appliance-store",
    });
    expect(hidden.nonce).not.toBe("browser-nonce-0123456789");
    const [row] = await database.db
      .select()
      .from(externalLoginStates)
      .where(eq(externalLoginStates.stateHash, sha256Base64url(state)));
    expect(row?.sessionId).toBe(sessionId);
    expect(hidden.code_challenge).toBe(sha256Base64url(row?.codeVerifier ?? ""));
    expect(hidden.nonce).toBe(row?.providerNonce);

    const profile = await login.finishExternalLogin("sandbox", { code, state, sessionId });
    expect(profile).toEqual({
      provider: "sandbox",
      subject: sandboxSubject("sandy.box@example.com"),
      email: "sandy.box@example.com",
      emailVerified: true,
      firstName: "Sandy",
      lastName: "Box",
      nonce: "browser-nonce-0123456789",
      origin,
      returnUrl: "/cart",
    });
  });

  it("takes the state once: the same callback a second time is refused", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId);
    await login.finishExternalLogin("sandbox", { code, state, sessionId });
    const again = await refusal(login.finishExternalLogin("sandbox", { code, state, sessionId }));
    expect(again.code).toBe("invalid");
    expect(again.message).toContain("not valid or was already used");
  });

  it("refuses a tampered state", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId);
    const error = await refusal(
      login.finishExternalLogin("sandbox", { code, state: `${state}x`, sessionId }),
    );
    expect(error.message).toBe(
      "This sign-in link is not valid or was already used. Please start signing in again.",
    );
    // No state at all
    expect((await refusal(login.finishExternalLogin("sandbox", { code, state: "", sessionId }))).code).toBe(
      "invalid",
    );
  });

  it("refuses a callback in another session than the one that started (login CSRF)", async () => {
    const { code, state } = await signInAtSandbox(newSession());
    const error = await refusal(
      login.finishExternalLogin("sandbox", { code, state, sessionId: newSession() }),
    );
    expect(error.message).toContain("started in another browser");
  });

  it("refuses a state taken to another provider's callback", async () => {
    const google = new ExternalLogin(
      database.db,
      new SessionService(database.db),
      { ...config, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
      testSessionSecret,
    );
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId);
    const error = await refusal(google.finishExternalLogin("google", { code, state, sessionId }));
    expect(error.message).toContain("started with another provider");
  });

  it("refuses a reused code", async () => {
    const first = newSession();
    const { code, state } = await signInAtSandbox(first);
    await login.finishExternalLogin("sandbox", { code, state, sessionId: first });
    // A new sign-in's state with the old code: the sandbox has spent it
    const second = newSession();
    const { state: fresh } = await signInAtSandbox(second);
    const error = await refusal(
      login.finishExternalLogin("sandbox", { code, state: fresh, sessionId: second }),
    );
    expect(error.message).toContain("refused the sign-in (invalid_grant");
    expect(error.message).toContain("unknown or was already used");
  });

  it("refuses a code obtained for another sign-in (the PKCE verifier does not match)", async () => {
    const sessionId = newSession();
    const stolen = await signInAtSandbox(newSession());
    const mine = await signInAtSandbox(sessionId);
    const error = await refusal(
      login.finishExternalLogin("sandbox", { code: stolen.code, state: mine.state, sessionId }),
    );
    expect(error.message).toContain("code_verifier does not match");
  });

  it("refuses an id_token whose nonce is not the one the store sent", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId, { nonce: "a-nonce-the-store-never-sent" });
    const error = await refusal(login.finishExternalLogin("sandbox", { code, state, sessionId }));
    expect(error.message).toBe(
      "The answer from the sandbox provider could not be verified. Please start signing in again.",
    );
  });

  it("refuses an expired code", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId);
    await database.db
      .update(identitySandboxCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identitySandboxCodes.codeHash, sha256Base64url(code)));
    const error = await refusal(login.finishExternalLogin("sandbox", { code, state, sessionId }));
    expect(error.message).toContain("The code has expired");
  });

  it("refuses a sign-in finished after 10 minutes", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId);
    await database.db
      .update(externalLoginStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(externalLoginStates.stateHash, sha256Base64url(state)));
    const error = await refusal(login.finishExternalLogin("sandbox", { code, state, sessionId }));
    expect(error.message).toContain("took longer than 10 minutes");
  });

  it("says so when the person cancelled at the provider", async () => {
    const sessionId = newSession();
    const { redirectUrl } = await login.startExternalLogin("sandbox", {
      nonce: "browser-nonce-0123456789",
      origin,
      returnUrl: "/",
      sessionId,
    });
    const back = await submitSignIn(await openSignInPage(redirectUrl), { action: "cancel" });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const error = await refusal(
      login.finishExternalLogin("sandbox", {
        state: back.searchParams.get("state") ?? "",
        error: back.searchParams.get("error") ?? "",
        sessionId,
      }),
    );
    expect(error.message).toBe(
      "Signing in with the sandbox provider was cancelled. Sign in another way, or try again.",
    );
  });

  it("passes on that the address is not verified", async () => {
    const sessionId = newSession();
    const { code, state } = await signInAtSandbox(sessionId, { email_verified: "false" });
    expect((await login.finishExternalLogin("sandbox", { code, state, sessionId })).emailVerified).toBe(
      false,
    );
  });
});

describe("starting a sign-in", () => {
  const start = { nonce: "browser-nonce-0123456789", returnUrl: "/account" };

  it("refuses an unknown provider and one this store has not configured", async () => {
    const unknown = await refusal(
      login.startExternalLogin("myspace", { ...start, origin, sessionId: newSession() }),
    );
    expect(unknown.code).toBe("not_found");
    expect(unknown.message).toBe("Unknown sign-in provider");
    for (const provider of ["google", "apple", "facebook"]) {
      const error = await refusal(
        login.startExternalLogin(provider, { ...start, origin, sessionId: newSession() }),
      );
      expect(error.code).toBe("not_found");
      expect(error.message).toMatch(
        /^Signing in with (Google|Apple|Facebook) is not available on this store/,
      );
    }
    expect(login.configuredProviders()).toEqual(["sandbox"]);
  });

  it("offers no sandbox where it is not mounted", async () => {
    const production = new ExternalLogin(
      database.db,
      new SessionService(database.db),
      { ...config, NODE_ENV: "production" },
      testSessionSecret,
    );
    expect(production.configuredProviders()).toEqual([]);
    const error = await refusal(
      production.startExternalLogin("sandbox", { ...start, origin, sessionId: newSession() }),
    );
    expect(error.message).toContain("is not available on this store");
  });

  it("starts only from the store's own origins, back to a path of its own", async () => {
    for (const bad of ["https://evil.example", `http://aol.localhost:${port + 1}`, `${origin}/`]) {
      const error = await refusal(
        login.startExternalLogin("sandbox", { ...start, origin: bad, sessionId: newSession() }),
      );
      expect(error.message, bad).toBe("The sign-in must start from one of this store's own pages.");
    }
    const away = await refusal(
      login.startExternalLogin("sandbox", {
        ...start,
        returnUrl: "//evil.example",
        origin,
        sessionId: newSession(),
      }),
    );
    expect(away.message).toBe("The return address must be a path on this store");
    // Another brand of the store, and the demo's plain localhost, are its own
    for (const own of [`http://aol-nz.localhost:${port}`, `http://localhost:${port}`]) {
      const { redirectUrl } = await login.startExternalLogin("sandbox", {
        ...start,
        origin: own,
        sessionId: newSession(),
      });
      expect(new URL(redirectUrl).origin).toBe(own);
      expect(new URL(redirectUrl).searchParams.get("redirect_uri")).toBe(
        `${own}/api/account/externallogin/sandbox/callback`,
      );
    }
  });

  it("keeps at most five sign-ins under way per session", async () => {
    const sessionId = newSession();
    for (let i = 0; i < 7; i++) await login.startExternalLogin("sandbox", { ...start, origin, sessionId });
    const [pending] = await database.db
      .select({ n: count() })
      .from(externalLoginStates)
      .where(eq(externalLoginStates.sessionId, sessionId));
    expect(pending?.n).toBe(5);
  });
});

describe("the real providers' requests (no network)", () => {
  const real = configSchema.parse({
    NODE_ENV: "production",
    PORT: "3000",
    GOOGLE_CLIENT_ID: "google-id.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "google-secret",
    APPLE_CLIENT_ID: "com.example.store.web",
    APPLE_CLIENT_SECRET: "eyJhbGciOiJFUzI1NiJ9.apple.secret",
    FACEBOOK_CLIENT_ID: "1234567890",
    FACEBOOK_CLIENT_SECRET: "facebook-secret",
    PUBLIC_ORIGINS: "wa=https://shop.example.com",
  });
  const table = providerTable(real, testSessionSecret);
  const shop = "https://shop.example.com";
  const pkce = { origin: shop, state: "the-state", nonce: "the-nonce", codeChallenge: "c".repeat(43) };

  it("configures a provider when its id and secret are both set, and no sandbox in production", () => {
    expect(Object.keys(table).sort()).toEqual(["apple", "facebook", "google"]);
    const half = providerTable(
      configSchema.parse({ NODE_ENV: "production", GOOGLE_CLIENT_ID: "x" }),
      testSessionSecret,
    );
    expect(half).toEqual({});
  });

  it("sends Google the OpenID Connect code flow with PKCE and a nonce", () => {
    const settings = table.google;
    if (!settings) throw new Error("no google");
    const url = new URL(buildAuthorizeUrl(settings, pkce));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "google-id.apps.googleusercontent.com",
      redirect_uri: "https://shop.example.com/api/account/externallogin/google/callback",
      scope: "openid email profile",
      state: "the-state",
      nonce: "the-nonce",
      code_challenge: "c".repeat(43),
      code_challenge_method: "S256",
      prompt: "select_account",
    });
    expect(settings).toMatchObject({
      tokenUrl: "https://oauth2.googleapis.com/token",
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      issuer: ["https://accounts.google.com", "accounts.google.com"],
    });
  });

  it("asks Apple for the name and email by form post, with its JWT client secret at the token call", () => {
    const settings = table.apple;
    if (!settings) throw new Error("no apple");
    const url = new URL(buildAuthorizeUrl(settings, pkce));
    expect(`${url.origin}${url.pathname}`).toBe("https://appleid.apple.com/auth/authorize");
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("scope")).toBe("openid name email");
    expect(url.searchParams.get("nonce")).toBe("the-nonce");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const token = buildTokenRequest(settings, {
      code: "the-code",
      origin: shop,
      codeVerifier: "the-verifier",
    });
    expect(token.url).toBe("https://appleid.apple.com/auth/token");
    expect(Object.fromEntries(token.body)).toEqual({
      grant_type: "authorization_code",
      code: "the-code",
      redirect_uri: "https://shop.example.com/api/account/externallogin/apple/callback",
      client_id: "com.example.store.web",
      client_secret: "eyJhbGciOiJFUzI1NiJ9.apple.secret",
      code_verifier: "the-verifier",
    });
    expect(settings).toMatchObject({
      jwksUrl: "https://appleid.apple.com/auth/keys",
      issuer: "https://appleid.apple.com",
    });
  });

  it("sends Facebook OAuth 2 with PKCE (no nonce) and reads Graph with an appsecret_proof", () => {
    const settings = table.facebook;
    if (!settings) throw new Error("no facebook");
    const url = new URL(buildAuthorizeUrl(settings, pkce));
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://www.facebook.com/${facebookGraphVersion}/dialog/oauth`,
    );
    expect(url.searchParams.get("scope")).toBe("email public_profile");
    expect(url.searchParams.get("nonce")).toBeNull();
    expect(url.searchParams.get("code_challenge")).toBe("c".repeat(43));
    const token = buildTokenRequest(settings, { code: "the-code", origin: shop, codeVerifier: "v" });
    expect(token.url).toBe(`https://graph.facebook.com/${facebookGraphVersion}/oauth/access_token`);
    const me = buildFacebookProfileRequest(settings, "the-access-token");
    const meUrl = new URL(me.url);
    expect(`${meUrl.origin}${meUrl.pathname}`).toBe(`https://graph.facebook.com/${facebookGraphVersion}/me`);
    expect(meUrl.searchParams.get("fields")).toBe("id,email,first_name,last_name");
    // Facebook's proof: the token's HMAC-SHA256 under the app secret, in hex
    expect(meUrl.searchParams.get("appsecret_proof")).toBe(
      createHmac("sha256", "facebook-secret").update("the-access-token").digest("hex"),
    );
    expect(me.headers.authorization).toBe("Bearer the-access-token");
  });

  it("starts a Google sign-in with the verifier's S256 challenge kept for the callback", async () => {
    const withGoogle = new ExternalLogin(
      database.db,
      new SessionService(database.db),
      real,
      testSessionSecret,
    );
    const sessionId = newSession();
    const { redirectUrl } = await withGoogle.startExternalLogin("google", {
      nonce: "browser-nonce-0123456789",
      origin: shop,
      returnUrl: "/account",
      sessionId,
    });
    const url = new URL(redirectUrl);
    const state = url.searchParams.get("state") ?? "";
    const [row] = await database.db
      .select()
      .from(externalLoginStates)
      .where(eq(externalLoginStates.stateHash, sha256Base64url(state)));
    expect(row).toMatchObject({
      provider: "google",
      sessionId,
      origin: shop,
      clientNonce: "browser-nonce-0123456789",
    });
    expect(url.searchParams.get("code_challenge")).toBe(sha256Base64url(row?.codeVerifier ?? ""));
    expect(url.searchParams.get("nonce")).toBe(row?.providerNonce);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("reads who signed in from the claims: Apple's string 'true' and its first-time user field", () => {
    expect(
      personFromClaims(
        { sub: "001.apple", email: "X@privaterelay.appleid.com", email_verified: "true" },
        JSON.stringify({
          name: { firstName: " Ann ", lastName: "Lee" },
          email: "x@privaterelay.appleid.com",
        }),
      ),
    ).toEqual({
      subject: "001.apple",
      email: "x@privaterelay.appleid.com",
      emailVerified: true,
      firstName: "Ann",
      lastName: "Lee",
    });
    expect(personFromClaims({ sub: "1", email: "a@example.com", email_verified: false })?.emailVerified).toBe(
      false,
    );
    expect(personFromClaims({ sub: "1", email: "a@example.com" })?.emailVerified).toBe(false);
    expect(personFromClaims({ sub: "1" })).toBeNull();
    expect(appleUserNames("{not json")).toEqual({ firstName: "", lastName: "" });
    expect(appleUserNames(undefined)).toEqual({ firstName: "", lastName: "" });
  });

  it("never calls a Facebook address verified, and needs one", () => {
    expect(
      personFromFacebook({ id: "42", email: "Fb@Example.com", first_name: "F", last_name: "B" }),
    ).toEqual({
      subject: "42",
      email: "fb@example.com",
      emailVerified: false,
      firstName: "F",
      lastName: "B",
    });
    expect(personFromFacebook({ id: "42", first_name: "F" })).toBeNull();
    expect(personFromFacebook({ error: { message: "x" } })).toBeNull();
  });
});

describe("through the account routes (GET /api/account/externallogin/{provider} and its callback)", () => {
  /** A browser with a cookie jar of one `sid`, reaching brand hosts on loopback. */
  function browser() {
    let cookie = "";
    return async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set("cookie", cookie);
      const res = await browse(url, { ...init, headers });
      const set = res.headers.get("set-cookie");
      if (set?.startsWith("sid=")) cookie = set.split(";")[0] ?? "";
      return res;
    };
  }

  async function throughSandbox(visit: ReturnType<typeof browser>, email: string) {
    const query = new URLSearchParams({ nonce: "route-nonce-0123456789", origin, returnUrl: "/cart" });
    const start = await visit(`${origin}/api/account/externallogin/sandbox?${query}`);
    expect(start.status, await start.clone().text()).toBe(302);
    const hidden = await openSignInPage(start.headers.get("location") ?? "");
    const back = await submitSignIn(hidden, { ...person, email, action: "continue" });
    return visit(back.toString());
  }

  it("signs in a new customer and lands on the login route with the tokens, then signs in the same account again", async () => {
    const visit = browser();
    // Only the sandbox is offered: no real provider is configured here
    expect(await (await visit(`${origin}/api/account/providers`)).json()).toEqual({ providers: ["sandbox"] });
    const email = `social-${randomBytes(4).toString("hex")}@example.com`;
    const landed = await throughSandbox(visit, email);
    expect(landed.status).toBe(303);
    const location = new URL(landed.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      `${origin}/account/login?returnUrl=%2Fcart`,
    );
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("identityToken")?.split(".")).toHaveLength(3);
    const account = (await (await visit(`${origin}/api/account`)).json()) as {
      userId: number;
      email: string;
      hasPassword: boolean;
      emailConfirmed: boolean;
    };
    expect(account).toMatchObject({ email, hasPassword: false, emailConfirmed: true });
    const again = browser();
    expect((await throughSandbox(again, email)).status).toBe(303);
    const second = (await (await again(`${origin}/api/account`)).json()) as { userId: number };
    expect(second.userId).toBe(account.userId);
  });

  it("never signs the sandbox into an account that has a password", async () => {
    const email = `has-password-${randomBytes(4).toString("hex")}@example.com`;
    const visit = browser();
    const registered = await visit(`${origin}/api/account/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        email,
        password: "a long and unusual passphrase",
        firstName: "Pat",
        lastName: "Word",
        phone: "0412345678",
        clientId: "aol",
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const stranger = browser();
    const landed = await throughSandbox(stranger, email);
    expect(landed.headers.get("location")).toBe(
      `${origin}/account/login?returnUrl=%2Faccount&error=social-exists`,
    );
    expect((await stranger(`${origin}/api/account`)).status).toBe(401);
  });

  it("sends a callback with an unknown state, or a cancelled sign-in, back to the login route with an error", async () => {
    const visit = browser();
    const unknown = await visit(`${origin}/api/account/externallogin/sandbox/callback?state=nope&code=nope`);
    expect(unknown.headers.get("location")).toBe(`${origin}/account/login?returnUrl=%2Faccount&error=social`);
    const posted = await visit(`${origin}/api/account/externallogin/apple/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://appleid.apple.com" },
      body: new URLSearchParams({ state: "s", code: "c" }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/api/account/externallogin/apple/callback?state=s&code=c");
  });
});
