import { type KeyboardEvent, useId, useState } from "react";
import "./rrp-tooltip.css";

/**
 * The RRP explanation (storefront s.9) as a toggletip: shown on hover or keyboard focus, toggled by
 * a click or tap, dismissed with Escape; screen readers hear it as the button's description.
 */
export function RrpTooltip({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "Escape") return;
    // Escape hides it even while hovered or focused (WCAG 1.4.13), without closing an enclosing dialog
    event.stopPropagation();
    setOpen(false);
    setDismissed(true);
  };

  return (
    <span className="rrp-tooltip" data-open={open || undefined} data-dismissed={dismissed || undefined}>
      <button
        type="button"
        className="rrp-tooltip__button"
        aria-label="What is RRP?"
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => {
          setOpen((current) => !current);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className="rrp-tooltip__bubble">
        {text}
      </span>
    </span>
  );
}
