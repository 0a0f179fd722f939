import type { RedirectProviderName } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AdyenPayments } from "./adyen-payments.ts";
import { AdyenWalletPayments } from "./adyen-wallet-payments.ts";
import { AfterpayPayments } from "./afterpay-payments.ts";
import { afterpaySandbox } from "./afterpay-sandbox.ts";
import type { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { CardSandbox, cardSandboxMounted } from "./card-sandbox.ts";
import { HummPayments } from "./humm-payments.ts";
import { HummSandbox, hummSandboxKey } from "./humm-sandbox.ts";
import type { InStorePayments } from "./in-store-payments.ts";
import { KlarnaPayments } from "./klarna-payments.ts";
import { klarnaSandbox } from "./klarna-sandbox.ts";
import { mutualTlsSend } from "./mutual-tls-send.ts";
import type { CardGateway } from "./payment-gateway.ts";
import { PayPalPayments } from "./paypal-payments.ts";
import { paypalSandbox } from "./paypal-sandbox.ts";
import type { ProviderFetch } from "./provider-call.ts";
import type { RedirectPayments } from "./redirect-payments.ts";
import type { RedirectSandbox } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";
import type { WalletPayments } from "./wallet-payments.ts";
import { WalletSandbox } from "./wallet-sandbox.ts";
import { ZipInStorePayments } from "./zip-in-store-payments.ts";
import { ZipOnlinePayments } from "./zip-online-payments.ts";
import { zipOnlineSandbox } from "./zip-online-sandbox.ts";
import { ZipSandbox } from "./zip-sandbox.ts";

/** The settings of the real providers that have adapters (ADR 042, 073, 074, 075, 076, 078). */
export type RealProviderSettings =
  | "APPLE_PAY_DOMAIN_ASSOCIATION"
  | "AFTERPAY_API_URL"
  | "AFTERPAY_MERCHANT_ID"
  | "AFTERPAY_SECRET_KEY"
  | "KLARNA_API_URL"
  | "KLARNA_USERNAME"
  | "KLARNA_PASSWORD"
  | "HUMM_ACCOUNT_ID"
  | "HUMM_API_KEY"
  | "HUMM_GATEWAY_URL"
  | "HUMM_REFUND_URL"
  | "ZIP_API_URL"
  | "ZIP_IN_STORE_API_URL"
  | "ZIP_API_KEY"
  | "ZIP_LOCATION_ID"
  | "PAYPAL_API_URL"
  | "PAYPAL_CLIENT_ID"
  | "PAYPAL_CLIENT_SECRET"
  | "ADYEN_CHECKOUT_URL"
  | "ADYEN_API_KEY"
  | "ADYEN_MERCHANT_ACCOUNT"
  | "ADYEN_HMAC_KEY"
  | "APPLE_PAY_MERCHANT_ID"
  | "APPLE_PAY_MERCHANT_CERT"
  | "APPLE_PAY_MERCHANT_KEY"
  | "GOOGLE_PAY_MERCHANT_ID";

/** The payment providers a store process talks to (ADR 035, 036); null or absent where none is configured. */
export interface PaymentProviders {
  card: CardGateway | null;
  inStore: InStorePayments | null;
  /** The redirect providers (Afterpay, Zip online, PayPal, Klarna, Humm), by name. */
  redirects: Partial<Record<RedirectProviderName, RedirectPayments>>;
  /** Apple Pay and Google Pay: Apple's merchant validation and the acquirer of their tokens (ADR 040). */
  wallets: WalletPayments | null;
}

/**
 * The providers of this configuration, and their sandboxes when mounted (PAYMENT_SANDBOX, ADR 028):
 * until a real provider's adapter is configured, its sandbox is the provider; without either, the
 * checkout does not offer the method. Afterpay (ADR 073), Klarna and Humm (ADR 042), Zip online and in
 * store (ADR 074) and PayPal with its Pay Later (ADR 075) have real adapters, used when their credentials
 * are configured, and so have the card acquirer (Adyen, ADR 076) and, through it, Apple Pay and Google Pay
 * (ADR 078).
 */
export function paymentProvidersFor(
  db: Db,
  config: Pick<Config, "PAYMENT_SANDBOX" | "NODE_ENV"> & Partial<Pick<Config, RealProviderSettings>>,
  keys: CardEncryptionKeys,
  logger: Logger,
  /** Where the sandboxes send their webhooks (ADR 039); null: they send none. */
  webhooks: SandboxWebhooks | null = null,
  /**
   * The shared session key (ADR 019): the Humm sandbox's merchant key is derived from it (ADR 042), so
   * the app and the jobs' process sign alike. Without it the Humm sandbox is not offered.
   */
  sessionSecret?: string,
  /**
   * How the real providers' adapters reach their services (ADR 076): fetch, or a test's scripted stand-in,
   * which then answers Apple's merchant validation too (really a mutual TLS call, ADR 078).
   */
  send?: (url: string, init: RequestInit) => Promise<Response>,
): PaymentProviders & {
  cardSandbox: CardSandbox | null;
  zipSandbox: ZipSandbox | null;
  redirectSandboxes: RedirectSandbox[];
  walletSandbox: WalletSandbox | null;
} {
  const mounted = cardSandboxMounted(config);
  // The real Zip in store replaces its sandbox, whose device page is then not mounted either
  const zipInStore =
    config.ZIP_API_KEY && config.ZIP_LOCATION_ID
      ? new ZipInStorePayments(
          db,
          {
            apiUrl: config.ZIP_IN_STORE_API_URL ?? "https://merchantapi.zipmoney.com.au/v1",
            apiKey: config.ZIP_API_KEY,
            locationId: config.ZIP_LOCATION_ID,
          },
          logger,
          send,
        )
      : null;
  const zipSandbox = mounted && !zipInStore ? new ZipSandbox(db, logger, webhooks) : null;
  // The real acquirer configured replaces the card sandbox, whose pages are then not mounted (ADR 076)
  const adyen =
    config.ADYEN_CHECKOUT_URL &&
    config.ADYEN_API_KEY &&
    config.ADYEN_MERCHANT_ACCOUNT &&
    config.ADYEN_HMAC_KEY
      ? new AdyenPayments(
          db,
          keys,
          {
            checkoutUrl: config.ADYEN_CHECKOUT_URL,
            apiKey: config.ADYEN_API_KEY,
            merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
            hmacKey: config.ADYEN_HMAC_KEY,
          },
          logger,
          send,
        )
      : null;
  const cardSandbox = mounted && !adyen ? new CardSandbox(db, keys, logger, undefined, webhooks) : null;
  const redirectSandboxes: RedirectSandbox[] = mounted
    ? [
        afterpaySandbox(db, logger, webhooks),
        zipOnlineSandbox(db, logger, webhooks),
        paypalSandbox(db, logger, webhooks),
        klarnaSandbox(db, logger, webhooks),
      ]
    : [];
  if (mounted && sessionSecret !== undefined)
    redirectSandboxes.push(new HummSandbox(db, logger, hummSandboxKey(sessionSecret), webhooks));
  // A real provider configured replaces its sandbox (whose pages are then not mounted either)
  const real: RedirectPayments[] = [];
  if (config.AFTERPAY_MERCHANT_ID && config.AFTERPAY_SECRET_KEY)
    real.push(
      new AfterpayPayments(
        db,
        {
          apiUrl: config.AFTERPAY_API_URL ?? "https://global-api.afterpay.com",
          merchantId: config.AFTERPAY_MERCHANT_ID,
          secretKey: config.AFTERPAY_SECRET_KEY,
        },
        logger,
      ),
    );
  if (config.KLARNA_USERNAME && config.KLARNA_PASSWORD)
    real.push(
      new KlarnaPayments(
        db,
        {
          apiUrl: config.KLARNA_API_URL ?? "https://api-oc.klarna.com",
          username: config.KLARNA_USERNAME,
          password: config.KLARNA_PASSWORD,
        },
        logger,
      ),
    );
  if (config.HUMM_ACCOUNT_ID && config.HUMM_API_KEY && config.HUMM_GATEWAY_URL && config.HUMM_REFUND_URL)
    real.push(
      new HummPayments(
        db,
        {
          accountId: config.HUMM_ACCOUNT_ID,
          apiKey: config.HUMM_API_KEY,
          gatewayUrl: config.HUMM_GATEWAY_URL,
          refundUrl: config.HUMM_REFUND_URL,
        },
        logger,
      ),
    );
  if (config.ZIP_API_KEY)
    real.push(
      new ZipOnlinePayments(
        db,
        {
          apiUrl: config.ZIP_API_URL ?? "https://api.zipmoney.com.au/merchant/v1",
          apiKey: config.ZIP_API_KEY,
        },
        logger,
      ),
    );
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET)
    real.push(
      new PayPalPayments(
        db,
        {
          apiUrl: config.PAYPAL_API_URL ?? "https://api-m.paypal.com",
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
        },
        logger,
      ),
    );
  for (const provider of real) {
    const at = redirectSandboxes.findIndex((sandbox) => sandbox.provider === provider.provider);
    if (at >= 0) redirectSandboxes.splice(at, 1);
  }
  const redirects: PaymentProviders["redirects"] = {};
  for (const provider of [...redirectSandboxes, ...real]) redirects[provider.provider] = provider;
  // The sandbox wallets' tokens go to the sandbox card acquirer, and must never reach a real one: with
  // Adyen the wallets are the real ones, each where its settings are (ADR 078), else there are none
  const walletSandbox = cardSandbox ? new WalletSandbox(db, cardSandbox, logger, undefined, webhooks) : null;
  const realWallets = adyen ? adyenWalletsFor(adyen, config, logger, send) : null;
  return {
    card: adyen ?? cardSandbox,
    inStore: zipInStore ?? zipSandbox,
    wallets: realWallets ?? walletSandbox,
    redirects,
    cardSandbox,
    zipSandbox,
    walletSandbox,
    redirectSandboxes,
  };
}

