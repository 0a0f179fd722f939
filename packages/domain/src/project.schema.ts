import { z } from "zod";
import { brandIdSchema } from "./brands.ts";
import { cartSchema } from "./cart.schema.ts";
import { calendarDateSchema, databaseIdSchema, textSchema, wholeNumberSchema } from "./input.schema.ts";
import { checkPhone, normalisePhone } from "./phone.ts";
import { skuParamSchema } from "./product.schema.ts";
import {
  conversionOutcomes,
  maxProjectFolders,
  maxProjectLineQuantity,
  maxProjectLines,
  maxProjectNameLength,
  maxProjectTextLength,
  projectChangeKinds,
  projectPageSize,
  referrerKinds,
} from "./project-constants.ts";
import { projectStatusSchema, projectSummarySchema } from "./project-summary.schema.ts";
import { upsellOptionSchema } from "./upsell-options.ts";

export {
  type ProjectSummary,
  projectNavbarSchema,
  projectStatusSchema,
  projectSummarySchema,
} from "./project-summary.schema.ts";

/**
 * The boundary shapes of staff projects (storefront s.3 "Project", s.7 "Projects"; ADR 044): one
 * schema per request and per answer. Money is integer cents. The server parses every request with
 * these and every answer too, so the web screens can rely on them.
 */

export const projectChangeKindSchema = z.enum(projectChangeKinds);

// ---------------------------------------------------------------------------------------------------
// Building blocks of requests

const projectIdSchema = databaseIdSchema("A project id is a whole number from 1 to 2147483647");
const folderIdSchema = databaseIdSchema("A folder id is a whole number from 1 to 2147483647");
/** The version of the project the client read: sent back, a write made meanwhile answers 409. */
const versionSchema = wholeNumberSchema("version is the project's version number", 1, 2_147_483_647);
const centsSchema = (what: string) =>
  wholeNumberSchema(`${what} is a whole number of cents from 0 to 100000000`, 0, 100_000_000);
const nameSchema = (what: string) =>
  textSchema(what, maxProjectNameLength, { missing: `Please enter ${what.toLowerCase()}` }).min(
    1,
    `Please enter ${what.toLowerCase()}`,
  );
// Several lines are allowed (a note, a comment); other control characters and NUL are not
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const multiLineText = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}]*$/u;
const longTextSchema = (what: string) =>
  z
    .string({ message: `${what} is required as text` })
    .max(maxProjectTextLength, `${what} has at most ${maxProjectTextLength} characters`)
    .regex(multiLineText, `${what} cannot contain control characters`)
    .transform((text) => text.trim());
const shortText = (what: string, max: number) => textSchema(what, max);

/** An email or nothing: lower-cased. */
const optionalEmailSchema = (what: string) =>
  textSchema(what, 254)
    .refine(
      (text) => text === "" || z.email().safeParse(text).success,
      `${what} is not a valid email address`,
    )
    .transform((text) => text.toLowerCase());

/** A phone number or nothing: an Australian or New Zealand number (storefront s.5), kept as digits. */
const optionalPhoneSchema = (what: string) =>
  textSchema(what, 20)
    .refine(
      (text) => text === "" || checkPhone(text).valid,
      `${what} is not an Australian or New Zealand phone number`,
    )
    .transform((text) => (text === "" ? "" : normalisePhone(text)));

const optionIdSchema = textSchema("An option id", 20)
  .min(1, "An option id is required")
  .regex(/^[A-Za-z0-9-]+$/, "An option id uses letters, digits and '-' only");

const competitorUrlSchema = textSchema("A competitor url", 500).refine((text) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}, "A competitor url is a web address starting with https://");

// ---------------------------------------------------------------------------------------------------
// quoteData (storefront s.3): the customer and the project's details

/** The customer fields of quoteData. */
export const projectCustomerFieldsSchema = z.object({
  firstName: shortText("A first name", 60),
  lastName: shortText("A last name", 60),
  customerName: shortText("A customer name", 120),
  customerEmail: optionalEmailSchema("The customer's email"),
  customerEmailSecondary: optionalEmailSchema("The secondary email"),
  contactNumber: optionalPhoneSchema("The contact number"),
  customerNumberSecondary: optionalPhoneSchema("The secondary number"),
});
export type ProjectCustomerFields = z.infer<typeof projectCustomerFieldsSchema>;

