import { type Brand, brands } from "@store/domain/brands";
import type { Cart, CartProduct } from "@store/domain/cart.schema";
import type { CheckoutResponse, CheckoutView } from "@store/domain/checkout.schema";
import { checkoutOptionsOf } from "@store/domain/checkout-options";
import type { DeliveryAvailability, DeliveryDay } from "@store/domain/delivery.schema";
import type { GeoData } from "@store/domain/geo.schema";
import { vi } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { CartProvider } from "~/lib/cart-state";
import { useGlobalMessage } from "~/lib/global-message";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { CheckoutPage, type EncryptCard } from "./checkout-page";

/** A cart line as the cart answer has it. */
export function cartLine(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    productCode: "PC1",
    unitId: "U1",
    sku: "DW-100",
    title: "Quiet dishwasher",
    uri: "quiet-dishwasher",
    brand: "Bosch",
    category: "Dishwashers",
    categorization: "Kitchen/Dishwashers",
    price: 100_000,
    lineDiscount: 0,
    linePrice: 100_000,
    quantity: 1,
    maxQuantity: 5,
    lineTotal: 100_000,
    image: "",
    available: true,
    unavailableReason: null,
    ribbonType: null,
    conditionType: "BrandNew",
    missingParts: null,
    selectedInstall: null,
    selectedWarranty: null,
    promoId: null,
    ...overrides,
  };
}

export const testCartId = "6f1c2a8e-3b4d-4c5e-8f9a-0b1c2d3e4f50";

/** A cart of the given lines, totalled. */
export function testCart(lines: CartProduct[] = [cartLine()], overrides: Partial<Cart> = {}): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    cartId: testCartId,
    products: lines,
    rewards: [],
    coupons: [],
    subtotal,
    discountTotal: 0,
    orderTotal: subtotal,
    productCount: lines.length,
    cartCount: lines.length,
    hasProformaDelivery: false,
    delivery: {
      suburb: "",
      postcode: "",
      state: "",
      winningDeliveryServiceOverride: false,
      estimate: null,
      earliestDate: null,
      description: "",
    },
    messages: [],
    errors: [],
    pricesHidden: false,
    ...overrides,
  };
}

/** A guest's checkout view on AOL (a guest's options: delivery instructions and paid installs). */
export function testView(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    customer: null,
    store: null,
    partialPaymentPercentage: 30,
    stores: [],
    salesPeople: [],
    x509EncryptionKeys: { default: "-----BEGIN CERTIFICATE-----" },
    options: checkoutOptionsOf(["DeliveryInstructions", "PaidInstalls"]),
    cart: testCart(),
    country: "AU",
    brand: "aol",
    supportNumber: "1300 000 000",
    paymentOptions: ["CreditCard"],
    walletSetup: null,
    ...overrides,
  };
}

/** 42 days from Monday 30 Nov 2026; weekdays from Wednesday 2 Dec are available, Saturdays cost $60. */
export function testDays(): DeliveryDay[] {
  const days: DeliveryDay[] = [];
  const start = Date.UTC(2026, 10, 30);
  for (let i = 0; i < 42; i++) {
    const date = new Date(start + i * 86_400_000);
    const weekday = i % 7;
    days.push({
      date: [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()],
      available: i >= 2 && weekday !== 6,
      price: weekday === 5 ? 6000 : 0,
    });
  }
  return days;
}

/** An availability answer with the test days and one paid service. */
export function testAvailability(overrides: Partial<DeliveryAvailability> = {}): DeliveryAvailability {
  return {
    availability: testDays(),
    supplierAvailability: {},
    winningDeliveryServiceOverride: false,
    supplierErrors: [],
    showNotifyIfAvailableSooner: false,
    deliveryServices: [
      {
        sku: "SVC-REMOVE",
        name: "Remove old appliance",
        description: "We take the old one away",
        price: 4900,
        selected: false,
        hidden: false,
      },
    ],
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    unavailable: false,
    rawDates: [],
    zone: { name: "Sydney metro", kind: "metro" },
    message: null,
    ...overrides,
  };
}

