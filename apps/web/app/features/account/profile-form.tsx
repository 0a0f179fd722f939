import { type AccountInfo, accountPatchSchema } from "@store/domain/account.schema";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { useIdentity } from "~/lib/identity/identity-context";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { useAccountError } from "./use-account-error";

/**
 * The profile (PATCH /api/account: first and last name, phone). The email is shown, not edited here;
 * a locked customer cannot change email or phone (checkout s.6), so both are disabled with a note.
 * A new name renews the tokens, so the header greets the shopper by it at once.
 */
export function ProfileForm({ account }: { account: AccountInfo }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const identity = useIdentity();
  const revalidator = useRevalidator();
  const accountError = useAccountError();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(accountPatchSchema, {
    defaultValues: { firstName: account.firstName, lastName: account.lastName, phone: account.phone },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const patch = account.locked ? { ...values, phone: undefined } : values;
    try {
      const updated = await api.updateAccount(patch);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName, phone: updated.phone });
      setSaved(true);
      if (updated.firstName !== identity.claims?.given_name) void identity.renew();
      void revalidator.revalidate();
    } catch (error) {
      showServerErrors(form, accountError(error), ["firstName", "lastName", "phone"], "firstName");
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your details</h2>
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={account.email}
        disabled
        readOnly
        hint={account.locked ? undefined : "Your email address signs you in."}
      />
      <div className="account-form__row">
        <FormField
          id={`${id}-first`}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName", { onChange: () => setSaved(false) })}
        />
        <FormField
          id={`${id}-last`}
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName", { onChange: () => setSaved(false) })}
        />
      </div>
      <FormField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        disabled={account.locked}
        error={errors.phone?.message}
        {...form.register("phone", { onChange: () => setSaved(false), disabled: account.locked })}
      />
      {account.locked ? (
        <p className="account-note">
          Your account is locked, so your email address and phone number cannot be changed here. Please
          contact us to change them.
        </p>
      ) : null}
      <Button type="submit" className="account-form__submit" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? "Saving…" : "Save details"}
      </Button>
      <p className="account-form__success" role="status">
        {saved ? "Your details are saved." : ""}
      </p>
    </form>
  );
}
