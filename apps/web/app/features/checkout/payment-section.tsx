import { formatMoney } from "@store/domain/brands";
import { checkoutLimits, type PaymentProvider } from "@store/domain/checkout.schema";
import { canHandOff } from "@store/domain/payment-handoff";
import {
  redirectMethodLabels,
  redirectProviderNames,
  redirectProviderOf,
} from "@store/domain/redirect-payment";
import { cashChange, otherPaymentReferenceMax, staffPaymentLabels } from "@store/domain/staff-payment";
import { isWallet, walletNames } from "@store/domain/wallet-payment.schema";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { CardFields } from "~/components/ui/card-fields";
import { FormField } from "~/components/ui/form-field";
import { useBrand } from "~/lib/brand-context";
import { type CheckoutFormInput, type CheckoutFormOutput, depositCents } from "./checkout-form";

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;

const paymentLabels: Partial<Record<PaymentProvider, string>> = {
  CreditCard: "Credit or debit card",
  ZipInStore: "Zip in store (customer confirms in their Zip app)",
  ...redirectMethodLabels,
  ...staffPaymentLabels,
  ApplePay: "Apple Pay",
  GooglePay: "Google Pay",
};

/** How the page names a payment method. */
export function paymentMethodLabel(method: PaymentProvider): string {
  return paymentLabels[method] ?? method;
}

/**
 * The payment part of the checkout (checkout s.2, s.4): the method (when there is a choice), the card
 * fields (the shared CardFields, with the CVV help), or the in-store code. Card fields are disabled when nothing is to pay or
 * another method is chosen; the device code is disabled unless paying in store.
 */
export function PaymentSection({
  form,
  options,
  method,
  onMethod,
  paymentFree,
  cashDue,
  handOff = null,
  walletsSandbox = true,
}: {
  form: CheckoutForm;
  options: readonly PaymentProvider[];
  /** Whether the wallets are the store's sandbox sheet (noted as such) rather than the browser's own (ADR 078). */
  walletsSandbox?: boolean;
  method: PaymentProvider;
  onMethod: (method: PaymentProvider) => void;
  paymentFree: boolean;
  /** What cash must cover, in cents (the order total). */
  cashDue: number;
  /** Staff: hand a redirect method to the customer's phone by a QR code (ADR 043); null where not offered. */
  handOff?: { chosen: boolean; onChange: (on: boolean) => void } | null;
}) {
  const id = useId();
  const errors = form.formState.errors;
  const cardDisabled = paymentFree || method !== "CreditCard";
  const deviceDisabled = method !== "ZipInStore";
  const redirect = redirectProviderOf(method);
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-section__title">
        Payment
      </h2>
      {options.length > 1 ? (
        <fieldset className="checkout-fieldset checkout-choices">
          <legend className="checkout-fieldset__legend">Payment method</legend>
          {options.map((option) => (
            <label key={option} className="checkout-choice">
              <input
                type="radio"
                name={`${id}-method`}
                value={option}
                checked={method === option}
                onChange={() => onMethod(option)}
              />
              {paymentMethodLabel(option)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {paymentFree ? <p className="checkout-note">There is nothing to pay for this order.</p> : null}
      {redirect && !paymentFree && handOff && canHandOff(method) ? (
        <label className="checkout-choice checkout-handoff-choice">
          <input
            type="checkbox"
            checked={handOff.chosen}
            onChange={(event) => handOff.onChange(event.target.checked)}
            aria-describedby={`${id}-handoff-note`}
          />
          {"Customer pays on their own phone (show a QR code)"}
        </label>
      ) : null}
      {redirect && !paymentFree ? (
        <p className="checkout-note checkout-redirect-note" id={`${id}-handoff-note`}>
          {handOff?.chosen && canHandOff(method)
            ? `The customer scans a QR code with their phone and approves the payment with ${redirectProviderNames[redirect]} there; this screen shows the order once they have paid.`
            : `You will be taken to ${redirectProviderNames[redirect]} to approve your payment, then brought back here to finish your order.`}
        </p>
      ) : null}
      {method === "CreditCard" ? (
        <CardFields
          idPrefix={id}
          disabled={cardDisabled}
          register={(name) => form.register(`cardDetails.${name}`)}
          errors={{
            nameOnCard: errors.cardDetails?.nameOnCard?.message,
            cardNo: errors.cardDetails?.cardNo?.message,
            expiryDate: errors.cardDetails?.expiryDate?.message,
            cvv: errors.cardDetails?.cvv?.message,
          }}
        />
      ) : null}
      {isWallet(method) && !paymentFree ? (
        <p className="checkout-note">
          {`${walletNames[method]} opens when you place your order: choose your card there and approve the payment.`}
          {method === "ApplePay" && walletsSandbox
            ? " Sandbox: Apple Pay is shown in every browser here; the live store shows it only where the browser supports Apple Pay."
            : ""}
        </p>
      ) : null}
      {method === "Cash" && !paymentFree ? <CashTendered form={form} id={id} due={cashDue} /> : null}
      {method === "StaffOnlyOtherPaymentMethod" && !paymentFree ? (
        <FormField
          id={`${id}-other-reference`}
          label="How the customer pays, and its reference"
          autoComplete="off"
          maxLength={otherPaymentReferenceMax}
          hint="For example 'Bank transfer, invoice 1234'. Whoever captures the payment on the orders desk matches the money by it."
          error={form.formState.errors.otherPaymentReference?.message}
          {...form.register("otherPaymentReference")}
        />
      ) : null}
      {options.includes("ZipInStore") ? (
        <FormField
          id={`${id}-device`}
          label="Payment code from the customer's Zip app"
          inputMode="numeric"
          maxLength={checkoutLimits.devicePaymentCodeLength}
          disabled={deviceDisabled}
          error={errors.devicePaymentCode?.message}
          {...form.register("devicePaymentCode")}
        />
      ) : null}
    </section>
  );
}

/** Cash at the counter (ADR 037): the amount handed over, and the change it leaves, as staff count it. */
function CashTendered({ form, id, due }: { form: CheckoutForm; id: string; due: number }) {
  const brand = useBrand();
  const money = (cents: number) => formatMoney(cents, brand);
  const typed = depositCents(form.watch("cashTendered") ?? "");
  const counted = typed === null || Number.isNaN(typed) ? null : cashChange(due, typed, money);
  return (
    <>
      <FormField
        id={`${id}-cash`}
        label="Cash tendered ($)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Amount due: ${money(due)}`}
        error={form.formState.errors.cashTendered?.message}
        {...form.register("cashTendered")}
      />
      <p className="checkout-note" aria-live="polite" data-testid="cash-change">
        {counted?.ok ? `Change to give: ${money(counted.change)}` : ""}
      </p>
    </>
  );
}
