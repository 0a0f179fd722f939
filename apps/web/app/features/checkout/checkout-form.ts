import { checkoutAbn } from "@store/domain/abn";
import {
  billingAddressSchemaFor,
  type CheckoutFormContext,
  type CheckoutPost,
  type CheckoutView,
  checkoutMessages,
  checkoutPostSchemaFor,
  type PaymentProvider,
  type SavedOrderPreferences,
} from "@store/domain/checkout.schema";
import type { DeliveryDate } from "@store/domain/delivery.schema";
import { cashChange, otherPaymentReferenceProblem } from "@store/domain/staff-payment";
import { z } from "zod";
import { cardFieldIssues, cardFieldsSchema, emptyCardFields } from "~/lib/card-payment";

/** What else the form's checks depend on, read at validation time (it changes as the shopper works). */
export interface CheckoutCheckContext extends CheckoutFormContext {
  /** The Miele brand warning must be ticked (the encryption keys name Miele). */
  mieleWarningRequired: boolean;
  /** The card is charged: card payment, something to pay. */
  cardRequired: boolean;
  /** In-store buy-now-pay-later: the 6-digit code from the customer's app is needed. */
  deviceCodeRequired: boolean;
  /** Cash: the cents due, which the cash tendered must cover (ADR 037); null for other methods. */
  cashDue?: number | null;
  /** Another method staff record: how the customer pays and its reference is needed (ADR 072). */
  otherReferenceRequired?: boolean;
  /** The trade brand: the buyer's ABN is needed and must hold its check digits (ADR 083). */
  abnRequired?: boolean;
}

const emptyAddress = {
  firstName: "",
  lastName: "",
  companyName: "",
  address: "",
  suburb: "",
  state: "",
  postcode: "",
};

/**
 * The checkout page's form (checkout s.3 "Checkout form"): the post's contact and address fields with
 * the domain's own checks, plus what only the page holds (billing toggle, card, deposit text, brand
 * warning). Billing is checked only when it differs from delivery; the card only when it is charged.
 */
export function checkoutFormSchemaFor(context: () => CheckoutCheckContext) {
  const post = checkoutPostSchemaFor(context());
  return post
    .pick({
      email: true,
      phoneNumber: true,
      newsletter: true,
      deliveryAddress: true,
      poNumber: true,
      EarlyNotification: true,
      requestedDeliveryContact: true,
      requestedInstallationContact: true,
    })
    .extend({
      billingSame: z.boolean(),
      billingAddress: z.record(z.string(), z.string()),
      devicePaymentCode: z.string(),
      cashTendered: z.string(),
      otherPaymentReference: z.string(),
      cardDetails: cardFieldsSchema,
      deposit: z.string(),
      mieleWarning: z.boolean(),
      abn: z.string(),
    })
    .superRefine((values, issues) => {
      const now = context();
      if (!values.billingSame) {
        const billing = billingAddressSchemaFor(now).safeParse(values.billingAddress);
        if (!billing.success)
          for (const issue of billing.error.issues)
            issues.addIssue({
              code: "custom",
              message: issue.message,
              path: ["billingAddress", ...issue.path],
            });
      }
      if (now.cardRequired)
        for (const { field, message } of cardFieldIssues(values.cardDetails, new Date()))
          issues.addIssue({ code: "custom", message, path: ["cardDetails", field] });
      if (now.deviceCodeRequired && !/^\d{6}$/.test(values.devicePaymentCode.trim()))
        issues.addIssue({
          code: "custom",
          message: checkoutMessages.devicePaymentCode,
          path: ["devicePaymentCode"],
        });
      if (now.cashDue !== null && now.cashDue !== undefined) {
        const tendered = depositCents(values.cashTendered);
        const counted = cashChange(
          now.cashDue,
          tendered === null || Number.isNaN(tendered) ? null : tendered,
        );
        if (!counted.ok)
          issues.addIssue({ code: "custom", message: counted.message, path: ["cashTendered"] });
      }
      const referenceProblem = now.otherReferenceRequired
        ? otherPaymentReferenceProblem("StaffOnlyOtherPaymentMethod", values.otherPaymentReference)
        : null;
      if (referenceProblem)
        issues.addIssue({ code: "custom", message: referenceProblem, path: ["otherPaymentReference"] });
      const abn = checkoutAbn(now.abnRequired ?? false, values.abn);
      if (!abn.ok) issues.addIssue({ code: "custom", message: abn.problem, path: ["abn"] });
      if (now.mieleWarningRequired && !values.mieleWarning)
        issues.addIssue({ code: "custom", message: checkoutMessages.mieleWarning, path: ["mieleWarning"] });
    });
}

export type CheckoutFormSchema = ReturnType<typeof checkoutFormSchemaFor>;
export type CheckoutFormInput = z.input<CheckoutFormSchema>;
export type CheckoutFormOutput = z.output<CheckoutFormSchema>;
export type AddressValues = typeof emptyAddress;

function addressFrom(address: Record<string, string> | null | undefined): AddressValues {
  return { ...emptyAddress, ...(address ?? {}) };
}

/**
 * The form's first values: the signed-in customer's details (a locked customer's are fixed), else the
 * guest's saved order preferences when their email is still valid, else empty.
 */
