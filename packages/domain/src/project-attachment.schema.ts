import { z } from "zod";
import { databaseIdSchema, textSchema } from "./input.schema.ts";

/** Request shapes of the attachment calls (storefront s.7 "Projects"; ADR 046). The answer is project.schema's `projectAttachmentSchema`. */

const projectIdSchema = databaseIdSchema("A project id is a whole number from 1 to 2147483647");

/**
 * POST /api/v2/project/attachment: the multipart form's fields beside the `file`: the project, and
 * optionally the folder or the product (productCode, its sku) the file belongs to.
 */
export const attachmentFieldsSchema = z.strictObject({
  projectId: projectIdSchema,
  folderId: databaseIdSchema("A folder id is a whole number from 1 to 2147483647").optional(),
  productCode: textSchema("productCode", 64).min(1, "productCode is a product's sku").optional(),
});
export type AttachmentFields = z.infer<typeof attachmentFieldsSchema>;

/** DELETE /api/v2/project/attachment?projectId&id */
export const attachmentDeleteQuerySchema = z.object({
  projectId: projectIdSchema,
  id: databaseIdSchema("An attachment id is a whole number from 1 to 2147483647"),
});

/** GET /api/v2/project/attachment/{id} and /shared/attachment/{id}?shareId */
export const attachmentIdParamSchema = z.object({
  id: databaseIdSchema("An attachment id is a whole number from 1 to 2147483647"),
});

/** The answer of a delete. */
export const attachmentDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
