import type { Navbar } from "@store/domain/navbar.schema";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";
import { navbarForPage, useNavbarData } from "./use-navbar-data";

const full: Navbar = {
  topNav: {
    displayCartIcon: true,
    displayProjectIcon: false,
    displaySearchIcon: true,
    displayContactUsIcon: true,
  },
  mainNav: {
    categories: [
      {
        title: "Kitchen",
        uri: "kitchen",
        subCategories: [{ title: "Ovens", uri: "kitchen/ovens" }],
        brands: [{ title: "Bosch", uri: "bosch" }],
      },
    ],
  },
};

describe("useNavbarData", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("pages carry the navbar without brands", () => {
    const page = navbarForPage(full);
    expect(page.mainNav.categories[0]?.brands).toEqual([]);
    expect(page.mainNav.categories[0]?.subCategories).toEqual(full.mainNav.categories[0]?.subCategories);
    expect(page.topNav).toEqual(full.topNav);
  });

  it("fetches the full navbar once, keeps it for an hour and adds its brands to the page's", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(full));
    vi.stubGlobal("fetch", fetchMock);
    const { result, unmount } = renderHook(() => useNavbarData(navbarForPage(full)));
    expect(result.current?.mainNav.categories[0]?.brands).toEqual([]);
    await waitFor(
      () => expect(result.current?.mainNav.categories[0]?.brands).toEqual(full.mainNav.categories[0]?.brands),
      {
        timeout: 3000,
      },
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/navbar/", expect.anything());
    unmount();

    const again = renderHook(() => useNavbarData(navbarForPage(full)));
    await waitFor(() => expect(again.result.current?.mainNav.categories[0]?.brands).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("stands in with the stored navbar when the page came without one", async () => {
    timedStorage.set(storageKeys.navbar, full, 60);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useNavbarData(null));
    await waitFor(() => expect(result.current).toEqual(full));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
