import { hkdfSync } from "node:crypto";
import { brands } from "@store/domain/brands";
import { decimalAmount } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { signedHumm, verifyHummFields } from "./humm-signature.ts";
import type { redirectSandboxCheckouts } from "./payments.tables.ts";
import {
  type PostedRefusal,
  RedirectSandbox,
  type RedirectSandboxProfile,
  type SandboxCheckoutView,
  withParams,
} from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

type CheckoutRow = typeof redirectSandboxCheckouts.$inferSelect;

/** Where the Humm sandbox's pages live. */
export const hummSandboxBase = "/sandbox/humm";

/** The merchant account the sandbox knows (Humm's x_account_id: the merchant number). */
export const hummSandboxAccountId = "30199999";

/**
 * The merchant's signing key shared by the store and the Humm sandbox: HKDF-SHA256 of the session key
 * every process shares (ADR 019), so the sandbox needs no setting. A real Humm account's key comes from
 * HUMM_API_KEY (ADR 042).
 */
export function hummSandboxKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "humm-sandbox-merchant-key", 32));
}

/** Humm's `x_result` for where a purchase stands. */
function resultOf(state: CheckoutRow["state"]): "completed" | "failed" | "pending" {
  if (state === "captured" || state === "refunded") return "completed";
  if (state === "awaiting_shopper" || state === "approved" || state === "referred") return "pending";
  return "failed";
}

/**
 * Humm's offsite protocol (reference/payments.md "Humm (AU/NZ)", ADR 042): the store posts a form of `x_`
 * fields signed with `x_signature`; the shopper completes (Humm charges then: there is no capture of the
 * store's), declines or cancels on Humm's page; Humm sends the browser to `x_url_complete` and its server
 * posts the same signed answer to `x_url_callback`, in either order (the callback goes through the job
 * queue, so it may come first, later, or twice). A cancel goes to `x_url_cancel`, unsigned.
 */
export const hummProfile: RedirectSandboxProfile = {
  provider: "humm",
  name: "Humm",
  base: hummSandboxBase,
  tokenPrefix: "HUMM",
  tokenPattern: /^HUMM[0-9A-Z]{20}$/,
  // Humm's 'Big Things' take up to $30,000
  limits: { minimum: 1_00, maximum: 30_000_00 },
  checkoutMinutes: 60,
  authorisationMinutes: 0,
  captures: "once",
  formPost: true,
  extraActions: ["decline"],
  capturesOnApproval: true,
  page: {
    product: (view, money) =>
      `Humm: ${money(view.amount)} in interest-free fortnightly payments of ${money(Math.ceil(view.amount / 10))}.`,
    approve: (amount) => `Complete purchase of ${amount}`,
    cancel: "Cancel and return to store",
    notes: [
      [
        "The store's form post",
        "Must carry a valid x_signature (HMAC-SHA256 over the sorted x_ fields with the merchant key) and the fields the store signed; anything else is refused.",
      ],
      [
        "Complete or decline",
        "Humm sends you back to the store's complete URL with a signed x_result, and its server posts the same signed answer to the store's callback URL, in either order (sometimes twice).",
      ],
    ],
  },
  providerStatus: (row) =>
    ({
      awaiting_shopper: "pending",
      approved: "pending",
      referred: "pending",
      captured: "completed",
      declined: "failed",
      cancelled: "cancelled",
      expired: "expired",
      refunded: "refunded",
    })[row.state],
  returnParams: () => ({}),
  declinedReason: "Humm declined this application. Please choose another payment method.",
  captureDeclinedReason: "Humm declined the payment. Please choose another payment method.",
};

/**
 * The Humm sandbox (ADR 042): the redirect engine with Humm's signed fields. It keeps the checkout the
 * store signs (a real Humm learns of it only from the post; the sandbox keeps it so that the store can
 * cancel it and the page can check the post against it), accepts the post only with a valid signature,
 * the sandbox's merchant and the very fields the store signed, and answers with signed fields.
 */
