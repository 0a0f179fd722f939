import { randomUUID } from "node:crypto";
import { addDays } from "@store/domain/delivery-calendar";
import { dateIn } from "@store/domain/project";
import {
  type Reminder,
  reminderListSchema,
  reminderSchema,
  reminderStatsSchema,
} from "@store/domain/reminder.schema";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remindersFor } from "../../background-jobs.ts";
import type { Db } from "../../db/client.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { JobsService } from "../jobs/jobs.service.ts";
import {
  projectChanges,
  projectConversions,
  projectPriceLocks,
  projects,
} from "../project/project.tables.ts";
import { users } from "../user/user.tables.ts";
import { quoteFollowUpQueue, type ReminderService } from "./reminder.service.ts";
import { reminders } from "./reminder.tables.ts";

/**
 * Reminders through the Hono app on a real database (ADR 046): each call's answer, refusals (with the
 * spec's errtext), bad input and roles; the due state in the store's time zone; and the follow-up jobs,
 * each idempotent and skipped for finished or converted projects.
 */

let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let staff2: Browser;
let admin: Browser;
let customer: Browser;
let anonymous: Browser;
let service: ReminderService;
let jobs: JobsService;
let samId: number;
let openProject: { id: number };
let timeZone: string;

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

/** A new project of Sam's (Open) to hang reminders on, without the project calls' rules in the way. */
async function newProject(name: string, extra: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(projects)
    .values({ name, brand: "aol", ownerUserId: samId, details: {} as never, ...extra })
    .returning({ id: projects.id, storeId: projects.storeId });
  if (!row) throw new Error("no project");
  return row;
}

beforeAll(async () => {
  store = await createTestStore({ products: 60 });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  staff2 = browserOf(store.app);
  await signInAs(store, staff2, "staff2@example.com");
  admin = browserOf(store.app);
  await signInAs(store, admin, "admin@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
  const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, "staff@example.com"));
  samId = sam?.id ?? 0;
  openProject = await newProject("Reminder test kitchen");
  // A project with no store counts its days in Sydney (the aol brand is Australian)
  timeZone = "Australia/Sydney";
  jobs = new JobsService(db, { workers: false, pollSeconds: 1, logger: pino({ level: "silent" }) });
  service = remindersFor(db, jobs);
});
afterAll(async () => {
  await jobs.stop();
  await store.close();
});

const today = () => dateIn(timeZone, new Date());

describe("POST /api/Reminders (create) and the due state", () => {
  it("makes a reminder for the caller on a project; due today shows as Today; the project records it", async () => {
    const res = await post(staff, "/api/Reminders", {
      projectId: openProject.id,
      date: today(),
      note: "  Ring Ari  ",
    });
    // A reminder answer is the caller's and changes: no one keeps a copy
    expect(res.headers.get("cache-control")).toBe("no-store");
    const made = reminderSchema.parse(await json(res, 201));
    expect(made).toMatchObject({
      status: "Open",
      date: today(),
      projectId: openProject.id,
      projectName: "Reminder test kitchen",
      note: "Ring Ari",
      reason: "manual",
      due: "Today",
      timeZone,
      userId: samId,
      userName: "Sam Staff",
      createdBy: "Sam Staff",
    });
    const later = reminderSchema.parse(
      await json(
        await post(staff, "/api/Reminders", { projectId: openProject.id, date: addDays(today(), 3) }),
        201,
      ),
    );
    expect(later.due).toBe("NotDue");
    const changes = await db
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, openProject.id), eq(projectChanges.kind, "reminder_created")));
    expect(changes.map((c) => c.userName)).toEqual(["Sam Staff", "Sam Staff"]);
  });

  it("an overdue reminder (its day passed in the store's time zone) is Overdue", async () => {
    const [row] = await db
      .insert(reminders)
      .values({
        projectId: openProject.id,
        userId: samId,
        dueDate: addDays(today(), -2),
        timeZone,
        note: "Old",
      })
      .returning();
    const list = reminderListSchema.parse(
      await json(await staff(`/api/Reminders?projectId=${openProject.id}`)),
    );
    expect(list.find((r) => r.id === row?.id)?.due).toBe("Overdue");
  });

  it("refuses a day that has passed, an unknown project, and bad input, each with errtext", async () => {
    const past = (await json(
      await post(staff, "/api/Reminders", { projectId: openProject.id, date: addDays(today(), -1) }),
      400,
    )) as { errors: string[]; errtext: string };
    expect(past.errors).toEqual(["date: A reminder cannot be set for a day that has passed."]);
    expect(past.errtext).toBe("date: A reminder cannot be set for a day that has passed.");
    const unknown = (await json(
      await post(staff, "/api/Reminders", { projectId: 999999, date: today() }),
      404,
    )) as { errtext: string };
    expect(unknown.errtext).toBe("We couldn't find that project.");
    const bad = (await json(
      await post(staff, "/api/Reminders", { projectId: "x", date: "tomorrow", colour: "red" }),
      400,
    )) as { errors: string[]; errtext: string };
    expect(bad.errors.length).toBeGreaterThan(0);
    expect(bad.errtext).toBe(bad.errors.join(", "));
    expect(
      (await json(await post(staff, "/api/Reminders", { date: today() }), 400)) as object,
    ).toHaveProperty("errtext");
    const far = await post(staff, "/api/Reminders", {
      projectId: openProject.id,
      date: addDays(today(), 400),
    });
    expect(((await json(far, 400)) as { errtext: string }).errtext).toMatch(/366 days/);
  });

  it("is staff's: 401 for a visitor, 403 for a customer, each with errtext", async () => {
    const body = { projectId: openProject.id, date: today() };
    const anon = (await json(await post(anonymous, "/api/Reminders", body), 401)) as { errtext: string };
    expect(anon.errtext).toBe("Please sign in to do this");
    const cust = (await json(await post(customer, "/api/Reminders", body), 403)) as { errtext: string };
    expect(cust.errtext).toMatch(/not allowed/);
  });
});

