import { brands } from "@store/domain/brands";
import type { ProductDetail } from "@store/domain/product.schema";
import { describe, expect, it } from "vitest";
import { productJsonLd, scriptJson } from "./product-json-ld.ts";

const product: ProductDetail = {
  productId: 693,
  sku: "SIBO90Q71SA",
  uri: "siemens-iq300-oven",
  title: "Siemens iQ300 90cm Built-in Electric Oven",
  price: 2189_00,
  rrp: 3099_00,
  lineDiscount: 100_00,
  discountOffRrp: 910_00,
  percentageDiscountOffRrp: 29,
  altPriceMsg: null,
  priceHidden: false,
  manufacturer: { name: "Siemens", uri: "siemens" },
  brand: "Siemens",
  category: "Ovens",
  categoryUri: "kitchen/ovens",
  image: "/media/product/oven/0.svg",
  ribbon: null,
  conditionType: "BrandNew",
  energyStars: null,
  description: "A 90cm oven.",
  images: ["/media/product/oven/0.svg", "/media/product/oven/10.svg"],
  keyFeatures: [],
  specifications: [],
  missingParts: null,
  productVariationGroup: { items: [] },
  breadcrumbs: [],
  quantity: 4,
  stockStatus: "inStock",
  subItems: [],
};

describe("productJsonLd", () => {
  it("describes the product with an offer in the brand's currency at the price paid", () => {
    const ld = productJsonLd(product, brands["aol-nz"], "https://aol-nz.localhost");
    expect(ld).toMatchObject({
      "@type": "Product",
      name: product.title,
      sku: "SIBO90Q71SA",
      brand: { "@type": "Brand", name: "Siemens" },
      image: [
        "https://aol-nz.localhost/media/product/oven/0.svg",
        "https://aol-nz.localhost/media/product/oven/10.svg",
      ],
      description: "A 90cm oven.",
      offers: {
        "@type": "Offer",
        price: "2089.00",
        priceCurrency: "NZD",
        availability: "https://schema.org/InStock",
        url: "https://aol-nz.localhost/p/siemens-iq300-oven",
      },
    });
  });

  it("states the stock status: back order, discontinued, sold out, or out of stock when unconfirmed", () => {
    const at = (stockStatus: ProductDetail["stockStatus"]) =>
      productJsonLd({ ...product, quantity: 0, stockStatus }, brands.aol, "https://aol.localhost").offers;
    expect(at("backOrder")).toMatchObject({
      availability: "https://schema.org/BackOrder",
      priceCurrency: "AUD",
    });
    expect(at("supersededAndNoStock")).toMatchObject({ availability: "https://schema.org/Discontinued" });
    expect(at("noStock")).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(at("indeterminate")).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("has no offer when the price is hidden ('Login for Price') or unset", () => {
    const hidden = { ...product, price: null, rrp: null, lineDiscount: null, priceHidden: true };
    expect(productJsonLd(hidden, brands.wac, "https://wac.localhost").offers).toBeUndefined();
    expect(
      productJsonLd({ ...product, price: null }, brands.aol, "https://aol.localhost").offers,
    ).toBeUndefined();
  });

  it("escapes '<' so the JSON cannot close its script element", () => {
    expect(scriptJson({ name: "</script><script>alert(1)" })).not.toContain("<");
  });
});
