import { brands } from "@store/domain/brands";
import { addDays } from "@store/domain/delivery-calendar";
import { dateIn } from "@store/domain/project";
import type { ProjectChangeKind } from "@store/domain/project-constants";
import {
  type FollowUpReason,
  followUpNotes,
  followUpWanted,
  moveReminder,
  priceLockFollowUpDate,
  quoteFollowUpDate,
  quoteFollowUpDays,
  reminderDateProblem,
  reminderDueState,
  reminderMoveLabel,
  reminderStats,
  sortReminders,
} from "@store/domain/reminder";
import type {
  Reminder,
  ReminderProject,
  ReminderSave,
  ReminderStats,
  ReminderStatusChange,
} from "@store/domain/reminder.schema";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { JobQueue, JobsService } from "../jobs/jobs.service.ts";
import { projectTimeZone } from "../project/project.service.ts";
import type { ProjectFollowUpReadModel, ProjectSummaryRow } from "../project/project-follow-up.read-model.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";
import { reminders } from "./reminder.tables.ts";

/** The signed-in staff member or administrator a reminder call acts as (the route table admits only them). */
export interface ReminderActor {
  userId: number;
  role: "staff" | "admin";
  name: string;
}

/** Writes a project's changelog inside a transaction (the project service's `record`). */
export interface ProjectRecorder {
  record(
    tx: Db,
    projectId: number,
    actor: { userId: number | null; name: string },
    changes: readonly { kind: ProjectChangeKind; message: string }[],
  ): Promise<void>;
}

type ReminderRow = typeof reminders.$inferSelect;

/** What a follow-up job did. */
export type FollowUpOutcome = "created" | "exists" | "skipped" | "no-project";

/**
 * The quote-emailed follow-up (ADR 046): sent when a quote is emailed, taken by a worker
 * quoteFollowUpDays later. Ids and the time only: no personal data in a job.
 */
export const quoteFollowUpQueue: JobQueue<{ projectId: number; emailedAt: string }> = {
  name: "reminder-quote-follow-up",
  data: z.object({ projectId: z.number().int().positive(), emailedAt: z.iso.datetime() }),
  retryLimit: 3,
  retryDelaySeconds: 300,
};

/** The price-lock sweep (ADR 046): hourly and at start, one run at a time however many processes ask. */
export const priceLockSweepQueue: JobQueue<Record<string, never>> = {
  name: "reminder-price-lock-sweep",
  data: z.object({}).strict(),
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 300,
};

/** When the price-lock sweep runs (cron, UTC). */
export const priceLockSweepSchedule = "25 * * * *";

const notFound = () => new AppError("not_found", "We couldn't find that reminder.");

/**
 * Staff reminders (storefront s.3 "Reminder", s.4, s.7; ADR 046): made by staff for a project with a due
 * day, or by the store's follow-up jobs once per project and reason; listed per project and per staff
 * member in the spec's order, with the due state counted in the store's time zone. Projects are read
 * through the project module's read model; every change is written to the project's changelog.
 */
