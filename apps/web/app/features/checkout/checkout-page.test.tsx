import { brands } from "@store/domain/brands";
import { checkoutLimits, checkoutMessages } from "@store/domain/checkout.schema";
import { checkoutOptionsOf } from "@store/domain/checkout-options";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cartLine,
  checkoutAnswer,
  type RecordedCall,
  renderCheckout,
  testAvailability,
  testCart,
  testCartId,
  testView,
} from "./checkout-test-kit";
import { handOffStaffMessages } from "./use-handoff";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const combobox = new Set(["Delivery suburb or postcode", "Suburb and postcode", "Suburb or postcode"]);
// Address fields are read in the delivery group (the billing group has the same labels)
const field = (label: string | RegExp) => {
  const scope = screen.queryByRole("group", { name: "Deliver to" }) ?? document.body;
  const inScope = within(scope as HTMLElement);
  if (typeof label === "string" && combobox.has(label))
    return inScope.getByRole("combobox", { name: label }) as HTMLInputElement;
  return (inScope.queryByLabelText(label) ?? screen.getByLabelText(label)) as HTMLInputElement;
};
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole("button", { name: /Place order|Placing your order/ });
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

async function pickSuburb(text = "Bondi", option = /Bondi Beach/) {
  type("Delivery suburb or postcode", text);
  fireEvent.click(await screen.findByRole("option", { name: option }, { timeout: 2000 }));
}

async function fillGuest() {
  type("Email", "guest@example.com");
  type("Phone", "0412 345 678");
  type("First name", "Sam");
  type("Last name", "Shopper");
  type("Street address", "1 Beach Road");
  await pickSuburb();
}

function fillCard(number = "4242 4242 4242 4242") {
  type("Name on card", "Sam Shopper");
  type("Card number", number);
  type("Expiry (MM/YY)", `12/${nextYear}`);
  type("CVV", "123");
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === "/api/checkout" && c.method === "POST");

/** A test clock for the enclosing describe that still moves with real time, so the page's own waits (and waitFor) run as before. */
function useMovingTestClock() {
  beforeEach(() =>
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    }),
  );
  afterEach(() => vi.useRealTimers());
}

