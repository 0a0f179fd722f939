import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OpeningHoursTable } from "./opening-hours-table";

const weekday = { openTime: "09:00", closeTime: "17:30" };
const week = [
  weekday,
  weekday,
  weekday,
  { openTime: "09:00", closeTime: "21:00" },
  weekday,
  null,
  {
    openTime: "10:00",
    closeTime: "16:00",
  },
];

describe("OpeningHoursTable", () => {
  afterEach(cleanup);

  it("lists the week Monday first in 12-hour time, closed days as Closed", () => {
    render(<OpeningHoursTable openTimes={week} todayIndex={0} isAppointmentOnly={false} />);
    const table = screen.getByRole("table", { name: "Opening hours" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent?.replace("Today", ""))).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows.map((row) => within(row).getByRole("cell").textContent)).toEqual([
      "9am – 5:30pm",
      "9am – 5:30pm",
      "9am – 5:30pm",
      "9am – 9pm",
      "9am – 5:30pm",
      "Closed",
      "10am – 4pm",
    ]);
  });

  it("highlights today", () => {
    render(<OpeningHoursTable openTimes={week} todayIndex={3} isAppointmentOnly={false} />);
    const today = screen.getAllByRole("row").find((row) => row.getAttribute("aria-current") === "date");
    expect(today?.textContent).toBe("ThursdayToday9am – 9pm");
    expect(today?.className).toBe("is-today");
    expect(screen.getAllByText("Today")).toHaveLength(1);
  });

  it("is headed as appointment hours for an appointment-only studio", () => {
    render(<OpeningHoursTable openTimes={week} todayIndex={0} isAppointmentOnly />);
    expect(screen.getByRole("table", { name: "Appointment hours" })).toBeTruthy();
  });
});
