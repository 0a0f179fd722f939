import { describe, expect, it } from "vitest";
import type { Sale } from "./sale.schema.ts";
import { isSaleBannerShown, saleImage } from "./sale-images.ts";

const sale: Sale = {
  isSaleOn: true,
  name: "Spring Sale",
  baseImagePath: "/media/sale/spring/",
  url: "/sale",
  colour: "#c4102b",
  time: null,
  images: { footerBanner: { src: "/footer.svg", alt: "Spring Sale", width: 1200, height: 120 } },
};

describe("sale images", () => {
  it("joins the base path and src with exactly one slash", () => {
    expect(saleImage(sale, "footerBanner")).toEqual({
      url: "/media/sale/spring/footer.svg",
      alt: "Spring Sale",
      width: 1200,
      height: 120,
    });
  });

  it("is null for a missing placement or no sale", () => {
    expect(saleImage(sale, "homePageBanner")).toBeNull();
    expect(saleImage(null, "footerBanner")).toBeNull();
  });

  it("shows a banner only while the sale is on", () => {
    expect(isSaleBannerShown(sale, "footerBanner")).toBe(true);
    expect(isSaleBannerShown({ ...sale, isSaleOn: false }, "footerBanner")).toBe(false);
    expect(isSaleBannerShown(sale, "homePageBanner")).toBe(false);
  });
});
