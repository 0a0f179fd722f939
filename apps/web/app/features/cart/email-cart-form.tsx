import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Email my cart': sends the cart, with a link that restores it, to an address. */
export function EmailCartForm() {
  const { email, isLoading } = useCart();
  const id = useId();
  const [address, setAddress] = useState("");
  const [feedback, setFeedback] = useState<{ type: "error" | "success"; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const trimmed = address.trim();
    if (trimmed.length < 5 || trimmed.length > 254 || !emailPattern.test(trimmed)) {
      setFeedback({ type: "error", text: "Please enter a valid email address" });
      return;
    }
    setFeedback(null);
    const outcome = await email(trimmed);
    setFeedback(
      outcome.ok
        ? { type: "success", text: `We've emailed your cart to ${trimmed.toLowerCase()}.` }
        : { type: "error", text: outcome.error },
    );
  };

  return (
    <form className="email-cart-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`} className="coupon-form__label">
        Email my cart
      </label>
      <div className="coupon-form__row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={address}
          aria-describedby={`${id}-feedback`}
          aria-invalid={feedback?.type === "error" ? true : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setFeedback(null);
          }}
        />
        <Button type="submit" variant="secondary" aria-disabled={isLoading || undefined}>
          Send
        </Button>
      </div>
      <p
        id={`${id}-feedback`}
        className={`coupon-form__feedback coupon-form__feedback--${feedback?.type ?? "success"}`}
        aria-live="polite"
      >
        {feedback?.text ?? ""}
      </p>
    </form>
  );
}
