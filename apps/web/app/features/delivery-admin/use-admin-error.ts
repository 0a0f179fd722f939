import { useCallback } from "react";
import { problemOf } from "~/lib/api-error";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";

/**
 * The words for a refused settings call, for a form to show beside its fields: the server's own
 * messages for a refusal it explains (400, 404, 409); the shared mapper's for the rest (a session that
 * ended goes to the logout route, a failure says to try again).
 */
export function useAdminError(): (error: unknown) => string[] {
  const handleError = useHttpErrorHandler();
  return useCallback(
    (error: unknown) => {
      const problem = problemOf(error);
      if ([400, 404, 409].includes(problem.status) && problem.messages.length > 0) return problem.messages;
      return [handleError(error, { silent: true, disableNotFoundRedirect: true }).message];
    },
    [handleError],
  );
}
