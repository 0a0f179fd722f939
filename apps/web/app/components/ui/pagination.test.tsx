import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { Pagination, pageWindow } from "./pagination";

const href = (page: number) => `/c/kitchen/ovens?page=${page}`;

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it("keeps first and last, two either side of the current page, and marks gaps", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
  });
});

describe("Pagination", () => {
  afterEach(cleanup);

  it("links pages 1 to ceil(total/perPage) only, with rel next and no previous on page 1", () => {
    renderWithProviders(<Pagination currentPage={1} totalItems={70} itemsPerPage={24} hrefForPage={href} />);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    const pages = within(nav).getAllByRole("link", { name: /^Page \d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(["1", "2", "3"]);
    expect(within(nav).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).queryByRole("link", { name: /Previous/ })).toBeNull();
    const next = within(nav).getByRole("link", { name: /Next/ });
    expect(next.getAttribute("rel")).toBe("next");
    expect(next.getAttribute("href")).toBe(href(2));
  });

  it("has rel prev and no next on the last page", () => {
    renderWithProviders(<Pagination currentPage={3} totalItems={70} itemsPerPage={24} hrefForPage={href} />);
    const previous = screen.getByRole("link", { name: /Previous/ });
    expect(previous.getAttribute("rel")).toBe("prev");
    expect(previous.getAttribute("href")).toBe(href(2));
    expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
  });

  it("never links past the last page, even when told the current page is beyond it", () => {
    renderWithProviders(<Pagination currentPage={9} totalItems={70} itemsPerPage={24} hrefForPage={href} />);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).not.toContain(href(4));
    expect(hrefs).not.toContain(href(0));
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
  });

  it("renders nothing when everything fits on one page", () => {
    const { container } = renderWithProviders(
      <Pagination currentPage={1} totalItems={24} itemsPerPage={24} hrefForPage={href} />,
    );
    expect(container.querySelector("nav")).toBeNull();
  });
});
