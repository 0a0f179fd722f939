import { loginFormSchema } from "@store/domain/account.schema";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useIdentity } from "~/lib/identity/identity-context";
import { beginSignIn, hasStoredIdentity } from "~/lib/identity/identity-storage";
import { useZodForm } from "~/lib/use-zod-form";
import { SocialLoginButtons } from "./social-login-button";

const credentialsSchema = loginFormSchema.pick({ email: true, password: true });

/**
 * The login prompt's form (storefront s.3 "Login form", s.4): a real form post to the identity
 * provider (`/api/account/login-redir`) with email, password, returnUrl, origin and nonce. Before it
 * is sent, any existing sign-in is logged out, the email is lower-cased and a new nonce is kept in
 * this tab to check the identity token that comes back.
 */
export function LoginForm({
  returnUrl,
  error,
  autoFocus = false,
}: {
  /** Where to go once signed in (a path on this store). */
  returnUrl: string;
  /** What went wrong with the last attempt ('Invalid login'), shown above the fields. */
  error?: string | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  const identity = useIdentity();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState({ origin: "", nonce: "" });
  const form = useZodForm(credentialsSchema, { defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    const element = formRef.current;
    if (!element || sending) return;
    setSending(true);
    // Login first logs out any existing session, so one shopper's cart never meets another's
    if (identity.signedIn || hasStoredIdentity()) await identity.logout();
    (element.elements.namedItem("email") as HTMLInputElement).value = email;
    // In the page before the native submit reads the form
    flushSync(() => setSent({ origin: window.location.origin, nonce: beginSignIn() }));
    // The native submit: the provider answers with a redirect that carries the tokens
    element.submit();
  });

  return (
    <div className="login-form">
      <form
        ref={formRef}
        method="post"
        action="/api/account/login-redir"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {error ? (
          <p id={`${id}-error`} className="account-form__alert" role="alert">
            {error}
          </p>
        ) : null}
        <FormField
          id={`${id}-email`}
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="username"
          data-autofocus={autoFocus || undefined}
          {...form.register("email")}
        />
        <FormField
          id={`${id}-password`}
          label="Password"
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
        />
        <input type="hidden" name="returnUrl" value={returnUrl} readOnly />
        <input type="hidden" name="origin" value={sent.origin} readOnly />
        <input type="hidden" name="nonce" value={sent.nonce} readOnly />
        <Button type="submit" className="account-form__submit" aria-disabled={sending || undefined}>
          {sending ? "Logging in…" : "Log in"}
        </Button>
      </form>
      <p className="login-form__forgot">
        <Link to="/account/forgot-password">Forgot your password?</Link>
      </p>
      <SocialLoginButtons returnUrl={returnUrl} />
      <p className="login-form__register">
        New here? <Link to="/account/register">Create an account</Link>
      </p>
    </div>
  );
}
