import { brandForHost } from "@store/domain/brands";
import { hostsOfOrigins, publicOriginFor } from "@store/domain/public-origin";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { clientIpOf } from "./http/client-ip.ts";
import { apiWriteGuard } from "./http/cross-site-guard.ts";
import { apiNotFound, handleError } from "./http/error-handler.ts";
import { pricesShownToAll, publicFor } from "./http/public-cache.ts";
import { requestLogger } from "./http/request-logger.ts";
import { assertRoutesDeclared, routeAccessGuard } from "./http/route-access.ts";
import { alertBannerRoutes } from "./modules/alert-banner/alert-banner.routes.ts";
import { AlertBannerService } from "./modules/alert-banner/alert-banner.service.ts";
import { cartRoutes } from "./modules/cart/cart.routes.ts";
import { CartService } from "./modules/cart/cart.service.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { CatalogueService } from "./modules/catalogue/catalogue.service.ts";
import { sitemapXmlRoutes } from "./modules/catalogue/sitemap-xml.routes.ts";
import { compareRoutes } from "./modules/compare/compare.routes.ts";
import { CompareService } from "./modules/compare/compare.service.ts";
import { cookingDemoRoutes } from "./modules/cooking-demo/cooking-demo.routes.ts";
import { CookingDemoService } from "./modules/cooking-demo/cooking-demo.service.ts";
import { geoRoutes } from "./modules/geo/geo.routes.ts";
import { GeoService } from "./modules/geo/geo.service.ts";
import { storeRoutes } from "./modules/geo/store.routes.ts";
import { localityRoutes } from "./modules/locality/locality.routes.ts";
import { LocalityService } from "./modules/locality/locality.service.ts";
import { devMailboxRoutes } from "./modules/mail/mail.routes.ts";
import { createMailTransport, MailService } from "./modules/mail/mail.service.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { navbarRoutes } from "./modules/navbar/navbar.routes.ts";
import { NavbarService } from "./modules/navbar/navbar.service.ts";
import { CatalogueReference } from "./modules/product/catalogue-reference.ts";
import { ProductReadModel } from "./modules/product/product.read-model.ts";
import { productRoutes } from "./modules/product/product.routes.ts";
import { ProductService } from "./modules/product/product.service.ts";
import {
  databaseStore,
  RateLimitService,
  type RateLimitStore,
  redisStore,
} from "./modules/rate-limit/rate-limit.service.ts";
import { saleRoutes } from "./modules/sale/sale.routes.ts";
import { SaleService } from "./modules/sale/sale.service.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { SearchService } from "./modules/search/search.service.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { VisitorService } from "./modules/session/visitor.service.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { SettingsService } from "./modules/settings/settings.service.ts";
import { staticPagesRoutes } from "./modules/static-pages/static-pages.routes.ts";
import { StaticPagesService } from "./modules/static-pages/static-pages.service.ts";
import { StoreService } from "./modules/store/store.service.ts";
import { UserService } from "./modules/user/user.service.ts";

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
    | "SMTP_HOST"
    | "SMTP_PORT"
    | "SMTP_SECURE"
    | "SMTP_USER"
    | "SMTP_PASSWORD"
    | "MAIL_FROM"
    | "DEV_MAILBOX"
    | "REDIS_URL"
    | "TRUSTED_PROXY_HOPS"
  >;
  logger: Logger;
  /** Signs session cookies (see session-secret.ts). */
  sessionSecret: string;
  /** Where rate limits count; by default Redis with REDIS_URL, else the database (ADR 017). */
  rateLimitStore?: RateLimitStore;
}

/** The search and analytics calls (storefront s.7), all answered by SearchService. */
const searchPaths = ["/v3/search", "/search/*", "/v2/sitesearch/*", "/v2/SiteSearch/*", "/analytics/*"];

