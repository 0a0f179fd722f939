import { z } from "zod";
import { projectStatuses } from "./project-constants.ts";

/**
 * The project shapes the header's project menu reads (storefront s.7 "Projects"; ADR 044, ADR 095): kept
 * apart from project.schema.ts so that every page builds these few schemas, not all of a project's.
 */

export const projectStatusSchema = z.enum(projectStatuses);

/** One project in a list (minimal, navbar, list-item, customer project count). */
export const projectSummarySchema = z.object({
  projectId: z.number().int(),
  projectRef: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  ownerName: z.string(),
  productCount: z.number().int(),
  quoted: z.boolean(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /api/v2/project/navbar: the signed-in staff member's latest projects for the top nav. */
export const projectNavbarSchema = z.object({
  projects: z.array(projectSummarySchema),
  totalProjects: z.number().int(),
});
