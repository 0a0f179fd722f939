import type { Role } from "./access.ts";
import type { LinePermissions } from "./project.schema.ts";
import { maxPriceLockDays, type ProjectStatus } from "./project-constants.ts";

/**
 * The rules of staff projects that the spec states as arithmetic or logic (storefront s.4, s.5; ADR 044):
 * counts, quote and status moves, line permissions, price locks and the order a project's notes show in.
 * Pure: the server and the web app both use them.
 */

// ---------------------------------------------------------------------------------------------------
// Counts (storefront s.5)

/** Product count = the products in the project's cart plus the products in every folder. */
export function projectProductCount(project: {
  cart: { products: readonly unknown[] };
  folders: readonly { products: readonly unknown[] }[];
}): number {
  return project.cart.products.length + project.folders.reduce((n, f) => n + f.products.length, 0);
}

/** A project has products when its product count is above zero. */
export function projectHasProducts(productCount: number): boolean {
  return productCount > 0;
}

/** A project has a quote when it has products and is quoted. */
export function projectHasQuote(productCount: number, quoted: boolean): boolean {
  return projectHasProducts(productCount) && quoted;
}

/**
 * An empty project is answered 204 (storefront s.4 "isEmptyProject"): no products and no folders.
 * A project with an empty folder is not empty: staff built something there.
 */
export function isEmptyProject(productCount: number, folderCount: number): boolean {
  return productCount === 0 && folderCount === 0;
}

// ---------------------------------------------------------------------------------------------------
// Status moves (storefront s.4; ADR 044)

/** Statuses in which the project is finished: nothing on it changes but comments, notes and its record. */
export const closedStatuses: readonly ProjectStatus[] = ["Won", "Partial", "Lost"];

/** True when the project is finished (won, partly won or lost). */
export function isClosed(status: ProjectStatus): boolean {
  return closedStatuses.includes(status);
}

/** What happened to a project, each moving its status by one rule. */
export type ProjectEvent =
  | { kind: "quote_saved" }
  | { kind: "edited" }
  | { kind: "marked_lost" }
  | { kind: "reopened" }
  | { kind: "ordered"; outcome: "Won" | "Partial" };

/** The outcome of a move: the new status, or why the event is refused in this status. */
export type StatusMove = { ok: true; status: ProjectStatus } | { ok: false; reason: string };

/**
 * The one table of status moves:
 * - a saved quote makes the project Quoted (from Open, Pending, Quoted or Lost: a lost customer may come back);
 * - editing a Quoted project makes it Pending: the next quote version is being prepared (its number is
 *   the project's nextQuoteVersion); edits of Open or Pending projects keep the status;
 * - staff may mark an open project Lost, and reopen a Lost one (Open);
 * - an order placed from its converted cart makes it Won (every product, every unit) or Partial (some).
 *   A later order of the rest can move Partial to Won; Won stays Won.
 * A won or partly won project is not edited or re-quoted: duplicate it to quote again.
 */
export function moveStatus(status: ProjectStatus, event: ProjectEvent): StatusMove {
  const refuse = (reason: string): StatusMove => ({ ok: false, reason });
  switch (event.kind) {
    case "quote_saved":
      if (status === "Won" || status === "Partial")
        return refuse("This project has been ordered. Duplicate it to quote again.");
      return { ok: true, status: "Quoted" };
    case "edited":
      if (isClosed(status))
        return refuse(
          status === "Lost"
            ? "This project is marked lost. Reopen it to change it."
            : "This project has been ordered. Duplicate it to change it.",
        );
      return { ok: true, status: status === "Quoted" ? "Pending" : status };
    case "marked_lost":
      if (status === "Won" || status === "Partial")
        return refuse("This project has been ordered and cannot be marked lost.");
      return { ok: true, status: "Lost" };
    case "reopened":
      if (status !== "Lost") return refuse("Only a lost project can be reopened.");
      return { ok: true, status: "Open" };
    case "ordered":
      if (status === "Won") return { ok: true, status: "Won" };
      return { ok: true, status: event.outcome };
  }
}

/**
 * How an order placed from a converted cart ends the project: Won when it holds every product of the
 * project's lines that went into the cart at their full quantity, Partial when it holds some, null when
 * it holds none of them (an order of other products says nothing about the project).
 */
