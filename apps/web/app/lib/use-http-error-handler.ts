import type { HttpErrorOutcome } from "@store/domain/http-error-messages";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useBrand } from "./brand-context.tsx";
import { useGlobalMessage } from "./global-message.tsx";
import { type HttpErrorOptions, handleHttpError } from "./http-error-mapper.ts";
import { useNotFound } from "./not-found-context.tsx";

/** Returns the app's handler for failed API calls, wired to the message bar, not-found page and router. */
export function useHttpErrorHandler(
  isSessionExpired?: () => boolean,
): (error: unknown, options?: HttpErrorOptions) => HttpErrorOutcome {
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
          isSessionExpired,
        },
        options,
      ),
    [brand.id, showMessage, showNotFound, navigate, returnUrl, isSessionExpired],
  );
}
