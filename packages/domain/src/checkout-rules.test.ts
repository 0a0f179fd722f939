import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout.schema.ts";
import { checkoutOptionsFor, checkoutOptionsOf } from "./checkout-options.ts";
import {
  amountDueNow,
  cardDetailsProblems,
  checkoutSubmitBlock,
  depositProblem,
  depositState,
  emailCheckDelayMs,
  minimumDeposit,
  needsMieleWarning,
  orderTotalShown,
  paymentOptionsFor,
  showsRefusalReason,
  waitingPaymentMessage,
} from "./checkout-rules.ts";

describe("deposit (checkout s.5)", () => {
  it("is at least 30% of the total by default, rounded to the cent", () => {
    expect(minimumDeposit(100_00)).toBe(30_00);
    expect(minimumDeposit(333)).toBe(100); // 99.9 cents rounds to 100
    expect(minimumDeposit(100_00, 50)).toBe(50_00);
  });

  it("must be below the total and at least the minimum", () => {
    expect(depositProblem(29_99, 100_00)).toMatch(/at least 30%/);
    expect(depositProblem(30_00, 100_00)).toBeNull();
    expect(depositProblem(100_00, 100_00)).toBe(checkoutMessages.requestExceedsTotal);
    expect(depositProblem(120_00, 100_00)).toBe(checkoutMessages.requestExceedsTotal);
    expect(depositProblem(null, 100_00)).toBeNull();
    expect(depositProblem(0, 100_00)).toBeNull();
    expect(depositProblem(-5, 100_00)).not.toBeNull();
  });

  it("gives the percentage (floored to 2 decimals) and what remains", () => {
    expect(depositState({ amount: 33_33, total: 100_00, applies: true })).toEqual({
      cartDeposit: 33_33,
      cartRemainingPayment: 66_67,
      isPaymentFree: false,
      depositPercentage: 33.33,
    });
    expect(depositState({ amount: 1000, total: 2999, applies: true }).depositPercentage).toBe(33.34);
  });

  it("resets to no deposit when empty, zero, invalid or not applicable", () => {
    const none = { cartDeposit: 0, cartRemainingPayment: 0, isPaymentFree: false, depositPercentage: 0 };
    expect(depositState({ amount: 0, total: 100_00, applies: true })).toEqual(none);
    expect(depositState({ amount: null, total: 100_00, applies: true })).toEqual(none);
    expect(depositState({ amount: 10_00, total: 100_00, applies: true })).toEqual(none);
    expect(depositState({ amount: 50_00, total: 100_00, applies: false })).toEqual(none);
    expect(depositState({ amount: 50_00, total: 0, applies: true }).isPaymentFree).toBe(true);
  });

  it("charges the deposit now when there is one, else the total", () => {
    expect(amountDueNow(depositState({ amount: 40_00, total: 100_00, applies: true }), 100_00)).toBe(40_00);
    expect(amountDueNow(depositState({ amount: 0, total: 100_00, applies: true }), 100_00)).toBe(100_00);
  });
});

describe("order total shown (checkout s.3)", () => {
  it("adds shipping above 0, supplier prices and paid services", () => {
    expect(
      orderTotalShown({
        cartTotal: 1000_00,
        shippingCost: 49_00,
        supplierPrices: [20_00],
        servicePrices: [59_00, 0],
      }),
    ).toBe(1128_00);
    expect(
      orderTotalShown({ cartTotal: 500_00, shippingCost: -5_00, supplierPrices: [], servicePrices: [] }),
    ).toBe(500_00);
  });
});

describe("card checks (checkout s.5)", () => {
  const now = new Date(2026, 10, 24);
  const good = { nameOnCard: "Jo Citizen", cardNo: "4242 4242 4242 4242", expiryDate: "12/30", cvv: "123" };

  it("pass a good card", () => {
    expect(cardDetailsProblems(good, now)).toEqual([]);
    expect(cardDetailsProblems({ ...good, cardNo: "378282246310005", cvv: "1234" }, now)).toEqual([]);
  });

  it("word each problem as the spec does", () => {
    expect(cardDetailsProblems({ ...good, nameOnCard: " " }, now)).toEqual([checkoutMessages.cardName]);
    expect(cardDetailsProblems({ ...good, cardNo: "4242424242424241" }, now)).toEqual([
      checkoutMessages.cardNumber,
    ]);
    expect(cardDetailsProblems({ ...good, cardNo: "42424242424242424242" }, now)).toEqual([
      checkoutMessages.cardNumber,
    ]);
    expect(cardDetailsProblems({ ...good, cvv: "12" }, now)).toEqual([checkoutMessages.cvc]);
    expect(cardDetailsProblems({ ...good, cvv: "12a" }, now)).toEqual([checkoutMessages.cvc]);
    expect(cardDetailsProblems({ ...good, expiryDate: "13/30" }, now)).toEqual([checkoutMessages.cardExpiry]);
    expect(cardDetailsProblems({ ...good, expiryDate: "10/26" }, now)).toEqual([checkoutMessages.cardExpiry]);
    expect(cardDetailsProblems({ ...good, expiryDate: "11/2026" }, now)).toEqual([]);
  });
});