/**
 * The real Apple Pay and Google Pay through Adyen (ADR 078), each where its settings are; null with
 * neither. Google Pay's environment follows Adyen's: PRODUCTION on a live Checkout URL
 * (`<prefix>-checkout-live.adyenpayments.com`), TEST otherwise.
 */
function adyenWalletsFor(
  adyen: AdyenPayments,
  config: Partial<Pick<Config, RealProviderSettings>>,
  logger: Logger,
  send: ProviderFetch | undefined,
): AdyenWalletPayments | null {
  const apple =
    config.APPLE_PAY_MERCHANT_ID && config.APPLE_PAY_MERCHANT_CERT && config.APPLE_PAY_MERCHANT_KEY
      ? {
          merchantIdentifier: config.APPLE_PAY_MERCHANT_ID,
          identity: {
            certificate: config.APPLE_PAY_MERCHANT_CERT,
            privateKey: config.APPLE_PAY_MERCHANT_KEY,
          },
        }
      : null;
  const google = config.GOOGLE_PAY_MERCHANT_ID ? { merchantId: config.GOOGLE_PAY_MERCHANT_ID } : null;
  if ((!apple && !google) || !config.ADYEN_MERCHANT_ACCOUNT) return null;
  const live = /-checkout-live\.adyenpayments\.com$/.test(
    new URL(config.ADYEN_CHECKOUT_URL ?? "https://x").hostname,
  );
  // Without Apple's settings nothing calls Apple: the sender refuses rather than calling without a certificate
  const appleSend: ProviderFetch =
    send ??
    (apple
      ? mutualTlsSend(apple.identity)
      : async () => Promise.reject(new Error("Apple Pay is not configured")));
  return new AdyenWalletPayments(
    adyen,
    {
      applePay: apple ? { merchantIdentifier: apple.merchantIdentifier } : null,
      googlePay: google,
      merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
      environment: live ? "PRODUCTION" : "TEST",
    },
    logger,
    appleSend,
  );
}
