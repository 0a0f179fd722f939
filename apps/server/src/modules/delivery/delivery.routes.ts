import { deliveryPromiseQuerySchema } from "@store/domain/delivery.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validQuery } from "../../http/validate.ts";
import type { DeliveryService } from "./delivery.service.ts";
import { deliveryAdminRoutes } from "./delivery-admin.routes.ts";
import type { DeliveryAdminService } from "./delivery-admin.service.ts";

/**
 * GET /api/delivery/promise?sku=: 'Delivered to {postcode} from {date}' at the visitor's chosen locality;
 * /api/delivery/admin/...: the staff settings (ADR 033).
 */
export function deliveryRoutes(delivery: DeliveryService, admin: DeliveryAdminService) {
  return new Hono<AppEnv>().route("/admin", deliveryAdminRoutes(admin)).get("/promise", async (c) => {
    const { sku } = validQuery(c, deliveryPromiseQuerySchema);
    const viewer = await c.var.viewer();
    c.header("cache-control", "private, no-store");
    return c.json(
      await delivery.promise({ brand: c.var.brand, localityId: viewer.localityId, sku, now: new Date() }),
    );
  });
}
