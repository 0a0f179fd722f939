import { brands } from "@store/domain/brands";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { CompetitorPriceTable } from "./competitor-price-table";

describe("CompetitorPriceTable", () => {
  afterEach(cleanup);

  it("shows nothing when the call did not succeed (not staff)", () => {
    const { container } = renderWithProviders(<CompetitorPriceTable prices={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("lists each retailer's price and when it was checked, for staff", () => {
    renderWithProviders(
      <CompetitorPriceTable
        prices={[
          {
            competitor: "Big Box",
            price: 2099_00,
            url: "https://example.com/p",
            checkedAt: "2026-11-20T03:00:00Z",
          },
        ]}
      />,
      { brand: brands.aol },
    );
    expect(screen.getByRole("heading", { name: /Competitor prices/ })).toBeTruthy();
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("link", { name: "Big Box" }).getAttribute("href")).toBe(
      "https://example.com/p",
    );
    expect(row.textContent).toContain("$2,099");
    expect(row.textContent).toContain("20 Nov 2026");
  });
});
