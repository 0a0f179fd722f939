import { otpRequestSchema, otpVerifySchema } from "@store/domain/account.schema";
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { useIdentity } from "~/lib/identity/identity-context";
import {
  beginSignIn,
  forgetNonce,
  hasStoredIdentity,
  isTokenForNonce,
} from "~/lib/identity/identity-storage";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { useAccountError } from "./use-account-error";

const emailStep = otpRequestSchema.pick({ email: true });
const codeStep = otpVerifySchema.pick({ code: true });

/**
 * 'Email me a sign-in code' (OTPEnabled, ADR 060): the email, 'Send code', then the 6-digit code and
 * 'Sign in'. The answer carries the tokens as a password login's does; they are kept only when the
 * identity token carries the nonce this tab sent.
 */
export function CodeLoginForm({ returnUrl }: { returnUrl: string }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const identity = useIdentity();
  const navigate = useNavigate();
  const accountError = useAccountError();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const emailForm = useZodForm(emailStep, { defaultValues: { email: "" } });
  const codeForm = useZodForm(codeStep, { defaultValues: { code: "" } });

  useEffect(() => {
    if (open && !sentTo) emailForm.setFocus("email");
  }, [open, sentTo, emailForm]);
  useEffect(() => {
    // The code field takes the focus once the code is on its way
    if (sentTo) codeForm.setFocus("code");
  }, [sentTo, codeForm]);

  const send = emailForm.handleSubmit(async ({ email }) => {
    try {
      const answer = await api.requestSignInCode({ email });
      codeForm.reset({ code: "" });
      setSentTo({ email, message: answer.message });
    } catch (error) {
      showServerErrors(emailForm, accountError(error), ["email"], "email");
    }
  });

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    try {
      // As with a password login, an existing sign-in ends first
      if (identity.signedIn || hasStoredIdentity()) await identity.logout();
      const nonce = beginSignIn();
      const { returnUrl: next, ...tokens } = await api.verifySignInCode({
        email: sentTo.email,
        code,
        nonce,
        returnUrl,
      });
      forgetNonce();
      if (!isTokenForNonce(tokens.identityToken, nonce)) {
        codeForm.setError("code", {
          type: "server",
          message: "That sign-in could not be used. Please try again.",
        });
        return;
      }
      identity.signIn(tokens);
      void navigate(next, { replace: true });
    } catch (error) {
      showServerErrors(codeForm, accountError(error), ["code"], "code");
    }
  });

  if (!open)
    return (
      <p className="code-login__open">
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Email me a sign-in code
        </Button>
      </p>
    );

  return (
    <section className="code-login" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="code-login__title">
        Sign in with a code
      </h2>
      {sentTo ? (
        <form className="account-form" onSubmit={verify} noValidate>
          <p className="account-form__success" role="status">
            {sentTo.message}
          </p>
          <FormField
            id={`${id}-code`}
            label="6-digit code"
            hint={`Sent to ${sentTo.email}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register("code")}
          />
          <Button
            type="submit"
            className="account-form__submit"
            aria-disabled={codeForm.formState.isSubmitting || undefined}
          >
            {codeForm.formState.isSubmitting ? "Signing in…" : "Sign in"}
          </Button>
          <p>
            <button type="button" className="code-login__again" onClick={() => setSentTo(null)}>
              Request a new code
            </button>
          </p>
        </form>
      ) : (
        <form className="account-form" onSubmit={send} noValidate>
          <FormField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register("email")}
          />
          <Button
            type="submit"
            className="account-form__submit"
            aria-disabled={emailForm.formState.isSubmitting || undefined}
          >
            {emailForm.formState.isSubmitting ? "Sending…" : "Send code"}
          </Button>
        </form>
      )}
    </section>
  );
}
