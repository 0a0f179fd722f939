import { useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import { useChatWidget } from "~/lib/chat-widget-state";
import "./chat-widget.css";

/**
 * The chat widget's place in the shell. No third-party chat script is loaded: this placeholder
 * offers the ways to reach a person now (phone, contact form), and obeys the spec's rules:
 * on only when enabled by setting, loaded, and not blocked.
 */
export function ChatWidget({ supportPhone }: { supportPhone: string }) {
  const brand = useBrand();
  const { isShown } = useChatWidget();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!isShown) return null;
  return (
    <div className="chat-widget">
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
}
