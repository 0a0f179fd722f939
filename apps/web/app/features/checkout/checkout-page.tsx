import { formatMoney } from "@store/domain/brands";
import {
  type CheckoutView,
  checkoutLimits,
  checkoutMessages,
  isMiele,
  type PaymentProvider,
} from "@store/domain/checkout.schema";
import { hasCheckoutOption } from "@store/domain/checkout-options";
import {
  type CardDetails,
  checkoutSubmitBlock,
  depositProblem,
  depositState,
  emailCheckDelayMs,
  minimumDeposit,
  needsMieleWarning,
  orderTotalShown,
} from "@store/domain/checkout-rules";
import type { DeliveryDate } from "@store/domain/delivery.schema";
import { isoOf } from "@store/domain/delivery-calendar";
import { type Locality, localityLabel } from "@store/domain/locality.schema";
import { canHandOff } from "@store/domain/payment-handoff";
import { redirectProviderOf } from "@store/domain/redirect-payment";
import { isStaffPaymentMethod, staffPaymentLabels } from "@store/domain/staff-payment";
import { countOf } from "@store/domain/text";
import { isWallet, walletNames } from "@store/domain/wallet-payment.schema";
import {
  type BaseSyntheticEvent,
  type ChangeEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { FieldErrors } from "react-hook-form";
import { Link, useBlocker, useNavigate, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { type ApiClient, createBrowserApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { cardFieldOfMessage, postProviderForm } from "~/lib/card-payment";
import { useCart } from "~/lib/cart-state";
import { useChatWidgetDock } from "~/lib/chat-widget-state";
import { useGlobalMessage } from "~/lib/global-message";
import { antiFraudToken, scriptLoader } from "~/lib/script-loader";
import { useHydrated } from "~/lib/use-hydrated";
import { useZodForm } from "~/lib/use-zod-form";
import { useVisitorGeo } from "~/lib/visitor-geo";
import { AddressFields } from "./address-fields";
import {
  type CheckoutCheckContext,
  type CheckoutFormInput,
  type CheckoutFormOutput,
  checkoutFormSchemaFor,
  checkoutPostBody,
  depositCents,
  initialCheckoutValues,
} from "./checkout-form";
import { checkoutOutcome, paymentReturnMessage } from "./checkout-outcome";
import { trackCheckoutOpened } from "./checkout-tracking";
import { DeliverySection } from "./delivery-section";
import { OrderSummary } from "./order-summary";
import { PaymentSection, paymentMethodLabel } from "./payment-section";
import { firstSalespersonOf, StaffOptions } from "./staff-options";
import { StaticContentLink } from "./static-content-dialog";
import { preferencesFrom, useCheckoutSession } from "./use-checkout-session";
import {
  allSupplierDatesChosen,
  type LookupAddress,
  useDeliveryAvailability,
} from "./use-delivery-availability";
import { HandOffDialog, handOffStaffMessages, useHandOff } from "./use-handoff";
import { PaymentWaitDialog, usePaymentPolling } from "./use-payment-polling";
import { useOfferedPaymentOptions, useWalletSheet, WalletSheet } from "./wallet-sheet";
import "./checkout.css";
import { checkoutApi } from "~/lib/checkout-api";

/** Encrypts the card with each of the view's public keys (checkout s.7); the card never leaves unencrypted. */
export type EncryptCard = (
  keys: Record<string, string>,
  card: CardDetails,
) => Promise<Record<string, string>>;

// The spec names the deposit's 'must be less than the total' check by its key; the page says it in words
const depositMessage = (problem: string) =>
  problem === checkoutMessages.requestExceedsTotal
    ? "The deposit must be less than the order total."
    : problem;

function lookupAddressOf(address: {
  suburb?: string;
  postcode?: string;
  state?: string | null;
  address?: string;
}): LookupAddress {
  return {
    suburb: address.suburb ?? "",
    postcode: address.postcode ?? "",
    state: address.state ?? "",
    address: address.address ?? "",
  };
}

/**
 * The checkout page (checkout s.2 to s.5, s.8): contact, delivery address, billing, delivery date and
 * services, staff options, payment with deposit, coupon, Miele warning and the order summary; submits
 * to POST /api/checkout and follows the answer (confirmation, 3-D Secure, polling, or messages).
 */
export function CheckoutPage({
  view,
  encryptCard,
  paymentReturn = null,
  api: givenApi,
  banner,
  couponForm,
}: {
  view: CheckoutView;
  encryptCard: EncryptCard;
  /** ?status and ?paymentReference of a payment provider's return, and the return page's messages. */
  paymentReturn?: { status: string | null; paymentReference: string | null; messages?: string[] } | null;
  api?: ApiClient;
  /** Under the heading: the sale's checkout banner when the cart holds sale products (composed by the route). */
  banner?: ReactNode;
  /** Under the order summary: the cart's coupon form (composed by the route). */
  couponForm?: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const formId = `${id}-checkout`;
  const brand = useBrand();
  const api = useMemo(() => givenApi ?? createBrowserApiClient(), [givenApi]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { showMessage, closeMessage } = useGlobalMessage();
  const { updateGeo } = useVisitorGeo();
  const chatDock = useChatWidgetDock();
  const { cart: liveCart, seed, reload: reloadCart } = useCart();
  const session = useCheckoutSession();
  const country = view.country;
  const support = view.supportNumber;

  useEffect(() => seed(view.cart), [view.cart, seed]);
  const cart = liveCart && liveCart.cartId === view.cart.cartId ? liveCart : view.cart;

  const miele = view.cart.products.some((line) => isMiele(line.brand));
  // The keys name Miele when the cart holds Miele (checkout s.5); the cart itself is asked too, as the
  // server asks for the warning whenever a Miele product is in the cart (ADR 030)
  const mieleWarningRequired = needsMieleWarning(Object.keys(view.x509EncryptionKeys)) || miele;
  const customer = view.customer;
  const locked = customer?.locked ?? false;

  const [method, setMethod] = useState<PaymentProvider>(view.paymentOptions[0] ?? "CreditCard");
  // Apple Pay only where the browser can pay with it, once the real wallets serve (ADR 078)
  const paymentOptions = useOfferedPaymentOptions(view.paymentOptions, view.walletSetup);
  useEffect(() => {
    if (!paymentOptions.includes(method)) setMethod(paymentOptions[0] ?? "CreditCard");
  }, [paymentOptions, method]);
  const [cashAndCarry, setCashAndCarry] = useState(false);
  // Staff: the customer pays this redirect method on their own phone (ADR 043); the staff checkout only
  const handOffOffered = hasCheckoutOption(view.options, "SetSalesperson");
  const [handOffChosen, setHandOffChosen] = useState(false);
  const [winningOverride, setWinningOverride] = useState(cart.delivery.winningDeliveryServiceOverride);
  const [storeUri, setStoreUri] = useState<string | null>(
    view.stores.find((s) => s.selected)?.storeUri ?? null,
  );
  // Several stores share a subdivision: the store is chosen by its uri, its subdivision posted beside it
  const chosenStore = view.stores.find((s) => s.storeUri === storeUri) ?? null;
  const subdivision = chosenStore?.subdivision ?? null;
  const [salespersonCode, setSalespersonCode] = useState<string | null>(
    view.salesPeople.find((p) => p.selected)?.code ?? null,
  );
  const [submitting, setSubmittingState] = useState(false);
  // A second click while a submit runs does nothing (the state lags a render behind)
  const submittingRef = useRef(false);
  const setSubmitting = useCallback((on: boolean) => {
    submittingRef.current = on;
    setSubmittingState(on);
  }, []);
  const [errors, setErrors] = useState<string[]>([]);
  const [localityKey, setLocalityKey] = useState(0);
  const done = useRef(false);
  const savedDate = useRef<DeliveryDate | null>(null);

  const delivery = useDeliveryAvailability({
    api,
    proforma: cart.hasProformaDelivery,
    unavailableMessage: brand.homeCareDeliveryMessage
      ? checkoutMessages.deliveryUnavailableHomeCare(support)
      : null,
    preferredDate: () => savedDate.current,
  });
  const { state: deliveryState, dispatch, lookup } = delivery;

  // The checks read what the shopper has chosen at the moment they run
  const contextRef = useRef<CheckoutCheckContext>({
    miele,
    country,
    mieleWarningRequired,
    cardRequired: true,
    deviceCodeRequired: false,
  });
  const schema = useMemo(() => checkoutFormSchemaFor(() => contextRef.current), []);
  const [initialValues] = useState(() => initialCheckoutValues(view, null, 0));
  const form = useZodForm(schema, { defaultValues: initialValues });

  // Amounts (checkout s.3 "Order total shown", s.5 deposit)
  // Cash and carry is collected: no delivery, services or supplier dates to pay for (ADR 037)
  const offers = cashAndCarry ? [] : (deliveryState.availability?.deliveryServices ?? []);
  const chosenServices = offers.filter((s) => deliveryState.services.includes(s.sku));
  const supplierDates = cashAndCarry ? {} : deliveryState.supplierDates;
  const supplierPrices = Object.entries(supplierDates).map(([key, chosen]) => ({
    supplier: deliveryState.availability?.supplierAvailability[key]?.supplier ?? key,
    price: chosen.price,
  }));
  const total = orderTotalShown({
    cartTotal: cart.orderTotal,
    shippingCost: cashAndCarry ? 0 : deliveryState.selectedShippingCost,
    supplierPrices: supplierPrices.map((s) => s.price),
    servicePrices: chosenServices.map((s) => s.price),
  });
  const depositText = form.watch("deposit");
  const depositAmount = depositCents(depositText);
  const depositApplies = method === "CreditCard" && total > 0;
  const problem = depositApplies
    ? depositProblem(
        depositAmount === null ? null : Number.isNaN(depositAmount) ? -1 : depositAmount,
        total,
        view.partialPaymentPercentage,
      )
    : null;
  const deposit = depositState({
    amount: problem ? null : depositAmount,
    total,
    percentage: view.partialPaymentPercentage,
    applies: depositApplies,
  });
  contextRef.current = {
    miele,
    country,
    mieleWarningRequired,
    cardRequired: method === "CreditCard" && !deposit.isPaymentFree,
    deviceCodeRequired: method === "ZipInStore",
    cashDue: method === "Cash" && total > 0 ? total : null,
    otherReferenceRequired: method === "StaffOnlyOtherPaymentMethod" && total > 0,
    abnRequired: brand.abnAtCheckout,
  };

  // A coupon or a shipping change resets the deposit (checkout s.4)
  const couponKey = cart.coupons.map((c) => c.code).join(",");
  const resetDeposit = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deposit resets when these change, not on every render
  useEffect(() => {
    if (!resetDeposit.current) {
      resetDeposit.current = true;
      return;
    }
    form.setValue("deposit", "");
  }, [couponKey, deliveryState.selectedShippingCost, deliveryState.status === "loading", form]);

  const messages = useCallback(
    (list: string[]) => {
      setErrors(list);
      const first = list[0];
      if (first) showMessage({ type: "error", text: first, keepAlive: true });
    },
    [showMessage],
  );

  const lookupAddress = useCallback(
    (
      address: { suburb: string; postcode: string; state: string; address?: string },
      flags: {
        clearServices: boolean;
        cashAndCarry?: boolean;
        winning?: boolean;
        restore?: boolean;
        /** The store chosen in this same event (the state follows a render later). */
        store?: { storeUri: string; subdivision: string };
      },
    ) =>
      lookup(address, {
        cashAndCarry: flags.cashAndCarry ?? cashAndCarry,
        winningDeliveryServiceOverride: flags.winning ?? winningOverride,
        subdivision: flags.store?.subdivision ?? subdivision,
        storeUri: flags.store?.storeUri ?? storeUri,
        clearServices: flags.clearServices,
        cartId: view.cart.cartId,
        restore: flags.restore,
      }),
    [lookup, cashAndCarry, winningOverride, subdivision, storeUri, view.cart.cartId],
  );

  // First render on the client: the guest's saved session, the payment return, the tracking event
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the page's view
  useEffect(() => {
    const saved = customer ? null : session.read();
    if (saved) {
      form.reset(initialCheckoutValues(view, saved, Date.now()));
      if (view.paymentOptions.includes(saved.paymentMethod)) setMethod(saved.paymentMethod);
      const date = saved.selectedDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(saved.selectedDate) : null;
      if (date) savedDate.current = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) };
      setLocalityKey((k) => k + 1);
    }
    // A reload shows the last lookup's dates at once and asks again behind them (checkout s.7)
    const address = lookupAddressOf(form.getValues("deliveryAddress"));
    if (address.suburb && address.postcode)
      void lookupAddress(address, { clearServices: false, restore: true });
    // A redirect provider's return page hands over its messages (ADR 036); it reported them itself
    const handed = paymentReturn?.messages ?? [];
    const returned = paymentReturnMessage(paymentReturn?.status ?? null, support);
    if (handed.length > 0) messages(handed);
    else if (returned) {
      messages([returned]);
      if (paymentReturn?.status?.toUpperCase() !== "CANCELLED")
        void checkoutApi(api)
          .reportCheckoutError({
            cartId: view.cart.cartId,
            status: 401,
            message: returned,
            paymentReference: paymentReturn?.paymentReference ?? null,
          })
          .catch(() => undefined);
    }
    trackCheckoutOpened(view.cart, brand.currency);
    // The anti-fraud script, from the store's own assets; the order goes ahead without its token if it fails
    scriptLoader()
      .load("antiFraud")
      .catch(() => undefined);
  }, []);

  // The session is saved as the shopper types and chooses (never the card)
  const chosenDay = deliveryState.selectedDate ? isoOf(deliveryState.selectedDate) : null;
  const chosen = useRef({ day: chosenDay, method });
  chosen.current = { day: chosenDay, method };
  const saveSession = useCallback(() => {
    if (done.current) return;
    const values = form.getValues();
    session.save(
      preferencesFrom({
        email: values.email ?? "",
        newsletter: values.newsletter ?? true,
        phone: values.phoneNumber ?? "",
        deliveryAddress: (values.deliveryAddress ?? {}) as Record<string, string>,
        billingSame: values.billingSame ?? true,
        billingAddress: (values.billingAddress ?? {}) as Record<string, string>,
        selectedDate: chosen.current.day,
        paymentMethod: chosen.current.method,
        now: Date.now(),
      }),
    );
  }, [form, session]);
  useEffect(() => {
    const subscription = form.watch(() => saveSession());
    return () => subscription.unsubscribe();
  }, [form, saveSession]);
  // A day or a method chosen after the last keystroke is kept too (the first render changes nothing)
  const firstChoice = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved when the day or the method changes
  useEffect(() => {
    if (firstChoice.current) {
      firstChoice.current = false;
      return;
    }
    saveSession();
  }, [chosenDay, method, saveSession]);

  // The WA store warns before the shopper leaves an unfinished order (checkout s.4)
  const warnOnLeave = brand.leavePageWarning;
  useEffect(() => {
    if (!warnOnLeave) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (done.current) return;
      event.preventDefault();
      event.returnValue = checkoutMessages.leavePrompt;
      return checkoutMessages.leavePrompt;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [warnOnLeave]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      warnOnLeave && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(checkoutMessages.leavePrompt)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const complete = useCallback(
    (cartId: string) => {
      done.current = true;
      session.clear();
      dispatch({ type: "completed", now: new Date() });
      closeMessage();
      // The order took the cart: the header's count follows
      void reloadCart();
      void navigate(`/customer/confirmation?id=${encodeURIComponent(cartId)}`);
    },
    [session, dispatch, closeMessage, navigate, reloadCart],
  );

  const walletSheet = useWalletSheet({
    setup: view.walletSetup,
    api,
    merchantName: brand.name,
    countryCode: country,
  });
  const { prepare: prepareWallet } = walletSheet;
  useEffect(() => {
    if (isWallet(method)) prepareWallet(method);
  }, [method, prepareWallet]);
  // A payment waiting for the customer's device ended without payment: say why, free the form, report it
  const stopped = (message: string, reference: string, status: number | null) => {
    messages([message]);
    setSubmitting(false);
    if (status !== null)
      void checkoutApi(api)
        .reportCheckoutError({ cartId: view.cart.cartId, status, message, paymentReference: reference })
        .catch(() => undefined);
  };
  const polling = usePaymentPolling({ api, onApproved: complete, onStopped: stopped });

  const handOff = useHandOff({ api, onApproved: complete, onStopped: stopped });

  function onLocality(locality: Locality | null) {
    if (!locality) return;
    void storeLocation(locality);
    void lookupAddress(
      {
        suburb: locality.suburb,
        postcode: locality.postcode,
        state: country === "NZ" ? "" : locality.state,
        address: form.getValues("deliveryAddress.address"),
      },
      { clearServices: true },
    );
  }

  // Choosing the suburb also makes it the visitor's delivery location (checkout s.4 "a geo location id
  // is stored"); the header follows
  async function storeLocation(locality: Locality) {
    try {
      const geo = await api.setLocation(Number(locality._id));
      updateGeo(geo, geo.postcode ? localityLabel(geo) : null);
    } catch {
      showMessage({ type: "error", text: checkoutMessages.deliveryLocation, keepAlive: true });
    }
  }

  function toggleCashAndCarry(on: boolean, chosen: CheckoutView["stores"][number] | null = chosenStore) {
    setCashAndCarry(on);
    // The chosen store's details (the staff member's own store when none is listed)
    const store = chosen ?? view.store;
    const options = { shouldValidate: form.formState.isSubmitted };
    if (on && store) {
      form.setValue("email", "", options);
      form.setValue("phoneNumber", store.phone.replace(/\s+/g, ""), options);
      form.setValue("deliveryAddress.address", store.address, options);
      form.setValue("deliveryAddress.suburb", store.suburb, options);
      form.setValue("deliveryAddress.postcode", store.postcode, options);
      form.setValue("deliveryAddress.state", store.state, options);
    } else {
      const shipping = customer?.shippingAddress;
      form.setValue("email", customer?.email ?? "", options);
      form.setValue("phoneNumber", customer?.phone ?? "", options);
      form.setValue("deliveryAddress.address", shipping?.address ?? "", options);
      form.setValue("deliveryAddress.suburb", shipping?.suburb ?? "", options);
      form.setValue("deliveryAddress.postcode", shipping?.postcode ?? "", options);
      form.setValue("deliveryAddress.state", shipping?.state ?? "", options);
    }
    setLocalityKey((k) => k + 1);
    const address = lookupAddressOf(form.getValues("deliveryAddress"));
    if (address.suburb && address.postcode)
      void lookupAddress(address, { clearServices: true, cashAndCarry: on, store: chosen ?? undefined });
  }

  function toggleWinning(on: boolean) {
    setWinningOverride(on);
    // The cart's items are read again with the override, and the dates (checkout s.4)
    void reloadCart({ winningDeliveryServiceOverride: on });
    const address = lookupAddressOf(form.getValues("deliveryAddress"));
    if (address.suburb && address.postcode)
      void lookupAddress(address, { clearServices: false, winning: on });
  }

  function chooseStore(uri: string) {
    setStoreUri(uri);
    setSalespersonCode(firstSalespersonOf(view, uri));
    // Cash and carry collects from the chosen store: its details follow the choice
    const store = view.stores.find((s) => s.storeUri === uri);
    if (cashAndCarry && store) toggleCashAndCarry(true, store);
  }

  function blockOf(formValid: boolean): string | null {
    const address = form.getValues("deliveryAddress");
    const suppliers = Object.keys(deliveryState.availability?.supplierAvailability ?? {});
    return checkoutSubmitBlock({
      suburbPicked: Boolean(address.suburb && address.postcode),
      depositValid: problem === null,
      formValid,
      hasDeliveryDate: deliveryState.selectedDate !== null,
      hasSupplierDates: suppliers.length > 0 && allSupplierDatesChosen(deliveryState),
      cashAndCarry,
    });
  }

  function onInvalid(fieldErrors: FieldErrors<CheckoutFormInput>) {
    const block = blockOf(false);
    // A card the page can tell is wrong is a refused payment (checkout s.5: code 401 with the card messages)
    const card = fieldErrors.cardDetails
      ? Object.values(fieldErrors.cardDetails)
          .map((e) => (e && typeof e === "object" && "message" in e ? String(e.message) : ""))
          .filter((m) => cardFieldOfMessage(m) !== null)
      : [];
    const onlyCard = Object.keys(fieldErrors).every((key) => key === "cardDetails");
    messages(
      onlyCard && card.length > 0 && block === checkoutMessages.submitInvalid
        ? card
        : [block ?? checkoutMessages.submitInvalid],
    );
  }

  async function onValid(values: CheckoutFormOutput) {
    if (submittingRef.current) return;
    const block = blockOf(true);
    if (block) {
      messages([block]);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setErrors([]);
    closeMessage();
    const cardRequired = contextRef.current.cardRequired;
    let encryptedValues: Record<string, string> | null = null;
    if (cardRequired) {
      try {
        encryptedValues = await encryptCard(view.x509EncryptionKeys, values.cardDetails);
      } catch (error) {
        messages([checkoutMessages.generic]);
        setSubmitting(false);
        // Never the card: only why the encryption failed
        void checkoutApi(api)
          .reportCheckoutError({
            cartId: view.cart.cartId,
            status: 0,
            message: `The card could not be encrypted: ${error instanceof Error ? error.message : "unknown"}`,
          })
          .catch(() => undefined);
        return;
      }
    }
    // A wallet's sheet opens first; its token goes with the order (ADR 040). Cancelled: nothing is placed
    let walletToken: string | null = null;
    // Apple's real sheet waits to be told whether the order was paid (ADR 078)
    let settleWallet: ((paid: boolean) => void) | null = null;
    if (isWallet(method) && !deposit.isPaymentFree) {
      const sheet = await walletSheet.open({
        wallet: method,
        amount: total,
        currency: brand.currency,
        amountText: money(total),
      });
      if (sheet.kind !== "approved") {
        messages([sheet.kind === "cancelled" ? checkoutMessages.cancelledReturn : sheet.message]);
        setSubmitting(false);
        return;
      }
      walletToken = sheet.token;
      settleWallet = sheet.settle ?? null;
    }
    const handingOff = handOffOffered && handOffChosen && canHandOff(method) && !deposit.isPaymentFree;
    const suppliers = deliveryState.availability?.supplierAvailability ?? {};
    const posted = checkoutPostBody(values, {
      cartId: deliveryState.cartId ?? view.cart.cartId,
      country,
      cart,
      deliveryDate: deliveryState.selectedDate,
      supplierDeliveryDates: Object.entries(supplierDates).map(([key, chosen]) => ({
        supplier: suppliers[key]?.supplier ?? key,
        deliveryDate: { year: chosen.date[0], month: chosen.date[1], day: chosen.date[2] },
        price: chosen.price,
      })),
      deliveryServices: cashAndCarry ? [] : deliveryState.services,
      partialPayment: deposit.cartDeposit,
      selectedPaymentOption: method,
      cashAndCarry,
      winningDeliveryServiceOverride: winningOverride,
      subdivision,
      storeUri,
      salespersonCode,
      cashTendered: method === "Cash" ? depositCents(values.cashTendered) : null,
      otherPaymentReference:
        method === "StaffOnlyOtherPaymentMethod" ? values.otherPaymentReference.trim() || null : null,
      locked: locked && customer ? { email: customer.email, phoneNumber: customer.phone } : null,
      encryptedValues,
      browserInfo: { screenHeight: window.screen.height, screenWidth: window.screen.width },
      deviceCodeUsed: method === "ZipInStore",
      withMieleWarning: mieleWarningRequired,
      handOff: handingOff,
      fraudCheckToken: antiFraudToken(),
    });
    const body = walletToken ? { ...posted, walletToken } : posted;
    const { status, response } = await checkoutApi(api).submitCheckout(body, crypto.randomUUID());
    settleWallet?.(status === 200 && response?.success === true && response.orderCompleted === true);
    if (
      handingOff &&
      status === 200 &&
      response?.success &&
      !response.orderCompleted &&
      response.paymentReference
    ) {
      // The provider's page is for the customer's phone, not this screen: show the QR code (ADR 043)
      const placed = { cartId: response.cartId, paymentReference: response.paymentReference };
      try {
        await handOff.start({ ...placed, method, methodLabel: paymentMethodLabel(method) });
      } catch {
        void checkoutApi(api)
          .voidPayment({ cartId: placed.cartId, selectedPaymentOption: method })
          .catch(() => undefined);
        messages([handOffStaffMessages.notCreated]);
        setSubmitting(false);
      }
      return;
    }
    const outcome = checkoutOutcome({ status, response, supportNumber: support, paymentOption: method });
    switch (outcome.kind) {
      case "completed":
        complete(outcome.cartId);
        return;
      case "poll":
        polling.start(outcome.cartId, outcome.paymentReference, method, outcome.orderReference);
        return;
      case "post-form":
        done.current = true;
        postProviderForm(outcome.action, outcome.fields);
        return;
      case "redirect":
        done.current = true;
        window.location.assign(outcome.url);
        return;
      case "error":
        messages(outcome.messages);
        if (outcome.report)
          void checkoutApi(api)
            .reportCheckoutError({
              cartId: body.cartId,
              status: outcome.status,
              message: outcome.messages.join(" "),
              paymentReference: outcome.paymentReference,
            })
            .catch(() => undefined);
        if (outcome.reloadView) {
          void revalidator.revalidate();
          setTimeout(() => setSubmitting(false), checkoutLimits.reenableAfterErrorMs);
        } else setSubmitting(false);
    }
  }

  // The email's check follows typing 400 ms late (checkout s.5); its value goes into the form at once,
  // so Enter submits what is typed and the submit checks it then
  const emailTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelEmailCheck = useCallback(() => {
    if (emailTimer.current) clearTimeout(emailTimer.current);
    emailTimer.current = null;
  }, []);
  useEffect(() => cancelEmailCheck, [cancelEmailCheck]);
  const emailField = form.register("email");
  function onEmailChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    form.setValue("email", text, { shouldDirty: true });
    cancelEmailCheck();
    // Before the first submit nothing is checked as the shopper types (ADR 024)
    if (!form.formState.isSubmitted) return;
    emailTimer.current = setTimeout(() => {
      emailTimer.current = null;
      void form.trigger("email");
    }, emailCheckDelayMs(text));
  }

  const handleSubmit = form.handleSubmit(onValid, onInvalid);
  const submit = (event?: BaseSyntheticEvent) => {
    cancelEmailCheck();
    return handleSubmit(event);
  };
  const formErrors = form.formState.errors;
  const billingSame = form.watch("billingSame");
  const money = (cents: number) => formatMoney(cents, brand);

  if (cart.products.length === 0)
    return (
      <div className="checkout-page page-container">
        <h1 className="checkout-page__title">Checkout</h1>
        <p>Your cart is empty.</p>
        <Link to="/" className={buttonClassName("primary")}>
          Continue shopping
        </Link>
      </div>
    );

  return (
    <div className="checkout-page page-container">
      <h1 className="checkout-page__title">Checkout</h1>
      {banner}
      {/* On a phone the summary follows the whole form: the total, and a way to the summary, stay on top */}
      <p className="checkout-glance">
        <span>
          {countOf(cart.productCount, "item")} · Order total <strong>{money(total)}</strong>
        </span>
        <a href={`#${id}-summary`}>View order summary</a>
      </p>
      <div className="checkout-layout">
        <form
          method="post"
          id={formId}
          className="checkout-layout__main"
          onSubmit={submit}
          noValidate
          aria-busy={submitting}
        >
          <section className="checkout-section" aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`} className="checkout-section__title">
              Contact details
            </h2>
            <FormField
              id={`${id}-email`}
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={checkoutLimits.emailMax}
              readOnly={locked && !cashAndCarry}
              error={formErrors.email?.message}
              // In the server's page too: a signed-in customer's details do not pop in (or take a
              // keystroke typed before the script ran) once the form starts
              defaultValue={initialValues.email}
              {...emailField}
              onChange={onEmailChange}
            />
            <FormField
              id={`${id}-phone`}
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={checkoutLimits.phoneMax}
              readOnly={(locked && !cashAndCarry) || cashAndCarry}
              error={formErrors.phoneNumber?.message}
              defaultValue={initialValues.phoneNumber}
              {...form.register("phoneNumber")}
            />
            {brand.abnAtCheckout ? (
              <FormField
                id={`${id}-abn`}
                label="ABN (Australian Business Number)"
                hint="Trade orders are invoiced to your business: 11 digits, spaces are fine."
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                error={formErrors.abn?.message}
                defaultValue={initialValues.abn}
                {...form.register("abn")}
              />
            ) : null}
            <label className="checkout-choice">
              {/* Checked in the server's page too: the form sets it only once the script runs */}
              <input
                type="checkbox"
                defaultChecked={initialValues.newsletter}
                {...form.register("newsletter")}
              />
              Send me news and offers by email
            </label>
          </section>

          <section className="checkout-section" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="checkout-section__title">
              Delivery address
            </h2>
            <AddressFields
              form={form}
              group="deliveryAddress"
              legend="Deliver to"
              legendHidden
              country={country}
              miele={miele}
              localityLocked={cashAndCarry}
              withInstructions={hasCheckoutOption(view.options, "DeliveryInstructions")}
              onLocality={onLocality}
              localityKey={`d${localityKey}`}
            />
            <label className="checkout-choice">
              <input
                type="checkbox"
                defaultChecked={initialValues.billingSame}
                {...form.register("billingSame")}
              />
              Billing address is the same as delivery
            </label>
            {!billingSame ? (
              <AddressFields
                form={form}
                group="billingAddress"
                legend="Billing address"
                country={country}
                miele={miele}
                disabled={locked}
                localityKey={`b${localityKey}`}
              />
            ) : null}
          </section>

          <DeliverySection
            state={deliveryState}
            dispatch={dispatch}
            form={form}
            brand={brand}
            cashAndCarry={cashAndCarry}
          />

          <StaffOptions
            form={form}
            view={view}
            storeUri={storeUri}
            salespersonCode={salespersonCode}
            onStore={chooseStore}
            onSalesperson={setSalespersonCode}
            cashAndCarry={cashAndCarry}
            onCashAndCarry={toggleCashAndCarry}
            winningOverride={winningOverride}
            onWinningOverride={toggleWinning}
            busy={submitting}
          />

          <PaymentSection
            form={form}
            options={paymentOptions}
            walletsSandbox={view.walletSetup?.mode === "sandbox"}
            method={method}
            onMethod={setMethod}
            paymentFree={deposit.isPaymentFree}
            cashDue={total}
            handOff={handOffOffered ? { chosen: handOffChosen, onChange: setHandOffChosen } : null}
          />

          {depositApplies && view.partialPaymentPercentage > 0 ? (
            <section className="checkout-section" aria-labelledby={`${id}-deposit`}>
              <h2 id={`${id}-deposit`} className="checkout-section__title">
                Pay a deposit (optional)
              </h2>
              <FormField
                id={`${id}-deposit-amount`}
                label="Deposit amount ($)"
                inputMode="decimal"
                autoComplete="off"
                hint={`Pay at least ${view.partialPaymentPercentage}% (${money(minimumDeposit(total, view.partialPaymentPercentage))}) now and the rest later. Leave empty to pay in full.`}
                error={problem ? depositMessage(problem) : undefined}
                {...form.register("deposit")}
              />
              {deposit.cartDeposit > 0 ? (
                <p className="checkout-note" aria-live="polite">
                  {`${deposit.depositPercentage}% now; ${money(deposit.cartRemainingPayment)} to pay later.`}
                </p>
              ) : null}
            </section>
          ) : null}

          {mieleWarningRequired ? (
            <section className="checkout-section" aria-labelledby={`${id}-miele`}>
              <h2 id={`${id}-miele`} className="checkout-section__title">
                Miele terms
              </h2>
              <label className="checkout-choice">
                <input
                  type="checkbox"
                  aria-invalid={formErrors.mieleWarning ? true : undefined}
                  aria-describedby={`${id}-miele-error`}
                  {...form.register("mieleWarning")}
                />
                I have read and accept the Miele delivery and payment terms: Miele products are delivered by
                Miele, and the payment for them is taken by Miele.
              </label>
              <p id={`${id}-miele-error`} className="form-field__error" aria-live="polite">
                {formErrors.mieleWarning?.message ?? ""}
              </p>
            </section>
          ) : null}
        </form>

        <aside id={`${id}-summary`} className="checkout-layout__side" aria-label="Order summary">
          <h2 className="checkout-section__title">Order summary</h2>
          <OrderSummary
            cart={cart}
            shippingCost={cashAndCarry ? 0 : deliveryState.selectedShippingCost}
            hasDate={cashAndCarry || deliveryState.selectedDate !== null}
            supplierPrices={supplierPrices}
            services={chosenServices}
            total={total}
            deposit={deposit.cartDeposit}
            remaining={deposit.cartRemainingPayment}
          />
          {couponForm}
          {errors.length > 0 ? (
            <ul className="checkout-errors" role="alert">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <Button
            type="submit"
            form={formId}
            className={isWallet(method) ? "checkout-submit checkout-submit--wallet" : "checkout-submit"}
            // Until the page's script runs nothing may submit: the browser would send the card itself
            disabled={!hydrated}
            aria-disabled={submitting || undefined}
          >
            {submitting
              ? isWallet(method)
                ? `Paying with ${walletNames[method]}…`
                : "Placing your order…"
              : redirectProviderOf(method) && handOffOffered && handOffChosen && canHandOff(method)
                ? "Place order and show QR code"
                : redirectProviderOf(method)
                  ? `Place order and continue to ${paymentMethodLabel(method)}`
                  : isWallet(method)
                    ? `Place order and pay with ${walletNames[method]}`
                    : isStaffPaymentMethod(method) && method !== "Cash"
                      ? `Place order (${staffPaymentLabels[method]})`
                      : `Place order and pay ${money(deposit.cartDeposit > 0 ? deposit.cartDeposit : total)}`}
          </Button>
          {/* A div: the link brings its <dialog>, which a <p> cannot hold (the browser would split it,
              and the page would not hydrate) */}
          <div className="checkout-note">
            By placing your order you agree to our{" "}
            <StaticContentLink api={api} slug="terms-and-conditions">
              Terms and conditions
            </StaticContentLink>
            .
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {submitting ? "Placing your order, please wait." : ""}
          </p>
          {/* The chat button sits here instead of floating over the form's fields */}
          <div ref={chatDock} className="checkout-chat-dock" />
        </aside>
      </div>
      <PaymentWaitDialog polling={polling} />
      <HandOffDialog handOff={handOff} />
      <WalletSheet sheet={walletSheet} api={api} merchantName={brand.name} />
    </div>
  );
}
