import { projectEmailedSchema, projectEmailRequestSchema } from "@store/domain/project.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validJson } from "../../http/validate.ts";
import { projectActorOf } from "../project/project.service.ts";
import type { UserService } from "../user/user.service.ts";
import type { ProjectEmailService } from "./project-email.service.ts";

/** POST /api/v2/project/email (staff only, ADR 049): the quote to the project's customer, with its PDF. */
export function projectEmailRoutes(emails: ProjectEmailService, users: UserService) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { projectId } = await validJson(c, projectEmailRequestSchema);
    const actor = await projectActorOf(await c.var.viewer(), users);
    const sent = await emails.email(actor, projectId);
    c.header("cache-control", "no-store");
    return c.json(projectEmailedSchema.parse(sent));
  });
}
