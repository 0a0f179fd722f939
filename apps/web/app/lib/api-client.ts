import {
  type AccountEmailRequest,
  type AccountInfo,
  type AccountMessage,
  type AccountPatch,
  type Address,
  type AddressSave,
  accountInfoSchema,
  accountMessageSchema,
  addressSchema,
  type ExternalProvider,
  externalProvidersAnswerSchema,
  type IdentityTokens,
  type InvoicePage,
  identityTokensSchema,
  invoicePageSchema,
  type Registration,
  type RegistrationResult,
  type Relogin,
  registrationResultSchema,
} from "@store/domain/account.schema";
import { type AlertBanner, alertBannerSchema } from "@store/domain/alert-banner.schema";
import { type ApiProblem, readApiError } from "@store/domain/api-error.schema";
import {
  type BalancePaymentAnswer,
  type BalancePaymentPost,
  type BalanceView,
  balancePaymentAnswerSchema,
  balancePaymentRefusalSchema,
  balanceViewSchema,
} from "@store/domain/balance-payment.schema";
import {
  type Cart,
  type CartAdd,
  type CartAddResult,
  cartAddResultSchema,
  cartEmailResultSchema,
  cartProductSchema,
  cartSchema,
} from "@store/domain/cart.schema";
import {
  type CheckoutAvailRequest,
  type CheckoutPost,
  type CheckoutResponse,
  type CheckoutView,
  checkoutResponseSchema,
  checkoutViewSchema,
  type PaymentProvider,
  type PaymentStatusAnswer,
  paymentStatusAnswerSchema,
} from "@store/domain/checkout.schema";
import {
  type CompareAddAnswer,
  type CompareList,
  type CompareProducts,
  compareAddAnswerSchema,
  compareListSchema,
  compareProductsSchema,
} from "@store/domain/compare.schema";
import {
  type DeliveryAvailability,
  type DeliveryPromise,
  deliveryAvailabilitySchema,
  deliveryPromiseSchema,
} from "@store/domain/delivery.schema";
import {
  type AdminOverride,
  type AdminService,
  type AdminServices,
  type AdminZone,
  adminOverrideSchema,
  adminServiceSchema,
  adminServicesSchema,
  adminZoneSchema,
  type CapacityDay,
  capacityDaySchema,
  type DeliveryChange,
  deliveryChangeSchema,
  type OverrideAdd,
  type RegionDays,
  regionDaysSchema,
  type ServicePatch,
  type ZoneCapacity,
  type ZonePatch,
  zoneCapacitySchema,
} from "@store/domain/delivery-admin.schema";
import { type GeoData, geoDataSchema } from "@store/domain/geo.schema";
import {
  type BrandSummary,
  brandSummarySchema,
  type HomeContent,
  homeContentSchema,
  type Listing,
  listingSchema,
  type Sitemap,
  sitemapSchema,
} from "@store/domain/listing.schema";
import { type Locality, localitySchema } from "@store/domain/locality.schema";
import {
  type CookingDemo,
  type CookingDemoLink,
  cookingDemoLinkSchema,
  cookingDemoSchema,
  type Navbar,
  navbarSchema,
} from "@store/domain/navbar.schema";
import { type OrderDetail, orderDetailSchema } from "@store/domain/order.schema";
import type { DeskActionKind } from "@store/domain/orders-desk";
import {
  type DeskActionAnswer,
  type DeskOrder,
  type DeskOrderPage,
  deskActionAnswerSchema,
  deskOrderPageSchema,
  deskOrderSchema,
} from "@store/domain/orders-desk.schema";
import {
  type CompetitorPrice,
  competitorPriceSchema,
  type PricePoint,
  type ProductDetail,
  pricePointSchema,
  productDetailSchema,
  type StockResponse,
  stockResponseSchema,
} from "@store/domain/product.schema";
import type { RedirectProviderName } from "@store/domain/redirect-payment";
import { type Sale, saleSchema } from "@store/domain/sale.schema";
import {
  type AnalyticsEvent,
  type SearchResults,
  type SearchSuggestions,
  searchResultsSchema,
  searchSuggestionsSchema,
} from "@store/domain/search.schema";
import { type SettingItem, settingItemSchema, settingsResponseSchema } from "@store/domain/settings.schema";
import { type StaticPage, staticPageSchema } from "@store/domain/static-page.schema";
import { type Store, storeSchema } from "@store/domain/store.schema";
import { type UpsellOptions, upsellOptionsSchema } from "@store/domain/upsell-options";
import {
  type ApplePayMerchantSession,
  applePayMerchantSessionSchema,
} from "@store/domain/wallet-payment.schema";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import type { StoreLoadContext } from "./load-context.ts";
import { PublicAnswerCache } from "./public-answer-cache.ts";