describe("GET /api/Reminders?projectId", () => {
  it("lists a project's reminders by status then date", async () => {
    const project = await newProject("Ordering test");
    const mk = async (days: number) =>
      reminderSchema.parse(
        await json(
          await post(staff, "/api/Reminders", { projectId: project.id, date: addDays(today(), days) }),
          201,
        ),
      );
    const a = await mk(5);
    const b = await mk(1);
    const c = await mk(3);
    await json(await post(staff, "/api/Reminders/status", { id: b.id, status: "Done" }));
    const list = reminderListSchema.parse(await json(await staff(`/api/Reminders?projectId=${project.id}`)));
    expect(list.map((r) => [r.id, r.status])).toEqual([
      [c.id, "Open"],
      [a.id, "Open"],
      [b.id, "Done"],
    ]);
  });

  it("404 for no such project, 400 for a bad id, 401 and 403 for the wrong caller", async () => {
    expect(
      ((await json(await staff("/api/Reminders?projectId=999999"), 404)) as { errtext: string }).errtext,
    ).toBe("We couldn't find that project.");
    const bad = (await json(await staff("/api/Reminders?projectId=abc"), 400)) as { errtext: string };
    expect(bad.errtext).toMatch(/project id/);
    await json(await staff("/api/Reminders"), 400);
    await json(await anonymous(`/api/Reminders?projectId=${openProject.id}`), 401);
    await json(await customer(`/api/Reminders?projectId=${openProject.id}`), 403);
  });
});

describe("POST /api/Reminders/status (mark done, undone, archive)", () => {
  let reminder: Reminder;
  beforeAll(async () => {
    reminder = reminderSchema.parse(
      await json(
        await post(staff, "/api/Reminders", { projectId: openProject.id, date: addDays(today(), 2) }),
        201,
      ),
    );
  });

  it("marks done, undone and archives, and restores, recording each move on the project", async () => {
    const move = async (status: string) =>
      reminderSchema.parse(
        await json(await post(staff, "/api/Reminders/status", { id: reminder.id, status })),
      ).status;
    expect(await move("Done")).toBe("Done");
    expect(await move("Done")).toBe("Done");
    expect(await move("Open")).toBe("Open");
    expect(await move("Archived")).toBe("Archived");
    expect(await move("Open")).toBe("Open");
    const record = await db
      .select({ message: projectChanges.message })
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, openProject.id), eq(projectChanges.kind, "reminder_changed")));
    expect(record.map((r) => r.message.replace(/ \(due .*\)/, ""))).toEqual([
      `Reminder ${reminder.id} marked done`,
      `Reminder ${reminder.id} marked not done`,
      `Reminder ${reminder.id} archived`,
      `Reminder ${reminder.id} marked not done`,
    ]);
  });

  it("refuses marking an archived reminder done (409), with errtext", async () => {
    await json(await post(staff, "/api/Reminders/status", { id: reminder.id, status: "Archived" }));
    const refused = (await json(
      await post(staff, "/api/Reminders/status", { id: reminder.id, status: "Done" }),
      409,
    )) as {
      errtext: string;
    };
    expect(refused.errtext).toBe("This reminder is archived. Restore it before marking it done.");
  });

  it("another staff member's reminder is theirs (403); an administrator may change it", async () => {
    const other = (await json(
      await post(staff2, "/api/Reminders/status", { id: reminder.id, status: "Open" }),
      403,
    )) as { errtext: string };
    expect(other.errtext).toBe("This reminder is another staff member's: only they can change it.");
    const byAdmin = reminderSchema.parse(
      await json(await post(admin, "/api/Reminders/status", { id: reminder.id, status: "Open" })),
    );
    expect(byAdmin.status).toBe("Open");
  });

  it("404 for no such reminder; 400 for a bad status or id; 401 and 403", async () => {
    const missing = (await json(
      await post(staff, "/api/Reminders/status", { id: 999999, status: "Done" }),
      404,
    )) as {
      errtext: string;
    };
    expect(missing.errtext).toBe("We couldn't find that reminder.");
    const bad = (await json(
      await post(staff, "/api/Reminders/status", { id: reminder.id, status: "Finished" }),
      400,
    )) as {
      errtext: string;
    };
    expect(bad.errtext).toBe("status: status is one of Open, Done, Archived");
    await json(await post(staff, "/api/Reminders/status", { id: -1, status: "Done" }), 400);
    await json(await post(anonymous, "/api/Reminders/status", { id: reminder.id, status: "Done" }), 401);
    await json(await post(customer, "/api/Reminders/status", { id: reminder.id, status: "Done" }), 403);
  });
});

