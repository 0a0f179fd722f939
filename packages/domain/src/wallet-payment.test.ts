import { describe, expect, it } from "vitest";
import { checkoutPostShapeSchema } from "./checkout.schema.ts";
import {
  applePayValidateSchema,
  appleSandboxValidationUrl,
  isAppleValidationUrl,
  isWallet,
  walletMessages,
  walletSheetApprovalSchema,
} from "./wallet-payment.schema.ts";

describe("wallets (ADR 040)", () => {
  it("knows the two wallet methods", () => {
    expect(isWallet("ApplePay")).toBe(true);
    expect(isWallet("GooglePay")).toBe(true);
    expect(isWallet("CreditCard")).toBe(false);
  });

  it("names the wallet in the missing token's message", () => {
    expect(walletMessages.tokenMissing("GooglePay")).toMatch(
      /^Please approve the payment in Google Pay first/,
    );
  });

  it("takes the wallet token in the checkout post, as text of at most 7500 characters (a real Apple Pay token fits, ADR 078)", () => {
    const base = { deliveryAddress: {}, cartId: crypto.randomUUID() };
    const issues = (walletToken: unknown) =>
      checkoutPostShapeSchema
        .safeParse({ ...base, walletToken })
        .error?.issues.filter((i) => i.path.includes("walletToken")) ?? [];
    expect(issues("sbx-googlepay.abc")).toEqual([]);
    expect(issues("x".repeat(6000))).toEqual([]);
    expect(issues("x".repeat(7501))[0]?.message).toBe("The wallet token has at most 7500 characters");
    expect(issues(42)[0]?.message).toBe("The wallet token is required as text");
  });

  it("checks the validation URL and the sheet's approval", () => {
    expect(applePayValidateSchema.safeParse({ validationURL: "not a url" }).error?.issues[0]?.message).toBe(
      "The validation URL is not a URL",
    );
    expect(
      walletSheetApprovalSchema.safeParse({ wallet: "Cash", card: "visa", amount: 100, currency: "AUD" })
        .error?.issues[0]?.message,
    ).toBe("The wallet is ApplePay or GooglePay");
    expect(
      walletSheetApprovalSchema.safeParse({ wallet: "GooglePay", card: "visa", amount: 0, currency: "AUD" })
        .success,
    ).toBe(false);
  });
});

describe("Apple's validation URL (ADR 040)", () => {
  it("is https on one of Apple's gateway hosts, nothing else", () => {
    expect(isAppleValidationUrl(appleSandboxValidationUrl)).toBe(true);
    expect(isAppleValidationUrl("https://apple-pay-gateway.apple.com/paymentservices/paymentSession")).toBe(
      true,
    );
    expect(
      isAppleValidationUrl("https://apple-pay-gateway-nc-pod3.apple.com/paymentservices/startSession"),
    ).toBe(true);
    expect(isAppleValidationUrl("http://apple-pay-gateway.apple.com/x")).toBe(false);
    expect(isAppleValidationUrl("https://apple-pay-gateway.apple.com.evil.example/x")).toBe(false);
    expect(isAppleValidationUrl("https://127.0.0.1/paymentservices/startSession")).toBe(false);
    expect(isAppleValidationUrl("https://apple-pay-gateway.apple.com:8443/x")).toBe(false);
    expect(isAppleValidationUrl("nonsense")).toBe(false);
    // Apple's regional and China hosts, and nothing that only looks like them (ADR 078)
    for (const host of [
      "cn-apple-pay-gateway.apple.com",
      "cn-apple-pay-gateway-cert.apple.com",
      "apple-pay-gateway-pr-pod5-dr.apple.com",
      "cn-apple-pay-gateway-tj-pod3.apple.com",
    ])
      expect(isAppleValidationUrl(`https://${host}/paymentservices/startSession`)).toBe(true);
    for (const host of [
      "apple-pay-gateway-nc-pod9.apple.com",
      "cn-apple-pay-gateway-nc-pod1.apple.com",
      "evil-apple-pay-gateway.apple.com",
      "apple-pay-gateway.apple.com.",
    ])
      expect(isAppleValidationUrl(`https://${host}/paymentservices/startSession`)).toBe(false);
    expect(isAppleValidationUrl("https://user:pw@apple-pay-gateway.apple.com/x")).toBe(false);
  });
});