/** The project and referrer fields of quoteData. */
export const projectDetailFieldsSchema = z.object({
  projectAddress: shortText("A project address", 200),
  suburb: shortText("A suburb", 60),
  postCode: textSchema("A postcode", 4).regex(/^(\d{4})?$/, "A postcode is 4 digits"),
  state: shortText("A state", 30),
  projectGoal: shortText("A project goal", 200),
  projectStart: shortText("A project start", 60),
  interests: z
    .array(shortText("An interest", 60).min(1, "An interest cannot be empty"))
    .max(20, "At most 20 interests"),
  comments: longTextSchema("Comments"),
  showCulinaryBookings: z.boolean({ message: "showCulinaryBookings is true or false" }),
  referrerCode: shortText("A referrer code", 40),
  referrerName: shortText("A referrer name", 120),
  referrerBusinessName: shortText("A referrer business name", 120),
  referrerPhone: shortText("A referrer phone", 20),
  referrerContact: shortText("A referrer contact", 254),
});
export type ProjectDetailFields = z.infer<typeof projectDetailFieldsSchema>;

/** quoteData as the API answers it: every field, always present. */
export const quoteDataSchema = z.object({
  ...projectCustomerFieldsSchema.shape,
  ...projectDetailFieldsSchema.shape,
});
export type QuoteData = z.infer<typeof quoteDataSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers

/** Project-line permission flags (storefront s.3), from the project's state and the viewer (ADR 044). */
export const linePermissionsSchema = z.object({
  EditQuantity: z.boolean(),
  EditPrice: z.boolean(),
  EditWarranty: z.boolean(),
  EditInstall: z.boolean(),
  Delete: z.boolean(),
  /** A price below the staff discount limit needs a competitor price and url (a price match). */
  CompetitorUrlValidation: z.boolean(),
  AllEditable: z.boolean(),
});
export type LinePermissions = z.infer<typeof linePermissionsSchema>;

/** One product of a project, priced now (cents). */
export const projectLineSchema = z.object({
  lineId: z.number().int(),
  folderId: z.number().int().nullable(),
  productId: z.number().int(),
  productCode: z.string(),
  sku: z.string(),
  title: z.string(),
  uri: z.string(),
  image: z.string(),
  brand: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  /** The catalogue's price, RRP and per-unit discount now; price null when it cannot be bought online. */
  price: z.number().int().nullable(),
  rrp: z.number().int(),
  lineDiscount: z.number().int(),
  /** The catalogue's price less its discount. */
  linePrice: z.number().int(),
  /** The staff's price for this project, or null. */
  priceOverride: z.number().int().nullable(),
  /** The live price lock's price of it, or null (no lock, or the product was not in the locked quote). */
  lockedPrice: z.number().int().nullable(),
  /** What a unit sells at now: the lock's, else the staff's, else the catalogue's (the lower of lock and now). */
  unitPrice: z.number().int(),
  /** (unitPrice + warranty + installation) x quantity. */
  lineTotal: z.number().int(),
  competitorPrice: z.number().int().nullable(),
  competitorUrl: z.string().nullable(),
  warrantyId: z.string().nullable(),
  installId: z.string().nullable(),
  selectedWarranty: upsellOptionSchema.nullable(),
  selectedInstall: upsellOptionSchema.nullable(),
  /**
   * The product can be bought online (it has a price). Stock is the STOCK tab's own call
   * (GET /api/stock?sku), as competitor prices are the COMPETITOR_PRICE tab's.
   */
  available: z.boolean(),
  sortOrder: z.number().int(),
  permissions: linePermissionsSchema,
});
export type ProjectLine = z.infer<typeof projectLineSchema>;

/** An attached file (storefront s.3 "Attachment"): of the project, a folder, or one product. */
export const projectAttachmentSchema = z.object({
  id: z.number().int(),
  productCode: z.string().nullable(),
  folderId: z.number().int().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type ProjectAttachment = z.infer<typeof projectAttachmentSchema>;

export const projectFolderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sortOrder: z.number().int(),
  products: z.array(projectLineSchema),
  files: z.array(projectAttachmentSchema),
});
export type ProjectFolder = z.infer<typeof projectFolderSchema>;

