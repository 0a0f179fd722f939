import { projectFallbacks } from "@store/domain/project-errors";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { Changelog } from "./project-screen";

const change = (id: number, message: string) => ({
  id,
  user: "Sam Staff",
  at: "2026-11-02T00:00:00.000Z",
  kind: "details",
  message,
});

/** The store's record of project 42: three changes, two to a page; every page asked is kept. */
let asked: string[] = [];
let answer: (page: string | null) => Response;
const record = (page: string | null) =>
  page === "1"
    ? Response.json({ changes: [change(3, "Renamed"), change(2, "Added a folder")], page: 1, totalItems: 3 })
    : page === "2"
      ? Response.json({ changes: [change(1, "Created the project")], page: 2, totalItems: 3 })
      : new Response(null, { status: 404 });

beforeEach(() => {
  asked = [];
  answer = record;
  vi.stubGlobal("fetch", async (path: string) => {
    const url = new URL(path, "http://store.test");
    if (url.pathname !== "/api/v2/project/changelogs" || url.searchParams.get("projectId") !== "42")
      return new Response(null, { status: 404 });
    asked.push(path);
    return answer(url.searchParams.get("page"));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openChangelog() {
  renderWithProviders(<Changelog projectId={42} version={3} />);
  const details = screen.getByText("Changelog").closest("details") as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event("toggle"));
}

describe("the changelog panel (GET /api/v2/project/changelogs)", () => {
  it("shows page 1, then on request the older entries, and stops offering more at the end", async () => {
    openChangelog();
    const list = await screen.findByRole("list", { name: "Changes, newest first" });
    await within(list).findByText(/Renamed/);
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Show older changes" }));
    await within(list).findByText(/Created the project/);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.split(" (")[0]),
    ).toEqual(["Renamed", "Added a folder", "Created the project"]);
    expect(asked.map((p) => new URL(p, "http://store.test").searchParams.get("page"))).toEqual(["1", "2"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show older changes" })).toBeNull());
  });

  it("says 'An error occurred getting logs.' when the record fails without a message (s.8)", async () => {
    answer = () => Response.json({}, { status: 500 });
    openChangelog();
    expect(await screen.findByText(projectFallbacks.logs)).toBeTruthy();
  });
});
