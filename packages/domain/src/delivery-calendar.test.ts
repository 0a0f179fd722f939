import { describe, expect, it } from "vitest";
import { deliveryDateSchema } from "./delivery.schema.ts";
import {
  type CalendarInput,
  cartDeliveryEstimate,
  deliveryCalendar,
  deliveryPriceLabel,
  deliveryPromiseText,
  fallbackDeliveryDate,
  proformaDays,
  supplierDayLabel,
  type ZoneFacts,
  zonedNow,
} from "./delivery-calendar.ts";

const sydneyMetro: ZoneFacts = {
  name: "Sydney metro",
  kind: "metro",
  timeZone: "Australia/Sydney",
  runDays: [1, 2, 3, 4, 5, 6],
  cutoff: "14:00",
  transitDays: 1,
  dayPrice: 29_00,
  saturdaySurcharge: 20_00,
  freeOver: 99_00,
};
const perthMetro: ZoneFacts = { ...sydneyMetro, name: "Perth metro", timeZone: "Australia/Perth" };

// Tuesday 24 November 2026, 15:30 in Sydney (UTC+11) and 12:30 in Perth (UTC+8)
const tuesdayAfternoon = new Date("2026-11-24T04:30:00Z");

function calendar(overrides: Partial<CalendarInput> = {}) {
  return deliveryCalendar({
    zone: sydneyMetro,
    lines: [{ inStock: true, leadDays: 0 }],
    goodsTotal: 50_00,
    holidays: [],
    blackouts: [],
    fullDays: [],
    now: tuesdayAfternoon,
    proforma: false,
    ...overrides,
  });
}

function day(result: ReturnType<typeof calendar>, iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  const found = result.days.find((x) => x.date[0] === y && x.date[1] === m && x.date[2] === d);
  if (!found) throw new Error(`${iso} is not in the calendar`);
  return found;
}

