import { passwordMinLength, registrationSchema } from "@store/domain/account.schema";
import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useIdentity } from "~/lib/identity/identity-context";
import { hasStoredIdentity, isTokenForNonce, newNonce } from "~/lib/identity/identity-storage";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { useAccountError } from "./use-account-error";

const fields = ["email", "password", "firstName", "lastName", "phone", "ABN"] as const;

/**
 * Registration (storefront s.3 "Registration payload"): email (lower-cased), password, first and last
 * name, phone (AU/NZ rules), the brand as clientId, and on the trade brand its ABN. The store signs
 * the new account in and answers the tokens, which are kept when they carry the nonce sent.
 */
export function RegisterForm() {
  const id = useId();
  const brand = useBrand();
  // The 'Login for Price' brand is the trade brand: its accounts are trade accounts, with an ABN
  const trade = brand.loginForPrice;
  const identity = useIdentity();
  const navigate = useNavigate();
  const accountError = useAccountError();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      trade
        ? registrationSchema.refine((input) => Boolean(input.ABN), {
            message: "Please enter your ABN",
            path: ["ABN"],
          })
        : registrationSchema,
    [trade],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      email: "",
      password: "",
      firstName: "",
      lastName: "",
      phone: "",
      clientId: brand.id,
      ...(trade ? { ABN: "" } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (identity.signedIn || hasStoredIdentity()) await identity.logout();
    const nonce = newNonce();
    try {
      const result = await api.register({ ...values, nonce });
      if (!isTokenForNonce(result.identityToken, nonce)) {
        setFailure("Your account was created, but signing in did not finish. Please log in.");
        return;
      }
      identity.signIn(result);
      await navigate("/account", { state: { notice: result.message } });
    } catch (error) {
      const messages = accountError(error);
      showServerErrors(form, messages, trade ? fields : fields.filter((field) => field !== "ABN"), "email");
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {failure ? (
        <p className="account-form__alert" role="alert">
          {failure} <Link to="/account/login">Log in</Link>
        </p>
      ) : null}
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        hint={`At least ${passwordMinLength} characters. A phrase of a few words is easy to remember.`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="account-form__row">
        <FormField
          id={`${id}-first`}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <FormField
          id={`${id}-last`}
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <FormField
        id={`${id}-phone`}
        label="Phone"
        hint="An Australian or New Zealand number, e.g. 0412 345 678"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      {trade ? (
        <FormField
          id={`${id}-abn`}
          label="ABN (Australian Business Number)"
          hint="Trade accounts need the 11-digit ABN of your business."
          inputMode="numeric"
          error={errors.ABN?.message}
          {...form.register("ABN")}
        />
      ) : null}
      <Button type="submit" className="account-form__submit" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? "Creating your account…" : trade ? "Open a trade account" : "Create account"}
      </Button>
      <p className="account-form__aside">
        Already have an account? <Link to="/account/login">Log in</Link>
      </p>
    </form>
  );
}
