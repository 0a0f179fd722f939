import { createHmac, randomBytes } from "node:crypto";
import {
  type ExternalProvider,
  externalProviderSchema,
  externalProviders,
  returnUrlSchema,
} from "@store/domain/account.schema";
import { tokenErrorSchema, tokenResponseSchema } from "@store/domain/identity-sandbox.schema";
import { eq, inArray, lt, or, sql } from "drizzle-orm";
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  identitySandboxBase,
  identitySandboxClient,
  identitySandboxIssuer,
  identitySandboxMounted,
  sha256Base64url,
  storeOrigins,
} from "../identity-sandbox/identity-sandbox.service.ts";
import type { SessionService } from "../session/session.service.ts";
import { externalLoginStates } from "./external-login.tables.ts";

/** Seconds a started social sign-in can be finished (single use). */
export const externalLoginSeconds = 600;

/** Sign-ins under way one session may have; starting another drops the oldest. */
const pendingPerSession = 5;

/** Seconds the store waits for a provider's token call, key set or profile. */
const providerTimeoutMs = 10_000;

/** The Graph API version the Facebook calls name. */
export const facebookGraphVersion = "v21.0";

/** The configuration social sign-in reads. */
export type ExternalLoginConfig = Pick<
  Config,
  | "NODE_ENV"
  | "HOST"
  | "PORT"
  | "BRAND"
  | "PUBLIC_ORIGINS"
  | "IDENTITY_SANDBOX"
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "APPLE_CLIENT_ID"
  | "APPLE_CLIENT_SECRET"
  | "FACEBOOK_CLIENT_ID"
  | "FACEBOOK_CLIENT_SECRET"
>;

/** How the store talks to one provider: the OAuth 2 code flow's addresses and what it asks for. */
export interface ProviderSettings {
  provider: ExternalProvider;
  /** The provider's name as a shopper knows it, for messages. */
  label: string;
  /** `oidc`: who signed in is a verified id_token; `facebook`: OAuth 2 and a Graph profile call. */
  protocol: "oidc" | "facebook";
  clientId: string;
  clientSecret: string;
  /** The sign-in page; a path is on the origin the sign-in started from (the sandbox's). */
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** OpenID Connect: where the signing keys are and who must have issued the id_token. */
  jwksUrl?: string;
  issuer?: string | string[];
  /** Facebook: the Graph call that says who signed in. */
  profileUrl?: string;
  /** Further authorization parameters (Apple's form_post). */
  extraParams?: Record<string, string>;
}

/**
 * The providers this store can offer, from its configuration: the sandbox when it is mounted, a real
 * provider when its client id and secret are set. `sessionSecret` derives the sandbox's credentials.
 */
export function providerTable(
  config: ExternalLoginConfig,
  sessionSecret: string,
): Partial<Record<ExternalProvider, ProviderSettings>> {
  const table: Partial<Record<ExternalProvider, ProviderSettings>> = {};
  if (identitySandboxMounted(config)) {
    const issuer = identitySandboxIssuer(config);
    const client = identitySandboxClient(sessionSecret);
    table.sandbox = {
      provider: "sandbox",
      label: "the sandbox provider",
      protocol: "oidc",
      ...client,
      authorizeUrl: `${identitySandboxBase}/authorize`,
      tokenUrl: `${issuer}/token`,
      jwksUrl: `${issuer}/jwks`,
      issuer,
      scope: "openid email profile",
    };
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    table.google = {
      provider: "google",
      label: "Google",
      protocol: "oidc",
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      // Google signs with either spelling of its issuer
      issuer: ["https://accounts.google.com", "accounts.google.com"],
      scope: "openid email profile",
      extraParams: { prompt: "select_account" },
    };
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET)
    table.apple = {
      provider: "apple",
      label: "Apple",
      protocol: "oidc",
      clientId: config.APPLE_CLIENT_ID,
      clientSecret: config.APPLE_CLIENT_SECRET,
      authorizeUrl: "https://appleid.apple.com/auth/authorize",
      tokenUrl: "https://appleid.apple.com/auth/token",
      jwksUrl: "https://appleid.apple.com/auth/keys",
      issuer: "https://appleid.apple.com",
      // Apple sends the name and email only to a form post (and the name only at the first sign-in)
      scope: "openid name email",
      extraParams: { response_mode: "form_post" },
    };
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET)
    table.facebook = {
      provider: "facebook",
      label: "Facebook",
      protocol: "facebook",
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authorizeUrl: `https://www.facebook.com/${facebookGraphVersion}/dialog/oauth`,
      tokenUrl: `https://graph.facebook.com/${facebookGraphVersion}/oauth/access_token`,
      profileUrl: `https://graph.facebook.com/${facebookGraphVersion}/me?fields=id,email,first_name,last_name`,
      scope: "email public_profile",
    };
  return table;
}

