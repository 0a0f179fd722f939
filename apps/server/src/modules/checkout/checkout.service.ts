import { createHash } from "node:crypto";
import { checkoutAbn } from "@store/domain/abn";
import { type ApiErrorCode, apiErrorCodeOf } from "@store/domain/api-error.schema";
import { type Brand, type BrandId, brands, formatMoney } from "@store/domain/brands";
import { cardSummary } from "@store/domain/card-number";
import type { Cart } from "@store/domain/cart.schema";
import {
  type CheckoutAvailRequest,
  type CheckoutPost,
  type CheckoutResponse,
  type CheckoutView,
  checkoutLimits,
  checkoutMessages,
  checkoutPostSchemaFor,
  isMiele,
  type PaymentProvider,
  type PaymentStatusAnswer,
} from "@store/domain/checkout.schema";
import { checkoutOptionsFor, hasCheckoutOption } from "@store/domain/checkout-options";
import {
  amountDueNow,
  depositProblem,
  depositState,
  needsMieleWarning,
  orderTotalShown,
  paymentOptionsFor,
  waitingPaymentMessage,
} from "@store/domain/checkout-rules";
import type { OrderDetail } from "@store/domain/order.schema";
import { deskMethodNames } from "@store/domain/orders-desk";
import { shownPaymentStatus } from "@store/domain/payment-attempt";
import {
  canHandOff,
  handOffMessages,
  handOffMethods,
  handOffReturnPath,
} from "@store/domain/payment-handoff";
import type { PaymentWebhook } from "@store/domain/payment-webhook.schema";
import {
  type RedirectProviderName,
  redirectAmountProblem,
  redirectMessages,
  redirectMethodLabels,
  redirectProviderNames,
  redirectProviderOf,
  redirectProviders,
} from "@store/domain/redirect-payment";
import type { RedirectReturn } from "@store/domain/redirect-payment.schema";
import {
  cashChange,
  isStaffPaymentMethod,
  otherPaymentReferenceProblem,
  staffPaymentLabels,
  staffPaymentSettles,
} from "@store/domain/staff-payment";
import type { Viewer } from "@store/domain/viewer";
import {
  type ApplePayMerchantSession,
  isWallet,
  type Wallet,
  walletMessages,
  walletNames,
} from "@store/domain/wallet-payment.schema";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CardEncryptionKeys } from "../../payments/card-encryption-keys.ts";
import { type InStoreOutcome, inStoreAnswered, inStoreProvider } from "../../payments/in-store-payments.ts";
import { type CardOutcome, cardWebhookProvider } from "../../payments/payment-gateway.ts";
import type { PaymentProviders } from "../../payments/payment-providers.ts";
import type { RedirectAnswer, RedirectState } from "../../payments/redirect-payments.ts";
import { webhookPath } from "../../payments/sandbox-webhooks.ts";
import {
  MerchantValidationRefused,
  WalletUnavailable,
  walletWebhookProvider,
} from "../../payments/wallet-payments.ts";
import type { AccountService } from "../account/account.service.ts";
import type { BalancePayments } from "../balance-payment/balance-payment.service.ts";
import type { InStoreBalances } from "../balance-payment/in-store-balance.service.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { DeliveryConfirmation, DeliveryQuery, DeliveryService } from "../delivery/delivery.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { OrderHead, OrderService, PaymentEventKey, PaymentRow } from "../order/order.service.ts";
import type { StockService, StockShortage } from "../product/stock.service.ts";
import type { RequestSession } from "../session/session.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";
import { orderConfirmationMail } from "./order-mail.ts";
import type { PaymentHolds } from "./payment-holds.service.ts";
import { StaffSales } from "./staff-sale.service.ts";

/** Who is checking out, from where. */
export interface CheckoutContext {
  viewer: Viewer;
  session: RequestSession;
  /** The brand's configured origin: the only base of the URLs checkout builds. */
  origin: string;
}

/**
 * An answer of POST /api/checkout: its status and body, the checkout response in every case; a refusal
 * also carries the API's error fields (code, errors), so the shared error mapper reads it as any other.
 */
export interface CheckoutAnswer {
  status: number;
  body: CheckoutResponse & { code?: string; errors?: string[] };
}

const emptyResponse = (cartId: string): CheckoutResponse => ({
  orderCompleted: false,
  success: false,
  cartId,
  paymentReference: null,
  orderReference: null,
  redirectUrl: null,
  secure3DResponse: null,
  paymentStatus: null,
  message: null,
  refusalReason: null,
  errorCode: null,
  errorMessages: [],
});

const failure = (
  status: number,
  cartId: string,
  messages: string[],
  extra: Partial<CheckoutResponse> = {},
  code: ApiErrorCode = apiErrorCodeOf(status) ?? "server_error",
): CheckoutAnswer => ({
  status,
  body: {
    ...emptyResponse(cartId),
    errorMessages: messages,
    message: messages[0] ?? null,
    ...extra,
    code,
    errors: messages,
  },
});

/** A payment waiting for the shopper or the provider: 200, Pending, and where to go if anywhere. */
const waiting = (
  cartId: string,
  paymentId: string,
  extra: Partial<CheckoutResponse> = {},
): CheckoutAnswer => ({
  status: 200,
  body: {
    ...emptyResponse(cartId),
    success: true,
    paymentReference: paymentId,
    paymentStatus: "Pending",
    ...extra,
  },
});

const referencePrefix = (brand: BrandId) => brand.replace(/[^a-z]/g, "").toUpperCase();

const isUuid = (text: string) => z.uuid().safeParse(text).success;

const isStaff = (viewer: Viewer) => viewer.role === "staff" || viewer.role === "admin";

/** The words for stock that is short, naming the product (and the store, for cash and carry). */
function shortageMessages(
  titleOf: (productId: number) => string | undefined,
  short: readonly StockShortage[],
  pickup: { name: string } | null,
): string[] {
  return short.map((s) => {
    const title = titleOf(s.productId);
    if (pickup)
      return s.left === 0
        ? `${title ?? "A product"} is not in stock at ${pickup.name}. Choose another store, or turn cash and carry off to deliver it.`
        : `Only ${s.left} of ${title ?? "a product"} ${s.left === 1 ? "is" : "are"} in stock at ${pickup.name}; please lower the quantity.`;
    return s.left === 0
      ? `${title ?? "A product"} has just sold out.`
      : `Only ${s.left} of ${title ?? "a product"} ${s.left === 1 ? "is" : "are"} left; please lower the quantity.`;
  });
}

/**
 * What a provider answered, in the one shape `settle` acts on (ADR 035). An authorisation says whether
 * the money is captured as the order is placed (an acquirer's automatic capture, Zip's approval) or
 * later by staff (ADR 034).
 */
type PaymentOutcome = (
  | { status: "authorised"; pspReference: string; summary: string; capture: "now" | "later" }
  | { status: "refused"; pspReference: string; refusalReason: string; errorCode: string }
  | Extract<CardOutcome, { status: "challenge" }>
  /** Waiting for the shopper on the provider's page (Afterpay, Zip online, PayPal; ADR 036). */
  | { status: "redirect"; pspReference: string; redirectUrl: string; form: Record<string, string> | null }
  /** Waiting for the customer (their Zip app), or for a person at the provider (Zip's referred). */
  | { status: "pending"; pspReference: string; message?: string }
  /** Ended without payment by the customer or by time: cancelled or expired. */
  | { status: "withdrawn"; as: "voided" | "expired"; message: string }
  | { status: "error"; message: string }
) & {
  /** The provider's own word for it (Afterpay's CAPTURED, PayPal's COMPLETED...), kept beside the state (ADR 034). */
  providerStatus?: string;
};

const unanswered: PaymentOutcome = { status: "error", message: "The payment service did not answer." };

function fromCard(outcome: CardOutcome): PaymentOutcome {
  if (outcome.status !== "authorised") return outcome;
  return {
    status: "authorised",
    pspReference: outcome.pspReference,
    summary: cardSummary(outcome.card),
    capture: "now",
  };
}

/** A wallet's token authorised like a card: 'Apple Pay, Visa ending 4242' on the receipt (ADR 040). */
function fromWallet(wallet: Wallet, outcome: CardOutcome): PaymentOutcome {
  if (outcome.status !== "authorised") return outcome;
  return {
    status: "authorised",
    pspReference: outcome.pspReference,
    summary: `${walletNames[wallet]}, ${cardSummary(outcome.card)}`,
    capture: "now",
  };
}

function fromInStore(outcome: InStoreOutcome): PaymentOutcome {
  const pspReference = outcome.providerReference;
  switch (outcome.status) {
    case "Approved":
      return { status: "authorised", pspReference, summary: "Zip in store", capture: "now" };
    case "Declined":
      return {
        status: "refused",
        pspReference,
        refusalReason: outcome.reason ?? checkoutMessages.somethingWrong,
        errorCode: "declined",
      };
    case "Cancelled":
      return { status: "withdrawn", as: "voided", message: outcome.reason ?? checkoutMessages.userCancel };
    case "Expired":
      return { status: "withdrawn", as: "expired", message: checkoutMessages.paymentExpired };
    default:
      return { status: "pending", pspReference };
  }
}

