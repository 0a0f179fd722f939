import { describe, expect, it } from "vitest";
import { brands, formatMoney } from "./brands.ts";
import {
  afterpayReturnSchema,
  hummReturnSchema,
  klarnaReturnSchema,
  paypalReturnSchema,
  redirectReturnSchemas,
  zipReturnSchema,
} from "./redirect-payment.schema.ts";
import {
  centsOfDecimalAmount,
  decimalAmount,
  hummSigningString,
  klarnaSandboxDenies,
  redirectAmountProblem,
  redirectProviderOf,
} from "./redirect-payment.ts";

const money = (cents: number) => formatMoney(cents, brands.aol);

describe("redirect payments (ADR 036)", () => {
  it("know which provider serves a method: PayPal Pay Later is PayPal's", () => {
    expect(redirectProviderOf("AfterPay")).toBe("afterpay");
    expect(redirectProviderOf("Zip")).toBe("zip");
    expect(redirectProviderOf("PayPal")).toBe("paypal");
    expect(redirectProviderOf("PayPalBnpl")).toBe("paypal");
    expect(redirectProviderOf("Klarna")).toBe("klarna");
    expect(redirectProviderOf("Humm")).toBe("humm");
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

  it("read Klarna's return: the session id always, the authorization token on success", () => {
    expect(klarnaReturnSchema.parse({ sid: "KLARNA1", authorization_token: "b4bd3423-24e3" })).toEqual({
      sid: "KLARNA1",
      authorization_token: "b4bd3423-24e3",
    });
    expect(klarnaReturnSchema.parse({ sid: "KLARNA1", status: "Cancel" }).status).toBe("cancel");
    expect(klarnaReturnSchema.safeParse({ authorization_token: "x" }).error?.issues[0]?.message).toBe(
      "The Klarna session id is missing",
    );
    expect(klarnaReturnSchema.safeParse({ sid: "K1", status: "maybe" }).success).toBe(false);
    expect(klarnaReturnSchema.safeParse({ sid: "K1", authorization_token: "<b>" }).success).toBe(false);
  });

  it("read Humm's signed answer and its unsigned cancel, keeping only the x_ fields", () => {
    const reference = "4b1e8a3c-9d2f-4c5e-8a7b-1c2d3e4f5a6b";
    const signed = {
      x_reference: reference,
      x_result: "completed",
      x_amount: "120.00",
      x_signature: "a".repeat(64),
      utm_source: "mail",
    };
    expect(hummReturnSchema.parse(signed)).toEqual({
      reference,
      cancelled: false,
      fields: {
        x_reference: reference,
        x_result: "completed",
        x_amount: "120.00",
        x_signature: "a".repeat(64),
      },
    });
    expect(hummReturnSchema.parse({ cancelled: "true", x_reference: reference })).toMatchObject({
      reference,
      cancelled: true,
    });
    const messages = (input: Record<string, string>) =>
      hummReturnSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ x_result: "completed", x_signature: "a".repeat(64) })).toEqual([
      "The Humm reference is missing",
    ]);
    expect(messages({ x_reference: reference, x_result: "completed" })).toEqual([
      "Humm's answer is not signed (x_signature is missing)",
    ]);
    expect(messages({ ...signed, x_result: "approved" })).toEqual([
      "The Humm result is completed, failed or pending",
    ]);
    expect(messages({ ...signed, x_reference: "1; drop" })).toEqual(["The Humm reference is not valid"]);
    expect(messages({ ...signed, x_signature: "zz" })).toEqual(["Humm's signature is not valid"]);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`x_f${i}`, "1"]));
    expect(messages({ ...signed, ...many })).toContain("A Humm answer has at most 30 fields");
  });

  it("read every provider's return as one RedirectReturn: its token or signed reference, and a cancel", () => {
    const reference = "4b1e8a3c-9d2f-4c5e-8a7b-1c2d3e4f5a6b";
    const read = redirectReturnSchemas;
    expect(read.afterpay.parse({ orderToken: "002.A", status: "CANCELLED" })).toEqual({
      token: "002.A",
      cancelled: true,
    });
    expect(read.zip.parse({ checkoutId: "co_1", result: "approved" })).toEqual({
      token: "co_1",
      cancelled: false,
    });
    expect(read.paypal.parse({ token: "PAYPAL1" })).toEqual({ token: "PAYPAL1", cancelled: true });
    expect(read.paypal.parse({ token: "PAYPAL1", PayerID: "P1" }).cancelled).toBe(false);
    expect(read.klarna.parse({ sid: "KLARNA1", authorization_token: "b4bd-1" })).toEqual({
      token: "KLARNA1",
      cancelled: false,
      authorizationToken: "b4bd-1",
    });
    for (const status of ["cancel", "back"])
      expect(read.klarna.parse({ sid: "KLARNA1", status }).cancelled, status).toBe(true);
    // Klarna's refusal is not a cancel: the provider says what happened
    expect(read.klarna.parse({ sid: "KLARNA1", status: "failure" }).cancelled).toBe(false);
    const signed = { x_reference: reference, x_result: "completed", x_signature: "a".repeat(64) };
    expect(read.humm.parse(signed)).toEqual({ reference, cancelled: false, signed });
    // Humm's cancel URL is the store's own and unsigned: nothing to verify
    expect(read.humm.parse({ cancelled: "true", x_reference: reference })).toEqual({
      reference,
      cancelled: true,
      signed: undefined,
    });
    expect(read.humm.safeParse({ x_reference: reference, x_result: "completed" }).success).toBe(false);
  });

  it("sign Humm's fields over every x_ field but the signature, sorted, name then value", () => {
    const fields = {
      x_url_complete: "https://shop.example/return",
      x_amount: "1234.50",
      x_account_id: "SBX-MERCHANT",
      x_signature: "ignored",
      not_signed: "ignored",
      x_currency: "AUD",
    };
    expect(hummSigningString(fields)).toBe(
      "x_account_idSBX-MERCHANTx_amount1234.50x_currencyAUDx_url_completehttps://shop.example/return",
    );
    // The order the fields came in does not matter
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    expect(hummSigningString(reversed)).toBe(hummSigningString(fields));
    // Code-unit order: upper case before lower case, '_' between them
    expect(hummSigningString({ x_b: "1", x_B: "2", x_a_z: "3", x_az: "4" })).toBe("x_B2x_a_z3x_az4x_b1");
  });

  it("write and read Humm's amounts as dollars with two decimals", () => {
    expect(decimalAmount(1234_50)).toBe("1234.50");
    expect(decimalAmount(5)).toBe("0.05");
    expect(centsOfDecimalAmount("1234.50")).toBe(1234_50);
    expect(centsOfDecimalAmount("0.05")).toBe(5);
    for (const bad of ["12", "12.5", "-1.00", "1e3.00", "12.345", ""])
      expect(centsOfDecimalAmount(bad)).toBeNull();
  });

  it("tell the Klarna sandbox's denied test email from the approved one", () => {
    expect(klarnaSandboxDenies("customer+au+denied@klarna.com")).toBe(true);
    expect(klarnaSandboxDenies(" Customer+AU+DENIED@klarna.com ")).toBe(true);
    expect(klarnaSandboxDenies("customer+au@klarna.com")).toBe(false);
    expect(klarnaSandboxDenies("denied@example.com")).toBe(false);
  });
});