/** The store's callback for a provider on a brand origin: what the provider must have registered. */
export function callbackUrl(origin: string, provider: ExternalProvider): string {
  return `${origin}/api/account/externallogin/${provider}/callback`;
}

/** The provider's sign-in address for one sign-in (OpenID Connect Core 3.1.2.1, RFC 7636 4.3). */
export function buildAuthorizeUrl(
  settings: ProviderSettings,
  request: { origin: string; state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(settings.authorizeUrl, request.origin);
  const params: Record<string, string> = {
    response_type: "code",
    client_id: settings.clientId,
    redirect_uri: callbackUrl(request.origin, settings.provider),
    scope: settings.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: "S256",
    ...settings.extraParams,
  };
  // Facebook's OAuth dialog has no id_token to carry a nonce
  if (settings.protocol === "oidc") params.nonce = request.nonce;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The code exchange (RFC 6749 4.1.3, RFC 7636 4.5): a form post with the client's secret in the body. */
export function buildTokenRequest(
  settings: ProviderSettings,
  exchange: { code: string; origin: string; codeVerifier: string },
): { url: string; body: URLSearchParams } {
  return {
    url: settings.tokenUrl,
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: exchange.code,
      redirect_uri: callbackUrl(exchange.origin, settings.provider),
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: exchange.codeVerifier,
    }),
  };
}

/** Facebook's Graph profile call, with the proof that the caller holds the app secret (appsecret_proof). */
export function buildFacebookProfileRequest(
  settings: ProviderSettings,
  accessToken: string,
): { url: string; headers: Record<string, string> } {
  const url = new URL(settings.profileUrl ?? "");
  url.searchParams.set(
    "appsecret_proof",
    createHmac("sha256", settings.clientSecret).update(accessToken).digest("hex"),
  );
  return {
    url: url.toString(),
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
  };
}

/** Who signed in, as the provider vouches for it, and where the sign-in started. */
export interface ExternalProfile {
  provider: ExternalProvider;
  /** The provider's stable id of the person (`sub`, or Facebook's app-scoped id). */
  subject: string;
  /** Lower-cased. */
  email: string;
  /** True only when the provider says it checked the address (never for Facebook, which does not say). */
  emailVerified: boolean;
  /** Possibly empty: Apple names a person at the first sign-in only. At most 60 characters. */
  firstName: string;
  lastName: string;
  /** The browser's nonce for the store's identity token (storefront s.4), as it started the sign-in. */
  nonce: string;
  /** The brand origin the sign-in started from. */
  origin: string;
  returnUrl: string;
}

const nameOf = (value: unknown) =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, 60) : "";

