import type { DeskOrder } from "@store/domain/orders-desk.schema";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeskBalanceDialog } from "./desk-balance-dialog";

/** What the desk's balance call got, and the answer standing in for the server behind the browser's fetch. */
let sent: { path: string; key: string | null; body: Record<string, unknown> }[] = [];
let answer: () => Response;

const order = {
  reference: "AOL-100042",
  status: "placed",
  placedAt: "2026-11-25T03:56:00.000Z",
  createdAt: "2026-11-25T03:50:00.000Z",
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: "0412345678",
  currency: "AUD",
  lines: [],
  total: 100000,
  amountPaid: 100000,
  payment: { status: "paid", paid: 100000, authorised: 0, remaining: 0 },
  balanceDue: 0,
  attempts: [],
  events: [],
} satisfies DeskOrder;

beforeEach(() => {
  sent = [];
  vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      path,
      key: headers.get("idempotency-key"),
      body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>,
    });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onDone = vi.fn()) {
  render(<DeskBalanceDialog open reference="AOL-100042" due={60000} onClose={() => {}} onDone={onDone} />);
  return onDone;
}

describe("Take the balance (ADR 038, amended)", () => {
  it("takes cash with the tendered amount, shows the change first and reports the server's words", async () => {
    answer = () =>
      Response.json({
        balance: {
          key: "k",
          paymentId: "5b0f1f9e-8a1c-4a8e-9d1e-0f3c2b6a7d10",
          method: "Cash",
          amount: 60000,
          cashTendered: 62050,
          cashChange: 2050,
          message: "Balance of $600.00 taken. Paid in cash: $620.50 tendered, $20.50 change.",
        },
        order,
      });
    const onDone = open();
    expect(screen.getByLabelText("Amount in dollars")).toHaveProperty("value", "600");
    fireEvent.change(screen.getByLabelText("Cash tendered in dollars"), { target: { value: "620.50" } });
    expect(await screen.findByText("Change: $20.50")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Take the balance" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.stringContaining("$20.50 change")));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe("/api/orders-desk/orders/AOL-100042/balance");
    expect(sent[0]?.body).toEqual({ method: "Cash", amount: 60000, cashTendered: 62050 });
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("refuses too little cash or more than the balance without calling the server", async () => {
    answer = () => Response.json({}, { status: 500 });
    open();
    fireEvent.change(screen.getByLabelText("Cash tendered in dollars"), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Take the balance" }));
    expect(await screen.findByText(/less than the amount due/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Amount in dollars"), { target: { value: "600.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Take the balance" }));
    expect(await screen.findByText("At most $600 is left to pay.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the same key again after no answer, so the balance is taken once", async () => {
    answer = () => new Response("down", { status: 503 });
    const onDone = open();
    fireEvent.change(screen.getByLabelText("Payment method"), { target: { value: "CRAccount" } });
    expect(screen.queryByLabelText("Cash tendered in dollars")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Take the balance" }));
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("alert").textContent).toContain("did not answer");
    answer = () =>
      Response.json({
        balance: {
          key: "k",
          paymentId: "5b0f1f9e-8a1c-4a8e-9d1e-0f3c2b6a7d10",
          method: "CRAccount",
          amount: 60000,
          cashTendered: null,
          cashChange: null,
          message: "Balance of $600.00 taken.",
        },
        order,
      });
    fireEvent.click(retry);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("Balance of $600.00 taken."));
    expect(sent.map((s) => s.body)).toEqual([
      { method: "CRAccount", amount: 60000 },
      { method: "CRAccount", amount: 60000 },
    ]);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});