describe("the checkout page", () => {
  it("takes a guest's order by card: suburb, date, a paid service, a deposit, then the confirmation", async () => {
    const { calls, router } = renderCheckout();
    await fillGuest();
    const calendar = await screen.findByRole("group", { name: "Delivery date" });
    // Wednesday 2 December is the first open day; the Saturday costs $60
    fireEvent.click(within(calendar).getByRole("radio", { name: "Saturday 5 December 2026, $60" }));
    expect(screen.getByText("Delivery on Saturday 5 December 2026, $60")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Remove old appliance/ }));
    // 1000 + 60 + 49 = 1109
    expect(screen.getByTestId("checkout-order-total").textContent).toBe("$1,109");
    type("Deposit amount ($)", "400");
    await waitFor(() => expect(screen.getByTestId("checkout-deposit-now").textContent).toBe("$400"));
    expect(screen.getByTestId("checkout-remaining").textContent).toBe("$709");
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"));
    expect(router.state.location.search).toBe(`?id=${testCartId}`);
    const [post] = posts(calls);
    expect(post?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toMatchObject({
      cartId: testCartId,
      email: "guest@example.com",
      phoneNumber: "0412 345 678",
      deliveryAddress: {
        firstName: "Sam",
        suburb: "Bondi Beach",
        state: "NSW",
        postcode: "2026",
        country: "AU",
      },
      billingAddress: null,
      deliveryDate: { year: 2026, month: 12, day: 5 },
      deliveryServices: ["SVC-REMOVE"],
      partialPayment: 40_000,
      selectedPaymentOption: "CreditCard",
      encryptedValues: { default: "jwe-for-default" },
      cardHolderName: "Sam Shopper",
      cart: { orderTotal: 100_000, items: [{ sku: "DW-100", qty: 1 }] },
    });
    // The card itself never leaves the page
    expect(JSON.stringify(post?.body)).not.toContain("4242");
    expect(localStorage.getItem("checkout-session")).toBeNull();
  });

  it("sends the anti-fraud script's device token as fraudCheckToken, and null without the script", async () => {
    const { calls } = renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    // The script (public/anti-fraud.js) has loaded by the time the order is placed
    window.antiFraud = { token: () => "device-token-123" };
    try {
      fireEvent.click(submitButton());
      await waitFor(() => expect(posts(calls)).toHaveLength(1));
    } finally {
      delete window.antiFraud;
    }
    expect(posts(calls)[0]?.body).toMatchObject({ fraudCheckToken: "device-token-123" });
    cleanup();

    const again = renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(again.calls)).toHaveLength(1));
    expect(posts(again.calls)[0]?.body).toMatchObject({ fraudCheckToken: null });
  });

  it("blocks a submit without a picked suburb, then without a date, with the spec's messages", async () => {
    const { calls } = renderCheckout();
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert", {}, { timeout: 2000 })).textContent).toContain(
      checkoutMessages.submitSuburb,
    );
    await fillGuest();
    fillCard();
    await screen.findByRole("group", { name: "Delivery date" });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getAllByText(checkoutMessages.submitDeliveryDate).length).toBeGreaterThan(0),
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the card's own messages as a refused payment and sends nothing", async () => {
    const { calls } = renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard("4242 4242 4242 4241");
    type("CVV", "12");
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(checkoutMessages.cardNumber).length).toBeGreaterThan(0));
    expect(screen.getAllByText(checkoutMessages.cvc).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it("says why a payment was refused (401) with the support number and reports it", async () => {
    const { calls } = renderCheckout({
      submit: () =>
        json(checkoutAnswer({ orderCompleted: false, success: false, refusalReason: "Declined" }), 401),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard("4000 0000 0000 0002");
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getAllByText(checkoutMessages.payment401("1300 000 000")).length).toBe(1),
    );
    expect(screen.getAllByText("Declined").length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout/error-report")?.body).toMatchObject({
        cartId: testCartId,
        status: 401,
      }),
    );
    expect(submitButton().getAttribute("aria-disabled")).toBeNull();
  });

  it("lists a 400's messages, reads the view again and re-enables the form after 500 ms", async () => {
    renderCheckout({
      submit: () =>
        json(
          checkoutAnswer({ orderCompleted: false, success: false, errorMessages: ["The price changed"] }),
          400,
        ),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText("The price changed").length).toBeGreaterThan(0));
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(submitButton().getAttribute("aria-disabled")).toBeNull(), { timeout: 2000 });
  });

  it("shows a refusal in the API's own shape ({ code, errors }) as the 400 list", async () => {
    renderCheckout({
      submit: () => json({ code: "invalid", errors: ["The cart total has changed to $900."] }, 400),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getAllByText("The cart total has changed to $900.").length).toBeGreaterThan(0),
    );
  });

  it("asks for the billing address only when it differs from delivery, and sends it then", async () => {
    const { calls } = renderCheckout();
    expect(screen.queryByRole("group", { name: "Billing address" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Billing address is the same as delivery" }));
    const billing = screen.getByRole("group", { name: "Billing address" });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(within(billing).getAllByText(checkoutMessages.firstName).length).toBeGreaterThan(0),
    );
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(billing).getByLabelText("First name"), { target: { value: "Alex" } });
    fireEvent.change(within(billing).getByLabelText("Last name"), { target: { value: "Payer" } });
    fireEvent.change(within(billing).getByLabelText("Street address"), { target: { value: "9 Bill St" } });
    fireEvent.change(within(billing).getByRole("combobox", { name: "Suburb or postcode" }), {
      target: { value: "Bondi" },
    });
    fireEvent.click(await within(billing).findByRole("option", { name: /Bondi Beach/ }, { timeout: 2000 }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      billingAddress: { firstName: "Alex", address: "9 Bill St", suburb: "Bondi Beach", postcode: "2026" },
    });
  });

  it("resets the deposit when the delivery price changes", async () => {
    renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    type("Deposit amount ($)", "100");
    await waitFor(() =>
      expect(screen.getByText(/The deposit is at least 30% of the order total/)).toBeTruthy(),
    );
    type("Deposit amount ($)", "1000");
    expect(await screen.findByText("The deposit must be less than the order total.")).toBeTruthy();
    type("Deposit amount ($)", "500");
    await waitFor(() => expect(screen.getByTestId("checkout-deposit-now").textContent).toBe("$500"));
    fireEvent.click(screen.getByRole("radio", { name: "Saturday 5 December 2026, $60" }));
    await waitFor(() => expect(field("Deposit amount ($)").value).toBe(""));
    expect(screen.queryByTestId("checkout-deposit-now")).toBeNull();
  });

  it("marks delivery unavailable with the lookup message when the lookup fails", async () => {
    renderCheckout({ availability: () => new Response(null, { status: 500 }) });
    await fillGuest();
    expect((await screen.findByText(checkoutMessages.addressLookup)).getAttribute("role")).toBe("alert");
    expect(screen.queryByRole("group", { name: "Delivery date" })).toBeNull();
  });

  it("clears the suburb when its text is edited, and looks the new one up", async () => {
    const { calls } = renderCheckout();
    await fillGuest();
    await screen.findByRole("group", { name: "Delivery date" });
    type("Delivery suburb or postcode", "Bond");
    expect(field("Postcode").value).toBe("");
    expect(field("State").value).toBe("");
    await pickSuburb("Bondi");
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/checkout/avail")).toHaveLength(2));
  });

  it("gives New Zealand one suburb-and-postcode field and no state", async () => {
    const { calls } = renderCheckout({
      view: testView({ country: "NZ", brand: "aol-nz" }),
      brand: brands["aol-nz"],
    });
    expect(screen.queryByLabelText("State")).toBeNull();
    type("Suburb and postcode", "Ponsonby");
    fireEvent.click(await screen.findByRole("option", { name: /Ponsonby/ }, { timeout: 2000 }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout/avail")?.body).toMatchObject({
        deliveryAddress: { suburb: "Ponsonby", postcode: "1011", state: "" },
      }),
    );
    expect(field("Suburb and postcode").value).toBe("Ponsonby, AUK 1011");
  });

  it("holds a Miele cart to 35 characters and asks for the brand warning", async () => {
    const { calls } = renderCheckout({
      view: testView({
        cart: testCart([cartLine({ brand: "Miele", sku: "MI-1" })]),
        x509EncryptionKeys: { Miele: "-----BEGIN CERTIFICATE-----", default: "-----BEGIN CERTIFICATE-----" },
      }),
    });
    await fillGuest();
    type("Street address", "1234 A Very Long Street Name Avenue West");
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText(checkoutMessages.addressTooLong(35))).toBeTruthy());
    expect(screen.getByText(checkoutMessages.mieleWarning)).toBeTruthy();
    type("Street address", "1 Beach Road");
    fireEvent.click(screen.getByRole("checkbox", { name: /Miele delivery and payment terms/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      brandsWarnings: { mieleWarning: true },
      encryptedValues: { Miele: "jwe-for-Miele", default: "jwe-for-default" },
    });
  });

  it("prefills a signed-in customer and sends a locked customer's own email and phone", async () => {
    const address = {
      firstName: "Casey",
      lastName: "Customer",
      companyName: "",
      address: "5 Home St",
      suburb: "Bondi Beach",
      state: "NSW",
      postcode: "2026",
    };
    const { calls } = renderCheckout({
      view: testView({
        customer: {
          email: "casey@example.com",
          phone: "0400000000",
          locked: true,
          firstName: "Casey",
          lastName: "Customer",
          billingAddress: null,
          shippingAddress: address,
        },
      }),
    });
    expect(field("Email").value).toBe("casey@example.com");
    expect(field("Email").readOnly).toBe(true);
    expect(field("First name").value).toBe("Casey");
    expect(field("Delivery suburb or postcode").value).toBe("Bondi Beach, NSW 2026");
    // The saved address is looked up straight away
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ email: "casey@example.com", phoneNumber: "0400000000" });
  });

  it("posts the 3-D Secure form to the card issuer's page", async () => {
    const submitted: { action: string; fields: Record<string, string> }[] = [];
    const original = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        fields: Object.fromEntries(new FormData(this).entries()) as Record<string, string>,
      });
    };
    try {
      renderCheckout({
        submit: () =>
          json(
            checkoutAnswer({
              orderCompleted: false,
              redirectUrl: "/payment/3ds",
              secure3DResponse: {
                htmlFormAction: "http://localhost/payment/3ds",
                htmlFormToPost: { MD: "abc" },
              },
            }),
          ),
      });
      await fillGuest();
      fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
      fillCard("4000 0000 0000 3220");
      fireEvent.click(submitButton());
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]).toEqual({ action: "http://localhost/payment/3ds", fields: { MD: "abc" } });
    } finally {
      HTMLFormElement.prototype.submit = original;
    }
  });

  it("says a cancelled payment return was cancelled", async () => {
    renderCheckout({ paymentReturn: { status: "CANCELLED", paymentReference: "PAY-9" } });
    expect(await screen.findAllByText(checkoutMessages.cancelledReturn)).not.toHaveLength(0);
  });

  it("moves through the calendar's open days with the arrow keys, a week at a time up and down", async () => {
    renderCheckout();
    await fillGuest();
    const first = await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" });
    fireEvent.click(first);
    await act(async () => {
      fireEvent.keyDown(first, { key: "ArrowDown" });
    });
    expect(
      (screen.getByRole("radio", { name: "Wednesday 9 December 2026, FREE" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText("Delivery on Wednesday 9 December 2026, FREE")).toBeTruthy();
    expect(
      (screen.getByRole("radio", { name: "Monday 30 November 2026, not available" }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });

  it("keeps what a guest typed for the session and restores it", async () => {
    const first = renderCheckout();
    type("Email", "back@example.com");
    type("Phone", "0412345678");
    first.unmount();
    renderCheckout();
    await waitFor(() => expect(field("Email").value).toBe("back@example.com"));
    expect(field("Phone").value).toBe("0412345678");
  });

  it("checks the email 400 ms after typing stops, at once when emptied, and Enter sends what is typed", async () => {
    const { calls } = renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    // Before the first submit typing checks nothing
    type("Email", "sam@");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    const typedAt = Date.now();
    type("Email", "sam@example.com");
    // The message stays while the shopper may still be typing, and goes 400 ms after
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Please enter a valid email address")).toBeNull());
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(380);
    // One character or none: at once
    type("Email", "");
    await waitFor(() => expect(screen.getByText("Please enter your email address")).toBeTruthy(), {
      timeout: 100,
    });
    // Enter straight after typing: the post carries the new address, not the last checked one
    type("Email", "enter@example.com");
    fireEvent.submit(field("Email").form as HTMLFormElement);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ email: "enter@example.com" });
  });

  it("searches the address suburb only after more than 2 characters", async () => {
    const { calls } = renderCheckout();
    const searches = () => calls.filter((c) => c.path.startsWith("/api/locality/"));
    type("Delivery suburb or postcode", "Bo");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searches()).toHaveLength(0);
    expect(screen.getByText("Type at least 3 characters and choose your suburb from the list.")).toBeTruthy();
    type("Delivery suburb or postcode", "Bon");
    await waitFor(() => expect(searches().map((c) => c.path)).toEqual(["/api/locality/Bon"]));
  });

  it("makes the chosen suburb the visitor's delivery location, and says so when that fails", async () => {
    const { calls } = renderCheckout();
    await pickSuburb();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/geo/setlocation")?.body).toEqual({ localityId: 1 }),
    );
    cleanup();
    renderCheckout({
      answer: (path) =>
        path === "/api/geo/setlocation" ? json({ code: "server_error", errors: ["down"] }, 500) : null,
    });
    await pickSuburb();
    await waitFor(() =>
      expect(screen.getByTestId("global-message").dataset.text).toBe(checkoutMessages.deliveryLocation),
    );
    // The dates are still looked up for the address
    expect(await screen.findByRole("group", { name: "Delivery date" })).toBeTruthy();
  });

  it("shows the last lookup's calendar at once on a reload, then the new answer", async () => {
    const first = renderCheckout();
    await fillGuest();
    await screen.findByRole("group", { name: "Delivery date" });
    expect(JSON.parse(localStorage.getItem("checkout-availability") ?? "{}").value).toMatchObject({
      addressKey: "bondi beach|nsw|2026",
      cartId: testCartId,
    });
    first.unmount();
    // The reload: the lookup is asked again but its answer is slow
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { calls } = renderCheckout({ availability: () => pending });
    const calendar = await screen.findByRole("group", { name: "Delivery date" });
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/checkout/avail")).toHaveLength(1));
    expect(within(calendar).getByRole("radio", { name: "Wednesday 2 December 2026, FREE" })).toBeTruthy();
    // The new answer: Wednesday is gone
    const days = testAvailability().availability.map((d) =>
      d.date[2] === 2 && d.date[1] === 12 ? { ...d, available: false } : d,
    );
    await act(async () => {
      answer(json({ ...testAvailability({ availability: days }), cartId: testCartId }));
    });
    expect(
      await screen.findByRole("radio", { name: "Wednesday 2 December 2026, not available" }),
    ).toBeTruthy();
  });

  it("does not show a kept lookup of another address", async () => {
    localStorage.setItem(
      "checkout-session",
      JSON.stringify({
        value: {
          deliveryAddress: { suburb: "Manly", state: "NSW", postcode: "2095", firstName: "Sam" },
          paymentMethod: "CreditCard",
        },
        expiresAt: Date.now() + 60_000,
      }),
    );
    localStorage.setItem(
      "checkout-availability",
      JSON.stringify({
        value: {
          addressKey: "bondi beach|nsw|2026",
          cartId: testCartId,
          cashAndCarry: false,
          winningDeliveryServiceOverride: false,
          result: { ...testAvailability(), cartId: testCartId },
        },
        expiresAt: Date.now() + 60_000,
      }),
    );
    const { calls } = renderCheckout({ availability: () => new Promise<Response>(() => undefined) });
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout/avail")?.body).toMatchObject({
        deliveryAddress: { suburb: "Manly", postcode: "2095" },
      }),
    );
    expect(screen.getByText("Finding delivery dates…")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Delivery date" })).toBeNull();
  });

  it("keeps a day chosen after the last keystroke for the session", async () => {
    renderCheckout();
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Saturday 5 December 2026, $60" }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("checkout-session") ?? "{}").value?.selectedDate).toBe(
        "2026-12-05",
      ),
    );
  });

  it("shows an unavailable answer's message and no calendar", async () => {
    renderCheckout({
      availability: testAvailability({
        unavailable: true,
        availability: [],
        message: "We don't deliver there yet",
      }),
    });
    await fillGuest();
    expect(await screen.findByText("We don't deliver there yet")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Delivery date" })).toBeNull();
  });
});

