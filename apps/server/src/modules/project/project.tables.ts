import {
  conversionOutcomes,
  maxProjectLineQuantity,
  projectChangeKinds,
  projectStatuses,
  referrerKinds,
} from "@store/domain/project-constants";
import { relations, sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { brandId } from "../../payments/payments.tables.ts";
import { orders } from "../order/order.tables.ts";
import { products } from "../product/product.tables.ts";
import { stores } from "../store/store.tables.ts";
import { users } from "../user/user.tables.ts";

export const projectStatus = pgEnum("project_status", projectStatuses);
export const referrerKind = pgEnum("referrer_kind", referrerKinds);
export const projectChangeKind = pgEnum("project_change_kind", projectChangeKinds);
export const conversionOutcome = pgEnum("conversion_outcome", conversionOutcomes);

/**
 * The project's details beside the searched customer columns (storefront s.3 quoteData): where and what
 * the project is, and who referred it. The referrer's fields are kept as typed (a referrer not in the
 * seeded list is typed by hand); `projects.referrer_id` links one chosen from the list.
 */
export interface ProjectDetailsRow {
  projectAddress: string;
  suburb: string;
  postCode: string;
  state: string;
  projectGoal: string;
  projectStart: string;
  interests: string[];
  comments: string;
  showCulinaryBookings: boolean;
  referrerCode: string;
  referrerName: string;
  referrerBusinessName: string;
  referrerPhone: string;
  referrerContact: string;
}

/** Builders and designers who refer customers (seeded; searched by `GET /api/v2/project/kad/{search}`). */
export const projectReferrers = pgTable(
  "project_referrers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: referrerKind("kind").notNull(),
    /** The contact person. */
    name: text("name").notNull(),
    businessName: text("business_name").notNull(),
    phone: text("phone").notNull(),
    /** The contact's email. */
    contact: text("contact").notNull(),
  },
  (t) => [uniqueIndex("project_referrers_code_idx").on(t.code)],
);

