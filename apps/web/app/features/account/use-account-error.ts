import { identityErrorMessages } from "@store/domain/http-error-messages";
import { useCallback } from "react";
import { problemOf } from "~/lib/api-error";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";

/**
 * The words for a refused account call, for a form to show beside its fields (storefront s.8
 * "Identity"): the server's messages, each its own paragraph; 'Service currently unavailable...' when
 * the service failed; else the default. A 401 goes through the shared mapper (its logout redirect).
 */
export function useAccountError(): (error: unknown) => string[] {
  const handleError = useHttpErrorHandler();
  return useCallback(
    (error: unknown) => {
      const problem = problemOf(error);
      if (problem.status === 401) {
        return [handleError(error, { silent: true, disableNotFoundRedirect: true }).message];
      }
      return identityErrorMessages(problem);
    },
    [handleError],
  );
}
