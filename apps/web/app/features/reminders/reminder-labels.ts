import { reminderErrorSchema } from "@store/domain/reminder.schema";
import { isApiError } from "~/lib/api-error";

/**
 * What a failed reminder call says: the server's errtext (storefront s.8), else its messages, else a
 * plain sentence when there was no answer.
 */
export function reminderFailure(error: unknown): string {
  if (isApiError(error)) {
    const body = reminderErrorSchema.safeParse(error.body);
    if (body.success) return body.data.errtext;
    if (error.problem.messages.length > 0) return error.problem.messages.join(", ");
  }
  return "The reminder could not be saved: check your connection and try again.";
}
