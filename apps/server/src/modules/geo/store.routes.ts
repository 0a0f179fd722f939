import { setStoreSchema, storeIdParamSchema, storeListQuerySchema } from "@store/domain/store.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";
import type { GeoService } from "./geo.service.ts";

/**
 * The store calls, in the geo module because they answer from the visitor's location (ADR 023):
 * GET /api/store (nearest first once a location is chosen), GET /api/store/{id}, POST /api/store/setstore, GET /api/store/select-view (staff)
 */
export function storeRoutes(stores: StoreService, geo: GeoService, users: UserService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const filters = validQuery(c, storeListQuerySchema);
      const country = c.var.brand.country;
      const near = await geo.visitorPoint(country, c.get("session"));
      return c.json(await stores.list(country, { ...filters, near }));
    })
    .post("/setstore", async (c) => {
      const { storeId } = await validJson(c, setStoreSchema);
      return c.json(await geo.setStore(c.var.brand.country, c.get("session"), storeId));
    })
    .get("/select-view", async (c) => c.json(await users.selectView(c.var.brand.country)))
    .get("/:id", async (c) => {
      const id = parseOrThrow(storeIdParamSchema, c.req.param("id"));
      const country = c.var.brand.country;
      return c.json(await stores.get(country, id, await geo.visitorPoint(country, c.get("session"))));
    });
}
