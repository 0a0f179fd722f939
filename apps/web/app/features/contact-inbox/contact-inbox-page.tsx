import { brandIds, brands } from "@store/domain/brands";
import type { ContactInboxPage, ContactInboxQuery, ContactInboxStatus } from "@store/domain/contact.schema";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { InboxMessage } from "./inbox-message";
import "./contact-inbox.css";

/** The inbox's filters as the address holds them: a brand or every brand, which messages. */
export type InboxFilters = Pick<ContactInboxQuery, "brand" | "status">;

const statusLabels: Record<ContactInboxStatus, string> = {
  open: "Open",
  handled: "Handled",
  all: "All messages",
};

/** Where a page of the inbox lives: the filters are kept ('open' is the default), pages count from 1. */
export function inboxHref(filters: InboxFilters, page: number): string {
  const search = new URLSearchParams();
  if (filters.brand) search.set("brand", filters.brand);
  if (filters.status !== "open") search.set("status", filters.status);
  if (page > 1) search.set("page", String(page));
  return `/staff/messages${search.size ? `?${search}` : ""}`;
}

function countLine(page: ContactInboxPage, filters: InboxFilters): string {
  const where = filters.brand ? ` for ${brands[filters.brand].name}` : "";
  const which = filters.status === "all" ? "" : ` ${statusLabels[filters.status].toLowerCase()}`;
  if (page.totalItems === 0) return `No${which} messages${where}.`;
  return `${page.totalItems}${which} message${page.totalItems === 1 ? "" : "s"}${where}, newest first`;
}

/**
 * The contact inbox (ADR 061): shoppers' messages from the contact panel and page, newest first, a
 * GET form to choose the brand and open or handled ones (the address holds them), and each message
 * with its 'Mark handled' or 'Reopen'. A changed message stays where it is until the next page load,
 * so the list does not jump under the keyboard.
 */
export function ContactInbox({ page, filters }: { page: ContactInboxPage; filters: InboxFilters }) {
  const id = useId();
  return (
    <section className="contact-inbox page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Messages</h1>
      <p className="contact-inbox__lead">
        What shoppers sent from 'Chat with us' and the contact page. Reply by email or phone, then mark the
        message handled: it is recorded with your name.
      </p>
      <Form method="get" className="contact-inbox__filters" aria-label="Filter messages">
        <div className="contact-inbox__filter">
          <label htmlFor={`${id}-brand`}>Brand</label>
          <select id={`${id}-brand`} name="brand" defaultValue={filters.brand ?? ""}>
            <option value="">Every brand</option>
            {brandIds.map((brand) => (
              <option key={brand} value={brand}>
                {brands[brand].name}
              </option>
            ))}
          </select>
        </div>
        <div className="contact-inbox__filter">
          <label htmlFor={`${id}-status`}>Show</label>
          <select id={`${id}-status`} name="status" defaultValue={filters.status}>
            {(Object.keys(statusLabels) as ContactInboxStatus[]).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show messages
        </Button>
      </Form>
      <p className="contact-inbox__count" role="status">
        {countLine(page, filters)}
      </p>
      {page.items.length > 0 ? (
        <ol className="contact-inbox__list">
          {page.items.map((message) => (
            <li key={`${message.id}:${message.handled?.at ?? "open"}`}>
              <InboxMessage initial={message} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination
        currentPage={page.page + 1}
        totalItems={page.totalItems}
        itemsPerPage={page.perPage}
        hrefForPage={(n) => inboxHref(filters, n)}
      />
    </section>
  );
}

/** What a customer sees at the inbox's address: whose page it is and where to go. */
export function ContactInboxStaffOnly() {
  const id = useId();
  return (
    <section className="contact-inbox page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Messages are for staff</h1>
      <p className="contact-inbox__lead">
        Your account cannot read the store's messages. <Link to="/account">Go to your account</Link>
      </p>
    </section>
  );
}
