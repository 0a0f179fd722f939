import { type Access, accessDenial, strictestAccess } from "@store/domain/access";
import type { Hono, MiddlewareHandler } from "hono";
import { inspectRoutes } from "hono/dev";
import { matchedRoutes } from "hono/route";
import { findTargetHandler, isMiddleware } from "hono/utils/handler";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";

/**
 * Who may call a route. `options` names query parameters that ask for more: the route is open to
 * `access`, but a request that carries one of them (with any value but 'false') needs its role.
 */
export type RouteRule = Access | { access: Access; options: Record<string, Access> };

/**
 * Every endpoint of the app (method and Hono path, exactly as `app.routes` lists it) and who may call
 * it (ADR 018). The app refuses to start with an endpoint missing here, and the authorization matrix
 * test (route-access.test.ts) checks each entry for every role and keeps docs/authorization.md.
 */
export const routeAccess = {
  "GET /api/ping": "public",
  "GET /api/settings": "public",
  "PUT /api/settings/:name": "admin",
  // Every brand's rows of every setting, for the settings screen (ADR 086)
  "GET /api/settings/admin": "admin",
  // A shopper's message to the team (ADR 061), rate limited per visitor
  "POST /api/contact/message": "public",
  // The staff inbox of those messages: read them and mark them handled or open again (ADR 061)
  "GET /api/contact/inbox": "staff",
  "POST /api/contact/inbox/:id/handled": "staff",
  "POST /api/contact/inbox/:id/reopen": "staff",
  "GET /api/navbar": "public",
  "GET /api/navbar/cooking-demos/:storeUri": "public",
  "GET /api/cooking-demo/:uri": "public",
  "GET /api/Static/:name": "public",
  "GET /api/alertBanner": "public",
  "GET /api/promotion/sale": "public",
  "GET /api/promotion/list": "public",
  "GET /api/promotion/path/:path": "public",
  "GET /api/promotion/product/:sku{.+}": "public",
  "GET /api/locality/:query": "public",
  "GET /api/locality/:suburb/:state/:postcode": "public",
  "GET /api/v3/search": "public",
  "GET /api/search/products": "public",
  "GET /api/v2/product/search-url": "public",
  "GET /api/v2/sitesearch/search-url": "public",
  "GET /api/v2/sitesearch/:kind/:term{.+}": "public",
  "GET /api/v2/SiteSearch/:kind/:term{.+}": "public",
  "GET /api/analytics/product-load-event": "public",
  "POST /api/analytics/search": "public",
  // The shopper's browser reports a submitted search (ADR 069); rate limited like the other events.
  "GET /api/analytics/search": "public",
  // The zero-result search report: what shoppers typed is staff's business only.
  "GET /api/analytics/search-report": "staff",
  "GET /api/geo": "public",
  "POST /api/geo/setlocation": "public",
  "GET /api/geo/geocode": "public",
  "GET /api/geo/map-area": "public",
  "GET /api/store": "public",
  "POST /api/store/setstore": "public",
  // Stores and salespeople to assign (storefront s.3 "Store view").
  "GET /api/store/select-view": "staff",
  "GET /api/store/:id": "public",
  // A scene of a store's virtual tour as PNG (ADR 087): a picture any visitor's viewer loads
  "GET /api/store/:id/tour-panorama": "public",
  "GET /api/v2/product/slug/:slug": "public",
  "GET /api/v2/product/extended/id/:id": "public",
  "GET /api/v2/product/id/:id": "public",
  "GET /api/v2/product/sku/:sku{.+}": "public",
  "GET /api/pricehistory/get-price-history/:sku{.+}": "public",
  "GET /api/product/features/id/:id": "public",
  "GET /api/product/features/sku/:sku{.+}": "public",
  "GET /api/v2/product/specifications/id/:id": "public",
  "GET /api/v2/product/specifications/sku/:sku{.+}": "public",
  "GET /api/meta/product/:id": "public",
  "GET /api/v2/product/upselloptions/sku/:sku{.+}": "public",
  "GET /api/stock": "public",
  // What competitors charge is for staff matching a price, not for shoppers.
  "GET /api/product/competitor-prices": "staff",
  "GET /api/catalogue/listing": "public",
  "GET /api/catalogue/brands": "public",
  "GET /api/catalogue/brands/:uri": "public",
  "GET /api/catalogue/home": "public",
  "GET /api/catalogue/sitemap": "public",
  "GET /api/compare": "public",
  "POST /api/compare/product": "public",
  "DELETE /api/compare/product/:sku{.+}": "public",
  "GET /api/compare/products": "public",
  "GET /api/delivery/promise": "public",
  // The delivery settings (ADR 033): zones, closed and opened days, capacity, services and their record
  "GET /api/delivery/admin/zones": "staff",
  "PATCH /api/delivery/admin/zones/:id": "staff",
  "GET /api/delivery/admin/overrides": "staff",
  "POST /api/delivery/admin/overrides": "staff",
  "DELETE /api/delivery/admin/overrides/:id": "staff",
  "GET /api/delivery/admin/capacity": "staff",
  "PUT /api/delivery/admin/capacity/:zoneId/:day": "staff",
  "GET /api/delivery/admin/services": "staff",
  "PATCH /api/delivery/admin/services/:id": "staff",
  "GET /api/delivery/admin/changes": "staff",
  // Assigning delivery to Winning Services is a staff choice (checkout s.2 'shown only when permitted').
  "GET /api/cart": { access: "public", options: { winningDeliveryServiceOverride: "staff" } },
  "DELETE /api/cart": "public",
  "POST /api/cart/product": "public",
  "GET /api/cart/product/:code{.+}": "public",
  "DELETE /api/cart/product/:code{.+}": "public",
  "POST /api/cart/coupon": "public",
  "DELETE /api/cart/coupon/:id": "public",
  "POST /api/cart/email": "public",
  "POST /api/cart/restore": "public",
  // Accounts and identity (storefront s.7, ADR 025): the account's own calls need a signed-in account
  "GET /api/account": "customer",
  "PATCH /api/account": "customer",
  "GET /api/account/getprofile": "customer",
  "POST /api/account/updateprofile": "customer",
  // Reminders follow up staff's projects (storefront s.3 "Reminder")
  "GET /api/account/reminders": "staff",
  "GET /api/account/order/invoiced": "customer",
  "GET /api/account/order/invoiced/:id": "customer",
  // Paying an order's balance later (ADR 031): the customer's own orders only (another's is a 404)
  "GET /api/account/order/invoiced/:id/balance": "customer",
  "POST /api/account/order/invoiced/:id/balance": "customer",
  "GET /api/account/order/addresses": "customer",
  "POST /api/account/order/addresses/save": "customer",
  "DELETE /api/account/order/addresses/:id": "customer",
  // Signing in, out and up, and the mailed links: for anyone (the rate limits bound them)
  "POST /api/account/register": "public",
  "POST /api/account/login-redir": "public",
  "POST /api/account/relogin": "public",
  "POST /api/account/logout": "public",
  "POST /api/account/forgotpassword": "public",
  "POST /api/account/resetpassword": "public",
  "GET /api/account/confirmemail/:token": "public",
  "POST /api/account/resendconfirmemail": "public",
  // Signing in with a mailed code (ADR 060): 404 while the brand's OTPEnabled is off
  "POST /api/account/otp/request": "public",
  "POST /api/account/otp/verify": "public",
  // Social sign-in (ADR 026): which providers, to the provider and back
  "GET /api/account/providers": "public",
  "GET /api/account/externallogin/:provider": "public",
  "GET /api/account/externallogin/:provider/callback": "public",
  "POST /api/account/externallogin/:provider/callback": "public",
  // Checkout (checkout s.7, ADR 029): guests check out too; staff-only fields are refused in the service
  "GET /api/checkout": "public",
  "POST /api/checkout": "public",
  "POST /api/checkout/avail": "public",
  "POST /api/checkout/void": "public",
  "POST /api/checkout/card-return": "public",
  // Adyen may send the shopper back from 3-D Secure by GET (ADR 076)
  "GET /api/checkout/card-return": "public",
  // The shopper back from Afterpay, Zip, PayPal, Klarna or Humm (ADR 036, 042): the payment must be theirs
  // (404 otherwise); Humm's answer must carry its signature (401 otherwise)
  "POST /api/checkout/afterpayconfirmation": "public",
  "POST /api/checkout/zipconfirmation": "public",
  "POST /api/checkout/paypalconfirmation": "public",
  "POST /api/checkout/klarnaconfirmation": "public",
  "POST /api/checkout/hummconfirmation": "public",
  // Apple's merchant validation for whoever is offered Apple Pay (ADR 040): guests too
  "POST /api/checkout/applepay/validate": "public",
  "GET /api/checkout/order": "public",
  "POST /api/checkout/error-report": "public",
  "GET /api/payment/status": "public",
  // A provider's server calls it (ADR 039): no session, trusted only when its signature holds
  "POST /api/payment/webhook/:provider": "public",
  // Adyen's notifications (ADR 076): trusted only when each item's HMAC signature holds
  "POST /api/payment/webhook/adyen": "public",
  // The orders desk (ADR 038): orders, their payments, and capture, void and refund, for staff only
  "GET /api/orders-desk/orders": "staff",
  "GET /api/orders-desk/orders/:reference": "staff",
  "POST /api/orders-desk/payments/:id/capture": "staff",
  "POST /api/orders-desk/payments/:id/void": "staff",
  "POST /api/orders-desk/payments/:id/refund": "staff",
  "POST /api/orders-desk/orders/:reference/balance": "staff",
  "GET /api/orders-desk/payments/:id/status": "staff",
  "POST /api/orders-desk/payments/:id/cancel": "staff",
  // The QR hand-off (ADR 043): staff hand their checkout's payment to the customer's phone and withdraw
  // it; the phone reads the link (its token is the secret), goes on to the provider and comes back
  "POST /api/payment-handoff": "staff",
  "POST /api/payment-handoff/link": "public",
  "POST /api/payment-handoff/link/start": "public",
  "POST /api/payment-handoff/return/:provider": "public",
  "POST /api/payment-handoff/:id/withdraw": "staff",
  // Queues, counts and failures of the background jobs (ADR 020): the store's operations, not shoppers'.
  "GET /api/jobs/status": "staff",
  // Staff projects and quotes (storefront s.6, ADR 044): staff only, except the shared view, which anyone
  // holding a project's live share id may read
  "GET /api/v2/project/shared": "public",
  "GET /api/v2/project/navbar": "staff",
  "GET /api/v2/project/minimal": "staff",
  "GET /api/v2/project/changelogs": "staff",
  "GET /api/v2/project/kad/:search": "staff",
  "GET /api/v2/project/customer-project-count": "staff",
  "GET /api/v2/project/outline/:id": "staff",
  "POST /api/v2/project": "staff",
  "POST /api/v2/project/name": "staff",
  "POST /api/v2/project/details": "staff",
  "POST /api/v2/project/customer": "staff",
  "POST /api/v2/project/quote": "staff",
  "POST /api/v2/project/email": "staff",
  "POST /api/v2/project/folder": "staff",
  "POST /api/v2/project/duplicate-folder": "staff",
  "POST /api/v2/project/sort-folders": "staff",
  "POST /api/v2/project/duplicate": "staff",
  "POST /api/v2/project/product-transfer": "staff",
  "POST /api/v2/project/product-note": "staff",
  "DELETE /api/v2/project/product-note": "staff",
  "POST /api/v2/project/product-variation": "staff",
  "DELETE /api/v2/project/product-variation": "staff",
  "POST /api/v2/project/comment": "staff",
  "POST /api/v2/project/lock-price": "staff",
  "DELETE /api/v2/project/lock-price": "staff",
  "GET /api/v2/project/:id": "staff",
  "POST /api/projects/sort-products": "staff",
  "GET /api/projects/list-item": "staff",
  "GET /api/projects/product/:sku": "staff",
  "GET /api/projects/product/:sku/:projectId": "staff",
  "POST /api/projects/product": "staff",
  "DELETE /api/projects/product/:id/:sku": "staff",
  "POST /api/projects/cart": "staff",
  "POST /api/projects/admin-cart": "staff",
  "POST /api/projects/shared-project-status": "staff",
  "DELETE /api/projects/:id": "staff",
  // Project attachments (ADR 046): staff upload, delete and download; a shared project's files are read
  // by whoever holds its live share id, checked by the service
  "POST /api/v2/project/attachment": "staff",
  "DELETE /api/v2/project/attachment": "staff",
  "GET /api/v2/project/attachment/:id": "staff",
  "GET /api/v2/project/shared/attachment/:id": "public",
  // Reminders (storefront s.7 "Reminders", ADR 046): staff's own follow-ups of projects
  "GET /api/Reminders": "staff",
  "POST /api/Reminders": "staff",
  "POST /api/Reminders/status": "staff",
  "GET /api/Reminders/projects": "staff",
  "GET /api/Reminders/stats": "staff",
  // Unknown /api paths and media names answer a JSON 404.
  "ALL /api/*": "public",
  "GET /media/:kind/:name": "public",
  "GET /media/:kind/:group/:name": "public",
  "GET /share-image/:size{[0-9]+x[0-9]+[.]png}": "public",
  "ALL /media/*": "public",
  "GET /sitemap.xml": "public",
  "GET /.well-known/apple-developer-merchantid-domain-association": "public",
  "GET /sitemap-pages.xml": "public",
  "GET /:file{sitemap-products-[0-9]{1,4}\\.xml}": "public",
  // Mounted only outside production unless DEV_MAILBOX=true (ADR 014).
  "GET /dev/mailbox": "public",
  "GET /dev/mailbox/:id{[0-9]+}": "public",
  "GET /dev/mailbox/:id{[0-9]+}/attachments/:file{[0-9]+}": "public",
  // The sandbox identity provider (ADR 026): mounted only outside production unless IDENTITY_SANDBOX=true.
  "GET /sandbox/identity/.well-known/openid-configuration": "public",
  "GET /sandbox/identity/jwks": "public",
  "GET /sandbox/identity/authorize": "public",
  "POST /sandbox/identity/authorize": "public",
  "POST /sandbox/identity/token": "public",
  // The sandbox card acquirer (ADR 028): mounted only outside production unless PAYMENT_SANDBOX=true.
  "GET /sandbox/card": "public",
  "GET /sandbox/card/challenge/:pspReference": "public",
  "POST /sandbox/card/challenge/:pspReference": "public",
  // The sandbox Zip app (ADR 035): mounted with the card sandbox (PAYMENT_SANDBOX).
  "GET /sandbox/zip": "public",
  "GET /sandbox/zip/device": "public",
  "POST /sandbox/zip/device/:providerReference": "public",
  // The redirect sandboxes (ADR 036): mounted with the card sandbox (PAYMENT_SANDBOX).
  "GET /sandbox/afterpay": "public",
  "GET /sandbox/afterpay/checkout/:token": "public",
  "POST /sandbox/afterpay/checkout": "public",
  "POST /sandbox/afterpay/checkout/:token": "public",
  "GET /sandbox/zip-online": "public",
  "GET /sandbox/zip-online/checkout/:token": "public",
  "POST /sandbox/zip-online/checkout": "public",
  "POST /sandbox/zip-online/checkout/:token": "public",
  "GET /sandbox/zip-online/review": "public",
  "POST /sandbox/zip-online/review/:token": "public",
  "GET /sandbox/paypal": "public",
  "GET /sandbox/paypal/checkout/:token": "public",
  "POST /sandbox/paypal/checkout": "public",
  "POST /sandbox/paypal/checkout/:token": "public",
  // Klarna's hosted widget and Humm's page (ADR 042): mounted with the card sandbox (PAYMENT_SANDBOX).
  "GET /sandbox/klarna": "public",
  "GET /sandbox/klarna/checkout/:token": "public",
  "POST /sandbox/klarna/checkout": "public",
  "POST /sandbox/klarna/checkout/:token": "public",
  "GET /sandbox/humm": "public",
  "GET /sandbox/humm/checkout/:token": "public",
  "POST /sandbox/humm/checkout": "public",
  "POST /sandbox/humm/checkout/:token": "public",
  // The sandbox wallets (ADR 040): mounted with the card sandbox (PAYMENT_SANDBOX); the sheet's two calls.
  "GET /sandbox/wallet": "public",
  "GET /sandbox/wallet/cards": "public",
  "POST /sandbox/wallet/token": "public",
} as const satisfies Record<string, RouteRule>;

