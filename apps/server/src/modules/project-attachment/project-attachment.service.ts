import type { Readable } from "node:stream";
import type { ProjectAttachment } from "@store/domain/project.schema";
import {
  attachmentTooLargeMessage,
  attachmentTypeProblem,
  attachmentTypes,
  cleanAttachmentName,
} from "@store/domain/project-attachment";
import { attachmentFieldsSchema } from "@store/domain/project-attachment.schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { ProjectFollowUpReadModel } from "../project/project-follow-up.read-model.ts";
import type { ProjectRecorder, ReminderActor } from "../reminder/reminder.service.ts";
import type { AttachmentStorage } from "./attachment-storage.ts";
import { receiveMultipart } from "./multipart-upload.ts";
import { projectAttachments } from "./project-attachment.tables.ts";

type AttachmentRow = typeof projectAttachments.$inferSelect;

/** The staff member an attachment call acts as. */
export type AttachmentActor = ReminderActor;

/** A file to send back: its bytes as a stream and how to name it. */
export interface AttachmentDownload {
  stream: Readable;
  size: number;
  fileName: string;
  contentType: string;
}

const notFound = () => new AppError("not_found", "We couldn't find that attachment.");

/** Where a stored attachment is downloaded: staff's address, or the shared view's with its share id. */
export function attachmentUrl(id: number, shareId: string | null): string {
  return shareId
    ? `/api/v2/project/shared/attachment/${id}?shareId=${encodeURIComponent(shareId)}`
    : `/api/v2/project/attachment/${id}`;
}

/**
 * Project attachments (storefront s.3 "Attachment", s.7; ADR 046): uploads streamed to ATTACHMENTS_DIR,
 * size-limited on the way, typed by their content (file-type's magic bytes), recorded on the project;
 * deleting removes the file; staff and holders of a live share id download them.
 */
