import { cartCouponAddSchema } from "@store/domain/cart.schema";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

/** Applies a coupon code, shows the applied ones with a remove button, and says why one is refused. */
export function CouponForm() {
  const { cart, applyCoupon, removeCoupon, isLoading } = useCart();
  const id = useId();
  const form = useZodForm(cartCouponAddSchema, { defaultValues: { code: "" } });
  // What the last apply or remove did, when it worked (or a remove that did not)
  const [notice, setNotice] = useState<{ type: "error" | "success"; text: string } | null>(null);
  const fieldError = form.formState.errors.code?.message;
  const shownError = fieldError ?? (notice?.type === "error" ? notice.text : null);

  const submit = form.handleSubmit(async ({ code }) => {
    if (isLoading) return;
    setNotice(null);
    const outcome = await applyCoupon(code);
    if (outcome.ok) {
      setNotice({ type: "success", text: `Coupon ${code} applied.` });
      form.reset({ code: "" });
    } else
      showServerErrors(form, outcome.messages.length ? outcome.messages : [outcome.error], ["code"], "code");
  });

  return (
    <div className="coupon-form">
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="coupon-form__label">
          Coupon code
        </label>
        <div className="coupon-form__row">
          <input
            id={`${id}-code`}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            aria-describedby={`${id}-feedback`}
            aria-invalid={shownError ? true : undefined}
            {...form.register("code", { onChange: () => setNotice(null) })}
          />
          <Button type="submit" variant="secondary" aria-disabled={isLoading || undefined}>
            Apply
          </Button>
        </div>
        <p
          id={`${id}-feedback`}
          className={`coupon-form__feedback coupon-form__feedback--${shownError ? "error" : "success"}`}
          aria-live="polite"
        >
          {shownError ?? (notice?.type === "success" ? notice.text : "")}
        </p>
      </form>
      {cart && cart.coupons.length > 0 ? (
        <ul className="coupon-form__applied">
          {cart.coupons.map((coupon) => (
            <li key={coupon.id}>
              <span>
                <strong>{coupon.code}</strong>: {coupon.description}
                {coupon.problem ? <span className="coupon-form__problem"> ({coupon.problem})</span> : null}
              </span>
              <button
                type="button"
                className="cart-line__remove"
                aria-label={`Remove coupon ${coupon.code}`}
                onClick={async () => {
                  const outcome = await removeCoupon(coupon.id);
                  form.clearErrors();
                  setNotice(
                    outcome.ok
                      ? { type: "success", text: `Coupon ${coupon.code} removed.` }
                      : { type: "error", text: outcome.error },
                  );
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
