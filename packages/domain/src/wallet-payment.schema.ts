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
} as const;

/**
 * The wallet token the payment sheet returned, sent with POST /api/checkout (ADR 040): opaque to the
 * store, read only by the acquirer.
 */
export const walletTokenSchema = textSchema("The wallet token", 2000).min(1, "The wallet token is empty");

/** POST /api/checkout/applepay/validate: the validation URL the browser's Apple Pay session gave. */
export const applePayValidateSchema = z.strictObject({
  validationURL: textSchema("The validation URL", 500).pipe(
    z.url({ message: "The validation URL is not a URL" }),
  ),
});
export type ApplePayValidate = z.infer<typeof applePayValidateSchema>;

/** Apple's merchant session (the object Apple answers), handed to the browser's Apple Pay session. */
export const applePayMerchantSessionSchema = z.object({
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

// Apple's documented merchant validation hosts (production, China, the pods and the sandbox's '-cert')
const appleValidationHost = /^(cn-)?apple-pay-gateway(-cert|-(nc|pr)-pod[1-9])?\.apple\.com$/;

/**
 * Whether a validation URL is Apple's own (https on one of Apple's gateway hosts). The browser names it,
 * so the server checks it before calling: any other address is refused, never fetched.
 */
export function isAppleValidationUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.port === "" && appleValidationHost.test(url.hostname);
  } catch {
    return false;
  }
}

/** The validation URL Apple's sandbox gives a session (the sandbox's sheet names it; nothing calls it). */
export const appleSandboxValidationUrl =
  "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";
