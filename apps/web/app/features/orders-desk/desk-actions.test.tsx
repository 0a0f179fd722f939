import { apiErrorBody } from "@store/domain/api-error.schema";
import type { DeskAttempt, DeskOrder } from "@store/domain/orders-desk.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { OrdersDeskOrder } from "./orders-desk-order";

/**
 * The orders desk's capture and void (ADR 038) as staff meet them: the buttons an authorised payment
 * offers, the action dialog, the call it sends (path, body, Idempotency-Key) and the server's refusal
 * shown in the dialog. The browser's fetch of the store's API is stood in for with the server's own
 * answer shapes (200 and the 409 refusal: the api error body with the action and the order).
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const authorised: DeskAttempt = {
  id: "0b6b5a0e-1f7e-4a43-9a51-1c2d3e4f5a6b",
  method: "CreditCard",
  purpose: "order",
  status: "authorised",
  amount: 129_900,
  capturedAmount: 0,
  refundedAmount: 0,
  cardSummary: "Visa ending 4242",
  staffReference: null,
  pspReference: "PSP-1",
  providerStatus: "Authorised",
  refusalReason: null,
  createdAt: "2026-11-28T01:00:00.000Z",
  can: { capture: 129_900, refund: 0, void: true },
};

function deskOrder(attempts: DeskAttempt[] = [authorised]): DeskOrder {
  return {
    reference: "AOL-100042",
    status: "placed",
    placedAt: "2026-11-28T01:00:00.000Z",
    createdAt: "2026-11-28T00:59:00.000Z",
    name: "Pat Lee",
    email: "pat@example.com",
    phone: "0400000000",
    currency: "AUD",
    lines: [
      {
        sku: "WM-1",
        title: "Washer",
        brand: "Bosch",
        image: "",
        quantity: 1,
        unitPrice: 129_900,
        warranty: null,
        install: null,
        lineTotal: 129_900,
      },
    ],
    total: 129_900,
    amountPaid: 0,
    payment: { status: "unpaid", paid: 0, authorised: 129_900, remaining: 129_900 },
    // Not a deposit order: the desk offers no 'Take the balance'
    balanceDue: null,
    balanceMethods: ["Cash", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod", "ZipInStore"],
    attempts,
    events: [],
  };
}

interface Call {
  path: string;
  method: string;
  body: unknown;
  key: string | undefined;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Renders the order page with every call recorded and answered by `answer`. */
function renderDesk(answer: (call: Call) => Response, order = deskOrder()) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const call: Call = {
      path: String(input),
      method: (init?.method ?? "GET").toUpperCase(),
      body: init?.body ? JSON.parse(String(init.body)) : null,
      key: new Headers(init?.headers).get("idempotency-key") ?? undefined,
    };
    calls.push(call);
    return answer(call);
  });
  renderInDataRouter(<OrdersDeskOrder order={order} />, { path: "/staff/orders/AOL-100042" });
  return calls;
}

const actionOf = (
  kind: "capture" | "void",
  result: "moved" | "refused" | "failed",
  message: string,
  amount: number | null,
) => ({
  key: "k",
  kind,
  paymentId: authorised.id,
  amount,
  result,
  message,
});

