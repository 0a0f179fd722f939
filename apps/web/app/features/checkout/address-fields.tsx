import { checkoutLimits } from "@store/domain/checkout.schema";
import { type Locality, localityLabel } from "@store/domain/locality.schema";
import { useId } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { LocalityTypeahead } from "~/components/ui/locality-typeahead";
import type { CheckoutFormInput, CheckoutFormOutput } from "./checkout-form";

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;
type Group = "deliveryAddress" | "billingAddress";

function errorsOf(form: CheckoutForm, group: Group): Record<string, { message?: string } | undefined> {
  const errors = form.formState.errors as FieldErrors<CheckoutFormInput>;
  return (errors[group] ?? {}) as Record<string, { message?: string } | undefined>;
}

/** The locality as the typeahead shows it once chosen: 'Bondi Beach, NSW 2026' (without a state: 'Ponsonby 1011'). */
export function chosenLocalityText(address: { suburb?: string; state?: string; postcode?: string }): string {
  if (!address.suburb || !address.postcode) return "";
  if (!address.state) return `${address.suburb} ${address.postcode}`;
  return localityLabel({ suburb: address.suburb, state: address.state, postcode: address.postcode });
}

/**
 * One address of the checkout (checkout s.3, s.5): names, company, street, and the suburb picked from
 * the locality typeahead (editing its text clears suburb, state and postcode). Australia shows the
 * chosen state and postcode beside it; New Zealand combines suburb and postcode in one field and has
 * no state (checkout s.4).
 */
