import type { OrderDetail } from "@store/domain/order.schema";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { AccountOrder } from "./account-order";

afterEach(cleanup);

const order: OrderDetail = {
  id: "6f1c2a8e-3b4d-4c5e-8f9a-0b1c2d3e4f50",
  reference: "AOL-100042",
  status: "placed",
  placedAt: "2026-11-24T01:00:00Z",
  email: "sam@example.com",
  phone: "0412345678",
  deliveryAddress: {
    firstName: "Sam",
    lastName: "Shopper",
    companyName: "",
    address: "1 Beach Road",
    suburb: "Bondi Beach",
    state: "NSW",
    postcode: "2026",
    deliveryInstructions: "",
  },
  deliveryDate: "2026-12-01",
  supplierDeliveries: [],
  deliveryServices: [],
  lines: [
    {
      sku: "DW-100",
      title: "Quiet dishwasher",
      brand: "Bosch",
      image: "",
      quantity: 2,
      unitPrice: 50_000,
      warranty: { name: "3 year warranty", price: 0 },
      install: null,
      lineTotal: 100_000,
    },
  ],
  couponCode: null,
  subtotal: 100_000,
  discountTotal: 0,
  shippingCost: 4900,
  total: 104_900,
  amountPaid: 40_000,
  amountRemaining: 64_900,
  currency: "AUD",
  payment: { method: "CreditCard", cardSummary: "Visa ending 4242" },
  supportNumber: "1300 000 500",
};

describe("an order in the account", () => {
  it("shows what was bought, the delivery, the total, what was paid and what remains", () => {
    renderInDataRouter(<AccountOrder order={order} payment={<button type="button">Pay slot</button>} />);
    expect(screen.getByRole("heading", { level: 1, name: "Order AOL-100042" })).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Placed, part paid");
    expect(screen.getByText("Tuesday 1 December 2026")).toBeTruthy();
    expect(screen.getByText(/2 × Quiet dishwasher/)).toBeTruthy();
    expect(screen.getByTestId("order-paid").textContent).toBe("$400");
    expect(screen.getByTestId("order-remaining").textContent).toBe("$649");
    expect(screen.getByText("Last paid by Visa ending 4242.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay slot" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my account" }).getAttribute("href")).toBe("/account");
  });

  it("says when it is paid in full, and when it was cancelled", () => {
    renderInDataRouter(<AccountOrder order={{ ...order, amountPaid: 104_900, amountRemaining: 0 }} />);
    expect(screen.getByTestId("order-status").textContent).toBe("Placed, paid in full");
    cleanup();
    renderInDataRouter(<AccountOrder order={{ ...order, status: "cancelled", deliveryDate: null }} />);
    expect(screen.getByTestId("order-status").textContent).toBe("Cancelled");
    expect(screen.getByText("Collected from the store")).toBeTruthy();
  });
});
