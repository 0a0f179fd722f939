import {
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageIdSchema,
  contactMessageSchema,
} from "@store/domain/contact.schema";
import { contactLimits, tryAgainIn } from "@store/domain/rate-limits";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import { perVisitor, type RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { ContactService } from "./contact.service.ts";

/** POST /api/contact/message: a shopper's message to the team (ADR 061); 201 with its reference. */
export function contactRoutes(contact: ContactService, limits: RateLimitService) {
  return new Hono<AppEnv>().post("/message", async (c) => {
    const message = await validJson(c, contactMessageSchema);
    await limits.consume(
      perVisitor(
        c,
        contactLimits,
        (s) => `You have sent us several messages already. Please call us, or send another ${tryAgainIn(s)}.`,
      ),
    );
    const session = c.get("session");
    return c.json(await contact.send(c.get("brandId"), message, session.id), 201);
  });
}

/**
 * The staff inbox (ADR 061), under /api/contact/inbox: the messages newest first, and marking one
 * handled or open again, both idempotent. Staff and admins only (route-access.ts); never cached.
 */
export function contactInboxRoutes(contact: ContactService) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/", async (c) =>
      c.json(contactInboxPageSchema.parse(await contact.inbox(validQuery(c, contactInboxQuerySchema)))),
    )
    .post("/:id/handled", async (c) => {
      const id = parseOrThrow(contactMessageIdSchema, c.req.param("id"));
      const { userId } = await c.var.viewer();
      if (userId === null) throw new AppError("unauthorized", "Please sign in to do this");
      return c.json(await contact.markHandled(id, userId));
    })
    .post("/:id/reopen", async (c) => {
      const id = parseOrThrow(contactMessageIdSchema, c.req.param("id"));
      return c.json(await contact.reopen(id));
    });
}
