import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { InvoiceList } from "./invoice-list";

afterEach(cleanup);

const invoice = (n: number) => ({
  id: `inv-${n}`,
  reference: `WA-10${n}`,
  placedAt: "2026-11-20T03:00:00.000Z",
  total: 129_900,
  status: "Paid",
  itemCount: n,
});

describe("orders and invoices on My account", () => {
  it("says 'No orders yet' when there are none", () => {
    renderWithProviders(<InvoiceList invoices={{ page: 0, itemsPerPage: 10, totalItems: 0, items: [] }} />);
    expect(screen.getByText("No orders yet")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("lists each invoice with its detail link, and pages from 0 with Previous and Next", () => {
    renderWithProviders(
      <InvoiceList invoices={{ page: 1, itemsPerPage: 2, totalItems: 5, items: [invoice(3), invoice(4)] }} />,
    );
    const first = screen.getByRole("link", { name: "WA-103" });
    expect(first.getAttribute("href")).toBe("/account/invoice/inv-3");
    const row = first.closest("li") as HTMLElement;
    expect(within(row).getByText("$1,299")).toBeTruthy();
    expect(within(row).getByText("3 items")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Order pages" });
    expect(within(pages).getByText("Page 2 of 3")).toBeTruthy();
    expect(within(pages).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/?page=0");
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/?page=2");
  });
});
