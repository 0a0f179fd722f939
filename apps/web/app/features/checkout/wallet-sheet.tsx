import type { PaymentProvider } from "@store/domain/checkout.schema";
import {
  type ApplePayMerchantSession,
  appleSandboxValidationUrl,
  type Wallet,
  type WalletSetup,
  type WalletSheetCard,
  walletNames,
  walletSheetCardSchema,
} from "@store/domain/wallet-payment.schema";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ApiClient } from "~/lib/api-client";
import { problemOf } from "~/lib/api-error";
import { applePayAvailable, openApplePaySheet } from "./apple-pay-sheet";
import { loadGooglePay, openGooglePaySheet } from "./google-pay-sheet";
import type { WalletSheetRequest, WalletSheetResult } from "./wallet-sheet-request";
import "./wallet-sheet.css";
import { checkoutApi } from "~/lib/checkout-api";

/** The sandbox wallets' calls (ADR 040): as Google's and Apple's own scripts talk to them, outside the store's API. */
const sandboxBase = "/sandbox/wallet";
const cardsSchema = z.object({ cards: z.array(walletSheetCardSchema) });
const answerSchema = z.object({ token: z.string().optional(), message: z.string().optional() });

/** Where the page's wallet sheets come from: the checkout view's setup and what the real ones need. */
export interface WalletSheetSource {
  /** The checkout view's walletSetup: the sandbox sheet, the browser's own, or none. */
  setup: WalletSetup | null;
  api: ApiClient;
  merchantName: string;
  countryCode: "AU" | "NZ";
}

/**
 * The payment sheet's state: `open` shows it and resolves once the shopper pays (a token), cancels or
 * the wallet fails. The checkout awaits it before posting the order. With the real wallets (ADR 078) it
 * opens the browser's own sheet instead (Apple's ApplePaySession, Google's pay.js), behind the same
 * `open`; `prepare` loads what a chosen wallet needs before the shopper places the order.
 */
export function useWalletSheet(source: WalletSheetSource) {
  const { setup, api, merchantName, countryCode } = source;
  const [request, setRequest] = useState<WalletSheetRequest | null>(null);
  const resolver = useRef<((result: WalletSheetResult) => void) | null>(null);
  const open = useCallback(
    (next: WalletSheetRequest): Promise<WalletSheetResult> => {
      if (setup?.mode === "real") {
        const apple = setup.applePay;
        const google = setup.googlePay;
        if (next.wallet === "ApplePay" && apple)
          return openApplePaySheet(next, {
            validate: (url) => checkoutApi(api).validateApplePay(url),
            merchantName,
            countryCode,
            supportedNetworks: apple.supportedNetworks,
          });
        if (next.wallet === "GooglePay" && google)
          return openGooglePaySheet(next, { setup: google, merchantName, countryCode });
        return Promise.resolve({
          kind: "failed",
          message: `${walletNames[next.wallet]} is not offered here. Please choose another payment method.`,
        });
      }
      return new Promise<WalletSheetResult>((resolve) => {
        resolver.current = resolve;
        setRequest(next);
      });
    },
    [setup, api, merchantName, countryCode],
  );
  const prepare = useCallback(
    (wallet: Wallet) => {
      // Google's script is loaded ahead, so the sheet opens from the tap; a failure shows when it opens
      if (wallet === "GooglePay" && setup?.mode === "real" && setup.googlePay)
        void loadGooglePay().catch(() => undefined);
    },
    [setup],
  );
  const finish = useCallback((result: WalletSheetResult) => {
    setRequest(null);
    resolver.current?.(result);
    resolver.current = null;
  }, []);
  return { open, prepare, request, finish };
}

/**
 * The methods the page offers, less Apple Pay where the browser cannot pay with it (ADR 040, 078): with
 * the real wallets Apple Pay shows only once `ApplePaySession.canMakePayments()` says yes (never in the
 * server's render, which cannot know). The sandbox sheet works everywhere, so nothing is hidden there.
 */
export function useOfferedPaymentOptions(
  options: readonly PaymentProvider[],
  setup: WalletSetup | null,
): readonly PaymentProvider[] {
  const real = setup?.mode === "real";
  const [appleUsable, setAppleUsable] = useState(false);
  useEffect(() => {
    if (real) setAppleUsable(applePayAvailable());
  }, [real]);
  return useMemo(
    () => (real && !appleUsable ? options.filter((option) => option !== "ApplePay") : options),
    [options, real, appleUsable],
  );
}

type Step =
  | { kind: "loading" }
  | { kind: "choose"; cards: WalletSheetCard[]; session: ApplePayMerchantSession | null }
  | { kind: "paying"; cards: WalletSheetCard[]; session: ApplePayMerchantSession | null }
  | { kind: "problem"; message: string };

