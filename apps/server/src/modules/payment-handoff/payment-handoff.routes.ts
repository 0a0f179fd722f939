import { handOffProviderNamed } from "@store/domain/payment-handoff";
import {
  handOffCreateSchema,
  handOffIdSchema,
  handOffLinkRequestSchema,
  handOffWithdrawSchema,
} from "@store/domain/payment-handoff.schema";
import { handOffLimits, tryAgainIn } from "@store/domain/rate-limits";
import { redirectReturnSchemas } from "@store/domain/redirect-payment.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { parseOrThrow, validJson } from "../../http/validate.ts";
import type { HandOffPlan } from "../../payments/handoff-plan.ts";
import { perVisitor, type RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { HandOffContext, PaymentHandOffs } from "./payment-handoff.service.ts";

async function contextOf(c: Context<AppEnv>): Promise<HandOffContext> {
  return { viewer: await c.var.viewer(), session: c.get("session"), origin: c.get("publicOrigin") };
}

/**
 * The QR hand-off (ADR 043) under /api/payment-handoff: staff create and withdraw a hand-off
 * (route-access.ts: staff only); the customer's phone reads the link, starts it and comes back to it
 * (public: the link's token, or the phone's own session, is what it needs). Every call is a write and
 * counted per session and client IP; no answer is cached.
 */
export function paymentHandOffRoutes(handOffs: PaymentHandOffs, plan: HandOffPlan, limits: RateLimitService) {
  const limited = (c: Context<AppEnv>) =>
    limits.consume(
      perVisitor(
        c,
        handOffLimits,
        (s) => `Too many tries with payment links. Please try again ${tryAgainIn(s)}.`,
      ),
    );
  return new Hono<AppEnv>()
    .use(noStore)
    .post("/", async (c) => {
      const request = await validJson(c, handOffCreateSchema);
      await limited(c);
      return c.json(await handOffs.create(await contextOf(c), request));
    })
    .post("/link", async (c) => {
      const { token } = await validJson(c, handOffLinkRequestSchema);
      await limited(c);
      return c.json(await handOffs.link(c.get("session"), token));
    })
    .post("/link/start", async (c) => {
      const { token } = await validJson(c, handOffLinkRequestSchema);
      await limited(c);
      return c.json(await handOffs.start(c.get("session"), token));
    })
    .post("/return/:provider", async (c) => {
      const provider = handOffProviderNamed(c.req.param("provider"));
      if (!provider || !plan[provider]) throw new AppError("not_found", "No payment comes back from there.");
      // Query parameters, no body, read as the checkout's own confirmations read them (checkout s.7)
      const back = parseOrThrow(redirectReturnSchemas[provider], c.req.query());
      await limited(c);
      return c.json(await handOffs.returned(c.get("session"), provider, back));
    })
    .post("/:id/withdraw", async (c) => {
      const id = parseOrThrow(handOffIdSchema, c.req.param("id"));
      const request = await validJson(c, handOffWithdrawSchema);
      return c.json(await handOffs.withdraw(await contextOf(c), id, request));
    });
}