/** Storefront s.3 "Product variation". */
export const productVariationSchema = z.object({
  id: z.number().int(),
  variationId: z.number().int(),
  productCode: z.string(),
  variationSku: z.string(),
  variationTitle: z.string(),
  brand: z.string(),
  comments: z.string(),
  rrpOverride: z.number().int().nullable(),
  /** The variation product's price now (cents), null when not sold online. */
  price: z.number().int().nullable(),
  rrp: z.number().int(),
});
export type ProductVariation = z.infer<typeof productVariationSchema>;

/** Storefront s.3 "Product note". */
export const productNoteSchema = z.object({
  id: z.number().int(),
  noteId: z.number().int(),
  sku: z.string(),
  notes: z.string(),
  createdBy: z.string(),
  salesPersonName: z.string(),
  createdAt: z.string(),
  lastModified: z.string(),
});
export type ProductNote = z.infer<typeof productNoteSchema>;

/** Storefront s.3 "Staff comment". */
export const staffCommentSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  timestamp: z.string(),
  message: z.string(),
});
export type StaffComment = z.infer<typeof staffCommentSchema>;

export const priceLockSchema = z.object({
  /** The last day the prices hold (yyyy-mm-dd), in `timeZone`. */
  expiryDate: z.string(),
  timeZone: z.string(),
  /** The instant the lock ends: midnight after expiryDate in the store's time zone. */
  expiresAt: z.string(),
  live: z.boolean(),
  quoteVersion: z.number().int(),
  lockedBy: z.string(),
  lockedAt: z.string(),
});
export type PriceLock = z.infer<typeof priceLockSchema>;

const personSchema = z.object({ code: z.string(), name: z.string() });

