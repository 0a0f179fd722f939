import { passwordMinLength, resetPasswordSchema } from "@store/domain/account.schema";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { LoginForm } from "./login-form";
import { useAccountError } from "./use-account-error";

/**
 * A new password with the mailed token (POST /api/account/resetpassword). The reset signs every
 * session out (ADR 025), so success offers the login form straight away.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const accountError = useAccountError();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      setDone((await api.resetPassword(values)) ?? "Your password has been changed.");
    } catch (error) {
      showServerErrors(form, accountError(error), ["password", "token"], "password");
    }
  });

  if (done) {
    return (
      <div className="reset-password__done">
        <p className="account-form__success" role="status">
          {done} Please log in with your new password.
        </p>
        <LoginForm returnUrl="/account" />
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {errors.token?.message ? (
        <p className="account-form__alert" role="alert">
          {errors.token.message} <Link to="/account/forgot-password">Send a new link</Link>
        </p>
      ) : null}
      <FormField
        id={`${id}-password`}
        label="New password"
        hint={`At least ${passwordMinLength} characters.`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" className="account-form__submit" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
