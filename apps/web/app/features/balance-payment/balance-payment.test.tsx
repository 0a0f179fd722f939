import { balanceMessages } from "@store/domain/balance-payment";
import type { BalanceView } from "@store/domain/balance-payment.schema";
import { checkoutMessages } from "@store/domain/checkout.schema";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { BalancePayment, BalanceReturnNotice } from "./balance-payment";

afterEach(cleanup);

const orderId = "6f1c2a8e-3b4d-4c5e-8f9a-0b1c2d3e4f50";

function balanceView(overrides: Partial<BalanceView> = {}): BalanceView {
  return {
    id: orderId,
    reference: "AOL-100042",
    currency: "AUD",
    total: 104_900,
    amountPaid: 40_000,
    amountRemaining: 64_900,
    payable: true,
    message: null,
    x509EncryptionKeys: { default: "-----BEGIN CERTIFICATE-----" },
    supportNumber: "1300 000 500",
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Renders the balance payment with its POST answered by `answer`; calls are recorded. */
function renderBalance(options: { view?: BalanceView; answer?: () => Response } = {}) {
  const calls: { path: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const api = createApiClient(async (path, init) => {
    calls.push({
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    return options.answer ? options.answer() : new Response(null, { status: 204 });
  });
  const onPaid = vi.fn();
  const encryptCard = vi.fn(async (keys: Record<string, string>) =>
    Object.fromEntries(Object.keys(keys).map((k) => [k, `jwe-for-${k}`])),
  );
  renderInDataRouter(
    <BalancePayment
      view={options.view ?? balanceView()}
      onPaid={onPaid}
      api={api}
      encryptCard={encryptCard}
    />,
  );
  return { calls, onPaid, encryptCard };
}

function typeCard(number = "4242 4242 4242 4242") {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  type("Name on card", "Sam Shopper");
  type("Card number", number);
  type("Expiry (MM/YY)", "12/39");
  type("CVV", "123");
}

const open = () => fireEvent.click(screen.getByRole("button", { name: "Pay the balance ($649)" }));
const pay = () => fireEvent.click(screen.getByRole("button", { name: "Pay $649" }));

describe("paying the balance from the account", () => {
  it("opens a labelled card form with focus on its first field, and closes back to the button", async () => {
    renderBalance();
    open();
    expect(screen.getByRole("form", { name: "Pay the balance of $649" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name on card")));
    expect(screen.getByRole("group", { name: "Card details" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pay the balance ($649)" })),
    );
  });

  it("puts each card problem on its field and sends nothing", async () => {
    const { calls } = renderBalance();
    open();
    pay();
    await waitFor(() => expect(screen.getByText(checkoutMessages.cardNumber)).toBeTruthy());
    for (const message of [checkoutMessages.cardName, checkoutMessages.cardExpiry, checkoutMessages.cvc])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Card number").getAttribute("aria-describedby")).toContain("-error");
    expect(calls).toEqual([]);
  });

  it("sends the encrypted card once with a key and the amount shown; paid, it says so and refreshes", async () => {
    const { calls, onPaid, encryptCard } = renderBalance({
      answer: () =>
        json({
          status: "paid",
          paymentReference: "pay-1",
          amountPaid: 104_900,
          amountRemaining: 0,
          message: "Thank you. We've received $649 for order AOL-100042. It is now paid in full.",
          secure3DResponse: null,
        }),
    });
    open();
    typeCard();
    pay();
    await waitFor(() => expect(screen.getByText(/We've received \$649 for order AOL-100042/)).toBeTruthy());
    expect(encryptCard).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.path).toBe(`/api/account/order/invoiced/${orderId}/balance`);
    expect(call?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toMatchObject({
      encryptedValues: { default: "jwe-for-default" },
      cardHolderName: "Sam Shopper",
      expectedAmount: 64_900,
    });
    // The card as typed never leaves the page
    expect(JSON.stringify(call?.body)).not.toContain("4242");
    expect(JSON.stringify(call?.body)).not.toContain("123");
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("form")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain("We've received $649 for order AOL-100042"),
    );
  });

  it("reads a declined card out as an alert with the bank's reason, and lets the shopper try again", async () => {
    const { onPaid } = renderBalance({
      answer: () =>
        json(
          {
            code: "payment_refused",
            errors: [checkoutMessages.payment401("1300 000 500"), "Not enough balance"],
            paymentReference: "pay-2",
            refusalReason: "Not enough balance",
          },
          402,
        ),
    });
    open();
    typeCard("4000 0000 0000 9995");
    pay();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Sorry there has been a problem with your payment");
    expect(alert.textContent).toContain("Not enough balance");
    expect(onPaid).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Pay $649" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole("form")).toBeTruthy();
  });

  it("says when the order changed meanwhile and reads it again", async () => {
    const { onPaid } = renderBalance({
      answer: () => json({ code: "conflict", errors: [balanceMessages.paid] }, 409),
    });
    open();
    typeCard();
    pay();
    expect((await screen.findByRole("alert")).textContent).toBe(balanceMessages.paid);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("does not claim anything when no answer came", async () => {
    renderBalance({ answer: () => new Response("upstream", { status: 502 }) });
    open();
    typeCard();
    pay();
    expect((await screen.findByRole("alert")).textContent).toBe(balanceMessages.unconfirmed("1300 000 500"));
  });

  it("offers nothing to pay for an order that cannot be paid online, and says why when money remains", () => {
    renderBalance({
      view: balanceView({ payable: false, message: balanceMessages.noCardPayments("1300 000 500") }),
    });
    expect(screen.queryByRole("button", { name: /Pay the balance/ })).toBeNull();
    expect(screen.getByText(balanceMessages.noCardPayments("1300 000 500"))).toBeTruthy();
  });

  it("shows a 3-D Secure return's outcome as a status or an alert", () => {
    renderInDataRouter(<BalanceReturnNotice ok message={balanceMessages.receivedShort} />);
    expect(screen.getByRole("status").textContent).toBe(balanceMessages.receivedShort);
    cleanup();
    renderInDataRouter(<BalanceReturnNotice ok={false} message={balanceMessages.cancelledCheck} />);
    expect(screen.getByRole("alert").textContent).toBe(balanceMessages.cancelledCheck);
  });
});