export function orderOutcome(
  converted: readonly { productId: number; quantity: number }[],
  ordered: readonly { productId: number; quantity: number }[],
): "Won" | "Partial" | null {
  const orderedUnits = new Map<number, number>();
  for (const line of ordered)
    orderedUnits.set(line.productId, (orderedUnits.get(line.productId) ?? 0) + line.quantity);
  const wanted = new Map<number, number>();
  for (const line of converted) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if (wanted.size === 0) return null;
  let any = false;
  let all = true;
  for (const [productId, quantity] of wanted) {
    const got = orderedUnits.get(productId) ?? 0;
    if (got > 0) any = true;
    if (got < quantity) all = false;
  }
  if (!any) return null;
  return all ? "Won" : "Partial";
}

// ---------------------------------------------------------------------------------------------------
// Prices

/** A staff member may take up to this share off the catalogue's price without a price match. */
export const staffDiscountLimitPercent = 10;

/**
 * What a project line sells at a unit (cents): the live price lock's price (or today's when lower: a
 * lock protects the customer from a rise, never from a fall), else the staff's price, else the
 * catalogue's line price.
 */
export function projectUnitPrice(line: {
  linePrice: number;
  priceOverride: number | null;
  lockedPrice: number | null;
}): number {
  if (line.lockedPrice !== null) return Math.min(line.lockedPrice, line.priceOverride ?? line.linePrice);
  return line.priceOverride ?? line.linePrice;
}

/**
 * Whether a staff price needs a price match (a competitor price at or below it and the competitor's
 * url): more than staffDiscountLimitPercent below the catalogue's line price. Administrators set any price.
 */
export function needsPriceMatch(price: number, catalogueLinePrice: number, role: Role): boolean {
  if (role === "admin") return false;
  return price * 100 < catalogueLinePrice * (100 - staffDiscountLimitPercent);
}

/**
 * Why a staff price is refused, or null: a price above the catalogue's is not a discount (refused), and
 * a price needing a price match must come with a competitor price no higher than it and its url.
 */
