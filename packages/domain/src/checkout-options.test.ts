import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  asksForPoNumber,
  checkoutOption,
  checkoutOptionNames,
  checkoutOptionNamesIn,
  checkoutOptionsFor,
  checkoutOptionsOf,
  hasCheckoutOption,
  staffOnlyCheckoutOptions,
} from "./checkout-options.ts";

describe("checkout option flags (checkout s.3)", () => {
  it("are the spec's 17 values, each one bit", () => {
    expect(Object.keys(checkoutOption)).toHaveLength(17);
    expect(checkoutOption.WinningDeliveryServiceOverride).toBe(32768);
    expect(checkoutOption.InstallationContact).toBe(16384);
    for (const name of checkoutOptionNames) {
      const bit = checkoutOption[name];
      expect(bit & (bit - 1), name).toBe(0);
    }
    expect(new Set(checkoutOptionNames.map((n) => checkoutOption[n])).size).toBe(16);
  });

  it("form a set: sum, membership and names round-trip", () => {
    const set = checkoutOptionsOf(["COD", "Zip", "CashAndCarry"]);
    expect(set).toBe(1 + 256 + 4096);
    expect(hasCheckoutOption(set, "Zip")).toBe(true);
    expect(hasCheckoutOption(set, "PayPal")).toBe(false);
    expect(hasCheckoutOption(set, "Default")).toBe(false);
    expect(checkoutOptionNamesIn(set)).toEqual(["COD", "Zip", "CashAndCarry"]);
  });

  it("give staff options to staff and admins only", () => {
    const customer = checkoutOptionsFor(brands.aol, "customer");
    expect(customer & staffOnlyCheckoutOptions).toBe(0);
    expect(checkoutOptionsFor(brands.aol, "anonymous")).toBe(customer);
    const staff = checkoutOptionsFor(brands.aol, "staff");
    expect(hasCheckoutOption(staff, "SetSalesperson")).toBe(true);
    expect(hasCheckoutOption(staff, "WinningDeliveryServiceOverride")).toBe(true);
    expect(checkoutOptionsFor(brands.aol, "admin")).toBe(staff);
  });

  it("offer delivery services only where the brand has them", () => {
    const off = checkoutOptionsFor({ deliveryServicesEnabled: false }, "customer");
    const on = checkoutOptionsFor({ deliveryServicesEnabled: true }, "customer");
    expect(hasCheckoutOption(off, "ConnectRemove")).toBe(false);
    expect(hasCheckoutOption(on, "ConnectRemove")).toBe(true);
    expect(hasCheckoutOption(on, "InstallationContact")).toBe(true);
    expect(hasCheckoutOption(off, "DeliveryInstructions")).toBe(true);
  });

  it("ask for a PO number with the charge account: staff and admins", () => {
    expect(asksForPoNumber(checkoutOptionsFor(brands.aol, "anonymous"))).toBe(false);
    expect(asksForPoNumber(checkoutOptionsFor(brands.aol, "customer"))).toBe(false);
    expect(asksForPoNumber(checkoutOptionsFor(brands.aol, "staff"))).toBe(true);
    expect(asksForPoNumber(checkoutOptionsOf(["CRAccount"]))).toBe(true);
    expect(asksForPoNumber(checkoutOptionsOf(["SetSalesperson"]))).toBe(false);
  });
});
