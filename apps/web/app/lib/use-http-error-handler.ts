import type { HttpErrorOutcome } from "@store/domain/http-error-messages";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useBrand } from "./brand-context.tsx";
import { useGlobalMessage } from "./global-message.tsx";
import { type HttpErrorOptions, handleHttpError } from "./http-error-mapper.ts";
import { useOptionalIdentity } from "./identity/identity-context.tsx";
import { useNotFound } from "./not-found-context.tsx";

/**
 * Returns the app's handler for failed API calls, wired to the message bar, not-found page and router.
 * A 401 while the browser holds a sign-in means the server's session ended: by default that is read
 * from the identity state (storefront s.8).
 */
export function useHttpErrorHandler(
  isSessionExpired?: () => boolean,
): (error: unknown, options?: HttpErrorOptions) => HttpErrorOutcome {
  const signedIn = useOptionalIdentity()?.signedIn ?? false;
  const brand = useBrand();
  const { showMessage } = useGlobalMessage();
  const { showNotFound } = useNotFound();
  const navigate = useNavigate();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;

  return useCallback(
    (error, options) =>
      handleHttpError(
        error,
        {
          brandId: brand.id,
          showMessage,
          showNotFound,
          redirect: (url) => void navigate(url),
          returnUrl,
          isSessionExpired: isSessionExpired ?? (() => signedIn),
        },
        options,
      ),
    [brand.id, showMessage, showNotFound, navigate, returnUrl, isSessionExpired, signedIn],
  );
}
