import { describe, expect, it } from "vitest";
import { checkoutOptionsFor, checkoutOptionsOf } from "./checkout-options.ts";
import {
  cashChange,
  isStaffPaymentMethod,
  otherPaymentReferenceProblem,
  staffPaymentLabels,
  staffPaymentMethods,
  staffPaymentMethodsFor,
  staffPaymentNote,
  staffPaymentSettles,
} from "./staff-payment.ts";

describe("staff payment methods (checkout s.6, ADR 037)", () => {
  const brand = { deliveryServicesEnabled: true };

  it("are offered to staff and admins only", () => {
    expect(staffPaymentMethodsFor(checkoutOptionsFor(brand, "staff"))).toEqual([...staffPaymentMethods]);
    expect(staffPaymentMethodsFor(checkoutOptionsFor(brand, "admin"))).toEqual([...staffPaymentMethods]);
    expect(staffPaymentMethodsFor(checkoutOptionsFor(brand, "customer"))).toEqual([]);
    expect(staffPaymentMethodsFor(checkoutOptionsFor(brand, "anonymous"))).toEqual([]);
  });

  it("follow their own flags; cash follows CashAndCarry", () => {
    expect(staffPaymentMethodsFor(checkoutOptionsOf(["COD"]))).toEqual(["COD"]);
    expect(staffPaymentMethodsFor(checkoutOptionsOf(["CRAccount"]))).toEqual(["CRAccount"]);
    expect(staffPaymentMethodsFor(checkoutOptionsOf(["StaffOnlyOtherPaymentMethod"]))).toEqual([
      "StaffOnlyOtherPaymentMethod",
    ]);
    expect(staffPaymentMethodsFor(checkoutOptionsOf(["CashAndCarry"]))).toEqual(["Cash"]);
    expect(staffPaymentMethodsFor(checkoutOptionsOf(["ZipInStore", "SetSalesperson"]))).toEqual([]);
  });

  it("are told apart from the provider methods, each with a label", () => {
    expect(isStaffPaymentMethod("Cash")).toBe(true);
    expect(isStaffPaymentMethod("StaffOnlyOtherPaymentMethod")).toBe(true);
    expect(isStaffPaymentMethod("CreditCard")).toBe(false);
    expect(isStaffPaymentMethod("ZipInStore")).toBe(false);
    for (const method of staffPaymentMethods) expect(staffPaymentLabels[method]).not.toBe("");
  });

  it("leave cash captured and the others authorised, to capture when the money arrives", () => {
    expect(staffPaymentSettles("Cash")).toBe("captured");
    expect(staffPaymentSettles("COD")).toBe("authorised");
    expect(staffPaymentSettles("CRAccount")).toBe("authorised");
    expect(staffPaymentSettles("StaffOnlyOtherPaymentMethod")).toBe("authorised");
  });
});

describe("cash tendered and change (reference/payments.md)", () => {
  it("gives the change in cents", () => {
    expect(cashChange(123_45, 150_00)).toEqual({ ok: true, tendered: 150_00, change: 26_55 });
    expect(cashChange(99_99, 99_99)).toEqual({ ok: true, tendered: 99_99, change: 0 });
  });

  it("refuses less than the amount due, naming both amounts", () => {
    expect(cashChange(100_00, 99_95)).toEqual({
      ok: false,
      message: "The cash tendered ($99.95) is less than the amount due ($100.00).",
    });
  });

  it("asks for the amount when none is given", () => {
    const answer = cashChange(100_00, null);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.message).toBe("Please enter the cash tendered (at least $100.00).");
    expect(cashChange(100_00, undefined).ok).toBe(false);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(cashChange(100_00, 100_00.5).ok).toBe(false);
    expect(cashChange(100_00, -1).ok).toBe(false);
  });

  it("formats with the given money format", () => {
    const answer = cashChange(10_00, 5_00, (c) => `NZ$${c / 100}`);
    expect(!answer.ok && answer.message).toBe(
      "The cash tendered (NZ$5) is less than the amount due (NZ$10).",
    );
  });
});

describe("the counter payment's note on the confirmation and mail (ADR 037)", () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it("gives cash's tendered amount and change", () => {
    expect(staffPaymentNote({ method: "Cash", cashTendered: 200_00, cashChange: 12_50 }, money)).toBe(
      "Paid in cash: $200.00 tendered, $12.50 change.",
    );
  });
  it("says when the methods on account are paid, and nothing for a card", () => {
    const none = { cashTendered: null, cashChange: null };
    expect(staffPaymentNote({ method: "COD", ...none }, money)).toMatch(/when the order is delivered/);
    expect(staffPaymentNote({ method: "CRAccount", ...none }, money)).toMatch(/customer's account/);
    expect(staffPaymentNote({ method: "StaffOnlyOtherPaymentMethod", ...none }, money)).toMatch(
      /another method/,
    );
    expect(staffPaymentNote({ method: "CreditCard", ...none }, money)).toBeNull();
  });
  it("names the other method's reference when staff recorded one", () => {
    expect(
      staffPaymentNote(
        {
          method: "StaffOnlyOtherPaymentMethod",
          cashTendered: null,
          cashChange: null,
          staffReference: "EFT 991",
        },
        money,
      ),
    ).toBe("To be paid by another method arranged with our staff: EFT 991.");
  });
});

describe("the other method's reference (ADR 072)", () => {
  it("is required for the other method, at least three characters", () => {
    for (const missing of [null, undefined, "", "  ", "ab"])
      expect(otherPaymentReferenceProblem("StaffOnlyOtherPaymentMethod", missing)).toMatch(
        /^Please say how the customer pays/,
      );
    expect(otherPaymentReferenceProblem("StaffOnlyOtherPaymentMethod", "EFT 991")).toBeNull();
  });
  it("is not asked of any other method", () => {
    for (const method of ["Cash", "COD", "CRAccount", "CreditCard"])
      expect(otherPaymentReferenceProblem(method, null)).toBeNull();
  });
});
