import { describe, expect, it } from "vitest";
import {
  checkoutMessages,
  checkoutPostSchemaFor,
  checkoutResponseSchema,
  fraudCheckTokenMax,
  isPoBox,
  paymentResultSchema,
} from "./checkout.schema.ts";

const address = {
  firstName: "Jo",
  lastName: "Citizen",
  companyName: "",
  address: "1 George Street",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  deliveryInstructions: "",
};
const form = {
  cartId: "5b1f9c52-7f0e-4c61-9c9d-2f4b7a0f1e11",
  email: "Jo@Example.com",
  phoneNumber: "0412 345 678",
  deliveryAddress: address,
  deliveryDate: { year: 2026, month: 12, day: 3 },
  cart: { items: [], orderTotal: 100_00 },
};
const au = checkoutPostSchemaFor({ miele: false, country: "AU" });
const messagesOf = (result: ReturnType<typeof au.safeParse>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("the checkout form (checkout s.5)", () => {
  it("takes a good form, lower-casing the email and defaulting the rest", () => {
    const parsed = au.parse(form);
    expect(parsed.email).toBe("jo@example.com");
    expect(parsed.newsletter).toBe(true);
    expect(parsed.selectedPaymentOption).toBe("CreditCard");
    expect(parsed.deliveryServices).toEqual([]);
  });

  it("words the name limits as the spec does (20 and 29, both saying 20)", () => {
    expect(
      messagesOf(au.safeParse({ ...form, deliveryAddress: { ...address, firstName: "x".repeat(21) } })),
    ).toEqual([checkoutMessages.firstName]);
    expect(au.safeParse({ ...form, deliveryAddress: { ...address, lastName: "x".repeat(29) } }).success).toBe(
      true,
    );
    expect(
      messagesOf(au.safeParse({ ...form, deliveryAddress: { ...address, lastName: "x".repeat(30) } })),
    ).toEqual([checkoutMessages.lastName]);
  });

  it("holds address and company to 50, or 35 with Miele", () => {
    const long = { ...address, address: `1 ${"x".repeat(40)}`, companyName: "c".repeat(40) };
    expect(au.safeParse({ ...form, deliveryAddress: long }).success).toBe(true);
    const miele = checkoutPostSchemaFor({ miele: true, country: "AU" });
    expect(messagesOf(miele.safeParse({ ...form, deliveryAddress: long }))).toEqual([
      checkoutMessages.companyTooLong(35),
      checkoutMessages.addressTooLong(35),
    ]);
    expect(
      messagesOf(au.safeParse({ ...form, deliveryAddress: { ...address, address: "x".repeat(51) } })),
    ).toEqual([checkoutMessages.addressTooLong(50)]);
  });

  it("refuses PO Boxes", () => {
    for (const line of ["PO Box 12", "P.O. Box 7", "po box 1", "GPO Box 9", "Locked Bag 3", "POBox 4"])
      expect(isPoBox(line), line).toBe(true);
    for (const line of ["1 Boxhill Rd", "12 Post Office Lane", "3 Boxer Street"])
      expect(isPoBox(line), line).toBe(false);
    expect(
      messagesOf(au.safeParse({ ...form, deliveryAddress: { ...address, address: "PO Box 12" } })),
    ).toEqual([checkoutMessages.poBox]);
  });

  it("needs a state in Australia only", () => {
    const noState = { ...address, state: "" };
    expect(au.safeParse({ ...form, deliveryAddress: noState }).success).toBe(false);
    expect(
      checkoutPostSchemaFor({ miele: false, country: "NZ" }).safeParse({ ...form, deliveryAddress: noState })
        .success,
    ).toBe(true);
  });

  it("checks instructions, phone, PO number, device code and email length", () => {
    expect(
      messagesOf(
        au.safeParse({ ...form, deliveryAddress: { ...address, deliveryInstructions: "x".repeat(151) } }),
      ),
    ).toEqual([checkoutMessages.instructions]);
    expect(au.safeParse({ ...form, phoneNumber: "1234" }).success).toBe(false);
    expect(au.safeParse({ ...form, phoneNumber: "0412-345-678!" }).success).toBe(false);
    expect(au.safeParse({ ...form, poNumber: "+PO-(12) 34" }).success).toBe(true);
    expect(au.safeParse({ ...form, poNumber: "PO#12" }).success).toBe(false);
    expect(au.safeParse({ ...form, poNumber: "x".repeat(41) }).success).toBe(false);
    expect(au.safeParse({ ...form, devicePaymentCode: "12345" }).success).toBe(false);
    expect(au.safeParse({ ...form, devicePaymentCode: "123456" }).success).toBe(true);
    expect(au.safeParse({ ...form, email: "a@b" }).success).toBe(false);
  });

  it("refuses wrong types with a message, never throws", () => {
    expect(au.safeParse({ ...form, cart: { items: [], orderTotal: "lots" } }).success).toBe(false);
    expect(au.safeParse({ ...form, deliveryDate: { year: 2026, month: 13, day: 1 } }).success).toBe(false);
    expect(au.safeParse({ ...form, partialPayment: -1 }).success).toBe(false);
    expect(au.safeParse(null).success).toBe(false);
  });
});

describe("fraudCheckToken (checkout s.3)", () => {
  it("takes a token up to its bound, refuses a longer one and control characters", () => {
    const token = "a".repeat(fraudCheckTokenMax);
    expect(au.parse({ ...form, fraudCheckToken: token }).fraudCheckToken).toBe(token);
    expect(au.safeParse({ ...form, fraudCheckToken: `${token}a` }).success).toBe(false);
    expect(au.safeParse({ ...form, fraudCheckToken: "dev\u0000ice" }).success).toBe(false);
    expect(au.parse(form).fraudCheckToken).toBeUndefined();
  });
});

describe("the payment result (checkout s.3)", () => {
  it("is the part of every checkout response that says how the payment went", () => {
    const result = {
      cartId: "5b1f9c52-7f0e-4c61-9c9d-2f4b7a0f1e11",
      paymentReference: "PAY-1",
      refusalReason: "Insufficient funds",
      errorCode: "card_declined",
      errorMessages: ["Declined"],
    };
    expect(Object.keys(paymentResultSchema.shape).sort()).toEqual(Object.keys(result).sort());
    const response = checkoutResponseSchema.parse({
      ...result,
      orderCompleted: false,
      success: false,
      redirectUrl: null,
      secure3DResponse: null,
      paymentStatus: "Declined",
      message: null,
    });
    expect(paymentResultSchema.parse(response)).toEqual(result);
    expect(checkoutResponseSchema.safeParse({ ...response, errorMessages: undefined }).success).toBe(false);
  });
});
