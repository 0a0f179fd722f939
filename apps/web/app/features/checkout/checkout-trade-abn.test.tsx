import { abnMessages } from "@store/domain/abn";
import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderCheckout, testView } from "./checkout-test-kit";

/** The trade brand's checkout asks for the buyer's ABN (ADR 083); the consumer brands do not. */

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const abnLabel = "ABN (Australian Business Number)";
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
const type = (label: string, value: string) => {
  const scope = screen.queryByRole("group", { name: "Deliver to" }) ?? document.body;
  const input = within(scope as HTMLElement).queryByLabelText(label) ?? screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
};

async function fillOrder() {
  type("Email", "site@builder.example");
  type("Phone", "0412 345 678");
  type("First name", "Sam");
  type("Last name", "Builder");
  type("Street address", "1 Beach Road");
  fireEvent.change(screen.getByRole("combobox", { name: "Delivery suburb or postcode" }), {
    target: { value: "Bondi" },
  });
  fireEvent.click(await screen.findByRole("option", { name: /Bondi Beach/ }, { timeout: 2000 }));
  const calendar = await screen.findByRole("group", { name: "Delivery date" });
  fireEvent.click(within(calendar).getByRole("radio", { name: "Saturday 5 December 2026, $60" }));
  type("Name on card", "Sam Builder");
  type("Card number", "4242 4242 4242 4242");
  type("Expiry (MM/YY)", `12/${nextYear}`);
  type("CVV", "123");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: /Place order|Placing your order/ }));

describe("the ABN at checkout", () => {
  it("asks the trade brand's buyer for a valid ABN before posting, and posts it", async () => {
    const { calls } = renderCheckout({ view: testView({ brand: "wac" }), brand: brands.wac });
    const abn = screen.getByLabelText(abnLabel) as HTMLInputElement;
    expect(abn.getAttribute("inputmode")).toBe("numeric");
    await fillOrder();

    submit();
    await waitFor(() => expect(abn.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(abnMessages.missing)).toBeTruthy();

    fireEvent.change(abn, { target: { value: "51 824 753 557" } });
    submit();
    expect(await screen.findByText(abnMessages.invalid)).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/checkout" && c.method === "POST")).toBe(false);

    fireEvent.change(abn, { target: { value: "51 824 753 556" } });
    submit();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout" && c.method === "POST")?.body).toMatchObject({
        abn: "51 824 753 556",
      }),
    );
  });

  it("is not asked on a consumer brand, which posts none", async () => {
    const { calls } = renderCheckout();
    expect(screen.queryByLabelText(abnLabel)).toBeNull();
    await fillOrder();
    submit();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout" && c.method === "POST")?.body).toMatchObject({
        abn: null,
      }),
    );
  });
});
