import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { testOrder } from "~/testing/test-order";
import { AccountOrder } from "./account-order";

afterEach(cleanup);

// Two of the dishwasher, with a warranty
const order = {
  ...testOrder,
  lines: testOrder.lines.map((line) => ({
    ...line,
    quantity: 2,
    unitPrice: 50_000,
    warranty: { name: "3 year warranty", price: 0 },
  })),
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

  it("shows a trade invoice's ABN, and no ABN row on a consumer order", () => {
    const first = renderInDataRouter(<AccountOrder order={order} />);
    expect(screen.queryByText("ABN")).toBeNull();
    first.unmount();
    renderInDataRouter(<AccountOrder order={{ ...order, abn: "51824753556" }} />);
    expect(screen.getByText("ABN").tagName).toBe("DT");
    expect(screen.getByTestId("order-abn").textContent).toBe("51 824 753 556");
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
