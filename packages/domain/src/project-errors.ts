/**
 * The shared helper for project errors and the project screens' messages (storefront s.8 "Shared
 * helper for project errors", "Projects"), with the spec's exact texts.
 */

/** The default message of a status when the answer carries none (storefront s.8). */
export function projectErrorDefault(status: number): string {
  switch (status) {
    case 400:
      return "Invalid request. Please check your input.";
    case 401:
      return "Authentication required. Please log in again.";
    case 403:
      return "You do not have permission to perform this action.";
    case 404:
      return "The requested resource could not be found.";
    case 500:
      return "A server error occurred. Please try again later.";
    default:
      return "An unexpected error occurred. Please try again later.";
  }
}

/** Flattens an errors value: an array (its strings), an object of arrays (their strings), else nothing. */
function stringsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (value !== null && typeof value === "object")
    return Object.values(value).flatMap((v) =>
      Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [],
    );
  return [];
}

/**
 * The string errors of an error answer's body: from `errors`, else from `error.errors` (an array, or an
 * object of arrays, flattened); otherwise an empty list.
 */
export function projectErrorStrings(body: unknown): string[] {
  if (body === null || typeof body !== "object") return [];
  const record = body as Record<string, unknown>;
  const direct = stringsOf(record.errors);
  if (direct.length > 0) return direct;
  const nested = record.error;
  if (nested !== null && typeof nested === "object")
    return stringsOf((nested as Record<string, unknown>).errors);
  return [];
}

/**
 * The messages to show for a failed project call: the answer's string errors; if none, the supplied
 * message; if none, the status's default.
 */
export function projectErrorMessages(status: number, body: unknown, message?: string): string[] {
  const errors = projectErrorStrings(body);
  if (errors.length > 0) return errors;
  return [message ?? projectErrorDefault(status)];
}

/** The first message of a failed project call, or the fallback (storefront s.8 "Show the first message or a fallback"). */
export function firstProjectError(status: number, body: unknown, fallback: string): string {
  return projectErrorMessages(status, body, fallback)[0] ?? fallback;
}

/** The fallbacks of the project screens' loads and actions (storefront s.8 "Projects"). */
export const projectFallbacks = {
  projects: "An error occurred getting projects.",
  projectList: "An error occurred getting project list.",
  stock: "An error occurred getting stock.",
  competitorPrices: "An error occurred getting competitor prices.",
  storeView: "An error occurred getting store view.",
  email: "An error occurred sending email.",
  logs: "An error occurred getting logs.",
  referrer: "An error occurred getting referrer.",
  lock: "An error occurred locking project.",
  cancelLock: "An error occurred cancelling lock project.",
  sharedStatus: "An error occurred updating shared status.",
  customerProjectCount: "An error occurred getting customer project count.",
  outline: "Could not load project outline",
  updateFailed: "Update Failed!",
} as const;

/** The success toasts (storefront s.8). */
export const projectToasts = {
  updated: "Successfully updated!",
  deleted: "Successfully deleted",
  sent: "Successfully sent",
} as const;

/**
 * The operations that keep their own error list (storefront s.8) and their own loading status
 * (storefront s.4: Initial, Loading, Success, Failure).
 */
export const projectOperations = [
  "projectInfo",
  "customer",
  "comment",
  "variation",
  "quote",
  "createUpdate",
  "folderCreate",
  "folderDuplicate",
  "convertToCart",
  "priceLockEdit",
  "lock",
  "sharedStatus",
  "productTransfer",
  /** The screen's own: sorting products or folders, duplicating and deleting the project. */
  "sort",
  "projectDuplicate",
  "projectDelete",
] as const;
export type ProjectOperation = (typeof projectOperations)[number];

/** A view's loading status (storefront s.4). */
export type LoadingStatus = "Initial" | "Loading" | "Success" | "Failure";

/**
 * The error list an operation keeps after a failure: the answer's string errors, else the fallback. The
 * quote's list prefers a server-supplied list (storefront s.8), which is the same rule here; a product
 * transfer shows the first server error.
 */
export function operationErrors(operation: ProjectOperation, status: number, body: unknown): string[] {
  const errors = projectErrorStrings(body);
  if (operation === "productTransfer")
    return errors.length > 0 ? [errors[0] as string] : [projectFallbacks.updateFailed];
  if (errors.length > 0) return errors;
  if (operation === "lock") return [projectFallbacks.lock];
  if (operation === "priceLockEdit") return [projectFallbacks.lock];
  if (operation === "sharedStatus") return [projectFallbacks.sharedStatus];
  return [status >= 500 || status === 0 ? projectFallbacks.updateFailed : projectErrorDefault(status)];
}