/**
 * A staff member's project for a customer (storefront s.3 "Project"). `version` rises with every write:
 * writes lock the row (`for update`) and a client that sends the version it read is refused with 409 if
 * someone wrote in between, so two staff never lose an update (ADR 044).
 */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    /** What staff and the customer quote: 'PRJ-000042'. */
    ref: text("ref").notNull().generatedAlwaysAs(sql`'PRJ-' || lpad(id::text, 6, '0')`),
    name: text("name").notNull(),
    /** The brand it was made under: its share link and mail use that brand's origin. */
    brand: brandId("brand").notNull(),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: projectStatus("status").notNull().default("Open"),
    // The customer (quoteData's searched fields; emails lower-case, phones digits only)
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    customerEmail: text("customer_email").notNull().default(""),
    customerEmailSecondary: text("customer_email_secondary").notNull().default(""),
    contactNumber: text("contact_number").notNull().default(""),
    customerNumberSecondary: text("customer_number_secondary").notNull().default(""),
    details: jsonb("details").$type<ProjectDetailsRow>().notNull(),
    referrerId: integer("referrer_id").references(() => projectReferrers.id, { onDelete: "set null" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    /** The salesperson the project is credited to (a staff account with a salesperson code). */
    salespersonUserId: integer("salesperson_user_id").references(() => users.id, { onDelete: "set null" }),
    /** A saved quote exists (storefront s.4: a successful quote save sets it). */
    quoted: boolean("quoted").notNull().default(false),
    /** The version the next quote save writes (1 before any). */
    nextQuoteVersion: integer("next_quote_version").notNull().default(1),
    /** The share link's id (long, random); null when not shared. Revoking clears it for good. */
    shareId: text("share_id"),
    projectEmailed: boolean("project_emailed").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("projects_ref_idx").on(t.ref),
    uniqueIndex("projects_share_idx").on(t.shareId),
    // The paged list and the navbar: a staff member's projects, last changed first
    index("projects_owner_updated_idx").on(t.ownerUserId, t.updatedAt.desc(), t.id.desc()),
    index("projects_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    // The customer project count (storefront s.7): each of the four ways to know a customer
    index("projects_email_idx").on(t.customerEmail).where(sql`${t.customerEmail} <> ''`),
    index("projects_email2_idx").on(t.customerEmailSecondary).where(sql`${t.customerEmailSecondary} <> ''`),
    index("projects_phone_idx").on(t.contactNumber).where(sql`${t.contactNumber} <> ''`),
    index("projects_phone2_idx").on(t.customerNumberSecondary).where(sql`${t.customerNumberSecondary} <> ''`),
    check(
      "projects_emails_lower_check",
      sql`${t.customerEmail} = lower(${t.customerEmail}) and ${t.customerEmailSecondary} = lower(${t.customerEmailSecondary})`,
    ),
    check(
      "projects_phones_digits_check",
      sql`${t.contactNumber} ~ '^[0-9]*$' and ${t.customerNumberSecondary} ~ '^[0-9]*$'`,
    ),
    check("projects_name_check", sql`length(${t.name}) between 1 and 120`),
    check("projects_quote_version_check", sql`${t.nextQuoteVersion} >= 1`),
    check("projects_share_id_check", sql`${t.shareId} is null or length(${t.shareId}) >= 40`),
  ],
);

/** A folder of products within a project (a room, a stage); the project's own 'cart' has no folder. */
/**
 * How many projects each staff member owns, kept by the `project_owner_counts` trigger on `projects`
 * (migration 0037, ADR 079) in the statement that adds or removes one, so the paged list reads its counts
 * from a row per owner instead of scanning every project.
 */
export const projectOwnerCounts = pgTable(
  "project_owner_counts",
  {
    ownerUserId: integer("owner_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    projects: integer("projects").notNull().default(0),
  },
  (t) => [check("project_owner_counts_projects_check", sql`${t.projects} >= 0`)],
);

export const projectFolders = pgTable(
  "project_folders",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_folders_project_idx").on(t.projectId, t.sortOrder),
    check("project_folders_title_check", sql`length(${t.title}) between 1 and 120`),
  ],
);

/**
 * A product in a project: in its cart (no folder) or in a folder, once per place (adding it again raises
 * the quantity). `price_override` is the staff's price for it (cents); null sells at the catalogue's.
 */
export const projectLines = pgTable(
  "project_lines",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    folderId: integer("folder_id").references(() => projectFolders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    priceOverride: integer("price_override"),
    competitorPrice: integer("competitor_price"),
    competitorUrl: text("competitor_url"),
    warrantyId: text("warranty_id"),
    installId: text("install_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_lines_place_idx").on(t.projectId, sql`coalesce(${t.folderId}, 0)`, t.productId),
    index("project_lines_folder_idx").on(t.folderId),
    index("project_lines_product_idx").on(t.productId),
    check(
      "project_lines_quantity_check",
      sql`${t.quantity} between 1 and ${sql.raw(String(maxProjectLineQuantity))}`,
    ),
    check(
      "project_lines_money_check",
      sql`(${t.priceOverride} is null or ${t.priceOverride} >= 0) and (${t.competitorPrice} is null or ${t.competitorPrice} >= 0)`,
    ),
  ],
);

/** Another product offered instead of one in the project (storefront s.3 "Product variation"). */
export const projectVariations = pgTable(
  "project_variations",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The project's product it varies (productCode). */
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The product offered instead (variationSku). */
    variationProductId: integer("variation_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    comments: text("comments").notNull().default(""),
    rrpOverride: integer("rrp_override"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_variations_project_idx").on(t.projectId),
    check("project_variations_rrp_check", sql`${t.rrpOverride} is null or ${t.rrpOverride} >= 0`),
  ],
);

/** Staff's note on one product of a project (storefront s.3 "Product note"). */
export const projectNotes = pgTable(
  "project_notes",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    notes: text("notes").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The writer's name as it was (salesPersonName), kept if the account goes. */
    salesPersonName: text("sales_person_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp("last_modified", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_notes_project_idx").on(t.projectId, t.productId)],
);

/** Staff's comment on a project (storefront s.3 "Staff comment"): listed newest first. */
export const projectComments = pgTable(
  "project_comments",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_comments_project_idx").on(t.projectId, t.createdAt.desc(), t.id.desc())],
);

/** One line of a saved quote, as it was priced then (cents). */
export interface QuoteLineRow {
  folderId: number | null;
  folderTitle: string | null;
  productId: number;
  sku: string;
  title: string;
  brand: string;
  image: string;
  quantity: number;
  /** The catalogue's line price then. */
  catalogueUnitPrice: number;
  /** What the customer was quoted a unit (the staff's price, or the catalogue's). */
  unitPrice: number;
  warranty: { id: string; name: string; price: number } | null;
  install: { id: string; name: string; price: number } | null;
  lineTotal: number;
}

/** A saved quote: a numbered version with a snapshot of the lines, prices and customer then. */
export const projectQuotes = pgTable(
  "project_quotes",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lines: jsonb("lines").$type<QuoteLineRow[]>().notNull(),
    /** quoteData as saved with it (customer and details). */
    quoteData: jsonb("quote_data").$type<Record<string, unknown>>().notNull(),
    total: integer("total").notNull(),
    savedByUserId: integer("saved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_quotes_version_idx").on(t.projectId, t.version),
    check("project_quotes_total_check", sql`${t.total} >= 0`),
  ],
);

