import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "../product/product.tables.ts";
import { projectFolders, projects } from "../project/project.tables.ts";
import { users } from "../user/user.tables.ts";

/**
 * A file attached to a project (storefront s.3 "Attachment"; ADR 046): of the project itself, of one of
 * its folders, or of one of its products. The bytes live in ATTACHMENTS_DIR under `storage_key` (a
 * random name, never the uploader's); the row keeps what was checked: the type found in the content, the
 * size and the SHA-256.
 */
export const projectAttachments = pgTable(
  "project_attachments",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    folderId: integer("folder_id").references(() => projectFolders.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The uploader's file name, cleaned (no path, no control characters), for display and download. */
    fileName: text("file_name").notNull(),
    /** The media type its content was found to be (magic bytes), not what the browser said. */
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /** Where the bytes are, relative to ATTACHMENTS_DIR. */
    storageKey: text("storage_key").notNull(),
    uploadedByUserId: integer("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The uploader's name then, kept if the account goes. */
    uploadedByName: text("uploaded_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_attachments_project_idx").on(t.projectId, t.createdAt),
    uniqueIndex("project_attachments_storage_idx").on(t.storageKey),
    check("project_attachments_size_check", sql`${t.size} > 0`),
    check("project_attachments_name_check", sql`length(${t.fileName}) between 1 and 200`),
  ],
);
