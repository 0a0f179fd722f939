import { brands } from "@store/domain/brands";
import type { ContactInboxMessage, ContactInboxPage } from "@store/domain/contact.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordFetch } from "~/testing/recorded-fetch";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { ContactInbox, ContactInboxStaffOnly, inboxHref } from "./contact-inbox-page";
import { inboxTimeLabel } from "./inbox-message";

const kim: ContactInboxMessage = {
  id: 12,
  reference: "MSG-000012",
  brand: "aol",
  name: "Kim Park",
  email: "kim.park@example.com",
  phone: "0412345678",
  page: "/p/some-oven",
  message: "Will the 90 cm oven fit my old 600 mm cavity?",
  // 14:05 in Sydney (daylight saving, UTC+11)
  sentAt: "2026-11-24T03:05:00.000Z",
  handled: null,
};
const nz: ContactInboxMessage = {
  ...kim,
  id: 9,
  reference: "MSG-000009",
  brand: "aol-nz",
  name: "Ari Ngata",
  email: "ari@example.co.nz",
  phone: null,
  page: null,
  message: "Do you deliver to Tauranga?",
  sentAt: "2026-11-24T03:05:00.000Z",
  handled: { at: "2026-11-24T04:00:00.000Z", by: "Sam Staff" },
};
const page: ContactInboxPage = { page: 0, perPage: 20, totalItems: 2, items: [kim, nz] };

// Marking handled or reopening, answered as the store does
const fetched = recordFetch((path) =>
  Response.json(
    path.endsWith("/handled")
      ? { ...kim, handled: { at: "2026-11-24T05:00:00.000Z", by: "Sam Staff" } }
      : { ...kim, handled: null },
  ),
);

const messageOf = (name: string) => screen.getByRole("article", { name: new RegExp(`^${name}`) });

describe("the contact inbox (ADR 061)", () => {
  it("shows each message with a mailto link, phone, page, brand and the time in the brand's zone", () => {
    renderInDataRouter(<ContactInbox page={page} filters={{ status: "all" }} />);
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    expect(screen.getByText("2 messages, newest first")).toBeTruthy();
    const first = messageOf("Kim Park");
    expect(within(first).getByRole("link", { name: "kim.park@example.com" }).getAttribute("href")).toBe(
      "mailto:kim.park@example.com?subject=Your%20message%20MSG-000012",
    );
    expect(within(first).getByRole("link", { name: "0412345678" }).getAttribute("href")).toBe(
      "tel:0412345678",
    );
    expect(within(first).getByText("/p/some-oven")).toBeTruthy();
    expect(within(first).getByText(brands.aol.name)).toBeTruthy();
    expect(within(first).getByText("Tue 24 Nov 2026, 14:05 Sydney time")).toBeTruthy();
    expect(within(first).getByText(kim.message)).toBeTruthy();
    expect(within(first).getByText("Waiting for a reply")).toBeTruthy();
    // The NZ brand's message reads in Auckland time (UTC+13 in November), handled by whom and when
    const second = messageOf("Ari Ngata");
    expect(within(second).getByText("Tue 24 Nov 2026, 16:05 Auckland time")).toBeTruthy();
    expect(within(second).getByRole("status").textContent).toBe(
      "Handled by Sam Staff, Tue 24 Nov 2026, 17:00 Auckland time",
    );
    expect(within(second).getAllByText("Not given")).toHaveLength(2);
    expect(within(second).getByRole("button", { name: "Reopen MSG-000009" })).toBeTruthy();
  });

  it("marks a message handled, keeping focus on its button, and reopens it", async () => {
    let release: () => void = () => {};
    const handled = fetched.answer;
    fetched.answer = (path, body) => new Promise((resolve) => (release = () => resolve(handled(path, body))));
    renderInDataRouter(<ContactInbox page={page} filters={{ status: "open" }} />);
    const message = messageOf("Kim Park");
    const button = within(message).getByRole("button", { name: "Mark handled MSG-000012" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBe("true"));
    expect(button.textContent).toBe("Saving… MSG-000012");
    // A second click while the first is under way sends nothing more
    fireEvent.click(button);
    release();
    await waitFor(() =>
      expect(within(message).getByRole("status").textContent).toMatch(/^Handled by Sam Staff, /),
    );
    expect(button.textContent).toBe("Reopen MSG-000012");
    expect(document.activeElement).toBe(button);
    expect(within(message).getByText("Handled")).toBeTruthy();

    fetched.answer = handled;
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe("Mark handled MSG-000012"));
    expect(within(message).getByRole("status").textContent).toBe("Waiting for a reply");
    expect(fetched.calls).toEqual([
      { path: "/api/contact/inbox/12/handled", method: "POST", body: null },
      { path: "/api/contact/inbox/12/reopen", method: "POST", body: null },
    ]);
  });

  it("says so beside the message when the server refuses", async () => {
    fetched.answer = () =>
      Response.json(
        { code: "not_found", errors: ["There is no such message: it may have been removed."] },
        { status: 404 },
      );
    renderInDataRouter(<ContactInbox page={page} filters={{ status: "open" }} />);
    const message = messageOf("Kim Park");
    fireEvent.click(within(message).getByRole("button", { name: "Mark handled MSG-000012" }));
    await waitFor(() =>
      expect(within(message).getByRole("alert").textContent).toBe(
        "There is no such message: it may have been removed.",
      ),
    );
    expect(within(message).getByText("Waiting for a reply")).toBeTruthy();
  });

  it("filters by brand and open or handled in the address, and pages keep the filters", () => {
    renderInDataRouter(
      <ContactInbox
        page={{ page: 1, perPage: 20, totalItems: 41, items: [kim] }}
        filters={{ brand: "aol", status: "handled" }}
      />,
    );
    const filters = screen.getByRole("form", { name: "Filter messages" });
    expect((within(filters).getByLabelText("Brand") as HTMLSelectElement).value).toBe("aol");
    expect((within(filters).getByLabelText("Show") as HTMLSelectElement).value).toBe("handled");
    expect(screen.getByText(`41 handled messages for ${brands.aol.name}, newest first`)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe(
      "/staff/messages?brand=aol&status=handled&page=3",
    );
    expect(inboxHref({ status: "open" }, 1)).toBe("/staff/messages");
  });

  it("says when there is nothing to read, and tells a customer whose page it is", () => {
    renderInDataRouter(
      <ContactInbox page={{ page: 0, perPage: 20, totalItems: 0, items: [] }} filters={{ status: "open" }} />,
    );
    expect(screen.getByText("No open messages.")).toBeTruthy();
    cleanup();
    renderInDataRouter(<ContactInboxStaffOnly />);
    expect(screen.getByRole("heading", { level: 1, name: "Messages are for staff" })).toBeTruthy();
  });

  it("labels times on the brand's wall clock", () => {
    expect(inboxTimeLabel("2026-06-01T02:00:00.000Z", "wa")).toBe("Mon 1 Jun 2026, 12:00 Sydney time");
    expect(inboxTimeLabel("2026-06-01T02:00:00.000Z", "aol-nz")).toBe("Mon 1 Jun 2026, 14:00 Auckland time");
  });
});
