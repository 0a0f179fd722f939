import { z } from "zod";
import { textSchema } from "./input.schema.ts";

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

export const staticPageNameSchema = textSchema("A page name", 120)
  .min(1, "A page name is required")
  .regex(/^[a-z0-9-]+$/i, "Page names use letters, digits and hyphens only");
