import { z } from "zod";
import { calendarDateSchema, databaseIdSchema, textSchema } from "./input.schema.ts";
import { maxReminderNoteLength, reminderDueStates, reminderReasons, reminderStatuses } from "./reminder.ts";

/** Request and answer shapes of the reminder calls (storefront s.3 "Reminder", s.7 "Reminders"; ADR 046). */

const reminderIdSchema = databaseIdSchema("A reminder id is a whole number from 1 to 2147483647");
const projectIdSchema = databaseIdSchema("A project id is a whole number from 1 to 2147483647");

export const reminderStatusSchema = z.enum(reminderStatuses, {
  message: `status is one of ${reminderStatuses.join(", ")}`,
});
export type { ReminderStatus } from "./reminder.ts";

/** One reminder as the API answers it: the spec's id, status, date and projectId, and what the list shows. */
export const reminderSchema = z.object({
  id: z.number().int(),
  status: reminderStatusSchema,
  /** The day it is due (yyyy-mm-dd, the store's calendar). */
  date: z.string(),
  projectId: z.number().int(),
  projectRef: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  note: z.string(),
  reason: z.enum(reminderReasons),
  /** NotDue, Today or Overdue, counted in `timeZone` when the answer was made. */
  due: z.enum(reminderDueStates),
  timeZone: z.string(),
  /** The staff member it reminds. */
  userId: z.number().int(),
  userName: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListSchema = z.array(reminderSchema);

/** GET /api/Reminders?projectId: one project's reminders. */
export const reminderListQuerySchema = z.object({ projectId: projectIdSchema });

/** POST /api/Reminders/status {id, status}. */
export const reminderStatusChangeSchema = z.strictObject({
  id: reminderIdSchema,
  status: reminderStatusSchema,
});
export type ReminderStatusChange = z.infer<typeof reminderStatusChangeSchema>;

const noteSchema = textSchema("note", maxReminderNoteLength);

/**
 * POST /api/Reminders: a new reminder for a project (`projectId`, `date`, optional `note`), for the
 * caller; with `id` instead, changes that reminder's date and note (the Edit mode).
 */
export const reminderSaveSchema = z
  .strictObject({
    id: reminderIdSchema.optional(),
    projectId: projectIdSchema.optional(),
    date: calendarDateSchema("date"),
    note: noteSchema.optional(),
  })
  .refine((body) => (body.id === undefined) !== (body.projectId === undefined), {
    message: "Give projectId for a new reminder, or id to change one (not both)",
  });
export type ReminderSave = z.infer<typeof reminderSaveSchema>;

/** GET /api/Reminders/projects: the caller's unfinished projects, for the reminders/create panel. */
export const reminderProjectSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  name: z.string(),
  customerName: z.string(),
  /** Today in the project's store's calendar: the earliest day a reminder on it may have. */
  today: z.string(),
});
export const reminderProjectListSchema = z.array(reminderProjectSchema);
export type ReminderProject = z.infer<typeof reminderProjectSchema>;

/** GET /api/Reminders/stats: the signed-in staff member's reminders counted (the reminders/stats panel). */
export const reminderStatsSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  today: z.number().int(),
  upcoming: z.number().int(),
  done: z.number().int(),
  archived: z.number().int(),
});
export type ReminderStats = z.infer<typeof reminderStatsSchema>;

/**
 * A reminder call's error answer (storefront s.8 "Reminder failures carry an errtext message"): the API's
 * own body (ADR 002) plus `errtext`, its messages as one line.
 */
export const reminderErrorSchema = z.object({
  code: z.string(),
  errors: z.array(z.string()),
  errtext: z.string(),
});
export type ReminderError = z.infer<typeof reminderErrorSchema>;

/** The errtext of an error answer's messages. */
export function reminderErrtext(errors: readonly string[]): string {
  return errors.join(", ") || "Something went wrong with the reminder. Please try again.";
}
