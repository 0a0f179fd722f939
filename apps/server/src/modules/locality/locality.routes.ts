import { localityLookupSchema, localityQuerySchema } from "@store/domain/locality.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { LocalityService } from "./locality.service.ts";

/** GET /api/locality/{query} and /api/locality/{suburb}/{state}/{postcode} */
export function localityRoutes(service: LocalityService) {
  return new Hono<AppEnv>()
    .get("/:query", async (c) => {
      const query = parseOrThrow(localityQuerySchema, c.req.param("query"));
      return c.json(await service.search(c.var.brand.country, query));
    })
    .get("/:suburb/:state/:postcode", async (c) => {
      const { suburb, state, postcode } = parseOrThrow(localityLookupSchema, c.req.param());
      return c.json(await service.lookup(c.var.brand.country, suburb, state, postcode));
    });
}
