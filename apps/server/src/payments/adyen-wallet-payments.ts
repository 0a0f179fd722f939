import {
  type ApplePayMerchantSession,
  applePayMerchantSessionSchema,
  isAppleValidationUrl,
  type Wallet,
  type WalletSetup,
  walletNames,
} from "@store/domain/wallet-payment.schema";
import type { Logger } from "pino";
import type { AdyenPayments } from "./adyen-payments.ts";
import {
  CardGatewayUnavailable,
  type CardModification,
  type CardOutcome,
  type CardPaymentStatus,
} from "./payment-gateway.ts";
import { callProvider, type ProviderFetch } from "./provider-call.ts";
import {
  type MerchantValidation,
  MerchantValidationRefused,
  type WalletAuthorisation,
  type WalletPayments,
  WalletUnavailable,
} from "./wallet-payments.ts";

/** The real wallets' settings (APPLE_PAY_*, GOOGLE_PAY_MERCHANT_ID beside Adyen's; ADR 078). */
export interface AdyenWalletSettings {
  /** Apple Pay, when configured: the merchant id Apple issued (merchant.com.example...). */
  applePay: { merchantIdentifier: string } | null;
  /** Google Pay, when configured: Google's merchant id for the PaymentDataRequest. */
  googlePay: { merchantId: string } | null;
  /** Adyen's merchant account: Google's gatewayMerchantId, so Adyen can decrypt Google's token. */
  merchantAccount: string;
  /** Google Pay's environment: TEST beside Adyen's test API, PRODUCTION beside its live one. */
  environment: "TEST" | "PRODUCTION";
}

/** The card networks both sheets accept: the schemes the store's receipts name (Visa, Mastercard, Amex). */
const appleNetworks = ["visa", "masterCard", "amex"];
const googleNetworks = ["AMEX", "MASTERCARD", "VISA"];

/** Apple shows at most 64 characters of the merchant's name on the sheet. */
const appleDisplayNameMax = 64;

/**
 * The real Apple Pay and Google Pay (ADR 078) behind the store's WalletPayments. Apple's merchant
 * validation is this server's own call to the validation URL the browser's ApplePaySession named (one of
 * Apple's documented gateway hosts, else refused unsent), over mutual TLS with the merchant identity
 * certificate (`appleSend`). The sheets' tokens are paid through Adyen's Checkout API as `applepay` and
 * `googlepay` payment methods by the card adapter's own `authoriseWith`, so a wallet payment is a row of
 * `card_acquirer_payments` like a card's: Adyen's notifications settle it, and status, void and refund are
 * the card's. Written from Apple's and Adyen's public documentation; the tests drive it against stand-ins.
 */
export class AdyenWalletPayments implements WalletPayments {
  readonly wallets: readonly Wallet[];

  constructor(
    private readonly adyen: AdyenPayments,
    private readonly settings: AdyenWalletSettings,
    private readonly logger: Logger,
    /** How Apple is reached: mutual TLS with the merchant identity (mutualTlsSend), or a test's stand-in. */
    private readonly appleSend: ProviderFetch,
  ) {
    this.wallets = [
      ...(settings.applePay ? (["ApplePay"] as const) : []),
      ...(settings.googlePay ? (["GooglePay"] as const) : []),
    ];
  }

  setup(): WalletSetup {
    const { applePay, googlePay } = this.settings;
    return {
      mode: "real",
      applePay: applePay ? { supportedNetworks: appleNetworks } : null,
      googlePay: googlePay
        ? {
            environment: this.settings.environment,
            merchantId: googlePay.merchantId,
            gateway: "adyen",
            gatewayMerchantId: this.settings.merchantAccount,
            allowedCardNetworks: googleNetworks,
          }
        : null,
    };
  }

  async validateMerchant(request: MerchantValidation): Promise<ApplePayMerchantSession> {
    const applePay = this.settings.applePay;
    if (!applePay) throw new MerchantValidationRefused("Apple Pay is not offered here.");
    // The browser names the URL: only Apple's own hosts are called, anything else is never fetched
    if (!isAppleValidationUrl(request.validationUrl))
      throw new MerchantValidationRefused("The validation URL is not Apple's.");
    const reply = await callProvider(
      this.appleSend,
      this.logger,
      "Apple Pay",
      request.validationUrl,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          merchantIdentifier: applePay.merchantIdentifier,
          displayName: [...request.displayName].slice(0, appleDisplayNameMax).join(""),
          initiative: "web",
          initiativeContext: request.domainName,
        }),
      },
      { unavailable: () => new WalletUnavailable("Apple did not answer the merchant validation") },
    );
    if (reply.status >= 400) {
      // Apple's words are for the store's team (an unverified domain, a certificate for another merchant)
      this.logger.error(
        {
          status: reply.status,
          statusCode: reply.body.statusCode,
          statusMessage: reply.body.statusMessage,
          domainName: request.domainName,
        },
        "Apple refused the merchant validation",
      );
      throw new MerchantValidationRefused(
        "Apple Pay could not be started for this store. Please try again or choose another payment method.",
      );
    }
    const session = applePayMerchantSessionSchema.safeParse(reply.body);
    if (!session.success) {
      this.logger.error({ status: reply.status }, "Apple's merchant session could not be read");
      throw new WalletUnavailable("Apple's merchant session could not be read");
    }
    this.logger.info({ brand: request.brand, domainName: request.domainName }, "Apple merchant session");
    return session.data;
  }

  async authorise(request: WalletAuthorisation): Promise<CardOutcome> {
    const name = walletNames[request.wallet];
    if (!this.wallets.includes(request.wallet))
      return {
        status: "error",
        message: `${name} is not offered here. Please choose another payment method.`,
      };
    // Both sheets give JSON (Apple's paymentData, Google's token): anything else never reaches Adyen
    if (!isJsonObject(request.token)) {
      this.logger.warn(
        { reference: request.reference, wallet: request.wallet },
        "a wallet token was not JSON",
      );
      return { status: "error", message: `The ${name} payment could not be read. Please try again.` };
    }
    try {
      return await this.adyen.authoriseWith({
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        method: request.wallet,
        // Adyen takes Apple's paymentData base64-encoded, and Google's token as the sheet gave it
        paymentMethod:
          request.wallet === "ApplePay"
            ? { type: "applepay", applePayToken: Buffer.from(request.token, "utf8").toString("base64") }
            : { type: "googlepay", googlePayToken: request.token },
        returnUrl: request.returnUrl,
      });
    } catch (error) {
      if (error instanceof CardGatewayUnavailable) throw new WalletUnavailable(error.message);
      throw error;
    }
  }

  status(reference: string): Promise<CardPaymentStatus | null> {
    return this.adyen.status(reference);
  }

  void(pspReference: string): Promise<CardModification> {
    return this.adyen.void(pspReference);
  }

  refund(pspReference: string, amount: number, refundReference?: string): Promise<CardModification> {
    return this.adyen.refund(pspReference, amount, refundReference);
  }
}

function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
