import type { WalletSetup } from "@store/domain/wallet-payment.schema";
import { z } from "zod";
import type { WalletSheetRequest, WalletSheetResult } from "./wallet-sheet-request";

/** Google's pay.js, from Google (the page's CSP allows pay.google.com where the real Google Pay is on). */
export const googlePayScriptUrl = "https://pay.google.com/gp/p/js/pay.js";

/** The Google Pay settings the checkout view carries (ADR 078). */
export type GooglePaySetup = NonNullable<Extract<WalletSetup, { mode: "real" }>["googlePay"]>;

/** The part of pay.js's PaymentsClient the page uses (the outside world: Google's, or a test's stand-in). */
export interface GooglePaymentsClient {
  loadPaymentData(request: unknown): Promise<unknown>;
}

/** What pay.js defines: `google.payments.api`. */
export interface GooglePayApi {
  PaymentsClient: new (options: { environment: "TEST" | "PRODUCTION" }) => GooglePaymentsClient;
}

/** Google's PaymentData: the gateway token the store reads, a JSON text for Adyen to decrypt. */
const paymentDataSchema = z.object({
  paymentMethodData: z.object({
    tokenizationData: z.object({ type: z.string(), token: z.string().min(1) }),
  }),
});

/** How pay.js says the shopper closed the sheet. */
const cancelledSchema = z.object({ statusCode: z.literal("CANCELED") });

/** `google.payments.api` once pay.js has defined it. */
function googlePayApiOf(scope: object): GooglePayApi | null {
  const api: unknown = Reflect.get(Reflect.get(Reflect.get(scope, "google") ?? {}, "payments") ?? {}, "api");
  return api && typeof api === "object" && typeof Reflect.get(api, "PaymentsClient") === "function"
    ? (api as GooglePayApi)
    : null;
}

let loading: Promise<GooglePayApi> | null = null;

/**
 * Loads pay.js once (a failed load may be tried again) and answers `google.payments.api`. The page loads
 * it as the shopper chooses Google Pay, so the sheet can open straight from the place-order tap.
 */
export function loadGooglePay(doc: Document = document): Promise<GooglePayApi> {
  const view = doc.defaultView ?? globalThis;
  const ready = googlePayApiOf(view);
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GooglePayApi>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = googlePayScriptUrl;
    script.async = true;
    script.addEventListener("load", () => {
      const api = googlePayApiOf(view);
      if (api) resolve(api);
      else reject(new Error("pay.js did not define google.payments.api"));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("pay.js could not be loaded"));
    });
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface GooglePaySheetOptions {
  setup: GooglePaySetup;
  merchantName: string;
  countryCode: "AU" | "NZ";
}

/** The PaymentDataRequest (Google Pay API 2.0): cards, tokenised for Adyen with the store's account there. */
export function googlePaymentDataRequest(request: WalletSheetRequest, options: GooglePaySheetOptions) {
  const { setup } = options;
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: { merchantId: setup.merchantId, merchantName: options.merchantName },
    allowedPaymentMethods: [
      {
        type: "CARD",
        parameters: {
          allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
          allowedCardNetworks: setup.allowedCardNetworks,
        },
        tokenizationSpecification: {
          type: "PAYMENT_GATEWAY",
          parameters: { gateway: setup.gateway, gatewayMerchantId: setup.gatewayMerchantId },
        },
      },
    ],
    transactionInfo: {
      totalPriceStatus: "FINAL",
      totalPrice: (request.amount / 100).toFixed(2),
      currencyCode: request.currency,
      countryCode: options.countryCode,
    },
  };
}

/**
 * Opens Google's own payment sheet through pay.js (ADR 078) and answers the gateway token for the order's
 * post; the shopper closing the sheet is a cancel, anything else a failure in the shopper's words.
 */
export async function openGooglePaySheet(
  request: WalletSheetRequest,
  options: GooglePaySheetOptions,
  load: () => Promise<GooglePayApi> = () => loadGooglePay(),
): Promise<WalletSheetResult> {
  let api: GooglePayApi;
  try {
    api = await load();
  } catch {
    return {
      kind: "failed",
      message: "Google Pay could not be loaded. Please try again or choose another payment method.",
    };
  }
  try {
    const client = new api.PaymentsClient({ environment: options.setup.environment });
    const answer = paymentDataSchema.safeParse(
      await client.loadPaymentData(googlePaymentDataRequest(request, options)),
    );
    if (!answer.success)
      return { kind: "failed", message: "Google Pay's answer could not be read. Please try again." };
    return { kind: "approved", token: answer.data.paymentMethodData.tokenizationData.token };
  } catch (error) {
    if (cancelledSchema.safeParse(error).success) return { kind: "cancelled" };
    return {
      kind: "failed",
      message: "Google Pay could not take this payment. Please try again or choose another payment method.",
    };
  }
}
