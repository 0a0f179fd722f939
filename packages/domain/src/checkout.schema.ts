import { z } from "zod";
import { emailSchema } from "./account.schema.ts";
import { brandIdSchema } from "./brands.ts";
import { encryptedValuesSchema } from "./card-payment.schema.ts";
import { cartSchema } from "./cart.schema.ts";
import { deliveryDateSchema } from "./delivery.schema.ts";
import { textSchema, wholeNumberSchema } from "./input.schema.ts";
import { checkPhone } from "./phone.ts";
import { otherPaymentReferenceMax } from "./staff-payment.ts";
import { walletSetupSchema, walletTokenSchema } from "./wallet-payment.schema.ts";

/** The limits and timings of checkout s.5 and s.9, in one place. */
export const checkoutLimits = {
  emailMin: 5,
  emailMax: 254,
  emailDebounceMs: 400,
  phoneMin: 8,
  phoneMax: 20,
  firstNameMax: 20,
  lastNameMax: 29,
  /** Address and company: 50, or 35 when the cart holds a Miele product. */
  addressMax: 50,
  addressMaxMiele: 35,
  suburbMax: 30,
  /** The address suburb's search starts after more than 2 typed characters (checkout s.5). */
  suburbSearchMinChars: 3,
  stateMax: 3,
  postcodeMax: 4,
  instructionsMax: 150,
  poNumberMax: 40,
  cardNumberMax: 19,
  devicePaymentCodeLength: 6,
  defaultDepositPercentage: 30,
  fallbackDeliveryDays: 21,
  pollMs: 2000,
  pollTimeoutMs: 65_000,
  /** Leaving the page cancels a waiting in-store payment, and waits this long on unload for the cancel to go (s.4). */
  unloadCancelWaitMs: 200,
  reenableAfterErrorMs: 500,
  /** The checkout-session browser storage lasts 3 (the spec leaves the unit out: hours, ADR 029). */
  sessionStorageHours: 3,
} as const;

/** The manufacturer whose products tighten the address limits and ask for the brand warning (checkout s.5). */
export const mieleBrand = "Miele";

/** Whether a manufacturer name is Miele (case and spaces ignored). */
export function isMiele(brand: string): boolean {
  return brand.trim().toLowerCase() === mieleBrand.toLowerCase();
}

/** Every message checkout s.5 and s.8 words, verbatim. */
export const checkoutMessages = {
  firstName: "Please enter a first name (max 20 characters)",
  // The spec's own wording: the limit is 29, the message says 20.
  lastName: "Please enter a last name (max 20 characters)",
  companyTooLong: (max: number) => `Company Name cannot be more than ${max} characters`,
  addressInvalid: (max: number) => `Please enter a valid address (max ${max} characters)`,
  addressTooLong: (max: number) => `Address cannot be more than ${max} characters`,
  poBox: "We don't deliver to PO Boxes",
  suburb: "Please enter a valid suburb",
  instructions: "Only 150 characters are aloud in this field",
  cvc: "Please check your CVC number.",
  cardName: "Please check the name on your card entered.",
  cardNumber: "Please check your card number.",
  cardExpiry: "Please check the card expiry date entered.",
  requestExceedsTotal: "requestExceedsTotal",
  submitSuburb: "Please, select a suburb in the suggested list.",
  submitDeposit: "There is an error with the deposit amount. Please try again or contact support.",
  submitInvalid: "There has been an error. Please check below to see what fields are invalid.",
  submitDeliveryDate: "There is an error with the delivery date. Please try again or contact support.",
  payment401: (support: string) =>
    `Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on ${support}.`,
  checkoutOther: (support: string) =>
    `An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on ${support}.`,
  serviceUnavailable: "Service currently unavailable. Please try again later",
  somethingWrong: "Something has gone wrong, Please try again.",
  addressLookup: "An error occurred while looking up this address. Please check the address and try again.",
  deliveryServicesUnavailable: "Delivery services unavailable for the provided address",
  deliveryLocation: "An error has occurred when selecting a delivery location. Please try again.",
  deliveryUnavailableHomeCare: (support: string) =>
    `Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements ${support}.`,
  timeout: (reference: string) =>
    `There has been an error processing your order, please contact our support team. Order reference : ${reference}.`,
  generic: "We're sorry, something has gone wrong. Please try again later.",
  cancelledReturn: "You've cancelled your payment.",
  userCancel: "The transaction was canceled.",
  /** A payment waiting for the shopper that ran out of time. */
  paymentExpired: "Your payment was not finished in time and has been cancelled.",
  /** A payment taken for an order whose stock or delivery day went meanwhile: voided, never kept (ADR 029). */
  voidedUnavailable:
    "We could not complete your order: a product or the delivery day is no longer available. Your payment has been cancelled and you have not been charged.",
  leavePrompt: "You have not completed your order yet. Are you sure you want to leave?",
  mieleWarning: "Please confirm you have read the Miele delivery and payment terms.",
  devicePaymentCode: "The payment code from the customer's app is 6 digits.",
  poNumber: "A PO number has at most 40 letters, digits, spaces, dashes or brackets.",
  phone: "Please enter a valid phone number",
  email: "Please enter a valid email address",
} as const;