describe("submit blocks (checkout s.5)", () => {
  const ok = {
    suburbPicked: true,
    depositValid: true,
    formValid: true,
    hasDeliveryDate: true,
    hasSupplierDates: false,
    cashAndCarry: false,
  };
  it("come in the spec's order", () => {
    expect(checkoutSubmitBlock(ok)).toBeNull();
    expect(checkoutSubmitBlock({ ...ok, suburbPicked: false, formValid: false })).toBe(
      checkoutMessages.submitSuburb,
    );
    expect(checkoutSubmitBlock({ ...ok, depositValid: false, formValid: false })).toBe(
      checkoutMessages.submitDeposit,
    );
    expect(checkoutSubmitBlock({ ...ok, formValid: false })).toBe(checkoutMessages.submitInvalid);
    expect(checkoutSubmitBlock({ ...ok, hasDeliveryDate: false })).toBe(checkoutMessages.submitDeliveryDate);
  });
  it("let supplier dates or cash and carry stand in for a date", () => {
    expect(checkoutSubmitBlock({ ...ok, hasDeliveryDate: false, hasSupplierDates: true })).toBeNull();
    expect(checkoutSubmitBlock({ ...ok, hasDeliveryDate: false, cashAndCarry: true })).toBeNull();
  });
});

describe("other checkout rules", () => {
  it("ask for the Miele warning when a key is Miele's", () => {
    expect(needsMieleWarning(["default", " miele "])).toBe(true);
    expect(needsMieleWarning(["default"])).toBe(false);
  });
  it("check the email 400 ms after typing once it holds more than 1 character, else at once", () => {
    expect(emailCheckDelayMs("")).toBe(0);
    expect(emailCheckDelayMs("a")).toBe(0);
    expect(emailCheckDelayMs("ab")).toBe(400);
    expect(emailCheckDelayMs("sam@example.com")).toBe(400);
  });
});

