import { accountEmailRequestSchema } from "@store/domain/account.schema";
import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { useAccountError } from "./use-account-error";

/**
 * One email address sent with the brand as clientId: 'Forgot password' (POST /api/account/forgotpassword)
 * or 'Send a new link' (POST /api/account/resendconfirmemail). The store answers the same whatever the
 * address, and that answer is what the form shows.
 */
export function EmailRequestForm({
  kind,
  submitLabel,
  defaultEmail = "",
}: {
  kind: "forgotPassword" | "resendConfirmEmail";
  submitLabel: string;
  defaultEmail?: string;
}) {
  const id = useId();
  const brand = useBrand();
  const api = useMemo(() => createBrowserApiClient(), []);
  const accountError = useAccountError();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useZodForm(accountEmailRequestSchema, {
    defaultValues: { clientId: brand.id, email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const result = await api[kind](values);
      setAnswer(result.message);
    } catch (error) {
      showServerErrors(form, accountError(error), ["email"], "email");
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email", { onChange: () => setAnswer(null) })}
      />
      <Button type="submit" className="account-form__submit" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? "Sending…" : submitLabel}
      </Button>
      <p className="account-form__success" role="status">
        {answer ?? ""}
      </p>
    </form>
  );
}