/** The payment provider values of checkout s.3. */
export const paymentProviders = [
  "None",
  "AfterPay",
  "Zip",
  "CreditCard",
  "PayPal",
  "Klarna",
  "ZipInStore",
  "Cash",
  "Humm",
  "ApplePay",
  "GooglePay",
  "PayPalBnpl",
  // Not provider values in the spec but staff-only methods named by their option flags (checkout s.3,
  // s.6; ADR 037): posted as the selected payment option like any other
  "COD",
  "CRAccount",
  "StaffOnlyOtherPaymentMethod",
] as const;
export const paymentProviderSchema = z.enum(paymentProviders, { message: "Unknown payment option" });
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Zip-style payment statuses (checkout s.3), also what GET /api/payment/status answers for a card. */
export const paymentStatuses = [
  "Pending",
  "Approved",
  "Declined",
  "Cancelled",
  "Expired",
  "Unknown",
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// PO Boxes, Locked Bags and GPO Boxes in the ways people write them
const poBoxPattern = /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|gpo\s*box|locked\s*bag|private\s*bag)\b/i;

/** Whether an address line is a PO Box (checkout s.5: 'We don't deliver to PO Boxes'). */
export function isPoBox(address: string): boolean {
  return poBoxPattern.test(address);
}

const phonePattern = /^[0-9A-Za-z\-() ]*$/;
const poNumberPattern = /^\+?[0-9A-Za-z\-() ]*$/;

/** What the checkout's address limits depend on: a Miele product in the cart, the brand's country. */
export interface CheckoutFormContext {
  miele: boolean;
  country: "AU" | "NZ";
}

/** The address, company and instruction fields of a delivery or billing address (checkout s.3, s.5). */
function addressFields(context: CheckoutFormContext) {
  const max = context.miele ? checkoutLimits.addressMaxMiele : checkoutLimits.addressMax;
  return {
    firstName: textSchema("A first name", 200)
      .min(1, checkoutMessages.firstName)
      .max(checkoutLimits.firstNameMax, checkoutMessages.firstName),
    lastName: textSchema("A last name", 200)
      .min(1, checkoutMessages.lastName)
      .max(checkoutLimits.lastNameMax, checkoutMessages.lastName),
    companyName: textSchema("A company name", 200)
      .max(max, checkoutMessages.companyTooLong(max))
      .nullish()
      .transform((v) => v ?? ""),
    address: textSchema("An address", 200)
      .min(1, checkoutMessages.addressInvalid(max))
      .max(max, checkoutMessages.addressTooLong(max))
      .refine((v) => !isPoBox(v), checkoutMessages.poBox),
    suburb: textSchema("A suburb", 200)
      .min(1, checkoutMessages.suburb)
      .max(checkoutLimits.suburbMax, checkoutMessages.suburb),
    state:
      context.country === "AU"
        ? textSchema("A state", 20)
            .min(1, "Please enter a state")
            .max(checkoutLimits.stateMax, "A state has at most 3 letters")
        : textSchema("A state", 20)
            .max(checkoutLimits.stateMax, "A state has at most 3 letters")
            .nullish()
            .transform((v) => v ?? ""),
    postcode: textSchema("A postcode", 20)
      .min(1, "Please enter a postcode")
      .max(checkoutLimits.postcodeMax, "A postcode has at most 4 digits")
      .regex(/^\d+$/, "A postcode is digits only"),
    country: z.enum(["AU", "NZ"], { message: "The country is AU or NZ" }).optional(),
  };
}

