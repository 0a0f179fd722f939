import { z } from "zod";
import { textSchema, wholeNumberSchema } from "./input.schema.ts";

/** The wallets of checkout s.3's payment provider values (ADR 040). */
export const wallets = ["ApplePay", "GooglePay"] as const;
export const walletSchema = z.enum(wallets, { message: "The wallet is ApplePay or GooglePay" });
export type Wallet = z.infer<typeof walletSchema>;

/** Whether a payment method is a wallet. */
export function isWallet(method: string): method is Wallet {
  return (wallets as readonly string[]).includes(method);
}

/** A wallet's name as shoppers know it. */
export const walletNames: Record<Wallet, string> = { ApplePay: "Apple Pay", GooglePay: "Google Pay" };

/** Apple's merchant session lasts 5 minutes and starts one payment sheet (reference/payments.md). */
export const merchantSessionMinutes = 5;

/** What checkout says about wallets, in words a shopper can act on. */
export const walletMessages = {
  tokenMissing: (wallet: Wallet) =>
    `Please approve the payment in ${walletNames[wallet]} first: choose ${walletNames[wallet]} and place your order again.`,
  notOffered: "Apple Pay cannot be used here. Please choose another payment method.",
  sessionUsed: "This Apple Pay session was already used. Please start Apple Pay again.",
  sessionExpired: "This Apple Pay session has expired (it lasts 5 minutes). Please start Apple Pay again.",
  sessionUnknown: "Apple Pay did not recognise this session. Please start Apple Pay again.",
  sessionMissing: "Apple Pay needs a merchant session from the store first.",
  unavailable: "The wallet service is not answering. Please try again or choose another payment method.",
  appleUnavailable:
    "Apple Pay is not answering at the moment. Please try again or choose another payment method.",
} as const;

/**
 * The wallet token the payment sheet returned, sent with POST /api/checkout (ADR 040, 078): opaque to the
 * store, read only by the acquirer. A real Apple Pay token (its paymentData as JSON, a signature with
 * Apple's certificates inside) runs to several kilobytes; Adyen takes at most 10,000 characters of it once
 * base64-encoded, which is 7,500 before.
 */
export const walletTokenSchema = textSchema("The wallet token", 7500).min(1, "The wallet token is empty");

/** POST /api/checkout/applepay/validate: the validation URL the browser's Apple Pay session gave. */
export const applePayValidateSchema = z.strictObject({
  validationURL: textSchema("The validation URL", 500).pipe(
    z.url({ message: "The validation URL is not a URL" }),
  ),
});
export type ApplePayValidate = z.infer<typeof applePayValidateSchema>;

/**
 * Apple's merchant session (the object Apple answers), handed to the browser's Apple Pay session. Opaque:
 * the fields Apple adds (operationalAnalyticsIdentifier, retries, pspId...) are kept and passed on as they came.
 */
export const applePayMerchantSessionSchema = z.looseObject({
  merchantSessionIdentifier: z.string(),
  merchantIdentifier: z.string(),
  domainName: z.string(),
  displayName: z.string(),
  /** Milliseconds since the epoch: when Apple made it, and when it stops being accepted. */
  epochTimestamp: z.number(),
  expiresAt: z.number(),
  nonce: z.string(),
  signature: z.string(),
});
export type ApplePayMerchantSession = z.infer<typeof applePayMerchantSessionSchema>;

/** A test card the sandbox wallet's sheet offers. */
export const walletSheetCardSchema = z.object({
  id: z.string(),
  /** As the sheet shows it: 'Visa •••• 4242'. */
  label: z.string(),
  /** What the sandbox does with it, for the tester. */
  behaviour: z.string(),
});
export type WalletSheetCard = z.infer<typeof walletSheetCardSchema>;

/** POST /sandbox/wallet/token: the shopper approved the sheet with a card; the sandbox answers a token. */
export const walletSheetApprovalSchema = z.strictObject({
  wallet: walletSchema,
  card: textSchema("The card", 40).min(1, "Choose a card"),
  amount: wholeNumberSchema("The amount is a whole number of cents", 1, 100_000_000),
  currency: z.enum(["AUD", "NZD"], { message: "The currency is AUD or NZD" }),
  /** Apple Pay only: the merchant session the store's server obtained (single-use, 5 minutes). */
  merchantSessionIdentifier: textSchema("The merchant session", 100).optional(),
});
export type WalletSheetApproval = z.infer<typeof walletSheetApprovalSchema>;

/**
 * Apple's documented Apple Pay gateway hosts, the only ones a validation URL may name ('Setting Up Your
 * Server'; ADR 078): global and China production, the regional pods Apple listed with their
 * disaster-recovery twins, and the two sandbox ('-cert') hosts.
 */
export const appleValidationHosts: ReadonlySet<string> = new Set([
  "apple-pay-gateway.apple.com",
  "cn-apple-pay-gateway.apple.com",
  "apple-pay-gateway-cert.apple.com",
  "cn-apple-pay-gateway-cert.apple.com",
  ...[1, 2, 3, 4, 5].flatMap((n) =>
    ["nc", "pr"].flatMap((region) => [
      `apple-pay-gateway-${region}-pod${n}.apple.com`,
      `apple-pay-gateway-${region}-pod${n}-dr.apple.com`,
    ]),
  ),
  ...[1, 2, 3].flatMap((n) =>
    ["sh", "tj"].flatMap((region) => [
      `cn-apple-pay-gateway-${region}-pod${n}.apple.com`,
      `cn-apple-pay-gateway-${region}-pod${n}-dr.apple.com`,
    ]),
  ),
]);

/**
 * Whether a validation URL is Apple's own (https on one of Apple's gateway hosts). The browser names it,
 * so the server checks it before calling: any other address is refused, never fetched.
 */
export function isAppleValidationUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      url.protocol === "https:" &&
      url.port === "" &&
      url.username === "" &&
      url.password === "" &&
      appleValidationHosts.has(url.hostname)
    );
  } catch {
    return false;
  }
}

/** The validation URL Apple's sandbox gives a session (the sandbox's sheet names it; nothing calls it). */
export const appleSandboxValidationUrl =
  "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";

/**
 * How the checkout page takes a wallet payment (ADR 078): the store's sandbox sheet, or the browser's real
 * Apple Pay (ApplePaySession) and Google Pay (Google's pay.js), each with what its script needs; a wallet
 * whose entry is null is not configured (and not offered).
 */
export const walletSetupSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("sandbox") }),
  z.object({
    mode: z.literal("real"),
    applePay: z
      .object({
        /** The card networks the sheet accepts, in Apple's names. */
        supportedNetworks: z.array(z.string()),
      })
      .nullable(),
    googlePay: z
      .object({
        environment: z.enum(["TEST", "PRODUCTION"]),
        /** Google's merchant id (the PaymentDataRequest's merchantInfo.merchantId). */
        merchantId: z.string(),
        /** The acquirer that decrypts the token, and the store's account there. */
        gateway: z.literal("adyen"),
        gatewayMerchantId: z.string(),
        /** The card networks the sheet accepts, in Google's names. */
        allowedCardNetworks: z.array(z.string()),
      })
      .nullable(),
  }),
]);
export type WalletSetup = z.infer<typeof walletSetupSchema>;