describe("orders desk: capture and void of an authorised payment", () => {
  it("offers capture and void, not refund, on an authorised payment, and none on a captured one", () => {
    renderDesk(() => json({}));
    const row = screen.getByRole("row", { name: /Visa ending 4242/ });
    expect(within(row).getByRole("button", { name: /^Capture/ })).toBeTruthy();
    expect(within(row).getByRole("button", { name: /^Void/ })).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /^Refund/ })).toBeNull();
    cleanup();

    renderDesk(
      () => json({}),
      deskOrder([
        {
          ...authorised,
          status: "captured",
          capturedAmount: 129_900,
          can: { capture: 0, refund: 129_900, void: false },
        },
      ]),
    );
    const captured = screen.getByRole("row", { name: /Visa ending 4242/ });
    expect(within(captured).queryByRole("button", { name: /^Capture/ })).toBeNull();
    expect(within(captured).queryByRole("button", { name: /^Void/ })).toBeNull();
    expect(within(captured).getByRole("button", { name: /^Refund/ })).toBeTruthy();
  });

  it("captures the amount confirmed, with an Idempotency-Key, and says what the server did", async () => {
    const calls = renderDesk((call) =>
      call.path.endsWith("/capture")
        ? json({ action: actionOf("capture", "moved", "Captured $500.00.", 50_000), order: deskOrder() })
        : json(deskOrder()),
    );
    fireEvent.click(screen.getByRole("button", { name: /^Capture/ }));
    const dialog = await screen.findByRole("dialog", { name: "Capture payment" });
    const amount = within(dialog).getByLabelText("Amount in dollars");
    expect((amount as HTMLInputElement).value).toBe("1299");
    fireEvent.change(amount, { target: { value: "500" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("Capture $500 from Visa ending 4242 for order AOL-100042?"),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Capture $500" }));
    expect(await screen.findByText("Captured $500.00.")).toBeTruthy();
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/api/orders-desk/payments/${authorised.id}/capture`);
    expect(sent[0]?.body).toEqual({ amount: 50_000 });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("voids after confirmation with an Idempotency-Key, sending an empty body", async () => {
    const calls = renderDesk((call) =>
      call.path.endsWith("/void")
        ? json({
            action: actionOf("void", "moved", "Voided the authorisation of $1,299.00.", null),
            order: deskOrder(),
          })
        : json(deskOrder()),
    );
    fireEvent.click(screen.getByRole("button", { name: /^Void/ }));
    const dialog = await screen.findByRole("dialog", { name: "Void authorisation" });
    expect(
      within(dialog).getByText(
        /Void the authorisation of \$1,299 on Visa ending 4242 for order AOL-100042\?/,
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Void authorisation" }));
    expect(await screen.findByText("Voided the authorisation of $1,299.00.")).toBeTruthy();
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      [`/api/orders-desk/payments/${authorised.id}/void`, {}],
    ]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal in the dialog, and a retry after it is a new action with a new key", async () => {
    const refusal = "The provider refused the void: the authorisation has already expired.";
    const calls = renderDesk((call) =>
      call.path.endsWith("/void")
        ? json(
            {
              ...apiErrorBody("conflict", refusal),
              action: actionOf("void", "refused", refusal, null),
              order: deskOrder(),
            },
            409,
          )
        : json(deskOrder()),
    );
    fireEvent.click(screen.getByRole("button", { name: /^Void/ }));
    const dialog = await screen.findByRole("dialog", { name: "Void authorisation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void authorisation" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(refusal);
    // Still open, nothing reported as done
    expect(screen.getByRole("dialog", { name: "Void authorisation" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Void authorisation" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === "POST");
    expect(first?.key).toBeTruthy();
    expect(second?.key).not.toBe(first?.key);
  });

  it("keeps the key when the provider did not answer, so a retry acts once", async () => {
    const calls = renderDesk((call) =>
      call.path.endsWith("/void")
        ? json(
            {
              ...apiErrorBody("server_error", "The provider did not answer."),
              action: actionOf("void", "failed", "The provider did not answer.", null),
              order: deskOrder(),
            },
            502,
          )
        : json(deskOrder()),
    );
    fireEvent.click(screen.getByRole("button", { name: /^Void/ }));
    const dialog = await screen.findByRole("dialog", { name: "Void authorisation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void authorisation" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The provider did not answer.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === "POST");
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.key).toBe(first?.key);
  });
});

describe("orders desk: the record of payment events", () => {
  it("names a provider's event by the provider, and a staff action by who did it", () => {
    const event = { paymentId: authorised.id, amount: 129_900, result: null, reason: null };
    renderDesk(() => json({}), {
      ...deskOrder(),
      events: [
        {
          ...event,
          id: 1,
          source: "zip-in-store",
          kind: "captured",
          who: null,
          at: "2026-11-28T01:01:00.000Z",
        },
        {
          ...event,
          id: 2,
          source: "staff",
          kind: "refunded",
          who: "Sam Staff (sam@example.com)",
          at: "2026-11-28T01:02:00.000Z",
        },
      ],
    });
    const record = screen.getByRole("region", { name: "Payment record" });
    expect(within(record).getByText(/from Zip in store$/)).toBeTruthy();
    expect(within(record).queryByText(/zip-in-store/)).toBeNull();
    expect(within(record).getByText(/by Sam Staff \(sam@example\.com\)$/)).toBeTruthy();
  });
});
