import { constants } from "@store/domain/constants";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from "react";
import { Icon } from "./icon";
import "./dialog.css";

export type DialogSize = keyof typeof constants.modalSizes;

export interface DialogProps {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop; the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Widths of the spec (storefront s.2): default 700, small 560, medium 800, large 970 px. */
  size?: DialogSize;
  /** 'side' is a full-height panel at the right edge (the mobile refine panel). */
  placement?: "center" | "side";
  /** Actions under the scrolling body, always in view. */
  footer?: ReactNode;
  className?: string;
}

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

const scrollLockClass = "has-modal-dialog";

/**
 * An accessible modal on the native <dialog>: labelled by its title, the page behind is inert, Tab
 * wraps inside it, Escape and the backdrop close it, and focus goes back to where it was on close.
 * The body renders only while open, so a closed dialog costs the page nothing.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  size = "default",
  placement = "center",
  footer,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The native modal leaves the page behind scrollable; lock it so the panel does not drift
    document.documentElement.classList.add(scrollLockClass);
    // A control marked data-autofocus gets focus; otherwise the close button, the first stop anyway
    const marked = dialog.querySelector<HTMLElement>("[data-autofocus]");
    const closeButton = dialog.querySelector<HTMLElement>(".dialog__close");
    (marked ?? closeButton)?.focus();
    // Content that arrives after opening (a form loaded on first use, ADR 097) gets the focus its
    // control asks for, as long as the visitor has not moved it from the close button meanwhile
    const late = marked
      ? null
      : new MutationObserver(() => {
          const arrived = dialog.querySelector<HTMLElement>("[data-autofocus]");
          if (!arrived) return;
          late?.disconnect();
          if (document.activeElement === closeButton) arrived.focus();
        });
    late?.observe(dialog, { childList: true, subtree: true });
    return () => {
      late?.disconnect();
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove(scrollLockClass);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      // Handled here rather than by the native cancel, so `open` stays the single source of truth
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)).filter(
      (element) => element.getClientRects().length > 0 || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The frame fills the dialog, so a click landing on the <dialog> itself is on the backdrop
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={["dialog", `dialog--${placement}`, className].filter(Boolean).join(" ")}
      style={{ "--dialog-width": `${constants.modalSizes[size]}px` }}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      {open ? (
        <div className="dialog__frame">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
              <Icon name="close" size={22} />
            </button>
          </div>
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** What a dialog shows while its content loads on first use (ADR 097): said to screen readers too. */
export function DialogLoading({ what }: { what: string }) {
  return (
    <p className="dialog__loading" role="status">
      Loading {what}…
    </p>
  );
}