export class ProjectAttachmentService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectFollowUpReadModel,
    private readonly recorder: ProjectRecorder,
    private readonly products: ProductReadModel,
    private readonly storage: AttachmentStorage,
    private readonly maxMb: number,
  ) {}

  private answer(row: AttachmentRow, skus: Map<number, string>, shareId: string | null): ProjectAttachment {
    return {
      id: row.id,
      productCode: row.productId ? (skus.get(row.productId) ?? null) : null,
      folderId: row.folderId,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      url: attachmentUrl(row.id, shareId),
      uploadedAt: row.createdAt.toISOString(),
      uploadedBy: row.uploadedByName,
    };
  }

  private async answers(rows: AttachmentRow[], shareId: string | null): Promise<ProjectAttachment[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
    const keys = await Promise.all(ids.map((id) => this.products.keyOf(id)));
    const skus = new Map(keys.flatMap((k) => (k ? [[k.id, k.sku] as const] : [])));
    return rows.map((row) => this.answer(row, skus, shareId));
  }

  /** A project's attachments, oldest first, with the addresses staff (or, with its share id, anyone) download them at. */
  async forProject(projectId: number, shareId: string | null = null): Promise<ProjectAttachment[]> {
    const rows = await this.db
      .select()
      .from(projectAttachments)
      .where(eq(projectAttachments.projectId, projectId))
      .orderBy(asc(projectAttachments.createdAt), asc(projectAttachments.id));
    return this.answers(rows, shareId);
  }

  /**
   * POST /api/v2/project/attachment: reads the multipart body as it arrives, the file to disk. Refused:
   * no file (400), over ATTACHMENT_MAX_MB (413), a type not taken by its content (400), bad fields (400),
   * no such project (404) or folder or product (400). The row and the project's record are written in
   * one transaction; a refused or failed upload leaves no file behind.
   */
  async upload(
    actor: AttachmentActor,
    body: ReadableStream<Uint8Array> | null,
    contentType: string | undefined,
  ): Promise<ProjectAttachment> {
    const maxBytes = this.maxMb * 1024 * 1024;
    const { fields, file } = await receiveMultipart(body, contentType, this.storage, maxBytes);
    let kept: string | null = null;
    try {
      if (!file) throw new AppError("invalid", "file: Choose a file to attach");
      if (file.tooLarge) throw new AppError("payload_too_large", attachmentTooLargeMessage(this.maxMb));
      if (file.size === 0) throw new AppError("invalid", "file: The file is empty");
      const input = parseOrThrow(attachmentFieldsSchema, fields);
      const project = await this.projects.summary(input.projectId);
      if (!project) throw new AppError("not_found", "We couldn't find that project.");
      const folderTitle = input.folderId ? await this.projects.folderTitle(project.id, input.folderId) : null;
      if (input.folderId && folderTitle === null)
        throw new AppError("invalid", "folderId: That folder is not one of this project's");
      const [product] = input.productCode ? await this.products.idsOfSkus([input.productCode]) : [];
      if (input.productCode && !product)
        throw new AppError("invalid", "productCode: No product has that sku");
      const found = await fileTypeFromBuffer(file.head);
      const detected = found?.ext ?? null;
      const problem = attachmentTypeProblem(detected);
      if (problem || !found) throw new AppError("invalid", problem ?? "file: unknown type");
      const mime = found.mime;
      const fileName = cleanAttachmentName(file.fileName, found.ext);
      kept = await this.storage.keep(file, project.id, found.ext);
      const storageKey = kept;
      const row = await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [inserted] = await tx
          .insert(projectAttachments)
          .values({
            projectId: project.id,
            folderId: input.folderId ?? null,
            productId: product?.id ?? null,
            fileName,
            contentType: mime,
            size: file.size,
            sha256: file.sha256,
            storageKey,
            uploadedByUserId: actor.userId,
            uploadedByName: actor.name,
          })
          .returning();
        if (!inserted) throw new Error("the attachment insert returned no row");
        const place = product ? ` for ${input.productCode}` : folderTitle ? ` in '${folderTitle}'` : "";
        await this.recorder.record(tx, project.id, actor, [
          {
            kind: "attachment_added",
            message: `Attached ${fileName} (${attachmentTypes[found.ext]}, ${Math.max(1, Math.round(file.size / 1024))} KB)${place}`,
          },
        ]);
        return inserted;
      });
      const [answer] = await this.answers([row], null);
      if (!answer) throw notFound();
      return answer;
    } catch (error) {
      if (file) await this.storage.remove(kept ?? file);
      throw error;
    }
  }

  /**
   * DELETE /api/v2/project/attachment?projectId&id: removes the attachment of that project (404 when the
   * project has none of that id), its file, and records it.
   */
  async remove(actor: AttachmentActor, projectId: number, id: number): Promise<void> {
    const removed = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .delete(projectAttachments)
        .where(and(eq(projectAttachments.id, id), eq(projectAttachments.projectId, projectId)))
        .returning();
      if (!row) throw notFound();
      await this.recorder.record(tx, projectId, actor, [
        { kind: "attachment_deleted", message: `Removed the attachment ${row.fileName}` },
      ]);
      return row;
    });
    // After the commit: a failed delete of the row never loses the file
    await this.storage.remove(removed.storageKey);
  }

  /** GET /api/v2/project/attachment/{id}: the file, for staff. */
  async download(id: number): Promise<AttachmentDownload> {
    const [row] = await this.db
      .select()
      .from(projectAttachments)
      .where(eq(projectAttachments.id, id))
      .limit(1);
    if (!row) throw notFound();
    return this.fileOf(row);
  }

  /** GET /api/v2/project/shared/attachment/{id}?shareId: the file, for whoever holds the project's live share id. */
  async downloadShared(id: number, shareId: string): Promise<AttachmentDownload> {
    const projectId = await this.projects.sharedProjectId(shareId);
    if (projectId === null)
      throw new AppError("not_found", "This share link is not valid or has been turned off.");
    const [row] = await this.db
      .select()
      .from(projectAttachments)
      .where(and(eq(projectAttachments.id, id), inArray(projectAttachments.projectId, [projectId])))
      .limit(1);
    if (!row) throw notFound();
    return this.fileOf(row);
  }

  private async fileOf(row: AttachmentRow): Promise<AttachmentDownload> {
    const file = await this.storage.open(row.storageKey);
    if (!file)
      throw new AppError("not_found", "The file of this attachment is missing from the store's files.");
    return { stream: file.stream, size: file.size, fileName: row.fileName, contentType: row.contentType };
  }
}
