import { type ContactMessageInput, contactHours, contactMessageSchema } from "@store/domain/contact.schema";
import { telHref } from "@store/domain/shell-rules";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { createBrowserApiClient } from "~/lib/api-client";
import { problemOf } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { showServerErrors, useZodForm } from "~/lib/use-zod-form";

const fields = ["name", "email", "phone", "message"] as const;

/**
 * What 'Chat with us' opens when no Intercom workspace is configured (ADR 061): the team's hours, the
 * phone number to call now, and a message form whose message reaches the team (POST /api/contact/message,
 * mailed to the brand's contact address). After sending, it says so and quotes the message's reference.
 */
export function ContactPanel({
  supportPhone,
  message = "",
}: {
  supportPhone: string;
  /** Words a page wrote for the shopper to send (e.g. asking for a price), which they may change. */
  message?: string;
}) {
  const id = useId();
  const brand = useBrand();
  const { pathname } = useLocation();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useZodForm<ContactMessageInput, ReturnType<typeof contactMessageSchema.parse>>(
    contactMessageSchema,
    { defaultValues: { name: "", email: "", phone: "", message, page: pathname } },
  );
  const { errors, isSubmitting } = form.formState;

  // The confirmation replaces the form: focus goes to it, so a keyboard or screen reader user hears it
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const receipt = await api.sendContactMessage({ ...values, phone: values.phone ?? "" });
      setSent({ reference: receipt.reference, email: values.email });
    } catch (error) {
      const { status, messages } = problemOf(error);
      if (status === 400) showServerErrors(form, messages, fields, "message");
      else
        setFailure(
          messages[0] ??
            `We couldn't send your message just now. Please try again, or call us on ${supportPhone}.`,
        );
    }
  });

  return (
    <div className="contact-panel">
      <section className="contact-panel__ways" aria-labelledby={`${id}-call`}>
        <h3 id={`${id}-call`}>Call us now</h3>
        <p>
          <a className="contact-panel__phone" href={telHref(supportPhone)}>
            {supportPhone}
          </a>
          <br />
          {brand.support.label}
        </p>
        <h3>Message replies</h3>
        <dl className="contact-panel__hours">
          {contactHours.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </section>

      {sent ? (
        <div ref={confirmation} className="contact-panel__sent" role="status" tabIndex={-1}>
          <h3>Thanks, your message is with our team</h3>
          <p>
            Your reference is <strong>{sent.reference}</strong>. We'll reply to {sent.email} within one
            business day.
          </p>
        </div>
      ) : (
        <form className="contact-panel__form" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
          <h3 id={`${id}-form`}>Send us a message</h3>
          {failure ? (
            <p className="contact-panel__alert" role="alert">
              {failure}
            </p>
          ) : null}
          <FormField
            id={`${id}-name`}
            label="Your name"
            autoComplete="name"
            data-autofocus
            error={errors.name?.message}
            {...form.register("name")}
          />
          <FormField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <FormField
            id={`${id}-phone`}
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register("phone")}
          />
          <div className="form-field">
            <label htmlFor={`${id}-message`} className="form-field__label">
              Message
            </label>
            <textarea
              id={`${id}-message`}
              className="form-field__input contact-panel__message"
              rows={4}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-message-error`}
              {...form.register("message")}
            />
            <p id={`${id}-message-error`} className="form-field__error" aria-live="polite">
              {errors.message?.message ?? ""}
            </p>
          </div>
          <Button type="submit" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? "Sending…" : "Send message"}
          </Button>
          <p className="contact-panel__more">
            Or see <Link to="/contact-us">more ways to reach us</Link>.
          </p>
        </form>
      )}
    </div>
  );
}
