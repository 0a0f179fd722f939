import { useCallback } from "react";
import { problemOf } from "./api-error.ts";
import { useHttpErrorHandler } from "./use-http-error-handler.ts";

/**
 * The words for a refused staff call, for a form or a row to show beside what it is about: the server's
 * own messages for a refusal it explains (400, 404, 409); the shared mapper's for the rest (a session
 * that ended goes to the logout route, a failure says to try again). Used by the staff screens.
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
