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
  type OtpRequest,
  type OtpVerify,
  type Registration,
  type RegistrationResult,
  type Relogin,
  registrationResultSchema,
  type SignedInAnswer,
  signedInAnswerSchema,
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
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactInboxQuery,
  type ContactMessageInput,
  type ContactReceipt,
  contactInboxMessageSchema,
  contactInboxPageSchema,
  contactReceiptSchema,
} from "@store/domain/contact.schema";
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
  type DeskBalance,
  type DeskBalanceAnswer,
  type DeskOrder,
  type DeskOrderPage,
  type DeskPaymentWait,
  deskActionAnswerSchema,
  deskBalanceAnswerSchema,
  deskOrderPageSchema,
  deskOrderSchema,
  deskPaymentWaitSchema,
} from "@store/domain/orders-desk.schema";
import type { HandOffProvider } from "@store/domain/payment-handoff";
import {
  type HandOff,
  type HandOffLink,
  type HandOffReturn,
  type HandOffStart,
  type HandOffWithdrawAnswer,
  handOffLinkSchema,
  handOffReturnSchema,
  handOffSchema,
  handOffStartSchema,
  handOffWithdrawAnswerSchema,
} from "@store/domain/payment-handoff.schema";
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
import {
  type CustomerProjectCountQuery,
  customerProjectCountSchema,
  type ProductNote,
  type ProductTransfer,
  type ProductVariation,
  type Project,
  type ProjectAttachment,
  type ProjectChangelog,
  type ProjectCustomerInput,
  type ProjectDetailsInput,
  type ProjectOutline,
  type ProjectPage,
  type ProjectProductInput,
  type ProjectSave,
  type ProjectsOfProduct,
  type ProjectToCart,
  productNoteSchema,
  productTransferResultSchema,
  productVariationSchema,
  projectAttachmentSchema,
  projectCartSchema,
  projectChangelogSchema,
  projectCreatedSchema,
  projectDeletedSchema,
  projectItemDeletedSchema,
  projectListItemSchema,
  projectNavbarSchema,
  projectOutlineSchema,
  projectPageSchema,
  projectSchema,
  projectsOfProductSchema,
  referrerSchema,
  sharedStatusSchema,
  staffCommentSchema,
} from "@store/domain/project.schema";
import { attachmentDeletedSchema } from "@store/domain/project-attachment.schema";
import {
  type ProductPromotions,
  type Promotion,
  productPromotionsSchema,
  promotionListSchema,
  promotionSchema,
} from "@store/domain/promotion.schema";
import type { RedirectProviderName } from "@store/domain/redirect-payment";
import {
  type Reminder,
  type ReminderProject,
  type ReminderSave,
  type ReminderStats,
  type ReminderStatus,
  reminderListSchema,
  reminderProjectListSchema,
  reminderSchema,
  reminderStatsSchema,
} from "@store/domain/reminder.schema";
import { type Sale, saleSchema } from "@store/domain/sale.schema";
import {
  type AnalyticsEvent,
  type SearchResults,
  type SearchSuggestions,
  searchResultsSchema,
  searchSuggestionsSchema,
} from "@store/domain/search.schema";
import {
  type SettingItem,
  type SettingsAdmin,
  type SettingUpdate,
  settingItemSchema,
  settingsAdminSchema,
  settingsResponseSchema,
} from "@store/domain/settings.schema";
import { type StaticPage, staticPageSchema } from "@store/domain/static-page.schema";
import { type Store, type StoreView, storeSchema, storeViewSchema } from "@store/domain/store.schema";
import {
  type GeocodeQuery,
  type GeocodeResult,
  geocodeResultSchema,
  type MapArea,
  type MapAreaQuery,
  mapAreaSchema,
} from "@store/domain/store-map.schema";
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
      orderReference: null,
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
    /** POST /api/contact/message: a shopper's message to the team (ADR 061); answers its reference. */
    sendContactMessage(message: ContactMessageInput): Promise<ContactReceipt> {
      return getJson("/api/contact/message", contactReceiptSchema, jsonPost(message));
    },

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

    /** GET /api/geo/map-area: the offline store map's land and names for a view (ADR 085). */
    getMapArea(query: MapAreaQuery): Promise<MapArea> {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return getJson(`/api/geo/map-area?${params}`, mapAreaSchema);
    },

    /** GET /api/geo/geocode: an address in the brand's country, biased to the store's 1000 m circle (ADR 085). */
    geocode(query: GeocodeQuery): Promise<GeocodeResult> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) params.set(key, String(value));
      return getJson(`/api/geo/geocode?${params}`, geocodeResultSchema);
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

    /** GET /api/promotion/list: the brand's running promotions (ADR 050). */
    async getPromotions(dateOverride?: string): Promise<Promotion[]> {
      const query = dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : "";
      return (await getJson(`/api/promotion/list${query}`, promotionListSchema)).promotions;
    },

    /** GET /api/promotion/path/{path}: one running promotion (404 when it is unknown or over). */
    getPromotion(path: string, dateOverride?: string): Promise<Promotion> {
      const query = dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : "";
      return getJson(`/api/promotion/path/${encodeURIComponent(path)}${query}`, promotionSchema);
    },

    /** GET /api/promotion/product/{sku}: the promotions a product is in now, and whether it is in the sale. */
    getProductPromotions(sku: string, dateOverride?: string): Promise<ProductPromotions> {
      const query = dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : "";
      return getJson(`/api/promotion/product/${encodeURIComponent(sku)}${query}`, productPromotionsSchema);
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
    getUpsellOptions(sku: string, init?: { signal?: AbortSignal }): Promise<UpsellOptions> {
      return getJson(
        `/api/v2/product/upselloptions/sku/${encodeURIComponent(sku)}`,
        upsellOptionsSchema,
        init,
      );
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

    /** GET /api/analytics/search?searchTerm: the shopper submitted a search (ADR 069). */
    async recordSearchTerm(searchTerm: string): Promise<void> {
      const response = await send(`/api/analytics/search?${new URLSearchParams({ searchTerm })}`);
      await response.text();
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

    /** POST /api/account/otp/request: mails a sign-in code (OTPEnabled, ADR 060); the same answer for any address. */
    requestSignInCode(body: OtpRequest): Promise<AccountMessage> {
      return getJson("/api/account/otp/request", accountMessageSchema, jsonPost(body));
    },

    /** POST /api/account/otp/verify: signs the session in with a mailed code, answering the tokens. */
    verifySignInCode(body: OtpVerify): Promise<SignedInAnswer> {
      return getJson("/api/account/otp/verify", signedInAnswerSchema, jsonPost(body));
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

    // --- the QR hand-off (ADR 043) ---

    /** POST /api/payment-handoff: staff hand their checkout's waiting payment to the customer's phone. */
    createHandOff(body: { cartId: string; paymentReference: string }): Promise<HandOff> {
      return getJson("/api/payment-handoff", handOffSchema, jsonPost(body));
    },

    /**
     * POST /api/payment-handoff/{id}/withdraw: staff cancel, or the link's time ran out; the payment is
     * withdrawn at the provider. keepalive: it outlives a page being left.
     */
    withdrawHandOff(id: string, reason: "cancelled" | "expired"): Promise<HandOffWithdrawAnswer> {
      return getJson(`/api/payment-handoff/${encodeURIComponent(id)}/withdraw`, handOffWithdrawAnswerSchema, {
        ...jsonPost({ reason }),
        keepalive: true,
      });
    },

    /** POST /api/payment-handoff/link: what the customer's phone shows for a link. */
    getHandOffLink(token: string): Promise<HandOffLink> {
      return getJson("/api/payment-handoff/link", handOffLinkSchema, jsonPost({ token }));
    },

    /** POST /api/payment-handoff/link/start: the phone goes on to the provider (the link becomes its own). */
    startHandOff(token: string): Promise<HandOffStart> {
      return getJson("/api/payment-handoff/link/start", handOffStartSchema, jsonPost({ token }));
    },

    /** POST /api/payment-handoff/return/{provider}{search}: the phone back from the provider (no body). */
    returnHandOff(provider: HandOffProvider, search: string): Promise<HandOffReturn> {
      const query = search.startsWith("?") ? search : `?${search}`;
      return getJson(`/api/payment-handoff/return/${provider}${query}`, handOffReturnSchema, {
        method: "POST",
      });
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
    /** GET /api/settings/admin (admins): every setting's row for every brand and the brands' own (ADR 086). */
    getAdminSettings(): Promise<SettingsAdmin> {
      return getJson("/api/settings/admin", settingsAdminSchema);
    },

    /** PUT /api/settings/{name} (admins): a brand's value, or (brand null) every brand's; answers the setting. */
    putSetting(name: string, update: SettingUpdate): Promise<SettingItem> {
      return getJson(`/api/settings/${encodeURIComponent(name)}`, settingItemSchema, jsonBody("PUT", update));
    },

    // --- the contact inbox (staff only, ADR 061) ---

    /** GET /api/contact/inbox?brand&status&page&perPage: shoppers' messages, newest first. */
    getContactInbox(query: Partial<ContactInboxQuery> = {}): Promise<ContactInboxPage> {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) search.set(key, String(value));
      return getJson(`/api/contact/inbox${search.size ? `?${search}` : ""}`, contactInboxPageSchema);
    },

    /** POST /api/contact/inbox/{id}/handled or /reopen: marks a message handled (by the caller) or open. */
    setContactHandled(id: number, handled: boolean): Promise<ContactInboxMessage> {
      const action = handled ? "handled" : "reopen";
      return getJson(`/api/contact/inbox/${id}/${action}`, contactInboxMessageSchema, { method: "POST" });
    },

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

    /**
     * POST /api/orders-desk/orders/:reference/balance (ADR 038, amended): takes a deposit order's
     * balance in store, with the Idempotency-Key (the same key for a retry). Status 0: no answer.
     */
    async deskBalance(
      reference: string,
      body: DeskBalance,
      idempotencyKey: string,
    ): Promise<{ status: number; answer: DeskBalanceAnswer | null; problem: ApiProblem | null }> {
      const init = jsonPost(body);
      let response: Response;
      try {
        response = await fetcher(`/api/orders-desk/orders/${encodeURIComponent(reference)}/balance`, {
          ...init,
          headers: { ...init.headers, accept: "application/json", "idempotency-key": idempotencyKey },
        });
      } catch {
        return { status: 0, answer: null, problem: { status: 0, code: null, messages: [] } };
      }
      const answered = await readBody(response);
      const answer = deskBalanceAnswerSchema.safeParse(answered);
      return {
        status: response.status,
        answer: response.ok && answer.success ? answer.data : null,
        problem: response.ok ? null : readApiError(response.status, answered),
      };
    },

    /** GET /api/orders-desk/payments/{id}/status: where a Zip in store balance payment stands (ADR 093). */
    deskPaymentStatus(paymentId: string): Promise<DeskPaymentWait> {
      return getJson(
        `/api/orders-desk/payments/${encodeURIComponent(paymentId)}/status`,
        deskPaymentWaitSchema,
      );
    },

    /**
     * POST /api/orders-desk/payments/{id}/cancel: withdraws a Zip in store balance payment at Zip; answers
     * where it then stands (an approval that got there first stays). keepalive: it outlives a page being left.
     */
    deskCancelPayment(paymentId: string): Promise<DeskPaymentWait> {
      return getJson(
        `/api/orders-desk/payments/${encodeURIComponent(paymentId)}/cancel`,
        deskPaymentWaitSchema,
        {
          ...jsonPost({}),
          keepalive: true,
        },
      );
    },

    // --- staff projects (storefront s.7 "Projects", ADR 044) ---

    /** GET /api/v2/project/minimal?page&items&scope&search: a page of projects and the counts. */
    getProjectPage(query: {
      page: number;
      items: number;
      scope: "mine" | "all";
      search?: string;
    }): Promise<ProjectPage> {
      const params = new URLSearchParams({
        page: String(query.page),
        items: String(query.items),
        scope: query.scope,
      });
      if (query.search) params.set("search", query.search);
      return getJson(`/api/v2/project/minimal?${params}`, projectPageSchema);
    },

    /** GET /api/v2/project/{id}: the whole project, or null when the API answers 204 (an empty project). */
    async getProject(projectId: number): Promise<Project | null> {
      const path = `/api/v2/project/${projectId}`;
      const response = await send(path);
      if (response.status === 204) return null;
      return parse(path, response, projectSchema);
    },

    /** GET /api/v2/project/shared?shareId: the read-only shared view, or null when it is empty (204). */
    async getSharedProject(shareId: string): Promise<Project | null> {
      const path = `/api/v2/project/shared?${new URLSearchParams({ shareId })}`;
      const response = await send(path);
      if (response.status === 204) return null;
      return parse(path, response, projectSchema);
    },

    /** GET /api/v2/project/outline/{id}: folders and products, for the transfer modal. */
    getProjectOutline(projectId: number, init?: { signal?: AbortSignal }): Promise<ProjectOutline> {
      return getJson(`/api/v2/project/outline/${projectId}`, projectOutlineSchema, init);
    },

    /** GET /api/projects/product/{sku}[/{projectId}]: where the product is in the caller's projects (or in one). */
    getProjectsOfProduct(
      sku: string,
      projectId?: number,
      init?: { signal?: AbortSignal },
    ): Promise<ProjectsOfProduct> {
      const one = projectId === undefined ? "" : `/${projectId}`;
      return getJson(`/api/projects/product/${encodeURIComponent(sku)}${one}`, projectsOfProductSchema, init);
    },

    /** GET /api/projects/list-item?sku: the caller's unfinished projects with folders. */
    getProjectListItems(sku?: string, init?: { signal?: AbortSignal }) {
      const query = sku ? `?${new URLSearchParams({ sku })}` : "";
      return getJson(`/api/projects/list-item${query}`, z.array(projectListItemSchema), init);
    },

    /** GET /api/v2/project/changelogs?projectId&page */
    getProjectChangelog(
      projectId: number,
      page = 1,
      init?: { signal?: AbortSignal },
    ): Promise<ProjectChangelog> {
      return getJson(
        `/api/v2/project/changelogs?projectId=${projectId}&page=${page}`,
        projectChangelogSchema,
        init,
      );
    },

    /** GET /api/v2/project/kad/{search}: referrers matching a code, name or business. */
    searchReferrers(search: string) {
      return getJson(`/api/v2/project/kad/${encodeURIComponent(search)}`, z.array(referrerSchema));
    },

    /** GET /api/v2/project/customer-project-count?email&secondaryEmail&phone&secondaryPhone */
    getCustomerProjectCount(query: CustomerProjectCountQuery) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      return getJson(`/api/v2/project/customer-project-count?${params}`, customerProjectCountSchema);
    },

    /** POST /api/v2/project: creates a project (or with projectId changes its name, store, status). */
    saveProject(input: ProjectSave) {
      return getJson("/api/v2/project", projectCreatedSchema, jsonPost(input));
    },

    /** POST /api/v2/project {projectId, name, status}: staff mark a project Lost or reopen it; answers the project. */
    setProjectStatus(projectId: number, name: string, status: "Lost" | "Open"): Promise<Project> {
      return getJson("/api/v2/project", projectSchema, jsonPost({ projectId, name, status }));
    },

    /** POST /api/v2/project/quote: saves quoteData and the next quote version. */
    saveProjectQuote(projectId: number, version?: number): Promise<Project> {
      return getJson("/api/v2/project/quote", projectSchema, jsonPost({ projID: projectId, version }));
    },

    /** A project write that answers the whole project (folder, duplicate-folder, sort-folders, ...). */
    projectWrite(path: string, body: unknown, method: "POST" | "DELETE" = "POST"): Promise<Project> {
      return getJson(path, projectSchema, method === "POST" ? jsonPost(body) : { method });
    },

    /** POST /api/projects/product: adds a product or changes its line. */
    saveProjectProduct(
      input: Partial<ProjectProductInput> & { projectId: number; sku: string },
    ): Promise<Project> {
      return getJson("/api/projects/product", projectSchema, jsonPost(input));
    },

    /** DELETE /api/projects/product/{id}/{sku}?folderId=cart|id */
    deleteProjectProduct(projectId: number, sku: string, folderId: number | null): Promise<Project> {
      const place = folderId === null ? "cart" : String(folderId);
      return getJson(
        `/api/projects/product/${projectId}/${encodeURIComponent(sku)}?folderId=${place}`,
        projectSchema,
        { method: "DELETE" },
      );
    },

    /** POST /api/v2/project/product-note: a new note, or with noteId its new text. */
    saveProductNote(input: {
      projectId: number;
      sku: string;
      notes: string;
      noteId?: number;
    }): Promise<ProductNote> {
      return getJson("/api/v2/project/product-note", productNoteSchema, jsonPost(input));
    },

    /** DELETE /api/v2/project/product-note?projectId&noteId */
    deleteProductNote(projectId: number, noteId: number) {
      return getJson(
        `/api/v2/project/product-note?projectId=${projectId}&noteId=${noteId}`,
        projectItemDeletedSchema,
        {
          method: "DELETE",
        },
      );
    },

    /** POST /api/v2/project/product-variation: a new variation, or with variationId its new values. */
    saveProductVariation(input: {
      projectId: number;
      productCode: string;
      variationSku: string;
      comments: string;
      variationId?: number;
      rrpOverride?: number | null;
    }): Promise<ProductVariation> {
      return getJson("/api/v2/project/product-variation", productVariationSchema, jsonPost(input));
    },

    /** DELETE /api/v2/project/product-variation?projectId&variationId */
    deleteProductVariation(projectId: number, variationId: number) {
      return getJson(
        `/api/v2/project/product-variation?projectId=${projectId}&variationId=${variationId}`,
        projectItemDeletedSchema,
        { method: "DELETE" },
      );
    },

    /** POST /api/v2/project/comment: the new staff comment. */
    addProjectComment(projectId: number, message: string) {
      return getJson("/api/v2/project/comment", staffCommentSchema, jsonPost({ projectId, message }));
    },

    /** POST /api/v2/project/lock-price: locks the latest quote's prices, or moves the expiry. */
    lockProjectPrices(projectId: number, expiryDate: string, version?: number): Promise<Project> {
      return getJson(
        "/api/v2/project/lock-price",
        projectSchema,
        jsonPost({ projectId, expiryDate, version }),
      );
    },

    /** DELETE /api/v2/project/lock-price?projectId: cancels the lock. */
    cancelProjectLock(projectId: number): Promise<Project> {
      return getJson(`/api/v2/project/lock-price?projectId=${projectId}`, projectSchema, {
        method: "DELETE",
      });
    },

    /** POST /api/projects/shared-project-status: shares (a new link) or stops sharing. */
    setProjectShared(projectId: number, sharedStatus: boolean) {
      return getJson(
        "/api/projects/shared-project-status",
        sharedStatusSchema,
        jsonPost({ projectId, sharedStatus }),
      );
    },

    /** POST /api/projects/cart: the project (or a selection) into the caller's cart. */
    projectToCart(input: ProjectToCart) {
      return getJson("/api/projects/cart", projectCartSchema, jsonPost(input));
    },

    /** POST /api/v2/project/product-transfer: moves (or copies) a product between projects. */
    transferProjectProduct(input: Partial<ProductTransfer> & Omit<ProductTransfer, "mode">) {
      return getJson("/api/v2/project/product-transfer", productTransferResultSchema, jsonPost(input));
    },

    /** POST /api/v2/project/email {projectId}: emails the quote to the customer. */
    emailProject(projectId: number): Promise<unknown> {
      return getJson("/api/v2/project/email", z.unknown(), jsonPost({ projectId }));
    },

    /** POST /api/v2/project/name: the project's new name; answers the project. */
    renameProject(projectId: number, name: string, version?: number): Promise<Project> {
      return getJson("/api/v2/project/name", projectSchema, jsonPost({ projectId, name, version }));
    },

    /** POST /api/v2/project/details: the project and referrer fields; answers the project. */
    saveProjectDetails(input: ProjectDetailsInput): Promise<Project> {
      return getJson("/api/v2/project/details", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project/customer: the customer fields; answers the project. */
    saveProjectCustomer(input: ProjectCustomerInput): Promise<Project> {
      return getJson("/api/v2/project/customer", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project {projectId, ...}: changes name, store, salesperson or status; answers the project. */
    updateProject(input: ProjectSave & { projectId: number }): Promise<Project> {
      return getJson("/api/v2/project", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project/duplicate: a copy of the project; answers the new project's ids. */
    duplicateProject(projectId: number, name?: string) {
      return getJson("/api/v2/project/duplicate", projectCreatedSchema, jsonPost({ projectId, name }));
    },

    /** DELETE /api/projects/{id} */
    deleteProject(projectId: number) {
      return getJson(`/api/projects/${projectId}`, projectDeletedSchema, { method: "DELETE" });
    },

    /** POST /api/projects/admin-cart (projectId, clearDiscounts): the whole project into the caller's cart. */
    projectAdminCart(projectId: number, clearDiscounts: boolean) {
      return getJson("/api/projects/admin-cart", projectCartSchema, jsonPost({ projectId, clearDiscounts }));
    },

    /** GET /api/v2/project/navbar: the signed-in staff member's latest projects, for the header menu. */
    getProjectNavbar(init?: { signal?: AbortSignal }) {
      return getJson("/api/v2/project/navbar", projectNavbarSchema, init);
    },

    /** GET /api/store/select-view (staff): the stores and salespeople a project is assigned to. */
    getStoreSelectView(init?: { signal?: AbortSignal }): Promise<StoreView> {
      return getJson("/api/store/select-view", storeViewSchema, init);
    },

    // --- project attachments (staff only, ADR 046) ---

    /** DELETE /api/v2/project/attachment?projectId&id: removes an attachment and its file. */
    deleteProjectAttachment(projectId: number, id: number): Promise<{ id: number; deleted: true }> {
      return getJson(`/api/v2/project/attachment?projectId=${projectId}&id=${id}`, attachmentDeletedSchema, {
        method: "DELETE",
      });
    },

    // --- reminders (staff only, storefront s.7 "Reminders", ADR 046) ---

    /** GET /api/account/reminders: the signed-in staff member's reminders, by status then date. */
    getMyReminders(): Promise<Reminder[]> {
      return getJson("/api/account/reminders", reminderListSchema);
    },

    /** GET /api/Reminders?projectId: a project's reminders. */
    getProjectReminders(projectId: number): Promise<Reminder[]> {
      return getJson(`/api/Reminders?projectId=${projectId}`, reminderListSchema);
    },

    /** GET /api/Reminders/stats: the caller's reminders counted (the reminders/stats panel). */
    getReminderStats(): Promise<ReminderStats> {
      return getJson("/api/Reminders/stats", reminderStatsSchema);
    },

    /** GET /api/Reminders/projects: the caller's unfinished projects a reminder may be for. */
    getReminderProjects(): Promise<ReminderProject[]> {
      return getJson("/api/Reminders/projects", reminderProjectListSchema);
    },

    /** POST /api/Reminders: a new reminder (projectId), or a change of one's date and note (id). */
    saveReminder(input: ReminderSave): Promise<Reminder> {
      return getJson("/api/Reminders", reminderSchema, jsonPost(input));
    },

    /** POST /api/Reminders/status {id, status}: mark done, mark undone or archive. */
    setReminderStatus(id: number, status: ReminderStatus): Promise<Reminder> {
      return getJson("/api/Reminders/status", reminderSchema, jsonPost({ id, status }));
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

/**
 * POST /api/v2/project/attachment from the browser (ADR 046): the multipart form through
 * XMLHttpRequest, whose upload events give a real progress bar (fetch has none), with the session cookie.
 * `onProgress` gets the share sent (0 to 1); the answer is the attachment, or an ApiError as every call.
 */
export function uploadProjectAttachment(
  form: FormData,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ProjectAttachment> {
  const path = "/api/v2/project/attachment";
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: kept as text for the error
      }
      if (request.status < 200 || request.status >= 300)
        return reject(new ApiError(request.status, body, path));
      const parsed = projectAttachmentSchema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(request.status, body, path, "invalid-response"));
      onProgress(1);
      resolve(parsed.data);
    });
    request.addEventListener("error", () => reject(new ApiError(0, null, path, "network")));
    request.addEventListener("abort", () => reject(new ApiError(0, null, path, "network")));
    signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