export type RouteKey = keyof typeof routeAccess;

/** The key of an endpoint in the table: 'GET /api/cart'. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}

function ruleOf(key: string): RouteRule | undefined {
  return Object.hasOwn(routeAccess, key) ? routeAccess[key as RouteKey] : undefined;
}

/** The endpoints of an app (its routes less middleware), as table keys in registration order. */
export function endpointsOf(app: Hono<AppEnv>): string[] {
  const keys = inspectRoutes(app)
    .filter((route) => !route.isMiddleware)
    .map((route) => routeKey(route.method, route.path));
  return [...new Set(keys)];
}

/** Throws at start-up when the app has an endpoint the table does not declare: no route is open by omission. */
export function assertRoutesDeclared(app: Hono<AppEnv>): void {
  const undeclared = endpointsOf(app).filter((key) => ruleOf(key) === undefined);
  if (undeclared.length)
    throw new Error(`Declare who may call ${undeclared.join(", ")} in apps/server/src/http/route-access.ts`);
}

/**
 * The one authorization check: finds the endpoint that will answer the request, reads its rule and
 * answers 401 (anonymous) or 403 (signed in with a lower role) before the handler runs. Mount it after
 * the session middleware; it asks the request's one viewer (http/request-context.ts), so the handler's
 * own question costs nothing more.
 */
export function routeAccessGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const endpoint = matchedRoutes(c)
      .slice(c.req.routeIndex + 1)
      .find((route) => !isMiddleware(findTargetHandler(route.handler)));
    const rule = endpoint ? ruleOf(routeKey(endpoint.method, endpoint.path)) : "public";
    if (rule === undefined) throw new Error(`No access rule for ${endpoint?.method} ${endpoint?.path}`);
    // A route's own access, raised by every option the query asks for ('false' asks for nothing)
    const asks = (name: string) => ![undefined, "", "false"].includes(c.req.query(name));
    const access: Access =
      typeof rule === "string"
        ? rule
        : strictestAccess([
            rule.access,
            ...Object.entries(rule.options)
              .filter(([name]) => asks(name))
              .map(([, role]) => role),
          ]);
    if (access !== "public") {
      const denial = accessDenial((await c.var.viewer()).role, access);
      if (denial === "unauthorized") throw new AppError("unauthorized", "Please sign in to do this");
      if (denial === "forbidden") throw new AppError("forbidden", "Your account is not allowed to do this");
    }
    await next();
  };
}
