import {
  type CustomerProjectCountQuery,
  customerProjectCountSchema,
  type ProductNote,
  type ProductTransfer,
  type ProductVariation,
  type Project,
  type ProjectAttachment,
  type ProjectChangelog,
  type ProjectCustomerInput,
  type ProjectDetailsInput,
  type ProjectOutline,
  type ProjectPage,
  type ProjectProductInput,
  type ProjectSave,
  type ProjectsOfProduct,
  type ProjectToCart,
  productNoteSchema,
  productTransferResultSchema,
  productVariationSchema,
  projectAttachmentSchema,
  projectCartSchema,
  projectChangelogSchema,
  projectCreatedSchema,
  projectDeletedSchema,
  projectItemDeletedSchema,
  projectListItemSchema,
  projectOutlineSchema,
  projectPageSchema,
  projectSchema,
  projectsOfProductSchema,
  referrerSchema,
  sharedStatusSchema,
  staffCommentSchema,
} from "@store/domain/project.schema";
import { attachmentDeletedSchema } from "@store/domain/project-attachment.schema";
import {
  type Reminder,
  type ReminderProject,
  type ReminderSave,
  type ReminderStats,
  type ReminderStatus,
  reminderListSchema,
  reminderProjectListSchema,
  reminderSchema,
  reminderStatsSchema,
} from "@store/domain/reminder.schema";
import { type StoreView, storeViewSchema } from "@store/domain/store.schema";
import { z } from "zod";
import type { ApiClient } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { jsonPost } from "./api-transport.ts";

/**
 * Staff projects' calls (storefront s.7 "Projects", ADR 044), their attachments and reminders (ADR 046)
 * over a client's transport: only the project screens load them and their schemas (ADR 095).
 */
export function projectApi(api: ApiClient) {
  const { send, parse, getJson } = api.transport;

  return {
    // --- staff projects (storefront s.7 "Projects", ADR 044) ---

    /** GET /api/v2/project/minimal?page&items&scope&search: a page of projects and the counts. */
    getProjectPage(query: {
      page: number;
      items: number;
      scope: "mine" | "all";
      search?: string;
    }): Promise<ProjectPage> {
      const params = new URLSearchParams({
        page: String(query.page),
        items: String(query.items),
        scope: query.scope,
      });
      if (query.search) params.set("search", query.search);
      return getJson(`/api/v2/project/minimal?${params}`, projectPageSchema);
    },

    /** GET /api/v2/project/{id}: the whole project, or null when the API answers 204 (an empty project). */
    async getProject(projectId: number): Promise<Project | null> {
      const path = `/api/v2/project/${projectId}`;
      const response = await send(path);
      if (response.status === 204) return null;
      return parse(path, response, projectSchema);
    },

    /** GET /api/v2/project/shared?shareId: the read-only shared view, or null when it is empty (204). */
    async getSharedProject(shareId: string): Promise<Project | null> {
      const path = `/api/v2/project/shared?${new URLSearchParams({ shareId })}`;
      const response = await send(path);
      if (response.status === 204) return null;
      return parse(path, response, projectSchema);
    },

    /** GET /api/v2/project/outline/{id}: folders and products, for the transfer modal. */
    getProjectOutline(projectId: number, init?: { signal?: AbortSignal }): Promise<ProjectOutline> {
      return getJson(`/api/v2/project/outline/${projectId}`, projectOutlineSchema, init);
    },

    /** GET /api/projects/product/{sku}[/{projectId}]: where the product is in the caller's projects (or in one). */
    getProjectsOfProduct(
      sku: string,
      projectId?: number,
      init?: { signal?: AbortSignal },
    ): Promise<ProjectsOfProduct> {
      const one = projectId === undefined ? "" : `/${projectId}`;
      return getJson(`/api/projects/product/${encodeURIComponent(sku)}${one}`, projectsOfProductSchema, init);
    },

    /** GET /api/projects/list-item?sku: the caller's unfinished projects with folders. */
    getProjectListItems(sku?: string, init?: { signal?: AbortSignal }) {
      const query = sku ? `?${new URLSearchParams({ sku })}` : "";
      return getJson(`/api/projects/list-item${query}`, z.array(projectListItemSchema), init);
    },

    /** GET /api/v2/project/changelogs?projectId&page */
    getProjectChangelog(
      projectId: number,
      page = 1,
      init?: { signal?: AbortSignal },
    ): Promise<ProjectChangelog> {
      return getJson(
        `/api/v2/project/changelogs?projectId=${projectId}&page=${page}`,
        projectChangelogSchema,
        init,
      );
    },

    /** GET /api/v2/project/kad/{search}: referrers matching a code, name or business. */
    searchReferrers(search: string) {
      return getJson(`/api/v2/project/kad/${encodeURIComponent(search)}`, z.array(referrerSchema));
    },

    /** GET /api/v2/project/customer-project-count?email&secondaryEmail&phone&secondaryPhone */
    getCustomerProjectCount(query: CustomerProjectCountQuery) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      return getJson(`/api/v2/project/customer-project-count?${params}`, customerProjectCountSchema);
    },

    /** POST /api/v2/project: creates a project (or with projectId changes its name, store, status). */
    saveProject(input: ProjectSave) {
      return getJson("/api/v2/project", projectCreatedSchema, jsonPost(input));
    },

    /** POST /api/v2/project {projectId, name, status}: staff mark a project Lost or reopen it; answers the project. */
    setProjectStatus(projectId: number, name: string, status: "Lost" | "Open"): Promise<Project> {
      return getJson("/api/v2/project", projectSchema, jsonPost({ projectId, name, status }));
    },

    /** POST /api/v2/project/quote: saves quoteData and the next quote version. */
    saveProjectQuote(projectId: number, version?: number): Promise<Project> {
      return getJson("/api/v2/project/quote", projectSchema, jsonPost({ projID: projectId, version }));
    },

    /** A project write that answers the whole project (folder, duplicate-folder, sort-folders, ...). */
    projectWrite(path: string, body: unknown, method: "POST" | "DELETE" = "POST"): Promise<Project> {
      return getJson(path, projectSchema, method === "POST" ? jsonPost(body) : { method });
    },

    /** POST /api/projects/product: adds a product or changes its line. */
    saveProjectProduct(
      input: Partial<ProjectProductInput> & { projectId: number; sku: string },
    ): Promise<Project> {
      return getJson("/api/projects/product", projectSchema, jsonPost(input));
    },

    /** DELETE /api/projects/product/{id}/{sku}?folderId=cart|id */
    deleteProjectProduct(projectId: number, sku: string, folderId: number | null): Promise<Project> {
      const place = folderId === null ? "cart" : String(folderId);
      return getJson(
        `/api/projects/product/${projectId}/${encodeURIComponent(sku)}?folderId=${place}`,
        projectSchema,
        { method: "DELETE" },
      );
    },

    /** POST /api/v2/project/product-note: a new note, or with noteId its new text. */
    saveProductNote(input: {
      projectId: number;
      sku: string;
      notes: string;
      noteId?: number;
    }): Promise<ProductNote> {
      return getJson("/api/v2/project/product-note", productNoteSchema, jsonPost(input));
    },

    /** DELETE /api/v2/project/product-note?projectId&noteId */
    deleteProductNote(projectId: number, noteId: number) {
      return getJson(
        `/api/v2/project/product-note?projectId=${projectId}&noteId=${noteId}`,
        projectItemDeletedSchema,
        {
          method: "DELETE",
        },
      );
    },

    /** POST /api/v2/project/product-variation: a new variation, or with variationId its new values. */
    saveProductVariation(input: {
      projectId: number;
      productCode: string;
      variationSku: string;
      comments: string;
      variationId?: number;
      rrpOverride?: number | null;
    }): Promise<ProductVariation> {
      return getJson("/api/v2/project/product-variation", productVariationSchema, jsonPost(input));
    },

    /** DELETE /api/v2/project/product-variation?projectId&variationId */
    deleteProductVariation(projectId: number, variationId: number) {
      return getJson(
        `/api/v2/project/product-variation?projectId=${projectId}&variationId=${variationId}`,
        projectItemDeletedSchema,
        { method: "DELETE" },
      );
    },

    /** POST /api/v2/project/comment: the new staff comment. */
    addProjectComment(projectId: number, message: string) {
      return getJson("/api/v2/project/comment", staffCommentSchema, jsonPost({ projectId, message }));
    },

    /** POST /api/v2/project/lock-price: locks the latest quote's prices, or moves the expiry. */
    lockProjectPrices(projectId: number, expiryDate: string, version?: number): Promise<Project> {
      return getJson(
        "/api/v2/project/lock-price",
        projectSchema,
        jsonPost({ projectId, expiryDate, version }),
      );
    },

    /** DELETE /api/v2/project/lock-price?projectId: cancels the lock. */
    cancelProjectLock(projectId: number): Promise<Project> {
      return getJson(`/api/v2/project/lock-price?projectId=${projectId}`, projectSchema, {
        method: "DELETE",
      });
    },

    /** POST /api/projects/shared-project-status: shares (a new link) or stops sharing. */
    setProjectShared(projectId: number, sharedStatus: boolean) {
      return getJson(
        "/api/projects/shared-project-status",
        sharedStatusSchema,
        jsonPost({ projectId, sharedStatus }),
      );
    },

    /** POST /api/projects/cart: the project (or a selection) into the caller's cart. */
    projectToCart(input: ProjectToCart) {
      return getJson("/api/projects/cart", projectCartSchema, jsonPost(input));
    },

    /** POST /api/v2/project/product-transfer: moves (or copies) a product between projects. */
    transferProjectProduct(input: Partial<ProductTransfer> & Omit<ProductTransfer, "mode">) {
      return getJson("/api/v2/project/product-transfer", productTransferResultSchema, jsonPost(input));
    },

    /** POST /api/v2/project/email {projectId}: emails the quote to the customer. */
    emailProject(projectId: number): Promise<unknown> {
      return getJson("/api/v2/project/email", z.unknown(), jsonPost({ projectId }));
    },

    /** POST /api/v2/project/name: the project's new name; answers the project. */
    renameProject(projectId: number, name: string, version?: number): Promise<Project> {
      return getJson("/api/v2/project/name", projectSchema, jsonPost({ projectId, name, version }));
    },

    /** POST /api/v2/project/details: the project and referrer fields; answers the project. */
    saveProjectDetails(input: ProjectDetailsInput): Promise<Project> {
      return getJson("/api/v2/project/details", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project/customer: the customer fields; answers the project. */
    saveProjectCustomer(input: ProjectCustomerInput): Promise<Project> {
      return getJson("/api/v2/project/customer", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project {projectId, ...}: changes name, store, salesperson or status; answers the project. */
    updateProject(input: ProjectSave & { projectId: number }): Promise<Project> {
      return getJson("/api/v2/project", projectSchema, jsonPost(input));
    },

    /** POST /api/v2/project/duplicate: a copy of the project; answers the new project's ids. */
    duplicateProject(projectId: number, name?: string) {
      return getJson("/api/v2/project/duplicate", projectCreatedSchema, jsonPost({ projectId, name }));
    },

    /** DELETE /api/projects/{id} */
    deleteProject(projectId: number) {
      return getJson(`/api/projects/${projectId}`, projectDeletedSchema, { method: "DELETE" });
    },

    /** POST /api/projects/admin-cart (projectId, clearDiscounts): the whole project into the caller's cart. */
    projectAdminCart(projectId: number, clearDiscounts: boolean) {
      return getJson("/api/projects/admin-cart", projectCartSchema, jsonPost({ projectId, clearDiscounts }));
    },

    /** GET /api/store/select-view (staff): the stores and salespeople a project is assigned to. */
    getStoreSelectView(init?: { signal?: AbortSignal }): Promise<StoreView> {
      return getJson("/api/store/select-view", storeViewSchema, init);
    },

    // --- project attachments (staff only, ADR 046) ---

    /** DELETE /api/v2/project/attachment?projectId&id: removes an attachment and its file. */
    deleteProjectAttachment(projectId: number, id: number): Promise<{ id: number; deleted: true }> {
      return getJson(`/api/v2/project/attachment?projectId=${projectId}&id=${id}`, attachmentDeletedSchema, {
        method: "DELETE",
      });
    },

    // --- reminders (staff only, storefront s.7 "Reminders", ADR 046) ---

    /** GET /api/account/reminders: the signed-in staff member's reminders, by status then date. */
    getMyReminders(): Promise<Reminder[]> {
      return getJson("/api/account/reminders", reminderListSchema);
    },

    /** GET /api/Reminders?projectId: a project's reminders. */
    getProjectReminders(projectId: number): Promise<Reminder[]> {
      return getJson(`/api/Reminders?projectId=${projectId}`, reminderListSchema);
    },

    /** GET /api/Reminders/stats: the caller's reminders counted (the reminders/stats panel). */
    getReminderStats(): Promise<ReminderStats> {
      return getJson("/api/Reminders/stats", reminderStatsSchema);
    },

    /** GET /api/Reminders/projects: the caller's unfinished projects a reminder may be for. */
    getReminderProjects(): Promise<ReminderProject[]> {
      return getJson("/api/Reminders/projects", reminderProjectListSchema);
    },

    /** POST /api/Reminders: a new reminder (projectId), or a change of one's date and note (id). */
    saveReminder(input: ReminderSave): Promise<Reminder> {
      return getJson("/api/Reminders", reminderSchema, jsonPost(input));
    },

    /** POST /api/Reminders/status {id, status}: mark done, mark undone or archive. */
    setReminderStatus(id: number, status: ReminderStatus): Promise<Reminder> {
      return getJson("/api/Reminders/status", reminderSchema, jsonPost({ id, status }));
    },
  };
}

/**
 * POST /api/v2/project/attachment from the browser (ADR 046): the multipart form through
 * XMLHttpRequest, whose upload events give a real progress bar (fetch has none), with the session cookie.
 * `onProgress` gets the share sent (0 to 1); the answer is the attachment, or an ApiError as every call.
 */
export function uploadProjectAttachment(
  form: FormData,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ProjectAttachment> {
  const path = "/api/v2/project/attachment";
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: kept as text for the error
      }
      if (request.status < 200 || request.status >= 300)
        return reject(new ApiError(request.status, body, path));
      const parsed = projectAttachmentSchema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(request.status, body, path, "invalid-response"));
      onProgress(1);
      resolve(parsed.data);
    });
    request.addEventListener("error", () => reject(new ApiError(0, null, path, "network")));
    request.addEventListener("abort", () => reject(new ApiError(0, null, path, "network")));
    signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