describe("the staff-assisted checkout", () => {
  const staffView = () =>
    testView({
      options: checkoutOptionsOf(["SetSalesperson", "CashAndCarry", "WinningDeliveryServiceOverride"]),
      // Two stores of one subdivision: the store is chosen by its uri (ADR 037)
      stores: [
        {
          subdivision: "NSW",
          storeUri: "sydney",
          name: "Sydney store",
          selected: true,
          phone: "02 9000 0000",
          address: "10 Store St",
          suburb: "Alexandria",
          postcode: "2015",
          state: "NSW",
        },
        {
          subdivision: "NSW",
          storeUri: "artarmon",
          name: "Artarmon store",
          selected: false,
          phone: "02 9111 1111",
          address: "5 Frederick St",
          suburb: "Artarmon",
          postcode: "2064",
          state: "NSW",
        },
      ],
      salesPeople: [
        { code: "SP01", name: "Pat", subdivision: "NSW", storeUri: "sydney", selected: true },
        { code: "SP02", name: "Lee", subdivision: "NSW", storeUri: "artarmon", selected: false },
        { code: "SP03", name: "Max", subdivision: "NSW", storeUri: "artarmon", selected: false },
      ],
      store: {
        phone: "02 9000 0000",
        address: "10 Store St",
        suburb: "Alexandria",
        postcode: "2015",
        state: "NSW",
      },
    });

  it("lists a store's salespeople and picks the first when the store changes", () => {
    renderCheckout({ view: staffView() });
    expect(field("Salesperson").value).toBe("SP01");
    fireEvent.change(field("Store"), { target: { value: "artarmon" } });
    expect(field("Salesperson").value).toBe("SP02");
    expect(
      within(field("Salesperson"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Lee", "Max"]);
  });

  it("takes the store's details for cash and carry and looks them up without a date", async () => {
    const { calls } = renderCheckout({ view: staffView() });
    type("Email", "walkin@example.com");
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Email").value).toBe("");
    expect(field("Phone").value).toBe("0290000000");
    expect(field("Phone").readOnly).toBe(true);
    expect(field("Street address").value).toBe("10 Store St");
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout/avail")?.body).toMatchObject({
        cashAndCarry: true,
        storeUri: "sydney",
        deliveryAddress: { suburb: "Alexandria", postcode: "2015" },
      }),
    );
    expect(await screen.findByText(/no delivery date is needed/)).toBeTruthy();
    // Another store: its details follow, for the stock it gives
    fireEvent.change(field("Store"), { target: { value: "artarmon" } });
    expect(field("Phone").value).toBe("0291111111");
    expect(field("Street address").value).toBe("5 Frederick St");
    // and its stock is what the lookup asks about
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/checkout/avail").at(-1)?.body).toMatchObject({
        cashAndCarry: true,
        storeUri: "artarmon",
        deliveryAddress: { suburb: "Artarmon", postcode: "2064" },
      }),
    );
    // Off: the customer's own details come back
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Street address").value).toBe("");
    expect(field("Phone").readOnly).toBe(false);
  });

  it("puts a signed-in customer's shipping address back when cash and carry is turned off", async () => {
    const { calls } = renderCheckout({
      view: {
        ...staffView(),
        customer: {
          email: "casey@example.com",
          phone: "0400000000",
          locked: false,
          firstName: "Casey",
          lastName: "Customer",
          billingAddress: null,
          shippingAddress: {
            firstName: "Casey",
            lastName: "Customer",
            companyName: "",
            address: "5 Home St",
            suburb: "Bondi Beach",
            state: "NSW",
            postcode: "2026",
          },
        },
      },
    });
    expect(field("Street address").value).toBe("5 Home St");
    expect(field("Delivery suburb or postcode").value).toBe("Bondi Beach, NSW 2026");
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Email").value).toBe("");
    expect(field("Phone").value).toBe("0290000000");
    expect(field("Street address").value).toBe("10 Store St");
    expect(field("Delivery suburb or postcode").value).toBe("Alexandria, NSW 2015");
    expect(field("Street address").readOnly).toBe(true);

    // Off (checkout s.4: restored from the customer's shipping address), and looked up for delivery again
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Email").value).toBe("casey@example.com");
    expect(field("Phone").value).toBe("0400000000");
    expect(field("Street address").value).toBe("5 Home St");
    expect(field("Delivery suburb or postcode").value).toBe("Bondi Beach, NSW 2026");
    expect(field("Street address").readOnly).toBe(false);
    expect(field("Phone").readOnly).toBe(false);
    expect(field("First name").value).toBe("Casey");
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/checkout/avail").at(-1)?.body).toMatchObject({
        cashAndCarry: false,
        deliveryAddress: { suburb: "Bondi Beach", postcode: "2026", state: "NSW" },
      }),
    );
    expect(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" })).toBeTruthy();
  });

  it("takes cash: asks what was tendered, shows the change and posts the store, salesperson and cents", async () => {
    const { calls } = renderCheckout({
      view: testView({ ...staffView(), paymentOptions: ["CreditCard", "Cash", "COD", "CRAccount"] }),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fireEvent.click(screen.getByRole("radio", { name: "Cash" }));
    expect(screen.queryByLabelText("Card number")).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText(/Please enter the cash tendered/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    type("Cash tendered ($)", "1");
    fireEvent.click(submitButton());
    expect(await screen.findByText(/is less than the amount due/)).toBeTruthy();
    type("Cash tendered ($)", "5,000");
    expect(screen.getByTestId("cash-change").textContent).toMatch(/^Change to give: \$/);
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      selectedPaymentOption: "Cash",
      cashTendered: 5000_00,
      storeUri: "sydney",
      subdivision: "NSW",
      salespersonCode: "SP01",
      encryptedValues: null,
    });
  });

  it("names the staff methods on account and places the order without a card", async () => {
    renderCheckout({
      view: testView({
        ...staffView(),
        paymentOptions: ["CreditCard", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod"],
      }),
    });
    expect(screen.getByRole("radio", { name: "Cash on delivery" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Other payment method (recorded by staff)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Customer account" }));
    expect(submitButton().textContent).toBe("Place order (Customer account)");
  });

  it("shows no refusalReason for a method staff record themselves, only the spec's 401 text (checkout s.8)", async () => {
    renderCheckout({
      view: testView({ ...staffView(), paymentOptions: ["CreditCard", "COD"] }),
      submit: () =>
        json(
          checkoutAnswer({ orderCompleted: false, success: false, refusalReason: "Held by the store" }),
          401,
        ),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getAllByText(checkoutMessages.payment401("1300 000 000")).length).toBe(1),
    );
    expect(screen.queryByText("Held by the store")).toBeNull();
  });

  it("reads the cart and looks the dates up again with the Winning Services override", async () => {
    const { calls } = renderCheckout({ view: staffView() });
    await fillGuest();
    await screen.findByRole("group", { name: "Delivery date" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Assign order for Winning Services delivery" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/checkout/avail").at(-1)?.body).toMatchObject({
        winningDeliveryServiceOverride: true,
      }),
    );
    expect(calls.some((c) => c.path === "/api/cart/?winningDeliveryServiceOverride=true")).toBe(true);
  });

  it("asks staff for the customer's PO number, checks it with the shared rules and sends it", async () => {
    const { calls } = renderCheckout({
      view: testView({ options: checkoutOptionsOf(["DeliveryInstructions", "CRAccount"]) }),
    });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fillCard();
    type("PO number (optional)", "PO#12");
    fireEvent.click(submitButton());
    expect(await screen.findByText(checkoutMessages.poNumber)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    type("PO number (optional)", "+PO-(2026) 17");
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ poNumber: "+PO-(2026) 17" });
  });

  it("locks the store's suburb, postcode and state for cash and carry, and sends them", async () => {
    const { calls } = renderCheckout({ view: staffView() });
    type("First name", "Walk");
    type("Last name", "In");
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    // One AU field holds suburb, state and postcode: the store's, and it cannot be searched or changed
    const locality = field("Delivery suburb or postcode");
    expect(locality.value).toBe("Alexandria, NSW 2015");
    expect(locality.disabled).toBe(true);
    expect(field("Street address").readOnly).toBe(true);
    // Off: the locality can be searched again; on again: locked again
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Delivery suburb or postcode").disabled).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Delivery suburb or postcode").disabled).toBe(true);
    type("Email", "walkin@example.com");
    fillCard();
    fireEvent.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      cashAndCarry: true,
      deliveryAddress: { address: "10 Store St", suburb: "Alexandria", postcode: "2015", state: "NSW" },
    });
  });

  it("gives a locked customer's email back to staff to type for cash and carry, and locks it again after", () => {
    renderCheckout({
      view: {
        ...staffView(),
        customer: {
          email: "casey@example.com",
          phone: "0400000000",
          locked: true,
          firstName: "Casey",
          lastName: "Customer",
          billingAddress: null,
          shippingAddress: null,
        },
      },
    });
    expect(field("Email").readOnly).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Email").value).toBe("");
    expect(field("Email").readOnly).toBe(false);
    type("Email", "walkin@example.com");
    expect(field("Email").value).toBe("walkin@example.com");
    fireEvent.click(screen.getByRole("checkbox", { name: /Cash and carry/ }));
    expect(field("Email").readOnly).toBe(true);
  });

  it("shows a customer no store, salesperson, cash and carry or Winning Services override", () => {
    // Even with stores and a store in the view, the page goes by the server's option flags
    const staff = staffView();
    renderCheckout({
      view: {
        ...staff,
        options: checkoutOptionsOf(["DeliveryInstructions"]),
        customer: {
          email: "casey@example.com",
          phone: "0400000000",
          locked: false,
          firstName: "Casey",
          lastName: "Customer",
          billingAddress: null,
          shippingAddress: null,
        },
      },
    });
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.queryByLabelText("Store")).toBeNull();
    expect(screen.queryByLabelText("Salesperson")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Cash and carry/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Assign order for Winning Services delivery" })).toBeNull();
    expect(screen.queryByLabelText(/PO number/)).toBeNull();
  });

  it("asks a guest for no PO number", () => {
    renderCheckout();
    expect(screen.queryByLabelText(/PO number/)).toBeNull();
    expect(screen.getByLabelText("Delivery instructions (optional)")).toBeTruthy();
  });
});

