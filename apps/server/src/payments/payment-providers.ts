import type { RedirectProviderName } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { afterpaySandbox } from "./afterpay-sandbox.ts";
import type { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { CardSandbox, cardSandboxMounted } from "./card-sandbox.ts";
import type { InStorePayments } from "./in-store-payments.ts";
import type { CardGateway } from "./payment-gateway.ts";
import { paypalSandbox } from "./paypal-sandbox.ts";
import type { RedirectPayments } from "./redirect-payments.ts";
import type { RedirectSandbox } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";
import type { WalletPayments } from "./wallet-payments.ts";
import { WalletSandbox } from "./wallet-sandbox.ts";
import { zipOnlineSandbox } from "./zip-online-sandbox.ts";
import { ZipSandbox } from "./zip-sandbox.ts";

/** The payment providers a store process talks to (ADR 035, 036); null or absent where none is configured. */
export interface PaymentProviders {
  card: CardGateway | null;
  inStore: InStorePayments | null;
  /** The redirect providers (Afterpay, Zip online, PayPal), by name. */
  redirects: Partial<Record<RedirectProviderName, RedirectPayments>>;
  /** Apple Pay and Google Pay: Apple's merchant validation and the acquirer of their tokens (ADR 040). */
  wallets: WalletPayments | null;
}

/**
 * The providers of this configuration, and their sandboxes when mounted (PAYMENT_SANDBOX, ADR 028):
 * until a real provider's adapter is configured, its sandbox is the provider; without either, the
 * checkout does not offer the method. No real redirect adapter exists yet (ADR 036).
 */
export function paymentProvidersFor(
  db: Db,
  config: Pick<Config, "PAYMENT_SANDBOX" | "NODE_ENV">,
  keys: CardEncryptionKeys,
  logger: Logger,
  /** Where the sandboxes send their webhooks (ADR 039); null: they send none. */
  webhooks: SandboxWebhooks | null = null,
): PaymentProviders & {
  cardSandbox: CardSandbox | null;
  zipSandbox: ZipSandbox | null;
  redirectSandboxes: RedirectSandbox[];
  walletSandbox: WalletSandbox | null;
} {
  const mounted = cardSandboxMounted(config);
  const cardSandbox = mounted ? new CardSandbox(db, keys, logger) : null;
  const zipSandbox = mounted ? new ZipSandbox(db, logger, webhooks) : null;
  const redirectSandboxes = mounted
    ? [afterpaySandbox(db, logger), zipOnlineSandbox(db, logger), paypalSandbox(db, logger)]
    : [];
  const redirects: PaymentProviders["redirects"] = {};
  for (const sandbox of redirectSandboxes) redirects[sandbox.provider] = sandbox;
  // The wallets' tokens go to the sandbox card acquirer, as a real wallet's go to the store's acquirer
  const walletSandbox = cardSandbox ? new WalletSandbox(db, cardSandbox, logger) : null;
  return {
    card: cardSandbox,
    inStore: zipSandbox,
    wallets: walletSandbox,
    redirects,
    cardSandbox,
    zipSandbox,
    walletSandbox,
    redirectSandboxes,
  };
}
