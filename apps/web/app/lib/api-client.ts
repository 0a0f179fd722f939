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
  type CompareAddAnswer,
  type CompareList,
  type CompareProducts,
  compareAddAnswerSchema,
  compareListSchema,
  compareProductsSchema,
} from "@store/domain/compare.schema";
import {
  type ContactMessageInput,
  type ContactReceipt,
  contactReceiptSchema,
} from "@store/domain/contact.schema";
import { type DeliveryPromise, deliveryPromiseSchema } from "@store/domain/delivery.schema";
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
import { projectNavbarSchema } from "@store/domain/project-summary.schema";
import {
  type ProductPromotions,
  type Promotion,
  productPromotionsSchema,
  promotionListSchema,
  promotionSchema,
} from "@store/domain/promotion.schema";
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
import {
  type GeocodeQuery,
  type GeocodeResult,
  geocodeResultSchema,
  type MapArea,
  type MapAreaQuery,
  mapAreaSchema,
} from "@store/domain/store-map.schema";
import { type UpsellOptions, upsellOptionsSchema } from "@store/domain/upsell-options";
import { z } from "zod";
import { type ApiFetcher, createApiTransport, jsonBody, jsonPost } from "./api-transport.ts";
import type { StoreLoadContext } from "./load-context.ts";
import { PublicAnswerCache } from "./public-answer-cache.ts";

// The spec allows GET /api/settings to answer with items or a raw array
const settingsBodySchema = z.union([
  settingsResponseSchema.transform((body) => body.items),
  z.array(settingItemSchema),
]);

// Reset and confirm answer a message the page shows; its exact shape is the server's to choose
const messageAnswerSchema = z.object({ message: z.string().optional() }).nullable();

/**
 * The store's typed API client over a fetcher for the calls any page may make; every body is parsed with
 * the domain schemas. The calls of the checkout, staff projects and the staff screens are clients of their
 * own over its `transport` (checkoutApi, projectApi, staffApi; ADR 095), so their schemas load with their
 * pages. With a cache, public GET answers are kept under `cacheKey` + path for as long as they allow.
 */
export function createApiClient(fetcher: ApiFetcher, cache?: { store: PublicAnswerCache; key: string }) {
  const transport = createApiTransport(fetcher, cache);
  const { send, parse, getJson } = transport;

  return {
    /** How this client calls the API, for the clients of the route-only calls (ADR 095). */
    transport,

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

    /** GET /api/v2/project/navbar: the signed-in staff member's latest projects, for the header menu. */
    getProjectNavbar(init?: { signal?: AbortSignal }) {
      return getJson("/api/v2/project/navbar", projectNavbarSchema, init);
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