/** Apple's `user` form field (first sign-in only): `{"name":{"firstName","lastName"},"email"}`. */
export function appleUserNames(appleUser: string | undefined): { firstName: string; lastName: string } {
  if (!appleUser) return { firstName: "", lastName: "" };
  try {
    const parsed: unknown = JSON.parse(appleUser);
    const name = z
      .object({ name: z.object({ firstName: z.unknown(), lastName: z.unknown() }).partial() })
      .safeParse(parsed);
    if (!name.success) return { firstName: "", lastName: "" };
    return { firstName: nameOf(name.data.name.firstName), lastName: nameOf(name.data.name.lastName) };
  } catch {
    return { firstName: "", lastName: "" };
  }
}

/** The person an id_token names; null when it lacks a subject or an address. */
export function personFromClaims(
  claims: JWTPayload,
  appleUser?: string,
): Pick<ExternalProfile, "subject" | "email" | "emailVerified" | "firstName" | "lastName"> | null {
  const { sub, email } = claims;
  if (typeof sub !== "string" || !sub || typeof email !== "string" || !email.includes("@")) return null;
  // Apple writes email_verified as the string "true"
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const apple = appleUserNames(appleUser);
  return {
    subject: sub,
    email: email.trim().toLowerCase(),
    emailVerified: verified,
    firstName: nameOf(claims.given_name) || apple.firstName,
    lastName: nameOf(claims.family_name) || apple.lastName,
  };
}

const facebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/** The person Facebook's Graph `/me` names; null without an address (the person may withhold it). */
export function personFromFacebook(
  me: unknown,
): Pick<ExternalProfile, "subject" | "email" | "emailVerified" | "firstName" | "lastName"> | null {
  const parsed = facebookMeSchema.safeParse(me);
  if (!parsed.success || !parsed.data.email?.includes("@")) return null;
  return {
    subject: parsed.data.id,
    email: parsed.data.email.trim().toLowerCase(),
    // Facebook does not say whether it checked the address, so it never links to an existing account
    emailVerified: false,
    firstName: nameOf(parsed.data.first_name),
    lastName: nameOf(parsed.data.last_name),
  };
}

/** What the store's callback received from the provider. */
export interface ExternalCallback {
  state: string;
  /** The visitor session of the callback request: it must be the one that started the sign-in. */
  sessionId: string;
  code?: string;
  /** The provider's refusal (`access_denied` when the person cancelled) and its description. */
  error?: string;
  errorDescription?: string;
  /** Apple's `user` form field (JSON with the name), posted at the first sign-in only. */
  appleUser?: string;
}

/**
 * Social sign-in, the client side of the OAuth 2 / OpenID Connect code flow (ADR 026): `start` sends the
 * browser to a provider with state, nonce and PKCE kept on the server; `finish` takes them back once,
 * exchanges the code and verifies who signed in. Creating the account and signing in are the account
 * routes' business.
 */
