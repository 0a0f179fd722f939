import type { ApplePayMerchantSession } from "@store/domain/wallet-payment.schema";
import { z } from "zod";
import { problemOf } from "~/lib/api-error";
import type { WalletSheetRequest, WalletSheetResult } from "./wallet-sheet-request";

/** Apple Pay JS version the sheet asks for: 3 runs on every Safari that has Apple Pay on the web (iOS 11+). */
const applePayVersion = 3;

/** The payment request Apple's sheet shows (the part of Apple's ApplePayPaymentRequest the store fills). */
export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

/** One Apple Pay sheet, as Safari's ApplePaySession is (the outside world: the page only drives it). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: ApplePayMerchantSession): void;
  completePayment(status: number): void;
}

/** Safari's ApplePaySession class, or a test's stand-in. */
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The part of Apple's authorised payment the store reads: the token's paymentData, for the acquirer. */
const authorisedPaymentSchema = z.object({
  token: z.object({ paymentData: z.record(z.string(), z.unknown()) }),
});

/** The browser's ApplePaySession, when it has one (Safari on Apple devices). */
export function applePaySessionOf(scope: object = globalThis): ApplePaySessionClass | null {
  const found: unknown = Reflect.get(scope, "ApplePaySession");
  return typeof found === "function" ? (found as ApplePaySessionClass) : null;
}

/** Whether this browser can pay with Apple Pay: ApplePaySession exists and says it can make payments. */
export function applePayAvailable(session: ApplePaySessionClass | null = applePaySessionOf()): boolean {
  try {
    return session?.canMakePayments() === true;
  } catch {
    // Safari throws outside a secure context: no Apple Pay there
    return false;
  }
}

export interface ApplePaySheetOptions {
  /** The store's POST /api/checkout/applepay/validate: Apple's merchant session, asked by the server. */
  validate: (validationURL: string) => Promise<ApplePayMerchantSession>;
  merchantName: string;
  countryCode: "AU" | "NZ";
  supportedNetworks: string[];
}

/**
 * Opens Apple's own payment sheet (ADR 078): Apple asks for the merchant session (the store's server
 * validates with Apple), the shopper approves with Face ID or Touch ID, and the token's paymentData goes
 * back as JSON for the order's post. The sheet stays open, spinning, until the page says whether the
 * order was paid (`settle`), so it shows the real result; a cancel or a failed validation ends it.
 */
export function openApplePaySheet(
  request: WalletSheetRequest,
  options: ApplePaySheetOptions,
  Session: ApplePaySessionClass | null = applePaySessionOf(),
): Promise<WalletSheetResult> {
  const unavailable = "Apple Pay is not available in this browser. Please choose another payment method.";
  if (!Session) return Promise.resolve({ kind: "failed", message: unavailable });
  return new Promise<WalletSheetResult>((resolve) => {
    let done = false;
    const finish = (result: WalletSheetResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    let session: ApplePaySessionLike;
    try {
      session = new Session(applePayVersion, {
        countryCode: options.countryCode,
        currencyCode: request.currency,
        supportedNetworks: options.supportedNetworks,
        merchantCapabilities: ["supports3DS"],
        total: { label: options.merchantName, amount: (request.amount / 100).toFixed(2) },
      });
    } catch {
      // Safari refuses a session that does not start from the shopper's tap
      finish({ kind: "failed", message: unavailable });
      return;
    }
    session.onvalidatemerchant = (event) => {
      options.validate(event.validationURL).then(
        (merchantSession) => {
          if (!done) session.completeMerchantValidation(merchantSession);
        },
        (error: unknown) => {
          // Said before the abort: Safari may call oncancel as it closes the sheet
          finish({
            kind: "failed",
            message:
              problemOf(error).messages[0] ??
              "Apple Pay could not be started. Please try again or choose another payment method.",
          });
          session.abort();
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      const payment = authorisedPaymentSchema.safeParse(event.payment);
      if (!payment.success) {
        session.completePayment(Session.STATUS_FAILURE);
        finish({ kind: "failed", message: "Apple Pay's answer could not be read. Please try again." });
        return;
      }
      finish({
        kind: "approved",
        token: JSON.stringify(payment.data.token.paymentData),
        settle: (paid) => session.completePayment(paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
      });
    };
    session.oncancel = () => finish({ kind: "cancelled" });
    session.begin();
  });
}
