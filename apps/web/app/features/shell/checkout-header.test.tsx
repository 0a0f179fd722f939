import { brands } from "@store/domain/brands";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { CheckoutHeader } from "./checkout-header";

function viewportText(container: HTMLElement, viewport: "desktop" | "mobile"): string[] {
  return [...container.querySelectorAll(`[data-viewport="${viewport}"]`)].map((el) =>
    (el.textContent ?? "").replace(/\s+/g, " ").trim(),
  );
}

describe("CheckoutHeader", () => {
  afterEach(cleanup);

  it("shows 'Continue Shopping' and the Australian support line on desktop", () => {
    const { container } = renderWithProviders(<CheckoutHeader supportPhone="1300 000 100" />, {
      brand: brands.wa,
    });
    expect(viewportText(container, "desktop")).toEqual([
      "Continue Shopping",
      "24/7 Australia Customer Support1300 000 100",
    ]);
    expect(container.querySelector('[data-viewport="desktop"]')?.className).toContain("only-desktop");
  });

  it("says '24/7 Customer Support' for the NZ theme", () => {
    const { container } = renderWithProviders(<CheckoutHeader supportPhone="0800 265 000" />, {
      brand: brands["aol-nz"],
    });
    expect(viewportText(container, "desktop")[1]).toBe("24/7 Customer Support0800 265 000");
  });

  it("shows 'Back' and '24/7' on mobile, keeping a full name for screen readers", () => {
    const { container } = renderWithProviders(<CheckoutHeader supportPhone="1300 000 500" />, {
      brand: brands.aol,
    });
    const mobile = [...container.querySelectorAll('[data-viewport="mobile"]')];
    expect(mobile.map((el) => el.className)).toEqual(["only-mobile", "only-mobile"]);
    expect(mobile[0]?.textContent).toBe("Back");
    expect(mobile[1]?.firstChild?.textContent).toBe("24/7");
    expect(mobile[1]?.textContent).toContain("24/7 Australia Customer Support 1300 000 500");
  });

  it("links back home and calls the support number", () => {
    renderWithProviders(<CheckoutHeader supportPhone="1300 000 500" />, { brand: brands.aol });
    const links = screen.getAllByRole("link");
    expect(links[0]?.getAttribute("href")).toBe("/");
    expect(links.at(-1)?.getAttribute("href")).toBe("tel:1300000500");
  });
});