/**
 * The sandbox payment sheet (ADR 040), over the checkout like Apple's and Google's: Apple Pay first has
 * the store's server validate the merchant with 'Apple' (never the browser), then the shopper picks a
 * test card and pays, or cancels. Clearly marked as a sandbox; no money moves.
 */
export function WalletSheet({
  sheet,
  api,
  merchantName,
}: {
  sheet: ReturnType<typeof useWalletSheet>;
  api: ApiClient;
  merchantName: string;
}) {
  const id = useId();
  const { request, finish } = sheet;
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [card, setCard] = useState<string>("");

  useEffect(() => {
    if (!request) return;
    let live = true;
    setStep({ kind: "loading" });
    void (async () => {
      try {
        const [cardsAnswer, session] = await Promise.all([
          fetch(`${sandboxBase}/cards`, { headers: { accept: "application/json" } }).then(async (r) =>
            cardsSchema.parse(await r.json()),
          ),
          // ApplePaySession's onvalidatemerchant: the store's server asks Apple for the merchant session
          request.wallet === "ApplePay" ? checkoutApi(api).validateApplePay(appleSandboxValidationUrl) : null,
        ]);
        if (!live) return;
        setCard(cardsAnswer.cards[0]?.id ?? "");
        setStep({ kind: "choose", cards: cardsAnswer.cards, session });
      } catch (error) {
        if (!live) return;
        const said = problemOf(error).messages[0];
        setStep({
          kind: "problem",
          message:
            said ??
            `${walletNames[request.wallet]} is not available at the moment. Please choose another payment method.`,
        });
      }
    })();
    return () => {
      live = false;
    };
  }, [request, api]);

  if (!request) return null;
  const name = walletNames[request.wallet];

  async function pay() {
    if (!request || step.kind !== "choose") return;
    setStep({ ...step, kind: "paying" });
    try {
      const res = await fetch(`${sandboxBase}/token`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          wallet: request.wallet,
          card,
          amount: request.amount,
          currency: request.currency,
          ...(step.session ? { merchantSessionIdentifier: step.session.merchantSessionIdentifier } : {}),
        }),
      });
      const answer = answerSchema.parse(await res.json());
      if (res.ok && answer.token) finish({ kind: "approved", token: answer.token });
      else setStep({ kind: "problem", message: answer.message ?? `${name} could not take this payment.` });
    } catch {
      setStep({ kind: "problem", message: `${name} is not answering. Please try again.` });
    }
  }

  const cancel = () =>
    step.kind === "problem"
      ? finish({ kind: "failed", message: step.message })
      : finish({ kind: "cancelled" });
  const busy = step.kind === "loading" || step.kind === "paying";
  const merchant =
    step.kind === "choose" || step.kind === "paying"
      ? (step.session?.displayName ?? merchantName)
      : merchantName;

  return (
    <Dialog
      open
      onClose={cancel}
      size="small"
      className={`wallet-sheet wallet-sheet--${request.wallet === "ApplePay" ? "apple" : "google"}`}
      title={`${name} (sandbox)`}
      footer={
        <div className="wallet-sheet__actions">
          <Button variant="secondary" onClick={cancel}>
            {step.kind === "problem" ? "Close" : "Cancel"}
          </Button>
          {step.kind === "problem" ? null : (
            <Button
              className="wallet-sheet__pay"
              onClick={() => void pay()}
              disabled={step.kind === "loading"}
              aria-disabled={busy || undefined}
            >
              {step.kind === "paying" ? "Paying…" : `Pay ${request.amountText}`}
            </Button>
          )}
        </div>
      }
    >
      <p className="wallet-sheet__banner">Sandbox wallet — for testing, no money moves</p>
      <dl className="wallet-sheet__summary">
        <dt>Pay</dt>
        <dd>{merchant}</dd>
        <dt>Total</dt>
        <dd>{request.amountText}</dd>
      </dl>
      {step.kind === "loading" ? (
        <p role="status">
          {request.wallet === "ApplePay" ? "Checking the merchant with Apple…" : "Opening Google Pay…"}
        </p>
      ) : null}
      {step.kind === "problem" ? (
        <p role="alert" className="wallet-sheet__problem">
          {step.message}
        </p>
      ) : null}
      {step.kind === "choose" || step.kind === "paying" ? (
        <fieldset className="wallet-sheet__cards" disabled={step.kind === "paying"}>
          <legend>Card</legend>
          {step.cards.map((option, index) => (
            <label key={option.id} className="wallet-sheet__card">
              <input
                type="radio"
                name={`${id}-card`}
                value={option.id}
                checked={card === option.id}
                onChange={() => setCard(option.id)}
                {...(index === 0 ? { "data-autofocus": true } : {})}
              />
              <span>{option.label}</span>
              <span className="wallet-sheet__behaviour">{option.behaviour}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {step.kind === "paying" ? `Paying with ${name}, please wait.` : ""}
      </p>
    </Dialog>
  );
}
