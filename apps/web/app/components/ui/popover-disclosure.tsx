import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import "./popover-disclosure.css";

export interface PopoverDisclosureProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when what it shows is not enough on its own. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Names the panel for assistive technology. */
  panelLabel: string;
  panelClassName?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: "start" | "end";
  className?: string;
  /** The panel's content, rendered only while open; `close` closes it and returns focus to the trigger. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a panel below it (the disclosure pattern): Escape, a click outside, focus
 * moving elsewhere or a navigation close it. The panel is only rendered while open, so what it
 * loads is only loaded when the shopper asks for it.
 */
export function PopoverDisclosure({
  trigger,
  triggerLabel,
  triggerClassName,
  panelLabel,
  panelClassName,
  align = "start",
  className,
  children,
}: PopoverDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A navigation (a link inside the panel, or Back) leaves the panel behind
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out are caught from the controls inside
    <div
      ref={rootRef}
      className={["popover-disclosure", className].filter(Boolean).join(" ")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={["popover-disclosure__trigger", triggerClassName].filter(Boolean).join(" ")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((current) => !current)}
      >
        {trigger}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={panelLabel}
          className={["popover-disclosure__panel", `popover-disclosure__panel--${align}`, panelClassName]
            .filter(Boolean)
            .join(" ")}
        >
          {children(() => close())}
        </section>
      ) : null}
    </div>
  );
}
