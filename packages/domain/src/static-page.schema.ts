import { z } from "zod";

/** A static content page (GET /api/Static/{name}), rendered at s/{uri}. */
export const staticPageSchema = z.object({
  uri: z.string(),
  title: z.string(),
  description: z.string(),
  /** Trusted HTML written by staff. */
  content: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageNameSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, "Page names use letters, digits and hyphens only");
