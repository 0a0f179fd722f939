import path from "node:path";
import type { BrandId } from "@store/domain/brands";
import { publicOriginFor, writeOriginsFor } from "@store/domain/public-origin";
import { intercomAppIdOf } from "@store/domain/settings.schema";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import { type CacheRegistry, cacheRegistryFor } from "./cache/cache-registry.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { apiWriteGuard } from "./http/cross-site-guard.ts";
import { apiNotFound, handleError } from "./http/error-handler.ts";
import { pricesShownToAll, publicFor } from "./http/public-cache.ts";
import { RememberingRouter } from "./http/remembering-router.ts";
import { requestContext } from "./http/request-context.ts";
import { requestLogger } from "./http/request-logger.ts";
import { assertRoutesDeclared, routeAccessGuard } from "./http/route-access.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { AccountService } from "./modules/account/account.service.ts";
import { ExternalLogin } from "./modules/account/external-login.ts";
import { IdentityTokenSigner, identityKeyOf } from "./modules/account/identity-tokens.ts";
import { otpRoutes } from "./modules/account/otp.routes.ts";
import { OtpLogin } from "./modules/account/otp-login.ts";
import { alertBannerRoutes } from "./modules/alert-banner/alert-banner.routes.ts";
import { AlertBannerService } from "./modules/alert-banner/alert-banner.service.ts";
import { balancePaymentRoutes } from "./modules/balance-payment/balance-payment.routes.ts";
import { BalancePayments } from "./modules/balance-payment/balance-payment.service.ts";
import { BalanceReceipts } from "./modules/balance-payment/balance-receipt.service.ts";
import { InStoreBalances } from "./modules/balance-payment/in-store-balance.service.ts";
import { cartRoutes } from "./modules/cart/cart.routes.ts";
import { CartService } from "./modules/cart/cart.service.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { CatalogueService } from "./modules/catalogue/catalogue.service.ts";
import { sitemapXmlRoutes } from "./modules/catalogue/sitemap-xml.routes.ts";
import { checkoutRoutes, paymentRoutes } from "./modules/checkout/checkout.routes.ts";
import { CheckoutService } from "./modules/checkout/checkout.service.ts";
import { PaymentHolds } from "./modules/checkout/payment-holds.service.ts";
import { compareRoutes } from "./modules/compare/compare.routes.ts";
import { CompareService } from "./modules/compare/compare.service.ts";
import { contactInboxRoutes, contactRoutes } from "./modules/contact/contact.routes.ts";
import { ContactService } from "./modules/contact/contact.service.ts";
import { cookingDemoRoutes } from "./modules/cooking-demo/cooking-demo.routes.ts";
import { CookingDemoService } from "./modules/cooking-demo/cooking-demo.service.ts";
import { deliveryRoutes } from "./modules/delivery/delivery.routes.ts";
import { DeliveryService } from "./modules/delivery/delivery.service.ts";
import { DeliveryAdminService } from "./modules/delivery/delivery-admin.service.ts";
import { geoRoutes } from "./modules/geo/geo.routes.ts";
import { GeoService } from "./modules/geo/geo.service.ts";
import { type Geocoder, LocalityGeocoder } from "./modules/geo/geocoder.ts";
import { storeRoutes } from "./modules/geo/store.routes.ts";
import { StoreMapService } from "./modules/geo/store-map.service.ts";
import { identitySandboxRoutes } from "./modules/identity-sandbox/identity-sandbox.routes.ts";
import {
  IdentitySandboxService,
  identitySandboxBase,
  identitySandboxMounted,
} from "./modules/identity-sandbox/identity-sandbox.service.ts";
import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { JobsService } from "./modules/jobs/jobs.service.ts";
import { localityRoutes } from "./modules/locality/locality.routes.ts";
import { LocalityService } from "./modules/locality/locality.service.ts";
import { devMailboxRoutes } from "./modules/mail/mail.routes.ts";
import { createMailTransport, MailService } from "./modules/mail/mail.service.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { TourPanoramaService } from "./modules/media/tour-panorama.service.ts";
import { navbarRoutes } from "./modules/navbar/navbar.routes.ts";
import { NavbarService } from "./modules/navbar/navbar.service.ts";
import { OrderService } from "./modules/order/order.service.ts";
import { ordersDeskRoutes } from "./modules/orders-desk/orders-desk.routes.ts";
import { OrdersDesk } from "./modules/orders-desk/orders-desk.service.ts";
import { paymentHandOffRoutes } from "./modules/payment-handoff/payment-handoff.routes.ts";
import { PaymentHandOffs } from "./modules/payment-handoff/payment-handoff.service.ts";
import { CatalogueReference } from "./modules/product/catalogue-reference.ts";
import { ProductReadModel } from "./modules/product/product.read-model.ts";
import { productRoutes } from "./modules/product/product.routes.ts";
import { ProductService } from "./modules/product/product.service.ts";
import { StockService } from "./modules/product/stock.service.ts";
import { projectRoutes, projectV2Routes } from "./modules/project/project.routes.ts";
import { ProjectService } from "./modules/project/project.service.ts";
import { ProjectFollowUpReadModel } from "./modules/project/project-follow-up.read-model.ts";
import { ProjectQuotes } from "./modules/project/project-quotes.service.ts";
import { AttachmentStorage } from "./modules/project-attachment/attachment-storage.ts";
import {
  attachmentUploadPath,
  projectAttachmentRoutes,
  sharedAttachmentRoutes,
} from "./modules/project-attachment/project-attachment.routes.ts";
import { ProjectAttachmentService } from "./modules/project-attachment/project-attachment.service.ts";
import { projectEmailRoutes } from "./modules/project-email/project-email.routes.ts";
import { ProjectEmailService } from "./modules/project-email/project-email.service.ts";
import { promotionRoutes } from "./modules/promotion/promotion.routes.ts";
import { PromotionService } from "./modules/promotion/promotion.service.ts";
import {
  databaseStore,
  RateLimitService,
  type RateLimitStore,
  redisStore,
} from "./modules/rate-limit/rate-limit.service.ts";
import {
  accountReminderRoutes,
  reminderErrtextAnswers,
  reminderRoutes,
} from "./modules/reminder/reminder.routes.ts";
import { ReminderService } from "./modules/reminder/reminder.service.ts";
import { saleRoutes } from "./modules/sale/sale.routes.ts";
import { SaleService } from "./modules/sale/sale.service.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { SearchService } from "./modules/search/search.service.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { VisitorService } from "./modules/session/visitor.service.ts";
import { settingsAdminRoutes, settingsRoutes } from "./modules/settings/settings.routes.ts";
import { SettingsService } from "./modules/settings/settings.service.ts";
import { shareImageRoutes } from "./modules/share-image/share-image.routes.ts";
import { ShareImageService } from "./modules/share-image/share-image.service.ts";
import { staticPagesRoutes } from "./modules/static-pages/static-pages.routes.ts";
import { StaticPagesService } from "./modules/static-pages/static-pages.service.ts";
import { StoreService } from "./modules/store/store.service.ts";
import { UserService } from "./modules/user/user.service.ts";
import { applePayDomainRoutes } from "./payments/apple-pay-domain.routes.ts";
import { CardEncryptionKeys } from "./payments/card-encryption-keys.ts";
import { cardSandboxRoutes } from "./payments/card-sandbox.routes.ts";
import { cardSandboxBase, cardSandboxMounted } from "./payments/card-sandbox.ts";
import { handOffPlan } from "./payments/handoff-plan.ts";
import { paymentProvidersFor, type RealProviderSettings } from "./payments/payment-providers.ts";
import { redirectSandboxRoutes } from "./payments/redirect-sandbox.routes.ts";
import { SandboxWebhooks } from "./payments/sandbox-webhooks.ts";
import { staffPaymentPlan } from "./payments/staff-payment-plan.ts";
import { walletSandboxRoutes } from "./payments/wallet-sandbox.routes.ts";
import { walletSandboxBase } from "./payments/wallet-sandbox.ts";
import { sandboxWebhookSecret } from "./payments/webhook-signature.ts";
import { zipSandboxRoutes } from "./payments/zip-sandbox.routes.ts";
import { zipSandboxBase } from "./payments/zip-sandbox.ts";
import { mountWeb, type WebPages } from "./web-handler.ts";

