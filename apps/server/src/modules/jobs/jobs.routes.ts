import { jobsStatusQuerySchema, jobsStatusSchema } from "@store/domain/jobs.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validQuery } from "../../http/validate.ts";
import type { JobsService } from "./jobs.service.ts";

/** GET /api/jobs/status (staff, ADR 020): queues, counts by state and recent failures. */
export function jobsRoutes(jobs: JobsService) {
  return new Hono<AppEnv>().get("/status", async (c) => {
    const query = validQuery(c, jobsStatusQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.json(jobsStatusSchema.parse(await jobs.status(query.failures)));
  });
}