/** The delivery address of the checkout form (checkout s.3). */
export function deliveryAddressSchemaFor(context: CheckoutFormContext) {
  return z.object({
    ...addressFields(context),
    deliveryInstructions: textSchema("Delivery instructions", 2000)
      .max(checkoutLimits.instructionsMax, checkoutMessages.instructions)
      .nullish()
      .transform((v) => v ?? ""),
  });
}

/** The billing address: the delivery address without instructions; null when the same as delivery. */
export function billingAddressSchemaFor(context: CheckoutFormContext) {
  return z.object(addressFields(context));
}

export type CheckoutAddress = z.infer<ReturnType<typeof deliveryAddressSchemaFor>>;
export type BillingAddress = z.infer<ReturnType<typeof billingAddressSchemaFor>>;

/** A supplier's delivery date chosen for its drop-shipped lines. */
export const supplierDeliveryDateSchema = z.object({
  supplier: textSchema("A supplier", 100).min(1, "A supplier is required"),
  deliveryDate: deliveryDateSchema,
  /** Cents, as the calendar showed it; the server prices it again. */
  price: wholeNumberSchema("A supplier delivery price is a whole number of cents", 0, 100_000_000).optional(),
});

/** A cart item as the checkout posts it (checkout s.3); the server reads the cart itself. */
export const checkoutCartItemSchema = z.object({
  qty: wholeNumberSchema("A quantity is a whole number", 1, 999),
  sku: textSchema("A sku", 100),
  unitId: textSchema("A unit id", 40).nullish(),
  productCode: textSchema("A product code", 100).nullish(),
  category: textSchema("A category", 200).nullish(),
  warrantyId: textSchema("A warranty id", 40).nullish(),
  installId: textSchema("An install id", 40).nullish(),
});

const cents = (what: string) => wholeNumberSchema(`${what} is a whole number of cents`, 0, 100_000_000);

/** The longest fraudCheckToken taken (within Adyen's 5000 for `deviceFingerprint`). */
export const fraudCheckTokenMax = 2000;

/**
 * POST /api/checkout (checkout s.7): the checkout form without card details, plus the card encrypted
 * in the browser. Amounts are what the page showed; the server computes every amount again from the
 * database and refuses a total that disagrees (ADR 029).
 */
export function checkoutPostSchemaFor(context: CheckoutFormContext) {
  // Four contexts in all: each schema is built once (a build costs more than a parse, ADR 029)
  const key = `${context.miele}:${context.country}` as const;
  let schema = checkoutPostSchemas.get(key);
  if (!schema) {
    schema = buildCheckoutPostSchema(context);
    checkoutPostSchemas.set(key, schema);
  }
  return schema;
}

const checkoutPostSchemas = new Map<string, ReturnType<typeof buildCheckoutPostSchema>>();

