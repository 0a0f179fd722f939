import { brands } from "@store/domain/brands";
import type { Listing } from "@store/domain/listing.schema";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BrandProvider } from "~/lib/brand-context";
import { ListingFilterForm } from "./listing-filter-form";
import { listingSearch, searchFromForm } from "./listing-href.ts";
import { defaultFilters } from "./listing-query.ts";

const facets: Listing["facets"] = {
  brands: Array.from({ length: 10 }, (_, i) => ({ value: `brand-${i}`, label: `Brand ${i}`, count: i + 1 })),
  priceRange: { min: 9_900, max: 804_950 },
  specs: [
    {
      name: "Colour",
      values: [
        { value: "Black", label: "Black", count: 32 },
        { value: "White", label: "White", count: 3 },
      ],
    },
  ],
};

function renderForm(filters = defaultFilters, props: { hideBrands?: boolean } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/c/kitchen/ovens",
      Component: () => (
        <BrandProvider brand={brands.aol}>
          <ListingFilterForm facets={facets} filters={filters} pathname="/c/kitchen/ovens" {...props} />
        </BrandProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/c/kitchen/ovens"]} />);
}

describe("ListingFilterForm", () => {
  afterEach(cleanup);

  it("is a GET form back to the listing, with brand checkboxes and their counts", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Filters" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/c/kitchen/ovens");
    const bosch = screen.getByRole("checkbox", { name: "Brand 3 (4)" }) as HTMLInputElement;
    expect(bosch.name).toBe("brand");
    expect(bosch.value).toBe("brand-3");
    expect(screen.getByRole("checkbox", { name: "Black (32)" }).getAttribute("value")).toBe("Colour:Black");
  });

  it("shows eight brands and folds the rest, but keeps a ticked brand in view", () => {
    renderForm({ ...defaultFilters, brands: ["brand-9"] });
    const group = screen.getByRole("group", { name: "Brand" });
    const more = group.querySelector("details") as HTMLDetailsElement;
    expect(more.querySelector("summary")?.textContent).toBe("Show all 10 brands");
    expect(within(more).getAllByRole("checkbox", { hidden: true })).toHaveLength(1);
    expect((screen.getByRole("checkbox", { name: "Brand 9 (10)" }) as HTMLInputElement).checked).toBe(true);
  });

  it("labels the price range in dollars with the range as placeholders, and carries the sort", () => {
    const { container } = renderForm({ ...defaultFilters, priceMax: 2000, sort: "price-desc" });
    const lowest = screen.getByLabelText("Lowest ($)") as HTMLInputElement;
    const highest = screen.getByLabelText("Highest ($)") as HTMLInputElement;
    expect(lowest.placeholder).toBe("99");
    expect(highest.placeholder).toBe("8050");
    expect(highest.value).toBe("2000");
    expect(container.querySelector('input[type="hidden"][name="sort"]')?.getAttribute("value")).toBe(
      "price-desc",
    );
    expect(screen.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe(
      "/c/kitchen/ovens?sort=price-desc",
    );
  });

  it("submits the filters before the sort, in the order of the view's own address", () => {
    const filters = {
      ...defaultFilters,
      brands: ["brand-1"],
      specs: [{ name: "Colour", value: "Black" }],
      sort: "price-asc" as const,
    };
    const { container } = renderForm(filters);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(searchFromForm(form)).toBe(listingSearch(filters));
    expect(searchFromForm(form)).toBe("?brand=brand-1&spec=Colour%3ABlack&sort=price-asc");
  });

  it("has no brand filter on a brand page", () => {
    renderForm(defaultFilters, { hideBrands: true });
    expect(screen.queryByRole("group", { name: "Brand" })).toBeNull();
  });
});
