import { type ExternalProvider, externalProviderLabels } from "@store/domain/account.schema";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { useIdentity } from "~/lib/identity/identity-context";
import { beginSignIn, hasStoredIdentity, rememberSocialReturnPath } from "~/lib/identity/identity-storage";
import { useClientData } from "~/lib/use-client-data";

/** The provider's sign-in address (storefront s.7 "Identity": externallogin/{provider}?nonce&origin&returnUrl). */
export function externalLoginHref(
  provider: ExternalProvider,
  query: { nonce: string; origin: string; returnUrl: string },
): string {
  return `/api/account/externallogin/${provider}?${new URLSearchParams(query)}`;
}

/**
 * Social login (storefront s.4): one button per provider the store offers (GET /api/account/providers:
 * the sandbox outside production, Google, Apple and Facebook when configured). A button remembers the
 * current path, makes a nonce and sends the browser to the provider, which comes back to the login page
 * with the tokens. Nothing shows while the list loads or when the store offers none.
 */
export function SocialLoginButtons({ returnUrl }: { returnUrl: string }) {
  const identity = useIdentity();
  const providers = useClientData("providers", (signal) =>
    createBrowserApiClient().getSignInProviders({ signal }),
  );
  if (providers.status !== "success" || providers.data.length === 0) return null;
  async function start(provider: ExternalProvider) {
    if (identity.signedIn || hasStoredIdentity()) await identity.logout();
    rememberSocialReturnPath(returnUrl);
    const nonce = beginSignIn();
    window.location.assign(externalLoginHref(provider, { nonce, origin: window.location.origin, returnUrl }));
  }
  return (
    <>
      <div className="login-form__or" aria-hidden="true">
        <span>or</span>
      </div>
      {providers.data.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className="social-login-button"
          onClick={() => void start(provider)}
        >
          {externalProviderLabels[provider]}
        </Button>
      ))}
    </>
  );
}