/** The redirect provider's answer as `settle` acts on it (ADR 036): only a capture is payment. */
function fromRedirect(
  answer: RedirectAnswer,
  method: PaymentProvider,
  provider: RedirectProviderName,
): PaymentOutcome {
  if (answer.status === "error") return answer;
  return { ...redirectOutcome(answer, method, provider), providerStatus: answer.providerStatus };
}

function redirectOutcome(
  answer: RedirectState,
  method: PaymentProvider,
  provider: RedirectProviderName,
): PaymentOutcome {
  const pspReference = answer.token;
  const label =
    redirectMethodLabels[method as keyof typeof redirectMethodLabels] ?? redirectProviderNames[provider];
  switch (answer.status) {
    case "awaiting_shopper":
      return answer.redirect
        ? { status: "redirect", pspReference, redirectUrl: answer.redirect.url, form: answer.redirect.form }
        : { status: "error", message: `${label} gave no page to send the shopper to.` };
    case "captured":
    case "refunded":
      // Afterpay's capture, Zip's charge, PayPal's COMPLETED capture: money taken as the order is placed
      return { status: "authorised", pspReference, summary: label, capture: "now" };
    case "approved":
    case "under_review":
      // Approved but not captured (or referred to a person): not money yet, the order waits
      return { status: "pending", pspReference };
    case "declined":
      return {
        status: "refused",
        pspReference,
        refusalReason: answer.reason ?? `${label} declined the payment.`,
        errorCode: "declined",
      };
    case "cancelled":
      return {
        status: "withdrawn",
        as: "voided",
        // PayPal's 'Cancel and return' is the user's cancel; Afterpay's and Zip's cancelled return the spec's
        message:
          answer.cancelledBy === "merchant"
            ? "Your payment was cancelled."
            : provider === "paypal"
              ? checkoutMessages.userCancel
              : checkoutMessages.cancelledReturn,
      };
    case "expired":
      return { status: "withdrawn", as: "expired", message: checkoutMessages.paymentExpired };
  }
}

