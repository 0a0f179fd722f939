import type { BrandId } from "@store/domain/brands";
import type { ApplePayMerchantSession, Wallet, WalletSetup } from "@store/domain/wallet-payment.schema";
import type { CardCurrency, CardModification, CardOutcome, CardPaymentStatus } from "./payment-gateway.ts";

/**
 * Apple Pay and Google Pay (issue 16, ADR 040): what the store asks of the wallet provider and of the
 * acquirer that takes a wallet's token. The sandbox (wallet-sandbox.ts) is one implementation; the real
 * one (Apple's merchant validation with the store's certificate, Adyen's token API) another
 * (adyen-wallet-payments.ts, ADR 078). Authorising is keyed by the store's payment id, so a retry answers
 * the first outcome, never a second charge.
 */
export interface WalletPayments {
  /** The wallets this provider takes: the checkout offers only these (ADR 078). */
  readonly wallets: readonly Wallet[];
  /** What the checkout page needs to open the sheets: the sandbox's, or the browser's own with their settings. */
  setup(): WalletSetup;
  /**
   * Apple's merchant validation, server to Apple (never from the browser): `validationUrl` is the one the
   * browser's Apple Pay session named, checked to be Apple's. The session is single-use and expires
   * after 5 minutes.
   */
  validateMerchant(request: MerchantValidation): Promise<ApplePayMerchantSession>;
  /** Authorises the sheet's token like a card; the same `reference` again answers the first outcome, now. */
  authorise(request: WalletAuthorisation): Promise<CardOutcome>;
  /** Where the payment with the store's `reference` stands, or null when the acquirer never saw it. */
  status(reference: string): Promise<CardPaymentStatus | null>;
  /** Cancels an authorisation; a second void answers the same. */
  void(pspReference: string): Promise<CardModification>;
  /** Gives back `amount` cents; `refundReference` names the refund, so a retried refund is not a second one. */
  refund(pspReference: string, amount: number, refundReference?: string): Promise<CardModification>;
}

export interface MerchantValidation {
  validationUrl: string;
  brand: BrandId;
  /** The host of the brand's configured origin: the domain Apple has verified for the merchant. */
  domainName: string;
  /** The merchant's name on the sheet. */
  displayName: string;
}

export interface WalletAuthorisation {
  /** The store's payment id: the idempotency key. */
  reference: string;
  wallet: Wallet;
  /** In cents. */
  amount: number;
  currency: CardCurrency;
  /** The payment sheet's token, opaque to the store. */
  token: string;
  brand: BrandId;
  /** Absolute: where the acquirer would send a shopper back from a redirect (Adyen requires one). */
  returnUrl: string;
}

/** Apple refused to start a session (not its URL, not a verified domain): the shopper starts again. */
export class MerchantValidationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MerchantValidationRefused";
  }
}

/** The acquirer took the token but the answer was lost: retry with the same reference. */
export class WalletUnavailable extends Error {
  constructor(message = "The wallet acquirer did not answer") {
    super(message);
    this.name = "WalletUnavailable";
  }
}

/** The wallets' name in their webhooks' path and in payment_events (ADR 040 amended). */
export const walletWebhookProvider = "wallet";
