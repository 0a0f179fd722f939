import { type IdentityClaims, identityStorageKeys, type Relogin } from "@store/domain/account.schema";
import { identityTokenState, msUntilRenewal, readIdentityToken } from "@store/domain/identity-token";
import { isApiError } from "../api-error.ts";
import {
  clearStoredTokens,
  isTokenForNonce,
  newNonce,
  readStoredTokens,
  type StoredTokens,
  safeReturnPath,
  storeTokens,
} from "./identity-storage.ts";

/** What the page knows of the shopper's sign-in. */
export interface IdentitySnapshot {
  /** False until the browser's storage was read: on the server and during hydration nobody is known. */
  known: boolean;
  signedIn: boolean;
  claims: IdentityClaims | null;
}

/** The calls the client rules make (the store's API client has both). */
export interface IdentityCalls {
  relogin(body: Relogin): Promise<{ identityToken: string; accessToken: string }>;
  logout(body?: { clientId?: string }): Promise<void>;
}

export interface IdentitySessionOptions {
  api: IdentityCalls;
  /** The brand, sent with logout as the spec's clientId. */
  clientId?: string;
  now?: () => number;
  /** This page's origin and path, sent with a renewal. */
  origin?: () => string;
  currentPath?: () => string;
}

const watchedKeys = new Set<string>([
  identityStorageKeys.loggedIn,
  identityStorageKeys.accessToken,
  identityStorageKeys.identityToken,
]);

/**
 * A renewal timer that fires this late still renews: a browser slows the timers of a hidden tab (to once
 * a minute after a while), and the server accepts a renewal up to two minutes after expiry (ADR 025).
 */
const lateTimerGraceMs = 60_000;

const unknown: IdentitySnapshot = { known: false, signedIn: false, claims: null };
const signedOut: IdentitySnapshot = { known: true, signedIn: false, claims: null };

/**
 * The spec's client rules for the identity token (storefront s.4), outside React: on start and when
 * its timer fires it reads the stored pair; a token that is missing, malformed or expired logs out,
 * one within 900 ms of expiry is renewed through relogin (a 401 logs out), and the timer is set for
 * the next renewal. Other tabs' changes arrive through the `storage` event, so every tab agrees.
 */
export class IdentitySession {
  private snapshot: IdentitySnapshot = unknown;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private renewing: Promise<boolean> | null = null;
  private readonly now: () => number;
  private readonly origin: () => string;
  private readonly currentPath: () => string;

  constructor(private readonly options: IdentitySessionOptions) {
    this.now = options.now ?? (() => Date.now());
    this.origin = options.origin ?? (() => window.location.origin);
    this.currentPath = options.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): IdentitySnapshot => this.snapshot;

  /** Reads the storage now and follows other tabs; returns the function that stops both. */
  start(): () => void {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared
      if (event.key === null || watchedKeys.has(event.key)) this.check();
    };
    window.addEventListener("storage", onStorage);
    this.check();
    return () => {
      window.removeEventListener("storage", onStorage);
      this.clearTimer();
    };
  }

  /** Applies the client rules to what is stored now. */
  check(): void {
    this.clearTimer();
    const stored = readStoredTokens();
    if (!stored) {
      // A partial pair may be another tab writing its sign-in: signed out here, nothing removed
      this.publish(null);
      return;
    }
    const state = identityTokenState(stored.identityToken, this.now());
    if (state === "logout") {
      // The server may still hold the sign-in this browser forgot: end it there too
      void this.logout();
      return;
    }
    this.publish(stored);
    if (state === "renew") {
      void this.renew();
      return;
    }
    const claims = readIdentityToken(stored.identityToken);
    if (claims) this.timer = setTimeout(() => this.renewalDue(), msUntilRenewal(claims, this.now()));
  }

  /**
   * The renewal timer fired. On time, the rules apply as on load; late (a hidden tab's slowed timer)
   * and past expiry, the renewal that was due is still tried rather than logging out.
   */
  private renewalDue(): void {
    this.timer = null;
    const stored = readStoredTokens();
    const claims = readIdentityToken(stored?.identityToken);
    const lateBy = claims ? this.now() - claims.exp * 1000 : Number.POSITIVE_INFINITY;
    if (stored && claims && lateBy >= 0 && lateBy < lateTimerGraceMs) {
      void this.renew();
      return;
    }
    this.check();
  }

  /** Silent renewal: relogin with the access token and a new nonce; one call at a time. */
  renew(): Promise<boolean> {
    if (this.renewing) return this.renewing;
    this.renewing = this.renewNow().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async renewNow(): Promise<boolean> {
    const stored = readStoredTokens();
    if (!stored) return false;
    const nonce = newNonce();
    try {
      const fresh = await this.options.api.relogin({
        token: stored.accessToken,
        origin: this.origin(),
        nonce,
        returnUrl: safeReturnPath(this.currentPath().slice(0, 2000), "/"),
      });
      if (!isTokenForNonce(fresh.identityToken, nonce)) throw new Error("The renewal answered another nonce");
      storeTokens(fresh);
      this.check();
      return true;
    } catch (error) {
      if (isApiError(error, 401)) {
        // The server no longer signs this session in (signed out elsewhere, password reset)
        clearStoredTokens();
        this.publish(null);
        return false;
      }
      // Another tab may have renewed meanwhile; else the token runs out and the next check logs out
      const claims = readIdentityToken(readStoredTokens()?.identityToken);
      if (claims) {
        this.clearTimer();
        this.timer = setTimeout(() => this.check(), Math.max(0, claims.exp * 1000 - this.now()));
      }
      return false;
    }
  }

  /** Keeps the tokens of a sign-in (the login redirect, registration). */
  signIn(tokens: StoredTokens): void {
    storeTokens(tokens);
    this.check();
  }

  /** Logout (storefront s.4): removes the three keys here and ends the session's sign-in on the server. */
  async logout(): Promise<void> {
    this.clearTimer();
    clearStoredTokens();
    this.publish(null);
    try {
      await this.options.api.logout(this.options.clientId ? { clientId: this.options.clientId } : {});
    } catch {
      // Signed out in this browser whatever the server said; its session ends when it expires anyway
    }
  }

  private publish(stored: StoredTokens | null): void {
    const claims = stored ? readIdentityToken(stored.identityToken) : null;
    const current = this.snapshot;
    const next: IdentitySnapshot = claims ? { known: true, signedIn: true, claims } : signedOut;
    const same =
      current.known === next.known &&
      current.signedIn === next.signedIn &&
      current.claims?.iat === next.claims?.iat &&
      current.claims?.nonce === next.claims?.nonce;
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
