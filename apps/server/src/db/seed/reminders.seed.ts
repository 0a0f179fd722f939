import { addDays } from "@store/domain/delivery-calendar";
import { dateIn } from "@store/domain/project";
import { storeTimeZone } from "@store/domain/store-local-time";
import { and, eq, inArray } from "drizzle-orm";
import { projects } from "../../modules/project/project.tables.ts";
import { reminders } from "../../modules/reminder/reminder.tables.ts";
import { stores } from "../../modules/store/store.tables.ts";
import { users } from "../../modules/user/user.tables.ts";
import type { Db } from "../client.ts";

/**
 * Reminders on the demo staff's open projects (ADR 046), so the reminders page shows real data on
 * `npm start`: for Sam Staff one overdue, one due today, one next week and one done. Needs the demo
 * projects; does nothing without them.
 */
export async function seedDemoReminders(db: Db, now = new Date()): Promise<number> {
  const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, "staff@example.com"));
  if (!sam) return 0;
  const open = await db
    .select({ id: projects.id, country: stores.country, state: stores.state })
    .from(projects)
    .leftJoin(stores, eq(stores.id, projects.storeId))
    .where(and(eq(projects.ownerUserId, sam.id), inArray(projects.status, ["Open", "Quoted", "Pending"])))
    .orderBy(projects.id);
  const first = open[0];
  if (!first) return 0;
  const second = open[1] ?? first;
  const timeZoneOf = (p: typeof first) =>
    storeTimeZone({ country: p.country === "NZ" ? "NZ" : "AU", state: p.state ?? "NSW" });
  const rows = [
    { project: first, days: -1, status: "Open" as const, note: "Call back about the rangehood size." },
    { project: second, days: 0, status: "Open" as const, note: "Check the customer has the quote." },
    { project: first, days: 7, status: "Open" as const, note: "Measure the pantry before ordering." },
    { project: second, days: -3, status: "Done" as const, note: "Send the dishwasher brochures." },
  ].map(({ project, days, status, note }) => {
    const timeZone = timeZoneOf(project);
    return {
      projectId: project.id,
      userId: sam.id,
      createdByUserId: sam.id,
      status,
      dueDate: addDays(dateIn(timeZone, now), days),
      timeZone,
      note,
    };
  });
  await db.insert(reminders).values(rows);
  return rows.length;
}