function buildCheckoutPostSchema(context: CheckoutFormContext) {
  return z.object({
    cartId: z.uuid({ message: "The cart id is not valid" }),
    email: emailSchema.pipe(z.string().min(checkoutLimits.emailMin, checkoutMessages.email)),
    newsletter: z.boolean({ message: "newsletter is true or false" }).default(true),
    phoneNumber: textSchema("A phone number", 200)
      .min(checkoutLimits.phoneMin, checkoutMessages.phone)
      .max(checkoutLimits.phoneMax, checkoutMessages.phone)
      .regex(phonePattern, checkoutMessages.phone)
      .refine((p) => checkPhone(p).valid, checkoutMessages.phone),
    partialPayment: cents("A deposit").nullish(),
    deliveryAddress: deliveryAddressSchemaFor(context),
    poNumber: textSchema("A PO number", 200)
      .max(checkoutLimits.poNumberMax, checkoutMessages.poNumber)
      .regex(poNumberPattern, checkoutMessages.poNumber)
      .nullish(),
    billingAddress: billingAddressSchemaFor(context).nullish(),
    /** The buyer's ABN: required and checked on the trade brand, dropped elsewhere (ADR 083, checkoutAbn). */
    abn: textSchema("An ABN", 20).nullish(),
    deliveryDate: deliveryDateSchema.nullish(),
    supplierDeliveryDates: z.array(supplierDeliveryDateSchema).max(20).default([]),
    EarlyNotification: z.boolean().default(false),
    requestedDeliveryContact: z.boolean().default(false),
    requestedInstallationContact: z.boolean().default(false),
    deliveryServices: z.array(textSchema("A delivery service sku", 60)).max(20).default([]),
    subdivision: textSchema("A store", 60).nullish(),
    /** The chosen store itself: several stores share a subdivision (ADR 037). */
    storeUri: textSchema("A store", 100).nullish(),
    salespersonCode: textSchema("A salesperson code", 40).nullish(),
    /** Cash: what the customer handed over, in cents; the change is worked out on the server (ADR 037). */
    cashTendered: cents("The cash tendered").nullish(),
    /** Another payment method: how the customer pays and its reference, recorded by staff (ADR 072). */
    otherPaymentReference: textSchema("The payment reference", otherPaymentReferenceMax).nullish(),
    selectedPaymentOption: paymentProviderSchema.default("CreditCard"),
    devicePaymentCode: textSchema("A device payment code", 20)
      .regex(/^\d{6}$/, checkoutMessages.devicePaymentCode)
      .nullish(),
    cashAndCarry: z.boolean().default(false),
    /** The anti-fraud script's device token (ADR 069): bounded text, passed to the card acquirer (ADR 076). */
    fraudCheckToken: textSchema("A fraud check token", fraudCheckTokenMax).nullish(),
    winningDeliveryServiceOverride: z.boolean().default(false),
    cart: z
      .object({
        items: z.array(checkoutCartItemSchema).max(100).default([]),
        orderTotal: cents("The order total"),
        couponCode: textSchema("A coupon code", 40).nullish(),
      })
      .nullish(),
    brandsWarnings: z.object({ mieleWarning: z.boolean().default(false) }).nullish(),
    browserInfo: z
      .object({
        screenHeight: wholeNumberSchema("screenHeight is a whole number", 0, 100_000),
        screenWidth: wholeNumberSchema("screenWidth is a whole number", 0, 100_000),
      })
      .nullish(),
    encryptedValues: encryptedValuesSchema.nullish(),
    cardHolderName: textSchema("The name on the card", 200).nullish(),
    /** Apple Pay and Google Pay: the payment sheet's token (ADR 040). */
    walletToken: walletTokenSchema.nullish(),
    /** Staff: the customer pays this redirect method on their own phone, by a QR code (ADR 043). */
    handOff: z.boolean({ message: "handOff is true or false" }).default(false),
    country: z.enum(["AU", "NZ"], { message: "The country is AU or NZ" }).optional(),
  });
}
export type CheckoutPost = z.infer<ReturnType<typeof checkoutPostSchemaFor>>;

/**
 * The shape every checkout post must have before the cart is read (the widest limits): the route
 * validates with it, the service again with the cart's own limits (Miele) once it knows the cart.
 */
export const checkoutPostShapeSchema = checkoutPostSchemaFor({ miele: false, country: "AU" }).extend({
  deliveryAddress: z.looseObject({}),
  billingAddress: z.looseObject({}).nullish(),
});

/** POST /api/checkout/avail: the form with card details and the date nulled (checkout s.7). */
export const checkoutAvailSchema = z
  .object({
    cartId: z.uuid({ message: "The cart id is not valid" }).optional(),
    deliveryAddress: z
      .object({
        suburb: textSchema("A suburb", 60).default(""),
        postcode: textSchema("A postcode", 4).regex(/^\d{4}$/, "A postcode is 4 digits"),
        state: textSchema("A state", 20).default(""),
        address: textSchema("An address", 200).nullish(),
      })
      .loose(),
    deliveryServices: z.array(textSchema("A delivery service sku", 60)).max(20).default([]),
    winningDeliveryServiceOverride: z.boolean().default(false),
    cashAndCarry: z.boolean().default(false),
    subdivision: textSchema("A store", 60).nullish(),
    /** Cash and carry's store, whose stock is looked up (ADR 037). */
    storeUri: textSchema("A store", 100).nullish(),
  })
  .loose();
export type CheckoutAvailRequest = z.infer<typeof checkoutAvailSchema>;

/** POST /api/checkout/void: gives up a payment that waits for the shopper (checkout s.7). */
export const checkoutVoidSchema = z.strictObject({
  cartId: z.uuid({ message: "The cart id is not valid" }),
  selectedPaymentOption: paymentProviderSchema,
});

