import type { Role } from "./access.ts";
import type { Brand } from "./brands.ts";

/** The checkout option bit flags of checkout s.3, by name: what a checkout offers is their sum. */
export const checkoutOption = {
  Default: 0,
  COD: 1,
  PayPal: 2,
  CRAccount: 4,
  ConnectRemove: 8,
  DeliveryInstructions: 16,
  PaidInstalls: 32,
  SetSalesperson: 64,
  StaffOnlyOtherPaymentMethod: 128,
  Zip: 256,
  ZipInStore: 512,
  UniqueRequirements: 1024,
  AfterPay: 2048,
  CashAndCarry: 4096,
  WarehouseStorageCharge: 8192,
  InstallationContact: 16384,
  WinningDeliveryServiceOverride: 32768,
} as const;

export type CheckoutOptionName = keyof typeof checkoutOption;
/** A set of checkout options as the spec sends it: the sum of their bits. */
export type CheckoutOptions = number;

/** Every named option (Default, 0, excepted: it is the empty set). */
export const checkoutOptionNames = (Object.keys(checkoutOption) as CheckoutOptionName[]).filter(
  (name) => checkoutOption[name] !== 0,
);

/** Whether a set holds an option. */
export function hasCheckoutOption(options: CheckoutOptions, name: CheckoutOptionName): boolean {
  const bit = checkoutOption[name];
  return bit !== 0 && (options & bit) === bit;
}

/** The set of the given options. */
export function checkoutOptionsOf(names: readonly CheckoutOptionName[]): CheckoutOptions {
  return names.reduce((set, name) => set | checkoutOption[name], 0);
}

/** The names in a set, in the spec's order. */
export function checkoutOptionNamesIn(options: CheckoutOptions): CheckoutOptionName[] {
  return checkoutOptionNames.filter((name) => hasCheckoutOption(options, name));
}

/** Options only staff may use (checkout s.6): staff payment methods, store and salesperson, cash and carry, the override. */
export const staffOnlyCheckoutOptions = checkoutOptionsOf([
  "COD",
  "CRAccount",
  "SetSalesperson",
  "StaffOnlyOtherPaymentMethod",
  "ZipInStore",
  "CashAndCarry",
  "WinningDeliveryServiceOverride",
]);

/**
 * Whether the checkout asks for a PO number (checkout s.3, s.5; the spec does not say who, ADR 032):
 * with the charge account (CRAccount), the staff-only way business customers buy on a purchase order.
 */
export function asksForPoNumber(options: CheckoutOptions): boolean {
  return hasCheckoutOption(options, "CRAccount");
}

/**
 * What the checkout offers this visitor on this brand (checkout s.3 and s.6): delivery instructions,
 * paid installs and the online redirect payments (PayPal, Zip, Afterpay; ADR 036) everywhere; delivery services (connect and remove, installation contact, unique
 * requirements) unless the brand has them off; the staff-only options for staff and admins only.
 */
export function checkoutOptionsFor(
  brand: Pick<Brand, "deliveryServicesEnabled">,
  role: Role,
): CheckoutOptions {
  const names: CheckoutOptionName[] = ["DeliveryInstructions", "PaidInstalls", "PayPal", "Zip", "AfterPay"];
  if (brand.deliveryServicesEnabled) names.push("ConnectRemove", "InstallationContact", "UniqueRequirements");
  if (role === "staff" || role === "admin") {
    names.push(
      "SetSalesperson",
      "StaffOnlyOtherPaymentMethod",
      "COD",
      "CRAccount",
      "ZipInStore",
      "CashAndCarry",
      "WinningDeliveryServiceOverride",
    );
  }
  return checkoutOptionsOf(names);
}
