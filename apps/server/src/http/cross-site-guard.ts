import type { BrandId } from "@store/domain/brands";
import { writeOriginsFor } from "@store/domain/public-origin";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Config } from "../config.ts";
import { AppError } from "./app-error.ts";

const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/** The message of a refused cross-site write, for the API's error body and the page's text alike. */
export const foreignOriginMessage =
  "This request came from another site. Changes to your cart, compare list or store can only be made from this store's own pages.";

/**
 * Why a write must be refused as cross-site, or null when it may pass: a browser names the page's origin
 * on every write, and only the brand's configured public origin (ADR 016) may write. A client that names
 * no origin (curl, a server) may pass, unless its browser says through Sec-Fetch-Site that the request
 * came from another site.
 */
function foreignWrite(
  c: Context<AppEnv>,
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">,
): boolean {
  if (reads.has(c.req.method)) return false;
  const origin = c.req.header("origin");
  if (origin === undefined) {
    const site = c.req.header("sec-fetch-site");
    return site === "cross-site" || site === "same-site";
  }
  const brand: BrandId = c.get("brandId");
  return !writeOriginsFor(brand, config.PUBLIC_ORIGINS, config.BRAND, config.PORT).includes(origin);
}

/**
 * The API calls a browser's own HTML form posts (the login prompt, storefront s.4): they take a form
 * body, but only with an Origin header naming one of the brand's origins (browsers always send it on a
 * form POST), so a login form on another site cannot sign a visitor in (ADR 025).
 */
const formPosts = new Set(["/api/account/login-redir"]);

/**
 * The API calls that take a multipart file upload (a project attachment, ADR 046): a form body a plain
 * HTML form could send, so, as for the form posts above, only with an Origin header naming one of the
 * brand's origins (browsers send it on every cross-origin and same-origin POST).
 */
const uploads = new Set(["/api/v2/project/attachment"]);

/**
 * A social provider's answer by cross-site form post (Apple, ADR 026): its handler changes nothing and
 * only redirects it to the same-site GET callback, where state, PKCE and the session are checked.
 */
const providerCallback = /^\/api\/account\/externallogin\/[a-z]+\/callback$/;

/**
 * The card issuer's 3-D Secure result, form-posted by the shopper's browser from the issuer's page
 * (ADR 029): it acts only on a result the card gateway verifies as signed by the acquirer.
 */
const cardReturn = "/api/checkout/card-return";

/**
 * Humm's callback, its server's form post of signed x_ fields (ADR 042): acted on only when the Humm
 * adapter verifies the signature, so it needs neither an origin nor a JSON body.
 */
const hummCallback = "/api/payment/webhook/humm";

/** Adyen's notifications, its server's JSON post (ADR 076): acted on only when their HMAC signatures hold. */
const adyenNotifications = "/api/payment/webhook/adyen";

/**
 * The API's guard against cross-site writes (ADR 016), beside the session cookie's SameSite=Lax: a write
 * from a foreign origin is 403, and a write with a body must say it is JSON (415), which a plain HTML
 * form or a 'simple' cross-site fetch cannot, except for the form posts above.
 */
export function apiWriteGuard(
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      c.req.method === "POST" &&
      (providerCallback.test(c.req.path) ||
        c.req.path === cardReturn ||
        c.req.path === hummCallback ||
        c.req.path === adyenNotifications)
    ) {
      await next();
      return;
    }
    if (foreignWrite(c, config)) throw new AppError("forbidden", foreignOriginMessage);
    if (c.req.method === "POST" && uploads.has(c.req.path) && isMultipart(c.req.header("content-type"))) {
      if (c.req.header("origin") === undefined) throw new AppError("forbidden", foreignOriginMessage);
      await next();
      return;
    }
    if (c.req.method === "POST" && formPosts.has(c.req.path) && isForm(c.req.header("content-type"))) {
      if (c.req.header("origin") === undefined) throw new AppError("forbidden", foreignOriginMessage);
      await next();
      return;
    }
    if (!reads.has(c.req.method) && hasBody(c) && !isJson(c.req.header("content-type"))) {
      throw new AppError(
        "unsupported_media_type",
        "Send the request body as JSON, with the header Content-Type: application/json.",
      );
    }
    await next();
  };
}

/** The same origin check for page routes that take a POST (React Router actions, such as 'Make this my store'). */
export function pageWriteGuard(
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (foreignWrite(c, config)) return c.text(foreignOriginMessage, 403);
    await next();
  };
}

function hasBody(c: Context<AppEnv>): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  if (c.req.header("transfer-encoding") !== undefined) return true;
  // Over HTTP/1.1 a request with neither header has no body (RFC 9112 6.3), though the Node adapter
  // still gives every POST or DELETE a body stream; an in-process request (app.request, with no Node
  // request behind it) carries its body without those headers.
  const fromNetwork = typeof c.env === "object" && c.env !== null && "incoming" in c.env;
  return !fromNetwork && c.req.raw.body !== null;
}

function isJson(contentType: string | undefined): boolean {
  const media = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(media);
}

function isForm(contentType: string | undefined): boolean {
  const media = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/x-www-form-urlencoded" || media === "multipart/form-data";
}

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}
