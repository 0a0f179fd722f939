import { type Address, addressSaveSchema } from "@store/domain/account.schema";
import { type Locality, localityLabel } from "@store/domain/locality.schema";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { LocalityTypeahead } from "~/components/ui/locality-typeahead";
import { createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";
import { useAccountError } from "./use-account-error";

/** One line for an address: '1 Main St, Bondi Beach NSW 2026'. */
export function addressLine(
  address: Pick<Address, "streetAddress" | "suburb" | "state" | "postcode">,
): string {
  return `${address.streetAddress}, ${[address.suburb, address.state, address.postcode].filter(Boolean).join(" ")}`;
}

/**
 * Saved addresses (GET /api/account/order/addresses): each with Delete (DELETE .../{id}, answers true),
 * and a form to add one: the street typed, the suburb, state and postcode chosen with the locality
 * typeahead (POST .../save), so every saved address is one the store delivers to.
 */
export function AddressBook({ addresses }: { addresses: readonly Address[] }) {
  const revalidator = useRevalidator();
  const api = useMemo(() => createBrowserApiClient(), []);
  const accountError = useAccountError();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(address: Address) {
    setProblem(null);
    setDeleting(address.id);
    try {
      await api.deleteAddress(address.id);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(accountError(error).join(", "));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Saved addresses</h2>
      {addresses.length === 0 ? <p className="account-empty">No saved addresses yet</p> : null}
      {addresses.length > 0 ? (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="address-list__item">
              <span>{addressLine(address)}</span>
              <Button
                variant="ghost"
                onClick={() => void remove(address)}
                aria-disabled={deleting === address.id || undefined}
                aria-label={`Delete ${addressLine(address)}`}
              >
                {deleting === address.id ? "Deleting…" : "Delete"}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className="account-form__alert" role="alert">
          {problem}
        </p>
      ) : null}
      {adding ? (
        <AddressForm
          onSaved={async () => {
            setAdding(false);
            await revalidator.revalidate();
          }}
          onCancel={() => setAdding(false)}
          save={(address) => api.saveAddress(address)}
          accountError={accountError}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add an address
        </Button>
      )}
    </section>
  );
}

function AddressForm({
  onSaved,
  onCancel,
  save,
  accountError,
}: {
  onSaved: () => Promise<void>;
  onCancel: () => void;
  save: (address: ReturnType<typeof addressSaveSchema.parse>) => Promise<Address>;
  accountError: (error: unknown) => string[];
}) {
  const id = useId();
  const brand = useBrand();
  const form = useZodForm(addressSaveSchema, {
    defaultValues: { streetAddress: "", suburb: "", state: "", postcode: "", country: brand.country },
  });
  const { errors, isSubmitting } = form.formState;
  const [locality, setLocality] = useState<string | null>(null);

  function choose(found: Locality) {
    form.setValue("suburb", found.suburb, { shouldValidate: form.formState.isSubmitted });
    form.setValue("state", found.state, { shouldValidate: form.formState.isSubmitted });
    form.setValue("postcode", found.postcode, { shouldValidate: form.formState.isSubmitted });
    setLocality(localityLabel(found));
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      await onSaved();
    } catch (error) {
      showServerErrors(form, accountError(error), ["streetAddress", "suburb", "postcode"], "streetAddress");
    }
  });

  const localityError = errors.suburb?.message ?? errors.postcode?.message;
  return (
    <form className="account-form address-form" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-street`}
        label="Street address"
        autoComplete="street-address"
        error={errors.streetAddress?.message}
        data-autofocus
        {...form.register("streetAddress")}
      />
      <LocalityTypeahead
        className="address-form__locality"
        label="Suburb or postcode"
        placeholder="Start typing a suburb or postcode"
        onSelect={choose}
        noResults={<p>No Results Found</p>}
        description={
          localityError ? (
            <span className="form-field__error">{localityError}</span>
          ) : locality ? (
            `Chosen: ${locality}`
          ) : (
            "Choose your suburb from the list."
          )
        }
      />
      <div className="account-form__actions">
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? "Saving…" : "Save address"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
