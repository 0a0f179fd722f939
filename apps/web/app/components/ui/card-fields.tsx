import { checkoutLimits } from "@store/domain/checkout.schema";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { CardFieldName } from "~/lib/card-payment";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { FormField } from "./form-field";
import "./card-fields.css";

export interface CardFieldsProps {
  /** The start of the inputs' ids (the owner's useId), so two card forms never share one. */
  idPrefix: string;
  /** The form's register for each field: the owner decides where in its values the card lives. */
  register: (name: CardFieldName) => UseFormRegisterReturn;
  /** Each field's message (the schema's), read with its input. */
  errors: Partial<Record<CardFieldName, string | undefined>>;
  /** Nothing to pay, another method chosen, or a payment on its way. */
  disabled?: boolean;
  legend?: string;
}

/**
 * The card fields of every card form (the checkout, the account's balance payment, ADR 031): name,
 * number, expiry and CVV with the browser's card autofill names, each labelled with its message read
 * through aria-describedby, the 'What is CVV?' help and the note that the card is encrypted here.
 */
export function CardFields({
  idPrefix,
  register,
  errors,
  disabled = false,
  legend = "Card details",
}: CardFieldsProps) {
  const [cvvHelp, setCvvHelp] = useState(false);
  return (
    <fieldset className="card-fields" disabled={disabled}>
      <legend className="card-fields__legend">{legend}</legend>
      <FormField
        id={`${idPrefix}-name`}
        label="Name on card"
        autoComplete="cc-name"
        error={errors.nameOnCard}
        {...register("nameOnCard")}
      />
      <FormField
        id={`${idPrefix}-number`}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={checkoutLimits.cardNumberMax + 4}
        error={errors.cardNo}
        {...register("cardNo")}
      />
      <div className="card-fields__row">
        <FormField
          id={`${idPrefix}-expiry`}
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={7}
          error={errors.expiryDate}
          {...register("expiryDate")}
        />
        <div className="card-fields__cvv">
          <FormField
            id={`${idPrefix}-cvv`}
            label="CVV"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            error={errors.cvv}
            {...register("cvv")}
          />
          <Button variant="ghost" className="card-fields__cvv-help" onClick={() => setCvvHelp(true)}>
            What is CVV?
          </Button>
        </div>
      </div>
      <p className="card-fields__note">
        Your card details are encrypted in your browser before they are sent.
      </p>
      <Dialog open={cvvHelp} onClose={() => setCvvHelp(false)} title="What is CVV?" size="small">
        <p>
          The CVV (card verification value) is the 3-digit number printed on the back of your card, at the end
          of the signature strip.
        </p>
        <p>American Express cards have a 4-digit number printed on the front, above the card number.</p>
      </Dialog>
    </fieldset>
  );
}
