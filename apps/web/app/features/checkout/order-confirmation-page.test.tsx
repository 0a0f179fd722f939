import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { testOrder as order } from "~/testing/test-order";
import { OrderConfirmationPage } from "./order-confirmation-page";

beforeEach(() => {
  sessionStorage.clear();
  window.dataLayer = [];
});
afterEach(cleanup);

const purchases = () => (window.dataLayer ?? []).filter((e) => e.event === "purchase");

describe("the order confirmation", () => {
  it("shows the order, delivery date and services, paid and remaining, and the support number", () => {
    renderInDataRouter(<OrderConfirmationPage order={order} />);
    expect(screen.getByRole("heading", { name: "Thank you for your order" })).toBeTruthy();
    expect(screen.getByTestId("order-reference").textContent).toBe("AOL-100042");
    expect(screen.getByText("Tuesday 1st Dec 2026")).toBeTruthy();
    expect(screen.getByText("Remove old appliance: $49")).toBeTruthy();
    expect(screen.getByTestId("order-paid").textContent).toBe("$400");
    expect(screen.getByTestId("order-remaining").textContent).toBe("$649");
    expect(screen.getByRole("link", { name: "1300 000 500" }).getAttribute("href")).toBe("tel:1300000500");
  });

  it("shows the customer's PO number when staff gave one, and nothing about it otherwise", () => {
    const first = renderInDataRouter(<OrderConfirmationPage order={order} />);
    expect(screen.queryByText(/PO number/)).toBeNull();
    first.unmount();
    renderInDataRouter(<OrderConfirmationPage order={{ ...order, poNumber: "PO-(2026) 17" }} />);
    expect(screen.getByTestId("order-po-number").textContent).toBe("PO-(2026) 17");
  });

  it("shows a trade order's ABN as the ATO prints it, and nothing about it otherwise", () => {
    const first = renderInDataRouter(<OrderConfirmationPage order={order} />);
    expect(screen.queryByText(/ABN/)).toBeNull();
    first.unmount();
    renderInDataRouter(<OrderConfirmationPage order={{ ...order, abn: "51824753556" }} />);
    expect(screen.getByTestId("order-abn").textContent).toBe("51 824 753 556");
  });

  it("sends the purchase event once per order, with tax at 10% of revenue", () => {
    const first = renderInDataRouter(<OrderConfirmationPage order={order} />);
    first.unmount();
    renderInDataRouter(<OrderConfirmationPage order={order} />);
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({
      ecommerce: {
        currencyCode: "AUD",
        purchase: { actionField: { id: "AOL-100042", revenue: 1049, tax: 104.9, shipping: 49 } },
      },
    });
  });

  it("sends nothing for an order still waiting for its payment", () => {
    renderInDataRouter(<OrderConfirmationPage order={{ ...order, status: "awaiting_payment" }} />);
    expect(screen.getByText("We are still waiting for the payment of this order.")).toBeTruthy();
    expect(purchases()).toHaveLength(0);
  });
});
