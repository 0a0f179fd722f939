import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { CookingDemoService } from "./cooking-demo.service.ts";

const uriSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/i, "A cooking demo address uses letters, digits and hyphens");

/** GET /api/cooking-demo/{uri}: the page of one demo (the spec shows the route, not the call). */
export function cookingDemoRoutes(service: CookingDemoService) {
  return new Hono<AppEnv>().get("/:uri", async (c) =>
    c.json(await service.get(parseOrThrow(uriSchema, c.req.param("uri")))),
  );
}
