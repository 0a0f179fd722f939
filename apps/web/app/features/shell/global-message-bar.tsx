import { Icon } from "~/components/ui/icon";
import { useGlobalMessage } from "~/lib/global-message";
import "./global-message-bar.css";

/**
 * The global message bar (storefront s.2, s.4). Both live regions are always in the page, so screen
 * readers announce a message the moment it appears: errors assertively, successes politely.
 */
export function GlobalMessageBar() {
  const { message, closeMessage } = useGlobalMessage();
  const body = message ? (
    <div className={`global-message global-message--${message.type}`}>
      <p className="global-message__text">{message.text}</p>
      <button
        type="button"
        className="global-message__close"
        aria-label="Close message"
        onClick={closeMessage}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  ) : null;

  return (
    <div className="global-message-bar">
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {message?.type === "error" ? body : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {message?.type === "success" ? body : null}
      </div>
    </div>
  );
}
