import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";

/** Applies a coupon code, shows the applied ones with a remove button, and says why one is refused. */
export function CouponForm() {
  const { cart, applyCoupon, removeCoupon, isLoading } = useCart();
  const id = useId();
  const [code, setCode] = useState("");
  const [feedback, setFeedback] = useState<{ type: "error" | "success"; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setFeedback({ type: "error", text: "Please enter a coupon code" });
      return;
    }
    const outcome = await applyCoupon(trimmed);
    if (outcome.ok) {
      setFeedback({ type: "success", text: `Coupon ${trimmed.toUpperCase()} applied.` });
      setCode("");
    } else setFeedback({ type: "error", text: outcome.error });
  };
  const shownError = feedback?.type === "error" ? feedback.text : null;

  return (
    <div className="coupon-form">
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="coupon-form__label">
          Coupon code
        </label>
        <div className="coupon-form__row">
          <input
            id={`${id}-code`}
            name="code"
            value={code}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            aria-describedby={`${id}-feedback`}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setFeedback(null);
            }}
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
          {shownError ?? (feedback?.type === "success" ? feedback.text : "")}
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
                  setFeedback(
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