/**
 * Checkout (checkout s.2-s.8, ADR 029): the view, delivery availability, placing the order once with
 * its stock and delivery day taken under row locks, the card payment and its 3-D Secure return, void,
 * payment status, the abandoned-challenge sweep and the order as its customer sees it.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly carts: CartService,
    private readonly orders: OrderService,
    private readonly stock: StockService,
    private readonly users: UserService,
    private readonly stores: StoreService,
    private readonly accounts: AccountService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly delivery: DeliveryService,
    /** The card acquirer and Zip in store; each null when neither it nor its sandbox is configured. */
    private readonly providers: PaymentProviders,
    private readonly keys: CardEncryptionKeys,
    private readonly holds: PaymentHolds,
    private readonly logger: Logger,
    /** Balance payments from the account: their 3-D Secure return comes through card-return too (ADR 031). */
    private readonly balance: BalancePayments,
    /** A balance taken at the orders desk by Zip in store: Zip's webhooks for it come here too (ADR 093). */
    private readonly inStoreBalance: InStoreBalances | null,
    /** A brand's configured origin: a webhook arrives on no brand's host, its order's brand decides. */
    private readonly originFor: (brand: BrandId) => string,
  ) {
    this.sales = new StaffSales(users, stores);
  }

  /** Stores and salespeople of staff orders (ADR 037). */
  private readonly sales: StaffSales;

  private async setting(brand: BrandId, name: string): Promise<string | undefined> {
    return (await this.settings.list(brand)).find((s) => s.name === name)?.value;
  }

  private async supportNumber(brand: Brand): Promise<string> {
    return (await this.setting(brand.id, "customerSupportNumber")) ?? brand.support.phone;
  }

  private async depositPercentage(brand: BrandId): Promise<number> {
    const value = Number(await this.setting(brand, "partialPaymentPercentage"));
    return Number.isFinite(value) && value > 0 && value < 100
      ? value
      : checkoutLimits.defaultDepositPercentage;
  }

  private cartOf(ctx: CheckoutContext): Promise<Cart> {
    return this.carts.get(this.ownerOf(ctx));
  }

  private ownerOf(ctx: CheckoutContext) {
    return { session: ctx.session, brand: ctx.viewer.brand, userId: ctx.viewer.userId };
  }

  /** The key names the card is encrypted with: 'default', and 'Miele' when the cart holds Miele. */
  private keyNames(cart: Cart): string[] {
    return cart.products.some((p) => isMiele(p.brand)) ? ["default", "Miele"] : ["default"];
  }

  /** GET /api/checkout: the checkout view (checkout s.3). */
  async view(ctx: CheckoutContext): Promise<CheckoutView> {
    const { viewer } = ctx;
    const brand = viewer.brand;
    const [cart, percentage, supportNumber] = await Promise.all([
      this.cartOf(ctx),
      this.depositPercentage(brand.id),
      this.supportNumber(brand),
    ]);
    const options = checkoutOptionsFor(brand, viewer.role);
    const [customer, staffView, keys] = await Promise.all([
      viewer.userId !== null ? this.customerOf(viewer) : null,
      hasCheckoutOption(options, "SetSalesperson") ? this.sales.view(viewer) : null,
      this.keys.encryptionKeysFor(brand.id, this.keyNames(cart)),
    ]);
    const staffUser = isStaff(viewer) && viewer.userId !== null ? await this.users.byId(viewer.userId) : null;
    // Cash and carry takes the staff member's own store's details (checkout s.4)
    const home =
      staffUser?.storeId && hasCheckoutOption(options, "CashAndCarry")
        ? await this.stores.get(brand.country, String(staffUser.storeId)).catch(() => null)
        : null;
    return {
      customer,
      store: home
        ? {
            phone: home.phone,
            address: home.address,
            suburb: home.suburb,
            postcode: home.postcode,
            state: home.state,
          }
        : null,
      partialPaymentPercentage: percentage,
      stores: staffView?.stores ?? [],
      salesPeople: staffView?.salesPeople ?? [],
      x509EncryptionKeys: keys,
      options,
      cart,
      country: brand.country,
      brand: brand.id,
      supportNumber,
      paymentOptions: this.paymentOptionsOf(viewer),
      walletSetup: this.providers.wallets?.setup() ?? null,
    };
  }

  /** The methods this visitor may pay with here (ADR 035). */
  private paymentOptionsOf(viewer: Viewer): PaymentProvider[] {
    const redirects = this.providers.redirects;
    return paymentOptionsFor(
      {
        card: this.providers.card !== null,
        inStore: this.providers.inStore !== null,
        paypal: redirects.paypal !== undefined,
        afterpay: redirects.afterpay !== undefined,
        zip: redirects.zip !== undefined,
        klarna: redirects.klarna !== undefined,
        humm: redirects.humm !== undefined,
        wallets: this.providers.wallets?.wallets ?? [],
      },
      checkoutOptionsFor(viewer.brand, viewer.role),
    );
  }

  /** A signed-in customer's details for the prefilled form; their first saved address ships. */
  private async customerOf(viewer: Viewer): Promise<CheckoutView["customer"]> {
    const [user, addresses] = await Promise.all([
      viewer.userId !== null ? this.users.byId(viewer.userId) : null,
      this.accounts.addresses(viewer),
    ]);
    if (!user) return null;
    const first = addresses[0];
    const shipping = first
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          companyName: "",
          address: first.streetAddress,
          suburb: first.suburb,
          state: first.state,
          postcode: first.postcode,
        }
      : null;
    return {
      email: user.email,
      phone: user.phone,
      locked: user.locked,
      firstName: user.firstName,
      lastName: user.lastName,
      billingAddress: shipping,
      shippingAddress: shipping,
    };
  }

  private deliveryQuery(
    ctx: CheckoutContext,
    lines: readonly { productId: number; quantity: number }[],
    where: { postcode: string; suburb: string; state: string },
    extra: { override: boolean; services: string[]; proforma: string | undefined },
  ): DeliveryQuery {
    return {
      country: ctx.viewer.brand.country,
      postcode: where.postcode,
      suburb: where.suburb,
      state: where.state,
      lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      options: checkoutOptionsFor(ctx.viewer.brand, ctx.viewer.role),
      winningDeliveryServiceOverride: extra.override,
      proformaBrands: extra.proforma,
      selectedServiceSkus: extra.services,
      now: new Date(),
    };
  }

  /** POST /api/checkout/avail: the delivery calendar and services for the address (checkout s.7). */
  async availability(ctx: CheckoutContext, request: CheckoutAvailRequest): Promise<Record<string, unknown>> {
    if (request.winningDeliveryServiceOverride && !isStaff(ctx.viewer))
      throw new AppError("forbidden", "Only staff can assign an order for Winning Services delivery.");
    if ((request.cashAndCarry || request.subdivision) && !isStaff(ctx.viewer))
      throw new AppError("forbidden", "Only staff can choose a store or cash and carry.");
    const { cart, lines } = await this.carts.withLines(this.ownerOf(ctx));
    if (request.cartId && request.cartId !== cart.cartId)
      throw new AppError("forbidden", "This cart belongs to another visitor.");
    // Cash and carry: the chosen store's stock is what is looked up (checkout s.4; ADR 037)
    const sale = request.cashAndCarry ? await this.sales.choose(ctx.viewer, request) : null;
    if (sale?.store) {
      const short = await this.stock.shortAt(this.db, lines, sale.store.id);
      if (short.length > 0) {
        const { zoneId: _zone, ...availability } = await this.delivery.availability(
          this.deliveryQuery(ctx, lines, request.deliveryAddress, {
            override: false,
            services: [],
            proforma: undefined,
          }),
        );
        // The cart's products follow its lines, in order (priceCart maps them one to one)
        const titleOf = (productId: number) =>
          cart.products[lines.findIndex((l) => l.productId === productId)]?.title;
        const message = shortageMessages(titleOf, short, sale.store).join(" ");
        return { ...availability, unavailable: true, message, cartId: cart.cartId };
      }
    }
    const { zoneId: _zone, ...availability } = await this.delivery.availability(
      this.deliveryQuery(ctx, lines, request.deliveryAddress, {
        override: request.winningDeliveryServiceOverride,
        services: request.deliveryServices,
        proforma: await this.setting(ctx.viewer.brand.id, "ProformaDeliveryBrands"),
      }),
    );
    return { ...availability, cartId: cart.cartId };
  }

  /**
   * POST /api/checkout: places the order once (ADR 029). With an Idempotency-Key the first answer is
   * kept and given again to the same key and body; a different body is refused, a key in flight is 409.
   */
  async place(
    ctx: CheckoutContext,
    raw: Record<string, unknown>,
    idempotencyKey: string | null,
  ): Promise<CheckoutAnswer> {
    const cartId = typeof raw.cartId === "string" ? raw.cartId : "";
    if (!idempotencyKey) return this.placeOrAnswer(ctx, raw, cartId);
    const hash = createHash("sha256").update(JSON.stringify(raw)).digest("hex");
    const claim = await this.orders.claimRequest(idempotencyKey, cartId, hash);
    if (claim.kind === "answered")
      return { status: claim.status, body: claim.answer as CheckoutAnswer["body"] };
    if (claim.kind === "mismatch")
      return failure(400, cartId, [
        "This Idempotency-Key was used for a different checkout. Send a new key.",
      ]);
    if (claim.kind === "in_flight")
      return failure(409, cartId, ["Your order is already being processed. Please wait."]);
    try {
      const answer = await this.placeOrAnswer(ctx, raw, cartId);
      await this.orders.answerRequest(idempotencyKey, answer.status, answer.body);
      return answer;
    } catch (error) {
      // No answer worth repeating (a fault): the key is free for a retry
      await this.orders.forgetRequest(idempotencyKey);
      throw error;
    }
  }

  /** Places the order; an expected refusal is answered in the checkout response's shape (checkout s.8). */
  private async placeOrAnswer(
    ctx: CheckoutContext,
    raw: Record<string, unknown>,
    cartId: string,
  ): Promise<CheckoutAnswer> {
    try {
      return await this.placeOnce(ctx, raw);
    } catch (error) {
      if (error instanceof AppError) return failure(error.status, cartId, error.errors, {}, error.code);
      throw error;
    }
  }

  private async placeOnce(ctx: CheckoutContext, raw: Record<string, unknown>): Promise<CheckoutAnswer> {
    const { viewer, session } = ctx;
    const brand = viewer.brand;
    const { cart, lines: cartLines } = await this.carts.withLines(this.ownerOf(ctx));
    const requested = typeof raw.cartId === "string" ? raw.cartId : "";
    if (requested !== cart.cartId) {
      // A placed order's cart is gone: a repeat of a completed submit gets the order again
      const previous = isUuid(requested) ? await this.orders.byCart(requested) : null;
      if (previous && previous.sessionId === session.id) return this.answerForExisting(previous);
      throw new AppError("forbidden", "This cart belongs to another visitor.");
    }
    let existing = await this.orders.byCart(cart.cartId);
    if (
      existing?.status === "awaiting_payment" &&
      (await this.gaveUpRedirect(existing, { origin: ctx.origin, brand }))
    )
      existing = await this.orders.byCart(cart.cartId);
    if (existing && existing.status !== "cancelled") return this.answerForExisting(existing);
    if (cart.products.length === 0) throw new AppError("invalid", "Your cart is empty.");
    if (cart.pricesHidden) throw new AppError("unauthorized", "Please sign in to see prices and check out.");

    const miele = cart.products.some((p) => isMiele(p.brand));
    const parsed = checkoutPostSchemaFor({ miele, country: brand.country }).safeParse(raw);
    // The spec's messages as they are (the page shows them as a list): no field paths in front
    if (!parsed.success)
      throw new AppError("invalid", [...new Set(parsed.error.issues.map((i) => i.message))]);
    const form = parsed.data;
    this.checkRole(viewer, form);
    const abn = checkoutAbn(brand.abnAtCheckout, form.abn);
    if (!abn.ok) throw new AppError("invalid", [abn.problem]);
    if (form.handOff && !canHandOff(form.selectedPaymentOption))
      throw new AppError(
        "invalid",
        handOffMessages.cannotHandOff(deskMethodNames[form.selectedPaymentOption]),
      );
    // The store and salesperson the order records; cash and carry takes its stock from that store
    const sale = isStaff(viewer) ? await this.sales.choose(viewer, form) : null;
    const pickup = form.cashAndCarry ? sale?.store : null;
    if (form.cashAndCarry && !pickup)
      throw new AppError("invalid", "Please choose the store the customer collects the order from.");
    const unavailable = cart.products
      .filter((p) => !p.available)
      .map((p) => p.unavailableReason ?? `${p.title} is not available.`);
    if (unavailable.length > 0) throw new AppError("invalid", unavailable);
    const keyNames = this.keyNames(cart);
    if (needsMieleWarning(keyNames) && !form.brandsWarnings?.mieleWarning)
      throw new AppError("invalid", checkoutMessages.mieleWarning);
    if (form.cart && form.cart.orderTotal !== cart.orderTotal)
      throw new AppError("invalid", [
        `The cart total has changed to ${formatMoney(cart.orderTotal, brand)}. Please check your order and place it again.`,
      ]);

    // Delivery, priced again: a stale date is refused with the reason (the page reloads the calendar)
    const cashAndCarry: DeliveryConfirmation = {
      ok: true,
      zoneId: null,
      date: null,
      shippingCost: 0,
      services: [],
      supplierDates: [],
    };
    const delivery = form.cashAndCarry
      ? cashAndCarry
      : await this.delivery.confirm({
          ...this.deliveryQuery(ctx, cartLines, form.deliveryAddress, {
            override: form.winningDeliveryServiceOverride,
            services: form.deliveryServices,
            proforma: await this.setting(brand.id, "ProformaDeliveryBrands"),
          }),
          date: form.deliveryDate ?? null,
          supplierDates: form.supplierDeliveryDates.map((s) => ({
            supplier: s.supplier,
            date: s.deliveryDate,
          })),
          serviceSkus: form.deliveryServices,
        });
    if (!delivery.ok) throw new AppError("invalid", [delivery.message]);
    if (!form.cashAndCarry && delivery.date === null && delivery.supplierDates.length === 0)
      throw new AppError("invalid", checkoutMessages.submitDeliveryDate);

    const servicesTotal = delivery.services.reduce((n, s) => n + s.price, 0);
    const total = orderTotalShown({
      cartTotal: cart.orderTotal,
      shippingCost: delivery.shippingCost,
      supplierPrices: delivery.supplierDates.map((s) => s.price),
      servicePrices: delivery.services.map((s) => s.price),
    });
    const percentage = await this.depositPercentage(brand.id);
    const depositError = depositProblem(form.partialPayment, total, percentage);
    if (depositError) throw new AppError("invalid", [checkoutMessages.submitDeposit, depositError]);
    const deposit = depositState({ amount: form.partialPayment, total, percentage, applies: true });
    const dueNow = amountDueNow(deposit, total);
    const method = form.selectedPaymentOption;
    if (dueNow > 0) await this.checkMethod(viewer, form, deposit.cartDeposit, dueNow);
    const cash = method === "Cash" && dueNow > 0 ? this.cashOf(dueNow, form, brand) : null;
    const referenceProblem =
      dueNow > 0 ? otherPaymentReferenceProblem(method, form.otherPaymentReference) : null;
    if (referenceProblem) throw new AppError("invalid", referenceProblem);

    const support = await this.supportNumber(brand);
    const reserved = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const lines = await this.carts.lockForOrder(tx, cart.cartId, session.id);
      // The cart went while this request waited for it: a twin request placed its order
      if (!lines) return { kind: "existing" as const };
      const same =
        lines.length === cart.products.length &&
        lines.every((l) =>
          cart.products.some((p) => p.unitId === String(l.lineId) && p.quantity === l.quantity),
        );
      if (!same)
        throw new AppError(
          "conflict",
          "Your cart changed while you were checking out. Please check it and place the order again.",
        );
      const order = await this.orders.open(tx, {
        cartId: cart.cartId,
        brand: brand.id,
        referencePrefix: referencePrefix(brand.id),
        currency: brand.currency,
        userId: viewer.userId,
        sessionId: session.id,
        email: form.email,
        phone: form.phoneNumber.replace(/\s+/g, ""),
        newsletter: form.newsletter,
        deliveryAddress: form.deliveryAddress,
        billingAddress: form.billingAddress ?? null,
        poNumber: form.poNumber ?? null,
        abn: abn.abn,
        deliveryZoneId: delivery.zoneId,
        deliveryDate: delivery.date,
        supplierDeliveries: delivery.supplierDates,
        deliveryServices: delivery.services,
        earlyNotification: form.EarlyNotification,
        requestedDeliveryContact: form.requestedDeliveryContact,
        requestedInstallationContact: form.requestedInstallationContact,
        cashAndCarry: form.cashAndCarry,
        winningDeliveryOverride: form.winningDeliveryServiceOverride,
        storeId: sale?.store?.id ?? null,
        salespersonCode: sale?.salespersonCode ?? null,
        placedByUserId: isStaff(viewer) ? viewer.userId : null,
        couponCode: cart.coupons[0]?.code ?? null,
        subtotal: cart.subtotal,
        discountTotal: cart.discountTotal,
        shippingCost: Math.max(delivery.shippingCost, 0),
        servicesTotal,
        total,
        amountDueNow: dueNow,
        lines: cart.products.map((p) => {
          const line = lines.find((l) => String(l.lineId) === p.unitId);
          return {
            productId: line?.productId ?? 0,
            sku: p.sku,
            title: p.title,
            brand: p.brand,
            image: p.image,
            quantity: p.quantity,
            unitPrice: p.linePrice,
            warranty: p.selectedWarranty,
            install: p.selectedInstall,
            lineTotal: p.lineTotal,
          };
        }),
      });
      if (!order) return { kind: "existing" as const };
      const taken = await this.stock.take(tx, lines, pickup?.id ?? null);
      if (!taken.ok) {
        const titleOf = (productId: number) =>
          cart.products.find((p) =>
            lines.find((l) => l.productId === productId && String(l.lineId) === p.unitId),
          )?.title;
        throw new AppError("invalid", shortageMessages(titleOf, taken.short, pickup ?? null));
      }
      await this.orders.holdStock(tx, order.id, taken.taken);
      if (delivery.zoneId !== null && delivery.date !== null) {
        const got = await this.delivery.takeCapacity(tx, delivery.zoneId, delivery.date);
        if (!got)
          throw new AppError(
            "invalid",
            "The delivery day you chose has just filled up. Please choose another day.",
          );
      }
      if (dueNow === 0) {
        await this.completeInTransaction(tx, order, 0, { origin: ctx.origin, brand, support });
        return { kind: "placed" as const, order };
      }
      const payment = await this.orders.startPayment(tx, order, form.selectedPaymentOption, dueNow);
      if (isStaffPaymentMethod(method)) {
        // Taken at the counter, no provider: recorded and the order placed in this transaction, once
        const paid = await this.orders.recordStaffPayment(tx, payment.id, {
          settles: staffPaymentSettles(method),
          summary: staffPaymentLabels[method],
          takenByUserId: viewer.userId,
          tendered: cash?.tendered ?? null,
          change: cash?.change ?? null,
          reference: method === "StaffOnlyOtherPaymentMethod" ? (form.otherPaymentReference ?? null) : null,
        });
        // Only cash is paid now; the others are captured when the money arrives (ADR 037)
        await this.completeInTransaction(tx, order, paid, { origin: ctx.origin, brand, support });
        return { kind: "placed" as const, order };
      }
      return { kind: "pay" as const, order, payment };
    });

    if (reserved.kind === "existing") {
      const order = await this.orders.byCart(cart.cartId);
      return order
        ? this.answerForExisting(order)
        : failure(409, cart.cartId, ["Your order is already being processed. Please wait."]);
    }
    if (reserved.kind === "placed") return this.completedAnswer(reserved.order, null);

    const payment = { id: reserved.payment.id, amount: dueNow, brand };
    const redirectProvider = redirectProviderOf(method);
    const outcome =
      method === "ZipInStore"
        ? await this.requestInStore(payment, form.devicePaymentCode ?? "")
        : redirectProvider
          ? await this.startRedirect(redirectProvider, { ...payment, method }, form, ctx.origin)
          : isWallet(method)
            ? await this.authoriseWallet(payment, method, form.walletToken ?? "", ctx.origin)
            : await this.authoriseCard(payment, form, ctx.origin);
    return this.settle(reserved.payment.id, outcome, { origin: ctx.origin, brand });
  }

  /** Asks the card acquirer to authorise the payment. */
  private authoriseCard(
    payment: { id: string; amount: number; brand: Brand },
    form: CheckoutPost,
    origin: string,
  ): Promise<PaymentOutcome> {
    const card = this.providers.card;
    return this.answerOf(
      payment.id,
      "the card gateway",
      () => {
        if (!card) throw new Error("no card gateway");
        return card.authorise({
          reference: payment.id,
          amount: payment.amount,
          currency: payment.brand.currency,
          encryptedValues: form.encryptedValues ?? {},
          cardHolderName: form.cardHolderName ?? "",
          brand: payment.brand.id,
          returnUrl: `${origin}/api/checkout/card-return`,
          ...(form.browserInfo ? { browserInfo: form.browserInfo } : {}),
          ...(form.fraudCheckToken ? { fraudCheckToken: form.fraudCheckToken } : {}),
        });
      },
      async () => (await card?.status(payment.id))?.outcome,
      fromCard,
    );
  }

  /**
   * Creates the provider's checkout (ADR 036); the shopper is sent to its page and comes back to
   * /customer/payment-return/{provider}, built from the configured origin.
   */
  private startRedirect(
    provider: RedirectProviderName,
    payment: { id: string; amount: number; brand: Brand; method: PaymentProvider },
    form: CheckoutPost,
    origin: string,
  ): Promise<PaymentOutcome> {
    const gateway = this.providers.redirects[provider];
    // Handed to the customer's phone (ADR 043): the phone comes back to the hand-off's own return page
    const back =
      form.handOff && canHandOff(payment.method)
        ? `${origin}${handOffReturnPath(handOffMethods[payment.method])}`
        : `${origin}/customer/payment-return/${provider}`;
    return this.answerOf(
      payment.id,
      redirectProviderNames[provider],
      () => {
        if (!gateway) throw new Error(`no ${provider} provider`);
        return gateway.createCheckout({
          reference: payment.id,
          amount: payment.amount,
          currency: payment.brand.currency,
          brand: payment.brand.id,
          payLater: payment.method === "PayPalBnpl",
          returnUrl: back,
          cancelUrl: back,
          // Where the provider's server tells the store (Humm's x_url_callback, ADR 042)
          notifyUrl: `${origin}${webhookPath(provider)}`,
          shopper: {
            email: form.email,
            firstName: form.deliveryAddress.firstName,
            lastName: form.deliveryAddress.lastName,
          },
        });
      },
      async () => gateway?.status(payment.id),
      (answer) => fromRedirect(answer, payment.method, provider),
    );
  }

  /** Gives the wallet's token to the acquirer, keyed by the payment (ADR 040). */
  private authoriseWallet(
    payment: { id: string; amount: number; brand: Brand },
    wallet: Wallet,
    token: string,
    origin: string,
  ): Promise<PaymentOutcome> {
    const wallets = this.providers.wallets;
    return this.answerOf(
      payment.id,
      `the ${walletNames[wallet]} acquirer`,
      () => {
        if (!wallets) throw new Error("no wallet provider");
        return wallets.authorise({
          reference: payment.id,
          wallet,
          amount: payment.amount,
          currency: payment.brand.currency,
          token,
          brand: payment.brand.id,
          returnUrl: `${origin}/api/checkout/card-return`,
        });
      },
      async () => (await wallets?.status(payment.id))?.outcome,
      (outcome) => fromWallet(wallet, outcome),
    );
  }

  /**
   * A checkout submitted again while its redirect payment still waits (the shopper came back from the
   * provider's page with the browser's Back button): that payment is given up (claimed, then cancelled
   * at the provider, ADR 036) so the new submit places the order afresh. A payment the provider already
   * took (Humm charges as the shopper completes; its way back may have been lost, the $66.70 fault) is
   * settled instead, so the retry finds the order and nobody pays twice (ADR 042). False when nothing
   * changed.
   */
  private async gaveUpRedirect(order: OrderHead, where: { origin: string; brand: Brand }): Promise<boolean> {
    const payment = await this.orders.latestPayment(order.id);
    const provider = payment ? redirectProviderOf(payment.method) : null;
    if (payment?.status !== "requires_action" || !provider) return false;
    const now = await this.providers.redirects[provider]?.status(payment.id).catch(() => null);
    if (now?.status === "captured") {
      await this.settleRedirect(where, payment, null);
      return true;
    }
    return this.holds.abandon(payment, "voided");
  }

  /**
   * POST /api/checkout/applepay/validate: Apple's merchant validation, from this server to Apple (never
   * from the browser), for a visitor offered Apple Pay; the session starts one sheet within 5 minutes.
   */
  async validateApplePay(ctx: CheckoutContext, validationUrl: string): Promise<ApplePayMerchantSession> {
    const wallets = this.providers.wallets;
    if (!wallets || !this.paymentOptionsOf(ctx.viewer).includes("ApplePay"))
      throw new AppError("invalid", walletMessages.notOffered);
    try {
      return await wallets.validateMerchant({
        validationUrl,
        brand: ctx.viewer.brand.id,
        domainName: new URL(ctx.origin).hostname,
        displayName: ctx.viewer.brand.name,
      });
    } catch (error) {
      if (error instanceof MerchantValidationRefused) throw new AppError("invalid", error.message);
      // Apple did not answer: the shopper's sheet cannot start, and can be tried again
      if (error instanceof WalletUnavailable) throw new AppError("invalid", walletMessages.appleUnavailable);
      throw error;
    }
  }

  /** Sends the purchase to the customer's Zip app. */
  private requestInStore(
    payment: { id: string; amount: number; brand: Brand },
    deviceCode: string,
  ): Promise<PaymentOutcome> {
    const zip = this.providers.inStore;
    return this.answerOf(
      payment.id,
      "the in-store payment provider",
      () => {
        if (!zip) throw new Error("no in-store payment provider");
        return zip.request({
          reference: payment.id,
          amount: payment.amount,
          currency: payment.brand.currency,
          deviceCode,
          brand: payment.brand.id,
        });
      },
      async () => zip?.status(payment.id),
      fromInStore,
    );
  }

  /**
   * A provider's answer to a call keyed by the payment's reference. The answer may be lost after the
   * provider acted on it (reference/payments.md): then the provider is asked what became of the
   * reference before it is called a failure, so nobody is charged for an order the store thinks failed.
   */
  private async answerOf<T>(
    paymentId: string,
    provider: string,
    call: () => Promise<T>,
    lookup: () => Promise<T | null | undefined>,
    outcomeOf: (answer: T) => PaymentOutcome,
  ): Promise<PaymentOutcome> {
    try {
      return outcomeOf(await call());
    } catch (error) {
      this.logger.error({ err: error, paymentId }, `${provider} failed`);
      const known = await lookup().catch(() => null);
      return known ? outcomeOf(known) : unanswered;
    }
  }

  /** The chosen method is offered here and has what it needs: card details, or the customer's Zip code. */
  private async checkMethod(
    viewer: Viewer,
    form: CheckoutPost,
    depositCents: number,
    dueNow: number,
  ): Promise<void> {
    const methods = this.paymentOptionsOf(viewer);
    if (methods.length === 0)
      throw new AppError(
        "invalid",
        `Payments cannot be taken online at the moment. Please call us on ${await this.supportNumber(viewer.brand)}.`,
      );
    if (!methods.includes(form.selectedPaymentOption))
      throw new AppError("invalid", "That payment method is not offered here. Please choose another.");
    if (form.selectedPaymentOption === "CreditCard") {
      if (!form.encryptedValues || Object.keys(form.encryptedValues).length === 0 || !form.cardHolderName)
        throw new AppError("invalid", "Please enter your card details.");
      return;
    }
    // The issue: a deposit is taken by card only
    if (depositCents > 0) throw new AppError("invalid", "A deposit can only be paid by card.");
    if (form.selectedPaymentOption === "ZipInStore" && !form.devicePaymentCode)
      throw new AppError("invalid", checkoutMessages.devicePaymentCode);
    const provider = redirectProviderOf(form.selectedPaymentOption);
    const gateway = provider ? this.providers.redirects[provider] : undefined;
    if (provider && gateway) {
      // Outside the provider's limits: refused here, before the shopper is sent to approve (ADR 036)
      const limits = await gateway.limits(viewer.brand.currency).catch(() => null);
      const problem = redirectAmountProblem(dueNow, limits, redirectProviderNames[provider], (cents) =>
        formatMoney(cents, viewer.brand),
      );
      if (problem) throw new AppError("invalid", problem);
    }
    if (isWallet(form.selectedPaymentOption) && !form.walletToken)
      throw new AppError("invalid", walletMessages.tokenMissing(form.selectedPaymentOption));
  }

  /** The cash handed over for what is due and its change; less than due is a 400 (ADR 037). */
  private cashOf(due: number, form: CheckoutPost, brand: Brand) {
    const counted = cashChange(due, form.cashTendered, (cents) => formatMoney(cents, brand));
    if (!counted.ok) throw new AppError("invalid", counted.message);
    return counted;
  }

  /** Staff-only fields from someone who is not staff are refused (checkout s.6). */
  private checkRole(viewer: Viewer, form: CheckoutPost): void {
    if (isStaff(viewer)) return;
    const method = form.selectedPaymentOption;
    const staffOnly = [
      form.cashAndCarry && "cash and carry",
      form.winningDeliveryServiceOverride && "Winning Services delivery",
      form.salespersonCode && "a salesperson",
      (form.subdivision || form.storeUri) && "a store",
      form.devicePaymentCode && "an in-store payment code",
      form.poNumber && "a PO number",
      form.cashTendered != null && "cash tendered",
      form.otherPaymentReference && "a payment reference",
      method === "ZipInStore" && "Zip in store",
      isStaffPaymentMethod(method) && staffPaymentLabels[method].toLowerCase(),
      form.handOff && "to hand the payment to the customer's phone",
    ].filter(Boolean);
    if (staffOnly.length > 0)
      throw new AppError("forbidden", `Only staff can choose ${staffOnly.join(", ")}.`);
  }

  /** The answer for a cart whose order exists: the placed order again, or 'being processed'. */
  private async answerForExisting(order: OrderHead): Promise<CheckoutAnswer> {
    if (order.status === "placed")
      return this.completedAnswer(order, (await this.orders.latestPayment(order.id))?.id ?? null);
    if (order.status === "awaiting_payment") {
      const payment = await this.orders.latestPayment(order.id);
      return failure(409, order.cartId, [waitingPaymentMessage(payment?.method ?? null)], {
        paymentReference: payment?.id ?? null,
        paymentStatus: "Pending",
      });
    }
    return failure(409, order.cartId, ["Your order is already being processed. Please wait."]);
  }

  private completedAnswer(order: OrderHead, paymentReference: string | null): CheckoutAnswer {
    return {
      status: 200,
      body: {
        ...emptyResponse(order.cartId),
        orderCompleted: true,
        success: true,
        paymentReference,
        paymentStatus: "Approved",
        message: `Thank you. Your order ${order.reference} is placed.`,
      },
    };
  }

  /**
   * Acts on a provider's outcome for a payment attempt, once: the attempt only moves forward, so a
   * repeated return, a second poll or a late sweep finds it already settled and answers what it became.
   */
  private async settle(
    paymentId: string,
    outcome: PaymentOutcome,
    where: { origin: string; brand: Brand },
    /** The provider's event this outcome came from: recorded once, so a repeat is not applied twice. */
    event?: PaymentEventKey,
  ): Promise<CheckoutAnswer> {
    // Read before the transaction: on PGlite a query outside it would wait for it to end
    const support = await this.supportNumber(where.brand);
    const words = outcome.providerStatus ? { providerStatus: outcome.providerStatus } : {};
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await this.orders.paymentWithCart(tx, paymentId);
      if (!found) throw new AppError("not_found", "We could not find that payment.");
      const { payment, cartId } = found;
      await this.carts.lock(tx, cartId);
      const order = await this.orders.lockById(tx, payment.orderId);
      if (!order) throw new AppError("not_found", "We could not find that order.");
      if (outcome.status === "authorised") {
        // Authorised and captured in one write when the provider took the money at once; an order the
        // sweep cancelled meanwhile is taken again first (below), and captured only if it can be
        const captureAtOnce = outcome.capture === "now" && order.status !== "cancelled";
        const change = await this.orders.changePayment(
          tx,
          paymentId,
          {
            status: captureAtOnce ? "captured" : "authorised",
            pspReference: outcome.pspReference,
            cardSummary: outcome.summary,
            ...words,
          },
          // Only an attempt still waiting is captured here: a capture of one already authorised or captured
          // would take the money again, so that is as late as a second authorisation
          { event, only: captureAtOnce ? ["created", "requires_action"] : undefined },
        );
        if (change.result !== "moved") {
          // The provider took the money for an attempt the store had already ended (a stale page completed,
          // a capture after the sweep): it is given back at the provider, never kept without an order (ADR 042)
          const ended = change.payment?.status;
          if (ended === "voided" || ended === "expired" || ended === "refused" || ended === "error")
            return {
              kind: "reverse" as const,
              order,
              payment: { ...payment, pspReference: outcome.pspReference },
            };
          return { kind: "settled" as const, order };
        }
        if (order.status === "cancelled") {
          // The challenge outlived its hold (the sweep gave the stock back): take it again or void
          const again = await this.retake(tx, order);
          if (!again)
            return {
              kind: "void" as const,
              order,
              payment: { ...payment, pspReference: outcome.pspReference },
            };
        }
        if (outcome.capture === "now" && !captureAtOnce)
          await this.orders.updatePayment(tx, paymentId, { status: "captured", ...words });
        await this.completeInTransaction(tx, order, outcome.capture === "now" ? payment.amount : 0, {
          ...where,
          support,
        });
        return { kind: "placed" as const, order };
      }
      if (outcome.status === "challenge" || outcome.status === "pending" || outcome.status === "redirect") {
        const change = await this.orders.changePayment(
          tx,
          paymentId,
          { status: "requires_action", pspReference: outcome.pspReference, ...words },
          { event },
        );
        // An attempt that ended meanwhile (the sweep, a cancel) is not waiting again; one still waiting is
        if (change.result !== "moved" && change.payment?.status !== "requires_action")
          return { kind: "settled" as const, order };
        await this.orders.setStatus(tx, order.id, "awaiting_payment");
        return outcome.status === "challenge"
          ? { kind: "challenge" as const, order, outcome }
          : outcome.status === "redirect"
            ? { kind: "redirect" as const, order, outcome }
            : { kind: "pending" as const, order, message: outcome.message ?? null };
      }
      const change = await this.orders.changePayment(
        tx,
        paymentId,
        outcome.status === "withdrawn"
          ? { status: outcome.as, refusalReason: outcome.message, ...words }
          : {
              ...words,
              status: outcome.status === "refused" ? "refused" : "error",
              pspReference: outcome.status === "refused" ? outcome.pspReference : null,
              refusalReason: outcome.status === "refused" ? outcome.refusalReason : outcome.message,
              errorCode: outcome.status === "refused" ? outcome.errorCode : "error",
            },
        { event },
      );
      if (change.result === "moved" && order.status !== "cancelled" && order.status !== "placed")
        await this.holds.release(tx, order);
      return { kind: "refused" as const, order };
    });

    const order = result.order;
    switch (result.kind) {
      case "placed":
        return this.completedAnswer(order, paymentId);
      case "challenge":
        return waiting(order.cartId, paymentId, {
          redirectUrl: result.outcome.secure3DResponse.htmlFormAction,
          secure3DResponse: result.outcome.secure3DResponse,
        });
      case "redirect":
        // To the provider's page (checkout s.4 'Submit'): a form to post when it takes one, else a link
        return waiting(order.cartId, paymentId, {
          redirectUrl: result.outcome.redirectUrl,
          secure3DResponse: result.outcome.form
            ? { htmlFormAction: result.outcome.redirectUrl, htmlFormToPost: result.outcome.form }
            : null,
        });
      case "pending":
        // Waiting for the customer's app (the page polls GET /api/payment/status, checkout s.4), or for Zip's review
        return waiting(order.cartId, paymentId, { message: result.message, orderReference: order.reference });
      case "void": {
        await this.holds.withdraw(result.payment);
        await this.db.transaction(async (tx) => {
          await this.orders.updatePayment(tx as unknown as Db, paymentId, {
            status: "voided",
            refusalReason: checkoutMessages.voidedUnavailable,
          });
        });
        return failure(400, order.cartId, [checkoutMessages.voidedUnavailable], {
          paymentReference: paymentId,
          paymentStatus: "Cancelled",
        });
      }
      case "reverse":
        try {
          await this.holds.withdraw(result.payment);
        } catch (error) {
          this.logger.error(
            { err: error, paymentId },
            "a payment taken for an ended attempt could not be given back at its provider",
          );
        }
        return this.settledAnswer(paymentId, order, support);
      case "settled":
      case "refused":
        return this.settledAnswer(paymentId, order, support);
    }
  }

  /** The answer for an attempt someone else settled (or this call refused): what it became. */
  private async settledAnswer(paymentId: string, order: OrderHead, support: string): Promise<CheckoutAnswer> {
    const payment = await this.orders.payment(paymentId);
    if (shownPaymentStatus[payment?.status ?? "refused"] === "Approved" && order.status === "placed")
      return this.completedAnswer(order, paymentId);
    if (payment?.status === "error")
      return failure(502, order.cartId, [checkoutMessages.checkoutOther(support)], {
        paymentReference: paymentId,
        paymentStatus: "Declined",
        errorCode: payment.errorCode,
      });
    if (payment?.status === "requires_action")
      // Still waiting (a repeated return of a referred application): the same 'pending' again
      return waiting(order.cartId, paymentId, { orderReference: order.reference });
    if ((payment?.status === "voided" || payment?.status === "expired") && redirectProviderOf(payment.method))
      // The shopper's own cancel (or a checkout that lapsed) is not a problem with their payment
      return failure(400, order.cartId, [payment.refusalReason ?? checkoutMessages.cancelledReturn], {
        paymentReference: paymentId,
        paymentStatus: shownPaymentStatus[payment.status],
        refusalReason: payment.refusalReason,
      });
    return failure(401, order.cartId, [checkoutMessages.payment401(support)], {
      paymentReference: paymentId,
      paymentStatus: shownPaymentStatus[payment?.status ?? "refused"],
      refusalReason: payment?.refusalReason ?? null,
      errorCode: payment?.errorCode ?? null,
    });
  }

  /** Places the order inside its transaction: `paid` captured, the cart consumed, the confirmation mail queued. */
  private async completeInTransaction(
    tx: Db,
    order: OrderHead,
    paid: number,
    where: { origin: string; brand: Brand; support: string },
  ): Promise<void> {
    await this.orders.setStatus(tx, order.id, "placed", paid);
    await this.carts.consume(tx, order.cartId, {
      userId: order.userId,
      sessionId: order.sessionId,
      couponCode: order.couponCode,
    });
    const detail = await this.orders.detail(order.cartId, where.support, tx);
    if (!detail) throw new Error("a placed order has no detail");
    const link = `${where.origin}/customer/confirmation?id=${order.cartId}&token=${order.accessToken}`;
    await this.mail.send(
      { ...orderConfirmationMail(detail, where.brand, link), kind: "order", sessionId: order.sessionId },
      { within: tx },
    );
  }

  /** Takes the stock and day of an order again (a challenge passed after its hold ended); false when gone. */
  private async retake(tx: Db, order: OrderHead): Promise<boolean> {
    const day =
      order.deliveryZoneId !== null && order.deliveryDate !== null
        ? { zoneId: order.deliveryZoneId, date: order.deliveryDate }
        : null;
    // False, never a throw: the caller then voids the payment it holds (a throw would roll back and
    // leave the payment authorised with no order)
    if (day && !(await this.delivery.takeCapacity(tx, day.zoneId, day.date))) return false;
    const taken = await this.stock.take(tx, await this.orders.linesOf(tx, order.id));
    if (!taken.ok) {
      if (day) await this.delivery.releaseCapacity(tx, day.zoneId, day.date);
      return false;
    }
    await this.orders.holdStock(tx, order.id, taken.taken);
    return true;
  }

  /**
   * POST /api/checkout/card-return: the issuer's 3-D Secure result, form-posted by the shopper's
   * browser. Answers where to send the browser: the confirmation, or back to checkout with the outcome.
   */
  async cardReturn(posted: Record<string, string>, where: { origin: string; brand: Brand }): Promise<string> {
    const { origin } = where;
    let completed: { reference: string; outcome: CardOutcome };
    try {
      if (!this.providers.card) throw new Error("no card gateway");
      completed = await this.providers.card.completeChallenge(posted);
    } catch (error) {
      this.logger.warn({ err: error }, "a 3-D Secure return was refused");
      return `${origin}/customer/checkout?status=ERROR`;
    }
    const payment = await this.orders.payment(completed.reference);
    if (!payment) return `${origin}/customer/checkout?status=ERROR`;
    // A balance paid later from the account settles its own way and lands back in the account (ADR 031)
    if (payment.purpose === "balance")
      return this.balance.afterChallenge(payment.id, completed.outcome, origin);
    const answer = await this.settle(payment.id, fromCard(completed.outcome), where, {
      provider: cardWebhookProvider,
      eventId: `challenge-return:${payment.id}`,
    });
    const cartId = answer.body.cartId;
    if (answer.body.orderCompleted) return `${origin}/customer/confirmation?id=${cartId}`;
    if (answer.body.paymentStatus === "Cancelled")
      return `${origin}/customer/checkout?paymentReference=${payment.id}&status=UNAVAILABLE`;
    return `${origin}/customer/checkout?paymentReference=${payment.id}&status=REFUSED`;
  }

  /**
   * GET /api/payment/status: where a payment attempt of this visitor's order stands. A Zip in-store
   * purchase still waiting is asked of Zip, and settled here once the customer answers (checkout s.4
   * polls every 2 s): the order is placed by the poll that first sees the approval, once.
   */
  async paymentStatus(ctx: CheckoutContext, cartId: string, reference: string): Promise<PaymentStatusAnswer> {
    // One read on the poll's hot path; the misses ask again only to say which of the two is unknown
    const found = isUuid(reference) ? await this.orders.paymentOfCart(cartId, reference) : null;
    if (!found || !this.owns(ctx, found.order, undefined)) {
      await this.ownedOrder(ctx, cartId, undefined);
      throw new AppError("not_found", "We could not find that payment.");
    }
    let payment = found.payment;
    let providerUnknown = false;
    if (payment.method === "ZipInStore" && payment.purpose === "balance" && this.inStoreBalance)
      // A balance the desk takes by Zip (ADR 093): settled as the desk's poll would, never as a checkout
      payment = await this.inStoreBalance.poll(payment.id);
    else if (
      payment.method === "ZipInStore" &&
      payment.status === "requires_action" &&
      this.providers.inStore
    ) {
      const now = await this.providers.inStore.status(payment.id);
      // Zip's answer was a status the store does not know: nothing settles, the page is told and polls on
      providerUnknown = now?.status === "Unknown";
      if (now && inStoreAnswered(now.status)) {
        await this.settle(
          payment.id,
          fromInStore(now),
          { origin: ctx.origin, brand: ctx.viewer.brand },
          { provider: inStoreProvider, eventId: `${now.providerReference}:${now.status}` },
        );
        payment = (await this.orders.payment(payment.id)) ?? payment;
      }
    }
    if (payment.status === "requires_action" && redirectProviderOf(payment.method)) {
      // A referred Zip application (or an approval whose shopper never came back) is asked about here
      await this.settleRedirect({ origin: ctx.origin, brand: ctx.viewer.brand }, payment, null);
      payment = (await this.orders.payment(payment.id)) ?? payment;
    }
    const status =
      providerUnknown && payment.status === "requires_action"
        ? "Unknown"
        : shownPaymentStatus[payment.status];
    const message =
      status === "Approved"
        ? null
        : status === "Declined"
          ? (payment.refusalReason ?? checkoutMessages.somethingWrong)
          : status === "Cancelled"
            ? (payment.refusalReason ?? checkoutMessages.userCancel)
            : status === "Expired"
              ? checkoutMessages.paymentExpired
              : null;
    return { paymentStatus: status, message };
  }

  /**
   * POST /api/checkout/{afterpay,zip,paypal,klarna,humm}confirmation (checkout s.7, ADR 036, 042): the
   * shopper is back from the provider with its query parameters. The payment must be the one the provider
   * names (`returnedPayment`) and this visitor's, then the provider is asked to act on its own state
   * (capture an approval, create Klarna's order, close a cancelled checkout) and the attempt is settled
   * once: a repeated or concurrent confirmation answers the same order.
   */
  async confirmRedirect(
    ctx: CheckoutContext,
    provider: RedirectProviderName,
    returned: RedirectReturn,
  ): Promise<CheckoutAnswer> {
    try {
      const payment = await this.returnedPayment(provider, returned);
      if (!payment) return failure(502, "", [redirectMessages.providerDown]);
      const order = await this.orders.byId(payment.orderId);
      if (!order || !this.owns(ctx, order, undefined))
        throw new AppError("not_found", "We could not find that payment.");
      return await this.settleRedirect({ origin: ctx.origin, brand: ctx.viewer.brand }, payment, {
        cancelled: returned.cancelled,
      });
    } catch (error) {
      if (error instanceof AppError) return failure(error.status, "", error.errors, {}, error.code);
      throw error;
    }
  }

  /**
   * The customer's phone is back from the provider with a payment staff handed to it (ADR 043): read as a
   * shopper's return (`returnedPayment`: Humm's signature checked, Klarna's authorization token matched),
   * but the payment is the phone's when `handedTo` says its hand-off was opened there (not when the order
   * is the visitor's). Then settled as the shopper's return would be, once, whoever else settles it at
   * the same time (the staff screen's poll, Humm's callback, a webhook). A bad signature throws
   * `unauthorized`, a payment that is not the phone's `not_found`.
   */
  async confirmHandOff(
    provider: RedirectProviderName,
    returned: RedirectReturn,
    handedTo: (paymentId: string) => Promise<boolean>,
  ): Promise<CheckoutAnswer> {
    const payment = await this.returnedPayment(provider, returned);
    if (!payment) return failure(502, "", [redirectMessages.providerDown]);
    const order = await this.orders.byId(payment.orderId);
    if (!order || !(await handedTo(payment.id)))
      throw new AppError("not_found", "We could not find that payment.");
    const brand = brands[order.brand];
    return this.settleRedirect({ origin: this.originFor(brand.id), brand }, payment, {
      cancelled: returned.cancelled,
    });
  }

  /**
   * The payment a provider's return names, asked of the provider (never trusted as it came): by its token,
   * or for Humm by the store's reference once its signature is checked (a bad one is `unauthorized`, and
   * nothing is looked up); Klarna's authorization token must be the one its widget issued. Unknown, or
   * another provider's: `not_found`. Null when the provider could not be asked.
   */
  private async returnedPayment(
    provider: RedirectProviderName,
    returned: RedirectReturn,
  ): Promise<PaymentRow | null> {
    const gateway = this.providers.redirects[provider];
    if (!gateway) throw new AppError("not_found", "We could not find that payment.");
    if (returned.signed && !gateway.verifySigned?.(returned.signed))
      throw new AppError("unauthorized", redirectMessages.notVerified(redirectProviderNames[provider]));
    if (returned.signed) await gateway.takeSigned?.(returned.signed);
    let known: RedirectState | null;
    try {
      known =
        "token" in returned
          ? await gateway.lookup(returned.token)
          : isUuid(returned.reference)
            ? await gateway.status(returned.reference)
            : null;
    } catch (error) {
      this.logger.error({ err: error, provider }, "a redirect provider's lookup failed");
      return null;
    }
    const payment = known && isUuid(known.reference) ? await this.orders.payment(known.reference) : null;
    if (
      !known ||
      !payment ||
      redirectProviderOf(payment.method) !== provider ||
      payment.pspReference !== known.token ||
      // Klarna: the token the shopper brings must be the one its widget issued for this session
      (returned.authorizationToken !== undefined && returned.authorizationToken !== known.authorizationToken)
    )
      throw new AppError("not_found", "We could not find that payment.");
    return payment;
  }

  /**
   * Asks the provider about a redirect payment and settles it: `returned` is the shopper's return (the
   * provider then captures an approval or closes a cancelled checkout); null is a poll, a webhook or
   * Humm's callback, which captures an approval nobody came back for and settles a decision, and leaves
   * a checkout still open alone. `event` names the provider's event when one brought it (a webhook's id).
   */
  private async settleRedirect(
    where: { origin: string; brand: Brand },
    payment: PaymentRow,
    returned: { cancelled: boolean } | null,
    event?: PaymentEventKey,
  ): Promise<CheckoutAnswer> {
    const provider = redirectProviderOf(payment.method);
    const gateway = provider ? this.providers.redirects[provider] : undefined;
    if (!provider || !gateway) throw new AppError("not_found", "We could not find that payment.");
    const mapped = (answer: RedirectAnswer) => fromRedirect(answer, payment.method, provider);
    let outcome: PaymentOutcome;
    if (returned) {
      outcome = await this.answerOf(
        payment.id,
        redirectProviderNames[provider],
        () => gateway.confirm(payment.id, returned),
        () => gateway.status(payment.id),
        mapped,
      );
    } else {
      const now = await gateway.status(payment.id).catch(() => null);
      if (!now || now.status === "awaiting_shopper" || now.status === "under_review")
        return this.settle(
          payment.id,
          { status: "pending", pspReference: payment.pspReference ?? "" },
          where,
          event,
        );
      outcome =
        now.status === "approved" && payment.status === "requires_action"
          ? await this.answerOf(
              payment.id,
              redirectProviderNames[provider],
              () => gateway.confirm(payment.id, { cancelled: false }),
              () => gateway.status(payment.id),
              mapped,
            )
          : mapped(now);
    }
    // Each word of the provider about this checkout is applied once (ADR 034): a repeated return, a
    // poll and a return at once, or a webhook later find it recorded and answer what the attempt became
    const key = event ?? {
      provider,
      eventId: `${payment.pspReference ?? payment.id}:${outcome.providerStatus ?? outcome.status}`,
    };
    const answer = await this.settle(payment.id, outcome, where, key);
    if (answer.body.paymentStatus === "Pending" && !answer.body.redirectUrl && outcome.status === "pending") {
      // Zip referred the application: the order waits, and the shopper is told so (ADR 036)
      const order = await this.orders.byId(payment.orderId);
      answer.body.message = redirectMessages.referred(order?.reference ?? "");
    }
    return answer;
  }

  /**
   * POST /api/payment/webhook/:provider (ADR 039, 042): a provider says something happened to a payment.
   * The event is not trusted beyond that: the provider is asked where the payment stands, and that is
   * settled once per event id (a copy, a reordered or late event, or one after the order was placed,
   * changes nothing: the attempt only moves forward). A redirect payment still waiting is settled as a
   * poll would (an approval nobody came back for is captured); one already settled is only recorded.
   */
  async webhook(provider: string, event: PaymentWebhook): Promise<{ received: true }> {
    const payment = await this.orders.payment(event.reference);
    const order = payment ? await this.orders.byId(payment.orderId) : null;
    const redirect = redirectProviders.find((p) => p === provider);
    const known =
      provider === inStoreProvider
        ? this.providers.inStore !== null && payment?.method === "ZipInStore"
        : provider === cardWebhookProvider
          ? this.providers.card !== null && payment?.method === "CreditCard"
          : provider === walletWebhookProvider
            ? this.providers.wallets !== null && payment !== null && isWallet(payment.method)
            : redirect !== undefined &&
              this.providers.redirects[redirect] !== undefined &&
              payment !== null &&
              redirectProviderOf(payment.method) === redirect;
    if (
      provider !== inStoreProvider &&
      provider !== cardWebhookProvider &&
      provider !== walletWebhookProvider &&
      !redirect
    )
      throw new AppError("not_found", "This store takes no webhooks from that provider.");
    if (!payment || !order || !known) throw new AppError("not_found", "We could not find that payment.");
    const brand = brands[order.brand];
    const where = { origin: this.originFor(brand.id), brand };
    if (provider === cardWebhookProvider) {
      // A challenge the issuer decided: settled as the shopper's return would be, once (a return before or
      // after it, or a copy, is recorded and changes nothing)
      const now = await this.providers.card?.status(payment.id);
      if (!now || now.outcome.status === "challenge") return { received: true };
      // A balance paid later from the account settles its own way, as its return does (ADR 031)
      if (payment.purpose === "balance")
        await this.balance.fromWebhook(payment.id, now.outcome, where.origin);
      else await this.settle(payment.id, fromCard(now.outcome), where, { provider, eventId: event.id });
      return { received: true };
    }
    if (provider === walletWebhookProvider && isWallet(payment.method)) {
      // A wallet payment is decided in the request that places the order; its webhook settles one whose
      // request died after the acquirer answered (ADR 040 amended), and is only recorded otherwise
      const now = await this.providers.wallets?.status(payment.id);
      if (now)
        await this.settle(payment.id, fromWallet(payment.method, now.outcome), where, {
          provider,
          eventId: event.id,
        });
      return { received: true };
    }
    if (provider === inStoreProvider) {
      // A balance taken at the desk settles its own way: its order is placed already (ADR 093)
      if (payment.purpose === "balance") {
        await this.inStoreBalance?.fromWebhook(payment.id, event.id);
        return { received: true };
      }
      const now = await this.providers.inStore?.status(payment.id);
      if (now && inStoreAnswered(now.status))
        await this.settle(payment.id, fromInStore(now), where, { provider, eventId: event.id });
      return { received: true };
    }
    await this.settleRedirect(where, payment, null, { provider, eventId: event.id });
    return { received: true };
  }

  /**
   * Humm's callback (ADR 042), its server to ours at x_url_callback (POST /api/payment/webhook/humm): the
   * same signed fields as the shopper's return, in either order with it. A bad signature is refused
   * (401); the payment is then settled as a poll would, keyed like the return, so one of them applies it.
   */
  async hummCallback(answer: {
    reference: string;
    fields: Record<string, string>;
  }): Promise<{ received: true }> {
    const gateway = this.providers.redirects.humm;
    if (!gateway) throw new AppError("not_found", "This store takes no webhooks from that provider.");
    if (!gateway.verifySigned?.(answer.fields))
      throw new AppError("unauthorized", redirectMessages.notVerified(redirectProviderNames.humm));
    await gateway.takeSigned?.(answer.fields);
    const payment = await this.orders.payment(answer.reference);
    const order = payment ? await this.orders.byId(payment.orderId) : null;
    if (!payment || !order || payment.method !== "Humm")
      throw new AppError("not_found", "We could not find that payment.");
    const brand = brands[order.brand];
    await this.settleRedirect({ origin: this.originFor(brand.id), brand }, payment, null);
    return { received: true };
  }

  /**
   * POST /api/payment/webhook/adyen (ADR 076, 078): the real card acquirer's notifications. The acquirer
   * checks their signatures and applies each once; a card or wallet payment whose authorisation one decided
   * (an answer lost on the way, a 3-D Secure return that never came) is then settled as the shopper's
   * return would be, keyed by the notification, so an authorisation for an attempt already ended is given
   * back. Wallet payments are Adyen's too (the same table, by the store's reference), hence found here.
   */
  async cardNotifications(body: unknown): Promise<void> {
    const card = this.providers.card;
    if (!card?.takeNotifications)
      throw new AppError("not_found", "This store takes no webhooks from that provider.");
    for (const { reference, eventId } of await card.takeNotifications(body)) {
      const payment = isUuid(reference) ? await this.orders.payment(reference) : null;
      const order = payment ? await this.orders.byId(payment.orderId) : null;
      if (!payment || !order) continue;
      const method = payment.method;
      if (method !== "CreditCard" && !isWallet(method)) continue;
      const now = await card.status(reference);
      if (!now) continue;
      const brand = brands[order.brand];
      // A balance paid later from the account settles its own way, as its return does (ADR 031)
      if (payment.purpose === "balance") {
        if (now.outcome.status !== "challenge")
          await this.balance.fromWebhook(payment.id, now.outcome, this.originFor(brand.id));
        continue;
      }
      await this.settle(
        payment.id,
        isWallet(method) ? fromWallet(method, now.outcome) : fromCard(now.outcome),
        { origin: this.originFor(brand.id), brand },
        {
          provider: "adyen",
          eventId,
        },
      );
    }
  }

  /** POST /api/checkout/void: the shopper gives up a payment waiting for them; stock and day go back. */
  async voidPayment(ctx: CheckoutContext, cartId: string): Promise<{ voided: boolean }> {
    const order = await this.ownedOrder(ctx, cartId, undefined);
    const payment = await this.orders.latestPayment(order.id);
    if (payment?.status !== "requires_action") return { voided: false };
    return { voided: await this.holds.abandon(payment, "voided") };
  }

  /** The order of this session or customer (or of a mailed link's token); 404 for anyone else. */
  private async ownedOrder(
    ctx: CheckoutContext,
    cartId: string,
    token: string | undefined,
  ): Promise<OrderHead> {
    const order = await this.orders.byCart(cartId);
    if (!order || !this.owns(ctx, order, token))
      throw new AppError("not_found", "We could not find that order.");
    return order;
  }

  /** Whether the order is this session's or customer's (or the mailed link's token names it). */
  private owns(ctx: CheckoutContext, order: OrderHead, token: string | undefined): boolean {
    return (
      order.sessionId === ctx.session.id ||
      (ctx.viewer.userId !== null && order.userId === ctx.viewer.userId) ||
      (token !== undefined && token === order.accessToken)
    );
  }

  /** GET /api/checkout/order: the order as the confirmation page shows it. */
  async order(ctx: CheckoutContext, cartId: string, token: string | undefined): Promise<OrderDetail> {
    await this.ownedOrder(ctx, cartId, token);
    const detail = await this.orders.detail(cartId, await this.supportNumber(ctx.viewer.brand));
    if (!detail) throw new AppError("not_found", "We could not find that order.");
    return detail;
  }

  /** POST /api/checkout/error-report: a payment error the page met, logged for the team (checkout s.8). */
  report(
    ctx: CheckoutContext,
    report: {
      cartId?: string | null;
      status?: number | null;
      message: string;
      paymentReference?: string | null;
    },
  ): void {
    this.logger.warn(
      { checkoutError: { ...report, brand: ctx.viewer.brand.id, role: ctx.viewer.role } },
      "a shopper met a checkout error",
    );
  }
}