describe("the checkout's modals", () => {
  it("opens the CVV help and the terms by slug without leaving the page", async () => {
    renderCheckout({
      answer: (path) =>
        path === "/api/Static/terms-and-conditions"
          ? json({
              uri: "terms-and-conditions",
              title: "Terms and conditions",
              description: "",
              content: "<p>Our terms.</p>",
              updatedAt: "2026-01-01T00:00:00Z",
            })
          : null,
    });
    fireEvent.click(screen.getByRole("button", { name: "What is CVV?" }));
    expect(screen.getByText(/3-digit number printed on the back/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Terms and conditions" }));
    expect(await screen.findByText("Our terms.")).toBeTruthy();
  });
});

describe("leaving an unfinished order", () => {
  it("asks on the WA store before the shopper leaves, and stays when they say no", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { router } = renderCheckout({ view: testView({ brand: "wa" }), brand: brands.wa });
    await act(async () => {
      await router.navigate("/cart");
    });
    expect(confirm).toHaveBeenCalledWith(checkoutMessages.leavePrompt);
    expect(router.state.location.pathname).toBe("/customer/checkout");
  });

  it("lets the shopper leave other stores without asking", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { router } = renderCheckout();
    await act(async () => {
      await router.navigate("/cart");
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/cart");
  });
});

describe("switching the payment method (checkout s.4 'Payment method')", () => {
  const cardFields = ["Name on card", "Card number", "Expiry (MM/YY)", "CVV"];
  // As the browser decides it: the input's own flag, or a disabled fieldset around it (the card fields')
  const disabled = (label: string) => {
    const input = field(label);
    return input.disabled || input.closest("fieldset[disabled]") !== null;
  };

  it("enables the device payment code only while Zip in store is chosen, and the card fields only while the card is", () => {
    renderCheckout({ view: testView({ paymentOptions: ["CreditCard", "ZipInStore"] }) });
    expect(disabled("Payment code from the customer's Zip app")).toBe(true);
    for (const label of cardFields) expect(disabled(label)).toBe(false);

    fireEvent.click(screen.getByRole("radio", { name: /Zip in store/ }));
    expect(disabled("Payment code from the customer's Zip app")).toBe(false);
    // Another method replaces the card fields: none is left to type in (ADR 035's amendment)
    for (const label of cardFields) expect(screen.queryByLabelText(label)).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Credit or debit card" }));
    expect(disabled("Payment code from the customer's Zip app")).toBe(true);
    for (const label of cardFields) expect(disabled(label)).toBe(false);
  });

  it("leaves no card field to type in when a wallet or a redirect method is chosen", () => {
    renderCheckout({ view: testView({ paymentOptions: ["CreditCard", "GooglePay", "AfterPay"] }) });
    for (const method of [/Google Pay/, /Afterpay/]) {
      fireEvent.click(screen.getByRole("radio", { name: method }));
      for (const label of cardFields) expect(screen.queryByLabelText(label)).toBeNull();
    }
  });

  it("disables the card fields when nothing is to pay (a total of 0)", () => {
    const free = cartLine({ price: 0, linePrice: 0, lineTotal: 0 });
    renderCheckout({ view: testView({ cart: testCart([free]) }) });
    expect(screen.getByText("There is nothing to pay for this order.")).toBeTruthy();
    for (const label of cardFields) expect(disabled(label)).toBe(true);
  });

  it("enables the card fields for a total above 0", () => {
    renderCheckout();
    expect(screen.queryByText("There is nothing to pay for this order.")).toBeNull();
    for (const label of cardFields) expect(disabled(label)).toBe(false);
  });
});

describe("Zip in store (checkout s.4 Polling)", () => {
  const zipView = () => testView({ paymentOptions: ["CreditCard", "ZipInStore"] });
  const waiting = () =>
    json(checkoutAnswer({ orderCompleted: false, success: true, paymentReference: "ZIP-1" }));
  const voids = (calls: RecordedCall[]) => calls.filter((c) => c.path === "/api/checkout/void");

  async function payInStore(options: Parameters<typeof renderCheckout>[0]) {
    const rendered = renderCheckout({ view: zipView(), submit: waiting, ...options });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fireEvent.click(screen.getByRole("radio", { name: /Zip in store/ }));
    expect(screen.queryByLabelText("Card number")).toBeNull();
    type("Payment code from the customer's Zip app", "123456");
    fireEvent.click(submitButton());
    await screen.findByText("Please do not refresh the page");
    return rendered;
  }

  it("waits for the customer's approval, then shows the confirmation", async () => {
    const { router, calls } = await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status") ? json({ paymentStatus: "Approved", message: null }) : null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"), {
      timeout: 4000,
    });
    expect(posts(calls)[0]?.body).toMatchObject({
      selectedPaymentOption: "ZipInStore",
      devicePaymentCode: "123456",
      encryptedValues: null,
    });
  });

  it("stops with the provider's message when the customer declines", async () => {
    await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status")
          ? json({ paymentStatus: "Declined", message: "The customer declined in their app." })
          : null,
    });
    expect(
      (await screen.findAllByText("The customer declined in their app.", {}, { timeout: 4000 })).length,
    ).toBeGreaterThan(0);
  });

  it("gives the payment up when staff cancel it", async () => {
    const { calls } = await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status") ? json({ paymentStatus: "Pending", message: null }) : null,
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel payment" }));
    expect((await screen.findAllByText(checkoutMessages.userCancel)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/checkout/void")?.body).toEqual({
        cartId: testCartId,
        selectedPaymentOption: "ZipInStore",
      }),
    );
    // The wait's end unmounts its effect: that is no second void
    expect(voids(calls)).toHaveLength(1);
  });

  it("gives the payment up, once, when staff leave the checkout inside the app while waiting", async () => {
    const { calls, unmount } = await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status") ? json({ paymentStatus: "Pending", message: null }) : null,
    });
    // A link or Back: React Router unmounts the page, no pagehide
    unmount();
    expect(voids(calls)).toHaveLength(1);
    expect(voids(calls)[0]?.body).toEqual({ cartId: testCartId, selectedPaymentOption: "ZipInStore" });
  });

  it("gives the payment up once when the page is left (waiting 200 ms on unload) and then unmounted", async () => {
    const { calls, unmount } = await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status") ? json({ paymentStatus: "Pending", message: null }) : null,
    });
    const left = performance.now();
    window.dispatchEvent(new Event("pagehide"));
    // The cancel is sent first, then the page waits 200 ms on unload (checkout s.4)
    expect(voids(calls)).toHaveLength(1);
    expect(performance.now() - left).toBeGreaterThanOrEqual(checkoutLimits.unloadCancelWaitMs);
    unmount();
    expect(voids(calls)).toHaveLength(1);
  });

  it("leaves an approved payment alone when the page goes away", async () => {
    const { router, calls, unmount } = await payInStore({
      answer: (path) =>
        path.startsWith("/api/payment/status") ? json({ paymentStatus: "Approved", message: null }) : null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"), {
      timeout: 4000,
    });
    unmount();
    expect(voids(calls)).toHaveLength(0);
  });

  describe("at 65 s", () => {
    useMovingTestClock();

    it("stops with the 408 and the order's reference, even while a status call hangs", async () => {
      const { calls } = await payInStore({
        submit: () =>
          json(
            checkoutAnswer({
              orderCompleted: false,
              success: true,
              paymentReference: "0b9f7a1e-5c2d-4e3f-8a9b-1c2d3e4f5a6b",
              orderReference: "AOL-100042",
            }),
          ),
        // The first poll never answers: only the page's own 65 s timer can end the wait
        answer: (path) => (path.startsWith("/api/payment/status") ? new Promise<Response>(() => {}) : null),
      });
      const message = checkoutMessages.timeout("AOL-100042");
      await act(() => vi.advanceTimersByTimeAsync(64_800));
      expect(screen.queryAllByText(message)).toHaveLength(0);
      expect(calls.filter((c) => c.path.startsWith("/api/payment/status"))).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryAllByText(message).length).toBeGreaterThan(0);
      expect(screen.queryByText("Please do not refresh the page")).toBeNull();
      await waitFor(() =>
        expect(calls.find((c) => c.path === "/api/checkout/error-report")?.body).toMatchObject({
          status: 408,
          message,
        }),
      );
      // The page stopped asking; it did not cancel the request (checkout s.4)
      expect(voids(calls)).toHaveLength(0);
    });
  });
});

