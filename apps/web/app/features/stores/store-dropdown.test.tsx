import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { StoreDropdown } from "./store-dropdown";
import { geoFixture, storeFixture } from "./store-fixtures";
import { StorePanel } from "./store-panel";

const demos: CookingDemoLink[] = [
  { title: "Steam Oven Masterclass", uri: "steam-oven-masterclass-artarmon", storeName: "Artarmon" },
];

function answerDemos(body: CookingDemoLink[] = demos) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function panel() {
  return screen.getByRole("region", { name: "Your Store" });
}

describe("StoreDropdown", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    // Monday 23 November 2026, 12:00 in Sydney
    vi.setSystemTime(new Date("2026-11-23T01:00:00Z"));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the store's name and opens 'Your Store' with its status and the three buttons", async () => {
    answerDemos();
    renderInDataRouter(<StoreDropdown locationEditor={<p>Locations editor</p>} />, {
      geo: geoFixture(storeFixture()),
    });
    const trigger = screen.getByRole("button", { name: "Your store: Artarmon" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const region = panel();
    expect(within(region).getByRole("heading", { level: 2 }).textContent).toBe("Your Store");
    expect(within(region).getByText("Locations editor")).toBeTruthy();
    expect(within(region).getByRole("heading", { level: 3, name: "Artarmon" })).toBeTruthy();
    expect(within(region).getByText("Open today until 5:30pm")).toBeTruthy();
    expect(within(region).getByText("Lower North Shore showroom.").tagName).toBe("P");
    expect(within(region).getByRole("link", { name: "View Store Details" }).getAttribute("href")).toBe(
      "/stores/artarmon",
    );
    expect(within(region).getByRole("link", { name: "Change Store" }).getAttribute("href")).toBe("/stores");
    expect(within(region).queryByRole("link", { name: "View Virtual Tour" })).toBeNull();
    await settle();
  });

  it("offers the virtual tour only when the store has a tour id", async () => {
    answerDemos();
    renderInDataRouter(<StoreDropdown />, {
      geo: geoFixture(storeFixture({ virtualTourId: "vt-7Kq2mZp9xA" })),
    });
    fireEvent.click(screen.getByRole("button", { name: "Your store: Artarmon" }));
    expect(within(panel()).getByRole("link", { name: "View Virtual Tour" }).getAttribute("href")).toBe(
      "/virtual-tour/artarmon",
    );
    await settle();
  });

  it("reads 'Closed today' and 'By appointment only'", async () => {
    answerDemos([]);
    const { unmount } = renderInDataRouter(<StorePanel variant="desktop" />, {
      // Saturday is closed in the fixture week
      geo: geoFixture(storeFixture({ openTimes: [null, null, null, null, null, null, null] })),
    });
    expect(screen.getByText("Closed today")).toBeTruthy();
    await settle();
    unmount();
    renderInDataRouter(<StorePanel variant="desktop" />, {
      geo: geoFixture(storeFixture({ isAppointmentOnly: true })),
    });
    expect(screen.getByText("By appointment only")).toBeTruthy();
    await settle();
  });

  it("lists the store's upcoming cooking demos, fetched once and kept for an hour", async () => {
    const fetchMock = answerDemos();
    const { unmount } = renderInDataRouter(<StorePanel variant="desktop" />, {
      geo: geoFixture(storeFixture()),
    });
    // The API client loads on demand, so give the import its time
    await screen.findByRole("link", { name: "Steam Oven Masterclass" }, { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/navbar/cooking-demos/artarmon",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    expect(screen.getByRole("link", { name: "Steam Oven Masterclass" }).getAttribute("href")).toBe(
      "/cooking-demo/steam-oven-masterclass-artarmon",
    );
    unmount();

    renderInDataRouter(<StorePanel variant="desktop" />, { geo: geoFixture(storeFixture()) });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Steam Oven Masterclass" })).toBeTruthy();
    cleanup();

    // Another store: fetched again
    renderInDataRouter(<StorePanel variant="desktop" />, {
      geo: geoFixture(storeFixture({ id: 6, name: "Richmond", storeUri: "richmond", state: "VIC" })),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/navbar/cooking-demos/richmond");
  });

  it("on small screens the store name is the heading", async () => {
    answerDemos();
    renderInDataRouter(<StorePanel variant="mobile" />, { geo: geoFixture(storeFixture()) });
    expect(screen.getAllByRole("heading", { level: 2 })[0]?.textContent).toBe("Artarmon");
    expect(screen.queryByText("Your Store")).toBeNull();
    await settle();
  });

  it("shows the store's blurb on small screens too, and no empty paragraph for a store without one", async () => {
    answerDemos();
    const first = renderInDataRouter(<StorePanel variant="mobile" />, { geo: geoFixture(storeFixture()) });
    expect(screen.getByText("Lower North Shore showroom.")).toBeTruthy();
    first.unmount();
    const { container } = renderInDataRouter(<StorePanel variant="desktop" />, {
      geo: geoFixture(storeFixture({ blurb: "" })),
    });
    expect(container.querySelector(".store-panel__blurb")).toBeNull();
    await settle();
  });

  it("without a store, invites the shopper to choose one", () => {
    renderInDataRouter(<StoreDropdown />, { geo: geoFixture(null) });
    fireEvent.click(screen.getByRole("button", { name: "Your store: Choose your store" }));
    expect(within(panel()).getByRole("heading", { name: "Choose your store" })).toBeTruthy();
    expect(within(panel()).getByRole("link", { name: "Find a store" }).getAttribute("href")).toBe("/stores");
    expect(within(panel()).queryByRole("link", { name: "View Store Details" })).toBeNull();
  });

  it("closes with Escape and gives focus back to its button", () => {
    renderInDataRouter(<StoreDropdown />, { geo: geoFixture(null) });
    const trigger = screen.getByRole("button", { name: "Your store: Choose your store" });
    fireEvent.click(trigger);
    fireEvent.keyDown(within(panel()).getByRole("link", { name: "Find a store" }), { key: "Escape" });
    expect(screen.queryByRole("region", { name: "Your Store" })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
