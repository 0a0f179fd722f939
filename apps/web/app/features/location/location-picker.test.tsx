import type { GeoData } from "@store/domain/geo.schema";
import type { Locality } from "@store/domain/locality.schema";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { DeliveryLocationMenu } from "./delivery-location-menu";
import { LocationPicker } from "./location-picker";

const bondi: Locality[] = [
  { _id: "776", suburb: "Bondi", postcode: "2026", state: "NSW", city: "Waverley", fullAddress: "" },
  { _id: "777", suburb: "Bondi Beach", postcode: "2026", state: "NSW", city: "Waverley", fullAddress: "" },
];

const geoAfter: GeoData = {
  store: null,
  nearestWarehouseLocationCode: "SYD",
  ipCountry: "AU",
  country: "AU",
  suburb: "Bondi Beach",
  postcode: "2026",
  state: "NSW",
  city: "Waverley",
  newUser: false,
  locationId: 777,
};

function api(options: { localities?: Locality[]; setLocation?: Response } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/locality/")) return Response.json(options.localities ?? bondi);
    if (url === "/api/geo/setlocation") return options.setLocation ?? Response.json(geoAfter);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function openEditorAndType(text: string) {
  fireEvent.click(screen.getByRole("button", { name: "Change delivery location" }));
  const input = await screen.findByRole("combobox", { name: "Delivery Postcode" }, { timeout: 3000 });
  expect(input.getAttribute("placeholder")).toBe("Enter delivery Postcode");
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe("LocationPicker", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("without a location, asks for one", () => {
    renderInDataRouter(<LocationPicker />);
    expect(screen.getByText("Please select your location.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change delivery location" })).toBeTruthy();
  });

  it("finds localities by postcode and saves the chosen one", async () => {
    const fetchMock = api();
    renderInDataRouter(<LocationPicker />);
    await openEditorAndType("2026");
    fireEvent.click(await screen.findByRole("option", { name: "Bondi Beach, NSW 2026" }, { timeout: 2000 }));
    expect(await screen.findByText("Bondi Beach, NSW 2026")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/locality/2026");
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/geo/setlocation");
    expect(post?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ localityId: 777 });
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Delivery location set to Bondi Beach, NSW 2026.");
  });

  it("says so when nothing matches", async () => {
    api({ localities: [] });
    renderInDataRouter(<LocationPicker />);
    await openEditorAndType("9999");
    expect(await screen.findByText("No Results Found", {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText("*We can't ship to your location")).toBeTruthy();
  });

  it("shows the API's message when the location is refused", async () => {
    api({
      setLocation: Response.json(
        { code: "invalid", errors: ["Please select your location."] },
        { status: 400 },
      ),
    });
    renderInDataRouter(<LocationPicker />);
    await openEditorAndType("2026");
    fireEvent.click(await screen.findByRole("option", { name: "Bondi, NSW 2026" }, { timeout: 2000 }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please select your location.");
  });
});

describe("DeliveryLocationMenu", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the chosen suburb and postcode, and changes them from its panel", async () => {
    api();
    renderInDataRouter(<DeliveryLocationMenu />, {
      geo: { ...geoAfter, suburb: "Artarmon", postcode: "2064", locationId: 1 },
      locationLabel: "Artarmon, NSW 2064",
    });
    const trigger = screen.getByRole("button", { name: /^Deliver to Artarmon 2064/ });
    expect(trigger.textContent).toContain("Artarmon 2064");
    fireEvent.click(trigger);
    const panel = screen.getByRole("region", { name: "Delivery location" });
    const input = await within(panel).findByRole(
      "combobox",
      { name: "Delivery Postcode" },
      { timeout: 3000 },
    );
    fireEvent.change(input, { target: { value: "2026" } });
    fireEvent.click(await screen.findByRole("option", { name: "Bondi Beach, NSW 2026" }, { timeout: 2000 }));
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Delivery location" })).toBeNull());
    expect(screen.getByRole("button", { name: /^Deliver to Bondi Beach 2026/ }).textContent).toContain(
      "Bondi Beach 2026",
    );
  });
});
