import { describe, expect, it } from "vitest";
import { brands, formatMoney } from "./brands.ts";
import { afterpayReturnSchema, paypalReturnSchema, zipReturnSchema } from "./redirect-payment.schema.ts";
import { redirectAmountProblem, redirectProviderOf } from "./redirect-payment.ts";

const money = (cents: number) => formatMoney(cents, brands.aol);

describe("redirect payments (ADR 036)", () => {
  it("know which provider serves a method: PayPal Pay Later is PayPal's", () => {
    expect(redirectProviderOf("AfterPay")).toBe("afterpay");
    expect(redirectProviderOf("Zip")).toBe("zip");
    expect(redirectProviderOf("PayPal")).toBe("paypal");
    expect(redirectProviderOf("PayPalBnpl")).toBe("paypal");
    expect(redirectProviderOf("CreditCard")).toBeNull();
    expect(redirectProviderOf("ZipInStore")).toBeNull();
  });

  it("refuse an amount outside the provider's limits with the limits in words, before the redirect", () => {
    const limits = { minimum: 1_00, maximum: 2_000_00 };
    expect(redirectAmountProblem(1_00, limits, "Afterpay", money)).toBeNull();
    expect(redirectAmountProblem(2_000_00, limits, "Afterpay", money)).toBeNull();
    expect(redirectAmountProblem(2_000_01, limits, "Afterpay", money)).toBe(
      "Afterpay is available for orders from $1 to $2,000. Please choose another payment method.",
    );
    expect(redirectAmountProblem(99, limits, "Afterpay", money)).toMatch(/^Afterpay is available/);
    expect(redirectAmountProblem(99_999_99, null, "PayPal", money)).toBeNull();
  });

  it("read each provider's return parameters, and name what is missing", () => {
    expect(afterpayReturnSchema.parse({ orderToken: "002.ABC", status: "success" })).toEqual({
      orderToken: "002.ABC",
      status: "SUCCESS",
    });
    expect(afterpayReturnSchema.safeParse({ orderToken: "002.ABC", status: "MAYBE" }).success).toBe(false);
    expect(afterpayReturnSchema.safeParse({ status: "SUCCESS" }).error?.issues[0]?.message).toBe(
      "The Afterpay order token is missing",
    );
    expect(zipReturnSchema.parse({ checkoutId: "co_X1", result: "Referred" }).result).toBe("referred");
    expect(zipReturnSchema.safeParse({ checkoutId: "co_X1", result: "" }).success).toBe(false);
    expect(paypalReturnSchema.parse({ token: "PAYPAL1", PayerID: "P1" })).toEqual({
      token: "PAYPAL1",
      PayerID: "P1",
    });
    expect(paypalReturnSchema.parse({ token: "PAYPAL1" }).PayerID).toBeUndefined();
    expect(paypalReturnSchema.safeParse({ token: "<script>" }).success).toBe(false);
  });
});
