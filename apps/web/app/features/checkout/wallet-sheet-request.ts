import type { Wallet } from "@store/domain/wallet-payment.schema";

/** What the checkout asks a wallet's sheet for: the amount the server will charge (ADR 040, 078). */
export interface WalletSheetRequest {
  wallet: Wallet;
  /** Cents, as the server will charge them. */
  amount: number;
  currency: "AUD" | "NZD";
  amountText: string;
}

/**
 * What the shopper did in the sheet. An approval may carry `settle`: Apple's sheet waits, spinning, to be
 * told whether the order was paid, and the page calls it once the store has answered.
 */
export type WalletSheetResult =
  | { kind: "approved"; token: string; settle?: (paid: boolean) => void }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };
