import { brandForHost } from "@store/domain/brands";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { apiNotFound, handleError } from "./http/error-handler.ts";
import { requestLogger } from "./http/request-logger.ts";
import { alertBannerRoutes } from "./modules/alert-banner/alert-banner.routes.ts";
import { AlertBannerService } from "./modules/alert-banner/alert-banner.service.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { saleRoutes } from "./modules/sale/sale.routes.ts";
import { SaleService } from "./modules/sale/sale.service.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { SettingsService } from "./modules/settings/settings.service.ts";
import { staticPagesRoutes } from "./modules/static-pages/static-pages.routes.ts";
import { StaticPagesService } from "./modules/static-pages/static-pages.service.ts";

export interface AppDeps {
  db: Db;
  config: Pick<Config, "BRAND" | "BRAND_HOSTS" | "NODE_ENV">;
  logger: Logger;
}

/** The store's HTTP app: every module's routes under /api, generated media, and one error handler. */
export function createApp(deps: AppDeps) {
  const { db, config, logger } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.onError((error, c) => handleError(error, c, logger));
  app.use(async (c, next) => {
    c.set("brandId", brandForHost(c.req.header("host"), config.BRAND_HOSTS, config.BRAND));
    await next();
  });
  app.use(requestLogger(logger));
  app.use(
    secureHeaders({
      strictTransportSecurity: config.NODE_ENV === "production" ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  const api = new Hono<AppEnv>({ strict: false });
  api.use(bodyLimit({ maxSize: 1024 * 1024 }));
  api.get("/ping", (c) => c.json({ ok: true }));
  api.route("/settings", settingsRoutes(new SettingsService(db)));
  api.route("/Static", staticPagesRoutes(new StaticPagesService(db)));
  api.route("/alertBanner", alertBannerRoutes(new AlertBannerService(db)));
  api.route("/promotion", saleRoutes(new SaleService(db)));
  api.all("*", apiNotFound);

  app.route("/api", api);
  app.route("/media", mediaRoutes);
  return app;
}

export type StoreApp = ReturnType<typeof createApp>;
