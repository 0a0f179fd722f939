import { cardDigits, cardExpired, luhnValid, parseCardExpiry } from "./card-number.ts";
import { checkoutLimits, checkoutMessages, type PaymentProvider } from "./checkout.schema.ts";
import { type CheckoutOptions, hasCheckoutOption } from "./checkout-options.ts";
import { redirectMethodLabels } from "./redirect-payment.ts";
import { staffPaymentMethodsFor } from "./staff-payment.ts";
import { type Wallet, wallets } from "./wallet-payment.schema.ts";

/** The deposit state of checkout s.3: what is paid now, what remains, and its share of the total. */
export interface DepositState {
  /** Cents paid now; 0 means no deposit (the whole total is paid). */
  cartDeposit: number;
  /** Cents left to pay later. */
  cartRemainingPayment: number;
  /** Nothing to pay: the card fields are not needed. */
  isPaymentFree: boolean;
  /** floor(amount / total * 10000) / 100, or 0 without a deposit. */
  depositPercentage: number;
}

/** The smallest deposit: `percentage` percent of the total, rounded to the cent (checkout s.5). */
export function minimumDeposit(
  total: number,
  percentage: number = checkoutLimits.defaultDepositPercentage,
): number {
  return Math.round((total * percentage) / 100);
}

/** Why a deposit cannot be taken, or null when it can (checkout s.5). Empty or zero is no deposit. */
export function depositProblem(
  amount: number | null | undefined,
  total: number,
  percentage: number = checkoutLimits.defaultDepositPercentage,
): string | null {
  if (amount === null || amount === undefined || amount === 0) return null;
  if (!Number.isInteger(amount) || amount < 0) return "The deposit is an amount in dollars and cents.";
  if (amount >= total) return checkoutMessages.requestExceedsTotal;
  const minimum = minimumDeposit(total, percentage);
  if (amount < minimum) return `The deposit is at least ${percentage}% of the order total.`;
  return null;
}

/**
 * The deposit state for an amount (checkout s.5): with no deposit, or one that cannot apply (another
 * payment method, the control disabled), the whole total is paid now.
 */
export function depositState(input: {
  amount: number | null | undefined;
  total: number;
  percentage?: number;
  /** Card (the default method) and the deposit control enabled. */
  applies: boolean;
}): DepositState {
  const { total } = input;
  const amount = input.applies ? (input.amount ?? 0) : 0;
  if (total <= 0)
    return { cartDeposit: 0, cartRemainingPayment: 0, isPaymentFree: true, depositPercentage: 0 };
  if (amount === 0 || depositProblem(amount, total, input.percentage) !== null)
    return { cartDeposit: 0, cartRemainingPayment: 0, isPaymentFree: false, depositPercentage: 0 };
  return {
    cartDeposit: amount,
    cartRemainingPayment: total - amount,
    isPaymentFree: false,
    depositPercentage: Math.floor((amount / total) * 10000) / 100,
  };
}

/** What is charged now: the deposit when one applies, else the whole total. */
export function amountDueNow(state: DepositState, total: number): number {
  return state.cartDeposit > 0 ? state.cartDeposit : Math.max(total, 0);
}

/**
 * How long the email's check waits after a keystroke (checkout s.5): 400 ms once the field holds more
 * than 1 character, at once otherwise (an emptied field says so straight away).
 */
export function emailCheckDelayMs(text: string): number {
  return text.length > 1 ? checkoutLimits.emailDebounceMs : 0;
}

/**
 * The order total shown (checkout s.3): the cart's total, the delivery price when above 0, the
 * suppliers' delivery prices and the prices of the chosen paid delivery services.
 */
export function orderTotalShown(input: {
  cartTotal: number;
  shippingCost: number;
  supplierPrices: readonly number[];
  servicePrices: readonly number[];
}): number {
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return (
    input.cartTotal + Math.max(input.shippingCost, 0) + sum(input.supplierPrices) + sum(input.servicePrices)
  );
}

/** The card fields as typed: they never leave the browser unencrypted. */
export interface CardDetails {
  nameOnCard: string;
  cardNo: string;
  expiryDate: string;
  cvv: string;
}

/** The card's problems as checkout s.5 words them (empty when the card may be sent). */
export function cardDetailsProblems(card: CardDetails, now: Date): string[] {
  const problems: string[] = [];
  if (!card.nameOnCard.trim()) problems.push(checkoutMessages.cardName);
  const number = cardDigits(card.cardNo);
  if (number.length > checkoutLimits.cardNumberMax || !luhnValid(number))
    problems.push(checkoutMessages.cardNumber);
  const expiry = parseCardExpiry(card.expiryDate);
  if (!expiry || cardExpired(expiry, now)) problems.push(checkoutMessages.cardExpiry);
  if (!/^\d{3,4}$/.test(card.cvv.trim())) problems.push(checkoutMessages.cvc);
  return problems;
}

