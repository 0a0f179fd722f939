import type { BrandId } from "@store/domain/brands";
import type { DeliveryDate } from "@store/domain/checkout.schema";
import type { CheckoutOptions } from "@store/domain/checkout-options";
import type { Db } from "../../db/client.ts";

/**
 * What checkout needs of delivery and of the card acquirer, by shape: the delivery module and the card
 * gateway (src/payments) provide them; tests use the same real implementations.
 */

/** Where and what is delivered. */
export interface DeliveryQuery {
  country: "AU" | "NZ";
  postcode: string;
  suburb: string;
  state: string;
  lines: { productId: number; quantity: number }[];
  options: CheckoutOptions;
  winningDeliveryServiceOverride: boolean;
  proformaBrands: string | undefined;
  selectedServiceSkus?: string[];
  now: Date;
}

/** The chosen delivery, priced again when the order is placed. */
export type DeliveryConfirmation =
  | {
      ok: true;
      zoneId: number | null;
      /** yyyy-mm-dd, or null when no date was chosen (supplier dates only). */
      date: string | null;
      shippingCost: number;
      services: { sku: string; name: string; price: number }[];
      supplierDates: { supplier: string; date: string; price: number }[];
    }
  | { ok: false; message: string; availability: unknown };

/** The delivery module as checkout uses it. */
export interface CheckoutDelivery {
  availability(query: DeliveryQuery): Promise<Record<string, unknown> & { zoneId: number | null }>;
  confirm(
    query: DeliveryQuery & {
      date: DeliveryDate | null;
      supplierDates: { supplier: string; date: DeliveryDate }[];
      serviceSkus: string[];
    },
  ): Promise<DeliveryConfirmation>;
  takeCapacity(tx: Db, zoneId: number, day: string): Promise<boolean>;
  releaseCapacity(tx: Db, zoneId: number, day: string): Promise<void>;
}

/** A card payment to authorise. */
export interface CardAuthorisation {
  reference: string;
  amount: number;
  currency: "AUD" | "NZD";
  encryptedValues: Record<string, string>;
  cardHolderName: string;
  brand: BrandId;
  returnUrl: string;
  browserInfo?: { screenHeight: number; screenWidth: number };
}

/** What the acquirer answered. */
export type CardOutcome =
  | { status: "authorised"; pspReference: string; card: { last4: string; scheme: string } }
  | { status: "refused"; pspReference: string; refusalReason: string; errorCode: string }
  | {
      status: "challenge";
      pspReference: string;
      secure3DResponse: { htmlFormAction: string; htmlFormToPost: Record<string, string> };
    }
  | { status: "error"; message: string };

/** The card gateway as checkout uses it. */
export interface CheckoutCardGateway {
  authorise(request: CardAuthorisation): Promise<CardOutcome>;
  completeChallenge(posted: Record<string, string>): Promise<{ reference: string; outcome: CardOutcome }>;
  void(pspReference: string): Promise<unknown>;
}

/** The certificates the browser encrypts card fields with, keyed by name. */
export interface CheckoutCardKeys {
  encryptionKeysFor(brand: BrandId, names: readonly string[]): Promise<Record<string, string>>;
}
