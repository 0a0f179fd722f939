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
  balanceMethods: ["Cash", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod", "ZipInStore"],
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
  render(
    <DeskBalanceDialog
      open
      reference="AOL-100042"
      due={60000}
      methods={order.balanceMethods}
      onClose={() => {}}
      onDone={onDone}
      onChanged={() => {}}
    />,
  );
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
          paymentStatus: "Approved",
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
          paymentStatus: "Approved",
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

  describe("Zip in store (ADR 093)", () => {
    const paymentId = "5b0f1f9e-8a1c-4a8e-9d1e-0f3c2b6a7d11";
    const pending = {
      balance: {
        key: "k",
        paymentId,
        method: "ZipInStore",
        amount: 60000,
        cashTendered: null,
        cashChange: null,
        paymentStatus: "Pending",
        message: "Waiting for the customer to confirm in their Zip app.",
      },
      order,
    };
    /** Answers by path: the balance POST, then each status poll from `statuses`, and the cancel. */
    function zipServer(statuses: string[]) {
      answer = () => {
        const last = sent.at(-1);
        if (last?.path.endsWith("/balance")) return Response.json(pending);
        if (last?.path.endsWith("/cancel"))
          return Response.json({
            paymentId,
            paymentStatus: "Cancelled",
            message: "The Zip in store payment was cancelled.",
          });
        const paymentStatus = statuses.shift() ?? "Pending";
        return Response.json({
          paymentId,
          paymentStatus,
          message: paymentStatus === "Declined" ? "Zip declined this purchase." : null,
        });
      };
    }

    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function sendZip(code: string) {
      fireEvent.change(screen.getByLabelText("Payment method"), { target: { value: "ZipInStore" } });
      fireEvent.change(screen.getByLabelText("Payment code from the customer's Zip app"), {
        target: { value: code },
      });
      fireEvent.click(screen.getByRole("button", { name: "Take the balance" }));
    }

    it("asks for the 6-digit code first, without calling the server", async () => {
      zipServer([]);
      open();
      await sendZip("12345");
      expect(await screen.findByText(/6 digits/)).toBeTruthy();
      expect(sent).toEqual([]);
    });

    it("waits while the customer confirms, polling every 2 s, and reports the balance taken", async () => {
      zipServer(["Pending", "Approved"]);
      const onDone = open();
      await sendZip("424242");
      expect(await screen.findByText("Waiting for the customer to confirm in their Zip app.")).toBeTruthy();
      expect(sent[0]?.body).toEqual({ method: "ZipInStore", amount: 60000, devicePaymentCode: "424242" });
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel payment" })),
      );
      await vi.advanceTimersByTimeAsync(2000);
      expect(sent.at(-1)?.path).toBe(`/api/orders-desk/payments/${paymentId}/status`);
      expect(onDone).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(onDone).toHaveBeenCalledWith("Balance of $600 taken. Zip in store."));
    });

    it("shows Zip's decline and the form again, for another method with a new key", async () => {
      zipServer(["Declined"]);
      open();
      await sendZip("424242");
      await screen.findByText("Waiting for the customer to confirm in their Zip app.");
      await vi.advanceTimersByTimeAsync(2000);
      expect((await screen.findByRole("alert")).textContent).toContain("Zip declined this purchase.");
      expect(screen.getByLabelText("Payment method")).toBeTruthy();
    });

    it("cancels the request at Zip on Cancel payment, and after 65 s without an answer", async () => {
      zipServer([]);
      open();
      await sendZip("424242");
      fireEvent.click(await screen.findByRole("button", { name: "Cancel payment" }));
      expect((await screen.findByRole("alert")).textContent).toContain(
        "The Zip in store payment was cancelled.",
      );
      expect(sent.at(-1)?.path).toBe(`/api/orders-desk/payments/${paymentId}/cancel`);

      await sendZip("424242");
      await screen.findByText("Waiting for the customer to confirm in their Zip app.");
      await vi.advanceTimersByTimeAsync(65_000);
      expect((await screen.findByRole("alert")).textContent).toContain("within 65 seconds");
      expect(sent.at(-1)?.path).toBe(`/api/orders-desk/payments/${paymentId}/cancel`);
      // A new try is a new payment: a new Idempotency-Key
      const posts = sent.filter((s) => s.path.endsWith("/balance"));
      expect(posts[1]?.key).not.toBe(posts[0]?.key);
    });
  });
});
