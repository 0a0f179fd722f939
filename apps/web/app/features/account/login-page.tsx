import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useIdentity } from "~/lib/identity/identity-context";
import {
  forgetNonce,
  isTokenForNonce,
  pendingNonce,
  safeReturnPath,
  takeFormLoginNonce,
  takeSocialReturnPath,
  tokensFromFragment,
} from "~/lib/identity/identity-storage";
import { useStoreFeatures } from "~/lib/store-features";
import { CodeLoginForm } from "./code-login-form";
import { LoginForm } from "./login-form";
import { loginErrorText } from "./login-links";
import "./account.css";

type Arrival = "none" | "accepted" | "discarded";

/**
 * The login route (storefront s.2 `account/login`): the login form in the page, and where the
 * identity provider sends the browser back to. Tokens arrive in the fragment; they are kept only when
 * the identity token carries the nonce this tab sent (or the one the store made for a form sent before
 * the page's script ran), then the fragment is cleared and the shopper goes on to `returnUrl` (or where
 * a social sign-in started), by default /account.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const identity = useIdentity();
  const { signIn } = identity;
  const { otp } = useStoreFeatures();
  const navigate = useNavigate();
  const [arrival, setArrival] = useState<Arrival>("none");
  const returnUrl = safeReturnPath(params.get("returnUrl"));
  const error = loginErrorText(params.get("error"), params.get("retryAfter"));

  useEffect(() => {
    const tokens = tokensFromFragment(window.location.hash);
    if (!tokens) return;
    const nonce = pendingNonce();
    forgetNonce();
    // A form sent before this page's script ran carries the nonce the store made instead (ADR 090)
    const formNonce = takeFormLoginNonce();
    // The tokens must not stay in the address bar, the history or a bookmark
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}`,
    );
    if (!isTokenForNonce(tokens.identityToken, nonce) && !isTokenForNonce(tokens.identityToken, formNonce)) {
      setArrival("discarded");
      return;
    }
    signIn(tokens);
    setArrival("accepted");
    void navigate(safeReturnPath(takeSocialReturnPath() ?? returnUrl), { replace: true });
  }, [signIn, navigate, returnUrl]);

  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="login-title">
      <div className="account-card">
        <h1 id="login-title">Log in</h1>
        {arrival === "accepted" ? (
          <p role="status">Signing you in…</p>
        ) : (
          <>
            {arrival === "discarded" ? (
              <p className="account-form__alert" role="alert">
                That sign-in did not start in this browser tab, so it was not used. Please log in again.
              </p>
            ) : null}
            {identity.signedIn ? (
              <p className="account-note">
                You're logged in as {identity.claims?.email}. Logging in again logs you out first.
              </p>
            ) : null}
            <LoginForm returnUrl={returnUrl} error={arrival === "discarded" ? null : error} autoFocus />
            {otp ? <CodeLoginForm returnUrl={returnUrl} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