export class ReminderService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectFollowUpReadModel,
    private readonly recorder: ProjectRecorder,
    private readonly stores: StoreService,
    private readonly users: UserService,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Queues the quote-emailed follow-up of a project, to run quoteFollowUpDays after `emailedAt`
   * (POST /api/v2/project/email calls it in the transaction that writes the mail: `within`, after
   * `readyForFollowUps`).
   */
  async scheduleQuoteFollowUp(
    projectId: number,
    emailedAt: Date,
    options: { within?: Db } = {},
  ): Promise<void> {
    const startAfter = new Date(emailedAt.getTime() + quoteFollowUpDays * 24 * 60 * 60 * 1000);
    await this.jobs.send(
      quoteFollowUpQueue,
      { projectId, emailedAt: emailedAt.toISOString() },
      { startAfter, ...(options.within ? { within: options.within } : {}) },
    );
  }

  /** Makes the follow-up queue: call it before opening a transaction to schedule a follow-up within. */
  async readyForFollowUps(): Promise<void> {
    await this.jobs.prepare(quoteFollowUpQueue);
  }

  /** The time zone a project's days are counted in: its store's, else its brand's country's. */
  private async timeZoneOf(project: ProjectSummaryRow): Promise<string> {
    const store = project.storeId ? await this.stores.byId(project.storeId) : null;
    return projectTimeZone(store, brands[project.brand]);
  }

  /** The answers for some rows, in the list order. */
  private async answer(rows: readonly ReminderRow[], now: Date): Promise<Reminder[]> {
    const [projects, names] = await Promise.all([
      this.projects.summaries(rows.map((r) => r.projectId)),
      this.users.namesOf(rows.flatMap((r) => [r.userId, ...(r.createdByUserId ? [r.createdByUserId] : [])])),
    ]);
    return sortReminders(
      rows.map((row) => {
        const project = projects.get(row.projectId);
        return {
          id: row.id,
          status: row.status,
          date: row.dueDate,
          projectId: row.projectId,
          projectRef: project?.ref ?? "",
          projectName: project?.name ?? "",
          customerName: project?.customerName ?? "",
          note: row.note,
          reason: row.reason,
          due: reminderDueState(row.dueDate, now, row.timeZone),
          timeZone: row.timeZone,
          userId: row.userId,
          userName: names.get(row.userId)?.name ?? "",
          createdBy: row.createdByUserId ? (names.get(row.createdByUserId)?.name ?? "") : "The store",
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  /** GET /api/Reminders?projectId: every reminder of a project (any staff member's); 404 for no such project. */
  async forProject(projectId: number, now = new Date()): Promise<Reminder[]> {
    if (!(await this.projects.exists(projectId)))
      throw new AppError("not_found", "We couldn't find that project.");
    const rows = await this.db.select().from(reminders).where(eq(reminders.projectId, projectId));
    return this.answer(rows, now);
  }

  /** GET /api/account/reminders: the staff member's own reminders, ordered by status then date. */
  async mine(userId: number, now = new Date()): Promise<Reminder[]> {
    const rows = await this.db.select().from(reminders).where(eq(reminders.userId, userId));
    return this.answer(rows, now);
  }

  /** GET /api/Reminders/stats: the staff member's reminders counted by status and due state. */
  async stats(userId: number, now = new Date()): Promise<ReminderStats> {
    const rows = await this.db
      .select({ status: reminders.status, date: reminders.dueDate, timeZone: reminders.timeZone })
      .from(reminders)
      .where(eq(reminders.userId, userId));
    return reminderStats(rows, now, (i) => rows[i]?.timeZone ?? "Australia/Sydney");
  }

  /**
   * GET /api/Reminders/projects: the staff member's unfinished projects, last changed first (at most
   * 200), each with today's date in its store's calendar (the earliest day a reminder may have).
   */
  async projectsFor(userId: number, now = new Date()): Promise<ReminderProject[]> {
    const rows = await this.projects.openProjectsOf(userId, 200);
    return Promise.all(
      rows.map(async ({ brand, storeId, ...row }) => {
        const store = storeId ? await this.stores.byId(storeId) : null;
        return { ...row, today: dateIn(projectTimeZone(store, brands[brand]), now) };
      }),
    );
  }

  /** One reminder's answer. */
  private async one(id: number, now: Date): Promise<Reminder> {
    const [row] = await this.db.select().from(reminders).where(eq(reminders.id, id)).limit(1);
    if (!row) throw notFound();
    const [answer] = await this.answer([row], now);
    if (!answer) throw notFound();
    return answer;
  }

  /** The row of a reminder the actor may change: their own, or anyone's for an administrator. */
  private async ownedRow(tx: Db, actor: ReminderActor, id: number): Promise<ReminderRow> {
    const [row] = await tx.select().from(reminders).where(eq(reminders.id, id)).for("update");
    if (!row) throw notFound();
    if (row.userId !== actor.userId && actor.role !== "admin")
      throw new AppError("forbidden", "This reminder is another staff member's: only they can change it.");
    return row;
  }

  /**
   * POST /api/Reminders with projectId: a reminder for the caller on a project, due on `date` (today or
   * later in the project's store's calendar). 404 for no such project.
   */
  async create(
    actor: ReminderActor,
    input: ReminderSave & { projectId: number },
    now = new Date(),
  ): Promise<Reminder> {
    const project = await this.projects.summary(input.projectId);
    if (!project) throw new AppError("not_found", "We couldn't find that project.");
    const timeZone = await this.timeZoneOf(project);
    const problem = reminderDateProblem(input.date, now, timeZone);
    if (problem) throw new AppError("invalid", problem);
    const id = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .insert(reminders)
        .values({
          projectId: project.id,
          userId: actor.userId,
          createdByUserId: actor.userId,
          dueDate: input.date,
          timeZone,
          note: input.note ?? "",
        })
        .returning({ id: reminders.id });
      if (!row) throw new Error("the reminder insert returned no row");
      await this.recorder.record(tx, project.id, actor, [
        { kind: "reminder_created", message: `Reminder for ${actor.name || "staff"} due ${input.date}` },
      ]);
      return row.id;
    });
    return this.one(id, now);
  }

  /** POST /api/Reminders with id: changes the date and note of the caller's reminder (Edit mode). */
  async update(
    actor: ReminderActor,
    input: ReminderSave & { id: number },
    now = new Date(),
  ): Promise<Reminder> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.ownedRow(tx, actor, input.id);
      const changed: string[] = [];
      if (input.date !== row.dueDate) {
        const problem = reminderDateProblem(input.date, now, row.timeZone);
        if (problem) throw new AppError("invalid", problem);
        changed.push(`due ${row.dueDate} → ${input.date}`);
      }
      if (input.note !== undefined && input.note !== row.note) changed.push("note changed");
      if (changed.length === 0) return;
      await tx
        .update(reminders)
        .set({ dueDate: input.date, note: input.note ?? row.note, updatedAt: sql`now()` })
        .where(eq(reminders.id, row.id));
      await this.recorder.record(tx, row.projectId, actor, [
        { kind: "reminder_changed", message: `Reminder ${row.id}: ${changed.join(", ")}` },
      ]);
    });
    return this.one(input.id, now);
  }

  /**
   * POST /api/Reminders/status {id, status}: mark done (Done), mark undone (Open) or archive (Archived)
   * the caller's reminder (domain `moveReminder`); the same status again changes nothing.
   */
  async setStatus(actor: ReminderActor, input: ReminderStatusChange, now = new Date()): Promise<Reminder> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await this.ownedRow(tx, actor, input.id);
      const move = moveReminder(row.status, input.status);
      if (!move.ok) throw new AppError("conflict", move.reason);
      if (!move.changed) return;
      await tx
        .update(reminders)
        .set({ status: move.status, updatedAt: sql`now()` })
        .where(eq(reminders.id, row.id));
      await this.recorder.record(tx, row.projectId, actor, [
        {
          kind: "reminder_changed",
          message: `Reminder ${row.id} (due ${row.dueDate}) ${reminderMoveLabel(move.status)}`,
        },
      ]);
    });
    return this.one(input.id, now);
  }

  /**
   * The store's follow-up of a project for a reason, due on the day `dueOn` answers in the project's
   * time zone, for its salesperson (else its owner). Idempotent: a project has at most one follow-up of
   * each reason (a unique index), so a job that runs twice makes one. Skipped for a project that is won,
   * partly won, lost or converted to a cart (domain `followUpWanted`).
   */
  async followUp(
    projectId: number,
    reason: FollowUpReason,
    dueOn: (timeZone: string) => string,
  ): Promise<FollowUpOutcome> {
    const project = await this.projects.summary(projectId);
    if (!project) return "no-project";
    if (!followUpWanted(project)) return "skipped";
    const timeZone = await this.timeZoneOf(project);
    const dueDate = dueOn(timeZone);
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .insert(reminders)
        .values({
          projectId,
          userId: project.salespersonUserId ?? project.ownerUserId,
          createdByUserId: null,
          reason,
          dueDate,
          timeZone,
          note: followUpNotes[reason],
        })
        .onConflictDoNothing({
          target: [reminders.projectId, reminders.reason],
          where: sql`${reminders.reason} <> 'manual'`,
        })
        .returning({ id: reminders.id });
      if (!row) return "exists";
      await this.recorder.record(tx, projectId, { userId: null, name: "System" }, [
        { kind: "reminder_created", message: `Follow-up reminder due ${dueDate}: ${followUpNotes[reason]}` },
      ]);
      return "created";
    });
  }

  /** The quote-emailed follow-up job: due quoteFollowUpDays after the store's day it was emailed. */
  quoteFollowUp(projectId: number, emailedAt: Date): Promise<FollowUpOutcome> {
    return this.followUp(projectId, "quote_emailed", (timeZone) => quoteFollowUpDate(emailedAt, timeZone));
  }

  /**
   * The price-lock sweep job: a follow-up for every live lock whose follow-up day (two days before its
   * last day) has come in its time zone. Answers how many it made.
   */
  async sweepPriceLocks(now = new Date()): Promise<number> {
    // Every zone's today is at most a day ahead of UTC's: this takes every lock that could be due
    const locks = await this.projects.liveLocksEndingBy(addDays(dateIn("UTC", now), 4), now);
    let made = 0;
    for (const lock of locks) {
      const due = priceLockFollowUpDate(lock.expiryDate, now, lock.timeZone);
      if (due > dateIn(lock.timeZone, now)) continue;
      const outcome = await this.followUp(lock.projectId, "price_lock_ending", () =>
        priceLockFollowUpDate(lock.expiryDate, now, lock.timeZone),
      );
      if (outcome === "created") made += 1;
    }
    return made;
  }
}
