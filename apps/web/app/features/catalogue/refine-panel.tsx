import { countOf } from "@store/domain/text";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useHydrated } from "~/lib/use-hydrated";
import "./refine-panel.css";

export interface RefinePanelProps {
  /** How many filters are applied, shown on the button. */
  activeCount: number;
  /** The id of the in-page filters, shown by the link before JavaScript has loaded. */
  fallbackTargetId: string;
  /** Where 'Clear all' goes; left out when no filter is applied. */
  clearHref: string | null;
  /**
   * The filters, given the form id the footer's 'Show results' button submits and a function
   * that closes the panel once they are applied.
   */
  children: (form: { id: string; close: () => void }) => ReactNode;
}

/**
 * The mobile refine panel (storefront s.4: open or closed): a 'Refine' button opening the filters
 * in a side dialog. Before the page's script runs, it is a link to the filters on the page instead.
 */
export function RefinePanel({ activeCount, fallbackTargetId, clearHref, children }: RefinePanelProps) {
  const hydrated = useHydrated();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const label = (
    <>
      Refine
      {activeCount > 0 ? (
        <>
          <span className="refine-panel__count" aria-hidden="true">
            {activeCount}
          </span>
          <VisuallyHidden>{` (${countOf(activeCount, "filter")} applied)`}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  if (!hydrated) {
    return (
      <a href={`#${fallbackTargetId}`} className={buttonClassName("secondary", "refine-panel__button")}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClassName("secondary", "refine-panel__button")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Refine"
        placement="side"
        footer={
          <>
            {clearHref ? (
              <Link
                to={clearHref}
                className={buttonClassName("secondary")}
                onClick={close}
                preventScrollReset
              >
                Clear all
              </Link>
            ) : null}
            <Button type="submit" form={formId}>
              Show results
            </Button>
          </>
        }
      >
        {children({ id: formId, close })}
      </Dialog>
    </>
  );
}
