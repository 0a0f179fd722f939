import { randomBytes } from "node:crypto";
import { type Brand, brands, formatMoney } from "@store/domain/brands";
import { isValidPage, pageCount } from "@store/domain/pagination";
import { linePrice } from "@store/domain/pricing";
import {
  closedStatuses,
  isEmptyProject,
  linePermissions,
  moveStatus,
  notesForSku,
  type ProjectViewer,
  priceLockLive,
  projectShareUrl,
  staffPriceProblem,
} from "@store/domain/project";
import type {
  CustomerProjectCountQuery,
  ProductNote,
  ProductTransfer,
  ProductTransferResult,
  ProductVariation,
  Project,
  ProjectChangelog,
  ProjectCustomerFields,
  ProjectDetailFields,
  ProjectListItem,
  ProjectOutline,
  ProjectPage,
  ProjectPageQuery,
  ProjectProductInput,
  ProjectSave,
  ProjectSummary,
  ProjectsOfProduct,
  QuoteData,
  Referrer,
  SortProducts,
  StaffComment,
} from "@store/domain/project.schema";
import {
  maxProjectFolders,
  maxProjectLineQuantity,
  maxProjectLines,
  maxProjectNameLength,
  navbarProjectCount,
  type ProjectChangeKind,
  type ProjectStatus,
} from "@store/domain/project-constants";
import { storeTimeZone } from "@store/domain/store-local-time";
import { countOf } from "@store/domain/text";
import { upsellOptionsFor } from "@store/domain/upsell-options";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ProductReadModel, ProductRow } from "../product/product.read-model.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";
import {
  projectChanges,
  projectComments,
  projectFolders,
  projectLines,
  projectNotes,
  projectOwnerCounts,
  projectPriceLocks,
  projectQuotes,
  projectReferrers,
  projects,
  projectVariations,
} from "./project.tables.ts";
import {
  buildProject,
  commentOf,
  type LineRow,
  lockedPrices,
  noteOf,
  type ProjectFacts,
  type ProjectRow,
} from "./project-view.ts";

/** The signed-in staff member or administrator a call acts as (the route table admits only them). */
export interface ProjectActor {
  userId: number;
  role: "staff" | "admin";
  name: string;
}

/** Who reads: reads need no name. */
export type ProjectReader = Pick<ProjectActor, "userId" | "role">;

/** One changelog entry a write records. */
export interface ProjectChange {
  kind: ProjectChangeKind;
  message: string;
}

/** What a write's work answers: its result, the changelog entries it records, and a new status if it sets one. */
export interface WriteOutcome<T> {
  result: T;
  changes: ProjectChange[];
  status?: ProjectStatus;
}

/** The store itself writing (an order placed from a converted cart): named 'System' in the changelog. */
export interface SystemActor {
  userId: null;
  name: string;
}

/** How a write treats the project's state. */
export interface WriteOptions {
  /** The version the client read: a write made since is refused (409) instead of lost. */
  version?: number;
  /**
   * The write changes what a quote would hold (products, quantities, prices, folders): refused on a
   * finished project, and it moves a Quoted project to Pending (domain `moveStatus`).
   */
  content?: boolean;
  /** Refused on a finished project (won, partly won, lost) without counting as an edit of the quote. */
  open?: boolean;
}

export const emptyDetails: ProjectDetailFields = {
  projectAddress: "",
  suburb: "",
  postCode: "",
  state: "",
  projectGoal: "",
  projectStart: "",
  interests: [],
  comments: "",
  showCulinaryBookings: false,
  referrerCode: "",
  referrerName: "",
  referrerBusinessName: "",
  referrerPhone: "",
  referrerContact: "",
};

/**
 * Last changed first, as the list indexes hold it (Drizzle writes `desc` indexes NULLS LAST, and an
 * ORDER BY must say the same to walk them instead of sorting every project).
 */
const latestFirst = [sql`${projects.updatedAt} desc nulls last`, sql`${projects.id} desc nulls last`];

/** The customer's fields of quoteData, each a column of `projects`. */
const customerFields: (keyof ProjectCustomerFields)[] = [
  "firstName",
  "lastName",
  "customerName",
  "customerEmail",
  "customerEmailSecondary",
  "contactNumber",
  "customerNumberSecondary",
];

/** A new share id: 32 random bytes in base64url (43 characters). */
/**
 * The staff member (or administrator) calling, with their name for the changelog: 401 signed out, 403
 * any other role (the route table lets no one else in: route-access.ts).
 */
export async function projectActorOf(
  viewer: { userId: number | null; role: string },
  users: Pick<UserService, "namesOf">,
): Promise<ProjectActor> {
  if (viewer.userId === null) throw new AppError("unauthorized", "Please sign in to do this");
  if (viewer.role !== "staff" && viewer.role !== "admin")
    throw new AppError("forbidden", "Your account is not allowed to do this");
  const name = (await users.namesOf([viewer.userId])).get(viewer.userId)?.name ?? "";
  return { userId: viewer.userId, role: viewer.role, name };
}

export function newShareId(): string {
  return randomBytes(32).toString("base64url");
}

/** The time zone a project's dates (price lock expiry) are counted in: its store's, else its brand's country's. */
export function projectTimeZone(store: { country: "AU" | "NZ"; state: string } | null, brand: Brand): string {
  return storeTimeZone(store ?? { country: brand.country, state: brand.country === "NZ" ? "" : "NSW" });
}

/**
 * Staff projects and quotes (storefront s.3, s.4, s.7 "Projects"; ADR 044). The project module owns its
 * tables; products, stores and people are read through their owners' services. Every write runs in one
 * transaction that locks the project row first, checks the version the client read, records who changed
 * what, and raises the version.
 */
