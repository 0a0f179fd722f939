import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Dialog, DialogLoading } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import { useChatWidget } from "~/lib/chat-widget-state";
import { useDeferredModule } from "~/lib/use-deferred-module";
import { openIntercom } from "./intercom";
import "./chat-widget.css";

// The panel and its form load on first use or when the browser is idle (ADR 097)
const loadContactPanel = () => import("./contact-panel");

/**
 * 'Chat with us' (ADR 061). With the brand's Intercom app id it loads Intercom's messenger on the first
 * click; without one (or when the script cannot load) it opens the contact panel: hours, the number to
 * call, a message form that reaches the team. Below 1640 px the launcher sits in the page's flow above
 * the footer, so it never covers a price or a button; on screens wide enough that the corner is beside
 * the content it floats there, stepping aside while something blocks it. A page's dock holds it always.
 */
export function ChatWidget({ supportPhone }: { supportPhone: string }) {
  const brand = useBrand();
  const { isEnabled, isShown, dock, intercomAppId, setLoaded, request } = useChatWidget();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  // The message the panel opens with: a page's ask (e.g. 'Ask for a price'), or none from the launcher
  const [asked, setAsked] = useState<typeof request>(null);
  const panel = useDeferredModule(loadContactPanel, open);

  const start = (ask: typeof request = null) => {
    setAsked(ask);
    if (!intercomAppId) {
      setOpen(true);
      return;
    }
    setStarting(true);
    openIntercom(intercomAppId, ask?.message)
      .then(() => setLoaded(true))
      .catch(() => setOpen(true))
      .finally(() => setStarting(false));
  };

  // A page asked for the panel: opened once per ask
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new ask opens it, not a new `start`
  useEffect(() => {
    if (request && isEnabled) start(request);
  }, [request, isEnabled]);

  if (!isEnabled) return null;

  const className = [
    "chat-widget",
    dock ? "chat-widget--docked" : null,
    isShown ? null : "chat-widget--blocked",
  ]
    .filter(Boolean)
    .join(" ");
  const widget = (
    <div className={className}>
      <button
        type="button"
        className="chat-widget__button"
        aria-haspopup="dialog"
        aria-busy={starting || undefined}
        onClick={() => start()}
      >
        <Icon name="chat" size={22} />
        <span>Chat with us</span>
      </button>
    </div>
  );
  return (
    <>
      {dock ? createPortal(widget, dock) : widget}
      <Dialog open={open} onClose={() => setOpen(false)} title={`Talk to ${brand.name}`} size="small">
        {panel ? (
          <panel.ContactPanel key={asked?.key ?? 0} supportPhone={supportPhone} message={asked?.message} />
        ) : (
          <DialogLoading what="the contact form" />
        )}
      </Dialog>
    </>
  );
}
