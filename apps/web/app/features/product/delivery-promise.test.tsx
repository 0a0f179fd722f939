import type { DeliveryPromise } from "@store/domain/delivery.schema";
import type { GeoData } from "@store/domain/geo.schema";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { DeliveryPromiseLine } from "./delivery-promise";

function geoAt(locationId: number | null): GeoData {
  return {
    store: null,
    nearestWarehouseLocationCode: "SYD",
    ipCountry: "AU",
    country: "AU",
    suburb: locationId ? "Bondi Beach" : "",
    postcode: locationId ? "2026" : "",
    state: locationId ? "NSW" : "",
    city: "",
    newUser: locationId === null,
    locationId,
  };
}

function answer(body: DeliveryPromise) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("DeliveryPromiseLine", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the service's promise and the day's price for the chosen location", async () => {
    const fetchMock = answer({
      located: true,
      postcode: "2026",
      date: "2026-11-26",
      price: 0,
      text: "Delivered to 2026 from Thu 26 Nov",
    });
    renderInDataRouter(<DeliveryPromiseLine sku="OV-1/A" />, { geo: geoAt(12) });
    await settle();
    expect(screen.getByTestId("delivery-promise").textContent).toBe(
      "Delivered to 2026 from Thu 26 Nov · delivery FREE",
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/delivery/promise?sku=OV-1%2FA");
  });

  it("asks for a location when none is chosen, without a price", async () => {
    answer({
      located: false,
      postcode: null,
      date: null,
      price: null,
      text: "Choose your delivery location to see when it can arrive.",
    });
    renderInDataRouter(<DeliveryPromiseLine sku="OV-1" />, { geo: geoAt(null) });
    await settle();
    expect(screen.getByTestId("delivery-promise").textContent).toBe(
      "Choose your delivery location to see when it can arrive.",
    );
  });

  it("shows nothing when the call fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "server_error", errors: ["x"] }, { status: 500 })),
    );
    renderInDataRouter(<DeliveryPromiseLine sku="OV-1" />, { geo: geoAt(12) });
    await settle();
    expect(screen.queryByTestId("delivery-promise")).toBeNull();
  });
});
