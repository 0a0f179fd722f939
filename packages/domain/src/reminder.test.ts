import { describe, expect, it } from "vitest";
import { reminderErrtext, reminderSaveSchema, reminderStatusChangeSchema } from "./reminder.schema.ts";
import {
  compareReminders,
  followUpWanted,
  moveReminder,
  priceLockFollowUpDate,
  quoteFollowUpDate,
  reminderDateProblem,
  reminderDayLabel,
  reminderDueState,
  reminderStateLabel,
  reminderStats,
  sortReminders,
} from "./reminder.ts";

const sydney = "Australia/Sydney";
const perth = "Australia/Perth";

describe("reminderDueState (in the store's time zone)", () => {
  // 2026-11-24T14:30Z is 01:30 on the 25th in Sydney (UTC+11) and 22:30 on the 24th in Perth (UTC+8)
  const now = new Date("2026-11-24T14:30:00Z");

  it("is Today on the store's day, NotDue before it, Overdue after it", () => {
    expect(reminderDueState("2026-11-25", now, sydney)).toBe("Today");
    expect(reminderDueState("2026-11-26", now, sydney)).toBe("NotDue");
    expect(reminderDueState("2026-11-24", now, sydney)).toBe("Overdue");
  });

  it("counts the day where the store is, not in UTC or on the server", () => {
    // Still the 24th in Perth: a reminder for the 25th is not due yet there, though it is in Sydney
    expect(reminderDueState("2026-11-25", now, perth)).toBe("NotDue");
    expect(reminderDueState("2026-11-24", now, perth)).toBe("Today");
  });

  it("turns at the store's midnight, daylight saving included", () => {
    // Sydney moves to UTC+11 on 2026-10-04 at 02:00; midnight on the 5th is 13:00Z on the 4th
    expect(reminderDueState("2026-10-05", new Date("2026-10-04T12:59:59Z"), sydney)).toBe("NotDue");
    expect(reminderDueState("2026-10-05", new Date("2026-10-04T13:00:00Z"), sydney)).toBe("Today");
    expect(reminderDueState("2026-10-05", new Date("2026-10-05T13:00:00Z"), sydney)).toBe("Overdue");
  });
});

describe("the list order: status, then date", () => {
  it("puts Open before Done before Archived, earliest date first, then the order they were made", () => {
    const list = [
      { id: 1, status: "Archived" as const, date: "2026-01-01" },
      { id: 2, status: "Done" as const, date: "2026-01-02" },
      { id: 3, status: "Open" as const, date: "2026-03-01" },
      { id: 4, status: "Open" as const, date: "2026-02-01" },
      { id: 5, status: "Done" as const, date: "2026-01-01" },
      { id: 6, status: "Open" as const, date: "2026-02-01" },
    ];
    expect(sortReminders(list).map((r) => r.id)).toEqual([4, 6, 3, 5, 2, 1]);
    expect(list[0]?.id).toBe(1);
    const one = { id: 9, status: "Open" as const, date: "2026-01-01" };
    expect(compareReminders(one, { ...one })).toBe(0);
  });
});

describe("moveReminder (mark done, undone, archive)", () => {
  it("mark done gives Done, mark undone gives Open, archive gives Archived", () => {
    expect(moveReminder("Open", "Done")).toEqual({ ok: true, status: "Done", changed: true });
    expect(moveReminder("Done", "Open")).toEqual({ ok: true, status: "Open", changed: true });
    expect(moveReminder("Open", "Archived")).toEqual({ ok: true, status: "Archived", changed: true });
    expect(moveReminder("Done", "Archived")).toEqual({ ok: true, status: "Archived", changed: true });
  });

  it("restores an archived reminder to Open, but not straight to Done", () => {
    expect(moveReminder("Archived", "Open")).toEqual({ ok: true, status: "Open", changed: true });
    const refused = moveReminder("Archived", "Done");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/Restore it/);
  });

  it("asking for the status it has changes nothing (a double click)", () => {
    for (const status of ["Open", "Done", "Archived"] as const)
      expect(moveReminder(status, status)).toEqual({ ok: true, status, changed: false });
  });
});

describe("reminderDateProblem", () => {
  const now = new Date("2026-11-24T14:30:00Z"); // the 25th in Sydney
  it("takes today and later, up to a year ahead, in the store's calendar", () => {
    expect(reminderDateProblem("2026-11-25", now, sydney)).toBeNull();
    expect(reminderDateProblem("2027-11-26", now, sydney)).toBeNull();
    expect(reminderDateProblem("2026-11-24", now, sydney)).toMatch(/has passed/);
    expect(reminderDateProblem("2026-11-24", now, perth)).toBeNull();
    expect(reminderDateProblem("2027-11-27", now, sydney)).toMatch(/366 days/);
  });
});

