import { brands } from "@store/domain/brands";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { PriceBlock, type PriceBlockProduct } from "./price-block";

const product = (fields: Partial<PriceBlockProduct>): PriceBlockProduct => ({
  price: 999_00,
  rrp: 1299_00,
  lineDiscount: 0,
  altPriceMsg: null,
  priceHidden: false,
  ...fields,
});

describe("PriceBlock", () => {
  afterEach(cleanup);

  it("shows 'RRP:' with the RRP on aol, which has the RRP label, and the saving", () => {
    const { container } = renderWithProviders(<PriceBlock product={product({})} />, { brand: brands.aol });
    expect(container.querySelector(".price-block__price")?.textContent).toBe("Price: $999");
    expect(screen.getByText("RRP: $1,299")).toBeTruthy();
    expect(screen.getByText("Save $300")).toBeTruthy();
    expect(screen.getByText("23% off")).toBeTruthy();
  });

  it("shows no 'RRP:' on wa for the same product, and so no saving off it (ADR 053)", () => {
    const { container } = renderWithProviders(<PriceBlock product={product({})} />, { brand: brands.wa });
    expect(container.textContent).not.toContain("RRP");
    expect(container.textContent).toContain("$999");
    expect(container.textContent).not.toContain("Save");
    expect(container.textContent).not.toContain("off");
  });

  it("shows the line-discounted price with 'was' and the price before the discount", () => {
    const { container } = renderWithProviders(
      <PriceBlock product={product({ price: 1189_00, rrp: 1299_00, lineDiscount: 150_00 })} />,
      { brand: brands.wa },
    );
    expect(container.querySelector(".price-block__price")?.textContent).toBe("Price: $1,039");
    expect(container.querySelector(".price-block__compare")?.textContent).toBe("was $1,189");
    expect(container.querySelector("s")?.textContent).toBe("$1,189");
    // The saving is off the 'was' price shown: $150 of $1,189 is 12%
    expect(screen.getByText("Save $150")).toBeTruthy();
    expect(screen.getByText("12% off")).toBeTruthy();
  });

  it("shows 'was' with the RRP and the message when there is an alternate price message", () => {
    renderWithProviders(
      <PriceBlock product={product({ price: 3669_00, rrp: 5249_00, altPriceMsg: "Claim $100 cashback" })} />,
      { brand: brands.aol },
    );
    expect(screen.getByText("$5,249").closest("p")?.textContent).toBe("was $5,249");
    expect(screen.getByText("Claim $100 cashback")).toBeTruthy();
  });

  it("hides the saving below 5% and under $200 off", () => {
    const { container } = renderWithProviders(
      <PriceBlock product={product({ price: 96_00, rrp: 100_00 })} />,
      {
        brand: brands.aol,
      },
    );
    expect(container.textContent).toContain("RRP: $100");
    expect(container.textContent).not.toContain("Save");
    expect(container.textContent).not.toContain("off");
  });

  it("shows 'Request Price', with no saving, for a zero price and a missing one (ADR 053)", () => {
    const free = renderWithProviders(<PriceBlock product={product({ price: 0, rrp: 1399_00 })} />);
    expect(free.container.querySelector(".price-block__price")?.textContent).toBe("Price: Request Price");
    expect(free.container.textContent).not.toMatch(/Save|off|FREE|RRP/);
    cleanup();
    const unset = renderWithProviders(<PriceBlock product={product({ price: null, rrp: 0 })} />);
    expect(unset.container.querySelector(".price-block__price")?.textContent).toBe("Price: Request Price");
  });

  it("shows 'Login for Price' linking to login with the way back, and no price, when prices are hidden", () => {
    const { container } = renderWithProviders(
      <PriceBlock product={product({ price: null, rrp: null, lineDiscount: null, priceHidden: true })} />,
      { brand: brands.wac, path: "/c/kitchen/ovens?page=2" },
    );
    const link = screen.getByRole("link", { name: "Login for Price" });
    expect(link.getAttribute("href")).toBe(
      `/account/login?returnUrl=${encodeURIComponent("/c/kitchen/ovens?page=2")}`,
    );
    expect(container.textContent).not.toContain("$");
    expect(container.textContent).not.toContain("N/A");
  });

  it("explains the RRP in a tooltip on the product page, worded by brand", () => {
    renderWithProviders(<PriceBlock product={product({})} size="full" />, { brand: brands.aol });
    const button = screen.getByRole("button", { name: "What is RRP?" });
    const tooltip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(tooltip?.getAttribute("role")).toBe("tooltip");
    expect(tooltip?.textContent).toContain("rarely sells at RRP");
    cleanup();
    renderWithProviders(<PriceBlock product={product({})} size="full" />, { brand: brands.fk });
    const fkButton = screen.getByRole("button", { name: "What is RRP?" });
    expect(document.getElementById(fkButton.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The RRP is the manufacturer's recommended retail price.",
    );
  });

  it("keeps the tooltip off product cards", () => {
    renderWithProviders(<PriceBlock product={product({})} />, { brand: brands.aol });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
