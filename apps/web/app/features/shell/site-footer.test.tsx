import { brands } from "@store/domain/brands";
import type { Sale } from "@store/domain/sale.schema";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BrandProvider } from "~/lib/brand-context";
import { renderWithProviders } from "~/testing/render-with-providers";
import { SiteFooter } from "./site-footer";

const sale: Sale = {
  isSaleOn: true,
  name: "Spring Sale",
  baseImagePath: "/media/sale",
  url: "/sale",
  colour: "#c4102b",
  time: null,
  images: { footerBanner: { src: "footer.svg", alt: "Spring Sale ends soon", width: 1200, height: 100 } },
};

describe("SiteFooter", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("sends the links' placeholder from the server, with the sale banner in its place", () => {
    const html = renderToString(
      <MemoryRouter>
        <BrandProvider brand={brands.wa}>
          <SiteFooter supportPhone="1300 000 100" sale={sale} />
        </BrandProvider>
      </MemoryRouter>,
    );
    expect(html).toContain("footer-skeleton");
    expect(html).not.toContain("/s/privacy-policy");
    // Sent with the page, so it never pushes the footer's content down after the first paint
    expect(html).toContain('src="/media/sale/footer.svg"');
  });

  it("shows the static page links once in the browser", () => {
    renderWithProviders(<SiteFooter supportPhone="1300 000 100" sale={null} />);
    expect(screen.queryByTestId("footer-skeleton")).toBeNull();
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const href of [
      "/s/delivery-information",
      "/s/returns-policy",
      "/s/price-match",
      "/s/terms-and-conditions",
      "/s/privacy-policy",
      "/s/about-us",
      "/stores",
      "/contact-us",
      "tel:1300000100",
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it("shows the sale footer banner until dismissed for 1440 minutes", () => {
    renderWithProviders(<SiteFooter supportPhone="1300 000 100" sale={sale} />);
    const image = screen.getByRole("img", { name: "Spring Sale ends soon" });
    expect(image.getAttribute("src")).toBe("/media/sale/footer.svg");

    fireEvent.click(screen.getByRole("button", { name: "Dismiss sale banner" }));
    expect(screen.queryByRole("img", { name: "Spring Sale ends soon" })).toBeNull();
    const stored = JSON.parse(localStorage.getItem("footerBannerDismissed") ?? "{}");
    expect(stored.value).toBe(true);
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(1439 * 60_000);
    cleanup();

    renderWithProviders(<SiteFooter supportPhone="1300 000 100" sale={sale} />);
    expect(screen.queryByRole("img", { name: "Spring Sale ends soon" })).toBeNull();
  });

  it("shows no banner when no sale is on", () => {
    renderWithProviders(<SiteFooter supportPhone="1300 000 100" sale={{ ...sale, isSaleOn: false }} />);
    expect(screen.queryByRole("button", { name: "Dismiss sale banner" })).toBeNull();
  });
});