export interface AppDeps {
  db: Db;
  config: Pick<
    Config,
    | "BRAND"
    | "BRAND_HOSTS"
    | "PUBLIC_ORIGINS"
    | "PORT"
    | "NODE_ENV"
    | "CATALOGUE_CACHE_SECONDS"
    | "SHELL_CACHE_SECONDS"
    | "SMTP_HOST"
    | "SMTP_PORT"
    | "SMTP_SECURE"
    | "SMTP_USER"
    | "SMTP_PASSWORD"
    | "MAIL_FROM"
    | "MAIL_ATTEMPTS"
    | "MAIL_RETRY_SECONDS"
    | "JOBS_POLL_SECONDS"
    | "DEV_MAILBOX"
    | "REDIS_URL"
    | "TRUSTED_PROXY_HOPS"
    | "IDENTITY_TOKEN_SECONDS"
    | "IDENTITY_TOKEN_SECRET"
    | "WINNING_CMS_URL"
    | "HOST"
    | "IDENTITY_SANDBOX"
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_CLIENT_SECRET"
    | "APPLE_CLIENT_ID"
    | "APPLE_CLIENT_SECRET"
    | "FACEBOOK_CLIENT_ID"
    | "FACEBOOK_CLIENT_SECRET"
    | "PAYMENT_SANDBOX"
    | "CARD_ENCRYPTION_KEYS"
    | "DATA_DIR"
    | "ATTACHMENTS_DIR"
    | "ATTACHMENT_MAX_MB"
  > &
    Partial<Pick<Config, RealProviderSettings>>;
  logger: Logger;
  /** Signs session cookies (see session-secret.ts). */
  sessionSecret: string;
  /** Where rate limits count; by default Redis with REDIS_URL, else the database (ADR 017). */
  rateLimitStore?: RateLimitStore;
  /**
   * The app's caches (ADR 021); by default a new registry with the configured lifetimes. Pass one to
   * clear them from outside (`caches.invalidate("catalogue")` after a catalogue refresh) or to set its clock.
   */
  caches?: CacheRegistry;
  /** The jobs engine (ADR 020); by default one that sends jobs and runs none (start.ts passes its own). */
  jobs?: JobsService;
  /** The web pages, served after the API with its session (none: the API alone, as most tests want). */
  pages?: WebPages;
  /** The tours' panoramas (ADR 087); by default full size, kept in DATA_DIR (tests pass a smaller one). */
  tourPanoramas?: TourPanoramaService;
  /** How the real payment adapters reach their services (ADR 076); tests pass a stand-in, never the real one. */
  providerSend?: (url: string, init: RequestInit) => Promise<Response>;
  /** The geocoding provider (ADR 085); by default the offline one over the store's locality data. */
  geocoder?: Geocoder;
}

