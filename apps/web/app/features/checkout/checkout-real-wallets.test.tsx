import { brands } from "@store/domain/brands";
import type { WalletSetup } from "@store/domain/wallet-payment.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApplePayPaymentRequest, type ApplePaySessionLike, openApplePaySheet } from "./apple-pay-sheet";
import { checkoutAnswer, type RecordedCall, renderCheckout, testCartId, testView } from "./checkout-test-kit";
import { googlePaymentDataRequest } from "./google-pay-sheet";

/**
 * The checkout page with the real wallets (ADR 078): Apple Pay through the browser's ApplePaySession and
 * Google Pay through Google's pay.js, both stood in for here (they are the outside world; Playwright keeps
 * driving the sandbox sheet). Apple Pay shows only where ApplePaySession can make payments; the merchant
 * is validated through the store's server; each sheet's token goes with the order's post.
 */

const realSetup: WalletSetup = {
  mode: "real",
  applePay: { supportedNetworks: ["visa", "masterCard", "amex"] },
  googlePay: {
    environment: "TEST",
    merchantId: "BCR2DN4TEXAMPLE",
    gateway: "adyen",
    gatewayMerchantId: "StoreAU",
    allowedCardNetworks: ["AMEX", "MASTERCARD", "VISA"],
  },
};
const realView = () =>
  testView({ paymentOptions: ["CreditCard", "ApplePay", "GooglePay"], walletSetup: realSetup });

const applePaymentData = {
  version: "EC_v1",
  data: "ZW5jcnlwdGVk",
  signature: "c2ln",
  header: { transactionId: "t1" },
};
const appleSession = {
  epochTimestamp: 1,
  expiresAt: 2,
  merchantSessionIdentifier: "SSH1",
  merchantIdentifier: "M1",
  domainName: "aol.localhost",
  displayName: "Appliances Online",
  nonce: "n",
  signature: "s",
  retries: 0,
};

/** What the stand-in ApplePaySession was asked and told. */
interface AppleRecord {
  request: ApplePayPaymentRequest | null;
  merchantSession: unknown;
  completed: number[];
  aborted: boolean;
}

/** A stand-in for Safari's ApplePaySession: the shopper approves (or cancels) once the merchant is validated. */
function standInApplePay(options: { canPay?: boolean; shopper?: "approve" | "cancel" } = {}) {
  const record: AppleRecord = { request: null, merchantSession: null, completed: [], aborted: false };
  class StandInSession implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => options.canPay ?? true;
    onvalidatemerchant: ApplePaySessionLike["onvalidatemerchant"] = null;
    onpaymentauthorized: ApplePaySessionLike["onpaymentauthorized"] = null;
    oncancel: ApplePaySessionLike["oncancel"] = null;
    constructor(version: number, request: ApplePayPaymentRequest) {
      expect(version).toBe(3);
      record.request = request;
    }
    begin() {
      queueMicrotask(() =>
        this.onvalidatemerchant?.({
          validationURL: "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession",
        }),
      );
    }
    abort() {
      record.aborted = true;
    }
    completeMerchantValidation(session: unknown) {
      record.merchantSession = session;
      queueMicrotask(() =>
        options.shopper === "cancel"
          ? this.oncancel?.({})
          : this.onpaymentauthorized?.({ payment: { token: { paymentData: applePaymentData } } }),
      );
    }
    completePayment(status: number) {
      record.completed.push(status);
    }
  }
  return { StandInSession, record };
}

