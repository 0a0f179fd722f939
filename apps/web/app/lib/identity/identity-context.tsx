import type { IdentityClaims } from "@store/domain/account.schema";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { createBrowserApiClient } from "../api-client.ts";
import { type IdentityCalls, IdentitySession, type IdentitySnapshot } from "./identity-session.ts";
import type { StoredTokens } from "./identity-storage.ts";

/** The login prompt: open or not, and where to come back to after signing in. */
export interface LoginPrompt {
  open: boolean;
  /** Null: the page the prompt was opened on. */
  returnUrl: string | null;
}

export interface IdentityValue {
  /** False until the browser's storage was read (on the server and while hydrating). */
  known: boolean;
  signedIn: boolean;
  claims: IdentityClaims | null;
  /** Keeps the tokens of a sign-in (login redirect, registration). */
  signIn: (tokens: StoredTokens) => void;
  /** Removes the tokens here and ends the sign-in on the server. */
  logout: () => Promise<void>;
  /** Renews the tokens now (e.g. after the profile changed the name they carry). */
  renew: () => Promise<boolean>;
  loginPrompt: LoginPrompt;
  openLoginPrompt: (returnUrl?: string) => void;
  closeLoginPrompt: () => void;
}

const IdentityContext = createContext<IdentityValue | null>(null);

const serverSnapshot: IdentitySnapshot = { known: false, signedIn: false, claims: null };

/**
 * Who is signed in, by the spec's client rules (storefront s.4): read from local storage after
 * hydration, renewed silently before expiry, in step across tabs. The login prompt's state lives
 * here too, so the header, the `showlogin` parameter and any page can open it.
 */
export function IdentityProvider({
  children,
  clientId,
  api,
}: {
  children: ReactNode;
  /** The brand id, sent with logout. */
  clientId?: string;
  /** For tests: the calls to make instead of the browser's fetch. */
  api?: IdentityCalls;
}) {
  const session = useMemo(
    () => new IdentitySession({ api: api ?? createBrowserApiClient(), clientId }),
    [api, clientId],
  );
  useEffect(() => session.start(), [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, () => serverSnapshot);
  const [loginPrompt, setLoginPrompt] = useState<LoginPrompt>({ open: false, returnUrl: null });

  const openLoginPrompt = useCallback(
    (returnUrl?: string) => setLoginPrompt({ open: true, returnUrl: returnUrl ?? null }),
    [],
  );
  const closeLoginPrompt = useCallback(() => setLoginPrompt({ open: false, returnUrl: null }), []);

  const value = useMemo<IdentityValue>(
    () => ({
      ...snapshot,
      signIn: (tokens) => session.signIn(tokens),
      logout: () => session.logout(),
      renew: () => session.renew(),
      loginPrompt,
      openLoginPrompt,
      closeLoginPrompt,
    }),
    [snapshot, session, loginPrompt, openLoginPrompt, closeLoginPrompt],
  );
  return <IdentityContext.Provider value={value}>{children}</IdentityContext.Provider>;
}

/** The shopper's sign-in: {known, signedIn, claims, logout, ...}. */
export function useIdentity(): IdentityValue {
  const value = useContext(IdentityContext);
  if (!value) throw new Error("useIdentity needs an <IdentityProvider> above it");
  return value;
}

/** The sign-in where a provider may be missing (shared hooks used in tests without one): else null. */
export function useOptionalIdentity(): IdentityValue | null {
  return useContext(IdentityContext);
}
