import { useId, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import { useChatWidget } from "~/lib/chat-widget-state";
import "./chat-widget.css";

/**
 * The chat widget's place in the shell. No third-party chat script is loaded: this placeholder
 * offers the ways to reach a person now (phone, contact form), and obeys the spec's rules:
 * on only when enabled by setting, loaded, and not blocked. It floats in the corner, or sits in the
 * page's dock when the page has one (useChatWidgetDock).
 */
export function ChatWidget({ supportPhone }: { supportPhone: string }) {
  const brand = useBrand();
  const { isShown, dock } = useChatWidget();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!isShown) return null;
  const widget = (
    <div className={dock ? "chat-widget chat-widget--docked" : "chat-widget"}>
      {open && (
        <section id={panelId} className="chat-widget__panel" aria-label="Chat with us">
          <h2 className="chat-widget__title">Talk to {brand.name}</h2>
          <p>{brand.support.label}: a real person, day or night.</p>
          <p>
            <a href={`tel:${supportPhone.replace(/\s+/g, "")}`}>Call {supportPhone}</a> or{" "}
            <Link to="/contact-us" onClick={() => setOpen(false)}>
              send us a message
            </Link>
            .
          </p>
        </section>
      )}
      <button
        type="button"
        className="chat-widget__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="chat" size={22} />
        <span>{open ? "Close chat" : "Chat with us"}</span>
      </button>
    </div>
  );
  return dock ? createPortal(widget, dock) : widget;
}
