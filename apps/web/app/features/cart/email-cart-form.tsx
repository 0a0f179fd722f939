import { cartEmailSchema } from "@store/domain/cart.schema";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

/** 'Email my cart': sends the cart, with a link that restores it, to an address. */
export function EmailCartForm() {
  const { email, isLoading } = useCart();
  const id = useId();
  const form = useZodForm(cartEmailSchema, { defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit(async ({ email: address }) => {
    if (isLoading) return;
    setSentTo(null);
    const outcome = await email(address);
    if (outcome.ok) setSentTo(address);
    else
      showServerErrors(
        form,
        outcome.messages.length ? outcome.messages : [outcome.error],
        ["email"],
        "email",
      );
  });

  return (
    <form className="email-cart-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`} className="coupon-form__label">
        Email my cart
      </label>
      <div className="coupon-form__row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-describedby={`${id}-feedback`}
          aria-invalid={error ? true : undefined}
          {...form.register("email", { onChange: () => setSentTo(null) })}
        />
        <Button type="submit" variant="secondary" aria-disabled={isLoading || undefined}>
          Send
        </Button>
      </div>
      <p
        id={`${id}-feedback`}
        className={`coupon-form__feedback coupon-form__feedback--${error ? "error" : "success"}`}
        aria-live="polite"
      >
        {error ?? (sentTo ? `We've emailed your cart to ${sentTo}.` : "")}
      </p>
    </form>
  );
}