describe("payment options (checkout s.4, s.6)", () => {
  const brand = { deliveryServicesEnabled: true };
  it("offers the card where an acquirer is configured, first, as the default", () => {
    expect(paymentOptionsFor({ card: true, inStore: true }, checkoutOptionsFor(brand, "customer"))).toEqual([
      "CreditCard",
    ]);
    expect(
      paymentOptionsFor({ card: false, inStore: false }, checkoutOptionsFor(brand, "anonymous")),
    ).toEqual([]);
  });

  it("offers Zip in store to staff only, and only where Zip is configured", () => {
    const staff = checkoutOptionsFor(brand, "staff");
    const counter = ["Cash", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod"];
    expect(paymentOptionsFor({ card: true, inStore: true }, staff)).toEqual([
      "CreditCard",
      "ZipInStore",
      ...counter,
    ]);
    expect(paymentOptionsFor({ card: true, inStore: false }, staff)).toEqual(["CreditCard", ...counter]);
    expect(paymentOptionsFor({ card: false, inStore: true }, staff)).toEqual(["ZipInStore", ...counter]);
  });

  it("offers the staff methods by their option flags, with no provider needed (ADR 037)", () => {
    const none = { card: false, inStore: false };
    expect(paymentOptionsFor(none, checkoutOptionsFor(brand, "staff"))).toEqual([
      "Cash",
      "COD",
      "CRAccount",
      "StaffOnlyOtherPaymentMethod",
    ]);
    expect(paymentOptionsFor(none, checkoutOptionsOf(["COD"]))).toEqual(["COD"]);
    expect(paymentOptionsFor(none, checkoutOptionsOf(["CashAndCarry", "CRAccount"]))).toEqual([
      "Cash",
      "CRAccount",
    ]);
    expect(paymentOptionsFor(none, checkoutOptionsOf(["StaffOnlyOtherPaymentMethod"]))).toEqual([
      "StaffOnlyOtherPaymentMethod",
    ]);
    for (const role of ["anonymous", "customer"] as const)
      expect(paymentOptionsFor({ card: true, inStore: true }, checkoutOptionsFor(brand, role))).toEqual([
        "CreditCard",
      ]);
  });

  it("offers PayPal with Pay Later, Afterpay and Zip online where configured and their bits are set (ADR 036)", () => {
    const all = { card: true, inStore: true, paypal: true, afterpay: true, zip: true };
    const customer = checkoutOptionsFor(brand, "customer");
    expect(paymentOptionsFor(all, customer)).toEqual([
      "CreditCard",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
    ]);
    // Staff: the same, then Zip in store and the staff methods (ADR 037)
    expect(paymentOptionsFor(all, checkoutOptionsFor(brand, "staff")).slice(0, 6)).toEqual([
      "CreditCard",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
      "ZipInStore",
    ]);
    // Each bit on its own: PayPal 2, AfterPay 2048, Zip 256
    expect(paymentOptionsFor(all, checkoutOptionsOf(["PayPal"]))).toEqual([
      "CreditCard",
      "PayPal",
      "PayPalBnpl",
    ]);
    expect(paymentOptionsFor(all, checkoutOptionsOf(["AfterPay"]))).toEqual(["CreditCard", "AfterPay"]);
    expect(paymentOptionsFor(all, checkoutOptionsOf(["Zip"]))).toEqual(["CreditCard", "Zip"]);
    expect(paymentOptionsFor(all, 2 | 2048 | 256)).toEqual(paymentOptionsFor(all, customer));
    // A provider that is not configured is not offered, whatever the bits say
    expect(
      paymentOptionsFor({ card: true, inStore: false, paypal: false, afterpay: true }, customer),
    ).toEqual(["CreditCard", "AfterPay"]);
  });

  it("offers Apple Pay and Google Pay to every role, each where its provider is configured (ADR 040, 078)", () => {
    for (const role of ["anonymous", "customer", "staff", "admin"] as const)
      expect(
        paymentOptionsFor(
          { card: true, inStore: false, wallets: ["ApplePay", "GooglePay"] },
          checkoutOptionsFor(brand, role),
        ).slice(0, 3),
      ).toEqual(["CreditCard", "ApplePay", "GooglePay"]);
    const customer = checkoutOptionsFor(brand, "customer");
    expect(paymentOptionsFor({ card: true, inStore: false, wallets: [] }, customer)).toEqual(["CreditCard"]);
    expect(paymentOptionsFor({ card: true, inStore: false }, customer)).toEqual(["CreditCard"]);
    expect(paymentOptionsFor({ card: true, inStore: false, wallets: ["GooglePay"] }, customer)).toEqual([
      "CreditCard",
      "GooglePay",
    ]);
    expect(paymentOptionsFor({ card: true, inStore: false, wallets: ["ApplePay"] }, customer)).toEqual([
      "CreditCard",
      "ApplePay",
    ]);
  });

  it("offers Klarna and Humm to every role where configured, after Zip online and before Zip in store (ADR 042)", () => {
    const all = { card: true, inStore: true, zip: true, klarna: true, humm: true };
    for (const role of ["anonymous", "customer"] as const)
      expect(paymentOptionsFor(all, checkoutOptionsFor(brand, role))).toEqual([
        "CreditCard",
        "Zip",
        "Klarna",
        "Humm",
      ]);
    expect(paymentOptionsFor(all, checkoutOptionsFor(brand, "staff")).slice(0, 5)).toEqual([
      "CreditCard",
      "Zip",
      "Klarna",
      "Humm",
      "ZipInStore",
    ]);
    // No option bit gates them: with none set they are still offered
    expect(paymentOptionsFor({ card: false, inStore: false, klarna: true, humm: true }, 0)).toEqual([
      "Klarna",
      "Humm",
    ]);
    expect(paymentOptionsFor({ card: true, inStore: false, klarna: false, humm: true }, 0)).toEqual([
      "CreditCard",
      "Humm",
    ]);
  });
});

describe("showsRefusalReason (checkout s.8)", () => {
  it("shows the provider's reason for the card, the wallets, Zip in store and the redirect methods", () => {
    for (const method of [
      "CreditCard",
      "ApplePay",
      "GooglePay",
      "ZipInStore",
      "AfterPay",
      "Zip",
      "PayPal",
      "PayPalBnpl",
      "Klarna",
      "Humm",
    ] as const)
      expect(showsRefusalReason(method), method).toBe(true);
  });

  it("shows none for None and the methods staff record without a provider", () => {
    for (const method of ["None", "Cash", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod"] as const)
      expect(showsRefusalReason(method), method).toBe(false);
  });
});

describe("waitingPaymentMessage", () => {
  it("names who a waiting payment waits for, by its method", () => {
    for (const method of ["CreditCard", "ApplePay", "GooglePay"] as const)
      expect(waitingPaymentMessage(method)).toMatch(/your bank's check/);
    expect(waitingPaymentMessage("ZipInStore")).toMatch(/the customer to approve it in their Zip app/);
    expect(waitingPaymentMessage("AfterPay")).toMatch(/finish it with Afterpay/);
    expect(waitingPaymentMessage("PayPalBnpl")).toMatch(/finish it with PayPal Pay Later/);
    expect(waitingPaymentMessage(null)).toBe(
      "Your payment has not finished yet. Please finish it, or cancel it and try again.",
    );
  });
});