export class ProjectService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductReadModel,
    private readonly stores: StoreService,
    private readonly users: UserService,
  ) {
    // In the constructor: a field initialiser would run before the parameter properties are set
    this.projectById = this.projectWhere("id", "project_facts_by_id");
    this.projectByShareId = this.projectWhere("shareId", "project_facts_by_share_id");
  }

  private readonly projectById: ReturnType<ProjectService["projectWhere"]>;
  private readonly projectByShareId: ReturnType<ProjectService["projectWhere"]>;

  // -------------------------------------------------------------------------------------------------
  // Reading

  /** The rows of a project and what they name, or null when there is no such project. */
  async facts(projectId: number, now = new Date()): Promise<ProjectFacts | null> {
    return this.factsOf(await this.projectById.execute({ key: projectId }), now);
  }

  /**
   * One project and every row under it in one statement (Drizzle's relational query: one round trip,
   * which on PGlite costs less than planning eight), prepared once: building and planning the nested
   * query was about a third of its time per read (measured: 3.2 ms to 1.9 ms a read of 100 lines).
   */
  private projectWhere(key: "id" | "shareId", name: string) {
    return this.db.query.projects
      .findFirst({
        where: eq(projects[key], sql.placeholder("key")),
        with: {
          folders: true,
          lines: true,
          variations: true,
          notes: true,
          comments: true,
          quotes: { orderBy: desc(projectQuotes.version), limit: 1 },
          locks: { where: isNull(projectPriceLocks.cancelledAt), with: { quote: true } },
        },
      })
      .prepare(name);
  }

  /** What a project's rows name, from their owners (products, people, the store). */
  private async factsOf(
    found: Awaited<ReturnType<typeof this.projectById.execute>>,
    now: Date,
  ): Promise<ProjectFacts | null> {
    if (!found) return null;
    const { folders, lines, variations, notes, comments, quotes, locks, ...project } = found;
    const quote = quotes[0] ?? null;
    const lockRow = locks[0] ? { lock: locks[0], quote: locks[0].quote } : undefined;
    const productIds = [
      ...lines.map((l) => l.productId),
      ...variations.flatMap((v) => [v.productId, v.variationProductId]),
      ...notes.map((n) => n.productId),
      ...(quote?.lines.map((l) => l.productId) ?? []),
    ];
    const people = [
      project.ownerUserId,
      project.salespersonUserId,
      lockRow?.lock.lockedByUserId,
      ...notes.map((n) => n.createdByUserId),
    ].filter((n): n is number => typeof n === "number");
    const [productRows, names, store] = await Promise.all([
      this.products.named([...new Set(productIds)]),
      this.users.namesOf(people),
      project.storeId ? this.stores.byId(project.storeId) : null,
    ]);
    return {
      project,
      folders,
      lines,
      variations,
      notes,
      comments,
      quote,
      lock: lockRow ? { ...lockRow.lock, quote: lockRow.quote } : null,
      products: new Map(productRows.map((p) => [p.id, p])),
      names,
      store,
      now,
    };
  }

  /**
   * GET /api/v2/project/{id}: the project for staff, or null when it is empty (204: no products and no
   * folders). 404 when there is no such project.
   */
  async get(projectId: number, viewer: ProjectViewer, now = new Date()): Promise<Project | null> {
    const facts = await this.facts(projectId, now);
    if (!facts) throw new AppError("not_found", "We couldn't find that project.");
    const project = buildProject(facts, viewer);
    return isEmptyProject(project.productCount, project.folders.length) ? null : project;
  }

  /** The project as a write answers it: always the whole project, empty or not. */
  async view(projectId: number, viewer: ProjectViewer, now = new Date()): Promise<Project> {
    const facts = await this.facts(projectId, now);
    if (!facts) throw new AppError("not_found", "We couldn't find that project.");
    return buildProject(facts, viewer);
  }

  /**
   * GET /api/v2/project/shared?shareId: the project for anyone holding its live share id, read-only
   * (204 when empty); an unknown or revoked id is a 404.
   */
  async shared(shareId: string, now = new Date()): Promise<Project | null> {
    const facts = await this.factsOf(await this.projectByShareId.execute({ key: shareId }), now);
    if (!facts) throw new AppError("not_found", "This share link is not valid or has been turned off.");
    const built = buildProject(facts, "shared");
    return isEmptyProject(built.productCount, built.folders.length) ? null : built;
  }

  /** The share link of a shared project, from the brand's configured origin. */
  shareUrl(publicOrigin: string, shareId: string | null): string | null {
    return shareId ? projectShareUrl(publicOrigin, shareId) : null;
  }

  // -------------------------------------------------------------------------------------------------
  // Writing

  /**
   * Runs a write: locks the project row, refuses a stale version (409) and, for content changes, a
   * finished project; runs `work`; then raises the version, moves the status (a Quoted project edited
   * becomes Pending, or what `work` answers) and records the changelog, all in one transaction.
   */
  async write<T>(
    projectId: number,
    actor: ProjectActor | SystemActor,
    options: WriteOptions,
    work: (tx: Db, project: ProjectRow) => Promise<WriteOutcome<T>>,
  ): Promise<T> {
    return this.db.transaction((transaction) =>
      this.writeIn(transaction as unknown as Db, projectId, actor, options, work),
    );
  }

  /** `write` inside the caller's transaction (a cart conversion's, an order's placing). */
  async writeIn<T>(
    tx: Db,
    projectId: number,
    actor: ProjectActor | SystemActor,
    options: WriteOptions,
    work: (tx: Db, project: ProjectRow) => Promise<WriteOutcome<T>>,
  ): Promise<T> {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!project) throw new AppError("not_found", "We couldn't find that project.");
    if (options.version !== undefined && options.version !== project.version)
      throw new AppError(
        "conflict",
        "Someone else changed this project since you opened it. Reload it to see their changes, then try again.",
      );
    let status: ProjectStatus = project.status;
    if (options.content || options.open) {
      const move = moveStatus(project.status, { kind: "edited" });
      if (!move.ok) throw new AppError("conflict", move.reason);
      if (options.content) status = move.status;
    }
    const outcome = await work(tx, project);
    status = outcome.status ?? status;
    const all = [...outcome.changes];
    if (status !== project.status && outcome.status === undefined)
      all.push({
        kind: "status_changed",
        message: `Status ${project.status} → ${status}: quote ${project.nextQuoteVersion} is being prepared`,
      });
    await tx
      .update(projects)
      .set({ version: sql`${projects.version} + 1`, updatedAt: sql`now()`, status })
      .where(eq(projects.id, projectId));
    await this.record(tx, projectId, actor, all);
    return outcome.result;
  }

  /** Writes changelog rows (inside the caller's transaction). */
  async record(
    tx: Db,
    projectId: number,
    actor: { userId: number | null; name: string },
    changes: readonly ProjectChange[],
  ): Promise<void> {
    if (changes.length === 0) return;
    await tx.insert(projectChanges).values(
      changes.map((change) => ({
        projectId,
        userId: actor.userId,
        userName: actor.name,
        kind: change.kind,
        message: change.message.slice(0, 1000),
      })),
    );
  }

  /** The store and salesperson a project is assigned to, checked against the brand's store view. */
  private async assignment(
    brand: Brand,
    input: Pick<ProjectSave, "storeUri" | "salespersonCode">,
  ): Promise<{
    storeId?: number | null;
    salespersonUserId?: number | null;
    storeName?: string;
    salesperson?: string;
  }> {
    const out: {
      storeId?: number | null;
      salespersonUserId?: number | null;
      storeName?: string;
      salesperson?: string;
    } = {};
    if (input.storeUri !== undefined) {
      if (input.storeUri === null || input.storeUri === "") out.storeId = null;
      else {
        const store = await this.stores.get(brand.country, input.storeUri).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "not_found")
            throw new AppError("invalid", "storeUri: That store is not one of ours.");
          throw error;
        });
        out.storeId = store.id;
        out.storeName = store.name;
      }
    }
    if (input.salespersonCode !== undefined) {
      if (input.salespersonCode === null || input.salespersonCode === "") out.salespersonUserId = null;
      else {
        const person = await this.users.salespersonByCode(input.salespersonCode);
        if (!person) throw new AppError("invalid", "salespersonCode: No salesperson has that code.");
        out.salespersonUserId = person.id;
        out.salesperson = `${person.name} (${person.code})`;
      }
    }
    return out;
  }

  /**
   * POST /api/v2/project: creates a project owned by the caller (Open), with the customer and details
   * given, assigned to the store and salesperson given (by default the caller as salesperson).
   */
  async create(
    actor: ProjectActor,
    brand: Brand,
    input: ProjectSave,
  ): Promise<{ projectId: number; projectRef: string; version: number }> {
    const assigned = await this.assignment(brand, input);
    const quoteData = input.quoteData ?? {};
    const {
      firstName,
      lastName,
      customerName,
      customerEmail,
      customerEmailSecondary,
      contactNumber,
      customerNumberSecondary,
      ...details
    } = quoteData;
    const mine = assigned.salespersonUserId === undefined ? await this.users.namesOf([actor.userId]) : null;
    const selfAsSalesperson = mine?.get(actor.userId)?.salespersonCode ? actor.userId : null;
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .insert(projects)
        .values({
          name: input.name,
          brand: brand.id,
          ownerUserId: actor.userId,
          firstName: firstName ?? "",
          lastName: lastName ?? "",
          customerName: customerName ?? "",
          customerEmail: customerEmail ?? "",
          customerEmailSecondary: customerEmailSecondary ?? "",
          contactNumber: contactNumber ?? "",
          customerNumberSecondary: customerNumberSecondary ?? "",
          details: { ...emptyDetails, ...details },
          storeId: assigned.storeId ?? null,
          salespersonUserId:
            assigned.salespersonUserId === undefined ? selfAsSalesperson : assigned.salespersonUserId,
        })
        .returning({ id: projects.id, ref: projects.ref, version: projects.version });
      if (!row) throw new Error("the project insert returned no row");
      await this.record(tx, row.id, actor, [
        { kind: "created", message: `Created project ${row.ref} '${input.name}'` },
      ]);
      return { projectId: row.id, projectRef: row.ref, version: row.version };
    });
  }

  /**
   * POST /api/v2/project with projectId: changes the name, the store and salesperson, quoteData's
   * fields given, and marks the project lost or reopens it (domain `moveStatus`).
   */
  async update(actor: ProjectActor, brand: Brand, projectId: number, input: ProjectSave): Promise<void> {
    const assigned = await this.assignment(brand, input);
    await this.write(projectId, actor, { version: input.version }, async (tx, project) => {
      const changes: ProjectChange[] = [];
      const set: Partial<typeof projects.$inferInsert> = {};
      if (input.name !== project.name) {
        set.name = input.name;
        changes.push({ kind: "renamed", message: `Renamed '${project.name}' to '${input.name}'` });
      }
      if (assigned.storeId !== undefined && assigned.storeId !== project.storeId) {
        set.storeId = assigned.storeId;
        changes.push({ kind: "assignment", message: `Store set to ${assigned.storeName ?? "none"}` });
      }
      if (
        assigned.salespersonUserId !== undefined &&
        assigned.salespersonUserId !== project.salespersonUserId
      ) {
        set.salespersonUserId = assigned.salespersonUserId;
        changes.push({ kind: "assignment", message: `Salesperson set to ${assigned.salesperson ?? "none"}` });
      }
      if (input.quoteData) changes.push(...this.quoteDataChanges(project, input.quoteData, set));
      let status: ProjectStatus | undefined;
      if (input.status && input.status !== project.status) {
        const move = moveStatus(project.status, {
          kind: input.status === "Lost" ? "marked_lost" : "reopened",
        });
        if (!move.ok) throw new AppError("conflict", move.reason);
        status = move.status;
        changes.push({ kind: "status_changed", message: `Status ${project.status} → ${move.status}` });
      }
      if (Object.keys(set).length > 0) await tx.update(projects).set(set).where(eq(projects.id, projectId));
      return { result: undefined, changes, status };
    });
  }

  /**
   * The columns a partial quoteData changes (set in `set`) and the changelog entries that say so: one
   * for the customer's fields, one for the project's details, each naming the fields.
   */
  quoteDataChanges(
    project: ProjectRow,
    data: Partial<QuoteData>,
    set: Partial<typeof projects.$inferInsert>,
  ): ProjectChange[] {
    const customerChanged: string[] = [];
    for (const field of customerFields) {
      const value = data[field];
      if (value !== undefined && value !== project[field]) {
        set[field] = value;
        customerChanged.push(field);
      }
    }
    const detailsChanged: string[] = [];
    const details: ProjectDetailFields = { ...emptyDetails, ...project.details };
    for (const field of Object.keys(emptyDetails) as (keyof ProjectDetailFields)[]) {
      const value = data[field];
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(details[field])) {
        (details as Record<string, unknown>)[field] = value;
        detailsChanged.push(field);
      }
    }
    if (detailsChanged.length > 0) set.details = details;
    const changes: ProjectChange[] = [];
    if (customerChanged.length > 0)
      changes.push({ kind: "customer", message: `Customer changed: ${customerChanged.join(", ")}` });
    if (detailsChanged.length > 0)
      changes.push({ kind: "details", message: `Details changed: ${detailsChanged.join(", ")}` });
    return changes;
  }

  // -------------------------------------------------------------------------------------------------
  // Simple writes

  /** POST /api/v2/project/name */
  async rename(
    actor: ProjectActor,
    input: { projectId: number; version?: number; name: string },
  ): Promise<void> {
    await this.write(input.projectId, actor, { version: input.version }, async (tx, project) => {
      if (project.name === input.name) return { result: undefined, changes: [] };
      await tx.update(projects).set({ name: input.name }).where(eq(projects.id, project.id));
      return {
        result: undefined,
        changes: [{ kind: "renamed", message: `Renamed '${project.name}' to '${input.name}'` }],
      };
    });
  }

  /** POST /api/v2/project/details and /customer: quoteData's fields given (a field left out is kept). */
  async saveQuoteData(
    actor: ProjectActor,
    projectId: number,
    version: number | undefined,
    data: Partial<QuoteData>,
  ): Promise<void> {
    await this.write(projectId, actor, { version }, async (tx, project) => {
      const set: Partial<typeof projects.$inferInsert> = {};
      const changes = this.quoteDataChanges(project, data, set);
      if (Object.keys(set).length > 0) await tx.update(projects).set(set).where(eq(projects.id, project.id));
      return { result: undefined, changes };
    });
  }

  /** POST /api/v2/project/comment: a staff comment; answers it (the screen puts it first). */
  async comment(actor: ProjectActor, projectId: number, message: string): Promise<StaffComment> {
    return this.write(projectId, actor, {}, async (tx) => {
      const [row] = await tx
        .insert(projectComments)
        .values({ projectId, userId: actor.userId, userName: actor.name, message })
        .returning();
      if (!row) throw new Error("the comment insert returned no row");
      return {
        result: commentOf(row),
        changes: [{ kind: "comment_added", message: `Comment: ${message.slice(0, 200)}` }],
      };
    });
  }

  /**
   * Marks the project emailed (storefront s.4: emailing sets projectEmailed) and records who it went to,
   * running `send` (the mail's outbox rows, the follow-up job) in the same transaction under the project's
   * row lock, with the database's time of it. A project emailed within the last `windowSeconds` (a double
   * click, a retried request) sends nothing: `send` is not run and the answer is the earlier mail's time
   * (ADR 049).
   */
  async markEmailed(
    actor: ProjectActor,
    projectId: number,
    to: readonly string[],
    send: (tx: Db, emailedAt: Date) => Promise<void>,
    windowSeconds: number,
  ): Promise<{ sent: boolean; emailedAt: Date }> {
    return this.write<{ sent: boolean; emailedAt: Date }>(projectId, actor, {}, async (tx) => {
      const [recent] = await tx
        .select({ at: projectChanges.at })
        .from(projectChanges)
        .where(
          and(
            eq(projectChanges.projectId, projectId),
            eq(projectChanges.kind, "emailed"),
            sql`${projectChanges.at} > now() - make_interval(secs => ${windowSeconds})`,
          ),
        )
        .orderBy(desc(projectChanges.at))
        .limit(1);
      if (recent) return { result: { sent: false, emailedAt: recent.at }, changes: [] };
      // now() is the transaction's start: the time the changelog row below records
      const { rows } = (await tx.execute(sql`select now() as at`)) as unknown as {
        rows: { at: Date | string }[];
      };
      const emailedAt = new Date(rows[0]?.at ?? Date.now());
      await send(tx, emailedAt);
      await tx.update(projects).set({ projectEmailed: true }).where(eq(projects.id, projectId));
      return {
        result: { sent: true, emailedAt },
        changes: [{ kind: "emailed", message: `Quote emailed to ${to.join(", ")}` }],
      };
    });
  }

  /**
   * DELETE /api/projects/{id}: only its owner or an administrator deletes a project, and never one that
   * has been ordered (its record stays with the order). Its folders, lines, notes and record go with it.
   */
  async remove(actor: ProjectActor, projectId: number): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
      if (!project) throw new AppError("not_found", "We couldn't find that project.");
      if (project.ownerUserId !== actor.userId && actor.role !== "admin")
        throw new AppError("forbidden", "Only the project's owner or an administrator can delete it.");
      if (project.status === "Won" || project.status === "Partial")
        throw new AppError("conflict", "This project has been ordered: it stays on record with its order.");
      await tx.delete(projects).where(eq(projects.id, projectId));
    });
  }

  // -------------------------------------------------------------------------------------------------
  // Lists

  private summaryColumns() {
    return {
      projectId: projects.id,
      projectRef: projects.ref,
      name: projects.name,
      status: projects.status,
      customerName: projects.customerName,
      customerEmail: projects.customerEmail,
      ownerUserId: projects.ownerUserId,
      quoted: projects.quoted,
      updatedAt: projects.updatedAt,
    };
  }

  /**
   * Lines per project, for a page of summaries. Counted after the page is cut: as a column of the paged
   * query, PostgreSQL counted the lines of every row an offset skips too (1,000 counts for page 50).
   */
  private async lineCounts(projectIds: number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .select({ projectId: projectLines.projectId, n: sql<number>`count(*)::int` })
      .from(projectLines)
      .where(inArray(projectLines.projectId, projectIds))
      .groupBy(projectLines.projectId);
    return new Map(rows.map((r) => [r.projectId, Number(r.n)]));
  }

  private async summaries(
    rows: {
      projectId: number;
      projectRef: string;
      name: string;
      status: ProjectStatus;
      customerName: string;
      customerEmail: string;
      ownerUserId: number;
      quoted: boolean;
      updatedAt: Date;
    }[],
    counted?: Map<number, number>,
  ): Promise<ProjectSummary[]> {
    const [names, counts] = await Promise.all([
      this.users.namesOf(rows.map((r) => r.ownerUserId)),
      counted ?? this.lineCounts(rows.map((r) => r.projectId)),
    ]);
    return rows.map(({ ownerUserId, updatedAt, ...row }) => ({
      ...row,
      ownerName: names.get(ownerUserId)?.name ?? "",
      productCount: counts.get(row.projectId) ?? 0,
      updatedAt: updatedAt.toISOString(),
    }));
  }

  /**
   * GET /api/v2/project/minimal?page&items: the viewer's projects (or everyone's, scope 'all'), last
   * changed first, a page at a time; a page past the last is a 400 (storefront s.5: pages 1 to the last).
   */
  async page(actor: ProjectReader, query: ProjectPageQuery): Promise<ProjectPage> {
    const conditions: SQL[] = [];
    if (query.scope === "mine") conditions.push(eq(projects.ownerUserId, actor.userId));
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(
        ilike(projects.name, like),
        ilike(projects.ref, like),
        ilike(projects.customerName, like),
        ilike(projects.customerEmail, like),
      );
      if (match) conditions.push(match);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    // One statement: both counts, left-joined to the page so a page past the last still answers them;
    // the page's lines are counted after it is cut (as a column of the paged query, PostgreSQL counted
    // the lines of every row an offset skips too: 1,000 counts for page 50). Without a search the counts
    // are the owners' kept counts (ADR 079), a row per staff member instead of a scan of every project.
    const mine =
      query.scope === "mine" ? sql`${projectOwnerCounts.ownerUserId} = ${actor.userId}` : sql`true`;
    const totals = query.search
      ? this.db
          .select({
            matching: sql<number>`(count(*) filter (where ${where ?? sql`true`}))::int`.as("matching"),
            all: sql<number>`count(*)::int`.as("all_projects"),
          })
          .from(projects)
          .as("totals")
      : this.db
          .select({
            matching:
              sql<number>`coalesce(sum(${projectOwnerCounts.projects}) filter (where ${mine}), 0)::int`.as(
                "matching",
              ),
            all: sql<number>`coalesce(sum(${projectOwnerCounts.projects}), 0)::int`.as("all_projects"),
          })
          .from(projectOwnerCounts)
          .as("totals");
    const paged = this.db
      .select(this.summaryColumns())
      .from(projects)
      .where(where)
      .orderBy(...latestFirst)
      .limit(query.items)
      .offset((query.page - 1) * query.items)
      .as("paged");
    const joined = await this.db
      .select({
        matching: totals.matching,
        all: totals.all,
        page: {
          projectId: paged.projectId,
          projectRef: paged.projectRef,
          name: paged.name,
          status: paged.status,
          customerName: paged.customerName,
          customerEmail: paged.customerEmail,
          ownerUserId: paged.ownerUserId,
          quoted: paged.quoted,
          updatedAt: paged.updatedAt,
          lines: sql<number>`(select count(*)::int from ${projectLines} where ${projectLines.projectId} = ${paged.projectId})`,
        },
      })
      .from(totals)
      .leftJoin(paged, sql`true`)
      .orderBy(sql`${paged.updatedAt} desc nulls last`, sql`${paged.projectId} desc nulls last`);
    const projectCount = Number(joined[0]?.matching ?? 0);
    if (!isValidPage(query.page, Math.max(projectCount, 1), query.items))
      throw new AppError(
        "invalid",
        `page: Page ${query.page} is past the last page (${pageCount(projectCount, query.items)})`,
      );
    const rows = joined.flatMap((r) => (r.page ? [r.page] : []));
    return {
      projects: await this.summaries(rows, new Map(rows.map((r) => [r.projectId, Number(r.lines)]))),
      page: query.page,
      itemsPerPage: query.items,
      projectCount,
      totalProjects: Number(joined[0]?.all ?? 0),
    };
  }

  /** GET /api/v2/project/navbar: the caller's latest projects and how many they have. */
  async navbar(actor: ProjectReader): Promise<{ projects: ProjectSummary[]; totalProjects: number }> {
    const mine = eq(projects.ownerUserId, actor.userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(this.summaryColumns())
        .from(projects)
        .where(mine)
        .orderBy(...latestFirst)
        .limit(navbarProjectCount),
      this.db.select({ n: count() }).from(projects).where(mine),
    ]);
    return { projects: await this.summaries(rows), totalProjects: Number(total?.n ?? 0) };
  }

  /**
   * GET /api/projects/list-item?sku: the caller's projects still being worked (not won, partly won or
   * lost) with their folders, to add a product to; each says whether it holds the sku already.
   */
  async listItems(actor: ProjectReader, sku: string | undefined): Promise<ProjectListItem[]> {
    const rows = await this.db
      .select({ id: projects.id, ref: projects.ref, name: projects.name, status: projects.status })
      .from(projects)
      .where(and(eq(projects.ownerUserId, actor.userId), notInArray(projects.status, [...closedStatuses])))
      .orderBy(...latestFirst)
      .limit(50);
    const ids = rows.map((r) => r.id);
    const product = sku ? await this.products.rowOfSku(sku.toUpperCase()) : null;
    const [folders, holding] = await Promise.all([
      ids.length
        ? this.db
            .select({
              id: projectFolders.id,
              projectId: projectFolders.projectId,
              title: projectFolders.title,
            })
            .from(projectFolders)
            .where(inArray(projectFolders.projectId, ids))
            .orderBy(asc(projectFolders.sortOrder), asc(projectFolders.id))
        : [],
      ids.length && product
        ? this.db
            .selectDistinct({ projectId: projectLines.projectId })
            .from(projectLines)
            .where(and(inArray(projectLines.projectId, ids), eq(projectLines.productId, product.id)))
        : [],
    ]);
    const holds = new Set(holding.map((h) => h.projectId));
    return rows.map((r) => ({
      projectId: r.id,
      projectRef: r.ref,
      name: r.name,
      status: r.status,
      folders: folders.filter((f) => f.projectId === r.id).map((f) => ({ id: f.id, title: f.title })),
      containsSku: holds.has(r.id),
    }));
  }

  /** GET /api/v2/project/outline/{id}: the folders and products (the transfer modal loads it). */
  async outline(projectId: number): Promise<ProjectOutline> {
    const [project] = await this.db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!project) throw new AppError("not_found", "We couldn't find that project.");
    return this.outlineOf(this.db, project);
  }

  private async outlineOf(
    within: Db,
    project: ProjectRow,
    products?: Map<number, ProductRow>,
  ): Promise<ProjectOutline> {
    const [folders, lines] = await Promise.all([
      within.select().from(projectFolders).where(eq(projectFolders.projectId, project.id)),
      within.select().from(projectLines).where(eq(projectLines.projectId, project.id)),
    ]);
    const named =
      products ?? new Map((await this.products.named(lines.map((l) => l.productId))).map((p) => [p.id, p]));
    const linesOf = (folderId: number | null) =>
      lines
        .filter((l) => l.folderId === folderId)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((l) => ({
          lineId: l.id,
          productCode: named.get(l.productId)?.sku ?? "",
          title: named.get(l.productId)?.title ?? "",
          quantity: l.quantity,
        }));
    return {
      projectId: project.id,
      projectRef: project.ref,
      name: project.name,
      status: project.status,
      version: project.version,
      cart: { products: linesOf(null) },
      folders: folders
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((f) => ({ id: f.id, title: f.title, products: linesOf(f.id) })),
    };
  }

  /**
   * GET /api/projects/product/{sku}[/{projectId}]: where the product is in the caller's projects (or in
   * the one project), and with a project that project's notes on it, last modified first.
   */
  async productPlaces(
    actor: ProjectReader,
    sku: string,
    projectId: number | undefined,
  ): Promise<ProjectsOfProduct> {
    const product = await this.products.rowOfSku(sku.toUpperCase());
    if (!product) throw new AppError("not_found", `We couldn't find a product with sku ${sku}.`);
    if (projectId !== undefined) {
      const [exists] = await this.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, projectId));
      if (!exists) throw new AppError("not_found", "We couldn't find that project.");
    }
    const scope =
      projectId === undefined ? eq(projects.ownerUserId, actor.userId) : eq(projects.id, projectId);
    const [places, notes] = await Promise.all([
      this.db
        .select({
          projectId: projects.id,
          projectRef: projects.ref,
          name: projects.name,
          folderId: projectLines.folderId,
          folderTitle: projectFolders.title,
          lineId: projectLines.id,
          quantity: projectLines.quantity,
        })
        .from(projectLines)
        .innerJoin(projects, eq(projects.id, projectLines.projectId))
        .leftJoin(projectFolders, eq(projectFolders.id, projectLines.folderId))
        .where(and(scope, eq(projectLines.productId, product.id)))
        .orderBy(...latestFirst, asc(projectLines.id))
        .limit(100),
      projectId === undefined
        ? []
        : this.db
            .select()
            .from(projectNotes)
            .where(and(eq(projectNotes.projectId, projectId), eq(projectNotes.productId, product.id))),
    ]);
    const names = await this.users.namesOf(
      notes.flatMap((n) => (n.createdByUserId ? [n.createdByUserId] : [])),
    );
    return {
      sku: product.sku,
      places,
      notes: notesForSku(
        notes.map((n) => noteOf(n, product.sku, names)),
        product.sku,
      ),
    };
  }

  /** GET /api/v2/project/changelogs?projectId&page: who changed what, newest first, 50 a page. */
  async changelog(projectId: number, page: number): Promise<ProjectChangelog> {
    const perPage = 50;
    const [exists] = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!exists) throw new AppError("not_found", "We couldn't find that project.");
    const mine = eq(projectChanges.projectId, projectId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(projectChanges)
        .where(mine)
        .orderBy(sql`${projectChanges.at} desc nulls last`, sql`${projectChanges.id} desc nulls last`)
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(projectChanges).where(mine),
    ]);
    return {
      changes: rows.map((r) => ({
        id: r.id,
        user: r.userName,
        at: r.at.toISOString(),
        kind: r.kind,
        message: r.message,
      })),
      page,
      totalItems: Number(total?.n ?? 0),
    };
  }

  /** GET /api/v2/project/kad/{search}: referrers whose code, name or business matches, up to 20. */
  async referrers(search: string): Promise<Referrer[]> {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .select()
      .from(projectReferrers)
      .where(
        or(
          ilike(projectReferrers.code, like),
          ilike(projectReferrers.name, like),
          ilike(projectReferrers.businessName, like),
        ),
      )
      .orderBy(asc(projectReferrers.businessName))
      .limit(20);
    return rows.map((r) => ({
      referrerCode: r.code,
      kind: r.kind,
      referrerName: r.name,
      referrerBusinessName: r.businessName,
      referrerPhone: r.phone,
      referrerContact: r.contact,
    }));
  }

  /**
   * GET /api/v2/project/customer-project-count: projects whose customer has any of the emails or phone
   * numbers given, in either the primary or the secondary field; the count and the latest ten.
   */
  async customerProjectCount(
    query: CustomerProjectCountQuery,
  ): Promise<{ projectCount: number; projects: ProjectSummary[] }> {
    const emails = [query.email, query.secondaryEmail].filter((v): v is string => !!v);
    const phones = [query.phone, query.secondaryPhone].filter((v): v is string => !!v);
    const match = or(
      ...(emails.length
        ? [inArray(projects.customerEmail, emails), inArray(projects.customerEmailSecondary, emails)]
        : []),
      ...(phones.length
        ? [inArray(projects.contactNumber, phones), inArray(projects.customerNumberSecondary, phones)]
        : []),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(this.summaryColumns())
        .from(projects)
        .where(match)
        .orderBy(...latestFirst)
        .limit(10),
      this.db.select({ n: count() }).from(projects).where(match),
    ]);
    return { projectCount: Number(total?.n ?? 0), projects: await this.summaries(rows) };
  }

  // -------------------------------------------------------------------------------------------------
  // Folders

  /** POST /api/v2/project/folder: a new folder (last), or a folder's new title. */
  async saveFolder(
    actor: ProjectActor,
    input: { projectId: number; version?: number; folderId?: number; title: string },
  ): Promise<void> {
    await this.write(input.projectId, actor, { version: input.version, open: true }, async (tx, project) => {
      const folders = await tx.select().from(projectFolders).where(eq(projectFolders.projectId, project.id));
      if (input.folderId !== undefined) {
        const folder = folders.find((f) => f.id === input.folderId);
        if (!folder) throw new AppError("not_found", "That folder is not in this project.");
        if (folder.title === input.title) return { result: undefined, changes: [] };
        await tx.update(projectFolders).set({ title: input.title }).where(eq(projectFolders.id, folder.id));
        return {
          result: undefined,
          changes: [{ kind: "folder_renamed", message: `Folder '${folder.title}' renamed '${input.title}'` }],
        };
      }
      if (folders.length >= maxProjectFolders)
        throw new AppError("conflict", `A project holds at most ${maxProjectFolders} folders.`);
      await tx.insert(projectFolders).values({
        projectId: project.id,
        title: input.title,
        sortOrder: Math.max(-1, ...folders.map((f) => f.sortOrder)) + 1,
      });
      return {
        result: undefined,
        changes: [{ kind: "folder_created", message: `Folder '${input.title}' created` }],
      };
    });
  }

  /** POST /api/v2/project/duplicate-folder: a copy of a folder and its products, after the others. */
  async duplicateFolder(
    actor: ProjectActor,
    input: { projectId: number; version?: number; folderId: number; title?: string },
  ): Promise<void> {
    await this.write(
      input.projectId,
      actor,
      { version: input.version, content: true },
      async (tx, project) => {
        const folders = await tx
          .select()
          .from(projectFolders)
          .where(eq(projectFolders.projectId, project.id));
        const folder = folders.find((f) => f.id === input.folderId);
        if (!folder) throw new AppError("not_found", "That folder is not in this project.");
        if (folders.length >= maxProjectFolders)
          throw new AppError("conflict", `A project holds at most ${maxProjectFolders} folders.`);
        const lines = await tx.select().from(projectLines).where(eq(projectLines.projectId, project.id));
        const copied = lines.filter((l) => l.folderId === folder.id);
        if (lines.length + copied.length > maxProjectLines)
          throw new AppError("conflict", `A project holds at most ${maxProjectLines} products.`);
        const title = (input.title ?? `${folder.title} (copy)`).slice(0, maxProjectNameLength);
        const [copy] = await tx
          .insert(projectFolders)
          .values({
            projectId: project.id,
            title,
            sortOrder: Math.max(...folders.map((f) => f.sortOrder)) + 1,
          })
          .returning({ id: projectFolders.id });
        if (!copy) throw new Error("the folder insert returned no row");
        if (copied.length > 0)
          await tx.insert(projectLines).values(copied.map((l) => lineCopy(l, project.id, copy.id)));
        return {
          result: undefined,
          changes: [
            {
              kind: "folder_duplicated",
              message: `Folder '${folder.title}' duplicated as '${title}' (${copied.length} products)`,
            },
          ],
        };
      },
    );
  }

  /** POST /api/v2/project/sort-folders */
  async sortFolders(
    actor: ProjectActor,
    input: { projectId: number; version?: number; folders: { folderId: number; sortOrder: number }[] },
  ): Promise<void> {
    await this.write(input.projectId, actor, { version: input.version, open: true }, async (tx, project) => {
      const folders = await tx.select().from(projectFolders).where(eq(projectFolders.projectId, project.id));
      const unknown = input.folders.filter((f) => !folders.some((k) => k.id === f.folderId));
      if (unknown.length > 0)
        throw new AppError(
          "not_found",
          unknown.map((f) => `Folder ${f.folderId} is not in this project.`),
        );
      for (const f of input.folders)
        await tx
          .update(projectFolders)
          .set({ sortOrder: f.sortOrder })
          .where(eq(projectFolders.id, f.folderId));
      return { result: undefined, changes: [{ kind: "folders_sorted", message: "Folders reordered" }] };
    });
  }

  /**
   * POST /api/projects/sort-products with the spec's sort payload: each entry's `projectId` is a project
   * line's id and gets its `sortOrder` (lines of one place show by it). The lines say their project,
   * which is locked for the write; they must all be of one project. Answers that project's id.
   */
  async sortProducts(actor: ProjectActor, input: SortProducts): Promise<number> {
    const lineIds = input.projects.map((item) => item.projectId);
    const found = await this.db
      .select({ id: projectLines.id, projectId: projectLines.projectId })
      .from(projectLines)
      .where(inArray(projectLines.id, lineIds));
    const unknown = lineIds.filter((id) => !found.some((line) => line.id === id));
    if (unknown.length > 0)
      throw new AppError(
        "not_found",
        unknown.map((id) => `Product ${id} is not in a project.`),
      );
    const projectIds = [...new Set(found.map((line) => line.projectId))];
    const [projectId] = projectIds;
    if (projectId === undefined || projectIds.length > 1)
      throw new AppError("invalid", "Sort the products of one project at a time.");
    await this.write(projectId, actor, { open: true }, async (tx, project) => {
      // Read again under the project's lock: a line deleted or moved since is not sorted into nowhere
      const lines = await tx
        .select({ id: projectLines.id })
        .from(projectLines)
        .where(and(eq(projectLines.projectId, project.id), inArray(projectLines.id, lineIds)));
      const gone = lineIds.filter((id) => !lines.some((line) => line.id === id));
      if (gone.length > 0)
        throw new AppError(
          "not_found",
          gone.map((id) => `Product ${id} is no longer in this project.`),
        );
      for (const item of input.projects)
        await tx
          .update(projectLines)
          .set({ sortOrder: item.sortOrder })
          .where(eq(projectLines.id, item.projectId));
      return { result: undefined, changes: [{ kind: "products_sorted", message: "Products reordered" }] };
    });
    return projectId;
  }

  private async folderOf(tx: Db, projectId: number, folderId: number) {
    const [folder] = await tx
      .select()
      .from(projectFolders)
      .where(and(eq(projectFolders.id, folderId), eq(projectFolders.projectId, projectId)));
    if (!folder) throw new AppError("not_found", "That folder is not in this project.");
    return folder;
  }

  // -------------------------------------------------------------------------------------------------
  // Products

  /** The live lock's held prices of a project, read inside a write. */
  private async heldPrices(tx: Db, projectId: number, now: Date) {
    const [held] = await tx
      .select({
        expiresAt: projectPriceLocks.expiresAt,
        expiryDate: projectPriceLocks.expiryDate,
        lines: projectQuotes.lines,
      })
      .from(projectPriceLocks)
      .innerJoin(projectQuotes, eq(projectQuotes.id, projectPriceLocks.quoteId))
      .where(and(eq(projectPriceLocks.projectId, projectId), isNull(projectPriceLocks.cancelledAt)));
    if (!held || !priceLockLive({ expiresAt: held.expiresAt }, now)) return null;
    return { expiryDate: held.expiryDate, priceOf: lockedPrices(held.lines) };
  }

  /**
   * POST /api/projects/product: adds a product to the project's cart or a folder (adding again raises the
   * quantity), or changes its line. The line's permissions (domain `linePermissions`) are enforced: a
   * price the live lock holds is the lock's, warranty and installation only when the product offers
   * them, and a staff price beyond the discount limit needs a competitor price and url.
   */
  async putProduct(actor: ProjectActor, input: ProjectProductInput, now = new Date()): Promise<void> {
    const product = await this.products.rowOfSku(input.sku.toUpperCase());
    if (!product) throw new AppError("not_found", `We couldn't find a product with sku ${input.sku}.`);
    const options = upsellOptionsFor({
      sku: product.sku,
      price: product.price,
      categoryUri: product.categoryUri,
    });
    if (input.warrantyId && !options.warranties.some((w) => w.id === input.warrantyId))
      throw new AppError("invalid", `warrantyId: That warranty is not offered for ${product.title}.`);
    if (input.installId && !options.installs.some((i) => i.id === input.installId))
      throw new AppError("invalid", `installId: That installation is not offered for ${product.title}.`);
    const catalogueLine = product.price === null ? 0 : linePrice(product.price, product.lineDiscount);
    await this.write(
      input.projectId,
      actor,
      { version: input.version, content: true },
      async (tx, project) => {
        const folderId = input.folderId ?? null;
        const folder = folderId === null ? null : await this.folderOf(tx, project.id, folderId);
        const place = folder ? `'${folder.title}'` : "the project's cart";
        const [existing] = await tx
          .select()
          .from(projectLines)
          .where(
            and(
              eq(projectLines.projectId, project.id),
              placeIs(folderId),
              eq(projectLines.productId, product.id),
            ),
          );
        const held = await this.heldPrices(tx, project.id, now);
        const lockedPrice = held?.priceOf(folderId, product.id) ?? null;
        const permissions = linePermissions({
          viewer: actor.role,
          status: project.status,
          lockedLine: lockedPrice !== null,
          offersWarranty: options.warranties.length > 0,
          offersInstall: options.installs.length > 0,
          priceOverride: existing?.priceOverride ?? null,
          catalogueLinePrice: catalogueLine,
        });
        if (
          input.priceOverride !== undefined &&
          !permissions.EditPrice &&
          input.priceOverride !== existing?.priceOverride
        )
          throw new AppError(
            "conflict",
            `The price of ${product.title} is held by the price lock until the end of ${held?.expiryDate}. Cancel the lock to change it.`,
          );
        const quantity = (() => {
          const given = input.quantity;
          if (!existing) return given ?? 1;
          if (given === undefined) return existing.quantity;
          return input.mode === "set" ? given : existing.quantity + given;
        })();
        if (quantity > maxProjectLineQuantity)
          throw new AppError(
            "conflict",
            `A project line holds at most ${maxProjectLineQuantity} of one product.`,
          );
        const next = {
          quantity,
          priceOverride:
            input.priceOverride === undefined ? (existing?.priceOverride ?? null) : input.priceOverride,
          competitorPrice:
            input.competitorPrice === undefined ? (existing?.competitorPrice ?? null) : input.competitorPrice,
          competitorUrl:
            input.competitorUrl === undefined ? (existing?.competitorUrl ?? null) : input.competitorUrl,
          warrantyId: input.warrantyId === undefined ? (existing?.warrantyId ?? null) : input.warrantyId,
          installId: input.installId === undefined ? (existing?.installId ?? null) : input.installId,
        };
        if (next.priceOverride !== null && input.priceOverride !== undefined) {
          const problem = staffPriceProblem({
            price: next.priceOverride,
            catalogueLinePrice: catalogueLine,
            role: actor.role,
            competitorPrice: next.competitorPrice,
            competitorUrl: next.competitorUrl,
            title: product.title,
          });
          if (problem) throw new AppError("invalid", problem);
        }
        const money = (cents: number | null) =>
          cents === null ? "none" : formatMoney(cents, brands[project.brand]);
        if (!existing) {
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(projectLines)
            .where(eq(projectLines.projectId, project.id));
          if (Number(n) >= maxProjectLines)
            throw new AppError("conflict", `A project holds at most ${maxProjectLines} products.`);
          const [{ last } = { last: -1 }] = await tx
            .select({ last: sql<number>`coalesce(max(${projectLines.sortOrder}), -1)::int` })
            .from(projectLines)
            .where(and(eq(projectLines.projectId, project.id), placeIs(folderId)));
          await tx.insert(projectLines).values({
            projectId: project.id,
            folderId,
            productId: product.id,
            sortOrder: Number(last) + 1,
            ...next,
          });
          return {
            result: undefined,
            changes: [
              {
                kind: "product_added",
                message: `Added ${quantity} x ${product.sku} ${product.title} to ${place}${next.priceOverride === null ? "" : ` at ${money(next.priceOverride)}`}`,
              },
            ],
          };
        }
        const said: string[] = [];
        if (next.quantity !== existing.quantity)
          said.push(`quantity ${existing.quantity} → ${next.quantity}`);
        if (next.priceOverride !== existing.priceOverride)
          said.push(`price ${money(existing.priceOverride)} → ${money(next.priceOverride)}`);
        if (
          next.competitorPrice !== existing.competitorPrice ||
          next.competitorUrl !== existing.competitorUrl
        )
          said.push(`competitor ${money(next.competitorPrice)} ${next.competitorUrl ?? ""}`.trim());
        if (next.warrantyId !== existing.warrantyId) said.push(`warranty ${next.warrantyId ?? "none"}`);
        if (next.installId !== existing.installId) said.push(`installation ${next.installId ?? "none"}`);
        if (said.length === 0) return { result: undefined, changes: [] };
        await tx
          .update(projectLines)
          .set({ ...next, updatedAt: sql`now()` })
          .where(eq(projectLines.id, existing.id));
        return {
          result: undefined,
          changes: [{ kind: "product_changed", message: `${product.sku} in ${place}: ${said.join(", ")}` }],
        };
      },
    );
  }

  /**
   * DELETE /api/projects/product/{id}/{sku}?folderId: the product's line in one place ('cart' or a
   * folder id), or with no folderId every line of it; its variations go when no line of it is left.
   */
  async removeProduct(
    actor: ProjectActor,
    input: { projectId: number; sku: string; folderId?: "cart" | number; version?: number },
  ): Promise<void> {
    const product = await this.products.rowOfSku(input.sku.toUpperCase());
    await this.write(
      input.projectId,
      actor,
      { version: input.version, content: true },
      async (tx, project) => {
        const place =
          input.folderId === undefined
            ? undefined
            : placeIs(input.folderId === "cart" ? null : input.folderId);
        const removed = product
          ? await tx
              .delete(projectLines)
              .where(
                and(eq(projectLines.projectId, project.id), eq(projectLines.productId, product.id), place),
              )
              .returning({ id: projectLines.id, quantity: projectLines.quantity })
          : [];
        if (removed.length === 0)
          throw new AppError(
            "not_found",
            `${input.sku} is not in ${input.folderId === undefined ? "this project" : input.folderId === "cart" ? "the project's cart" : "that folder"}.`,
          );
        const [left] = await tx
          .select({ id: projectLines.id })
          .from(projectLines)
          .where(and(eq(projectLines.projectId, project.id), eq(projectLines.productId, product?.id ?? 0)))
          .limit(1);
        if (!left && product)
          await tx
            .delete(projectVariations)
            .where(
              and(eq(projectVariations.projectId, project.id), eq(projectVariations.productId, product.id)),
            );
        return {
          result: undefined,
          changes: [
            {
              kind: "product_removed",
              message: `Removed ${product?.sku} ${product?.title} (${countOf(removed.length, "line")})`,
            },
          ],
        };
      },
    );
  }

  /**
   * POST /api/v2/project/product-transfer: moves (or copies) some units of a product from one place of
   * a project to a place of another (or the same) project. Both projects are locked in id order, so two
   * transfers in opposite directions cannot deadlock; each records its side.
   */
  async transfer(actor: ProjectActor, input: ProductTransfer): Promise<ProductTransferResult> {
    const product = await this.products.rowOfSku(input.productCode.toUpperCase());
    if (!product)
      throw new AppError("not_found", `We couldn't find a product with sku ${input.productCode}.`);
    const named = new Map<number, ProductRow>();
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const ids = [...new Set([input.sourceProjectId, input.targetProjectId])].sort((a, b) => a - b);
      const locked = await tx
        .select()
        .from(projects)
        .where(inArray(projects.id, ids))
        .orderBy(asc(projects.id))
        .for("update");
      const source = locked.find((p) => p.id === input.sourceProjectId);
      const target = locked.find((p) => p.id === input.targetProjectId);
      if (!source) throw new AppError("not_found", "We couldn't find the project to move the product from.");
      if (!target) throw new AppError("not_found", "We couldn't find the project to move the product to.");
      for (const project of input.mode === "move" ? [source, target] : [target]) {
        const move = moveStatus(project.status, { kind: "edited" });
        if (!move.ok) throw new AppError("conflict", `${project.ref}: ${move.reason}`);
      }
      const sourceFolder = input.sourceFolderId ?? null;
      const targetFolder = input.targetFolderId ?? null;
      if (sourceFolder !== null) await this.folderOf(tx, source.id, sourceFolder);
      const folder = targetFolder === null ? null : await this.folderOf(tx, target.id, targetFolder);
      if (source.id === target.id && sourceFolder === targetFolder)
        throw new AppError("invalid", "Choose another folder or project to move the product to.");
      const [line] = await tx
        .select()
        .from(projectLines)
        .where(
          and(
            eq(projectLines.projectId, source.id),
            placeIs(sourceFolder),
            eq(projectLines.productId, product.id),
          ),
        );
      if (!line) throw new AppError("not_found", `${product.sku} is not in that place of ${source.ref}.`);
      const units = input.quantity ?? line.quantity;
      if (units > line.quantity)
        throw new AppError(
          "invalid",
          `quantity: ${source.ref} holds only ${line.quantity} of ${product.sku}.`,
        );
      const [there] = await tx
        .select()
        .from(projectLines)
        .where(
          and(
            eq(projectLines.projectId, target.id),
            placeIs(targetFolder),
            eq(projectLines.productId, product.id),
          ),
        );
      if (there) {
        if (there.quantity + units > maxProjectLineQuantity)
          throw new AppError(
            "conflict",
            `A project line holds at most ${maxProjectLineQuantity} of one product.`,
          );
        await tx
          .update(projectLines)
          .set({ quantity: there.quantity + units, updatedAt: sql`now()` })
          .where(eq(projectLines.id, there.id));
      } else {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(projectLines)
          .where(eq(projectLines.projectId, target.id));
        if (Number(n) >= maxProjectLines)
          throw new AppError("conflict", `${target.ref} holds at most ${maxProjectLines} products.`);
        await tx.insert(projectLines).values({ ...lineCopy(line, target.id, targetFolder), quantity: units });
      }
      if (input.mode === "move") {
        if (units === line.quantity) await tx.delete(projectLines).where(eq(projectLines.id, line.id));
        else
          await tx
            .update(projectLines)
            .set({ quantity: line.quantity - units, updatedAt: sql`now()` })
            .where(eq(projectLines.id, line.id));
      }
      const where = folder ? `'${folder.title}' of ${target.ref}` : `the cart of ${target.ref}`;
      const verb = input.mode === "move" ? "Moved" : "Copied";
      const touched = input.mode === "move" ? locked : [target];
      for (const project of touched) {
        const move = moveStatus(project.status, { kind: "edited" });
        const status = move.ok ? move.status : project.status;
        await tx
          .update(projects)
          .set({ version: sql`${projects.version} + 1`, updatedAt: sql`now()`, status })
          .where(eq(projects.id, project.id));
        const changes: ProjectChange[] = [];
        if (project.id === source.id && input.mode === "move")
          changes.push({
            kind: "product_transferred_out",
            message: `${verb} ${units} x ${product.sku} to ${where}`,
          });
        if (project.id === target.id)
          changes.push({
            kind: "product_transferred_in",
            message: `${verb} ${units} x ${product.sku} in from ${source.ref}${source.id === target.id ? "" : ` '${source.name}'`}`,
          });
        if (status !== project.status)
          changes.push({ kind: "status_changed", message: `Status ${project.status} → ${status}` });
        await this.record(tx, project.id, actor, changes);
      }
      const after = await tx.select().from(projects).where(inArray(projects.id, ids));
      return {
        source: after.find((p) => p.id === source.id) ?? source,
        target: after.find((p) => p.id === target.id) ?? target,
      };
    });
    return {
      source: await this.outlineOf(this.db, result.source, named.size ? named : undefined),
      target: await this.outlineOf(this.db, result.target),
    };
  }

  // -------------------------------------------------------------------------------------------------
  // Notes and variations

  /** POST /api/v2/project/product-note: a note on a product of the project, or a note's new text. */
  async saveNote(
    actor: ProjectActor,
    input: { projectId: number; sku: string; noteId?: number; notes: string },
  ): Promise<ProductNote> {
    const product = await this.products.rowOfSku(input.sku.toUpperCase());
    if (!product) throw new AppError("not_found", `We couldn't find a product with sku ${input.sku}.`);
    return this.write(input.projectId, actor, {}, async (tx, project) => {
      if (input.noteId !== undefined) {
        const [note] = await tx
          .update(projectNotes)
          .set({ notes: input.notes, lastModified: sql`now()` })
          .where(
            and(
              eq(projectNotes.id, input.noteId),
              eq(projectNotes.projectId, project.id),
              eq(projectNotes.productId, product.id),
            ),
          )
          .returning();
        if (!note) throw new AppError("not_found", `That note is not on ${product.sku} in this project.`);
        return {
          result: noteOf(note, product.sku, new Map([[actor.userId, actor]])),
          changes: [{ kind: "note_changed", message: `Note on ${product.sku} changed` }],
        };
      }
      const [inProject] = await tx
        .select({ id: projectLines.id })
        .from(projectLines)
        .where(and(eq(projectLines.projectId, project.id), eq(projectLines.productId, product.id)))
        .limit(1);
      if (!inProject) throw new AppError("not_found", `${product.sku} is not in this project.`);
      const [note] = await tx
        .insert(projectNotes)
        .values({
          projectId: project.id,
          productId: product.id,
          notes: input.notes,
          createdByUserId: actor.userId,
          salesPersonName: actor.name,
        })
        .returning();
      if (!note) throw new Error("the note insert returned no row");
      return {
        result: noteOf(note, product.sku, new Map([[actor.userId, actor]])),
        changes: [{ kind: "note_added", message: `Note on ${product.sku}: ${input.notes.slice(0, 200)}` }],
      };
    });
  }

  /** DELETE /api/v2/project/product-note?projectId&noteId */
  async deleteNote(actor: ProjectActor, input: { projectId: number; noteId: number }): Promise<void> {
    await this.write(input.projectId, actor, {}, async (tx, project) => {
      const [note] = await tx
        .delete(projectNotes)
        .where(and(eq(projectNotes.id, input.noteId), eq(projectNotes.projectId, project.id)))
        .returning({ productId: projectNotes.productId });
      if (!note) throw new AppError("not_found", "That note is not in this project.");
      return {
        result: undefined,
        changes: [{ kind: "note_deleted", message: `Note ${input.noteId} deleted` }],
      };
    });
  }

  /**
   * POST /api/v2/project/product-variation: another product offered instead of one in the project (or a
   * variation's new values). The brand is the variation product's manufacturer unless given.
   */
  async saveVariation(
    actor: ProjectActor,
    input: {
      projectId: number;
      variationId?: number;
      productCode: string;
      variationSku: string;
      brand?: string;
      comments: string;
      rrpOverride?: number | null;
    },
  ): Promise<ProductVariation> {
    if (input.productCode.toUpperCase() === input.variationSku.toUpperCase())
      throw new AppError("invalid", "variationSku: A variation is another product than the one it varies.");
    const [base, variation] = await Promise.all([
      this.products.rowOfSku(input.productCode.toUpperCase()),
      this.products.rowOfSku(input.variationSku.toUpperCase()),
    ]);
    if (!base) throw new AppError("not_found", `We couldn't find a product with sku ${input.productCode}.`);
    if (!variation)
      throw new AppError("not_found", `We couldn't find a product with sku ${input.variationSku}.`);
    const values = {
      productId: base.id,
      variationProductId: variation.id,
      brand: input.brand ?? variation.brandName,
      comments: input.comments,
      rrpOverride: input.rrpOverride ?? null,
    };
    return this.write(input.projectId, actor, { open: true }, async (tx, project) => {
      const [inProject] = await tx
        .select({ id: projectLines.id })
        .from(projectLines)
        .where(and(eq(projectLines.projectId, project.id), eq(projectLines.productId, base.id)))
        .limit(1);
      if (!inProject) throw new AppError("not_found", `${base.sku} is not in this project.`);
      const [row] =
        input.variationId === undefined
          ? await tx
              .insert(projectVariations)
              .values({ projectId: project.id, createdByUserId: actor.userId, ...values })
              .returning()
          : await tx
              .update(projectVariations)
              .set({ ...values, updatedAt: sql`now()` })
              .where(
                and(eq(projectVariations.id, input.variationId), eq(projectVariations.projectId, project.id)),
              )
              .returning();
      if (!row) throw new AppError("not_found", "That variation is not in this project.");
      const price = variation.price === null ? null : linePrice(variation.price, variation.lineDiscount);
      return {
        result: {
          id: row.id,
          variationId: row.id,
          productCode: base.sku,
          variationSku: variation.sku,
          variationTitle: variation.title,
          brand: row.brand,
          comments: row.comments,
          rrpOverride: row.rrpOverride,
          price,
          rrp: row.rrpOverride ?? variation.rrp,
        },
        changes: [
          { kind: "variation_saved", message: `Variation for ${base.sku}: ${variation.sku} (${row.brand})` },
        ],
      };
    });
  }

  /** DELETE /api/v2/project/product-variation?projectId&variationId */
  async deleteVariation(
    actor: ProjectActor,
    input: { projectId: number; variationId: number },
  ): Promise<void> {
    await this.write(input.projectId, actor, { open: true }, async (tx, project) => {
      const [row] = await tx
        .delete(projectVariations)
        .where(and(eq(projectVariations.id, input.variationId), eq(projectVariations.projectId, project.id)))
        .returning({ id: projectVariations.id });
      if (!row) throw new AppError("not_found", "That variation is not in this project.");
      return {
        result: undefined,
        changes: [{ kind: "variation_deleted", message: `Variation ${input.variationId} deleted` }],
      };
    });
  }

  // -------------------------------------------------------------------------------------------------
  // Duplicate

  /**
   * POST /api/v2/project/duplicate: a new Open project of the caller's with the customer, details,
   * store, folders, products and variations of another; not its quotes, lock, share link, notes or record.
   */
  async duplicate(
    actor: ProjectActor,
    input: { projectId: number; name?: string },
  ): Promise<{ projectId: number; projectRef: string; version: number }> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [source] = await tx.select().from(projects).where(eq(projects.id, input.projectId)).for("share");
      if (!source) throw new AppError("not_found", "We couldn't find that project.");
      const name = (input.name ?? `Copy of ${source.name}`).slice(0, maxProjectNameLength);
      const [copy] = await tx
        .insert(projects)
        .values({
          name,
          brand: source.brand,
          ownerUserId: actor.userId,
          firstName: source.firstName,
          lastName: source.lastName,
          customerName: source.customerName,
          customerEmail: source.customerEmail,
          customerEmailSecondary: source.customerEmailSecondary,
          contactNumber: source.contactNumber,
          customerNumberSecondary: source.customerNumberSecondary,
          details: source.details,
          referrerId: source.referrerId,
          storeId: source.storeId,
          salespersonUserId: source.salespersonUserId,
        })
        .returning({ id: projects.id, ref: projects.ref, version: projects.version });
      if (!copy) throw new Error("the project insert returned no row");
      const [folders, lines, variations] = await Promise.all([
        tx
          .select()
          .from(projectFolders)
          .where(eq(projectFolders.projectId, source.id))
          .orderBy(asc(projectFolders.id)),
        tx
          .select()
          .from(projectLines)
          .where(eq(projectLines.projectId, source.id))
          .orderBy(asc(projectLines.id)),
        tx.select().from(projectVariations).where(eq(projectVariations.projectId, source.id)),
      ]);
      const folderIds = new Map<number, number>();
      for (const folder of folders) {
        const [f] = await tx
          .insert(projectFolders)
          .values({ projectId: copy.id, title: folder.title, sortOrder: folder.sortOrder })
          .returning({ id: projectFolders.id });
        if (f) folderIds.set(folder.id, f.id);
      }
      if (lines.length > 0)
        await tx
          .insert(projectLines)
          .values(
            lines.map((l) =>
              lineCopy(l, copy.id, l.folderId === null ? null : (folderIds.get(l.folderId) ?? null)),
            ),
          );
      if (variations.length > 0)
        await tx.insert(projectVariations).values(
          variations.map(({ id: _id, createdAt: _c, updatedAt: _u, ...v }) => ({
            ...v,
            projectId: copy.id,
            createdByUserId: actor.userId,
          })),
        );
      await this.record(tx, copy.id, actor, [
        { kind: "duplicated", message: `Created as a copy of ${source.ref} '${source.name}'` },
      ]);
      await this.record(tx, source.id, actor, [
        { kind: "duplicated", message: `Copied to ${copy.ref} '${name}'` },
      ]);
      return { projectId: copy.id, projectRef: copy.ref, version: copy.version };
    });
  }
}

/** The same line in another project or folder (duplicates and transfers). */
function lineCopy(line: LineRow, projectId: number, folderId: number | null) {
  return {
    projectId,
    folderId,
    productId: line.productId,
    quantity: line.quantity,
    priceOverride: line.priceOverride,
    competitorPrice: line.competitorPrice,
    competitorUrl: line.competitorUrl,
    warrantyId: line.warrantyId,
    installId: line.installId,
    sortOrder: line.sortOrder,
  };
}

/** Lines of one place: the project's cart (no folder) or a folder. */
function placeIs(folderId: number | null): SQL {
  return folderId === null ? isNull(projectLines.folderId) : eq(projectLines.folderId, folderId);
}