/** GET /api/v2/project/{id} (and /shared, read-only): the whole project (storefront s.3 "Project"). */
export const projectSchema = z.object({
  projectId: z.number().int(),
  projectRef: z.string(),
  name: z.string(),
  brand: brandIdSchema,
  status: projectStatusSchema,
  /** The status again, under the spec's name. */
  quoteStatus: projectStatusSchema,
  owner: z.object({ userId: z.number().int().nullable(), name: z.string() }),
  cart: z.object({ products: z.array(projectLineSchema) }),
  folders: z.array(projectFolderSchema),
  /** The project's own files (not of a folder or a product). */
  files: z.array(projectAttachmentSchema),
  /** Which product each product file belongs to. */
  attachments: z.array(z.object({ id: z.number().int(), productCode: z.string() })),
  /** The share link's id while shared; null when not (and always null in the shared view's answer). */
  shareId: z.string().nullable(),
  sharedStatus: z.boolean(),
  salespersonCode: z.string().nullable(),
  selectedSalesPerson: personSchema.nullable(),
  /** The chosen store; 'Engine Room' (no store) when none is chosen. */
  selectedStore: z.object({ storeUri: z.string().nullable(), name: z.string(), subdivision: z.string() }),
  customerEmail: z.string(),
  quoteData: quoteDataSchema,
  /** The latest saved quote's id and version, or null. */
  quoteId: z.number().int().nullable(),
  quoteVersion: z.number().int().nullable(),
  /** The version the next quote save writes. */
  nextQuoteVersion: z.number().int(),
  quoted: z.boolean(),
  productCount: z.number().int(),
  hasProducts: z.boolean(),
  hasQuote: z.boolean(),
  productVariations: z.array(productVariationSchema),
  brandVariations: z.array(z.object({ brand: z.string(), variations: z.array(productVariationSchema) })),
  staffComments: z.array(staffCommentSchema),
  productNotes: z.array(productNoteSchema),
  priceLock: priceLockSchema.nullable(),
  projectEmailed: z.boolean(),
  /** Sum of every line's total (cents). */
  total: z.number().int(),
  /** The shared view: nothing may be changed and internal fields are left out. */
  readOnly: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/v2/project/minimal?page&items: a page of projects and the counts (s.3 "project count, total projects"). */
export const projectPageSchema = z.object({
  projects: z.array(projectSummarySchema),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  /** Projects matching the list's scope (the pagination's totalItems). */
  projectCount: z.number().int(),
  /** Every project the viewer can see. */
  totalProjects: z.number().int(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** GET /api/projects/list-item: projects to add a product to, with their folders. */
export const projectListItemSchema = z.object({
  projectId: z.number().int(),
  projectRef: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  folders: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The asked sku is in this project already. */
  containsSku: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** GET /api/v2/project/outline/{id}: folders and products, for the transfer modal. */
const outlineLineSchema = z.object({
  lineId: z.number().int(),
  productCode: z.string(),
  title: z.string(),
  quantity: z.number().int(),
});
export const projectOutlineSchema = z.object({
  projectId: z.number().int(),
  projectRef: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  version: z.number().int(),
  cart: z.object({ products: z.array(outlineLineSchema) }),
  folders: z.array(
    z.object({ id: z.number().int(), title: z.string(), products: z.array(outlineLineSchema) }),
  ),
});
export type ProjectOutline = z.infer<typeof projectOutlineSchema>;

/** GET /api/projects/product/{sku}[/{projectId}]: where a product is in the viewer's projects, and its notes. */
export const projectsOfProductSchema = z.object({
  sku: z.string(),
  places: z.array(
    z.object({
      projectId: z.number().int(),
      projectRef: z.string(),
      name: z.string(),
      folderId: z.number().int().nullable(),
      folderTitle: z.string().nullable(),
      lineId: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  /** With a project: that project's notes on the product, last modified first (storefront s.5). */
  notes: z.array(productNoteSchema),
});
export type ProjectsOfProduct = z.infer<typeof projectsOfProductSchema>;

/** GET /api/v2/project/changelogs?projectId: who changed what, newest first. */
export const projectChangeSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  at: z.string(),
  kind: projectChangeKindSchema,
  message: z.string(),
});
export const projectChangelogSchema = z.object({
  changes: z.array(projectChangeSchema),
  page: z.number().int(),
  totalItems: z.number().int(),
});
export type ProjectChangelog = z.infer<typeof projectChangelogSchema>;

/** GET /api/v2/project/kad/{search}: a seeded referrer. */
export const referrerSchema = z.object({
  referrerCode: z.string(),
  kind: z.enum(referrerKinds),
  referrerName: z.string(),
  referrerBusinessName: z.string(),
  referrerPhone: z.string(),
  referrerContact: z.string(),
});
export type Referrer = z.infer<typeof referrerSchema>;

/** GET /api/v2/project/customer-project-count */
export const customerProjectCountSchema = z.object({
  projectCount: z.number().int(),
  projects: z.array(projectSummarySchema),
});

/** POST /api/projects/shared-project-status */
export const sharedStatusSchema = z.object({
  projectId: z.number().int(),
  sharedStatus: z.boolean(),
  shareId: z.string().nullable(),
  /** The customer's link, from the brand's configured origin; null when not shared. */
  shareUrl: z.string().nullable(),
  version: z.number().int(),
});

/** POST /api/projects/cart and /admin-cart: the cart now, and what happened to the project's prices. */
export const projectCartSchema = z.object({
  cart: cartSchema,
  projectId: z.number().int(),
  /** The price lock's prices went into the cart. */
  lockApplied: z.boolean(),
  /** The price lock had ended: today's prices went in instead. */
  lockExpired: z.boolean(),
  /** What the staff member should know: an ended lock, products left out. */
  messages: z.array(z.string()),
});

/** POST /api/v2/project (create): the new project's ids. */
export const projectCreatedSchema = z.object({
  projectId: z.number().int(),
  projectRef: z.string(),
  version: z.number().int(),
});

/** DELETE /api/projects/{id}: what went. */
export const projectDeletedSchema = z.object({ deleted: z.literal(true), projectId: z.number().int() });

/** DELETE of a note or a variation: which one went. */
export const projectItemDeletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });

/** POST /api/v2/project/product-transfer */
export const productTransferResultSchema = z.object({
  source: projectOutlineSchema,
  target: projectOutlineSchema,
});
export type ProductTransferResult = z.infer<typeof productTransferResultSchema>;

/** The answer of a conversion's order link (not an API call): how the project's status moved. */
export const conversionOutcomeSchema = z.enum(conversionOutcomes);

// ---------------------------------------------------------------------------------------------------
// Requests

/** GET /api/v2/project/{id}, DELETE /api/projects/{id}, GET /api/v2/project/outline/{id} */
/**
 * What POST /api/v2/project/email answers (ADR 049): who the quote went to, the share link in the mail,
 * and the project as it now is (projectEmailed set). `alreadySent`: the same project was emailed moments
 * ago (a double click), so nothing was sent again.
 */
export const projectEmailedSchema = z.object({
  projectId: z.number().int(),
  sentTo: z.array(z.string()),
  shareUrl: z.string(),
  emailedAt: z.string(),
  alreadySent: z.boolean(),
  project: projectSchema,
});
export type ProjectEmailed = z.infer<typeof projectEmailedSchema>;

export const projectIdParamSchema = z.object({ id: projectIdSchema });

/** GET /api/v2/project/shared?shareId */
export const shareIdQuerySchema = z.object({
  shareId: textSchema("A share id", 64)
    .min(1, "A share id is required")
    .regex(/^[A-Za-z0-9_-]+$/, "That share link is not valid"),
});

/** GET /api/v2/project/minimal?page&items&scope&search */
export const projectPageQuerySchema = z.object({
  page: wholeNumberSchema("Pages start at 1", 1, 100_000).default(1),
  items: wholeNumberSchema(
    `items is a whole number from 1 to ${projectPageSize.max}`,
    1,
    projectPageSize.max,
  ).default(projectPageSize.default),
  /** 'mine' (default): the viewer's own projects; 'all': every project. */
  scope: z.enum(["mine", "all"], { message: "scope is mine or all" }).default("mine"),
  search: textSchema("A search", 60).optional(),
});
export type ProjectPageQuery = z.infer<typeof projectPageQuerySchema>;

/** GET /api/projects/list-item?sku */
export const listItemQuerySchema = z.object({ sku: skuParamSchema.optional() });

/** GET /api/projects/product/{sku}[/{projectId}] */
export const projectsOfProductParamSchema = z.object({
  sku: skuParamSchema,
  projectId: projectIdSchema.optional(),
});

/** POST /api/v2/project: creates a project, or with projectId changes its name, store and salesperson. */
export const projectSaveSchema = z.strictObject({
  projectId: projectIdSchema.optional(),
  version: versionSchema.optional(),
  name: nameSchema("A project name"),
  /** A store's address, or null for none ('Engine Room'). */
  storeUri: textSchema("A store address", 80).nullable().optional(),
  /** A salesperson's code from the store view, or null for none. */
  salespersonCode: textSchema("A salesperson code", 20).nullable().optional(),
  quoteData: projectCustomerFieldsSchema
    .partial()
    .extend(projectDetailFieldsSchema.partial().shape)
    .optional(),
  /** An update only: 'Lost' marks the project lost (staff), 'Open' reopens a lost one. */
  status: z.enum(["Lost", "Open"], { message: "status is Lost or Open" }).optional(),
});
export type ProjectSave = z.infer<typeof projectSaveSchema>;

/** POST /api/v2/project/name */
export const projectNameSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  name: nameSchema("A project name"),
});

/** POST /api/v2/project/details: the project and referrer fields (a field left out is kept). */
export const projectDetailsSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  ...projectDetailFieldsSchema.partial().shape,
});
export type ProjectDetailsInput = z.infer<typeof projectDetailsSchema>;

/** POST /api/v2/project/customer: the customer fields (a field left out is kept). */
export const projectCustomerSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  ...projectCustomerFieldsSchema.partial().shape,
});
export type ProjectCustomerInput = z.infer<typeof projectCustomerSchema>;

