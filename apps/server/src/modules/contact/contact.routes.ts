import { contactMessageSchema } from "@store/domain/contact.schema";
import { contactLimits, tryAgainIn } from "@store/domain/rate-limits";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validJson } from "../../http/validate.ts";
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
