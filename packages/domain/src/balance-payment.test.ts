import { describe, expect, it } from "vitest";
import { balancePaymentPostSchema } from "./balance-payment.schema.ts";
import {
  balanceMessages,
  balancePayable,
  balanceRemaining,
  balanceReturnMessage,
  balanceReturnPath,
} from "./balance-payment.ts";
import { checkoutMessages } from "./checkout.schema.ts";

describe("what is left to pay", () => {
  it("is the total less what was paid, never below 0", () => {
    expect(balanceRemaining({ total: 1000_00, amountPaid: 300_00 })).toBe(700_00);
    expect(balanceRemaining({ total: 1000_00, amountPaid: 1000_00 })).toBe(0);
    expect(balanceRemaining({ total: 1000_00, amountPaid: 1200_00 })).toBe(0);
  });
});

describe("which orders can be paid", () => {
  it("pays the remainder of a placed order with money left", () => {
    expect(balancePayable({ status: "placed", total: 1049_00, amountPaid: 400_00 })).toEqual({
      payable: true,
      amount: 649_00,
    });
    expect(balancePayable({ status: "placed", total: 100, amountPaid: 99 })).toEqual({
      payable: true,
      amount: 1,
    });
  });

  it("refuses a paid order, a cancelled one and an unfinished checkout", () => {
    expect(balancePayable({ status: "placed", total: 500_00, amountPaid: 500_00 })).toEqual({
      payable: false,
      refusal: "paid",
    });
    // Cancelled comes first: a cancelled order's amounts say nothing
    expect(balancePayable({ status: "cancelled", total: 500_00, amountPaid: 0 })).toEqual({
      payable: false,
      refusal: "cancelled",
    });
    for (const status of ["pending", "awaiting_payment"] as const)
      expect(balancePayable({ status, total: 500_00, amountPaid: 0 })).toEqual({
        payable: false,
        refusal: "unplaced",
      });
  });

  it("has a message for every refusal", () => {
    for (const refusal of ["paid", "cancelled", "unplaced"] as const)
      expect(balanceMessages[refusal]).toMatch(/\.$/);
  });
});

describe("the 3-D Secure return", () => {
  it("lands on the account's order page with the outcome", () => {
    expect(balanceReturnPath("6f1c2a8e-3b4d-4c5e-8f9a-0b1c2d3e4f50", "PAID")).toBe(
      "/account/invoice/6f1c2a8e-3b4d-4c5e-8f9a-0b1c2d3e4f50?payment=PAID",
    );
  });

  it("words each outcome, and nothing for a value that is not one", () => {
    expect(balanceReturnMessage("PAID", "1300 000 500")).toEqual({
      ok: true,
      message: balanceMessages.receivedShort,
    });
    expect(balanceReturnMessage("refused", "1300 000 500")).toEqual({
      ok: false,
      message: checkoutMessages.payment401("1300 000 500"),
    });
    expect(balanceReturnMessage("CANCELLED", "1")?.message).toBe(balanceMessages.cancelledCheck);
    expect(balanceReturnMessage("ERROR", "1300 000 500")?.message).toContain("1300 000 500");
    expect(balanceReturnMessage("<script>", "1")).toBeNull();
    expect(balanceReturnMessage(null, "1")).toBeNull();
  });
});

describe("POST /api/account/order/invoiced/{id}/balance", () => {
  const valid = { encryptedValues: { default: "a.b.c.d.e" }, cardHolderName: "Sam Shopper" };

  it("takes the encrypted card and the name, and optionally what the page showed", () => {
    expect(balancePaymentPostSchema.parse(valid)).toEqual(valid);
    expect(
      balancePaymentPostSchema.parse({
        ...valid,
        expectedAmount: "64900",
        browserInfo: { screenHeight: 800, screenWidth: 390 },
      }).expectedAmount,
    ).toBe(649_00);
  });

  it("says what is missing in words a person can act on", () => {
    const messages = (body: unknown) => {
      const parsed = balancePaymentPostSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ cardHolderName: "Sam" })).toEqual([balanceMessages.cardDetails]);
    expect(messages({ ...valid, encryptedValues: null })).toEqual([balanceMessages.cardDetails]);
    expect(messages({ ...valid, encryptedValues: {} })).toEqual([balanceMessages.cardDetails]);
    expect(messages({ ...valid, cardHolderName: "  " })).toContain(checkoutMessages.cardName);
    expect(messages({ encryptedValues: valid.encryptedValues })).toContain(checkoutMessages.cardName);
    expect(messages({ ...valid, expectedAmount: 0 })[0]).toMatch(/whole number of cents/);
  });

  it("refuses an amount, a card number or anything else it does not know", () => {
    const parsed = balancePaymentPostSchema.safeParse({ ...valid, amount: 1, cardNo: "4242424242424242" });
    expect(parsed.success).toBe(false);
  });
});