/**
 * POST /api/v2/project/quote: saves quoteData (storefront s.3 "Quote data for a call: projID") and the
 * next quote version with a snapshot of the lines and prices.
 */
export const projectQuoteSchema = z.strictObject({
  projID: projectIdSchema,
  version: versionSchema.optional(),
  ...projectCustomerFieldsSchema.partial().shape,
  ...projectDetailFieldsSchema.partial().shape,
});
export type ProjectQuoteInput = z.infer<typeof projectQuoteSchema>;

/** POST /api/v2/project/folder: a new folder, or with folderId a new title. */
export const projectFolderSaveSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  folderId: folderIdSchema.optional(),
  title: nameSchema("A folder title"),
});

/** POST /api/v2/project/duplicate-folder */
export const duplicateFolderSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  folderId: folderIdSchema,
  title: nameSchema("A folder title").optional(),
});

/** POST /api/v2/project/duplicate */
export const duplicateProjectSchema = z.strictObject({
  projectId: projectIdSchema,
  name: nameSchema("A project name").optional(),
});

/** POST /api/v2/project/sort-folders */
export const sortFoldersSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  folders: z
    .array(
      z.strictObject({
        folderId: folderIdSchema,
        sortOrder: wholeNumberSchema("sortOrder is 0 to 10000", 0, 10_000),
      }),
    )
    .min(1, "Give at least one folder")
    .max(maxProjectFolders, `At most ${maxProjectFolders} folders`),
});

