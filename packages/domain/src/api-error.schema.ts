import { z } from "zod";

/** Every error response of the API: a code and a list of messages a person can act on. */
export const apiErrorSchema = z.object({
  code: z.string(),
  errors: z.array(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