export class ExternalLogin {
  private readonly providers: Partial<Record<ExternalProvider, ProviderSettings>>;
  private readonly origins: ReadonlySet<string>;
  private readonly keySets = new Map<ExternalProvider, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    config: ExternalLoginConfig,
    sessionSecret: string,
  ) {
    this.providers = providerTable(config, sessionSecret);
    this.origins = new Set(storeOrigins(config));
  }

  /** The providers this store offers, in the order to show them. */
  configuredProviders(): ExternalProvider[] {
    return externalProviders.filter((provider) => this.providers[provider]);
  }

  private settingsOf(provider: string): ProviderSettings {
    const known = externalProviderSchema.safeParse(provider);
    if (!known.success) throw new AppError("not_found", "Unknown sign-in provider");
    const settings = this.providers[known.data];
    if (!settings)
      throw new AppError(
        "not_found",
        `Signing in with ${known.data === "sandbox" ? "the sandbox provider" : capitalised(known.data)} is not available on this store. Please sign in with your email and password.`,
      );
    return settings;
  }

  /**
   * Starts a sign-in: keeps a single-use state (10 minutes, bound to `sessionId`), a PKCE verifier and a
   * provider nonce, and answers the provider's sign-in address to redirect the browser to. `origin` must
   * be a brand origin of this store; `nonce` and `returnUrl` are the browser's, handed back by `finish`.
   */
  async startExternalLogin(
    provider: string,
    request: { nonce: string; origin: string; returnUrl: string; sessionId: string },
  ): Promise<{ redirectUrl: string }> {
    const settings = this.settingsOf(provider);
    if (!this.origins.has(request.origin))
      throw new AppError("invalid", "The sign-in must start from one of this store's own pages.");
    const returnUrl = returnUrlSchema.safeParse(request.returnUrl);
    if (!returnUrl.success) throw new AppError("invalid", "The return address must be a path on this store");
    const state = randomBytes(32).toString("base64url");
    const codeVerifier = randomBytes(32).toString("base64url");
    const providerNonce = randomBytes(24).toString("base64url");

    // The state hangs off the session row (a foreign key): a visitor who chose nothing yet has none
    await this.sessions.ensure(request.sessionId);
    const newest = this.db
      .select({ stateHash: externalLoginStates.stateHash })
      .from(externalLoginStates)
      .where(eq(externalLoginStates.sessionId, request.sessionId))
      .orderBy(sql`${externalLoginStates.createdAt} desc`)
      .offset(pendingPerSession - 1);
    await this.db
      .delete(externalLoginStates)
      .where(
        or(lt(externalLoginStates.expiresAt, sql`now()`), inArray(externalLoginStates.stateHash, newest)),
      );
    await this.db.insert(externalLoginStates).values({
      stateHash: sha256Base64url(state),
      sessionId: request.sessionId,
      provider: settings.provider,
      codeVerifier,
      providerNonce,
      clientNonce: request.nonce,
      origin: request.origin,
      returnUrl: returnUrl.data,
      expiresAt: sql`now() + make_interval(secs => ${externalLoginSeconds})`,
    });
    const redirectUrl = buildAuthorizeUrl(settings, {
      origin: request.origin,
      state,
      nonce: providerNonce,
      codeChallenge: sha256Base64url(codeVerifier),
    });
    return { redirectUrl };
  }

  /**
   * Finishes a sign-in from the provider's callback: takes the state once (it must be this session's, this
   * provider's and under 10 minutes old), exchanges the code with the PKCE verifier and verifies the
   * id_token (signature, issuer, audience, expiry, nonce), or reads Facebook's Graph profile. Every
   * failure is an AppError saying what to do.
   */
  async finishExternalLogin(provider: string, callback: ExternalCallback): Promise<ExternalProfile> {
    const settings = this.settingsOf(provider);
    const startAgain = "Please start signing in again.";
    const [pending] = callback.state
      ? await this.db
          .delete(externalLoginStates)
          .where(eq(externalLoginStates.stateHash, sha256Base64url(callback.state)))
          .returning({
            sessionId: externalLoginStates.sessionId,
            provider: externalLoginStates.provider,
            codeVerifier: externalLoginStates.codeVerifier,
            providerNonce: externalLoginStates.providerNonce,
            clientNonce: externalLoginStates.clientNonce,
            origin: externalLoginStates.origin,
            returnUrl: externalLoginStates.returnUrl,
            live: sql<boolean>`${externalLoginStates.expiresAt} > now()`,
          })
      : [];
    if (!pending)
      throw new AppError("invalid", `This sign-in link is not valid or was already used. ${startAgain}`);
    if (pending.sessionId !== callback.sessionId)
      throw new AppError(
        "invalid",
        `This sign-in was started in another browser or tab session. ${startAgain}`,
      );
    if (pending.provider !== settings.provider)
      throw new AppError("invalid", `This sign-in was started with another provider. ${startAgain}`);
    if (!pending.live)
      throw new AppError("invalid", `The sign-in took longer than 10 minutes. ${startAgain}`);
    if (callback.error) {
      if (callback.error === "access_denied")
        throw new AppError(
          "invalid",
          `Signing in with ${settings.label} was cancelled. Sign in another way, or try again.`,
        );
      throw new AppError(
        "invalid",
        `${capitalised(settings.label)} could not sign you in (${clip(callback.errorDescription ?? callback.error)}). ${startAgain}`,
      );
    }
    if (!callback.code)
      throw new AppError("invalid", `${capitalised(settings.label)} sent no sign-in code. ${startAgain}`);

    const tokens = await this.exchangeCode(settings, callback.code, pending.origin, pending.codeVerifier);
    const person =
      settings.protocol === "facebook"
        ? personFromFacebook(await this.facebookProfile(settings, tokens.access_token))
        : personFromClaims(
            await this.verifyIdToken(settings, tokens.id_token, pending.providerNonce),
            callback.appleUser,
          );
    if (!person)
      throw new AppError(
        "invalid",
        `${capitalised(settings.label)} did not share your email address. Allow it to, or register with your email and a password.`,
      );
    return {
      provider: settings.provider,
      ...person,
      nonce: pending.clientNonce,
      origin: pending.origin,
      returnUrl: pending.returnUrl,
    };
  }

  private async exchangeCode(settings: ProviderSettings, code: string, origin: string, codeVerifier: string) {
    const request = buildTokenRequest(settings, { code, origin, codeVerifier });
    const answer = await this.call(settings, request.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: request.body,
    });
    const tokens = tokenResponseSchema.safeParse(answer.body);
    if (answer.ok && tokens.success) return tokens.data;
    const refusal = tokenErrorSchema.safeParse(answer.body);
    const reason = refusal.success
      ? `${refusal.data.error}${refusal.data.error_description ? `: ${clip(refusal.data.error_description)}` : ""}`
      : `status ${answer.status}`;
    throw new AppError(
      "invalid",
      `${capitalised(settings.label)} refused the sign-in (${reason}). Please start signing in again.`,
    );
  }

  private async verifyIdToken(
    settings: ProviderSettings,
    idToken: string | undefined,
    nonce: string,
  ): Promise<JWTPayload> {
    const unverifiable = `The answer from ${settings.label} could not be verified. Please start signing in again.`;
    if (!idToken || !settings.jwksUrl) throw new AppError("invalid", unverifiable);
    let keys = this.keySets.get(settings.provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: providerTimeoutMs });
      this.keySets.set(settings.provider, keys);
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ["RS256", "ES256"],
        requiredClaims: ["sub", "exp", "iat"],
        clockTolerance: 30,
      });
      // OpenID Connect Core 3.1.3.7: the nonce ties the token to this sign-in, not a replayed one
      if (payload.nonce !== nonce) throw new AppError("invalid", unverifiable);
      return payload;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JOSEError) {
        if (error instanceof joseErrors.JWKSTimeout)
          throw new AppError(
            "invalid",
            `${capitalised(settings.label)} did not answer in time. Please try again in a moment.`,
          );
        throw new AppError("invalid", unverifiable);
      }
      throw error;
    }
  }

  private async facebookProfile(settings: ProviderSettings, accessToken: string): Promise<unknown> {
    const request = buildFacebookProfileRequest(settings, accessToken);
    const answer = await this.call(settings, request.url, { headers: request.headers });
    if (!answer.ok)
      throw new AppError(
        "invalid",
        `Facebook would not say who signed in (status ${answer.status}). Please start signing in again.`,
      );
    return answer.body;
  }

  /** One call to a provider: its JSON body and status, or an AppError when it cannot be reached. */
  private async call(settings: ProviderSettings, url: string, init: RequestInit) {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(providerTimeoutMs) });
    } catch {
      throw new AppError(
        "invalid",
        `${capitalised(settings.label)} could not be reached. Please try again in a moment, or sign in with your email and password.`,
      );
    }
    const body: unknown = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body };
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A provider's own words, shortened for a message. */
function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
