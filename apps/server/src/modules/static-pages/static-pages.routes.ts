import { staticPageNameSchema } from "@store/domain/static-page.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { StaticPagesService } from "./static-pages.service.ts";

/** GET /api/Static/{name} */
export function staticPagesRoutes(service: StaticPagesService) {
  return new Hono<AppEnv>().get("/:name", async (c) => {
    const name = parseOrThrow(staticPageNameSchema, c.req.param("name"));
    return c.json(await service.get(c.get("brandId"), name));
  });
}
