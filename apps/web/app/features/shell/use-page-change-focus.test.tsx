import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { usePageChangeFocus } from "./use-page-change-focus";

function Layout() {
  const ref = useRef<HTMLElement>(null);
  usePageChangeFocus(ref);
  return (
    <>
      <header>
        <Link to="/fridges">Fridges (header)</Link>
      </header>
      <main ref={ref} tabIndex={-1} data-testid="main">
        <Outlet />
      </main>
    </>
  );
}

function renderPages(start = "/ovens") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Layout />,
        children: [
          {
            path: "ovens",
            element: (
              <>
                <h1>Ovens</h1>
                <Link to="/fridges">Fridges</Link>
                <Link to="/ovens?brand=bosch">Bosch ovens</Link>
                <Link to="/ovens#reviews">Reviews</Link>
              </>
            ),
          },
          { path: "fridges", element: <h1>Fridges</h1> },
          { path: "plain", element: <p>No heading here</p> },
          {
            path: "login",
            element: (
              <>
                <h1>Log in</h1>
                <label>
                  Email
                  {/* biome-ignore lint/a11y/noAutofocus: the page under test places focus itself */}
                  <input autoFocus />
                </label>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("usePageChangeFocus", () => {
  afterEach(cleanup);

  it("leaves focus alone on the first page", () => {
    renderPages();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading after a link in the page (which goes away) is followed", async () => {
    renderPages();
    const link = screen.getByRole("link", { name: "Fridges" });
    link.focus();
    await act(async () => link.click());
    const heading = await screen.findByRole("heading", { name: "Fridges" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("also after a link in the header (which stays)", async () => {
    renderPages();
    const link = screen.getByRole("link", { name: "Fridges (header)" });
    link.focus();
    await act(async () => link.click());
    expect(document.activeElement).toBe(await screen.findByRole("heading", { name: "Fridges" }));
  });

  it("focuses <main> when the page has no heading", async () => {
    const router = renderPages();
    await act(() => router.navigate("/plain"));
    expect(document.activeElement).toBe(screen.getByTestId("main"));
  });

  it("keeps focus where the new page put it", async () => {
    const router = renderPages();
    await act(() => router.navigate("/login"));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Email" }));
  });

  it("does not move focus for a change of query or an in-page link", async () => {
    renderPages();
    const filter = screen.getByRole("link", { name: "Bosch ovens" });
    filter.focus();
    await act(async () => filter.click());
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Bosch ovens" }));
    const reviews = screen.getByRole("link", { name: "Reviews" });
    reviews.focus();
    await act(async () => reviews.click());
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Reviews" }));
  });
});
