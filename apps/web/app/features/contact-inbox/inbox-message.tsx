import { brands } from "@store/domain/brands";
import type { ContactInboxMessage } from "@store/domain/contact.schema";
import { changeTimeLabel } from "@store/domain/delivery-admin";
import { brandTimeZone } from "@store/domain/store-local-time";
import { useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { staffApi } from "~/lib/staff-api";
import { useAdminError } from "~/lib/use-admin-error";

/**
 * 'Tue 24 Nov 2026, 14:05 Sydney time': when, on the wall clock of the message's brand (Sydney for the
 * Australian brands, Auckland for the NZ one), the same text on the server and in the browser.
 */
export function inboxTimeLabel(iso: string, brand: ContactInboxMessage["brand"]): string {
  const timeZone = brandTimeZone(brands[brand]);
  return `${changeTimeLabel(iso, timeZone)} ${timeZone.split("/")[1] ?? timeZone} time`;
}

/**
 * One shopper's message in the inbox (ADR 061): who sent it and how to reach them, the page and the
 * time, the message, and whether it is handled (by whom and when) with the button that marks it
 * handled or opens it again. The button keeps focus through the change and the line below it says
 * what happened.
 */
export function InboxMessage({ initial }: { initial: ContactInboxMessage }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const adminError = useAdminError();
  const [message, setMessage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const busyRef = useRef(false);
  const brand = brands[message.brand];

  const toggle = async () => {
    // aria-disabled rather than disabled while the call runs, so the button keeps the keyboard's focus
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setProblem("");
    try {
      const changed = await staffApi(api).setContactHandled(message.id, message.handled === null);
      setMessage(changed);
    } catch (error) {
      setProblem(adminError(error).join(" "));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <article
      className={`contact-inbox__message${message.handled ? " contact-inbox__message--handled" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <header className="contact-inbox__header">
        <h2 id={`${id}-title`} className="contact-inbox__title">
          {message.name}
          <span className="contact-inbox__reference"> {message.reference}</span>
        </h2>
        <span
          className={`contact-inbox__badge contact-inbox__badge--${message.handled ? "handled" : "open"}`}
        >
          {message.handled ? "Handled" : "Open"}
        </span>
      </header>
      <dl className="contact-inbox__facts">
        <div>
          <dt>Email</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Your message ${message.reference}`)}`}
            >
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{message.phone ? <a href={`tel:${message.phone}`}>{message.phone}</a> : "Not given"}</dd>
        </div>
        <div>
          <dt>Brand</dt>
          <dd>{brand.name}</dd>
        </div>
        <div>
          <dt>Sent from</dt>
          <dd>{message.page ? <code>{message.page}</code> : "Not given"}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <time dateTime={message.sentAt}>{inboxTimeLabel(message.sentAt, message.brand)}</time>
          </dd>
        </div>
      </dl>
      <p className="contact-inbox__text">{message.message}</p>
      <div className="contact-inbox__actions">
        <p className="contact-inbox__state" role="status">
          {message.handled ? (
            <>
              Handled by {message.handled.by},{" "}
              <time dateTime={message.handled.at}>{inboxTimeLabel(message.handled.at, message.brand)}</time>
            </>
          ) : (
            "Waiting for a reply"
          )}
        </p>
        <Button
          variant={message.handled ? "secondary" : "primary"}
          aria-disabled={busy || undefined}
          aria-describedby={`${id}-problem`}
          onClick={toggle}
        >
          {busy ? "Saving…" : message.handled ? "Reopen" : "Mark handled"}
          <span className="visually-hidden"> {message.reference}</span>
        </Button>
      </div>
      <p id={`${id}-problem`} className="contact-inbox__problem" role="alert">
        {problem}
      </p>
    </article>
  );
}
