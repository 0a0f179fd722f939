import { apiErrorSchema } from "@store/domain/api-error.schema";
import {
  reminderErrtext,
  reminderListQuerySchema,
  reminderListSchema,
  reminderProjectListSchema,
  reminderSaveSchema,
  reminderSchema,
  reminderStatsSchema,
  reminderStatusChangeSchema,
} from "@store/domain/reminder.schema";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/public-cache.ts";
import { validJson, validQuery } from "../../http/validate.ts";
import type { UserService } from "../user/user.service.ts";
import type { ReminderActor, ReminderService } from "./reminder.service.ts";

/** The staff member (or administrator) calling: the route table lets no one else in (route-access.ts). */
async function actorOf(c: Context<AppEnv>, users: UserService): Promise<ReminderActor> {
  const viewer = await c.var.viewer();
  if (viewer.userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  if (viewer.role !== "staff" && viewer.role !== "admin")
    throw new AppError("forbidden", "Your account is not allowed to do this");
  const name = (await users.namesOf([viewer.userId])).get(viewer.userId)?.name ?? "";
  return { userId: viewer.userId, role: viewer.role, name };
}

/**
 * Storefront s.8 "Reminder failures carry an errtext message from the server": mounted before the access
 * guard on the reminder paths, it adds `errtext` (the messages as one line) to every error answer of
 * theirs, 401 and 403 included, beside the API's own `code` and `errors` (ADR 002, 046).
 */
export const reminderErrtextAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body = apiErrorSchema.safeParse(
    await c.res
      .clone()
      .json()
      .catch(() => null),
  );
  if (!body.success) return;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify({ ...body.data, errtext: reminderErrtext(body.data.errors) }), {
    status: c.res.status,
    headers,
  });
};

/**
 * /api/Reminders (storefront s.7 "Reminders"; ADR 046): a project's reminders, a new one or a change
 * to one's date and note, the status moves, and for the caller's panels their counts (reminders/stats)
 * and the projects a new reminder may be for (reminders/create).
 */
export function reminderRoutes(service: ReminderService, users: UserService) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/", async (c) => {
      const { projectId } = validQuery(c, reminderListQuerySchema);
      return c.json(reminderListSchema.parse(await service.forProject(projectId)));
    })
    .post("/", async (c) => {
      const input = await validJson(c, reminderSaveSchema);
      const actor = await actorOf(c, users);
      if (input.id !== undefined)
        return c.json(reminderSchema.parse(await service.update(actor, { ...input, id: input.id })));
      if (input.projectId === undefined) throw new AppError("invalid", "projectId: Name the project");
      const created = await service.create(actor, { ...input, projectId: input.projectId });
      return c.json(reminderSchema.parse(created), 201);
    })
    .post("/status", async (c) => {
      const input = await validJson(c, reminderStatusChangeSchema);
      return c.json(reminderSchema.parse(await service.setStatus(await actorOf(c, users), input)));
    })
    .get("/projects", async (c) => {
      const actor = await actorOf(c, users);
      return c.json(reminderProjectListSchema.parse(await service.projectsFor(actor.userId)));
    })
    .get("/stats", async (c) => {
      const actor = await actorOf(c, users);
      return c.json(reminderStatsSchema.parse(await service.stats(actor.userId)));
    });
}

/** GET /api/account/reminders (storefront s.7 "Account"): the signed-in staff member's reminders. */
export function accountReminderRoutes(service: ReminderService, users: UserService) {
  return new Hono<AppEnv>().use(noStore).get("/", async (c) => {
    const actor = await actorOf(c, users);
    return c.json(reminderListSchema.parse(await service.mine(actor.userId)));
  });
}
