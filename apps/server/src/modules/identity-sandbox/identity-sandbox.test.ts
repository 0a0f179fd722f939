import { sql } from "drizzle-orm";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type StoreApp } from "../../app.ts";
import { configSchema } from "../../config.ts";
import { type Database, migrateDatabase } from "../../db/client.ts";
import { createTestDatabase, testSessionSecret } from "../../testing/test-store.ts";
import {
  identitySandboxClient,
  identitySandboxIssuer,
  sandboxCallbackPath,
  sandboxSubject,
  sha256Base64url,
} from "./identity-sandbox.service.ts";
import { identitySandboxCodes } from "./identity-sandbox.tables.ts";

/** The sandbox identity provider (ADR 026) answered in-process: its pages, its code and its token call. */

let database: Database;
let drop: () => Promise<void>;
let app: StoreApp;
const env = { NODE_ENV: "test", PORT: "3000", HOST: "0.0.0.0" };
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  app = appWith(env);
});
afterAll(async () => {
  await database.close();
  await drop();
});

function appWith(vars: Record<string, string>): StoreApp {
  return createApp({
    db: database.db,
    config: configSchema.parse(vars),
    logger: pino({ level: "silent" }),
    sessionSecret: testSessionSecret,
  });
}

const origin = "http://aol.localhost:3000";
const client = identitySandboxClient(testSessionSecret);
const verifier = "a-verifier-of-forty-three-characters-or-more-0123";
const request = {
  client_id: client.clientId,
  redirect_uri: `${origin}${sandboxCallbackPath}`,
  response_type: "code",
  scope: "openid email profile",
  state: "state-1",
  nonce: "nonce-1",
  code_challenge: sha256Base64url(verifier),
  code_challenge_method: "S256",
};
const person = {
  email: "Sandy.Box@Example.com",
  given_name: "Sandy",
  family_name: "Box",
  email_verified: "true",
};

/** A call from a page of the aol brand. */
function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", "aol.localhost:3000");
  return app.request(path, { ...init, headers });
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in on the form and answers the code the sandbox redirected with. */
async function codeFor(fields: Record<string, string> = {}): Promise<string> {
  const res = await postForm("/sandbox/identity/authorize", {
    ...request,
    ...person,
    action: "continue",
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(302);
  const back = new URL(res.headers.get("location") ?? "");
  return back.searchParams.get("code") ?? "";
}

function exchange(fields: Record<string, string>) {
  return call("/sandbox/identity/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      redirect_uri: request.redirect_uri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code_verifier: verifier,
      ...fields,
    }).toString(),
  });
}

describe("the sandbox's discovery and keys", () => {
  it("describes itself as an OpenID Connect provider: sign-in page on the brand, back channel on loopback", async () => {
    const res = await call("/sandbox/identity/.well-known/openid-configuration");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc).toMatchObject({
      issuer: "http://127.0.0.1:3000/sandbox/identity",
      authorization_endpoint: `${origin}/sandbox/identity/authorize`,
      token_endpoint: "http://127.0.0.1:3000/sandbox/identity/token",
      jwks_uri: "http://127.0.0.1:3000/sandbox/identity/jwks",
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["RS256"],
    });
  });

  it("publishes one RS256 public key, and no private part", async () => {
    const { keys } = await (await call("/sandbox/identity/jwks")).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(keys[0].kid).toBeTruthy();
    expect(keys[0].d).toBeUndefined();
    expect(keys[0].p).toBeUndefined();
  });

  it("names the issuer after the interface the store listens on", () => {
    expect(identitySandboxIssuer({ HOST: "0.0.0.0", PORT: 3421 })).toBe(
      "http://127.0.0.1:3421/sandbox/identity",
    );
    expect(identitySandboxIssuer({ HOST: "127.0.0.2", PORT: 80 })).toBe(
      "http://127.0.0.2:80/sandbox/identity",
    );
    expect(identitySandboxIssuer({ HOST: "::1", PORT: 80 })).toBe("http://[::1]:80/sandbox/identity");
  });
});