describe("deliveryCalendar", () => {
  it("shows 42 days from the Monday of the zone's week, Monday to Sunday", () => {
    const result = calendar();
    expect(result.days).toHaveLength(42);
    expect(result.days[0]?.date).toEqual([2026, 11, 23]);
    expect(result.days[41]?.date).toEqual([2027, 1, 3]);
    expect(result.today).toBe("2026-11-24");
  });

  it("reads the cut-off in the zone's own time zone: after 14:00 in Sydney, before it in Perth", () => {
    // Sydney 15:30: dispatched Wednesday, at the door Thursday
    expect(calendar().earliest).toBe("2026-11-26");
    // Perth 12:30: dispatched today, at the door Wednesday
    expect(calendar({ zone: perthMetro }).earliest).toBe("2026-11-25");
    // before 14:00 in Sydney too: 13:59 local
    expect(calendar({ now: new Date("2026-11-24T02:59:00Z") }).earliest).toBe("2026-11-25");
    // at 14:00 exactly the order misses the cut-off
    expect(calendar({ now: new Date("2026-11-24T03:00:00Z") }).earliest).toBe("2026-11-26");
  });

  it("starts the week in the zone's date: late Monday in Perth is already Tuesday in Sydney", () => {
    const now = new Date("2026-11-23T14:30:00Z");
    expect(zonedNow(now, "Australia/Perth").date).toBe("2026-11-23");
    expect(zonedNow(now, "Australia/Sydney").date).toBe("2026-11-24");
    // Perth Monday 22:30, after cut-off: dispatched Tuesday, door Wednesday
    expect(calendar({ zone: perthMetro, now }).earliest).toBe("2026-11-25");
    // Sydney Tuesday 01:30, before cut-off: dispatched Tuesday, door Wednesday
    expect(calendar({ now }).earliest).toBe("2026-11-25");
  });

  it("does not deliver on a public holiday, nor dispatch on one", () => {
    // the door day is a holiday: the next run day
    expect(calendar({ zone: perthMetro, holidays: ["2026-11-25"] }).earliest).toBe("2026-11-26");
    expect(day(calendar({ zone: perthMetro, holidays: ["2026-11-25"] }), "2026-11-25").available).toBe(false);
    // the dispatch day (Wednesday) is a holiday: dispatched Thursday, door Friday
    expect(calendar({ holidays: ["2026-11-25"] }).earliest).toBe("2026-11-27");
  });

  it("NZ region holidays: Auckland Anniversary Day closes Auckland, not Wellington", () => {
    const aucklandZone: ZoneFacts = {
      ...sydneyMetro,
      name: "Auckland",
      timeZone: "Pacific/Auckland",
      runDays: [1, 2, 3, 4, 5],
      saturdaySurcharge: 0,
    };
    // Friday 29 January 2027, 10:00 in Auckland (UTC+13)
    const now = new Date("2027-01-28T21:00:00Z");
    // dispatched Friday, transit to Saturday, no Saturday run: Monday 1 February, Auckland's holiday
    expect(calendar({ zone: aucklandZone, now, holidays: ["2027-02-01"] }).earliest).toBe("2027-02-02");
    expect(calendar({ zone: { ...aucklandZone, name: "Wellington" }, now, holidays: [] }).earliest).toBe(
      "2027-02-01",
    );
  });

  it("adds the Saturday surcharge, and the free threshold waives the day price only", () => {
    const cheap = calendar();
    expect(day(cheap, "2026-11-27").price).toBe(29_00);
    expect(day(cheap, "2026-11-28").price).toBe(49_00);
    const over = calendar({ goodsTotal: 99_00 });
    expect(day(over, "2026-11-27").price).toBe(0);
    expect(day(over, "2026-11-28").price).toBe(20_00);
  });

  it("skips days the zone does not run", () => {
    const result = calendar();
    expect(day(result, "2026-11-29").available).toBe(false); // Sunday
    expect(day(result, "2026-11-30").available).toBe(true);
    const tuesdayThursday = calendar({
      zone: { ...sydneyMetro, kind: "regional", runDays: [2, 4], transitDays: 3 },
    });
    // ready Wednesday + 3 = Saturday, next run day Tuesday 1 December
    expect(tuesdayThursday.earliest).toBe("2026-12-01");
    expect(day(tuesdayThursday, "2026-12-02").available).toBe(false);
    expect(day(tuesdayThursday, "2026-12-03").available).toBe(true);
  });

  it("drops blackout days and days whose capacity is full", () => {
    expect(calendar({ fullDays: ["2026-11-26"] }).earliest).toBe("2026-11-27");
    expect(calendar({ blackouts: ["2026-11-26", "2026-11-27"] }).earliest).toBe("2026-11-28");
    expect(day(calendar({ fullDays: ["2026-12-01"] }), "2026-12-01").available).toBe(false);
  });

  it("waits for the supplier's lead days when a line is out of stock, for the latest line", () => {
    const result = calendar({
      lines: [
        { inStock: true, leadDays: 0 },
        { inStock: false, leadDays: 10 },
      ],
    });
    // today + 10 = Friday 4 December, dispatched then, door Saturday 5
    expect(result.earliest).toBe("2026-12-05");
    // no lines is one line in stock (the product page's promise)
    expect(calendar({ lines: [] }).earliest).toBe("2026-11-26");
  });

  it("proforma: available days before the first free day are withdrawn", () => {
    // Thursday 26 November 15:30 Sydney: dispatched Friday, door Saturday ($20 surcharge), Monday is free
    const now = new Date("2026-11-26T04:30:00Z");
    const plain = calendar({ now, goodsTotal: 100_00 });
    expect(plain.earliest).toBe("2026-11-28");
    const proforma = calendar({ now, goodsTotal: 100_00, proforma: true });
    expect(proforma.earliest).toBe("2026-11-30");
    expect(day(proforma, "2026-11-28").available).toBe(false);
    expect(day(proforma, "2026-12-05").available).toBe(true); // later paid days stay
    // with no free day at all, nothing stays available
    expect(calendar({ proforma: true }).earliest).toBeNull();
  });

  it("proformaDays keeps a negative price as free", () => {
    const days = proformaDays([
      { date: [2026, 11, 24], available: true, price: 10_00 },
      { date: [2026, 11, 25], available: false, price: 0 },
      { date: [2026, 11, 26], available: true, price: -5_00 },
      { date: [2026, 11, 27], available: true, price: 10_00 },
    ]);
    expect(days.map((d) => d.available)).toEqual([false, false, true, true]);
  });

  it("a zone that is not served has no dates", () => {
    const result = calendar({ zone: { ...sydneyMetro, kind: "not_served" } });
    expect(result.earliest).toBeNull();
    expect(result.days.every((d) => !d.available)).toBe(true);
  });
});