/**
 * POST /api/projects/sort-products: storefront s.3's sort payload, exactly: `projects`, each with
 * `projectId` and `sortOrder`. Each entry is one product of a project, named by the id of its project
 * line (`lineId` in the project's answer, the "project product" the spec's client sorts), which says the
 * project and the place (cart or folder) it is in; all of one project, each line once (ADR 044).
 */
export const sortProductsSchema = z.strictObject({
  projects: z
    .array(
      z.strictObject({
        projectId: databaseIdSchema(
          "projectId names a product of the project (its lineId), a whole number from 1 to 2147483647",
        ),
        sortOrder: wholeNumberSchema("sortOrder is 0 to 10000", 0, 10_000),
      }),
    )
    .min(1, "Give at least one product")
    .max(maxProjectLines, `At most ${maxProjectLines} products`)
    .refine(
      (items) => new Set(items.map((item) => item.projectId)).size === items.length,
      "Give each product once",
    ),
});
export type SortProducts = z.infer<typeof sortProductsSchema>;

/**
 * POST /api/projects/product: adds a product to the project's cart or a folder, or changes its line
 * (quantity, staff price, competitor price and url, warranty, installation). A field left out is kept;
 * null clears it.
 */
export const projectProductSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  sku: skuParamSchema,
  folderId: folderIdSchema.nullable().optional(),
  quantity: wholeNumberSchema(
    `Quantity is a whole number from 1 to ${maxProjectLineQuantity}`,
    1,
    maxProjectLineQuantity,
  ).optional(),
  /** 'add' (default) adds the quantity to a line already there; 'set' sets it. */
  mode: z.enum(["add", "set"], { message: "mode is add or set" }).default("add"),
  priceOverride: centsSchema("A price").nullable().optional(),
  competitorPrice: centsSchema("A competitor price").nullable().optional(),
  competitorUrl: competitorUrlSchema.nullable().optional(),
  warrantyId: optionIdSchema.nullable().optional(),
  installId: optionIdSchema.nullable().optional(),
});
export type ProjectProductInput = z.infer<typeof projectProductSchema>;

/** DELETE /api/projects/product/{id}/{sku}?folderId: one place's line ('cart' or a folder id), or every line of the sku. */
export const deleteProductParamSchema = z.object({ id: projectIdSchema, sku: skuParamSchema });
export const deleteProductQuerySchema = z.object({
  folderId: z
    .union([z.literal("cart"), folderIdSchema], { message: "folderId is 'cart' or a folder id" })
    .optional(),
  version: versionSchema.optional(),
});

/** POST /api/v2/project/product-transfer: moves (or copies) a product from one project to another. */
export const productTransferSchema = z.strictObject({
  productCode: skuParamSchema,
  sourceProjectId: projectIdSchema,
  /** The source line's place: null or left out is the source project's cart. */
  sourceFolderId: folderIdSchema.nullable().optional(),
  targetProjectId: projectIdSchema,
  targetFolderId: folderIdSchema.nullable().optional(),
  /** Units to move; all of the line by default. */
  quantity: wholeNumberSchema(
    `Quantity is a whole number from 1 to ${maxProjectLineQuantity}`,
    1,
    maxProjectLineQuantity,
  ).optional(),
  mode: z.enum(["move", "copy"], { message: "mode is move or copy" }).default("move"),
});
export type ProductTransfer = z.infer<typeof productTransferSchema>;

/** POST /api/v2/project/product-note: a new note, or with noteId the note's new text. */
export const productNoteSaveSchema = z.strictObject({
  projectId: projectIdSchema,
  sku: skuParamSchema,
  noteId: databaseIdSchema("A note id is a whole number from 1 to 2147483647").optional(),
  notes: longTextSchema("A note").pipe(z.string().min(1, "Please write the note")),
});