describe("the QR hand-off (ADR 043)", () => {
  const handOffView = (staff = true) =>
    testView({
      options: checkoutOptionsOf(staff ? ["SetSalesperson"] : ["DeliveryInstructions"]),
      paymentOptions: ["CreditCard", "AfterPay", "Zip", "Klarna", "Humm"],
    });
  const handOff = {
    id: "0b9f7a1e-5c2d-4e3f-8a9b-1c2d3e4f5a6b",
    url: `http://aol.localhost:3000/pay/${"A".repeat(43)}`,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    method: "AfterPay",
    amount: 100_000,
    currency: "AUD",
  };
  const waiting = () =>
    json(
      checkoutAnswer({
        orderCompleted: false,
        success: true,
        paymentReference: "7d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
        paymentStatus: "Pending",
        redirectUrl: "http://aol.localhost:3000/sandbox/afterpay/checkout/002.X",
      }),
    );

  async function handOffAfterpay(options: Parameters<typeof renderCheckout>[0]) {
    const rendered = renderCheckout({ view: handOffView(), submit: waiting, ...options });
    await fillGuest();
    fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
    fireEvent.click(screen.getByRole("radio", { name: "Afterpay" }));
    fireEvent.click(
      screen.getByRole("checkbox", { name: "Customer pays on their own phone (show a QR code)" }),
    );
    expect(submitButton().textContent).toBe("Place order and show QR code");
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole("dialog", { name: "Customer pays on their phone" });
    return { ...rendered, dialog };
  }

  it("is offered to staff for the redirect methods only, never to shoppers", async () => {
    renderCheckout({ view: handOffView(false) });
    fireEvent.click(screen.getByRole("radio", { name: "Afterpay" }));
    expect(screen.queryByRole("checkbox", { name: /Customer pays on their own phone/ })).toBeNull();
    cleanup();
    renderCheckout({ view: handOffView() });
    fireEvent.click(screen.getByRole("radio", { name: "Credit or debit card" }));
    expect(screen.queryByRole("checkbox", { name: /Customer pays on their own phone/ })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Zip" }));
    expect(screen.getByRole("checkbox", { name: /Customer pays on their own phone/ })).toBeTruthy();
    // Klarna and Humm too (their widget and signed form work on the phone: ADR 043 amended)
    for (const method of ["Klarna", "Humm"]) {
      fireEvent.click(screen.getByRole("radio", { name: method }));
      const offered = screen.getByRole("checkbox", { name: /Customer pays on their own phone/ });
      if (!(offered as HTMLInputElement).checked) fireEvent.click(offered);
      expect(screen.getByText(new RegExp(`approves the payment with ${method} there`))).toBeTruthy();
    }
  });

  it("shows the QR code and the link, stays on the page, and shows the order once the customer paid", async () => {
    let paid = false;
    const { router, calls, dialog } = await handOffAfterpay({
      answer: (path) => {
        if (path === "/api/payment-handoff") return json(handOff);
        if (path.startsWith("/api/payment/status"))
          return json({ paymentStatus: paid ? "Approved" : "Pending", message: null });
        return null;
      },
    });
    expect(posts(calls)[0]?.body).toMatchObject({ selectedPaymentOption: "AfterPay", handOff: true });
    expect(calls.find((c) => c.path === "/api/payment-handoff")?.body).toEqual({
      cartId: testCartId,
      paymentReference: "7d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
    });
    expect(within(dialog).getByTestId("handoff-link").textContent).toBe(handOff.url);
    await waitFor(() =>
      expect(within(dialog).getByTestId("qr-code").getAttribute("data-ready")).toBe("true"),
    );
    expect(
      within(dialog).getByRole("img", { name: "QR code of the payment link: $1,000 with Afterpay" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/customer/checkout");
    paid = true;
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"), {
      timeout: 5000,
    });
  });

  it("withdraws the hand-off when staff cancel, and says so", async () => {
    const { calls, dialog } = await handOffAfterpay({
      answer: (path) => {
        if (path === "/api/payment-handoff") return json(handOff);
        if (path.endsWith("/withdraw")) return json({ withdrawn: true, paymentStatus: "Cancelled" });
        if (path.startsWith("/api/payment/status")) return json({ paymentStatus: "Pending", message: null });
        return null;
      },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel payment" }));
    expect(
      (await screen.findAllByText("You cancelled the payment on the customer's phone. Nothing was charged."))
        .length,
    ).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === `/api/payment-handoff/${handOff.id}/withdraw`)?.body).toEqual({
      reason: "cancelled",
    });
    expect(submitButton().getAttribute("aria-disabled")).toBeNull();
  });

  it("withdraws the hand-off, once, when staff leave the checkout inside the app", async () => {
    const { calls, unmount } = await handOffAfterpay({
      answer: (path) => {
        if (path === "/api/payment-handoff") return json(handOff);
        if (path.endsWith("/withdraw")) return json({ withdrawn: true, paymentStatus: "Cancelled" });
        if (path.startsWith("/api/payment/status")) return json({ paymentStatus: "Pending", message: null });
        return null;
      },
    });
    unmount();
    const withdrawals = calls.filter((c) => c.path === `/api/payment-handoff/${handOff.id}/withdraw`);
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]?.body).toEqual({ reason: "cancelled" });
  });

  describe("at the link's 10 minutes", () => {
    useMovingTestClock();

    it("counts down, then withdraws the link as expired, says so and reports a 408", async () => {
      const { calls, dialog } = await handOffAfterpay({
        answer: (path) => {
          if (path === "/api/payment-handoff") return json(handOff);
          if (path.endsWith("/withdraw")) return json({ withdrawn: true, paymentStatus: "Cancelled" });
          if (path.startsWith("/api/payment/status"))
            return json({ paymentStatus: "Pending", message: null });
          return null;
        },
      });
      const timeLeft = () => within(dialog).getByTestId("handoff-time-left").textContent;
      expect(timeLeft()).toMatch(/^(10:00|9:5\d)$/);
      await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
      expect(timeLeft()).toMatch(/^(5:00|4:5\d)$/);
      expect(calls.filter((c) => c.path.endsWith("/withdraw"))).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + 2_000));
      expect((await screen.findAllByText(handOffStaffMessages.expired)).length).toBeGreaterThan(0);
      expect(screen.queryByRole("dialog", { name: "Customer pays on their phone" })).toBeNull();
      const withdrawals = calls.filter((c) => c.path === `/api/payment-handoff/${handOff.id}/withdraw`);
      expect(withdrawals.map((c) => c.body)).toEqual([{ reason: "expired" }]);
      await waitFor(() =>
        expect(calls.find((c) => c.path === "/api/checkout/error-report")?.body).toMatchObject({
          status: 408,
        }),
      );
    });
  });

  it("says the customer cancelled when the provider says so", async () => {
    await handOffAfterpay({
      answer: (path) => {
        if (path === "/api/payment-handoff") return json(handOff);
        if (path.startsWith("/api/payment/status"))
          return json({ paymentStatus: "Cancelled", message: "You've cancelled your payment." });
        return null;
      },
    });
    expect(
      (
        await screen.findAllByText(
          "The customer cancelled the payment on their phone. Nothing was charged: ask how they would like to pay.",
          {},
          { timeout: 4000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it("gives the payment up when the QR code cannot be made", async () => {
    const { calls } = await (async () => {
      const rendered = renderCheckout({
        view: handOffView(),
        submit: waiting,
        answer: (path) =>
          path === "/api/payment-handoff"
            ? json({ code: "conflict", errors: ["This payment is no longer waiting"] }, 409)
            : null,
      });
      await fillGuest();
      fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
      fireEvent.click(screen.getByRole("radio", { name: "Afterpay" }));
      fireEvent.click(screen.getByRole("checkbox", { name: /Customer pays on their own phone/ }));
      fireEvent.click(submitButton());
      return rendered;
    })();
    expect(
      (
        await screen.findAllByText(
          "The QR code could not be made, so the payment was cancelled. Please try again.",
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === "/api/checkout/void")?.body).toEqual({
      cartId: testCartId,
      selectedPaymentOption: "AfterPay",
    });
  });
});