/** GET /api/payment/status?cartId&paymentReference&selectedPaymentOption. */
export const paymentStatusQuerySchema = z.object({
  cartId: z.uuid({ message: "The cart id is not valid" }),
  paymentReference: textSchema("A payment reference", 100).min(1, "A payment reference is required"),
  selectedPaymentOption: paymentProviderSchema.default("CreditCard"),
});

/** The answer of GET /api/payment/status. */
export const paymentStatusAnswerSchema = z.object({
  paymentStatus: paymentStatusSchema,
  message: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

const viewAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});

/** GET /api/checkout: what the checkout page starts from (checkout s.3 "Checkout view"). */
export const checkoutViewSchema = z.object({
  customer: z
    .object({
      email: z.string(),
      phone: z.string(),
      locked: z.boolean(),
      firstName: z.string(),
      lastName: z.string(),
      billingAddress: viewAddressSchema.nullable(),
      shippingAddress: viewAddressSchema.nullable(),
    })
    .nullable(),
  store: z
    .object({
      phone: z.string(),
      address: z.string(),
      suburb: z.string(),
      postcode: z.string(),
      state: z.string(),
    })
    .nullable(),
  partialPaymentPercentage: z.number(),
  /** Staff only: the stores, each with the details cash and carry copies into the form (ADR 037). */
  stores: z.array(
    z.object({
      subdivision: z.string(),
      storeUri: z.string(),
      name: z.string(),
      selected: z.boolean(),
      phone: z.string(),
      address: z.string(),
      suburb: z.string(),
      postcode: z.string(),
      state: z.string(),
    }),
  ),
  salesPeople: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      subdivision: z.string(),
      storeUri: z.string(),
      selected: z.boolean(),
    }),
  ),
  /** PEM X.509 certificates keyed by brand ('Miele' when the cart holds Miele) or 'default'. */
  x509EncryptionKeys: z.record(z.string(), z.string()),
  /** The checkout option bit set (checkout-options.ts). */
  options: z.number().int(),
  cart: cartSchema,
  country: z.enum(["AU", "NZ"]),
  brand: brandIdSchema,
  supportNumber: z.string(),
  /** The card payments this store takes (the sandbox acquirer without real credentials, ADR 028). */
  paymentOptions: z.array(paymentProviderSchema),
  /** How the page takes Apple Pay and Google Pay: the sandbox sheet or the browser's own (ADR 078); null: no wallets. */
  walletSetup: walletSetupSchema.nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/**
 * The payment result (checkout s.3): cartId, paymentReference, refusalReason, errorCode, errorMessages.
 * Every checkout response carries it (the checkout response extends it), so the payment's outcome is
 * answered in one shape by POST /api/checkout and the providers' confirmation calls.
 */
export const paymentResultSchema = z.object({
  cartId: z.string(),
  paymentReference: z.string().nullable(),
  refusalReason: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessages: z.array(z.string()),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The answer of POST /api/checkout (checkout s.3 "Checkout response"): the payment result and more. */
export const checkoutResponseSchema = paymentResultSchema.extend({
  orderCompleted: z.boolean(),
  success: z.boolean(),
  /**
   * The order's own reference (e.g. 'AOL-100042'), the one customers quote: given while an in-store
   * payment waits, so the 65 s timeout message can name it (checkout s.4 "Polling"). Absent from older answers.
   */
  orderReference: z.string().nullable().default(null),
  redirectUrl: z.string().nullable(),
  secure3DResponse: z
    .object({ htmlFormAction: z.string(), htmlFormToPost: z.record(z.string(), z.string()) })
    .nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  message: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Saved order preferences (checkout s.3), kept in the checkout-session browser storage. */
export const savedOrderPreferencesSchema = z.object({
  guestEmail: z.object({ value: z.string(), validUntil: z.number() }).nullable().default(null),
  newsletter: z.boolean().default(true),
  phone: z.string().default(""),
  deliveryAddress: z.record(z.string(), z.string()).nullable().default(null),
  billingSameAsShipping: z.boolean().default(true),
  billingAddress: z.record(z.string(), z.string()).nullable().default(null),
  selectedDate: z.string().nullable().default(null),
  paymentMethod: paymentProviderSchema.default("CreditCard"),
});
export type SavedOrderPreferences = z.infer<typeof savedOrderPreferencesSchema>;

/** The browser storage keys of checkout s.7. */
export const checkoutStorageKeys = {
  availability: "checkout-availability",
  session: "checkout-session",
} as const;