/** The store's HTTP app. */
export type StoreApp = Hono<AppEnv>;

/** The search and analytics calls (storefront s.7), all answered by SearchService. */
const searchPaths = ["/v3/search", "/search/*", "/v2/sitesearch/*", "/v2/SiteSearch/*", "/analytics/*"];

/**
 * The store's HTTP app: every module's routes under /api, generated media, one error handler, and the
 * web pages when given (so a test can render a page in-process with `app.request`).
 */
export function createApp(deps: AppDeps): StoreApp {
  const { db, config, logger } = deps;
  const caches = deps.caches ?? cacheRegistryFor(config);
  const localities = new LocalityService(db);
  const stores = new StoreService(db, caches);
  const sessions = new SessionService(db);
  const session = visitorSession(deps.sessionSecret, sessions);
  const users = new UserService(db, stores);
  const visitors = new VisitorService();
  const geo = new GeoService(localities, stores, deps.geocoder ?? new LocalityGeocoder(localities), logger);
  const settings = new SettingsService(db, caches);
  const staticPages = new StaticPagesService(db);
  const cookingDemos = new CookingDemoService(db, stores);
  const reference = new CatalogueReference(db, caches);
  const productData = new ProductReadModel(db, reference);
  const sales = new SaleService(db, caches);
  // ADR 050: promotions of each brand, their products and the sale they belong to
  const promotions = new PromotionService(db, sales, productData, caches);
  const catalogue = new CatalogueService(productData, stores, staticPages, promotions, caches);
  const jobs =
    deps.jobs ?? new JobsService(db, { workers: false, pollSeconds: config.JOBS_POLL_SECONDS, logger });
  const mail = new MailService(db, createMailTransport(config), config.MAIL_FROM, jobs, {
    attempts: config.MAIL_ATTEMPTS,
    retryDelaySeconds: config.MAIL_RETRY_SECONDS,
    backoff: true,
  });
  // ADR 017: one limiter for every module, counting where every process sees the counts
  const limits = new RateLimitService(
    deps.rateLimitStore ?? (config.REDIS_URL ? redisStore(config.REDIS_URL, logger) : databaseStore(db)),
    deps.sessionSecret,
  );
  // ADR 028: the card keys (x509EncryptionKeys) and the card gateway. Until a real acquirer is configured
  // the gateway is the sandbox, which follows the dev mailbox's rule (PAYMENT_SANDBOX): null means no card payments.
  const cardKeys = new CardEncryptionKeys(db, config);
  // ADR 035: every provider, its sandbox until a real adapter is configured
  // ADR 039: the sandboxes tell the store what happened by signed webhooks, through the job queue
  const webhookSecret = sandboxWebhookSecret(deps.sessionSecret);
  const webhooks = cardSandboxMounted(config)
    ? new SandboxWebhooks(db, jobs, webhookSecret, config, logger)
    : null;
  const payments = paymentProvidersFor(
    db,
    config,
    cardKeys,
    logger,
    webhooks,
    deps.sessionSecret,
    deps.providerSend,
  );
  const app = new Hono<AppEnv>({ strict: false, router: new RememberingRouter() });

  app.onError((error, c) => handleError(error, c, logger));
  app.use(requestContext(config, visitors, caches));
  const logRequest = requestLogger(logger);
  if (logRequest) app.use(logRequest);
  app.use(
    securityHeaders({
      strictTransportSecurity:
        config.NODE_ENV === "production" ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  const api = new Hono<AppEnv>({ strict: false });
  // Only requests that may carry a body pass the body limit and the cross-site write guard: registered for
  // those methods alone, a GET or HEAD skips both without a hop of the chain (ADR 022); a method no route
  // takes reaches only apiNotFound. Asking a GET for its body would also make the Node adapter build a full
  // Request (headers, abort signal), a tenth of a cached answer's time.
  const bodyMethods = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
  const limitBody = bodyLimit({ maxSize: 1024 * 1024 });
  // The attachment upload streams to disk under its own limit, ATTACHMENT_MAX_MB (ADR 046).
  api.on(bodyMethods, "*", (c, next) =>
    c.req.method === "POST" && c.req.path === attachmentUploadPath ? next() : limitBody(c, next),
  );
  // Cross-site writes: a foreign Origin is 403, a body that is not JSON 415 (ADR 016).
  api.on(bodyMethods, "*", apiWriteGuard(config));
  api.get("/ping", (c) => c.json({ ok: true }));
  // Same for every visitor of a brand and tolerant of staleness (ADR 004): browsers and SSR keep them briefly.
  const shellAnswers = publicFor(caches, "shell");
  for (const path of ["/settings", "/alertBanner", "/promotion/sale"]) api.use(path, shellAnswers);
  // Promotions join the sale on now (shell) and their products (catalogue): kept as long as both allow
  for (const path of ["/promotion/list", "/promotion/path/*", "/promotion/product/*"]) {
    api.use(path, publicFor(caches, ["shell", "catalogue"]));
  }
  // The navbar joins settings (shell) and categories (catalogue): it is kept as long as both allow
  api.use("/navbar", publicFor(caches, ["shell", "catalogue"]));
  api.route("/settings", settingsRoutes(settings));
  api.route("/navbar", navbarRoutes(new NavbarService(productData, settings, caches), cookingDemos));
  api.route("/cooking-demo", cookingDemoRoutes(cookingDemos));
  api.route("/Static", staticPagesRoutes(staticPages));
  api.route("/alertBanner", alertBannerRoutes(new AlertBannerService(db, caches)));
  api.route("/promotion", saleRoutes(sales));
  api.route("/promotion", promotionRoutes(promotions));
  api.route("/locality", localityRoutes(localities));
  // Calls that read or change what this visitor chose carry the session cookie; the rest stay cookie-free.
  for (const path of [
    "/geo/*",
    "/store/*",
    "/v2/product/*",
    "/pricehistory/*",
    "/product/*",
    "/meta/*",
    "/stock",
    "/catalogue/*",
    "/compare",
    "/compare/*",
    "/settings/*",
    "/contact/*",
    ...searchPaths,
    "/cart",
    "/cart/*",
    "/delivery/*",
    "/checkout",
    "/checkout/*",
    "/payment/*",
    "/payment-handoff",
    "/payment-handoff/*",
    "/jobs/*",
    "/orders-desk/*",
    "/projects/*",
    "/v2/project",
    "/v2/project/*",
    "/account",
    "/account/*",
    "/Reminders",
    "/Reminders/*",
  ]) {
    api.use(path, session);
  }
  // ADR 046: every error answer of a reminder call carries errtext (storefront s.8), the guard's too
  for (const path of ["/Reminders", "/Reminders/*", "/account/reminders"])
    api.use(path, reminderErrtextAnswers);
  // Who may call each endpoint, from the one route table (ADR 018): 401/403 before any handler runs
  api.use(routeAccessGuard());
  // Admins change a setting for one brand or all (ADRs 054-060): behind the guard, unlike the public read
  api.route("/settings", settingsAdminRoutes(settings));
  // Shoppers' messages to the team, from the contact panel (ADR 061)
  const contact = new ContactService(db, mail, settings, users);
  api.route("/contact", contactRoutes(contact, limits));
  // ...and the staff inbox where they are read and marked handled (ADR 061)
  api.route("/contact/inbox", contactInboxRoutes(contact));
  // Catalogue answers, kept until the services' entries expire (ADR 011, 021). After the session
  // middleware, so an answer that hands out a new session still ends up private.
  const catalogueAnswers = publicFor(caches, "catalogue", pricesShownToAll);
  for (const path of [
    "/catalogue/listing",
    "/catalogue/home",
    "/v2/product/slug/*",
    "/v2/product/id/*",
    "/v2/product/extended/id/*",
    "/v2/product/sku/*",
    "/compare/products",
    "/v3/search",
    "/search/products",
    "/v2/sitesearch/*",
    "/v2/SiteSearch/*",
  ]) {
    api.use(path, catalogueAnswers);
  }
  // Before the product routes: /v2/product/search-url is a search call
  api.route(
    "/",
    searchRoutes(new SearchService(db, productData, catalogue, caches, deps.sessionSecret), limits),
  );
  api.route("/geo", geoRoutes(geo, new StoreMapService(localities, caches)));
  // ADR 087: drawn on their own thread, kept in DATA_DIR/tour-panoramas so that a restart draws nothing again
  const tourPanoramas =
    deps.tourPanoramas ??
    new TourPanoramaService({ dir: path.join(config.DATA_DIR, "tour-panoramas"), logger });
  api.route("/store", storeRoutes(stores, geo, users, tourPanoramas));
  api.route("/", productRoutes(new ProductService(db, reference, stores, settings, caches)));
  api.route("/catalogue", catalogueRoutes(catalogue));
  const delivery = new DeliveryService(db, productData, localities, settings, caches);
  api.route("/delivery", deliveryRoutes(delivery, new DeliveryAdminService(db, productData, users, caches)));
  const carts = new CartService(db, productData, localities, settings, mail, delivery, promotions, caches);
  const compare = new CompareService(db, productData, sessions, caches);
  api.route("/compare", compareRoutes(compare, settings));
  api.route("/cart", cartRoutes(carts, limits));
  const signer = new IdentityTokenSigner(
    config.IDENTITY_TOKEN_SECRET ?? identityKeyOf(deps.sessionSecret),
    config.IDENTITY_TOKEN_SECONDS,
  );
  const orders = new OrderService(db);
  const accounts = new AccountService(
    db,
    users,
    sessions,
    stores,
    carts,
    compare,
    mail,
    limits,
    orders,
    signer,
    {
      cmsUrl: config.WINNING_CMS_URL ?? null,
    },
  );
  const externalLogin = new ExternalLogin(db, sessions, config, deps.sessionSecret);
  // ADR 044, 046: staff projects, and their reminders (before /account: GET /api/account/reminders)
  const projects = new ProjectService(db, productData, stores, users);
  const projectReads = new ProjectFollowUpReadModel(db);
  const reminders = new ReminderService(db, projectReads, projects, stores, users, jobs);
  api.route("/account/reminders", accountReminderRoutes(reminders, users));
  api.route("/Reminders", reminderRoutes(reminders, users));
  // ADR 060: signing in with a mailed code, when the brand's OTPEnabled is on
  api.route(
    "/account/otp",
    otpRoutes(new OtpLogin(db, users, settings, mail, limits, accounts, deps.sessionSecret)),
  );
  api.route(
    "/account",
    accountRoutes(accounts, externalLogin, (c) =>
      writeOriginsFor(c.get("brandId"), config.PUBLIC_ORIGINS, config.BRAND, config.PORT),
    ),
  );
  // ADR 031: paying an order's balance later, from the account's invoice
  const originOf = (brand: BrandId) => publicOriginFor(brand, config.PUBLIC_ORIGINS, config.PORT);
  // The receipt of money towards a balance, online or at the desk (ADR 031, 038)
  const receipts = new BalanceReceipts(orders, settings, mail, originOf);
  const balance = new BalancePayments(db, orders, receipts, payments.card, cardKeys, logger);
  api.route("/account/order/invoiced", balancePaymentRoutes(balance));
  // ADR 093: a deposit's balance taken at the orders desk by Zip in store
  const inStoreBalances = payments.inStore
    ? new InStoreBalances(db, orders, payments.inStore, receipts, logger)
    : null;
  const stock = new StockService();
  const holds = new PaymentHolds(db, orders, stock, delivery, payments);
  const checkout = new CheckoutService(
    db,
    carts,
    orders,
    stock,
    users,
    stores,
    accounts,
    settings,
    mail,
    delivery,
    payments,
    cardKeys,
    holds,
    logger,
    balance,
    inStoreBalances,
    originOf,
  );
  api.route("/checkout", checkoutRoutes(checkout));
  api.route("/payment", paymentRoutes(checkout, webhookSecret));
  // ADR 043: a staff checkout's redirect payment handed to the customer's phone by a QR code
  const handOffs = handOffPlan(payments);
  api.route(
    "/payment-handoff",
    paymentHandOffRoutes(
      new PaymentHandOffs(db, orders, sessions, checkout, holds, handOffs, logger),
      handOffs,
      limits,
    ),
  );
  api.route("/jobs", jobsRoutes(jobs));
  // ADR 038: the orders desk, each provider's calls through the plan keyed by payment method
  api.route(
    "/orders-desk",
    ordersDeskRoutes(
      new OrdersDesk(db, orders, users, staffPaymentPlan(payments), inStoreBalances, receipts, logger),
    ),
  );
  // ADR 046: project attachments, in ATTACHMENTS_DIR (DATA_DIR/attachments unless set)
  const attachments = new ProjectAttachmentService(
    db,
    projectReads,
    projects,
    productData,
    new AttachmentStorage(config.ATTACHMENTS_DIR ?? path.join(config.DATA_DIR, "attachments")),
    config.ATTACHMENT_MAX_MB,
  );
  api.route("/v2/project/attachment", projectAttachmentRoutes(attachments, users));
  api.route("/v2/project/shared/attachment", sharedAttachmentRoutes(attachments));
  // ADR 044: staff projects and quotes; an order placed from a project's cart moves the project
  const quotes = new ProjectQuotes(db, projects, productData, stores, carts, orders);
  orders.onPlaced((tx, order) => quotes.orderPlaced(tx, order));
  const projectDeps = {
    projects,
    quotes,
    users,
    carts,
    publicOriginOf: originOf,
  };
  // ADR 049: the quote emailed to the customer with its PDF and share link, and its follow-up
  api.route(
    "/v2/project/email",
    projectEmailRoutes(
      new ProjectEmailService(projects, quotes, stores, reminders, mail, projectDeps.publicOriginOf),
      users,
    ),
  );
  api.route("/projects", projectRoutes(projectDeps));
  api.route("/v2/project", projectV2Routes(projectDeps));
  api.all("*", apiNotFound);

  app.route("/api", api);
  app.route("/media", mediaRoutes);
  // ADR 052: the brand's share card as PNG at the three open-graph sizes, rendered once each
  app.route("/share-image", shareImageRoutes(new ShareImageService()));
  app.route("/", sitemapXmlRoutes(catalogue, caches));
  // ADR 078: Apple's domain-association file on every brand origin, when the real Apple Pay is set up
  app.route("/", applePayDomainRoutes(config.APPLE_PAY_DOMAIN_ASSOCIATION));
  // ADR 014: the mailbox lists every mail sent, so it is never on in production unless asked for.
  const devMailbox =
    config.DEV_MAILBOX === "auto" ? config.NODE_ENV !== "production" : config.DEV_MAILBOX === "true";
  if (devMailbox) app.route("/dev/mailbox", devMailboxRoutes(mail));
  // ADR 026: the sandbox provider signs in whoever types an address: the dev mailbox's rule.
  if (identitySandboxMounted(config)) {
    const sandbox = new IdentitySandboxService(db, config, deps.sessionSecret);
    app.route(identitySandboxBase, identitySandboxRoutes(sandbox, config));
  }
  if (payments.cardSandbox) app.route(cardSandboxBase, cardSandboxRoutes(payments.cardSandbox));
  if (payments.zipSandbox) app.route(zipSandboxBase, zipSandboxRoutes(payments.zipSandbox));
  // ADR 036: Afterpay, Zip online and PayPal, each under its own base
  for (const sandbox of payments.redirectSandboxes)
    app.route(sandbox.profile.base, redirectSandboxRoutes(sandbox));
  if (payments.walletSandbox) app.route(walletSandboxBase, walletSandboxRoutes(payments.walletSandbox));
  assertRoutesDeclared(app);
  // After the check: page paths are React Router's, outside the API's route table.
  if (deps.pages)
    mountWeb(
      app,
      deps.pages,
      session,
      config,
      async (c) => Boolean(intercomAppIdOf(await settings.list(c.get("brandId")))),
      // The sandbox sheet is the store's own page; only the real wallets need Apple's and Google's (ADR 078)
      payments.walletSandbox ? [] : (payments.wallets?.wallets ?? []),
    );
  return app;
}
