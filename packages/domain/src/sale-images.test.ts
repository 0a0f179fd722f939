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
      sources: [],
    });
  });

  it("gives phones and small tablets their own art, narrowest first", () => {
    const withSources: Sale = {
      ...sale,
      images: {
        footerBanner: {
          src: "footer.svg",
          alt: "Spring Sale",
          width: 1200,
          height: 120,
          sources: {
            sm: { src: "footer-sm.svg", width: 767, height: 110 },
            xs: { src: "footer-xs.svg", width: 390, height: 110 },
          },
        },
      },
    };
    expect(saleImage(withSources, "footerBanner")?.sources).toEqual([
      { media: "(max-width: 519px)", url: "/media/sale/spring/footer-xs.svg", width: 390, height: 110 },
      { media: "(max-width: 767px)", url: "/media/sale/spring/footer-sm.svg", width: 767, height: 110 },
    ]);
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
