import { useCallback, useId, useMemo } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { createBrowserApiClient } from "~/lib/api-client";
import { problemOf } from "~/lib/api-error";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

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

/**
 * What every settings form starts with: ids for its fields, the browser's API client, the form over
 * its domain schema (ADR 024), and `refuse`, which puts a refused call's messages on the fields.
 */
export function useSettingsForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Parameters<typeof useZodForm<Input, Output>>[1] = {},
) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const adminError = useAdminError();
  const form = useZodForm(schema, options);
  const refuse = (error: unknown, fields: readonly Path<Input>[], fallback: Path<Input>) =>
    showServerErrors(form, adminError(error), fields, fallback);
  return { id, api, form, refuse };
}
