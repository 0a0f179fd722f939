import { describe, expect, it } from "vitest";
import { mondayIndex, storeBlurbStatus, todaysClosingTime } from "./store-hours.ts";

const weekdays = { openTime: "09:00", closeTime: "17:30" };
const week = [
  weekdays,
  weekdays,
  weekdays,
  { openTime: "09:00", closeTime: "21:00" },
  weekdays,
  weekdays,
  null,
];
// 2026-11-23 is a Monday, 2026-11-26 a Thursday, 2026-11-29 a Sunday (local dates).
const monday = new Date(2026, 10, 23, 10);
const thursday = new Date(2026, 10, 26, 10);
const sunday = new Date(2026, 10, 29, 10);

describe("store hours (Monday-indexed)", () => {
  it("indexes Monday as 0 and Sunday as 6", () => {
    expect(mondayIndex(monday)).toBe(0);
    expect(mondayIndex(sunday)).toBe(6);
  });

  it("gives today's closing time in 12-hour form", () => {
    expect(todaysClosingTime({ openTimes: week, isAppointmentOnly: false }, monday)).toBe("5:30pm");
    expect(todaysClosingTime({ openTimes: week, isAppointmentOnly: false }, thursday)).toBe("9pm");
  });

  it("is empty for appointment-only stores and closed days", () => {
    expect(todaysClosingTime({ openTimes: week, isAppointmentOnly: true }, monday)).toBe("");
    expect(todaysClosingTime({ openTimes: week, isAppointmentOnly: false }, sunday)).toBe("");
  });

  it("reads the blurb statuses", () => {
    expect(storeBlurbStatus({ openTimes: week, isAppointmentOnly: false }, monday)).toBe(
      "Open today until 5:30pm",
    );
    expect(storeBlurbStatus({ openTimes: week, isAppointmentOnly: false }, sunday)).toBe("Closed today");
    expect(storeBlurbStatus({ openTimes: week, isAppointmentOnly: true }, monday)).toBe(
      "By appointment only",
    );
  });
});