describe("POST /api/Reminders with id (Edit mode)", () => {
  it("changes the caller's reminder's date and note; not another's; not to a past day", async () => {
    const made = reminderSchema.parse(
      await json(
        await post(staff, "/api/Reminders", { projectId: openProject.id, date: addDays(today(), 4) }),
        201,
      ),
    );
    const changed = reminderSchema.parse(
      await json(await post(staff, "/api/Reminders", { id: made.id, date: today(), note: "Moved up" })),
    );
    expect(changed).toMatchObject({ id: made.id, date: today(), note: "Moved up", due: "Today" });
    await json(await post(staff2, "/api/Reminders", { id: made.id, date: today() }), 403);
    await json(await post(staff, "/api/Reminders", { id: made.id, date: addDays(today(), -1) }), 400);
    await json(await post(staff, "/api/Reminders", { id: 999999, date: today() }), 404);
  });
});

describe("GET /api/account/reminders and GET /api/Reminders/stats", () => {
  it("lists only the signed-in staff member's reminders, by status then date", async () => {
    const project = await newProject("Mine test");
    await json(
      await post(staff2, "/api/Reminders", { projectId: project.id, date: addDays(today(), 1) }),
      201,
    );
    const mine = reminderListSchema.parse(await json(await staff("/api/account/reminders")));
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((r) => r.userId === samId)).toBe(true);
    const order = mine.map((r) => `${["Open", "Done", "Archived"].indexOf(r.status)}:${r.date}`);
    expect(order).toEqual([...order].sort());
    const jordan = reminderListSchema.parse(await json(await staff2("/api/account/reminders")));
    expect(jordan.map((r) => r.projectId)).toContain(project.id);
    expect(jordan.every((r) => r.userId !== samId)).toBe(true);
    expect((await json(await customer("/api/account/reminders"), 403)) as object).toHaveProperty("errtext");
    expect((await json(await anonymous("/api/account/reminders"), 401)) as object).toHaveProperty("errtext");
  });

  it("counts the caller's reminders", async () => {
    const stats = reminderStatsSchema.parse(await json(await staff("/api/Reminders/stats")));
    const mine = reminderListSchema.parse(await json(await staff("/api/account/reminders")));
    expect(stats.open).toBe(mine.filter((r) => r.status === "Open").length);
    expect(stats.today).toBe(mine.filter((r) => r.status === "Open" && r.due === "Today").length);
    expect(stats.overdue + stats.today + stats.upcoming).toBe(stats.open);
    await json(await customer("/api/Reminders/stats"), 403);
  });
});

