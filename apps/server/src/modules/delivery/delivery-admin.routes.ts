import {
  adminOverrideSchema,
  adminServiceSchema,
  adminServicesSchema,
  adminZoneSchema,
  capacityDaySchema,
  capacityParamSchema,
  capacityQuerySchema,
  capacitySetSchema,
  changesQuerySchema,
  deliveryChangeSchema,
  overrideAddSchema,
  overrideIdParamSchema,
  overridesQuerySchema,
  regionDaysSchema,
  serviceIdParamSchema,
  servicePatchSchema,
  zoneCapacitySchema,
  zoneIdParamSchema,
  zonePatchSchema,
} from "@store/domain/delivery-admin.schema";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { Actor, DeliveryAdminService } from "./delivery-admin.service.ts";

/** The signed-in staff member a change is recorded against (the route table lets only staff and admins in). */
async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const { userId } = await c.var.viewer();
  if (userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  return { userId };
}

/**
 * The delivery settings of the staff screen (ADR 033), under /api/delivery/admin: zones, days closed or
 * opened by hand, capacity per day and services; every change is recorded. Staff and admins only
 * (route-access.ts); nothing here is cached by anyone.
 */
export function deliveryAdminRoutes(admin: DeliveryAdminService) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/zones", async (c) => c.json(z.array(adminZoneSchema).parse(await admin.zones())))
    .patch("/zones/:id", async (c) => {
      const { id } = parseOrThrow(zoneIdParamSchema, c.req.param());
      const patch = await validJson(c, zonePatchSchema);
      return c.json(adminZoneSchema.parse(await admin.updateZone(id, patch, await actorOf(c))));
    })
    .get("/overrides", async (c) => {
      const query = validQuery(c, overridesQuerySchema);
      return c.json(regionDaysSchema.parse(await admin.regionDays(query.region, query.from, new Date())));
    })
    .post("/overrides", async (c) => {
      const input = await validJson(c, overrideAddSchema);
      const created = await admin.addOverride(input, await actorOf(c), new Date());
      return c.json(adminOverrideSchema.parse(created), 201);
    })
    .delete("/overrides/:id", async (c) => {
      const { id } = parseOrThrow(overrideIdParamSchema, c.req.param());
      return c.json(adminOverrideSchema.parse(await admin.removeOverride(id, await actorOf(c))));
    })
    .get("/capacity", async (c) => {
      const query = validQuery(c, capacityQuerySchema);
      const answer = await admin.capacity(query.zoneId, query.from, query.days, new Date());
      return c.json(zoneCapacitySchema.parse(answer));
    })
    .put("/capacity/:zoneId/:day", async (c) => {
      const { zoneId, day } = parseOrThrow(capacityParamSchema, c.req.param());
      const { slots } = await validJson(c, capacitySetSchema);
      const set = await admin.setCapacity(zoneId, day, slots, await actorOf(c), new Date());
      return c.json(capacityDaySchema.parse(set));
    })
    .get("/services", async (c) => c.json(adminServicesSchema.parse(await admin.services())))
    .patch("/services/:id", async (c) => {
      const { id } = parseOrThrow(serviceIdParamSchema, c.req.param());
      const patch = await validJson(c, servicePatchSchema);
      return c.json(adminServiceSchema.parse(await admin.updateService(id, patch, await actorOf(c))));
    })
    .get("/changes", async (c) => {
      const { limit } = validQuery(c, changesQuerySchema);
      return c.json(z.array(deliveryChangeSchema).parse(await admin.changes(limit)));
    });
}
