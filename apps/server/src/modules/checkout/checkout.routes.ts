import {
  checkoutAvailSchema,
  checkoutVoidSchema,
  paymentStatusQuerySchema,
} from "@store/domain/checkout.schema";
import { idempotencyKeySchema } from "@store/domain/input.schema";
import { checkoutErrorReportSchema, orderQuerySchema } from "@store/domain/order.schema";
import { paymentWebhookSchema } from "@store/domain/payment-webhook.schema";
import type { RedirectProviderName } from "@store/domain/redirect-payment";
import { hummReturnSchema, redirectReturnSchemas } from "@store/domain/redirect-payment.schema";
import { applePayValidateSchema } from "@store/domain/wallet-payment.schema";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { jsonBody, parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import { verifyWebhook, webhookSignatureHeader } from "../../payments/webhook-signature.ts";
import type { CheckoutContext, CheckoutService } from "./checkout.service.ts";

/** The 3-D Secure post-back: a handful of short fields, nothing else. */
const postedSchema = z.record(z.string().max(100), z.string().max(20_000));

/** The 3-D Secure result, from the return's query and form alike, settled; the browser goes on with 303. */
async function cardReturn(c: Context<AppEnv>, checkout: CheckoutService, fields: Record<string, unknown>) {
  const posted = parseOrThrow(postedSchema, fields);
  const location = await checkout.cardReturn(posted, { origin: c.get("publicOrigin"), brand: c.var.brand });
  return c.redirect(location, 303);
}

async function contextOf(c: Context<AppEnv>): Promise<CheckoutContext> {
  return { viewer: await c.var.viewer(), session: c.get("session"), origin: c.get("publicOrigin") };
}

/** A shopper back from a redirect provider: its query parameters (no body) confirmed with the provider. */
async function confirmation(c: Context<AppEnv>, checkout: CheckoutService, provider: RedirectProviderName) {
  const back = validQuery(c, redirectReturnSchemas[provider]);
  const answer = await checkout.confirmRedirect(await contextOf(c), provider, back);
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/**
 * Checkout s.7: GET and POST /api/checkout, /avail, /void, the 3-D Secure /card-return, the redirect
 * providers' returns /afterpayconfirmation, /zipconfirmation, /paypalconfirmation, /klarnaconfirmation and
 * /hummconfirmation (query parameters, no body; ADR 036, 042), the order for the confirmation page and the
 * page's error reports (ADR 029).
 */
export function checkoutRoutes(checkout: CheckoutService) {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await checkout.view(await contextOf(c))))
      .post("/", async (c) => {
        const key = parseOrThrow(idempotencyKeySchema.optional(), c.req.header("idempotency-key"));
        const body = await jsonBody(c);
        if (typeof body !== "object" || body === null || Array.isArray(body))
          throw new AppError("invalid", "Send the checkout form as a JSON object.");
        const answer = await checkout.place(await contextOf(c), body as Record<string, unknown>, key ?? null);
        return c.json(answer.body, answer.status as ContentfulStatusCode);
      })
      .post("/avail", async (c) => {
        const request = await validJson(c, checkoutAvailSchema);
        return c.json(await checkout.availability(await contextOf(c), request));
      })
      .post("/void", async (c) => {
        const { cartId } = await validJson(c, checkoutVoidSchema);
        return c.json(await checkout.voidPayment(await contextOf(c), cartId));
      })
      .post("/applepay/validate", async (c) => {
        const { validationURL } = await validJson(c, applePayValidateSchema);
        return c.json(await checkout.validateApplePay(await contextOf(c), validationURL));
      })
      .post("/card-return", async (c) => {
        const form = await c.req.parseBody().catch(() => {
          throw new AppError("invalid", "The payment result could not be read.");
        });
        return cardReturn(c, checkout, {
          ...c.req.query(),
          ...Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string")),
        });
      })
      // Adyen sends the shopper back from 3-D Secure by GET as well as by POST (ADR 076)
      .get("/card-return", async (c) => cardReturn(c, checkout, c.req.query()))
      .post("/afterpayconfirmation", (c) => confirmation(c, checkout, "afterpay"))
      .post("/zipconfirmation", (c) => confirmation(c, checkout, "zip"))
      .post("/paypalconfirmation", (c) => confirmation(c, checkout, "paypal"))
      .post("/klarnaconfirmation", (c) => confirmation(c, checkout, "klarna"))
      .post("/hummconfirmation", (c) => confirmation(c, checkout, "humm"))
      .get("/order", async (c) => {
        const { id, token } = validQuery(c, orderQuerySchema);
        return c.json(await checkout.order(await contextOf(c), id, token));
      })
      .post("/error-report", async (c) => {
        const report = await validJson(c, checkoutErrorReportSchema);
        checkout.report(await contextOf(c), report);
        return c.json({ received: true });
      })
  );
}

/**
 * GET /api/payment/status?cartId&paymentReference&selectedPaymentOption (checkout s.7), and the
 * providers' webhooks at POST /api/payment/webhook/:provider (ADR 039): signed, else 401. Humm's is its
 * callback, form fields signed in the body with x_signature (ADR 042).
 */
export function paymentRoutes(checkout: CheckoutService, webhookSecret: Buffer) {
  return (
    new Hono<AppEnv>()
      .get("/status", async (c) => {
        const { cartId, paymentReference } = validQuery(c, paymentStatusQuerySchema);
        return c.json(await checkout.paymentStatus(await contextOf(c), cartId, paymentReference));
      })
      // Adyen's standard webhook (ADR 076): HMAC-signed items in a JSON body, acknowledged with [accepted]
      .post("/webhook/adyen", bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
        let json: unknown;
        try {
          json = JSON.parse(await c.req.text());
        } catch {
          throw new AppError("invalid", "The webhook's body is not JSON.");
        }
        await checkout.cardNotifications(json);
        return c.text("[accepted]");
      })
      .post("/webhook/:provider", bodyLimit({ maxSize: 8 * 1024 }), async (c) => {
        const provider = parseOrThrow(providerSchema, c.req.param("provider"));
        const body = await c.req.text();
        if (provider === "humm") {
          const answer = parseOrThrow(hummReturnSchema, Object.fromEntries(new URLSearchParams(body)));
          if (answer.cancelled) throw new AppError("invalid", "Humm's callback carries a signed result.");
          return c.json(await checkout.hummCallback(answer));
        }
        if (!verifyWebhook(webhookSecret, body, c.req.header(webhookSignatureHeader), new Date()))
          throw new AppError("unauthorized", "The webhook's signature is missing, wrong or too old.");
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw new AppError("invalid", "The webhook's body is not JSON.");
        }
        const event = parseOrThrow(paymentWebhookSchema, json);
        return c.json(await checkout.webhook(provider, event));
      })
  );
}

const providerSchema = z.string().regex(/^[a-z-]{2,30}$/, "Name a payment provider.");
