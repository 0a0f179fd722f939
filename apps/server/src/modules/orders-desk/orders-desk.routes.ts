import { idempotencyKeySchema } from "@store/domain/input.schema";
import type { DeskActionKind } from "@store/domain/orders-desk";
import {
  deskBalanceAnswerSchema,
  deskBalanceSchema,
  deskCaptureSchema,
  deskOrderPageSchema,
  deskOrderSchema,
  deskOrdersQuerySchema,
  deskPaymentIdSchema,
  deskPaymentWaitSchema,
  deskReferenceSchema,
  deskRefundSchema,
  deskVoidSchema,
} from "@store/domain/orders-desk.schema";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { DeskActor, OrdersDesk } from "./orders-desk.service.ts";

/** The signed-in staff member an action is recorded against (the route table lets only staff and admins in). */
async function actorOf(c: Context<AppEnv>): Promise<DeskActor> {
  const { userId } = await c.var.viewer();
  if (userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  return { userId };
}

/** The action's Idempotency-Key header: required, so a retry can never act twice. */
function keyOf(c: Context<AppEnv>): string {
  const header = c.req.header("idempotency-key");
  if (header === undefined)
    throw new AppError(
      "invalid",
      "An Idempotency-Key header is required: send the same key again to retry this action.",
    );
  return parseOrThrow(idempotencyKeySchema, header);
}

const bodies: Record<DeskActionKind, z.ZodType<{ amount?: number | undefined }>> = {
  capture: deskCaptureSchema,
  refund: deskRefundSchema,
  void: deskVoidSchema,
};

/**
 * The orders desk (ADR 038), under /api/orders-desk: orders with their payment status, one order's
 * attempts and record, and capture, void and refund of an attempt, each with an Idempotency-Key; a
 * balance taken in store, and the wait for a Zip in store one (ADR 093).
 * Staff and admins only (route-access.ts); nothing here is cached by anyone.
 */
export function ordersDeskRoutes(desk: OrdersDesk) {
  const action = (kind: DeskActionKind) => async (c: Context<AppEnv>) => {
    const paymentId = parseOrThrow(deskPaymentIdSchema, c.req.param("id"));
    const input = await validJson(c, bodies[kind]);
    const key = keyOf(c);
    const reply = await desk.act(kind, paymentId, input, key, await actorOf(c));
    return c.json(reply.body, reply.status);
  };
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/orders", async (c) =>
      c.json(deskOrderPageSchema.parse(await desk.list(validQuery(c, deskOrdersQuerySchema)))),
    )
    .get("/orders/:reference", async (c) => {
      const reference = parseOrThrow(deskReferenceSchema, c.req.param("reference"));
      return c.json(deskOrderSchema.parse(await desk.order(reference)));
    })
    .post("/payments/:id/capture", action("capture"))
    .post("/payments/:id/void", action("void"))
    .post("/payments/:id/refund", action("refund"))
    .post("/orders/:reference/balance", async (c) => {
      const reference = parseOrThrow(deskReferenceSchema, c.req.param("reference"));
      const input = await validJson(c, deskBalanceSchema);
      const answer = await desk.takeBalance(reference, input, keyOf(c), await actorOf(c));
      return c.json(deskBalanceAnswerSchema.parse(answer));
    })
    .get("/payments/:id/status", async (c) => {
      const paymentId = parseOrThrow(deskPaymentIdSchema, c.req.param("id"));
      return c.json(deskPaymentWaitSchema.parse(await desk.paymentWait(paymentId)));
    })
    .post("/payments/:id/cancel", async (c) => {
      const paymentId = parseOrThrow(deskPaymentIdSchema, c.req.param("id"));
      return c.json(deskPaymentWaitSchema.parse(await desk.cancelWait(paymentId, await actorOf(c))));
    });
}
