import { Readable } from "node:stream";
import { projectAttachmentSchema, shareIdQuerySchema } from "@store/domain/project.schema";
import {
  attachmentDeletedSchema,
  attachmentDeleteQuerySchema,
  attachmentIdParamSchema,
} from "@store/domain/project-attachment.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { parseOrThrow, validQuery } from "../../http/validate.ts";
import type { UserService } from "../user/user.service.ts";
import type {
  AttachmentActor,
  AttachmentDownload,
  ProjectAttachmentService,
} from "./project-attachment.service.ts";

/** The path of the upload: the one API write that takes a multipart body, larger than the API's 1 MB (ADR 046). */
export const attachmentUploadPath = "/api/v2/project/attachment";

async function actorOf(c: Context<AppEnv>, users: UserService): Promise<AttachmentActor> {
  const viewer = await c.var.viewer();
  if (viewer.userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  if (viewer.role !== "staff" && viewer.role !== "admin")
    throw new AppError("forbidden", "Your account is not allowed to do this");
  const name = (await users.namesOf([viewer.userId])).get(viewer.userId)?.name ?? "";
  return { userId: viewer.userId, role: viewer.role, name };
}

/** A stored file as a download: never shown in the page (attachment, nosniff), never kept by a cache. */
function sendFile(file: AttachmentDownload): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/**
 * /api/v2/project/attachment (storefront s.7 "Projects"; ADR 046): upload (multipart: `file`, `projectId`,
 * optional `folderId` or `productCode`), delete (`?projectId&id`) and download, for staff.
 */
export function projectAttachmentRoutes(service: ProjectAttachmentService, users: UserService) {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const actor = await actorOf(c, users);
      const attachment = await service.upload(actor, c.req.raw.body, c.req.header("content-type"));
      return c.json(projectAttachmentSchema.parse(attachment), 201);
    })
    .delete("/", async (c) => {
      const { projectId, id } = validQuery(c, attachmentDeleteQuerySchema);
      await service.remove(await actorOf(c, users), projectId, id);
      return c.json(attachmentDeletedSchema.parse({ id, deleted: true }));
    })
    .get("/:id", async (c) => {
      const { id } = parseOrThrow(attachmentIdParamSchema, c.req.param());
      return sendFile(await service.download(id));
    });
}

/** /api/v2/project/shared/attachment/{id}?shareId: a shared project's file, for whoever holds its live share id. */
export function sharedAttachmentRoutes(service: ProjectAttachmentService) {
  return new Hono<AppEnv>().get("/:id", async (c) => {
    const { id } = parseOrThrow(attachmentIdParamSchema, c.req.param());
    const { shareId } = validQuery(c, shareIdQuerySchema);
    return sendFile(await service.downloadShared(id, shareId));
  });
}