describe("follow-up dates", () => {
  it("a quote's follow-up is two days after the store's day it was emailed", () => {
    // 23:30 on the 24th in Sydney is 12:30Z: two days later is the 26th, not the 25th (UTC's day + 2 - 1)
    expect(quoteFollowUpDate(new Date("2026-11-24T12:30:00Z"), sydney)).toBe("2026-11-26");
    expect(quoteFollowUpDate(new Date("2026-12-30T20:00:00Z"), sydney)).toBe("2027-01-02");
  });

  it("a price lock's follow-up is two days before its last day, or today for a shorter lock", () => {
    const now = new Date("2026-11-24T01:00:00Z"); // the 24th in Sydney
    expect(priceLockFollowUpDate("2026-11-30", now, sydney)).toBe("2026-11-28");
    expect(priceLockFollowUpDate("2026-11-25", now, sydney)).toBe("2026-11-24");
  });

  it("is wanted while the project is open, not once won, partly won, lost or converted", () => {
    expect(followUpWanted({ status: "Open", converted: false })).toBe(true);
    expect(followUpWanted({ status: "Quoted", converted: false })).toBe(true);
    expect(followUpWanted({ status: "Pending", converted: false })).toBe(true);
    for (const status of ["Won", "Partial", "Lost"] as const)
      expect(followUpWanted({ status, converted: false })).toBe(false);
    expect(followUpWanted({ status: "Quoted", converted: true })).toBe(false);
  });
});

describe("reminderStats", () => {
  it("counts open reminders by due state, and the done and archived", () => {
    const now = new Date("2026-11-24T01:00:00Z"); // the 24th in Sydney
    const stats = reminderStats(
      [
        { status: "Open", date: "2026-11-23" },
        { status: "Open", date: "2026-11-24" },
        { status: "Open", date: "2026-11-25" },
        { status: "Done", date: "2026-11-20" },
        { status: "Archived", date: "2026-11-20" },
      ],
      now,
      () => sydney,
    );
    expect(stats).toEqual({ open: 3, overdue: 1, today: 1, upcoming: 1, done: 1, archived: 1 });
  });
});

describe("reminder schemas", () => {
  it("a status change names an id and one of the three statuses", () => {
    expect(reminderStatusChangeSchema.parse({ id: "5", status: "Done" })).toEqual({ id: 5, status: "Done" });
    const bad = reminderStatusChangeSchema.safeParse({ id: 5, status: "Finished" });
    expect(bad.error?.issues[0]?.message).toBe("status is one of Open, Done, Archived");
  });

  it("a save names a project (new) or a reminder (change), not both", () => {
    expect(reminderSaveSchema.safeParse({ projectId: 1, date: "2026-11-25" }).success).toBe(true);
    expect(reminderSaveSchema.safeParse({ id: 1, date: "2026-11-25", note: "x" }).success).toBe(true);
    expect(reminderSaveSchema.safeParse({ id: 1, projectId: 1, date: "2026-11-25" }).success).toBe(false);
    expect(reminderSaveSchema.safeParse({ date: "2026-11-25" }).success).toBe(false);
    expect(reminderSaveSchema.safeParse({ projectId: 1, date: "2026-02-30" }).success).toBe(false);
    expect(reminderSaveSchema.safeParse({ projectId: 1, date: "2026-11-25", note: "a\u0000" }).success).toBe(
      false,
    );
  });

  it("errtext joins the messages, with a fallback for none", () => {
    expect(reminderErrtext(["a", "b"])).toBe("a, b");
    expect(reminderErrtext([])).toMatch(/reminder/);
  });
});

describe("reminder labels", () => {
  it("reads a due day as the calendar day, whatever the time zone", () => {
    // The comma after the weekday differs between ICU versions
    expect(reminderDayLabel("2026-11-25")).toMatch(/^Wed,? 25 Nov 2026$/);
  });
  it("reads an open reminder by when it is due, a closed one by its status", () => {
    expect(reminderStateLabel("Open", "Overdue")).toBe("Overdue");
    expect(reminderStateLabel("Open", "Today")).toBe("Due today");
    expect(reminderStateLabel("Open", "NotDue")).toBe("Upcoming");
    expect(reminderStateLabel("Done", "Overdue")).toBe("Done");
  });
});
