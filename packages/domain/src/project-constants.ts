/**
 * The fixed value sets and limits of staff projects (storefront s.3, s.4; ADR 044). The server's enums
 * are built from these lists, so the database and the API cannot disagree.
 */

/** Project status (storefront s.4). */
export const projectStatuses = ["Open", "Pending", "Quoted", "Lost", "Won", "Partial"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Who a seeded referrer is (s.7 `kad/{search}` searches them). */
export const referrerKinds = ["builder", "designer"] as const;
export type ReferrerKind = (typeof referrerKinds)[number];

/** What a changelog row records: every write to a project names one (ADR 044). */
export const projectChangeKinds = [
  "created",
  "renamed",
  "details",
  "customer",
  "assignment",
  "product_added",
  "product_changed",
  "product_removed",
  "products_sorted",
  "folder_created",
  "folder_renamed",
  "folder_duplicated",
  "folders_sorted",
  "product_transferred_in",
  "product_transferred_out",
  "note_added",
  "note_changed",
  "note_deleted",
  "variation_saved",
  "variation_deleted",
  "comment_added",
  "quote_saved",
  "price_locked",
  "price_lock_changed",
  "price_lock_cancelled",
  "shared",
  "unshared",
  "emailed",
  "converted_to_cart",
  "order_placed",
  "status_changed",
  "duplicated",
  "attachment_added",
  "attachment_deleted",
  "reminder_created",
  "reminder_changed",
] as const;
export type ProjectChangeKind = (typeof projectChangeKinds)[number];

/** How a converted cart ended up: the whole project ordered, or part of it. */
export const conversionOutcomes = ["Won", "Partial"] as const;
export type ConversionOutcome = (typeof conversionOutcomes)[number];

/** Most units of one product a project line holds (the cart's own limit is lower: ADR 013). */
export const maxProjectLineQuantity = 999;
/** Most lines (products in the cart area and in every folder) one project holds. */
export const maxProjectLines = 500;
/** Most folders one project holds. */
export const maxProjectFolders = 50;
/** Longest name of a project or a folder. */
export const maxProjectNameLength = 120;
/** Longest staff comment, product note or variation comment. */
export const maxProjectTextLength = 2000;
/** Days ahead a price lock may end (counted in the store's time zone). */
export const maxPriceLockDays = 90;
/** Characters of a share id: 32 random bytes in base64url, long enough that nobody guesses one. */
export const shareIdLength = 43;
/** Projects per page of the paged list, by default and at most. */
export const projectPageSize = { default: 20, max: 100 } as const;
/** Items the navbar's project menu shows. */
export const navbarProjectCount = 10;
/** The staff list's default store name when none is chosen (storefront s.3 "Store view"). */
export const defaultStoreName = "Engine Room";