/** Calls one API path: the in-process `context.apiFetch` on the server, `fetch` in the browser. */
export type ApiFetcher = (path: string, init?: RequestInit) => Promise<Response>;

// The spec allows GET /api/settings to answer with items or a raw array
const settingsBodySchema = z.union([
  settingsResponseSchema.transform((body) => body.items),
  z.array(settingItemSchema),
]);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A checkout response from a call: the HTTP status with the body, also for 400, 401 and 409 (their
 * bodies carry the messages); a body that is not a checkout response comes back as null.
 */
async function checkoutAnswerOf(
  call: () => Promise<Response>,
): Promise<{ status: number; response: CheckoutResponse | null }> {
  let response: Response;
  try {
    response = await call();
  } catch {
    return { status: 0, response: null };
  }
  const answer = await readBody(response);
  const parsed = checkoutResponseSchema.safeParse(answer);
  if (parsed.success) return { status: response.status, response: parsed.data };
  // A refusal in the API's own shape ({ code, errors }): its messages, as a checkout response
  const problem = readApiError(response.status, answer);
  if (response.ok || problem.messages.length === 0) return { status: response.status, response: null };
  return {
    status: response.status,
    response: {
      orderCompleted: false,
      success: false,
      cartId: "",
      paymentReference: null,
      redirectUrl: null,
      secure3DResponse: null,
      paymentStatus: null,
      message: null,
      refusalReason: null,
      errorCode: problem.code,
      errorMessages: problem.messages,
    },
  };
}

function jsonPost(body: unknown): RequestInit {
  return jsonBody("POST", body);
}

function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

// Reset and confirm answer a message the page shows; its exact shape is the server's to choose
const messageAnswerSchema = z.object({ message: z.string().optional() }).nullable();

/**
 * The store's one typed API client over a fetcher; every body is parsed with the domain schemas.
 * With a cache, public GET answers are kept under `cacheKey` + path for as long as they allow.
 */