describe("fallbackDeliveryDate", () => {
  it("is today plus 21 days in the store's time zone", () => {
    expect(fallbackDeliveryDate(tuesdayAfternoon)).toEqual({ year: 2026, month: 12, day: 15 });
    // 23:30 UTC on 31 December is already 1 January in Sydney
    expect(fallbackDeliveryDate(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 22 });
  });
});

describe("labels", () => {
  it("prices read FREE for 0, else $n", () => {
    expect(deliveryPriceLabel(0)).toBe("FREE");
    expect(deliveryPriceLabel(49_00)).toBe("$49");
    expect(deliveryPriceLabel(49_50)).toBe("$49.50");
    expect(deliveryPriceLabel(-5_00)).toBe("-$5");
  });

  it("supplier dates read 'do MMM yyyy', the promise 'Delivered to {postcode} from {date}'", () => {
    expect(supplierDayLabel("2026-12-01")).toBe("1st Dec 2026");
    expect(supplierDayLabel("2026-12-12")).toBe("12th Dec 2026");
    expect(supplierDayLabel("2026-12-22")).toBe("22nd Dec 2026");
    expect(supplierDayLabel("2026-12-23")).toBe("23rd Dec 2026");
    expect(deliveryPromiseText("2000", "2026-11-26")).toBe("Delivered to 2000 from Thu 26 Nov");
  });
});

describe("cartDeliveryEstimate", () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it("asks for a location when there is none", () => {
    expect(cartDeliveryEstimate({ postcode: "", availability: null, proforma: false, money })).toEqual({
      estimate: null,
      earliestDate: null,
      description: "Choose a delivery location to see the delivery cost.",
    });
  });

  it("is the cheapest available day's price and the earliest date", () => {
    const result = calendar();
    const estimate = cartDeliveryEstimate({
      postcode: "2000",
      availability: { availability: result.days, message: null, unavailable: false },
      proforma: false,
      money,
    });
    expect(estimate.estimate).toBe(29_00);
    expect(estimate.earliestDate).toBe("2026-11-26");
    expect(estimate.description).toBe(
      "Delivered to 2000 from Thu 26 Nov. Delivery from $29.00; choose the day at checkout.",
    );
  });

  it("passes on why delivery is unavailable", () => {
    const estimate = cartDeliveryEstimate({
      postcode: "2898",
      availability: { availability: [], message: "We don't deliver to 2898.", unavailable: true },
      proforma: true,
      money,
    });
    expect(estimate.estimate).toBeNull();
    expect(estimate.description).toMatch(
      /^We don't deliver to 2898\. Some products are delivered by their supplier/,
    );
  });
});

describe("deliveryDateSchema", () => {
  it("takes real dates only", () => {
    expect(deliveryDateSchema.safeParse({ year: 2026, month: 12, day: 1 }).success).toBe(true);
    expect(deliveryDateSchema.safeParse({ year: 2026, month: 2, day: 30 }).success).toBe(false);
    expect(deliveryDateSchema.safeParse({ year: 0, month: 1, day: 1 }).success).toBe(false);
    expect(deliveryDateSchema.safeParse({ year: 2026, month: 13, day: 1 }).success).toBe(false);
  });
});
