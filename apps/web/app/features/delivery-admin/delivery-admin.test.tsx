import type { AdminService, AdminZone, ServiceCategory } from "@store/domain/delivery-admin.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { recordFetch } from "~/testing/recorded-fetch";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { chosenRegion, chosenZone } from "./delivery-admin-data";
import { ServiceForm } from "./service-section";
import { ZoneForm } from "./zone-section";

const hobart: AdminZone = {
  id: 5,
  code: "AU-TAS-METRO",
  name: "Hobart metro",
  country: "AU",
  kind: "metro",
  holidayRegion: "AU-TAS",
  timeZone: "Australia/Hobart",
  runDays: [1, 2, 3, 4, 5, 6],
  cutoff: "14:00",
  transitDays: 1,
  dayPrice: 29_00,
  saturdaySurcharge: 20_00,
  freeOver: 99_00,
  slotsPerDay: 40,
  note: null,
};

const removal: AdminService = {
  id: 1,
  sku: "DS-REMOVE",
  name: "Remove your old appliance",
  description: "We take it away.",
  price: 49_00,
  option: "ConnectRemove",
  hidden: false,
  zoneKinds: ["metro", "regional"],
  categoryIds: [1],
};
const categories: ServiceCategory[] = [
  { id: 1, title: "Kitchen", parentId: null },
  { id: 11, title: "Dishwashers", parentId: 1 },
  { id: 2, title: "Laundry", parentId: null },
  { id: 21, title: "Washing Machines", parentId: 2 },
];

const fetched = recordFetch(() => new Response(null, { status: 500 }));

describe("the zone form", () => {
  it("says what is wrong beside each field and sends nothing", async () => {
    const onSaved = vi.fn();
    renderInDataRouter(<ZoneForm zone={hobart} onSaved={onSaved} onCancel={() => {}} />);
    const price = screen.getByLabelText("Weekday price ($)");
    fireEvent.change(price, { target: { value: "twenty" } });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
      fireEvent.click(screen.getByRole("checkbox", { name: day }));
    fireEvent.click(screen.getByRole("button", { name: "Save zone" }));
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Weekday price: type an amount in dollars, such as 29 or 29.50")).toBeTruthy();
    const days = screen.getByRole("group", { name: "Days the trucks run" });
    expect(within(days).getByText("Choose at least one day the trucks run")).toBeTruthy();
    expect(fetched.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends the zone's rules with dollars as cents, and says it saved", async () => {
    fetched.answer = (_, body) => Response.json({ ...hobart, ...(body as object) });
    const onSaved = vi.fn();
    renderInDataRouter(<ZoneForm zone={hobart} onSaved={onSaved} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Saturday surcharge ($)"), { target: { value: "$45.50" } });
    fireEvent.change(screen.getByLabelText("Free from ($ of goods)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Saturday" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Sunday" }));
    fireEvent.click(screen.getByRole("button", { name: "Save zone" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Saved Hobart metro."));
    expect(fetched.calls).toEqual([
      {
        path: "/api/delivery/admin/zones/5",
        method: "PATCH",
        body: {
          runDays: [1, 2, 3, 4, 5, 7],
          cutoff: "14:00",
          transitDays: 1,
          dayPrice: 29_00,
          saturdaySurcharge: 45_50,
          freeOver: null,
          slotsPerDay: 40,
        },
      },
    ]);
  });

  it("puts the server's refusal on the field it names", async () => {
    fetched.answer = () =>
      Response.json(
        { code: "invalid", errors: ["slotsPerDay: slotsPerDay is a whole number from 0 to 1000"] },
        { status: 400 },
      );
    renderInDataRouter(<ZoneForm zone={hobart} onSaved={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Save zone" }));
    const slots = screen.getByLabelText("Deliveries per day");
    await waitFor(() => expect(slots.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("slotsPerDay is a whole number from 0 to 1000")).toBeTruthy();
  });
});

describe("the service form", () => {
  it("needs a kind of zone, then sends price in cents, zones and categories", async () => {
    fetched.answer = (_, body) => Response.json({ ...removal, ...(body as object) });
    const onSaved = vi.fn();
    renderInDataRouter(
      <ServiceForm service={removal} categories={categories} onSaved={onSaved} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByLabelText("Metro zones"));
    fireEvent.click(screen.getByLabelText("Regional zones"));
    fireEvent.click(screen.getByRole("button", { name: "Save service" }));
    await waitFor(() =>
      expect(screen.getByText("Choose at least one kind of zone (or hide the service)")).toBeTruthy(),
    );
    expect(fetched.calls).toEqual([]);

    fireEvent.click(screen.getByLabelText("Remote zones"));
    fireEvent.change(screen.getByLabelText("Price ($)"), { target: { value: "59" } });
    fireEvent.click(screen.getByLabelText("Kitchen"));
    fireEvent.click(screen.getByLabelText("Washing Machines"));
    fireEvent.click(screen.getByLabelText(/^Hidden/));
    fireEvent.click(screen.getByRole("button", { name: "Save service" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Saved Remove your old appliance."));
    expect(fetched.calls).toEqual([
      {
        path: "/api/delivery/admin/services/1",
        method: "PATCH",
        body: { price: 59_00, hidden: true, zoneKinds: ["remote"], categoryIds: [21] },
      },
    ]);
  });
});

describe("which region and zone the page shows", () => {
  const zones = [
    { ...hobart, id: 1, holidayRegion: "AU-NSW", kind: "metro" as const },
    { ...hobart, id: 2, holidayRegion: "AU-NSW", kind: "not_served" as const },
    { ...hobart, id: 3, holidayRegion: "AU-TAS", kind: "regional" as const },
  ];

  it("takes what the address asks for when it exists, else the first", () => {
    expect(chosenRegion("au-tas", zones)).toBe("AU-TAS");
    expect(chosenRegion("AU-XX", zones)).toBe("AU-NSW");
    expect(chosenRegion(null, zones)).toBe("AU-NSW");
    expect(chosenZone("3", zones, "AU-NSW")).toBe(3);
    // a zone that is not served has no capacity to show
    expect(chosenZone("2", zones, "AU-NSW")).toBe(1);
    expect(chosenZone(null, zones, "AU-TAS")).toBe(3);
  });
});