describe("follow-up jobs (idempotent, skipped for finished or converted projects)", () => {
  const followUps = (projectId: number) =>
    db
      .select()
      .from(reminders)
      .where(and(eq(reminders.projectId, projectId), sql`${reminders.reason} <> 'manual'`));

  it("a quote follow-up run twice makes one reminder, due two days after the emailing, for the salesperson", async () => {
    const [jordan] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "staff2@example.com"));
    const project = await newProject("Emailed quote", {
      status: "Quoted",
      salespersonUserId: jordan?.id ?? null,
    });
    const emailedAt = new Date();
    expect(await service.quoteFollowUp(project.id, emailedAt)).toBe("created");
    expect(await service.quoteFollowUp(project.id, emailedAt)).toBe("exists");
    const rows = await followUps(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: "quote_emailed",
      status: "Open",
      userId: jordan?.id,
      createdByUserId: null,
      dueDate: addDays(dateIn(timeZone, emailedAt), 2),
    });
    const [change] = await db
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, project.id), eq(projectChanges.kind, "reminder_created")));
    expect(change?.userName).toBe("System");
  });

  it("two follow-ups of one project at once still make one (the unique key)", async () => {
    const project = await newProject("Twice at once", { status: "Quoted" });
    const outcomes = await Promise.all([
      service.quoteFollowUp(project.id, new Date()),
      service.quoteFollowUp(project.id, new Date()),
    ]);
    expect(outcomes.sort()).toEqual(["created", "exists"]);
    expect(await followUps(project.id)).toHaveLength(1);
  });

  it("skips projects won, partly won, lost or converted to a cart", async () => {
    for (const status of ["Won", "Partial", "Lost"] as const) {
      const project = await newProject(`Finished ${status}`, { status });
      expect(await service.quoteFollowUp(project.id, new Date())).toBe("skipped");
      expect(await followUps(project.id)).toHaveLength(0);
    }
    const converted = await newProject("Converted", { status: "Quoted" });
    await db.insert(projectConversions).values({ projectId: converted.id, cartId: randomUUID(), lines: [] });
    expect(await service.quoteFollowUp(converted.id, new Date())).toBe("skipped");
    expect(await followUps(converted.id)).toHaveLength(0);
    expect(await service.quoteFollowUp(999999, new Date())).toBe("no-project");
  });

  it("emailing queues the follow-up for two days later", async () => {
    const before = Date.now();
    await service.scheduleQuoteFollowUp(openProject.id, new Date());
    const [job] = (
      (await db.execute(
        sql`select data, start_after from pgboss.job where name = ${quoteFollowUpQueue.name} order by created_on desc limit 1`,
      )) as unknown as { rows: { data: { projectId: number }; start_after: string | Date }[] }
    ).rows;
    expect(job?.data.projectId).toBe(openProject.id);
    const startsIn = new Date(job?.start_after ?? 0).getTime() - before;
    expect(startsIn).toBeGreaterThan(2 * 24 * 3600_000 - 60_000);
    expect(startsIn).toBeLessThan(2 * 24 * 3600_000 + 60_000);
  });

  it("the price-lock sweep makes one follow-up per live lock two days before its last day, run twice", async () => {
    const project = await newProject("Locked prices", { status: "Quoted" });
    const [quote] = (
      (await db.execute(
        sql`insert into project_quotes (project_id, version, lines, quote_data, total) values (${project.id}, 1, '[]', '{}', 0) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const now = new Date();
    const lockFor = async (projectId: number, lastDay: string) =>
      db.insert(projectPriceLocks).values({
        projectId,
        quoteId: quote?.id ?? 0,
        expiryDate: lastDay,
        timeZone,
        expiresAt: new Date(now.getTime() + 3 * 24 * 3600_000),
        lockedAt: new Date(now.getTime() - 60_000),
      });
    // Its last day is in two days: the follow-up is due today
    await lockFor(project.id, addDays(today(), 2));
    // A lock ending in a week is not due yet; a finished project's lock is skipped
    const later = await newProject("Locked later", { status: "Quoted" });
    await lockFor(later.id, addDays(today(), 7));
    const lost = await newProject("Locked but lost", { status: "Lost" });
    await lockFor(lost.id, addDays(today(), 1));
    const first = await service.sweepPriceLocks(now);
    const second = await service.sweepPriceLocks(now);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    const rows = await followUps(project.id);
    expect(rows.map((r) => [r.reason, r.dueDate])).toEqual([["price_lock_ending", today()]]);
    expect(await followUps(later.id)).toHaveLength(0);
    expect(await followUps(lost.id)).toHaveLength(0);
  });
});

describe("GET /api/Reminders/projects", () => {
  it("offers the caller's unfinished projects, last changed first", async () => {
    const list = (await json(await staff("/api/Reminders/projects"))) as { id: number; name: string }[];
    expect(list.map((p) => p.id)).toContain(openProject.id);
    expect(list.map((p) => p.name)).not.toContain("Finished Lost");
    const jordan = (await json(await staff2("/api/Reminders/projects"))) as { id: number }[];
    expect(jordan.map((p) => p.id)).not.toContain(openProject.id);
    await json(await customer("/api/Reminders/projects"), 403);
    await json(await anonymous("/api/Reminders/projects"), 401);
  });
});

describe("the admin panels without a CMS", () => {
  it("point staff at the store's own pages for every panel; a customer gets none", async () => {
    const account = (await json(await staff("/api/account"))) as {
      adminPanels: Record<string, string | null>;
      winningCmsUrl: string | null;
    };
    expect(account.winningCmsUrl).toBeNull();
    expect(account.adminPanels).toEqual({
      productPage: "/staff/product-page",
      project: "/project",
      remindersCreate: "/staff/reminders#new-reminder",
      remindersList: "/staff/reminders#reminder-list",
      remindersStats: "/staff/reminders#reminder-stats",
    });
    const theirs = (await json(await customer("/api/account"))) as {
      adminPanels: Record<string, string | null>;
    };
    expect(Object.values(theirs.adminPanels)).toEqual([null, null, null, null, null]);
  });
});
