import type { ExternalProvider } from "@store/domain/account.schema";
import { Button } from "~/components/ui/button";
import { useIdentity } from "~/lib/identity/identity-context";
import { beginSignIn, hasStoredIdentity, rememberSocialReturnPath } from "~/lib/identity/identity-storage";

/** The provider's sign-in address (storefront s.7 "Identity": externallogin/{provider}?nonce&origin&returnUrl). */
export function externalLoginHref(
  provider: ExternalProvider,
  query: { nonce: string; origin: string; returnUrl: string },
): string {
  return `/api/account/externallogin/${provider}?${new URLSearchParams(query)}`;
}

/**
 * Social login (storefront s.4): remembers the current path, makes a nonce and sends the browser to
 * the provider, which comes back to the login page with the tokens. The store's own sandbox provider
 * is always offered; the server refuses a provider it has no configuration for.
 */
export function SocialLoginButton({ returnUrl }: { returnUrl: string }) {
  const identity = useIdentity();
  async function start() {
    if (identity.signedIn || hasStoredIdentity()) await identity.logout();
    rememberSocialReturnPath(returnUrl);
    const nonce = beginSignIn();
    window.location.assign(
      externalLoginHref("sandbox", { nonce, origin: window.location.origin, returnUrl }),
    );
  }
  return (
    <Button variant="secondary" className="social-login-button" onClick={() => void start()}>
      Continue with the sandbox provider
    </Button>
  );
}