/** A stand-in for pay.js's google.payments.api. */
function standInGooglePay(answer: () => Promise<unknown>) {
  const seen: { environment?: string; request?: unknown } = {};
  const api = {
    PaymentsClient: class {
      constructor(options: { environment: string }) {
        seen.environment = options.environment;
      }
      loadPaymentData(request: unknown) {
        seen.request = request;
        return answer();
      }
    },
  };
  return { google: { payments: { api } }, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === "/api/checkout" && c.method === "POST");
const type = (label: string, value: string) => {
  const scope = screen.queryByRole("group", { name: "Deliver to" }) ?? document.body;
  const input = (within(scope as HTMLElement).queryByLabelText(label) ??
    screen.getByLabelText(label)) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
};

async function fillGuestAndDay() {
  type("Email", "guest@example.com");
  type("Phone", "0412 345 678");
  type("First name", "Sam");
  type("Last name", "Shopper");
  type("Street address", "1 Beach Road");
  const scope = screen.queryByRole("group", { name: "Deliver to" }) ?? document.body;
  fireEvent.change(
    within(scope as HTMLElement).getByRole("combobox", { name: "Delivery suburb or postcode" }),
    {
      target: { value: "Bondi" },
    },
  );
  fireEvent.click(await screen.findByRole("option", { name: /Bondi Beach/ }, { timeout: 2000 }));
  fireEvent.click(await screen.findByRole("radio", { name: "Wednesday 2 December 2026, FREE" }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the checkout with the real wallets", () => {
  it("shows Apple Pay only where ApplePaySession can make payments", async () => {
    renderCheckout({ view: realView() });
    await screen.findByRole("radio", { name: "Google Pay" });
    expect(screen.queryByRole("radio", { name: "Apple Pay" })).toBeNull();
    cleanup();

    vi.stubGlobal("ApplePaySession", standInApplePay({ canPay: false }).StandInSession);
    renderCheckout({ view: realView() });
    await screen.findByRole("radio", { name: "Google Pay" });
    expect(screen.queryByRole("radio", { name: "Apple Pay" })).toBeNull();
    cleanup();

    vi.stubGlobal("ApplePaySession", standInApplePay({ canPay: true }).StandInSession);
    renderCheckout({ view: realView() });
    await screen.findByRole("radio", { name: "Apple Pay" });
    // The live store says nothing of a sandbox
    fireEvent.click(screen.getByRole("radio", { name: "Apple Pay" }));
    expect(screen.getByText(/Apple Pay opens when you place your order/).textContent).not.toContain(
      "Sandbox",
    );
  });

  it("Apple Pay: the merchant is validated through the store's server, the paymentData goes with the order, the sheet learns it was paid", async () => {
    const apple = standInApplePay();
    vi.stubGlobal("ApplePaySession", apple.StandInSession);
    const { calls, router } = renderCheckout({
      view: realView(),
      answer: (path) => (path === "/api/checkout/applepay/validate" ? json(appleSession) : null),
    });
    await fillGuestAndDay();
    fireEvent.click(await screen.findByRole("radio", { name: "Apple Pay" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay with Apple Pay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"));
    expect(router.state.location.search).toBe(`?id=${testCartId}`);
    expect(apple.record.request).toEqual({
      countryCode: "AU",
      currencyCode: "AUD",
      supportedNetworks: ["visa", "masterCard", "amex"],
      merchantCapabilities: ["supports3DS"],
      total: { label: brands.aol.name, amount: "1000.00" },
    });
    expect(calls.find((c) => c.path === "/api/checkout/applepay/validate")?.body).toEqual({
      validationURL: "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession",
    });
    // Apple's session reaches the sheet whole, its extra fields included
    expect(apple.record.merchantSession).toEqual(appleSession);
    expect(posts(calls)[0]?.body).toMatchObject({
      selectedPaymentOption: "ApplePay",
      walletToken: JSON.stringify(applePaymentData),
      encryptedValues: null,
    });
    expect(apple.record.completed).toEqual([apple.StandInSession.STATUS_SUCCESS]);
  });

  it("Apple Pay: a refused order closes the sheet as failed, and a cancel posts nothing", async () => {
    const refused = standInApplePay();
    vi.stubGlobal("ApplePaySession", refused.StandInSession);
    renderCheckout({
      view: realView(),
      answer: (path) => (path === "/api/checkout/applepay/validate" ? json(appleSession) : null),
      submit: () =>
        json(checkoutAnswer({ orderCompleted: false, success: false, refusalReason: "Declined" }), 401),
    });
    await fillGuestAndDay();
    fireEvent.click(await screen.findByRole("radio", { name: "Apple Pay" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay with Apple Pay" }));
    await waitFor(() => expect(refused.record.completed).toEqual([refused.StandInSession.STATUS_FAILURE]));
    cleanup();

    const cancelled = standInApplePay({ shopper: "cancel" });
    vi.stubGlobal("ApplePaySession", cancelled.StandInSession);
    const { calls } = renderCheckout({
      view: realView(),
      answer: (path) => (path === "/api/checkout/applepay/validate" ? json(appleSession) : null),
    });
    await fillGuestAndDay();
    fireEvent.click(await screen.findByRole("radio", { name: "Apple Pay" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay with Apple Pay" }));
    expect((await screen.findAllByText("You've cancelled your payment.")).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it("Google Pay: pay.js's sheet is asked for an Adyen gateway token, which goes with the order", async () => {
    const token = JSON.stringify({ protocolVersion: "ECv2", signedMessage: "{}", signature: "MEUC" });
    const google = standInGooglePay(async () => ({
      apiVersion: 2,
      apiVersionMinor: 0,
      paymentMethodData: {
        type: "CARD",
        description: "Visa •••• 1111",
        info: { cardNetwork: "VISA", cardDetails: "1111" },
        tokenizationData: { type: "PAYMENT_GATEWAY", token },
      },
    }));
    vi.stubGlobal("google", google.google);
    const { calls, router } = renderCheckout({ view: realView() });
    await fillGuestAndDay();
    fireEvent.click(await screen.findByRole("radio", { name: "Google Pay" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay with Google Pay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/confirmation"));
    expect(google.seen.environment).toBe("TEST");
    expect(google.seen.request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: "BCR2DN4TEXAMPLE", merchantName: brands.aol.name },
      allowedPaymentMethods: [
        {
          type: "CARD",
          tokenizationSpecification: {
            type: "PAYMENT_GATEWAY",
            parameters: { gateway: "adyen", gatewayMerchantId: "StoreAU" },
          },
        },
      ],
      transactionInfo: {
        totalPriceStatus: "FINAL",
        totalPrice: "1000.00",
        currencyCode: "AUD",
        countryCode: "AU",
      },
    });
    expect(posts(calls)[0]?.body).toMatchObject({ selectedPaymentOption: "GooglePay", walletToken: token });
  });

  it("Google Pay: closing Google's sheet is a cancel and posts nothing", async () => {
    const google = standInGooglePay(() => Promise.reject({ statusCode: "CANCELED" }));
    vi.stubGlobal("google", google.google);
    const { calls } = renderCheckout({ view: realView() });
    await fillGuestAndDay();
    fireEvent.click(await screen.findByRole("radio", { name: "Google Pay" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay with Google Pay" }));
    expect((await screen.findAllByText("You've cancelled your payment.")).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });
});

describe("the wallet modules", () => {
  it("Apple Pay: a validation the store refuses ends the sheet with the store's words", async () => {
    const apple = standInApplePay();
    const result = await openApplePaySheet(
      { wallet: "ApplePay", amount: 1234, currency: "NZD", amountText: "$12.34" },
      {
        validate: () => Promise.reject(new Error("no answer")),
        merchantName: "Appliances Online NZ",
        countryCode: "NZ",
        supportedNetworks: ["visa"],
      },
      apple.StandInSession,
    );
    expect(result).toEqual({
      kind: "failed",
      message: "Apple Pay could not be started. Please try again or choose another payment method.",
    });
    expect(apple.record.aborted).toBe(true);
    expect(apple.record.request?.total).toEqual({ label: "Appliances Online NZ", amount: "12.34" });
    expect(
      await openApplePaySheet(
        { wallet: "ApplePay", amount: 1, currency: "AUD", amountText: "$0.01" },
        { validate: async () => appleSession, merchantName: "x", countryCode: "AU", supportedNetworks: [] },
        null,
      ),
    ).toMatchObject({ kind: "failed" });
  });

  it("Google Pay: the request names the brand's country and currency", () => {
    const setup = realSetup.mode === "real" ? realSetup.googlePay : null;
    if (!setup) throw new Error("expected Google Pay's setup");
    expect(
      googlePaymentDataRequest(
        { wallet: "GooglePay", amount: 5, currency: "NZD", amountText: "$0.05" },
        { setup, merchantName: "Appliances Online NZ", countryCode: "NZ" },
      ).transactionInfo,
    ).toEqual({ totalPriceStatus: "FINAL", totalPrice: "0.05", currencyCode: "NZD", countryCode: "NZ" });
  });
});
