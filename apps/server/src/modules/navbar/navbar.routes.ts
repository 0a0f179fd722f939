import { storeUriParamSchema } from "@store/domain/store.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { CookingDemoService } from "../cooking-demo/cooking-demo.service.ts";
import type { NavbarService } from "./navbar.service.ts";

/** GET /api/navbar/ and GET /api/navbar/cooking-demos/{storeUri} */
export function navbarRoutes(navbar: NavbarService, demos: CookingDemoService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await navbar.get(c.get("brandId"))))
    .get("/cooking-demos/:storeUri", async (c) =>
      c.json(
        await demos.upcomingAt(
          parseOrThrow(storeUriParamSchema, c.req.param("storeUri")),
          c.var.brand.country,
        ),
      ),
    );
}
