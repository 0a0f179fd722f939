import type { AlertBanner as AlertBannerData } from "@store/domain/alert-banner.schema";
import { alertBannerFor } from "@store/domain/alert-banner-rules";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { AlertBanner } from "./alert-banner";

const christmas: AlertBannerData = {
  bannerURL: "/s/delivery-information",
  backgroundColor: "#ffd54f",
  desktopContent: "<strong>Christmas delivery:</strong> order by 18 December",
  mobileContent: "Order by 18 Dec",
};

function answerWith(...bodies: (AlertBannerData | null)[]) {
  const fetchMock = vi.fn(async () => {
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return body ? Response.json(body) : new Response(null, { status: 204 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Lets the effect's dynamic import, fetch and state update settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("AlertBanner", () => {
  // The banner imports the API client when it first runs; loaded here, so a busy machine's first
  // transform of it does not outlast findByRole's wait (seen in CI: the first three tests timed out)
  beforeAll(async () => {
    await import("~/lib/api-client");
  });
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T09:00:00Z"));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads the banner in the browser, with desktop and mobile content, colour and link", async () => {
    const fetchMock = answerWith(christmas);
    renderWithProviders(<AlertBanner />);
    const region = await screen.findByRole("region", { name: "Announcement" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/alertBanner/",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    expect(region.querySelector(".only-desktop")?.innerHTML).toBe(christmas.desktopContent);
    expect(region.querySelector(".only-mobile")?.textContent).toBe("Order by 18 Dec");
    expect(region.getAttribute("style")).toContain("background-color");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/s/delivery-information");
  });

  it("serves it from the cache for 10 minutes, then rechecks", async () => {
    const fetchMock = answerWith(christmas);
    renderWithProviders(<AlertBanner />);
    await screen.findByRole("region");
    cleanup();

    vi.setSystemTime(new Date("2026-12-01T09:09:59Z"));
    renderWithProviders(<AlertBanner />);
    await screen.findByRole("region");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();

    vi.setSystemTime(new Date("2026-12-01T09:10:01Z"));
    renderWithProviders(<AlertBanner />);
    await screen.findByRole("region");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("closes: removes the banner and its cache, and stays closed on reload", async () => {
    const fetchMock = answerWith(christmas);
    renderWithProviders(<AlertBanner />);
    await screen.findByRole("region");
    expect(localStorage.getItem("alertCacheData")).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Close alert banner" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(localStorage.getItem("alertCacheData")).toBeNull();
    cleanup();

    // reload within the 10 minutes: nothing cached, nothing shown, no call
    renderWithProviders(<AlertBanner />);
    await settle();
    expect(screen.queryByRole("region")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();

    // the recheck brings the same banner back from the API: it stays closed
    vi.setSystemTime(new Date("2026-12-01T09:11:00Z"));
    renderWithProviders(<AlertBanner />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows a different banner after one was closed", async () => {
    const newer = {
      ...christmas,
      desktopContent: "Boxing Day sale starts now",
      mobileContent: "Boxing Day sale",
    };
    answerWith(christmas, newer);
    renderWithProviders(<AlertBanner />);
    await screen.findByRole("region");
    fireEvent.click(screen.getByRole("button", { name: "Close alert banner" }));
    cleanup();

    vi.setSystemTime(new Date("2026-12-01T09:11:00Z"));
    renderWithProviders(<AlertBanner />);
    expect((await screen.findByRole("region")).textContent).toContain("Boxing Day sale starts now");
  });

  it("shows nothing and clears the cache when the API answers 204", async () => {
    localStorage.setItem("alertCacheData", JSON.stringify({ value: christmas, expiresAt: 0 }));
    const fetchMock = answerWith(null);
    renderWithProviders(<AlertBanner />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region")).toBeNull();
    expect(localStorage.getItem("alertCacheData")).toBeNull();
  });

  it("shows the banner the page came with at once, and keeps it when the browser's answer agrees", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(<AlertBanner initial={christmas} />);
    // Before any answer: nothing appears later to push the page down
    expect(screen.getByRole("region", { name: "Announcement" }).textContent).toContain("Order by 18 Dec");
    await settle();
    answer(Response.json(christmas));
    await settle();
    expect(screen.getByRole("region", { name: "Announcement" })).toBeTruthy();
  });

  it("remembers a closed banner in a cookie the server reads", async () => {
    answerWith(christmas);
    renderWithProviders(<AlertBanner initial={christmas} />);
    fireEvent.click(screen.getByRole("button", { name: "Close alert banner" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(alertBannerFor(christmas, document.cookie)).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the cookie the component set
    document.cookie = "alertBannerDismissed=; Max-Age=0; Path=/";
  });
});
