import { maxReminderNoteLength, reminderReasons, reminderStatuses } from "@store/domain/reminder";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { projects } from "../project/project.tables.ts";
import { users } from "../user/user.tables.ts";

export const reminderStatus = pgEnum("reminder_status", reminderStatuses);
export const reminderReason = pgEnum("reminder_reason", reminderReasons);

/**
 * A staff member's reminder to follow up a project (storefront s.3 "Reminder"; ADR 046): due on a day
 * of the store's calendar (`due_date` in `time_zone`, the project's store's zone when it was made).
 * The store's own follow-ups (a quote emailed, a price lock ending) are one per project and reason:
 * the partial unique index makes a job that runs twice insert once.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The staff member it reminds. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who made it; null when the store made it (a follow-up). */
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    status: reminderStatus("status").notNull().default("Open"),
    reason: reminderReason("reason").notNull().default("manual"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /api/account/reminders: a staff member's, by status then date
    index("reminders_user_idx").on(t.userId, t.status, t.dueDate),
    index("reminders_project_idx").on(t.projectId),
    uniqueIndex("reminders_follow_up_idx").on(t.projectId, t.reason).where(sql`${t.reason} <> 'manual'`),
    check("reminders_note_check", sql`length(${t.note}) <= ${sql.raw(String(maxReminderNoteLength))}`),
  ],
);
