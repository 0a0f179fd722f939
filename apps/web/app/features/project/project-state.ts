import type { Project, ProjectLine, SortProducts } from "@store/domain/project.schema";
import type { LoadingStatus, ProjectOperation } from "@store/domain/project-errors";

/** The customer's fields of a project, as the create form and the customer dialog ask them. */
export const customerFields = [
  ["firstName", "First name", "text", "given-name"],
  ["lastName", "Last name", "text", "family-name"],
  ["customerEmail", "Customer email", "email", "off"],
  ["contactNumber", "Contact number", "tel", "off"],
  ["customerEmailSecondary", "Secondary email", "email", "off"],
  ["customerNumberSecondary", "Secondary number", "tel", "off"],
] as const;
export type CustomerKey = (typeof customerFields)[number][0];

/** One operation's loading status and its error list (storefront s.4, s.8). */
export interface OperationState {
  status: LoadingStatus;
  errors: string[];
}

export type OperationStates = Partial<Record<ProjectOperation, OperationState>>;

/** The state of an operation, Initial with no errors until it runs. */
export function operationState(states: OperationStates, operation: ProjectOperation): OperationState {
  return states[operation] ?? { status: "Initial", errors: [] };
}

/** The products and folders staff picked on the screen (storefront s.4 "Selection"). */
export interface Selection {
  productCodes: string[];
  folderIds: number[];
}

export const emptySelection: Selection = { productCodes: [], folderIds: [] };

/**
 * The selection after a project is loaded (storefront s.4): kept when the same project is reloaded, less
 * what is no longer in it; cleared for another project.
 */
export function selectionAfterLoad(
  selection: Selection,
  previousProjectId: number | null,
  project: Pick<Project, "projectId" | "cart" | "folders"> | null,
  projectId: number,
): Selection {
  if (previousProjectId !== projectId || !project) return emptySelection;
  const codes = new Set(linesOf(project).map((line) => line.productCode));
  const folders = new Set(project.folders.map((folder) => folder.id));
  return {
    productCodes: selection.productCodes.filter((code) => codes.has(code)),
    folderIds: selection.folderIds.filter((id) => folders.has(id)),
  };
}

/** Adds or removes one entry of a selection list (set, add, remove, clear of storefront s.4). */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  const without = list.filter((item) => item !== value);
  return on ? [...without, value] : without;
}

/** A change of the selection (storefront s.4: set, add, remove or clear). */
export type SelectionAction =
  | { type: "set"; selection: Selection }
  | { type: "add" | "remove"; productCode: string }
  | { type: "add" | "remove"; folderId: number }
  | { type: "clear" };

/** The selection after one change; pure so the screen and its tests share the rule. */
export function selectionReducer(selection: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case "set":
      return { productCodes: [...action.selection.productCodes], folderIds: [...action.selection.folderIds] };
    case "clear":
      return emptySelection;
    default: {
      const on = action.type === "add";
      return "productCode" in action
        ? { ...selection, productCodes: toggled(selection.productCodes, action.productCode, on) }
        : { ...selection, folderIds: toggled(selection.folderIds, action.folderId, on) };
    }
  }
}

/** Every line of a project: its cart's, then each folder's. */
export function linesOf(project: Pick<Project, "cart" | "folders">): ProjectLine[] {
  return [...project.cart.products, ...project.folders.flatMap((folder) => folder.products)];
}

/** Dollars typed by staff ('1,299.50', '$99') as cents, or null when it is not an amount. */
export function centsOfDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the plain dollars a price field shows ('1299.50'). */
export function dollarsOfCents(cents: number | null): string {
  if (cents === null) return "";
  return (cents / 100).toFixed(2);
}

/** The local calendar day `days` after today (yyyy-mm-dd), for the price lock's expiry field. */
export function dayAfter(days: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const mm = String(day.getMonth() + 1).padStart(2, "0");
  const dd = String(day.getDate()).padStart(2, "0");
  return `${day.getFullYear()}-${mm}-${dd}`;
}

/** The percent a progress bar announces (0 to 100, whole). */
export function percentOf(sent: number): number {
  return Math.max(0, Math.min(100, Math.round(sent * 100)));
}

/** The notes of one sku, last modified first (storefront s.5). */
export function notesForSku<T extends { sku: string; lastModified: string }>(
  notes: readonly T[],
  sku: string,
): T[] {
  return notes
    .filter((note) => note.sku === sku)
    .sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified));
}

/**
 * A list after moving its entry at `index` one place up (-1) or down (+1); the same order when that
 * entry cannot move (the first up, the last down). The move buttons of products and folders use it.
 */
export function movedBy<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/**
 * The sort payload (storefront s.3; POST /api/projects/sort-products) of the products of a place in
 * their new order: `projects`, each a product's line id as `projectId` with its `sortOrder` (ADR 044).
 */
export function productSortOrder(lines: readonly Pick<ProjectLine, "lineId">[]): SortProducts {
  return { projects: lines.map((line, sortOrder) => ({ projectId: line.lineId, sortOrder })) };
}

/** The sort payload of folders (POST /api/v2/project/sort-folders): their ids in order. */
export function folderSortOrder(folderIds: readonly number[]) {
  return folderIds.map((folderId, sortOrder) => ({ folderId, sortOrder }));
}

/** A salesperson of the store view, with the store they work at. */
export interface SalespersonChoice {
  code: string;
  name: string;
  storeUri: string;
}

/**
 * The salespeople to offer once a store is chosen: that store's, and the one assigned now even when
 * they work elsewhere (so the form never drops them silently); every salesperson when no store is chosen.
 */
export function salespeopleForStore<T extends SalespersonChoice>(
  people: readonly T[],
  storeUri: string | null,
  currentCode: string | null = null,
): T[] {
  if (!storeUri) return [...people];
  return people.filter((p) => p.storeUri === storeUri || (currentCode !== null && p.code === currentCode));
}

/** The statuses staff may pick for a project now (the domain's moves): Lost from an open one, Open from a lost one. */
export function statusChoices(status: Project["status"]): Project["status"][] {
  if (status === "Lost") return ["Lost", "Open"];
  if (status === "Won" || status === "Partial") return [status];
  return [status, "Lost"];
}

/**
 * Whether the viewer may delete the project (the server's rule, shown): its owner or an administrator,
 * and not once it has been ordered (Won or Partial stay on record).
 */
export function canDeleteProject(
  project: Pick<Project, "status" | "owner">,
  viewer: { sub: string; role: string } | null,
): boolean {
  if (!viewer || project.status === "Won" || project.status === "Partial") return false;
  return (
    viewer.role === "admin" || (project.owner.userId !== null && String(project.owner.userId) === viewer.sub)
  );
}
