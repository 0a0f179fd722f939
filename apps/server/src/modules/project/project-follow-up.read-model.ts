import type { BrandId } from "@store/domain/brands";
import type { ProjectStatus } from "@store/domain/project-constants";
import { and, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projectConversions, projectFolders, projectPriceLocks, projects } from "./project.tables.ts";

/** What the modules above (reminders, attachments, the quote email) read of a project without its lines. */
export interface ProjectSummaryRow {
  id: number;
  ref: string;
  name: string;
  brand: BrandId;
  status: ProjectStatus;
  customerName: string;
  ownerUserId: number;
  salespersonUserId: number | null;
  storeId: number | null;
  shareId: string | null;
  /** A cart has been made from it (POST /api/projects/cart or /admin-cart). */
  converted: boolean;
}

/** A price lock that is not cancelled and has not ended. */
export interface LiveLockRow {
  projectId: number;
  expiryDate: string;
  timeZone: string;
  expiresAt: Date;
}

// Qualified by hand: inside a subquery drizzle writes a bare "id", which would be the conversion's
const converted = sql<boolean>`exists (select 1 from ${projectConversions} where ${projectConversions}.project_id = "projects"."id")`;

/**
 * A small read model of projects for the modules above the project module (ADR 023, 046): their
 * summaries and live price locks, read by the follow-up reminders, the attachments and the quote email.
 */
export class ProjectFollowUpReadModel {
  constructor(private readonly db: Db) {}

  /** Summaries of projects by id (those that exist). */
  async summaries(ids: readonly number[]): Promise<Map<number, ProjectSummaryRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: projects.id,
        ref: projects.ref,
        name: projects.name,
        brand: projects.brand,
        status: projects.status,
        customerName: projects.customerName,
        firstName: projects.firstName,
        lastName: projects.lastName,
        ownerUserId: projects.ownerUserId,
        salespersonUserId: projects.salespersonUserId,
        storeId: projects.storeId,
        shareId: projects.shareId,
        converted,
      })
      .from(projects)
      .where(inArray(projects.id, unique));
    return new Map(
      rows.map(({ firstName, lastName, ...row }) => [
        row.id,
        {
          ...row,
          customerName: row.customerName || `${firstName} ${lastName}`.trim(),
          converted: Boolean(row.converted),
        },
      ]),
    );
  }

  /** One project's summary, or null. */
  async summary(id: number): Promise<ProjectSummaryRow | null> {
    return (await this.summaries([id])).get(id) ?? null;
  }

  /** Live price locks whose last day is on or before `lastDay` (yyyy-mm-dd) and that are still running at `now`. */
  async liveLocksEndingBy(lastDay: string, now: Date): Promise<LiveLockRow[]> {
    return this.db
      .select({
        projectId: projectPriceLocks.projectId,
        expiryDate: projectPriceLocks.expiryDate,
        timeZone: projectPriceLocks.timeZone,
        expiresAt: projectPriceLocks.expiresAt,
      })
      .from(projectPriceLocks)
      .where(
        and(
          isNull(projectPriceLocks.cancelledAt),
          lte(projectPriceLocks.expiryDate, lastDay),
          gt(projectPriceLocks.expiresAt, now),
        ),
      );
  }

  /**
   * The projects a staff member works on (owner or salesperson) that are not finished, last changed
   * first: what the reminders/create panel offers.
   */
  async openProjectsOf(
    userId: number,
    limit: number,
  ): Promise<
    { id: number; ref: string; name: string; customerName: string; brand: BrandId; storeId: number | null }[]
  > {
    return this.db
      .select({
        id: projects.id,
        ref: projects.ref,
        name: projects.name,
        customerName: projects.customerName,
        brand: projects.brand,
        storeId: projects.storeId,
      })
      .from(projects)
      .where(
        and(
          or(eq(projects.ownerUserId, userId), eq(projects.salespersonUserId, userId)),
          notInArray(projects.status, ["Won", "Partial", "Lost"]),
        ),
      )
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(limit);
  }

  /** The title of a folder of the project, or null when the project has no such folder. */
  async folderTitle(projectId: number, folderId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ title: projectFolders.title })
      .from(projectFolders)
      .where(and(eq(projectFolders.id, folderId), eq(projectFolders.projectId, projectId)))
      .limit(1);
    return row?.title ?? null;
  }

  /** The project whose live share id this is, or null. */
  async sharedProjectId(shareId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.shareId, shareId))
      .limit(1);
    return row?.id ?? null;
  }

  /** True when the project exists. */
  async exists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, id))
      .limit(1);
    return row !== undefined;
  }
}