/**
 * A price lock: the prices of one saved quote held until the end of `expiry_date` in the store's time zone
 * (`expires_at`). One live lock per project; cancelling keeps the row for the record.
 */
export const projectPriceLocks = pgTable(
  "project_price_locks",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => projectQuotes.id, { onDelete: "cascade" }),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lockedByUserId: integer("locked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledByUserId: integer("cancelled_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("project_price_locks_live_idx").on(t.projectId).where(sql`${t.cancelledAt} is null`),
    check("project_price_locks_expiry_check", sql`${t.expiresAt} > ${t.lockedAt}`),
  ],
);

/** Every change to a project: who, when and what (GET /api/v2/project/changelogs). */
export const projectChanges = pgTable(
  "project_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as they were named then ('System' for the checkout's own changes). */
    userName: text("user_name").notNull(),
    kind: projectChangeKind("kind").notNull(),
    message: text("message").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_changes_project_idx").on(t.projectId, t.at.desc(), t.id.desc())],
);

/** One line a conversion put into a cart, as it was priced for it. */
export interface ConversionLineRow {
  productId: number;
  sku: string;
  quantity: number;
  unitPrice: number;
  /** The price came from the live price lock. */
  locked: boolean;
}

/**
 * A project converted into a cart (POST /api/projects/cart, /admin-cart). `cart_id` is not a key: the
 * cart is deleted when its order is placed (as `orders.cart_id`), and the order is linked here then.
 */
export const projectConversions = pgTable(
  "project_conversions",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    cartId: uuid("cart_id").notNull(),
    lines: jsonb("lines").$type<ConversionLineRow[]>().notNull(),
    clearDiscounts: boolean("clear_discounts").notNull().default(false),
    /** A price lock was live and its prices went into the cart. */
    lockApplied: boolean("lock_applied").notNull().default(false),
    /** The project had a lock that had ended: current prices went into the cart. */
    lockExpired: boolean("lock_expired").notNull().default(false),
    convertedByUserId: integer("converted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    convertedAt: timestamp("converted_at", { withTimezone: true }).notNull().defaultNow(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    outcome: conversionOutcome("outcome"),
  },
  (t) => [
    index("project_conversions_cart_idx").on(t.cartId),
    index("project_conversions_project_idx").on(t.projectId),
  ],
);

// The relations of one project's rows, so a project is read in one statement (ProjectService.facts)
export const projectsRelations = relations(projects, ({ many }) => ({
  folders: many(projectFolders),
  lines: many(projectLines),
  variations: many(projectVariations),
  notes: many(projectNotes),
  comments: many(projectComments),
  quotes: many(projectQuotes),
  locks: many(projectPriceLocks),
}));
export const projectFoldersRelations = relations(projectFolders, ({ one }) => ({
  project: one(projects, { fields: [projectFolders.projectId], references: [projects.id] }),
}));
export const projectLinesRelations = relations(projectLines, ({ one }) => ({
  project: one(projects, { fields: [projectLines.projectId], references: [projects.id] }),
}));
export const projectVariationsRelations = relations(projectVariations, ({ one }) => ({
  project: one(projects, { fields: [projectVariations.projectId], references: [projects.id] }),
}));
export const projectNotesRelations = relations(projectNotes, ({ one }) => ({
  project: one(projects, { fields: [projectNotes.projectId], references: [projects.id] }),
}));
export const projectCommentsRelations = relations(projectComments, ({ one }) => ({
  project: one(projects, { fields: [projectComments.projectId], references: [projects.id] }),
}));
export const projectQuotesRelations = relations(projectQuotes, ({ one }) => ({
  project: one(projects, { fields: [projectQuotes.projectId], references: [projects.id] }),
}));
export const projectPriceLocksRelations = relations(projectPriceLocks, ({ one }) => ({
  project: one(projects, { fields: [projectPriceLocks.projectId], references: [projects.id] }),
  quote: one(projectQuotes, { fields: [projectPriceLocks.quoteId], references: [projectQuotes.id] }),
}));