/** What stops a submit (checkout s.5 "Submit blocks"), in the spec's order; null when nothing does. */
export function checkoutSubmitBlock(input: {
  suburbPicked: boolean;
  depositValid: boolean;
  formValid: boolean;
  hasDeliveryDate: boolean;
  hasSupplierDates: boolean;
  cashAndCarry: boolean;
}): string | null {
  if (!input.suburbPicked) return checkoutMessages.submitSuburb;
  if (!input.depositValid) return checkoutMessages.submitDeposit;
  if (!input.formValid) return checkoutMessages.submitInvalid;
  if (!input.cashAndCarry && !input.hasDeliveryDate && !input.hasSupplierDates)
    return checkoutMessages.submitDeliveryDate;
  return null;
}

/** Whether the Miele brand warning must be ticked: the encryption keys name Miele (checkout s.5). */
export function needsMieleWarning(encryptionKeyNames: readonly string[]): boolean {
  return encryptionKeyNames.some((name) => name.trim().toLowerCase() === "miele");
}

/**
 * The payment methods a checkout offers (checkout s.4, s.6; ADR 035, 036, 037, 040): the card where an
 * acquirer is configured, Apple Pay and Google Pay for everyone, each where its provider is (ADR 040, 078),
 * PayPal (and its Pay Later), Afterpay and Zip online where the provider is configured and the option
 * bit is set (PayPal 2, AfterPay 2048, Zip 256; ADR 036), Klarna and Humm for everyone where configured
 * (ADR 042), Zip in store where Zip is configured and the
 * visitor's options allow it (staff), then the staff methods that need no provider, each by its option
 * flag (ADR 037). The first is the page's default.
 */
export function paymentOptionsFor(
  available: {
    card: boolean;
    inStore: boolean;
    /** The wallets whose provider is configured (ADR 040, 078). */
    wallets?: readonly Wallet[];
    paypal?: boolean;
    afterpay?: boolean;
    zip?: boolean;
    klarna?: boolean;
    humm?: boolean;
  },
  options: CheckoutOptions,
): PaymentProvider[] {
  const methods: PaymentProvider[] = [];
  if (available.card) methods.push("CreditCard");
  // Every brand and role, each wallet where its provider is configured (ADR 040, 078)
  for (const wallet of wallets) if (available.wallets?.includes(wallet)) methods.push(wallet);
  if (available.paypal && hasCheckoutOption(options, "PayPal")) methods.push("PayPal", "PayPalBnpl");
  if (available.afterpay && hasCheckoutOption(options, "AfterPay")) methods.push("AfterPay");
  if (available.zip && hasCheckoutOption(options, "Zip")) methods.push("Zip");
  // No option bit of the spec names Klarna or Humm: offered to every visitor where configured (ADR 042)
  if (available.klarna) methods.push("Klarna");
  if (available.humm) methods.push("Humm");
  if (available.inStore && hasCheckoutOption(options, "ZipInStore")) methods.push("ZipInStore");
  methods.push(...staffPaymentMethodsFor(options));
  return methods;
}

/**
 * Which payment kinds show the provider's refusalReason beside the spec's text (checkout s.8 'a
 * refusalReason is shown when the payment kind shows it'; ADR 030's amendment). The card and the wallets
 * (the acquirer's words, e.g. 'Insufficient funds'), Zip in store and the redirect methods (the provider's
 * decline, e.g. Zip's reason) do; the methods staff record themselves (cash, COD, account, other) and None
 * have no provider to refuse them, so a reason there would be the store's own words, which the error list
 * already carries. A record, so a new method must be decided here.
 */
const refusalReasonShown: Record<PaymentProvider, boolean> = {
  None: false,
  CreditCard: true,
  ApplePay: true,
  GooglePay: true,
  ZipInStore: true,
  AfterPay: true,
  Zip: true,
  PayPal: true,
  PayPalBnpl: true,
  Klarna: true,
  Humm: true,
  Cash: false,
  COD: false,
  CRAccount: false,
  StaffOnlyOtherPaymentMethod: false,
};

/** Whether a refused payment of this method shows the provider's refusalReason (checkout s.8). */
export function showsRefusalReason(method: PaymentProvider): boolean {
  return refusalReasonShown[method];
}

/**
 * What a second checkout of an order whose payment still waits is told (a 409): who the payment waits for,
 * by its method. A card or a wallet waits on the bank's 3-D Secure check, Zip in store on the customer's
 * Zip app, a redirect method on the provider's page; the fallback names no one.
 */
export function waitingPaymentMessage(method: PaymentProvider | null): string {
  if (method === "CreditCard" || method === "ApplePay" || method === "GooglePay")
    return "Your payment is waiting for your bank's check. Please finish it, or cancel it and try again.";
  if (method === "ZipInStore")
    return "This payment is waiting for the customer to approve it in their Zip app. Wait for their answer, or cancel it and try again.";
  const provider = method ? redirectMethodLabels[method as keyof typeof redirectMethodLabels] : undefined;
  if (provider)
    return `Your payment is waiting for you to finish it with ${provider}. Please finish it there, or cancel it and try again.`;
  return "Your payment has not finished yet. Please finish it, or cancel it and try again.";
}
