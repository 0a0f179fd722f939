import { z } from "zod";
import { textSchema } from "./input.schema.ts";

/**
 * GET (query) and POST (Apple's form_post body) /api/account/externallogin/{provider}/callback: what a
 * provider sends the browser back with (RFC 6749 4.1.2 and 4.1.2.1; ADR 026). Either a code or an error,
 * always the state.
 */
export const externalLoginCallbackSchema = z
  .object({
    state: textSchema("The sign-in state", 200, { trim: false, missing: "The sign-in state is missing" }).min(
      1,
      "The sign-in state is missing",
    ),
    code: textSchema("The sign-in code", 2000, { trim: false })
      .min(1, "The sign-in code is missing")
      .optional(),
    error: textSchema("The provider's error", 200).optional(),
    error_description: textSchema("The provider's error description", 500).optional(),
    /** Apple, at the first sign-in only: JSON with the person's name. */
    user: textSchema("Apple's user field", 2000, { trim: false }).optional(),
  })
  .refine((callback) => callback.code !== undefined || callback.error !== undefined, {
    message: "The provider sent neither a sign-in code nor an error",
  });
export type ExternalLoginCallback = z.infer<typeof externalLoginCallbackSchema>;