export function AddressFields({
  form,
  group,
  legend,
  country,
  miele,
  disabled = false,
  localityLocked = false,
  withInstructions = false,
  onLocality,
  localityKey,
  legendHidden = false,
}: {
  form: CheckoutForm;
  group: Group;
  legend: string;
  country: "AU" | "NZ";
  miele: boolean;
  disabled?: boolean;
  /** Cash and carry: the store's address, not the shopper's. */
  localityLocked?: boolean;
  withInstructions?: boolean;
  /** A locality was chosen, or (null) the text was edited and the choice cleared. */
  onLocality?: (locality: Locality | null) => void;
  /** Changes when the address is set from outside (cash and carry, a saved session), to show its text. */
  localityKey?: string;
  /** The section's heading already says it; the legend still names the group for screen readers. */
  legendHidden?: boolean;
}) {
  const id = useId();
  const errors = errorsOf(form, group);
  const max = miele ? checkoutLimits.addressMaxMiele : checkoutLimits.addressMax;
  const field = (name: string) => `${group}.${name}` as `deliveryAddress.firstName`;
  const validate = () => ({ shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const current = form.watch(group) as Record<string, string | undefined>;
  // The first values are in the server's page too, so nothing changes under the shopper's cursor when
  // the script starts (the form fills uncontrolled fields only then)
  const first = (form.formState.defaultValues?.[group] ?? {}) as Record<string, string | undefined>;

  function choose(locality: Locality) {
    form.setValue(field("suburb"), locality.suburb, validate());
    // New Zealand has no state: its regions are names, not the 3-letter codes the state field takes
    form.setValue(field("state"), country === "NZ" ? "" : locality.state, validate());
    form.setValue(field("postcode"), locality.postcode, validate());
    onLocality?.(locality);
  }

  function edited() {
    if (!current.suburb && !current.postcode && !current.state) return;
    form.setValue(field("suburb"), "", validate());
    form.setValue(field("state"), "", validate());
    form.setValue(field("postcode"), "", validate());
    onLocality?.(null);
  }

  const localityError = errors.suburb?.message ?? errors.postcode?.message ?? errors.state?.message;
  const isDelivery = group === "deliveryAddress";
  return (
    <fieldset className="checkout-fieldset">
      <legend className={legendHidden ? "visually-hidden" : "checkout-fieldset__legend"}>{legend}</legend>
      <div className="checkout-row">
        <FormField
          id={`${id}-first`}
          label="First name"
          autoComplete={isDelivery ? "shipping given-name" : "billing given-name"}
          maxLength={checkoutLimits.firstNameMax}
          error={errors.firstName?.message}
          readOnly={disabled}
          defaultValue={first.firstName}
          {...form.register(field("firstName"))}
        />
        <FormField
          id={`${id}-last`}
          label="Last name"
          autoComplete={isDelivery ? "shipping family-name" : "billing family-name"}
          maxLength={checkoutLimits.lastNameMax}
          error={errors.lastName?.message}
          readOnly={disabled}
          defaultValue={first.lastName}
          {...form.register(field("lastName"))}
        />
      </div>
      <FormField
        id={`${id}-company`}
        label="Company name (optional)"
        autoComplete={isDelivery ? "shipping organization" : "billing organization"}
        error={errors.companyName?.message}
        hint={miele ? `At most ${max} characters for Miele deliveries` : undefined}
        readOnly={disabled}
        defaultValue={first.companyName}
        {...form.register(field("companyName"))}
      />
      <FormField
        id={`${id}-address`}
        label="Street address"
        autoComplete={isDelivery ? "shipping street-address" : "billing street-address"}
        error={errors.address?.message}
        hint={miele ? `At most ${max} characters for Miele deliveries` : undefined}
        readOnly={disabled || localityLocked}
        defaultValue={first.address}
        {...form.register(field("address"))}
      />
      <LocalityTypeahead
        key={`${localityKey ?? ""}|${localityLocked}`}
        className="checkout-locality"
        label={
          country === "NZ"
            ? "Suburb and postcode"
            : isDelivery
              ? "Delivery suburb or postcode"
              : "Suburb or postcode"
        }
        placeholder={isDelivery ? "Enter delivery Postcode" : "Enter suburb or postcode"}
        // The address suburb searches after more than 2 characters (checkout s.5), the location picker after 2
        minChars={checkoutLimits.suburbSearchMinChars}
        initialText={chosenLocalityText(current)}
        onTextChange={edited}
        onSelect={choose}
        disabled={disabled || localityLocked}
        invalid={Boolean(localityError)}
        noResults={
          <p>
            No Results Found
            {isDelivery ? (
              <>
                <br />
                *We can't ship to your location
              </>
            ) : null}
          </p>
        }
        noResultsAnnouncement={
          isDelivery ? "No Results Found. We can't ship to your location" : "No Results Found"
        }
        description={
          localityError ? (
            <span className="form-field__error">{localityError}</span>
          ) : current.suburb ? (
            `Chosen: ${chosenLocalityText(current)}`
          ) : (
            `Type at least ${checkoutLimits.suburbSearchMinChars} characters and choose your suburb from the list.`
          )
        }
      />
      {country === "AU" ? (
        <div className="checkout-row">
          <FormField
            id={`${id}-state`}
            label="State"
            readOnly
            tabIndex={-1}
            defaultValue={first.state}
            {...form.register(field("state"))}
          />
          <FormField
            id={`${id}-postcode`}
            label="Postcode"
            readOnly
            tabIndex={-1}
            defaultValue={first.postcode}
            {...form.register(field("postcode"))}
          />
        </div>
      ) : null}
      {withInstructions ? (
        <div className="form-field">
          <label htmlFor={`${id}-instructions`} className="form-field__label">
            Delivery instructions (optional)
          </label>
          <textarea
            id={`${id}-instructions`}
            className="form-field__input checkout-textarea"
            rows={3}
            aria-invalid={errors.deliveryInstructions ? true : undefined}
            aria-describedby={`${id}-instructions-error`}
            defaultValue={first.deliveryInstructions}
            {...form.register("deliveryAddress.deliveryInstructions")}
          />
          <p id={`${id}-instructions-error`} className="form-field__error" aria-live="polite">
            {errors.deliveryInstructions?.message ?? ""}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