describe("the sandbox's sign-in page", () => {
  it("shows a labelled form that carries the request's parameters, escaped", async () => {
    const sneaky = '"><script>alert(1)</script>';
    const res = await call(
      `/sandbox/identity/authorize?${new URLSearchParams({ ...request, state: sneaky })}`,
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("Sandbox sign-in — for testing");
    expect(page).toContain("Sign in to ApplianceLine");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain('name="state" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toMatch(/name="email_verified" type="checkbox" value="true" checked/);
    expect(page).toContain('value="continue"');
    expect(page).toContain('value="cancel"');
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`form-action 'self' ${origin}`);
  });

  it("refuses a callback that is not the store's own, without redirecting there", async () => {
    for (const redirect_uri of [
      "https://evil.example/api/account/externallogin/sandbox/callback",
      `${origin}/api/account/externallogin/google/callback`,
      `${origin}${sandboxCallbackPath}?next=https://evil.example`,
      `http://evil.localhost:3000${sandboxCallbackPath}`,
    ]) {
      const res = await call(
        `/sandbox/identity/authorize?${new URLSearchParams({ ...request, redirect_uri })}`,
      );
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toContain("not one of the store&#39;s sign-in callbacks");
    }
  });

  it("accepts every brand's callback, and a configured public origin's", async () => {
    const nz = await call(
      `/sandbox/identity/authorize?${new URLSearchParams({ ...request, redirect_uri: `http://aol-nz.localhost:3000${sandboxCallbackPath}` })}`,
    );
    expect(nz.status).toBe(200);
    const configured = appWith({ ...env, PUBLIC_ORIGINS: "wa=https://shop.example.com" });
    const query = new URLSearchParams({
      ...request,
      redirect_uri: `https://shop.example.com${sandboxCallbackPath}`,
    });
    const res = await configured.request(`/sandbox/identity/authorize?${query}`, {
      headers: { host: "shop.example.com" },
    });
    expect(res.status).toBe(200);
    // The configured origin replaces the demo host of that brand
    const old = new URLSearchParams({
      ...request,
      redirect_uri: `http://wa.localhost:3000${sandboxCallbackPath}`,
    });
    expect((await configured.request(`/sandbox/identity/authorize?${old}`)).status).toBe(400);
  });

  it("refuses an unknown client, no PKCE, plain PKCE and other response types", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ client_id: "someone-else" }, "is not registered with the sandbox"],
      [{ code_challenge: "" }, "code_challenge must be 43 to 128"],
      [{ code_challenge_method: "plain" }, "code_challenge_method must be S256"],
      [{ response_type: "token" }, "response_type must be code"],
      [{ state: "" }, "state is missing"],
      [{ nonce: "" }, "nonce is missing"],
    ];
    for (const [change, message] of cases) {
      const res = await call(`/sandbox/identity/authorize?${new URLSearchParams({ ...request, ...change })}`);
      expect(res.status, message).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  it("redirects Continue to the callback with a code and the state", async () => {
    const res = await postForm("/sandbox/identity/authorize", { ...request, ...person, action: "continue" });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(request.redirect_uri);
    expect(back.searchParams.get("state")).toBe("state-1");
    expect(back.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("redirects Cancel with access_denied and the state, without asking for the fields", async () => {
    const res = await postForm("/sandbox/identity/authorize", { ...request, action: "cancel" });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("location") ?? "");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("state-1");
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("shows the form again with what is missing, keeping what was typed", async () => {
    const res = await postForm("/sandbox/identity/authorize", {
      ...request,
      email: "not-an-address",
      given_name: "<b>Sandy</b>",
      family_name: "",
      action: "continue",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Please enter a valid email address");
    expect(page).toContain("Please enter a last name");
    expect(page).toContain('value="&lt;b&gt;Sandy&lt;/b&gt;"');
    // Unticked stays unticked
    expect(page).not.toMatch(/type="checkbox" value="true" checked/);
  });

  it("refuses a form posted from another site", async () => {
    const res = await postForm(
      "/sandbox/identity/authorize",
      { ...request, ...person, action: "continue" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("the sandbox's token call", () => {
  it("trades a code once for an id_token signed with the published key", async () => {
    const code = await codeFor();
    const res = await exchange({ code });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    expect(body.access_token).toBeTruthy();
    const keys = createLocalJWKSet(await (await call("/sandbox/identity/jwks")).json());
    const { payload } = await jwtVerify(body.id_token, keys, {
      issuer: "http://127.0.0.1:3000/sandbox/identity",
      audience: client.clientId,
    });
    expect(payload).toMatchObject({
      sub: sandboxSubject("sandy.box@example.com"),
      email: "sandy.box@example.com",
      email_verified: true,
      given_name: "Sandy",
      family_name: "Box",
      nonce: "nonce-1",
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(300);
    expect(decodeProtectedHeader(body.id_token).alg).toBe("RS256");

    const again = await exchange({ code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("says whether the address is verified, as the form's box was", async () => {
    const code = await codeFor({ email_verified: "false" });
    const { id_token } = await (await exchange({ code })).json();
    const keys = createLocalJWKSet(await (await call("/sandbox/identity/jwks")).json());
    const { payload } = await jwtVerify(id_token, keys);
    expect(payload.email_verified).toBe(false);
  });

  it("gives one address the same subject every time", async () => {
    expect(sandboxSubject("Sandy.Box@example.com")).toBe(sandboxSubject("sandy.box@example.com"));
    expect(sandboxSubject("other@example.com")).not.toBe(sandboxSubject("sandy.box@example.com"));
  });

  it("spends a code shown with a wrong verifier", async () => {
    const code = await codeFor();
    const wrong = await exchange({ code, code_verifier: `${verifier}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });
    // Even the right verifier cannot use it now
    expect((await exchange({ code })).status).toBe(400);
  });

  it("refuses a code sent to another callback", async () => {
    const code = await codeFor();
    const res = await exchange({ code, redirect_uri: `http://wa.localhost:3000${sandboxCallbackPath}` });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toContain("redirect_uri");
  });

  it("refuses an expired code", async () => {
    const code = await codeFor();
    await database.db.execute(
      sql`update ${identitySandboxCodes} set expires_at = now() - interval '1 second' where code_hash = ${sha256Base64url(code)}`,
    );
    const res = await exchange({ code });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "invalid_grant", error_description: "The code has expired." });
  });

  it("refuses a wrong client secret with 401 and keeps the code for the real client", async () => {
    const code = await codeFor();
    const res = await exchange({ code, client_secret: "guess" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "invalid_client" });
    expect((await exchange({ code })).status).toBe(200);
  });

  it("answers OAuth errors for a malformed call", async () => {
    const other = await exchange({ grant_type: "password", code: "x" });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: "unsupported_grant_type" });
    const missing = await exchange({ code: "x", code_verifier: "short" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const notForm = await call("/sandbox/identity/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{broken",
    });
    expect(notForm.status).toBe(400);
  });
});

describe("where the sandbox is mounted", () => {
  const discovery = "/sandbox/identity/.well-known/openid-configuration";
  it("is on outside production, off in production unless IDENTITY_SANDBOX=true", async () => {
    expect((await appWith({ NODE_ENV: "development" }).request(discovery)).status).toBe(200);
    expect((await appWith({ NODE_ENV: "production" }).request(discovery)).status).toBe(404);
    expect(
      (await appWith({ NODE_ENV: "production", IDENTITY_SANDBOX: "true" }).request(discovery)).status,
    ).toBe(200);
    expect(
      (await appWith({ NODE_ENV: "development", IDENTITY_SANDBOX: "false" }).request(discovery)).status,
    ).toBe(404);
  });
});
