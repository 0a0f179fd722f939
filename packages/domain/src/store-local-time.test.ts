import { describe, expect, it } from "vitest";
import { storeBlurbStatus } from "./store-hours.ts";
import {
  clockTime,
  eventSchedule,
  storeLocalDay,
  storeTimeZone,
  weekdayIndexIn,
} from "./store-local-time.ts";

const open = { openTime: "09:00", closeTime: "17:30" };

describe("store local time", () => {
  it("maps states and NZ regions to time zones, Sydney when unknown", () => {
    expect(storeTimeZone({ country: "AU", state: "WA" })).toBe("Australia/Perth");
    expect(storeTimeZone({ country: "AU", state: "act" })).toBe("Australia/Sydney");
    expect(storeTimeZone({ country: "AU", state: "QLD" })).toBe("Australia/Brisbane");
    expect(storeTimeZone({ country: "NZ", state: "Canterbury" })).toBe("Pacific/Auckland");
    expect(storeTimeZone({ country: "AU", state: "" })).toBe("Australia/Sydney");
  });

  it("gives the Monday-indexed weekday in the store's zone", () => {
    // 14:30 UTC on Monday 23 November 2026 is already Tuesday 01:30 in Sydney, still Monday 22:30 in Perth
    const instant = new Date("2026-11-23T14:30:00Z");
    expect(weekdayIndexIn("Australia/Sydney", instant)).toBe(1);
    expect(weekdayIndexIn("Australia/Perth", instant)).toBe(0);
    expect(weekdayIndexIn("Pacific/Auckland", new Date("2026-11-22T12:00:00Z"))).toBe(0);
  });

  it("feeds the store's own day to the blurb rules", () => {
    // Sunday 29 November 2026, 15:00 UTC: Monday 02:00 in Sydney, Sunday 23:00 in Perth
    const instant = new Date("2026-11-29T15:00:00Z");
    const week = [open, open, open, open, open, open, null];
    const sydney = { country: "AU" as const, state: "NSW", openTimes: week, isAppointmentOnly: false };
    const perth = { ...sydney, state: "WA" };
    expect(storeBlurbStatus(sydney, storeLocalDay(sydney, instant))).toBe("Open today until 5:30pm");
    expect(storeBlurbStatus(perth, storeLocalDay(perth, instant))).toBe("Closed today");
  });

  it("reads wall-clock time in a zone", () => {
    expect(clockTime(new Date("2026-11-29T10:00:00Z"), "Australia/Sydney")).toBe("21:00");
    expect(clockTime(new Date("2026-11-29T00:05:00Z"), "Australia/Perth")).toBe("08:05");
  });

  it("describes an event's date and 12-hour times in the store's zone", () => {
    const schedule = eventSchedule("2026-11-28T23:00:00Z", 90, "Australia/Sydney");
    expect(schedule.date).toBe("Sunday 29 November 2026");
    expect(schedule.start).toBe("10am");
    expect(schedule.end).toBe("11:30am");
    expect(schedule.isoDate).toBe("2026-11-28T23:00:00.000Z");
  });
});
