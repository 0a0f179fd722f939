import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { ProductPricePanel } from "./product-price-panel";

const product = {
  productId: 1,
  sku: "SNTV65",
  uri: "sony-tv",
  title: 'Sony Bravia 9 65" TV',
  price: 3549_00,
  rrp: 4399_00,
  lineDiscount: 0,
  discountOffRrp: 850_00,
  percentageDiscountOffRrp: 19,
  altPriceMsg: null,
  priceHidden: false,
  manufacturer: { name: "Sony", uri: "sony" },
  brand: "Sony",
  category: "TVs",
  categoryUri: "tv-audio/tvs",
  image: "/media/product/tv/0.svg",
  ribbon: null,
  conditionType: "BrandNew" as const,
  energyStars: null,
};

describe("ProductPricePanel", () => {
  afterEach(cleanup);

  it("opens 'Why buy from {brand}' with delivery, installation and service", () => {
    renderWithProviders(<ProductPricePanel product={product} priceMatchEnabled />, { brand: brands.wa });
    fireEvent.click(screen.getByRole("button", { name: "Why buy from Wattle Appliances?" }));
    const dialog = screen.getByRole("dialog", { name: "Why buy from Wattle Appliances" });
    expect(dialog.textContent).toContain("Delivery");
    expect(dialog.textContent).toContain("installation");
    expect(dialog.textContent).toContain("Legendary service");
  });

  it("explains the price match with the brand's price-match phone", () => {
    renderWithProviders(<ProductPricePanel product={product} priceMatchEnabled />, {
      brand: brands["aol-nz"],
    });
    fireEvent.click(screen.getByRole("button", { name: "Price match promise" }));
    const dialog = screen.getByRole("dialog", { name: "Found it cheaper? We'll match it" });
    const phone = screen.getByRole("link", { name: "0800 265 265" });
    expect(dialog.contains(phone)).toBe(true);
    expect(phone.getAttribute("href")).toBe("tel:0800265265");
    expect(dialog.textContent).toContain("a New Zealand retailer");
  });

  it("offers no price match when the PriceMatchEnabled setting is off, or the price is hidden", () => {
    renderWithProviders(<ProductPricePanel product={product} priceMatchEnabled={false} />);
    expect(screen.queryByRole("button", { name: "Price match promise" })).toBeNull();
    cleanup();
    renderWithProviders(
      <ProductPricePanel
        product={{ ...product, price: null, rrp: null, lineDiscount: null, priceHidden: true }}
        priceMatchEnabled
      />,
      { brand: brands.wac },
    );
    expect(screen.queryByRole("button", { name: "Price match promise" })).toBeNull();
    expect(screen.getByRole("link", { name: "Login for Price" })).toBeTruthy();
  });
});