/** DELETE /api/v2/project/product-note?projectId&noteId */
export const productNoteDeleteSchema = z.object({
  projectId: projectIdSchema,
  noteId: databaseIdSchema("A note id is a whole number from 1 to 2147483647"),
});

/** POST /api/v2/project/product-variation: a new variation, or with variationId its new values. */
export const productVariationSaveSchema = z.strictObject({
  projectId: projectIdSchema,
  variationId: databaseIdSchema("A variation id is a whole number from 1 to 2147483647").optional(),
  productCode: skuParamSchema,
  variationSku: skuParamSchema,
  /** The variation's brand; the variation product's manufacturer when left out. */
  brand: shortText("A brand", 60).optional(),
  comments: longTextSchema("Comments").default(""),
  rrpOverride: centsSchema("An RRP").nullable().optional(),
});

/** DELETE /api/v2/project/product-variation?projectId&variationId */
export const productVariationDeleteSchema = z.object({
  projectId: projectIdSchema,
  variationId: databaseIdSchema("A variation id is a whole number from 1 to 2147483647"),
});

/** POST /api/v2/project/comment */
export const projectCommentSchema = z.strictObject({
  projectId: projectIdSchema,
  message: longTextSchema("A comment").pipe(z.string().min(1, "Please write the comment")),
});

/** POST /api/v2/project/lock-price: locks the latest quote's prices, or moves the lock's expiry. */
export const lockPriceSchema = z.strictObject({
  projectId: projectIdSchema,
  version: versionSchema.optional(),
  expiryDate: calendarDateSchema("expiryDate"),
});

/** DELETE /api/v2/project/lock-price?projectId */
export const unlockPriceSchema = z.object({ projectId: projectIdSchema });

/** POST /api/projects/shared-project-status: share (a new long random id) or stop sharing (revoked). */
export const sharedStatusRequestSchema = z.strictObject({
  projectId: projectIdSchema,
  sharedStatus: z.boolean({ message: "sharedStatus is true or false" }),
});

/** POST /api/v2/project/email: the project whose quote goes to its customer (ADR 049). */
export const projectEmailRequestSchema = z.strictObject({ projectId: projectIdSchema });

/** POST /api/projects/cart: the project (or the selected products and folders) into the caller's cart. */
export const projectToCartSchema = z.strictObject({
  projectId: projectIdSchema,
  productCodes: z.array(skuParamSchema).max(maxProjectLines).optional(),
  folderIds: z.array(folderIdSchema).max(maxProjectFolders).optional(),
  /** With a selection: include the project's own cart area. */
  includeCart: z.boolean().optional(),
});
export type ProjectToCart = z.infer<typeof projectToCartSchema>;

/** POST /api/projects/admin-cart (projectId, clearDiscounts): the whole project; clearDiscounts drops staff and locked prices. */
export const projectAdminCartSchema = z.strictObject({
  projectId: projectIdSchema,
  clearDiscounts: z.boolean({ message: "clearDiscounts is true or false" }).default(false),
});

/** GET /api/v2/project/changelogs?projectId&page */
export const changelogQuerySchema = z.object({
  projectId: projectIdSchema,
  page: wholeNumberSchema("Pages start at 1", 1, 100_000).default(1),
});

/** GET /api/v2/project/kad/{search} */
export const referrerSearchParamSchema = z.object({
  search: textSchema("A referrer search", 60).min(2, "Type at least 2 characters to search referrers"),
});

/** GET /api/v2/project/customer-project-count?email&secondaryEmail&phone&secondaryPhone */
export const customerProjectCountQuerySchema = z
  .object({
    email: optionalEmailSchema("email").optional(),
    secondaryEmail: optionalEmailSchema("secondaryEmail").optional(),
    phone: optionalPhoneSchema("phone").optional(),
    secondaryPhone: optionalPhoneSchema("secondaryPhone").optional(),
  })
  .refine(
    (q) => [q.email, q.secondaryEmail, q.phone, q.secondaryPhone].some((v) => v !== undefined && v !== ""),
    "Give an email or a phone number to count the customer's projects",
  );
export type CustomerProjectCountQuery = z.infer<typeof customerProjectCountQuerySchema>;
