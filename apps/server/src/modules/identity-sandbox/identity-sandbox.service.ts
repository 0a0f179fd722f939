import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { brandIds } from "@store/domain/brands";
import type {
  SandboxAuthorizeQuery,
  SandboxTokenRequest,
  TokenError,
  TokenResponse,
} from "@store/domain/identity-sandbox.schema";
import { writeOriginsFor } from "@store/domain/public-origin";
import { eq, lt, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { identitySandboxCodes } from "./identity-sandbox.tables.ts";

/** Where the sandbox's pages and calls live. */
export const identitySandboxBase = "/sandbox/identity";

/** The store's callback for the sandbox provider (the account module answers it). */
export const sandboxCallbackPath = "/api/account/externallogin/sandbox/callback";

/** Seconds an authorization code can be redeemed (single use). */
export const sandboxCodeSeconds = 60;

/** Seconds the sandbox's id_token and access token are valid. */
export const sandboxTokenSeconds = 300;

/** The client id the store uses with its own sandbox. */
export const sandboxClientId = "appliance-store";

/**
 * Whether the sandbox provider is mounted: the dev mailbox's rule (ADR 014, 026). It signs in whoever
 * types an address, so it is never on in production unless IDENTITY_SANDBOX=true asks for it.
 */
export function identitySandboxMounted(config: Pick<Config, "IDENTITY_SANDBOX" | "NODE_ENV">): boolean {
  return config.IDENTITY_SANDBOX === "auto"
    ? config.NODE_ENV !== "production"
    : config.IDENTITY_SANDBOX === "true";
}

/**
 * The sandbox's issuer and back-channel base: this very process, over loopback (no DNS for brand hosts
 * needed), so the code exchange and the key set reach the process that answers them.
 */
export function identitySandboxIssuer(config: Pick<Config, "HOST" | "PORT">): string {
  const host = ["0.0.0.0", "::", ""].includes(config.HOST)
    ? "127.0.0.1"
    : config.HOST.includes(":")
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${config.PORT}${identitySandboxBase}`;
}

/**
 * The store's credentials at its sandbox, derived from the session key: every process over the same
 * database derives the same, and nothing is configured or stored for a fake provider.
 */
export function identitySandboxClient(sessionSecret: string): { clientId: string; clientSecret: string } {
  const clientSecret = createHmac("sha256", sessionSecret)
    .update("identity-sandbox-client")
    .digest("base64url");
  return { clientId: sandboxClientId, clientSecret };
}

/** Every brand origin of the store (never a Host header): where a sign-in may start and come back to. */
export function storeOrigins(config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">): string[] {
  const origins = brandIds.flatMap((brand) =>
    writeOriginsFor(brand, config.PUBLIC_ORIGINS, config.BRAND, config.PORT),
  );
  return [...new Set(origins)];
}

/** The callback addresses the sandbox sends codes to: each brand origin's store callback, nothing else. */
export function sandboxRedirectUris(config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">): string[] {
  return storeOrigins(config).map((origin) => `${origin}${sandboxCallbackPath}`);
}

/** Base64url SHA-256: a PKCE S256 challenge of a verifier, and how codes are stored. */
export function sha256Base64url(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Who signed in on the sandbox's form. */
export interface SandboxPerson {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** A token call's answer: the tokens, or an OAuth error with its status (RFC 6749 5.2). */
export type SandboxTokenAnswer =
  | { ok: true; body: TokenResponse }
  | { ok: false; status: 400 | 401; body: TokenError };

/** The OpenID Connect discovery document's fields (OpenID Connect Discovery 1.0 section 3). */
export interface SandboxDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  response_types_supported: string[];
  response_modes_supported: string[];
  grant_types_supported: string[];
  subject_types_supported: string[];
  id_token_signing_alg_values_supported: string[];
  scopes_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  code_challenge_methods_supported: string[];
  claims_supported: string[];
}

/**
 * The sandbox identity provider (ADR 026): the OpenID Connect authorization-code flow with PKCE, an
 * RS256 id_token, and a sign-in form instead of a password. Its signing key is made once per process
 * (the code exchange and the key set are both fetched from the process that verifies, over loopback).
 */
export class IdentitySandboxService {
  private keys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;
  private readonly redirectUris: ReadonlySet<string>;
  readonly issuer: string;
  private readonly client: { clientId: string; clientSecret: string };

  constructor(
    private readonly db: Db,
    config: Pick<Config, "HOST" | "PORT" | "PUBLIC_ORIGINS" | "BRAND">,
    sessionSecret: string,
  ) {
    this.issuer = identitySandboxIssuer(config);
    this.redirectUris = new Set(sandboxRedirectUris(config));
    this.client = identitySandboxClient(sessionSecret);
  }

  private signingKey() {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair("RS256");
      const jwk = await exportJWK(publicKey);
      // The key id names this process's key, so a verifier holding another process's set refetches
      const kid = sha256Base64url(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).slice(0, 16);
      return { privateKey, jwk: { ...jwk, kid, alg: "RS256", use: "sig" } };
    })();
    return this.keys;
  }

  /** The public key set (GET /sandbox/identity/jwks). */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.signingKey()).jwk] };
  }

  /** The discovery document; the sign-in page is at the brand's own origin, the back channel on loopback. */
  discovery(publicOrigin: string): SandboxDiscovery {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${publicOrigin}${identitySandboxBase}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      token_endpoint_auth_methods_supported: ["client_secret_post"],
      code_challenge_methods_supported: ["S256"],
      claims_supported: ["sub", "email", "email_verified", "given_name", "family_name", "nonce"],
    };
  }

  /**
   * Why an authorization request cannot be answered with a redirect, or null when it can: an unknown
   * client or a callback that is not the store's own (RFC 6749 4.1.2.1: never redirect to those).
   */
  refusal(request: Pick<SandboxAuthorizeQuery, "client_id" | "redirect_uri">): string | null {
    if (request.client_id !== this.client.clientId)
      return `The client '${request.client_id}' is not registered with the sandbox; the store's client is '${this.client.clientId}'.`;
    if (!this.redirectUris.has(request.redirect_uri))
      return "The redirect_uri is not one of the store's sign-in callbacks, so the sandbox will not send a code there.";
    return null;
  }

  /** Issues a single-use code for `person` (60 s), bound to the client, its callback and PKCE challenge. */
  async issueCode(request: SandboxAuthorizeQuery, person: SandboxPerson): Promise<string> {
    const code = randomBytes(32).toString("base64url");
    // Codes nobody redeemed: cleared here, so the table holds a minute of sign-ins at most
    await this.db.delete(identitySandboxCodes).where(lt(identitySandboxCodes.expiresAt, sql`now()`));
    await this.db.insert(identitySandboxCodes).values({
      codeHash: sha256Base64url(code),
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      nonce: request.nonce,
      email: person.email.toLowerCase(),
      emailVerified: person.emailVerified,
      givenName: person.givenName,
      familyName: person.familyName,
      expiresAt: sql`now() + make_interval(secs => ${sandboxCodeSeconds})`,
    });
    return code;
  }

  /** The token call: redeems a code once (a second try finds nothing) and signs the id_token. */
  async exchange(request: SandboxTokenRequest): Promise<SandboxTokenAnswer> {
    const refuse = (status: 400 | 401, error: string, description: string): SandboxTokenAnswer => ({
      ok: false,
      status,
      body: { error, error_description: description },
    });
    if (
      request.client_id !== this.client.clientId ||
      !sameText(request.client_secret, this.client.clientSecret)
    )
      return refuse(401, "invalid_client", "Unknown client or wrong client_secret.");
    // Taken whatever follows: a code shown to a wrong verifier or callback is spent (RFC 6749 4.1.2)
    const [row] = await this.db
      .delete(identitySandboxCodes)
      .where(eq(identitySandboxCodes.codeHash, sha256Base64url(request.code)))
      .returning({
        clientId: identitySandboxCodes.clientId,
        redirectUri: identitySandboxCodes.redirectUri,
        codeChallenge: identitySandboxCodes.codeChallenge,
        nonce: identitySandboxCodes.nonce,
        email: identitySandboxCodes.email,
        emailVerified: identitySandboxCodes.emailVerified,
        givenName: identitySandboxCodes.givenName,
        familyName: identitySandboxCodes.familyName,
        live: sql<boolean>`${identitySandboxCodes.expiresAt} > now()`,
      });
    if (!row) return refuse(400, "invalid_grant", "The code is unknown or was already used.");
    if (!row.live) return refuse(400, "invalid_grant", "The code has expired.");
    if (row.clientId !== request.client_id)
      return refuse(400, "invalid_grant", "The code was issued to another client.");
    if (row.redirectUri !== request.redirect_uri)
      return refuse(400, "invalid_grant", "The redirect_uri differs from the authorization request's.");
    if (!sameText(sha256Base64url(request.code_verifier), row.codeChallenge))
      return refuse(400, "invalid_grant", "The code_verifier does not match the code_challenge.");

    const { privateKey, jwk } = await this.signingKey();
    const idToken = await new SignJWT({
      email: row.email,
      email_verified: row.emailVerified,
      given_name: row.givenName,
      family_name: row.familyName,
      nonce: row.nonce,
    })
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" })
      .setIssuer(this.issuer)
      .setAudience(row.clientId)
      .setSubject(sandboxSubject(row.email))
      .setIssuedAt()
      .setExpirationTime(`${sandboxTokenSeconds}s`)
      .sign(privateKey);
    return {
      ok: true,
      body: {
        access_token: randomBytes(32).toString("base64url"),
        id_token: idToken,
        token_type: "Bearer",
        expires_in: sandboxTokenSeconds,
      },
    };
  }
}

/** The sandbox's subject for an address: the same every time and in every process, like a real provider's. */
export function sandboxSubject(email: string): string {
  return `sandbox-${sha256Base64url(email.toLowerCase()).slice(0, 22)}`;
}