export function createApiClient(fetcher: ApiFetcher, cache?: { store: PublicAnswerCache; key: string }) {
  async function send(path: string, init?: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(path, {
        ...init,
        headers: { accept: "application/json", ...init?.headers },
      });
    } catch (cause) {
      throw new ApiError(0, cause instanceof Error ? cause.message : null, path, "network");
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response), path);
    return response;
  }

  async function parse<T>(path: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    const body = await readBody(response);
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError(response.status, body, path, "invalid-response");
    return result.data;
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
    const cacheKey = cache && (init?.method ?? "GET").toUpperCase() === "GET" ? `${cache.key} ${path}` : null;
    if (cacheKey) {
      const hit = cache?.store.get(cacheKey);
      if (hit !== undefined) return hit as T;
    }
    const response = await send(path, init);
    const value = await parse(path, response, schema);
    if (cacheKey) cache?.store.remember(cacheKey, value, response);
    return value;
  }

  return {
    /** GET /api/settings: the global setting flags. */
    getSettings(): Promise<SettingItem[]> {
      return getJson("/api/settings", settingsBodySchema);
    },

    // --- navigation, locality, geo and stores (storefront s.7) ---

    /** GET /api/navbar/: top-nav icon switches and the main navigation's categories. */
    getNavbar(init?: RequestInit): Promise<Navbar> {
      return getJson("/api/navbar/", navbarSchema, init);
    },

    /** GET /api/navbar/cooking-demos/{storeUri}: the store's upcoming cooking demos. */
    getStoreCookingDemos(storeUri: string, init?: RequestInit): Promise<CookingDemoLink[]> {
      return getJson(
        `/api/navbar/cooking-demos/${encodeURIComponent(storeUri)}`,
        z.array(cookingDemoLinkSchema),
        init,
      );
    },

    /** GET /api/cooking-demo/{uri}: one cooking demo (404 when there is none). */
    getCookingDemo(uri: string): Promise<CookingDemo> {
      return getJson(`/api/cooking-demo/${encodeURIComponent(uri)}`, cookingDemoSchema);
    },

    /** GET /api/locality/{query}: delivery localities matching a postcode or suburb ([] under 2 characters). */
    searchLocalities(query: string, init?: RequestInit): Promise<Locality[]> {
      return getJson(`/api/locality/${encodeURIComponent(query)}`, z.array(localitySchema), init);
    },

    /** GET /api/geo: the visitor's delivery location and store. */
    getGeo(): Promise<GeoData> {
      return getJson("/api/geo", geoDataSchema);
    },

    /** POST /api/geo/setlocation: sets the delivery locality; answers the new geo data. */
    setLocation(localityId: number): Promise<GeoData> {
      return getJson("/api/geo/setlocation", geoDataSchema, jsonPost({ localityId }));
    },

    /** GET /api/store: the country's stores, nearest first once a location is set; optional filters. */
    getStores(filters: { state?: string; q?: string } = {}): Promise<Store[]> {
      const query = new URLSearchParams();
      if (filters.state) query.set("state", filters.state);
      if (filters.q) query.set("q", filters.q);
      const search = query.size > 0 ? `?${query}` : "";
      return getJson(`/api/store${search}`, z.array(storeSchema));
    },

    /** GET /api/store/{id or storeUri}: one store (404 when unknown). */
    getStore(idOrUri: string): Promise<Store> {
      return getJson(`/api/store/${encodeURIComponent(idOrUri)}`, storeSchema);
    },

    /** POST /api/store/setstore: makes a store the visitor's store; answers the new geo data. */
    setStore(storeId: number): Promise<GeoData> {
      return getJson("/api/store/setstore", geoDataSchema, jsonPost({ storeId }));
    },

    // --- end of navigation, locality, geo and stores ---

    /** GET /api/alertBanner/: the banner, or null when the API answers 204 (none). */
    async getAlertBanner(init?: RequestInit): Promise<AlertBanner | null> {
      const path = "/api/alertBanner/";
      const response = await send(path, init);
      if (response.status === 204) return null;
      return parse(path, response, alertBannerSchema);
    },

    /** GET /api/promotion/sale, with ?dateOverride= when a date is given. */
    getSale(dateOverride?: string): Promise<Sale> {
      const query = dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : "";
      return getJson(`/api/promotion/sale${query}`, saleSchema);
    },

    /** GET /api/Static/{name}: a static content page (404 when there is none). */
    getStaticPage(name: string): Promise<StaticPage> {
      return getJson(`/api/Static/${encodeURIComponent(name)}`, staticPageSchema);
    },

    /** GET /api/catalogue/listing?{query}: one page of a category, brand or all products, with facets. */
    getListing(query: URLSearchParams): Promise<Listing> {
      const search = query.toString();
      return getJson(`/api/catalogue/listing${search ? `?${search}` : ""}`, listingSchema);
    },

    /** GET /api/catalogue/brands: every manufacturer, A-Z. */
    getBrands(): Promise<BrandSummary[]> {
      return getJson("/api/catalogue/brands", z.array(brandSummarySchema));
    },

    /** GET /api/catalogue/brands/{uri}: one manufacturer (404 when unknown). */
    getBrand(uri: string): Promise<BrandSummary> {
      return getJson(`/api/catalogue/brands/${encodeURIComponent(uri)}`, brandSummarySchema);
    },

    /** GET /api/catalogue/home: the promoted categories, products and brands. */
    getHomeContent(): Promise<HomeContent> {
      return getJson("/api/catalogue/home", homeContentSchema);
    },

    /** GET /api/catalogue/sitemap: every public address of the brand. */
    getSitemap(): Promise<Sitemap> {
      return getJson("/api/catalogue/sitemap", sitemapSchema);
    },

    /** GET /api/v2/product/slug/{slug}: the product page data (404 when unknown). */
    getProductBySlug(slug: string): Promise<ProductDetail> {
      return getJson(`/api/v2/product/slug/${encodeURIComponent(slug)}`, productDetailSchema);
    },

    /** GET /api/v2/product/upselloptions/sku/{sku}: warranty and installation options. */
    getUpsellOptions(sku: string): Promise<UpsellOptions> {
      return getJson(`/api/v2/product/upselloptions/sku/${encodeURIComponent(sku)}`, upsellOptionsSchema);
    },

    /** GET /api/pricehistory/get-price-history/{sku}: the price over time, oldest first. */
    getPriceHistory(sku: string, init?: RequestInit): Promise<PricePoint[]> {
      return getJson(
        `/api/pricehistory/get-price-history/${encodeURIComponent(sku)}`,
        z.array(pricePointSchema),
        init,
      );
    },

    /** GET /api/stock?sku&includeOtherStock=true: stock online and in every store, chosen store first. */
    getStock(sku: string, init?: RequestInit): Promise<StockResponse> {
      const query = new URLSearchParams({ sku, includeOtherStock: "true" });
      return getJson(`/api/stock?${query}`, stockResponseSchema, init);
    },

    /** GET /api/delivery/promise?sku=: 'Delivered to {postcode} from {date}' at the chosen location (ADR 027). */
    getDeliveryPromise(sku: string, init?: RequestInit): Promise<DeliveryPromise> {
      return getJson(`/api/delivery/promise?${new URLSearchParams({ sku })}`, deliveryPromiseSchema, init);
    },

    // --- compare (storefront s.7 "Compare") ---

    /** GET /api/compare/: the visitor's compare list, oldest first. */
    getCompareList(): Promise<CompareList> {
      return getJson("/api/compare/", compareListSchema);
    },

    /** POST /api/compare/product/: adds a product; a fourth answers 409 with the limit message. */
    addToCompare(sku: string): Promise<CompareAddAnswer> {
      return getJson("/api/compare/product/", compareAddAnswerSchema, jsonPost({ sku }));
    },

    /** DELETE /api/compare/product/{sku}: the list without it; 404 when it was not there. */
    removeFromCompare(sku: string): Promise<CompareList> {
      return getJson(`/api/compare/product/${encodeURIComponent(sku)}`, compareListSchema, {
        method: "DELETE",
      });
    },

    /** GET /api/compare/products?SkuList=: the compare page's products, in the order asked, and the skus not found. */
    getCompareProducts(skus: readonly string[]): Promise<CompareProducts> {
      const query = new URLSearchParams({ SkuList: skus.join(",") });
      return getJson(`/api/compare/products?${query}`, compareProductsSchema);
    },

    /** GET /api/product/competitor-prices?sku: staff only (401 anonymous, 403 customers). */
    getCompetitorPrices(sku: string, init?: RequestInit): Promise<CompetitorPrice[]> {
      const query = new URLSearchParams({ sku });
      return getJson(`/api/product/competitor-prices?${query}`, z.array(competitorPriceSchema), init);
    },

    // --- search and analytics (storefront s.7) ---

    /**
     * GET /api/v3/search?searchTerm&isAutoCorrectEnabled=true&limit: the dropdown's terms and products;
     * a signed-in shopper's call adds authenticated=true (storefront s.6).
     */
    getSearchSuggestions(
      term: string,
      limit: number,
      init?: RequestInit,
      authenticated = false,
    ): Promise<SearchSuggestions> {
      const query = new URLSearchParams({
        searchTerm: term,
        isAutoCorrectEnabled: "true",
        limit: String(limit),
      });
      if (authenticated) query.set("authenticated", "true");
      return getJson(`/api/v3/search?${query}`, searchSuggestionsSchema, init);
    },

    /** GET /api/v2/sitesearch/f/{term}?{listing query}: the full results page. */
    getSearchResults(term: string, query: URLSearchParams): Promise<SearchResults> {
      const search = query.toString();
      return getJson(
        `/api/v2/sitesearch/f/${encodeURIComponent(term)}${search ? `?${search}` : ""}`,
        searchResultsSchema,
      );
    },

    /** POST /api/analytics/search: one analytics event (the URL's e-mail addresses are masked by the caller). */
    async postAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
      await send("/api/analytics/search", jsonPost(event));
    },

    /** GET /api/analytics/product-load-event?productId: a product page was shown (a 'visit' event). */
    async recordProductLoad(productId: number): Promise<void> {
      const response = await send(
        `/api/analytics/product-load-event?${new URLSearchParams({ productId: String(productId) })}`,
      );
      // Read to the end: until then the browser does not finish the request (DevTools and Playwright wait)
      await response.text();
    },

    // --- cart (storefront s.7 "Cart") ---

    /**
     * GET /api/cart/: the visitor's cart; delivery defaults to the chosen location. Staff's checkout
     * reads it with the Winning Services override (checkout s.4).
     */
    getCart(query: { winningDeliveryServiceOverride?: boolean } = {}): Promise<Cart> {
      const override = query.winningDeliveryServiceOverride;
      return getJson(
        override === undefined ? "/api/cart/" : `/api/cart/?winningDeliveryServiceOverride=${override}`,
        cartSchema,
      );
    },

    /** POST /api/cart/product/: adds a product (or sets its quantity with mode 'set'); answers the line. */
    addToCart(input: Partial<CartAdd> & { sku: string }): Promise<CartAddResult> {
      return getJson("/api/cart/product/", cartAddResultSchema, jsonPost(input));
    },

    /** GET /api/cart/product/{code}: one line of the cart. */
    getCartLine(code: string) {
      return getJson(`/api/cart/product/${encodeURIComponent(code)}`, cartProductSchema);
    },

    /** DELETE /api/cart/product/{code}: removes a line. */
    removeFromCart(code: string): Promise<Cart> {
      return getJson(`/api/cart/product/${encodeURIComponent(code)}`, cartSchema, { method: "DELETE" });
    },

    /** DELETE /api/cart/: empties the cart. */
    clearCart(): Promise<Cart> {
      return getJson("/api/cart/", cartSchema, { method: "DELETE" });
    },

    /** POST /api/cart/coupon/: applies a coupon code. */
    applyCoupon(code: string): Promise<Cart> {
      return getJson("/api/cart/coupon/", cartSchema, jsonPost({ code }));
    },

    /** DELETE /api/cart/coupon/{id}: takes a coupon off. */
    removeCoupon(id: string): Promise<Cart> {
      return getJson(`/api/cart/coupon/${encodeURIComponent(id)}`, cartSchema, { method: "DELETE" });
    },

    /** POST /api/cart/email: mails the cart with a link that restores it. */
    emailCart(email: string) {
      return getJson("/api/cart/email", cartEmailResultSchema, jsonPost({ email }));
    },

    /** POST /api/cart/restore: copies an emailed cart into this visitor's cart. */
    restoreCart(token: string): Promise<Cart> {
      return getJson("/api/cart/restore", cartSchema, jsonPost({ token }));
    },

    // --- account and identity (storefront s.7 "Account" and "Identity", ADR 025) ---

    /** POST /api/account/relogin: renews the tokens of a signed-in session with a new nonce (401 when it is not). */
    relogin(body: Relogin): Promise<IdentityTokens> {
      return getJson("/api/account/relogin", identityTokensSchema, jsonPost(body));
    },

    /** POST /api/account/logout: ends the session's sign-in (the browser clears its tokens itself). */
    async logout(body: { clientId?: string; userId?: number | null } = {}): Promise<void> {
      const response = await send("/api/account/logout", jsonPost(body));
      await response.text();
    },

    /** POST /api/account/register: creates the account and signs it in; answers the tokens. */
    register(body: Registration): Promise<RegistrationResult> {
      return getJson("/api/account/register", registrationResultSchema, jsonPost(body));
    },

    /** POST /api/account/forgotpassword: mails a reset link; the same answer for any address. */
    forgotPassword(body: AccountEmailRequest): Promise<AccountMessage> {
      return getJson("/api/account/forgotpassword", accountMessageSchema, jsonPost(body));
    },

    /** POST /api/account/resendconfirmemail: mails a new confirmation link; the same answer for any address. */
    resendConfirmEmail(body: AccountEmailRequest): Promise<AccountMessage> {
      return getJson("/api/account/resendconfirmemail", accountMessageSchema, jsonPost(body));
    },

    /** POST /api/account/resetpassword: sets a new password with a mailed token; answers the server's message, if any. */
    async resetPassword(body: { token: string; password: string }): Promise<string | null> {
      return (
        (await getJson("/api/account/resetpassword", messageAnswerSchema, jsonPost(body)))?.message ?? null
      );
    },

    /** GET /api/account/confirmemail/{token}: confirms the address; answers the server's message, if any. */
    async confirmEmail(token: string): Promise<string | null> {
      return (
        (await getJson(`/api/account/confirmemail/${encodeURIComponent(token)}`, messageAnswerSchema))
          ?.message ?? null
      );
    },

    /** GET /api/account/providers: the social sign-in providers the store offers. */
    async getSignInProviders(init?: RequestInit): Promise<ExternalProvider[]> {
      return (await getJson("/api/account/providers", externalProvidersAnswerSchema, init)).providers;
    },

    /** GET /api/account: the signed-in account (401 when signed out). */
    getAccount(init?: RequestInit): Promise<AccountInfo> {
      return getJson("/api/account", accountInfoSchema, init);
    },

    /** PATCH /api/account: first and last name and phone; answers the account. */
    updateAccount(patch: AccountPatch): Promise<AccountInfo> {
      return getJson("/api/account", accountInfoSchema, jsonBody("PATCH", patch));
    },

    /** GET /api/account/order/invoiced?page: one page of the account's invoices, from page 0. */
    getInvoices(page = 0): Promise<InvoicePage> {
      return getJson(`/api/account/order/invoiced?page=${page}`, invoicePageSchema);
    },

    /** GET /api/account/order/invoiced/{id}: one of the account's orders in full. */
    getInvoice(id: string): Promise<OrderDetail> {
      return getJson(`/api/account/order/invoiced/${encodeURIComponent(id)}`, orderDetailSchema);
    },

    /** GET /api/account/order/invoiced/{id}/balance: what is left to pay and the card keys (ADR 031). */
    getBalance(id: string): Promise<BalanceView> {
      return getJson(`/api/account/order/invoiced/${encodeURIComponent(id)}/balance`, balanceViewSchema);
    },

    /**
     * POST /api/account/order/invoiced/{id}/balance: pays what is left by card (ADR 031). Answers the
     * status (0: no answer) and the answer, or the refusal read as any error (with the acquirer's reason).
     */
    async payBalance(
      id: string,
      body: BalancePaymentPost,
      idempotencyKey: string,
    ): Promise<{
      status: number;
      answer: BalancePaymentAnswer | null;
      problem: (ApiProblem & { refusalReason: string | null }) | null;
    }> {
      const init = jsonPost(body);
      let response: Response;
      try {
        response = await fetcher(`/api/account/order/invoiced/${encodeURIComponent(id)}/balance`, {
          ...init,
          headers: { ...init.headers, accept: "application/json", "idempotency-key": idempotencyKey },
        });
      } catch {
        return {
          status: 0,
          answer: null,
          problem: { status: 0, code: null, messages: [], refusalReason: null },
        };
      }
      const answered = await readBody(response);
      const answer = balancePaymentAnswerSchema.safeParse(answered);
      if (response.ok && answer.success)
        return { status: response.status, answer: answer.data, problem: null };
      const refusal = balancePaymentRefusalSchema.safeParse(answered);
      return {
        status: response.status,
        answer: null,
        problem: {
          ...readApiError(response.status, answered),
          refusalReason: refusal.success ? (refusal.data.refusalReason ?? null) : null,
        },
      };
    },

    /** GET /api/account/order/addresses: the saved addresses. */
    getAddresses(): Promise<Address[]> {
      return getJson("/api/account/order/addresses", z.array(addressSchema));
    },

    /** POST /api/account/order/addresses/save: adds (or with an id, changes) an address; answers it. */
    saveAddress(address: AddressSave): Promise<Address> {
      return getJson("/api/account/order/addresses/save", addressSchema, jsonPost(address));
    },

    /** DELETE /api/account/order/addresses/{id}: answers true. */
    deleteAddress(id: number): Promise<true> {
      return getJson(`/api/account/order/addresses/${id}`, z.literal(true), { method: "DELETE" });
    },

    // --- checkout (checkout s.7) ---

    /** GET /api/checkout: the checkout view (customer, store, options, keys, cart). */
    getCheckout(init?: RequestInit): Promise<CheckoutView> {
      return getJson("/api/checkout", checkoutViewSchema, init);
    },

    /** POST /api/checkout/avail: the delivery calendar, supplier dates and services for an address. */
    getDeliveryAvailability(
      body: CheckoutAvailRequest,
      init?: RequestInit,
    ): Promise<DeliveryAvailability & { cartId: string }> {
      return getJson("/api/checkout/avail", deliveryAvailabilitySchema.extend({ cartId: z.string() }), {
        ...jsonPost(body),
        ...init,
      });
    },

    /**
     * POST /api/checkout with a fresh Idempotency-Key per submit. Answers the HTTP status with the
     * checkout response, also for 400, 401 and 409 (their bodies carry the messages); a body that is
     * not a checkout response comes back as null.
     */
    async submitCheckout(
      body: Omit<CheckoutPost, "cardDetails">,
      idempotencyKey: string,
    ): Promise<{ status: number; response: CheckoutResponse | null }> {
      const init = jsonPost(body);
      return checkoutAnswerOf(() =>
        fetcher("/api/checkout", {
          ...init,
          headers: { ...init.headers, accept: "application/json", "idempotency-key": idempotencyKey },
        }),
      );
    },

    /**
     * POST /api/checkout/{afterpay,zip,paypal}confirmation with the provider's return query and no body
     * (checkout s.7, ADR 036): the checkout response as submitCheckout answers it (status 0: no answer).
     */
    confirmRedirectPayment(
      provider: RedirectProviderName,
      search: string,
    ): Promise<{ status: number; response: CheckoutResponse | null }> {
      const query = search.startsWith("?") ? search : `?${search}`;
      return checkoutAnswerOf(() =>
        fetcher(`/api/checkout/${provider}confirmation${query}`, {
          method: "POST",
          headers: { accept: "application/json" },
        }),
      );
    },

    /** GET /api/payment/status: where a waiting payment stands. */
    getPaymentStatus(query: {
      cartId: string;
      paymentReference: string;
      selectedPaymentOption: PaymentProvider;
    }): Promise<PaymentStatusAnswer> {
      return getJson(`/api/payment/status?${new URLSearchParams(query)}`, paymentStatusAnswerSchema);
    },

    /** POST /api/checkout/void: gives up a payment that waits for the shopper. */
    /** POST /api/checkout/applepay/validate: Apple's merchant session, asked by the store's server (ADR 040). */
    async validateApplePay(validationURL: string): Promise<ApplePayMerchantSession> {
      const path = "/api/checkout/applepay/validate";
      return parse(path, await send(path, jsonPost({ validationURL })), applePayMerchantSessionSchema);
    },

    async voidPayment(body: { cartId: string; selectedPaymentOption: PaymentProvider }): Promise<void> {
      await send("/api/checkout/void", { ...jsonPost(body), keepalive: true });
    },

    /** POST /api/checkout/error-report: a payment error for the error-reporting sink (checkout s.8). */
    async reportCheckoutError(body: {
      cartId?: string | null;
      status?: number | null;
      message: string;
      paymentReference?: string | null;
    }): Promise<void> {
      await send("/api/checkout/error-report", { ...jsonPost(body), keepalive: true });
    },

    /** GET /api/checkout/order?id[&token]: the order of a completed checkout (the confirmation page). */
    getOrder(query: { id: string; token?: string }, init?: RequestInit): Promise<OrderDetail> {
      const search = new URLSearchParams({ id: query.id, ...(query.token ? { token: query.token } : {}) });
      return getJson(`/api/checkout/order?${search}`, orderDetailSchema, init);
    },

    // --- delivery settings (staff only, ADR 033) ---

    /** GET /api/delivery/admin/zones: every delivery zone with its rules. */
    getDeliveryZones(): Promise<AdminZone[]> {
      return getJson("/api/delivery/admin/zones", z.array(adminZoneSchema));
    },

    /** PATCH /api/delivery/admin/zones/{id}: changes a zone's rules; answers the zone. */
    updateDeliveryZone(id: number, patch: ZonePatch): Promise<AdminZone> {
      return getJson(`/api/delivery/admin/zones/${id}`, adminZoneSchema, jsonBody("PATCH", patch));
    },

    /** GET /api/delivery/admin/overrides?region: a state's or region's changed days and public holidays. */
    getRegionDays(region: string): Promise<RegionDays> {
      return getJson(`/api/delivery/admin/overrides?${new URLSearchParams({ region })}`, regionDaysSchema);
    },

    /** POST /api/delivery/admin/overrides: closes or opens a day. */
    addDeliveryOverride(body: OverrideAdd): Promise<AdminOverride> {
      return getJson("/api/delivery/admin/overrides", adminOverrideSchema, jsonPost(body));
    },

    /** DELETE /api/delivery/admin/overrides/{id}: takes a changed day back; answers what was removed. */
    removeDeliveryOverride(id: number): Promise<AdminOverride> {
      return getJson(`/api/delivery/admin/overrides/${id}`, adminOverrideSchema, { method: "DELETE" });
    },

    /** GET /api/delivery/admin/capacity?zoneId&days: a zone's deliveries per day from today. */
    getZoneCapacity(zoneId: number, days = 28): Promise<ZoneCapacity> {
      const query = new URLSearchParams({ zoneId: String(zoneId), days: String(days) });
      return getJson(`/api/delivery/admin/capacity?${query}`, zoneCapacitySchema);
    },

    /** PUT /api/delivery/admin/capacity/{zoneId}/{day}: sets a day's deliveries. */
    setZoneCapacity(zoneId: number, day: string, slots: number): Promise<CapacityDay> {
      return getJson(
        `/api/delivery/admin/capacity/${zoneId}/${encodeURIComponent(day)}`,
        capacityDaySchema,
        jsonBody("PUT", { slots }),
      );
    },

    /** GET /api/delivery/admin/services: the services and the categories they may be limited to. */
    getDeliveryServices(): Promise<AdminServices> {
      return getJson("/api/delivery/admin/services", adminServicesSchema);
    },

    /** PATCH /api/delivery/admin/services/{id}: changes a service; answers it. */
    updateDeliveryService(id: number, patch: ServicePatch): Promise<AdminService> {
      return getJson(`/api/delivery/admin/services/${id}`, adminServiceSchema, jsonBody("PATCH", patch));
    },

    /** GET /api/delivery/admin/changes?limit: the newest recorded changes first. */
    getDeliveryChanges(limit = 20): Promise<DeliveryChange[]> {
      return getJson(`/api/delivery/admin/changes?limit=${limit}`, z.array(deliveryChangeSchema));
    },

    // --- the orders desk (staff only, ADR 038) ---

    /** GET /api/orders-desk/orders?q&page&perPage: orders newest first, found by reference or email. */
    getDeskOrders(query: { q?: string; page?: number; perPage?: number } = {}): Promise<DeskOrderPage> {
      const search = new URLSearchParams();
      if (query.q) search.set("q", query.q);
      if (query.page) search.set("page", String(query.page));
      if (query.perPage) search.set("perPage", String(query.perPage));
      return getJson(`/api/orders-desk/orders${search.size ? `?${search}` : ""}`, deskOrderPageSchema);
    },

    /** GET /api/orders-desk/orders/{reference}: an order with its payment status, attempts and record. */
    getDeskOrder(reference: string): Promise<DeskOrder> {
      return getJson(`/api/orders-desk/orders/${encodeURIComponent(reference)}`, deskOrderSchema);
    },

    /**
     * POST /api/orders-desk/payments/{id}/{capture|void|refund} with the action's Idempotency-Key (the
     * same key for a retry). Answers the status (0: no answer), the action and order when the server
     * recorded one (200, a provider's refusal 409, no provider answer 502), and the problem otherwise too.
     */
    async deskAction(
      kind: DeskActionKind,
      paymentId: string,
      body: { amount?: number },
      idempotencyKey: string,
    ): Promise<{ status: number; answer: DeskActionAnswer | null; problem: ApiProblem | null }> {
      const init = jsonPost(body);
      let response: Response;
      try {
        response = await fetcher(`/api/orders-desk/payments/${encodeURIComponent(paymentId)}/${kind}`, {
          ...init,
          headers: { ...init.headers, accept: "application/json", "idempotency-key": idempotencyKey },
        });
      } catch {
        return { status: 0, answer: null, problem: { status: 0, code: null, messages: [] } };
      }
      const answered = await readBody(response);
      const answer = deskActionAnswerSchema.safeParse(answered);
      return {
        status: response.status,
        answer: answer.success ? answer.data : null,
        problem: response.ok ? null : readApiError(response.status, answered),
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const serverAnswers = new PublicAnswerCache();

/**
 * The client for loaders and actions: calls the API in-process with the visitor's cookies, and keeps
 * public answers per brand for the whole process, as long as each answer allows: the seconds left of the
 * server's own entry, so a copy here adds no staleness (ADR 021). A clear of the server's caches starts
 * a new generation of keys.
 */
export function createServerApiClient(
  context: Pick<StoreLoadContext, "apiFetch" | "brandId" | "cacheGeneration">,
): ApiClient {
  return createApiClient((path, init) => context.apiFetch(path, init), {
    store: serverAnswers,
    key: `${context.brandId}#${context.cacheGeneration}`,
  });
}

/** The client for the browser: same-origin fetch, so the session cookies travel with it. */
export function createBrowserApiClient(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): ApiClient {
  return createApiClient((path, init) => fetchImpl(path, { credentials: "same-origin", ...init }));
}
