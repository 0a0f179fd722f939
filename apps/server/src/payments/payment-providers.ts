import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { CardSandbox, cardSandboxMounted } from "./card-sandbox.ts";
import type { InStorePayments } from "./in-store-payments.ts";
import type { CardGateway } from "./payment-gateway.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";
import type { WalletPayments } from "./wallet-payments.ts";
import { WalletSandbox } from "./wallet-sandbox.ts";
import { ZipSandbox } from "./zip-sandbox.ts";

/** The payment providers a store process talks to (ADR 035); null where none is configured. */
export interface PaymentProviders {
  card: CardGateway | null;
  inStore: InStorePayments | null;
  /** Apple Pay and Google Pay: Apple's merchant validation and the acquirer of their tokens (ADR 040). */
  wallets: WalletPayments | null;
}

/**
 * The providers of this configuration, and their sandboxes when mounted (PAYMENT_SANDBOX, ADR 028):
 * until a real provider's adapter is configured, its sandbox is the provider; without either, the
 * checkout does not offer the method.
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
  walletSandbox: WalletSandbox | null;
} {
  const mounted = cardSandboxMounted(config);
  const cardSandbox = mounted ? new CardSandbox(db, keys, logger) : null;
  const zipSandbox = mounted ? new ZipSandbox(db, logger, webhooks) : null;
  // The wallets' tokens go to the sandbox card acquirer, as a real wallet's go to the store's acquirer
  const walletSandbox = cardSandbox ? new WalletSandbox(db, cardSandbox, logger) : null;
  return {
    card: cardSandbox,
    inStore: zipSandbox,
    wallets: walletSandbox,
    cardSandbox,
    zipSandbox,
    walletSandbox,
  };
}
