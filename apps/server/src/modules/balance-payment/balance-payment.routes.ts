import { idempotencyKeySchema, textSchema } from "@store/domain/input.schema";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import type { BalanceContext, BalancePayments } from "./balance-payment.service.ts";

// The account's invoice ids are order ids (the checkout's cart id); any other text is simply not found
const orderIdSchema = textSchema("The order id", 64).min(1, "The order id is missing");

async function contextOf(c: Context<AppEnv>): Promise<BalanceContext> {
  return { viewer: await c.var.viewer(), origin: c.get("publicOrigin") };
}

/**
 * Paying the balance of one of the customer's orders (ADR 031), under the account's invoice:
 * GET and POST /api/account/order/invoiced/{id}/balance. Signed-in customers only (route-access.ts).
 */
export function balancePaymentRoutes(balance: BalancePayments) {
  return new Hono<AppEnv>()
    .get("/:id/balance", async (c) => {
      const id = parseOrThrow(orderIdSchema, c.req.param("id"));
      return c.json(await balance.view(await contextOf(c), id));
    })
    .post("/:id/balance", async (c) => {
      const id = parseOrThrow(orderIdSchema, c.req.param("id"));
      const key = parseOrThrow(idempotencyKeySchema.optional(), c.req.header("idempotency-key"));
      const answer = await balance.pay(await contextOf(c), id, await jsonBody(c), key ?? null);
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    });
}