export function initialCheckoutValues(
  view: Pick<CheckoutView, "customer">,
  saved: SavedOrderPreferences | null,
  now: number,
): CheckoutFormInput {
  const customer = view.customer;
  const guestEmail = saved?.guestEmail && saved.guestEmail.validUntil > now ? saved.guestEmail.value : "";
  const shipping = customer?.shippingAddress ?? null;
  const delivery = shipping
    ? addressFrom(shipping)
    : {
        ...addressFrom(saved?.deliveryAddress),
        firstName: saved?.deliveryAddress?.firstName ?? customer?.firstName ?? "",
        lastName: saved?.deliveryAddress?.lastName ?? customer?.lastName ?? "",
      };
  const billing = customer?.billingAddress ?? saved?.billingAddress ?? null;
  return {
    email: customer?.email || guestEmail,
    phoneNumber: customer?.phone || saved?.phone || "",
    newsletter: saved?.newsletter ?? true,
    deliveryAddress: {
      ...delivery,
      deliveryInstructions: saved?.deliveryAddress?.deliveryInstructions ?? "",
    },
    billingSame: customer?.billingAddress ? false : (saved?.billingSameAsShipping ?? true),
    billingAddress: addressFrom(billing),
    poNumber: "",
    EarlyNotification: false,
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    devicePaymentCode: "",
    cashTendered: "",
    otherPaymentReference: "",
    cardDetails: { ...emptyCardFields },
    deposit: "",
    mieleWarning: false,
    abn: "",
  };
}

/** Dollars as typed ('250', '250.5', '$1,250.00') in cents; null when empty, NaN when not a number. */
export function depositCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** What the page adds to the form to make the post (checkout s.7). */
export interface CheckoutPostExtras {
  cartId: string;
  country: "AU" | "NZ";
  cart: CheckoutView["cart"];
  deliveryDate: DeliveryDate | null;
  supplierDeliveryDates: CheckoutPost["supplierDeliveryDates"];
  deliveryServices: string[];
  partialPayment: number;
  selectedPaymentOption: PaymentProvider;
  cashAndCarry: boolean;
  winningDeliveryServiceOverride: boolean;
  subdivision: string | null;
  /** The chosen store: several share a subdivision (ADR 037). */
  storeUri: string | null;
  salespersonCode: string | null;
  /** Cash: what the customer handed over, in cents; null for other methods. */
  cashTendered: number | null;
  /** Another method: how the customer pays and its reference; null for other methods (ADR 072). */
  otherPaymentReference: string | null;
  /** Forced in for a locked customer: what the server holds, not what the page shows. */
  locked: { email: string; phoneNumber: string } | null;
  encryptedValues: Record<string, string> | null;
  browserInfo: { screenHeight: number; screenWidth: number } | null;
  deviceCodeUsed: boolean;
  withMieleWarning: boolean;
  /** Staff hand a redirect method to the customer's phone by a QR code (ADR 043). */
  handOff?: boolean;
  /** The anti-fraud script's device token (ADR 069); null when it did not load. */
  fraudCheckToken?: string | null;
}

/** The POST /api/checkout body: the form without the card, plus the encrypted card (checkout s.7). */
export function checkoutPostBody(values: CheckoutFormOutput, extras: CheckoutPostExtras): CheckoutPost {
  const billing = values.billingSame ? null : billingAddressOf(values.billingAddress, extras.country);
  return {
    cartId: extras.cartId,
    email: extras.locked?.email ?? values.email,
    newsletter: values.newsletter,
    phoneNumber: extras.locked?.phoneNumber ?? values.phoneNumber,
    partialPayment: extras.partialPayment > 0 ? extras.partialPayment : null,
    deliveryAddress: { ...values.deliveryAddress, country: extras.country },
    poNumber: values.poNumber || null,
    // Only the trade brand's page shows the field; elsewhere it stays empty and nothing is sent
    abn: values.abn.trim() || null,
    billingAddress: billing,
    deliveryDate: extras.cashAndCarry ? null : extras.deliveryDate,
    supplierDeliveryDates: extras.supplierDeliveryDates,
    EarlyNotification: values.EarlyNotification,
    requestedDeliveryContact: values.requestedDeliveryContact,
    requestedInstallationContact: values.requestedInstallationContact,
    deliveryServices: extras.deliveryServices,
    subdivision: extras.subdivision,
    storeUri: extras.storeUri,
    salespersonCode: extras.salespersonCode,
    cashTendered: extras.cashTendered,
    otherPaymentReference: extras.otherPaymentReference,
    selectedPaymentOption: extras.selectedPaymentOption,
    devicePaymentCode: extras.deviceCodeUsed ? values.devicePaymentCode.trim() : null,
    cashAndCarry: extras.cashAndCarry,
    fraudCheckToken: extras.fraudCheckToken ?? null,
    winningDeliveryServiceOverride: extras.winningDeliveryServiceOverride,
    cart: {
      items: extras.cart.products.map((line) => ({
        qty: line.quantity,
        sku: line.sku,
        unitId: line.unitId,
        productCode: line.productCode,
        category: line.category,
        warrantyId: line.selectedWarranty?.id ?? null,
        installId: line.selectedInstall?.id ?? null,
      })),
      // The cart's own total (before delivery): the server compares it with the cart it reads
      orderTotal: extras.cart.orderTotal,
      couponCode: extras.cart.coupons[0]?.code ?? null,
    },
    brandsWarnings: extras.withMieleWarning ? { mieleWarning: values.mieleWarning } : null,
    browserInfo: extras.browserInfo,
    encryptedValues: extras.encryptedValues,
    cardHolderName: extras.encryptedValues ? values.cardDetails.nameOnCard.trim() : null,
    country: extras.country,
    handOff: extras.handOff ?? false,
  };
}

function billingAddressOf(address: Record<string, string>, country: "AU" | "NZ") {
  return {
    firstName: address.firstName ?? "",
    lastName: address.lastName ?? "",
    companyName: address.companyName ?? "",
    address: address.address ?? "",
    suburb: address.suburb ?? "",
    state: address.state ?? "",
    postcode: address.postcode ?? "",
    country,
  };
}
