import { useId, useMemo } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { createBrowserApiClient } from "~/lib/api-client";
import { useAdminError } from "~/lib/use-admin-error";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

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
