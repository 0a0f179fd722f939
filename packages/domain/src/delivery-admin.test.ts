import { describe, expect, it } from "vitest";
import {
  dollarsText,
  overrideAddSchema,
  serviceFormSchema,
  servicePatchSchema,
  zoneFormSchema,
  zonePatchSchema,
} from "./delivery-admin.schema.ts";
import {
  adminDayLabel,
  adminMoneyLabel,
  capacitySweepBefore,
  changeSummary,
  changeTimeLabel,
  holidayRegionName,
  overrideSummary,
  runDaysLabel,
  zoneChangeFields,
} from "./delivery-admin.ts";

const sydney = {
  runDays: [1, 2, 3, 4, 5, 6],
  cutoff: "14:00",
  transitDays: 1,
  dayPrice: 29_00,
  saturdaySurcharge: 20_00,
  freeOver: 99_00 as number | null,
  slotsPerDay: 40,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("runDaysLabel", () => {
  it("joins runs of three or more days with a dash and lists the rest", () => {
    expect(runDaysLabel([1, 2, 3, 4, 5, 6])).toBe("Mon–Sat");
    expect(runDaysLabel([2, 4])).toBe("Tue, Thu");
    expect(runDaysLabel([1, 2, 4, 5, 6])).toBe("Mon, Tue, Thu–Sat");
    expect(runDaysLabel([7, 3, 3])).toBe("Wed, Sun");
    expect(runDaysLabel([])).toBe("None");
  });
});

describe("adminMoneyLabel and dollarsText", () => {
  it("shows cents as dollars, 0 as FREE and an off threshold as never", () => {
    expect(adminMoneyLabel(29_00)).toBe("$29");
    expect(adminMoneyLabel(29_50)).toBe("$29.50");
    expect(adminMoneyLabel(0)).toBe("FREE");
    expect(adminMoneyLabel(null)).toBe("never");
    expect(dollarsText(1_299_05)).toBe("1299.05");
    expect(dollarsText(null)).toBe("");
  });
});

describe("changeSummary", () => {
  it("lists only the settings whose shown value changed, in the fields' order", () => {
    expect(
      changeSummary(sydney, { saturdaySurcharge: 45_00, dayPrice: 35_00, cutoff: "14:00" }, zoneChangeFields),
    ).toBe("Weekday price $29 → $35; Saturday surcharge $20 → $45");
    expect(changeSummary(sydney, { runDays: [2, 4], freeOver: null }, zoneChangeFields)).toBe(
      "Run days Mon–Sat → Tue, Thu; Free from $99 → never",
    );
  });

  it("is null when nothing changed", () => {
    expect(changeSummary(sydney, { dayPrice: 29_00 }, zoneChangeFields)).toBeNull();
    expect(changeSummary(sydney, {}, zoneChangeFields)).toBeNull();
  });
});

describe("adminDayLabel and overrideSummary", () => {
  it("names the day with its year, what happened and where", () => {
    expect(adminDayLabel("2026-12-01")).toBe("Tue 1 Dec 2026");
    expect(
      overrideSummary("added", { day: "2026-12-01", closed: true, where: "in AU-TAS", note: "Staff party" }),
    ).toBe("Closed Tue 1 Dec 2026 in AU-TAS (Staff party)");
    expect(
      overrideSummary("removed", { day: "2026-12-25", closed: false, where: "for Hobart metro", note: "" }),
    ).toBe("Removed: opened Fri 25 Dec 2026 for Hobart metro");
  });
});

describe("holidayRegionName and changeTimeLabel", () => {
  it("names states and regions, and keeps a code it does not know", () => {
    expect(holidayRegionName("AU-TAS")).toBe("Tasmania");
    expect(holidayRegionName("NZ-AUK")).toBe("Auckland");
    expect(holidayRegionName("AU-XX")).toBe("AU-XX");
  });

  it("shows a change's time in Sydney, daylight saving included", () => {
    expect(changeTimeLabel("2026-11-24T03:05:00Z")).toBe("Tue 24 Nov 2026, 14:05");
    expect(changeTimeLabel("2026-06-30T23:59:00Z")).toBe("Wed 1 Jul 2026, 09:59");
  });
});

describe("capacitySweepBefore", () => {
  it("deletes empty rows before today (UTC) and every row older than the history kept", () => {
    // 23:30 UTC on 24 November: every day before the 24th is over in every zone (all at or ahead of UTC)
    expect(capacitySweepBefore(new Date("2026-11-24T23:30:00Z"), 90)).toEqual({
      emptyBefore: "2026-11-24",
      allBefore: "2026-08-26",
    });
    expect(capacitySweepBefore(new Date("2026-01-01T00:00:00Z"), 0)).toEqual({
      emptyBefore: "2026-01-01",
      allBefore: "2026-01-01",
    });
  });
});

describe("the zone form and patch schemas", () => {
  it("turns typed dollars into cents, a blank 'free from' into never, and checkbox text into weekdays", () => {
    const parsed = zoneFormSchema.parse({
      runDays: ["6", "1", "2", "1"],
      cutoff: " 13:30 ",
      transitDays: "2",
      dayPrice: "$35.5",
      saturdaySurcharge: "1,000",
      freeOver: "",
      slotsPerDay: "25",
    });
    expect(parsed).toEqual({
      runDays: [1, 2, 6],
      cutoff: "13:30",
      transitDays: 2,
      dayPrice: 35_50,
      saturdaySurcharge: 1000_00,
      freeOver: null,
      slotsPerDay: 25,
    });
    // what the form gives is what PATCH takes
    expect(zonePatchSchema.parse(parsed)).toEqual(parsed);
  });

  it("refuses what a person could mistype, with messages that say what is expected", () => {
    const result = zoneFormSchema.safeParse({
      runDays: false,
      cutoff: "2pm",
      transitDays: "-1",
      dayPrice: "twenty",
      saturdaySurcharge: "10000.01",
      freeOver: "12.345",
      slotsPerDay: "1.5",
    });
    expect(messagesOf(result)).toEqual([
      "Choose at least one day the trucks run",
      "cutoff is a 24-hour time written HH:MM, such as 14:00",
      "transitDays is a whole number of days from 0 to 60",
      "Weekday price: type an amount in dollars, such as 29 or 29.50",
      "Saturday surcharge is at most $10,000",
      "Free from: type an amount in dollars, such as 29 or 29.50",
      "slotsPerDay is a whole number from 0 to 1000",
    ]);
  });

  it("takes any part of a zone, but something, and nothing it does not know", () => {
    expect(zonePatchSchema.parse({ dayPrice: 0 })).toEqual({ dayPrice: 0 });
    expect(messagesOf(zonePatchSchema.safeParse({}))).toEqual(["Send at least one setting to change"]);
    expect(zonePatchSchema.safeParse({ dayPrice: 1, name: "x" }).success).toBe(false);
    expect(zonePatchSchema.safeParse({ dayPrice: -1 }).success).toBe(false);
    expect(zonePatchSchema.safeParse({ freeOver: null }).success).toBe(true);
  });
});

describe("the override schema", () => {
  it("reads the form's text: region upper-cased, every zone as null, closed from a radio", () => {
    expect(
      overrideAddSchema.parse({ holidayRegion: "au-tas", zoneId: "", day: "2026-12-01", closed: "true" }),
    ).toEqual({ holidayRegion: "AU-TAS", zoneId: null, day: "2026-12-01", closed: true, note: "" });
    expect(
      overrideAddSchema.parse({
        holidayRegion: "NZ-AUK",
        zoneId: 7,
        day: "2027-02-01",
        closed: false,
        note: " x ",
      }),
    ).toMatchObject({ zoneId: 7, closed: false, note: "x" });
  });

  it("refuses a region, day or choice it cannot use", () => {
    expect(
      messagesOf(overrideAddSchema.safeParse({ holidayRegion: "NSW", day: "2026-02-30", closed: "maybe" })),
    ).toEqual([
      "holidayRegion is a state or region such as AU-NSW or NZ-AUK",
      "day is a date written YYYY-MM-DD",
      "closed is true (no delivery that day) or false (deliver on a holiday)",
    ]);
  });
});

describe("the service schemas", () => {
  it("reads the form: dollars to cents, zone kinds in order, category ids once each", () => {
    expect(
      serviceFormSchema.parse({
        price: "49",
        hidden: false,
        zoneKinds: ["regional", "metro", "regional"],
        categoryIds: ["12", "3", "12"],
      }),
    ).toEqual({ price: 49_00, hidden: false, zoneKinds: ["metro", "regional"], categoryIds: [3, 12] });
    expect(
      serviceFormSchema.parse({ price: "0", hidden: true, zoneKinds: ["remote"], categoryIds: false }),
    ).toMatchObject({ categoryIds: [] });
  });

  it("needs a zone kind, and takes only what it knows", () => {
    expect(messagesOf(servicePatchSchema.safeParse({ zoneKinds: [] }))).toEqual([
      "Choose at least one kind of zone (or hide the service)",
    ]);
    expect(servicePatchSchema.safeParse({ zoneKinds: ["not_served"] }).success).toBe(false);
    expect(servicePatchSchema.safeParse({ sku: "X" }).success).toBe(false);
    expect(servicePatchSchema.parse({ hidden: true })).toEqual({ hidden: true });
  });
});
