import { checkoutLimits, type PaymentProvider } from "@store/domain/checkout.schema";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/features/account/form-field";
import type { CheckoutFormInput, CheckoutFormOutput } from "./checkout-form";

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;

const paymentLabels: Partial<Record<PaymentProvider, string>> = {
  CreditCard: "Credit or debit card",
  ZipInStore: "Zip in store (customer confirms in their Zip app)",
  PayPal: "PayPal",
  AfterPay: "Afterpay",
  Zip: "Zip",
  Cash: "Cash",
};

/**
 * The payment part of the checkout (checkout s.2, s.4): the method (when there is a choice), the card
 * fields with the CVV help, or the in-store code. Card fields are disabled when nothing is to pay or
 * another method is chosen; the device code is disabled unless paying in store.
 */
export function PaymentSection({
  form,
  options,
  method,
  onMethod,
  paymentFree,
}: {
  form: CheckoutForm;
  options: readonly PaymentProvider[];
  method: PaymentProvider;
  onMethod: (method: PaymentProvider) => void;
  paymentFree: boolean;
}) {
  const id = useId();
  const [cvvHelp, setCvvHelp] = useState(false);
  const errors = form.formState.errors;
  const cardDisabled = paymentFree || method !== "CreditCard";
  const deviceDisabled = method !== "ZipInStore";
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
              {paymentLabels[option] ?? option}
            </label>
          ))}
        </fieldset>
      ) : null}
      {paymentFree ? <p className="checkout-note">There is nothing to pay for this order.</p> : null}
      {method === "CreditCard" ? (
        <fieldset className="checkout-fieldset checkout-card" disabled={cardDisabled}>
          <legend className="checkout-fieldset__legend">Card details</legend>
          <FormField
            id={`${id}-name`}
            label="Name on card"
            autoComplete="cc-name"
            error={errors.cardDetails?.nameOnCard?.message}
            {...form.register("cardDetails.nameOnCard")}
          />
          <FormField
            id={`${id}-number`}
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={checkoutLimits.cardNumberMax + 4}
            error={errors.cardDetails?.cardNo?.message}
            {...form.register("cardDetails.cardNo")}
          />
          <div className="checkout-row">
            <FormField
              id={`${id}-expiry`}
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={7}
              error={errors.cardDetails?.expiryDate?.message}
              {...form.register("cardDetails.expiryDate")}
            />
            <div className="checkout-cvv">
              <FormField
                id={`${id}-cvv`}
                label="CVV"
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                error={errors.cardDetails?.cvv?.message}
                {...form.register("cardDetails.cvv")}
              />
              <Button variant="ghost" className="checkout-cvv__help" onClick={() => setCvvHelp(true)}>
                What is CVV?
              </Button>
            </div>
          </div>
          <p className="checkout-note">
            Your card details are encrypted in your browser before they are sent.
          </p>
        </fieldset>
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
      <Dialog open={cvvHelp} onClose={() => setCvvHelp(false)} title="What is CVV?" size="small">
        <p>
          The CVV (card verification value) is the 3-digit number printed on the back of your card, at the end
          of the signature strip.
        </p>
        <p>American Express cards have a 4-digit number printed on the front, above the card number.</p>
      </Dialog>
    </section>
  );
}
