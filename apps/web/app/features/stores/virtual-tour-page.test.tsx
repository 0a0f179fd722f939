import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDataRouter } from "~/testing/render-in-data-router";
import { storeFixture } from "./store-fixtures";
import { TourFallback, VirtualTourPage } from "./virtual-tour-page";

const store = { ...storeFixture(), virtualTourId: "vt-7Kq2mZp9xA" };

/** Says whether this test's browser can draw WebGL (happy-dom has no WebGL of its own). */
function webgl(available: boolean) {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => (available ? {} : null) as ReturnType<HTMLCanvasElement["getContext"]>,
  );
}

/** The tour page itself (the test router adds the shell's own live regions around it). */
const page = () => within(screen.getByRole("article"));

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("VirtualTourPage", () => {
  it("renders the heading and a visible loading state over the viewer until the tour is on screen", () => {
    // What the server sends: the viewer loads only in the browser
    const Stub = createRoutesStub([{ path: "/", Component: () => <VirtualTourPage store={store} /> }]);
    const html = renderToString(<Stub />);
    document.body.innerHTML = html;
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Virtual tour: Artarmon");
    expect(screen.getByRole("status").textContent).toBe("Loading the 360° tour of Artarmon…");
    const viewer = screen.getByRole("application", { name: "360° tour of Artarmon" });
    expect(viewer.getAttribute("aria-busy")).toBe("true");
    expect(viewer.getAttribute("aria-describedby")).toBe(
      screen.getByText(/arrow keys; \+ and − zoom/).getAttribute("id"),
    );
    // the rooms wait for the viewer
    const rooms = screen.getByRole("group", { name: "Rooms" });
    expect(
      within(rooms)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Entrance", "Kitchen showroom", "Laundry showroom"]);
    expect((rooms as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByText(/can't show the 360° tour/)).toBeNull();
  });

  it("gives the store's name, address and page as text when the browser has no WebGL", async () => {
    webgl(false);
    renderInDataRouter(<VirtualTourPage store={store} />);
    const fallback = await screen.findByRole("region", { name: "This browser can't show the 360° tour" });
    expect(within(fallback).getByText("Artarmon").tagName).toBe("STRONG");
    expect(fallback.textContent).toContain("1 Frederick Street, Artarmon NSW 2064");
    expect(
      within(fallback).getByRole("link", { name: "Visit the Artarmon store page" }).getAttribute("href"),
    ).toBe("/stores/artarmon");
    expect(page().queryByRole("application")).toBeNull();
    expect(page().queryByRole("status")).toBeNull();
    // the page's heading stays
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Virtual tour: Artarmon");
  });

  it("falls back to the text when the viewer cannot start", async () => {
    // WebGL is claimed but cannot draw: the real viewer fails to start, as on a broken GPU driver
    webgl(true);
    renderInDataRouter(<VirtualTourPage store={store} />);
    expect(page().getByRole("status").textContent).toContain("Loading the 360° tour");
    await waitFor(
      () => expect(screen.getByRole("region", { name: "The 360° tour didn't load" })).toBeTruthy(),
      {
        timeout: 10_000,
      },
    );
    expect(page().queryByRole("status")).toBeNull();
  });
});

describe("TourFallback", () => {
  it("says the tour didn't load when a panorama fails, with the store's page", () => {
    renderInDataRouter(<TourFallback store={store} state="failed" />);
    const fallback = screen.getByRole("region", { name: "The 360° tour didn't load" });
    expect(fallback.textContent).toContain("Please try again later, or visit us in person.");
    expect(within(fallback).getByRole("link").getAttribute("href")).toBe("/stores/artarmon");
  });
});
