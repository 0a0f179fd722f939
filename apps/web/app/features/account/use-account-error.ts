import { useCallback } from "react";
import { problemOf } from "~/lib/api-error";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";

/**
 * The words for a refused account call, for a form to show beside its fields: the server's messages
 * (a 400's validation messages, a refusal's reason), else the shared mapper's message for the status.
 * A 401 with a signed-in browser still goes through the mapper's logout redirect (storefront s.8).
 */
export function useAccountError(): (error: unknown) => string[] {
  const handleError = useHttpErrorHandler();
  return useCallback(
    (error: unknown) => {
      const { status, messages } = problemOf(error);
      if (status === 401 || messages.length === 0) {
        return [handleError(error, { silent: true, disableNotFoundRedirect: true }).message];
      }
      return messages;
    },
    [handleError],
  );
}
