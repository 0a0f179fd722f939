import { cartErrorMessage } from "@store/domain/cart";
import type { Cart, CartAdd } from "@store/domain/cart.schema";
import { maskEmailsInUrl } from "@store/domain/search";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { trackAddToCart, trackedCartLine } from "./analytics.ts";
import { type ApiClient, createBrowserApiClient } from "./api-client.ts";
import { problemOf } from "./api-error.ts";
import { useOptionalBrand } from "./brand-context.tsx";
import { useGlobalMessage } from "./global-message.tsx";
import { useOptionalIdentity } from "./identity/identity-context.tsx";
import { useVisitorGeo } from "./visitor-geo.tsx";

/** The cart state of storefront s.3: cart, errorMessage, cartCount, isCartOpen, isLoading, hasProformaDelivery. */
export interface CartState {
  cart: Cart | null;
  errorMessage: string | null;
  cartCount: number;
  isCartOpen: boolean;
  isLoading: boolean;
  hasProformaDelivery: boolean;
}

/**
 * How a cart call ended: when it failed, the message to show beside the control and every message of
 * the answer (a form puts 'field: text' ones on its fields).
 */
export type CartOutcome = { ok: true; error: null } | { ok: false; error: string; messages: string[] };

export interface CartActions {
  /** GET the cart again (at checkout, staff's Winning Services override reads it with the override). */
  reload: (query?: { winningDeliveryServiceOverride?: boolean }) => Promise<CartOutcome>;
  /** Adds a product (or sets its quantity with mode 'set'). The cart reloads after. */
  add: (input: Partial<CartAdd> & { sku: string }) => Promise<CartOutcome>;
  remove: (code: string) => Promise<CartOutcome>;
  clear: () => Promise<CartOutcome>;
  applyCoupon: (code: string) => Promise<CartOutcome>;
  removeCoupon: (id: string) => Promise<CartOutcome>;
  email: (address: string) => Promise<CartOutcome>;
  restore: (token: string) => Promise<CartOutcome>;
  open: () => void;
  close: () => void;
  /** Takes a cart a loader read (the cart page), so the first render has it. */
  seed: (cart: Cart) => void;
}

const CartContext = createContext<(CartState & CartActions) | null>(null);

/**
 * Holds the visitor's cart (storefront s.4 "Cart"): loading while a call is pending; a successful add,
 * remove, email or change of delivery location reloads it; a successful delete clears it. Errors show
 * the first message of the answer (s.8), and the cart's own messages show as persistent error toasts.
 */
export function CartProvider({ children, api: given }: { children: ReactNode; api?: ApiClient }) {
  const api = useMemo(() => given ?? createBrowserApiClient(), [given]);
  const { showMessage } = useGlobalMessage();
  const { geo } = useVisitorGeo();
  const [cart, setCart] = useState<Cart | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const [isCartOpen, setOpen] = useState(false);
  const shownMessages = useRef("");

  const receive = useCallback(
    (next: Cart) => {
      setCart(next);
      const text = next.messages.join(" ");
      if (text && text !== shownMessages.current) showMessage({ type: "error", text, keepAlive: true });
      shownMessages.current = text;
    },
    [showMessage],
  );

  const run = useCallback(
    async (work: () => Promise<void>): Promise<CartOutcome> => {
      setPending((n) => n + 1);
      try {
        await work();
        setErrorMessage(null);
        return { ok: true, error: null };
      } catch (error) {
        const { messages } = problemOf(error);
        const message = cartErrorMessage(messages);
        setErrorMessage(message);
        showMessage({ type: "error", text: message, keepAlive: true });
        return { ok: false, error: message, messages };
      } finally {
        setPending((n) => n - 1);
      }
    },
    [showMessage],
  );

  const reload = useCallback(
    (query?: { winningDeliveryServiceOverride?: boolean }) =>
      run(async () => receive(await api.getCart(query))),
    [api, receive, run],
  );

  // After a change the cart is read again, as the spec says, so it shows what the server now holds
  const changeThenReload = useCallback(
    (change: () => Promise<unknown>) =>
      run(async () => {
        await change();
        receive(await api.getCart());
      }),
    [api, receive, run],
  );

  // productAddToCart (storefront s.4) to the store's analytics, and addToCart to the tag layer and pixel
  const currency = useOptionalBrand()?.currency ?? "AUD";
  const reportAddToCart = useCallback(
    (next: Cart, productCode: string, quantity: number) => {
      const line = next.products.find((p) => p.productCode === productCode);
      if (!line) return;
      trackAddToCart(trackedCartLine(line, quantity), currency);
      api
        .postAnalyticsEvent({
          analyticsEventType: "productAddToCart",
          productList: [line.sku],
          url: maskEmailsInUrl(window.location.pathname + window.location.search),
        })
        // A lost event is not worth an error on the shopper's page
        .catch(() => undefined);
    },
    [api, currency],
  );

  const actions = useMemo<CartActions>(
    () => ({
      reload,
      add: (input) =>
        run(async () => {
          const added = await api.addToCart(input);
          const next = await api.getCart();
          receive(next);
          if ((input.mode ?? "add") === "add") reportAddToCart(next, added.productCode, input.quantity ?? 1);
        }),
      remove: (code) => changeThenReload(() => api.removeFromCart(code)),
      clear: () => run(async () => receive(await api.clearCart())),
      applyCoupon: (code) => run(async () => receive(await api.applyCoupon(code))),
      removeCoupon: (id) => run(async () => receive(await api.removeCoupon(id))),
      email: (address) => changeThenReload(() => api.emailCart(address)),
      restore: (token) => run(async () => receive(await api.restoreCart(token))),
      open: () => setOpen(true),
      close: () => setOpen(false),
      seed: (loaded) => setCart((current) => current ?? loaded),
    }),
    [api, changeThenReload, receive, reload, reportAddToCart, run],
  );

  // The header badge is filled in the browser, so pages render without reading the cart
  const locationKey = `${geo?.locationId ?? ""}|${geo?.postcode ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new delivery location is the trigger
  useEffect(() => {
    void reload();
  }, [locationKey]);

  // Signing in merges the carts and signing out starts an empty one: read it again when the shopper changes
  const identity = useOptionalIdentity();
  const shopperKey = identity?.known ? (identity.claims?.sub ?? "") : null;
  const lastShopperKey = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastShopperKey.current;
    lastShopperKey.current = shopperKey;
    // The first reading of the browser's storage is no change: the load above already read this session's cart
    if (previous === null || shopperKey === null || previous === shopperKey) return;
    void reload();
  }, [shopperKey, reload]);

  const value = useMemo(
    () => ({
      cart,
      errorMessage,
      cartCount: cart?.cartCount ?? 0,
      isCartOpen,
      isLoading: pending > 0,
      hasProformaDelivery: cart?.hasProformaDelivery ?? false,
      ...actions,
    }),
    [cart, errorMessage, isCartOpen, pending, actions],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart state and its actions. */
export function useCart(): CartState & CartActions {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs a <CartProvider> above it");
  return value;
}