export class HummSandbox extends RedirectSandbox {
  constructor(
    db: Db,
    logger: Logger,
    private readonly key: Buffer,
    webhooks: SandboxWebhooks | null = null,
    now?: () => Date,
  ) {
    super(db, logger, hummProfile, now, webhooks);
    // Humm's webhook is its callback: the signed answer posted to x_url_callback
    webhooks?.useFormat("humm", (event) => this.callbackOf(event.reference, event.type));
  }

  verifySigned(fields: Readonly<Record<string, string>>): boolean {
    return verifyHummFields(this.key, fields);
  }

  /** The signed request the store posts to Humm's page (its x_ fields). */
  protected override formOf(row: CheckoutRow): Record<string, string> {
    const brand = brands[row.brand];
    return signedHumm(this.key, {
      x_account_id: hummSandboxAccountId,
      x_amount: decimalAmount(row.amount),
      x_currency: row.currency,
      x_customer_email: row.shopperEmail,
      x_reference: row.reference,
      x_shop_country: brand.country,
      x_shop_name: brand.name,
      x_test: "true",
      x_url_callback: row.notifyUrl ?? "",
      x_url_cancel: this.cancelUrlOf(row),
      x_url_complete: row.returnUrl,
    });
  }

  /** The store's cancel URL as Humm calls it: the store put its reference in it. */
  private cancelUrlOf(row: CheckoutRow): string {
    return withParams(row.cancelUrl, { cancelled: "true", x_reference: row.reference });
  }

  /** The signed answer for where the purchase stands (the return's query and the callback's body). */
  answerFields(row: CheckoutRow, result = resultOf(row.state)): Record<string, string> {
    return signedHumm(this.key, {
      x_account_id: hummSandboxAccountId,
      x_amount: decimalAmount(row.amount),
      x_currency: row.currency,
      x_gateway_reference: row.token,
      x_purchase_number: row.captureId ?? "",
      x_reference: row.reference,
      x_result: result,
      x_test: "true",
      x_timestamp: this.now().toISOString(),
      ...(result === "failed" && row.reason ? { x_message: row.reason } : {}),
    });
  }

  protected override returnLocation(row: CheckoutRow, cancelled: boolean): string {
    return cancelled ? this.cancelUrlOf(row) : withParams(row.returnUrl, this.answerFields(row));
  }

  /**
   * The store's form post to Humm's page: the checkout to show, or why it is refused (a bad signature,
   * another merchant, fields other than those the store signed, a purchase no longer open).
   */
  override async openPosted(
    posted: Readonly<Record<string, string>>,
  ): Promise<SandboxCheckoutView | PostedRefusal> {
    if (!this.verifySigned(posted))
      return {
        problem: "Humm refused this payment request: its signature (x_signature) does not match its fields.",
        status: 400,
      };
    if (posted.x_account_id !== hummSandboxAccountId)
      return { problem: "Humm does not know this merchant account.", status: 400 };
    const row = await this.current(posted.x_reference ?? "");
    if (row?.provider !== "humm")
      return { problem: "There is no payment waiting for approval for this request.", status: 404 };
    const signed = this.formOf(row);
    const differs = Object.keys({ ...signed, ...posted }).some(
      (name) => name !== "x_signature" && signed[name] !== posted[name],
    );
    if (differs)
      return {
        problem: "Humm refused this payment request: it is not the one the merchant signed.",
        status: 400,
      };
    const view = await this.checkoutView(row.token);
    if (!view) return { problem: "There is no payment waiting for approval for this request.", status: 404 };
    return view;
  }

  /** The callback of an event: the signed answer as it stood when the event happened, to x_url_callback. */
  private async callbackOf(reference: string, type: string) {
    const row = await this.byReference(reference);
    if (!row?.notifyUrl) return null;
    const state = type.replace(/^checkout\./, "") as CheckoutRow["state"];
    const body = new URLSearchParams(this.answerFields(row, resultOf(state))).toString();
    return { url: row.notifyUrl, body, contentType: "application/x-www-form-urlencoded" };
  }
}

/** The Humm sandbox (ADR 042). */
export function hummSandbox(
  db: Db,
  logger: Logger,
  key: Buffer,
  webhooks: SandboxWebhooks | null = null,
  now?: () => Date,
): HummSandbox {
  return new HummSandbox(db, logger, key, webhooks, now);
}