export function staffPriceProblem(input: {
  price: number;
  catalogueLinePrice: number;
  role: Role;
  competitorPrice: number | null;
  competitorUrl: string | null;
  title: string;
}): string | null {
  if (input.price > input.catalogueLinePrice)
    return `The price of ${input.title} cannot be above its current price.`;
  if (!needsPriceMatch(input.price, input.catalogueLinePrice, input.role)) return null;
  if (input.competitorPrice === null || !input.competitorUrl)
    return `A price more than ${staffDiscountLimitPercent}% below the current price of ${input.title} needs a competitor price and the competitor's url.`;
  if (input.competitorPrice > input.price)
    return `The competitor's price for ${input.title} is above the price you set: match it, not beat it by more than the limit.`;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Line permissions (storefront s.3; ADR 044)

/** Who looks at a project: staff, an administrator, or anyone holding the share link (read-only). */
export type ProjectViewer = "staff" | "admin" | "shared";

const none: LinePermissions = {
  EditQuantity: false,
  EditPrice: false,
  EditWarranty: false,
  EditInstall: false,
  Delete: false,
  CompetitorUrlValidation: false,
  AllEditable: false,
};

/**
 * What a viewer may change on one line, from the project's state: nothing in the shared view or on a
 * finished project; a live price lock holds the price of a product it covers (only an administrator
 * may change it); warranty and installation only when the product offers them; CompetitorUrlValidation
 * when the line's staff price needs a price match for this viewer. The server enforces the same flags.
 */
export function linePermissions(input: {
  viewer: ProjectViewer;
  status: ProjectStatus;
  /** The live price lock covers this product. */
  lockedLine: boolean;
  offersWarranty: boolean;
  offersInstall: boolean;
  /** The line's staff price, and the catalogue's line price now. */
  priceOverride: number | null;
  catalogueLinePrice: number;
}): LinePermissions {
  if (input.viewer === "shared" || isClosed(input.status)) return none;
  const role: Role = input.viewer === "admin" ? "admin" : "staff";
  const flags = {
    EditQuantity: true,
    EditPrice: !input.lockedLine || role === "admin",
    EditWarranty: input.offersWarranty,
    EditInstall: input.offersInstall,
    Delete: true,
    CompetitorUrlValidation:
      input.priceOverride !== null && needsPriceMatch(input.priceOverride, input.catalogueLinePrice, role),
  };
  return {
    ...flags,
    AllEditable:
      flags.EditQuantity && flags.EditPrice && flags.EditWarranty && flags.EditInstall && flags.Delete,
  };
}

// ---------------------------------------------------------------------------------------------------
// Price lock (storefront s.4: lock, edit expiry, cancel)

/** The wall-clock date (yyyy-mm-dd) of an instant in a time zone. */
export function dateIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Minutes a time zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock midnight starts in a time zone (daylight saving handled). */
export function midnightIn(timeZone: string, date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  // Two passes: the offset at the guess, then at the corrected instant (a change of offset that night)
  let instant = new Date(guess - offsetMinutes(timeZone, new Date(guess)) * 60_000);
  instant = new Date(guess - offsetMinutes(timeZone, instant) * 60_000);
  return instant;
}

/** The day after a yyyy-mm-dd date. */
function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** A price lock ends at the end of its expiry date in the store's time zone: the next midnight there. */
export function priceLockExpiresAt(expiryDate: string, timeZone: string): Date {
  return midnightIn(timeZone, nextDay(expiryDate));
}

/** A lock is live until its end. */
export function priceLockLive(lock: { expiresAt: Date; cancelled?: boolean }, now: Date): boolean {
  return !lock.cancelled && now.getTime() < lock.expiresAt.getTime();
}

/**
 * Why an expiry date is refused, or null: the lock must end today or later (in the store's time zone)
 * and no more than maxPriceLockDays ahead.
 */
export function priceLockExpiryProblem(expiryDate: string, timeZone: string, now: Date): string | null {
  const today = dateIn(timeZone, now);
  if (expiryDate < today) return "The price lock cannot end before today.";
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + maxPriceLockDays);
  if (expiryDate > last.toISOString().slice(0, 10))
    return `A price lock ends at most ${maxPriceLockDays} days from today.`;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Notes (storefront s.4, s.5)

/** The notes of one sku, last modified first (storefront s.5), ties by id, newest first. */
export function notesForSku<T extends { sku: string; lastModified: string; id: number }>(
  notes: readonly T[],
  sku: string,
): T[] {
  const wanted = sku.toUpperCase();
  return notes
    .filter((n) => n.sku.toUpperCase() === wanted)
    .sort((a, b) => b.lastModified.localeCompare(a.lastModified) || b.id - a.id);
}

/** Notes after an add (appended), an edit (the note with the same id replaced) or a delete (removed). */
export function applyNoteChange<T extends { id: number }>(
  notes: readonly T[],
  change: { kind: "add" | "edit"; note: T } | { kind: "delete"; id: number },
): T[] {
  if (change.kind === "delete") return notes.filter((n) => n.id !== change.id);
  const { note } = change;
  if (change.kind === "add") return [...notes, note];
  return notes.map((n) => (n.id === note.id ? note : n));
}

/** Staff comments after an add: the new one first (storefront s.4 "Comment add prepends"). */
export function prependComment<T>(comments: readonly T[], comment: T): T[] {
  return [comment, ...comments];
}

/** The share link of a project, from the brand's configured origin (never a request's Host). */
export function projectShareUrl(publicOrigin: string, shareId: string): string {
  return `${publicOrigin.replace(/\/$/, "")}/project/shared?shareId=${encodeURIComponent(shareId)}`;
}

// ---------------------------------------------------------------------------------------------------
// The quote email (storefront s.4 "Emailing sets projectEmailed"; ADR 049)

/** How long after a quote is emailed the same project's email call sends nothing again (a double click). */
export const quoteEmailWindowSeconds = 60;

/** Where a project's quote is emailed: the customer's email and secondary email, lower case, each once. */
export function quoteEmailRecipients(quoteData: {
  customerEmail: string;
  customerEmailSecondary: string;
}): string[] {
  const all = [quoteData.customerEmail, quoteData.customerEmailSecondary]
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== "");
  return [...new Set(all)];
}

/**
 * Why a project's quote cannot be emailed yet, in words staff can act on, or null: it needs products
 * and a customer email address.
 */
export function quoteEmailProblem(project: {
  hasProducts: boolean;
  quoteData: { customerEmail: string; customerEmailSecondary: string };
}): string | null {
  if (!project.hasProducts)
    return "This project has no products yet. Add the products to quote before emailing it.";
  if (quoteEmailRecipients(project.quoteData).length === 0)
    return "This project has no customer email address. Add the customer's email to the project, then send the quote.";
  return null;
}