export function checkoutAnswer(overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    orderCompleted: true,
    success: true,
    cartId: testCartId,
    paymentReference: "PAY-1",
    orderReference: null,
    redirectUrl: null,
    secure3DResponse: null,
    paymentStatus: null,
    message: null,
    refusalReason: null,
    errorCode: null,
    errorMessages: [],
    ...overrides,
  };
}

/** The geo data POST /api/geo/setlocation answers for the test locality. */
function geoOf(country: "AU" | "NZ", body: unknown): GeoData {
  const nz = country === "NZ";
  return {
    store: null,
    nearestWarehouseLocationCode: nz ? "AKL" : "SYD",
    ipCountry: country,
    country,
    suburb: nz ? "Ponsonby" : "Bondi Beach",
    postcode: nz ? "1011" : "2026",
    state: nz ? "AUK" : "NSW",
    city: "",
    newUser: false,
    locationId: (body as { localityId?: number } | null)?.localityId ?? null,
  };
}

/** The shell's global message, as an attribute (its text would double the page's own lists). */
function GlobalMessageProbe() {
  const { message } = useGlobalMessage();
  return <output data-testid="global-message" data-text={message?.text ?? ""} />;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Renders the checkout page with the server's part answered by `answer` (by path and method) and
 * every call recorded; the locality typeahead's own fetch goes to the same place.
 */
export function renderCheckout(
  options: {
    view?: CheckoutView;
    brand?: Brand;
    availability?: DeliveryAvailability | (() => Response | Promise<Response>);
    submit?: (body: unknown) => Response;
    /** A promise that never settles keeps the call in flight. */
    answer?: (path: string, method: string, body: unknown) => Response | Promise<Response> | null;
    encryptCard?: EncryptCard;
    paymentReturn?: { status: string | null; paymentReference: string | null };
  } = {},
) {
  const view = options.view ?? testView();
  const calls: RecordedCall[] = [];
  const handle = async (path: string, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? "GET").toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ path, method, body, headers });
    const custom = options.answer?.(path, method, body);
    if (custom) return custom;
    if (path.startsWith("/api/locality/"))
      return json([
        {
          _id: "1",
          suburb: view.country === "NZ" ? "Ponsonby" : "Bondi Beach",
          postcode: view.country === "NZ" ? "1011" : "2026",
          state: view.country === "NZ" ? "AUK" : "NSW",
          city: "",
          fullAddress: "",
        },
      ]);
    if (path === "/api/geo/setlocation") return json(geoOf(view.country, body));
    if (path === "/api/checkout/avail") {
      const availability = options.availability;
      if (typeof availability === "function") return availability();
      return json({ ...(availability ?? testAvailability()), cartId: view.cart.cartId });
    }
    if (path === "/api/checkout" && method === "POST")
      return options.submit ? options.submit(body) : json(checkoutAnswer());
    if (path === "/api/checkout") return json(view);
    if (path === "/api/cart/" || path.startsWith("/api/cart/?")) return json(view.cart);
    return new Response(null, { status: 204 });
  };
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => handle(String(input), init));
  const api = createApiClient(handle);
  const encryptCard: EncryptCard =
    options.encryptCard ??
    (async (keys) => Object.fromEntries(Object.keys(keys).map((k) => [k, `jwe-for-${k}`])));
  const rendered = renderInDataRouter(
    <CartProvider api={api}>
      <CheckoutPage view={view} encryptCard={encryptCard} api={api} paymentReturn={options.paymentReturn} />
      <GlobalMessageProbe />
    </CartProvider>,
    {
      path: "/customer/checkout",
      brand: options.brand ?? brands.aol,
      routes: [{ path: "customer/confirmation", element: <p>Confirmation page</p> }],
    },
  );
  return { ...rendered, calls, view };
}