/** The store's HTTP app: every module's routes under /api, generated media, and one error handler. */
export function createApp(deps: AppDeps) {
  const { db, config, logger } = deps;
  const localities = new LocalityService(db);
  const stores = new StoreService(db);
  const sessions = new SessionService(db);
  const session = visitorSession(deps.sessionSecret, sessions);
  const users = new UserService(db, stores);
  const visitors = new VisitorService(users);
  const geo = new GeoService(localities, stores);
  const settings = new SettingsService(db);
  const staticPages = new StaticPagesService(db);
  const cookingDemos = new CookingDemoService(db, stores);
  const reference = new CatalogueReference(db);
  const answerTtlMs = config.CATALOGUE_CACHE_SECONDS * 1000;
  const productData = new ProductReadModel(db, reference);
  const catalogue = new CatalogueService(productData, stores, staticPages, answerTtlMs);
  const mail = new MailService(db, createMailTransport(config), config.MAIL_FROM);
  // ADR 017: one limiter for every module, counting where every process sees the counts
  const limits = new RateLimitService(
    deps.rateLimitStore ??
      (config.REDIS_URL ? redisStore(config.REDIS_URL, logger) : databaseStore(db, logger)),
    deps.sessionSecret,
  );
  const app = new Hono<AppEnv>({ strict: false });

  app.onError((error, c) => handleError(error, c, logger));
  // A configured public origin's host picks its brand too; links are built from the origin, not the host.
  const brandHosts = { ...hostsOfOrigins(config.PUBLIC_ORIGINS), ...config.BRAND_HOSTS };
  app.use(async (c, next) => {
    const brandId = brandForHost(c.req.header("host"), brandHosts, config.BRAND);
    c.set("brandId", brandId);
    c.set("publicOrigin", publicOriginFor(brandId, config.PUBLIC_ORIGINS, config.PORT));
    c.set("clientIp", clientIpOf(c, config.TRUSTED_PROXY_HOPS));
    await next();
  });
  app.use(requestLogger(logger));
  app.use(
    secureHeaders({
      strictTransportSecurity:
        config.NODE_ENV === "production" ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  const api = new Hono<AppEnv>({ strict: false });
  api.use(bodyLimit({ maxSize: 1024 * 1024 }));
  // Cross-site writes: a foreign Origin is 403, a body that is not JSON 415 (ADR 016).
  api.use(apiWriteGuard(config));
  api.get("/ping", (c) => c.json({ ok: true }));
  // Same for every visitor of a brand and tolerant of staleness (ADR 004): browsers and SSR keep them briefly.
  for (const path of ["/settings", "/navbar", "/alertBanner", "/promotion/*"]) api.use(path, publicFor(30));
  api.route("/settings", settingsRoutes(settings));
  api.route("/navbar", navbarRoutes(new NavbarService(productData, settings), cookingDemos));
  api.route("/cooking-demo", cookingDemoRoutes(cookingDemos));
  api.route("/Static", staticPagesRoutes(staticPages));
  api.route("/alertBanner", alertBannerRoutes(new AlertBannerService(db)));
  api.route("/promotion", saleRoutes(new SaleService(db)));
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
    ...searchPaths,
    "/cart",
    "/cart/*",
  ]) {
    api.use(path, session);
  }
  // Who may call each endpoint, from the one route table (ADR 018): 401/403 before any handler runs
  api.use(routeAccessGuard(visitors));
  // Catalogue answers, kept as long as the services keep them (ADR 011). After the session middleware,
  // so an answer that hands out a new session still ends up private.
  const catalogueAnswers = publicFor(config.CATALOGUE_CACHE_SECONDS, pricesShownToAll);
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
    searchRoutes(
      new SearchService(db, productData, catalogue, answerTtlMs, deps.sessionSecret),
      visitors,
      limits,
    ),
  );
  api.route("/geo", geoRoutes(geo));
  api.route("/store", storeRoutes(stores, geo, users));
  api.route("/", productRoutes(new ProductService(db, reference, stores, answerTtlMs), visitors));
  api.route("/catalogue", catalogueRoutes(catalogue, visitors));
  api.route("/compare", compareRoutes(new CompareService(db, productData, sessions, answerTtlMs), visitors));
  api.route(
    "/cart",
    cartRoutes(new CartService(db, productData, localities, settings, mail, answerTtlMs), visitors, limits),
  );
  api.all("*", apiNotFound);

  app.route("/api", api);
  app.route("/media", mediaRoutes);
  app.route("/", sitemapXmlRoutes(catalogue));
  // ADR 014: the mailbox lists every mail sent, so it is never on in production unless asked for.
  const devMailbox =
    config.DEV_MAILBOX === "auto" ? config.NODE_ENV !== "production" : config.DEV_MAILBOX === "true";
  if (devMailbox) app.route("/dev/mailbox", devMailboxRoutes(mail));
  assertRoutesDeclared(app);
  return app;
}

export type StoreApp = ReturnType<typeof createApp>;
