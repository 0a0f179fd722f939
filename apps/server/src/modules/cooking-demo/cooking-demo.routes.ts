import { cookingDemoUriParamSchema } from "@store/domain/navbar.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { CookingDemoService } from "./cooking-demo.service.ts";

/** GET /api/cooking-demo/{uri}: the page of one demo (the spec shows the route, not the call). */
export function cookingDemoRoutes(service: CookingDemoService) {
  return new Hono<AppEnv>().get("/:uri", async (c) =>
    c.json(
      await service.get(parseOrThrow(cookingDemoUriParamSchema, c.req.param("uri")), c.var.brand.country),
    ),
  );
}
