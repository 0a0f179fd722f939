import { zodResolver } from "@hookform/resolvers/zod";
import { fieldMessages } from "@store/domain/api-error.schema";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form validated by a domain zod schema (the one the API validates with): the
 * submit handler gets the schema's output; errors show after the first submit, then follow typing.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    ...options,
  });
}

/**
 * Shows a refused call's messages on the form: 'field: text' (the server's validation messages) on
 * that field, any other message on `fallback`, the field the form is about.
 */
export function showServerErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, "setError">,
  messages: readonly string[],
  fields: readonly Path<Input>[],
  fallback: Path<Input>,
) {
  const { byField, other } = fieldMessages(messages, fields);
  const fallbackMessages = [...(byField[fallback] ?? []), ...other];
  for (const field of fields) {
    const list = field === fallback ? fallbackMessages : byField[field];
    if (list && list.length > 0) form.setError(field, { type: "server", message: list.join(", ") });
  }
}
