import { type CheckoutView, checkoutLimits } from "@store/domain/checkout.schema";
import { asksForPoNumber, hasCheckoutOption } from "@store/domain/checkout-options";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import type { CheckoutFormInput, CheckoutFormOutput } from "./checkout-form";

/**
 * The staff-assisted part of the checkout (checkout s.2, s.4, s.6): store and salesperson (choosing a
 * store lists its salespeople and picks the first), the customer's PO number, cash and carry, and the
 * Winning Services override, each only when the view's options allow it.
 */
export function StaffOptions({
  form,
  view,
  storeUri,
  salespersonCode,
  onStore,
  onSalesperson,
  cashAndCarry,
  onCashAndCarry,
  winningOverride,
  onWinningOverride,
  busy,
}: {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;
  view: Pick<CheckoutView, "options" | "stores" | "salesPeople" | "store">;
  /** The chosen store (several stores share a subdivision, ADR 037). */
  storeUri: string | null;
  salespersonCode: string | null;
  onStore: (storeUri: string) => void;
  onSalesperson: (code: string) => void;
  cashAndCarry: boolean;
  onCashAndCarry: (on: boolean) => void;
  winningOverride: boolean;
  onWinningOverride: (on: boolean) => void;
  busy: boolean;
}) {
  const id = useId();
  const withSalesperson = hasCheckoutOption(view.options, "SetSalesperson") && view.stores.length > 0;
  const withCashAndCarry =
    hasCheckoutOption(view.options, "CashAndCarry") && (view.store !== null || view.stores.length > 0);
  const withOverride = hasCheckoutOption(view.options, "WinningDeliveryServiceOverride");
  const withPoNumber = asksForPoNumber(view.options);
  if (!withSalesperson && !withCashAndCarry && !withOverride && !withPoNumber) return null;
  const salesPeople = view.salesPeople.filter((person) => person.storeUri === storeUri);
  return (
    <section className="checkout-section checkout-staff" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-section__title">
        Staff options
      </h2>
      {withSalesperson ? (
        <div className="checkout-row">
          <div className="form-field">
            <label htmlFor={`${id}-store`} className="form-field__label">
              Store
            </label>
            <select
              id={`${id}-store`}
              className="form-field__input"
              value={storeUri ?? ""}
              onChange={(event) => onStore(event.target.value)}
            >
              <option value="" disabled>
                Choose a store
              </option>
              {view.stores.map((store) => (
                <option key={store.storeUri} value={store.storeUri}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-salesperson`} className="form-field__label">
              Salesperson
            </label>
            <select
              id={`${id}-salesperson`}
              className="form-field__input"
              value={salespersonCode ?? ""}
              onChange={(event) => onSalesperson(event.target.value)}
              disabled={salesPeople.length === 0}
            >
              {salesPeople.length === 0 ? <option value="">No salespeople at this store</option> : null}
              {salesPeople.map((person) => (
                <option key={person.code} value={person.code}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {withPoNumber ? (
        <FormField
          id={`${id}-po-number`}
          label="PO number (optional)"
          hint="The customer's purchase order number: letters, digits, spaces, dashes or brackets."
          autoComplete="off"
          maxLength={checkoutLimits.poNumberMax}
          error={form.formState.errors.poNumber?.message}
          {...form.register("poNumber")}
        />
      ) : null}
      {withCashAndCarry ? (
        <label className="checkout-choice">
          <input
            type="checkbox"
            checked={cashAndCarry}
            disabled={busy}
            onChange={(event) => onCashAndCarry(event.target.checked)}
          />
          Cash and carry (the customer takes the order from the store)
        </label>
      ) : null}
      {withOverride ? (
        <label className="checkout-choice">
          <input
            type="checkbox"
            checked={winningOverride}
            disabled={busy}
            onChange={(event) => onWinningOverride(event.target.checked)}
          />
          Assign order for Winning Services delivery
        </label>
      ) : null}
    </section>
  );
}

/** The first salesperson of a store (choosing a store selects them), or null. */
export function firstSalespersonOf(view: Pick<CheckoutView, "salesPeople">, storeUri: string): string | null {
  return view.salesPeople.find((person) => person.storeUri === storeUri)?.code ?? null;
}
