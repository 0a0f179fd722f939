import type { Brand } from "@store/domain/brands";
import { displayedPrice, shownRibbon } from "@store/domain/pricing";
import type { ConditionType, ProductSummary, Ribbon } from "@store/domain/product.schema";

/** The columns every product answer is built from (one select shape for lists and pages). */
export interface ProductRow {
  id: number;
  sku: string;
  uri: string;
  title: string;
  price: number | null;
  rrp: number;
  lineDiscount: number;
  altPriceMsg: string | null;
  ribbon: Ribbon | null;
  conditionType: ConditionType;
  image: string;
  energyStars: number | null;
  brandId: number;
  categoryId: number;
  brandName: string;
  brandUri: string;
  categoryTitle: string;
  categoryUri: string;
}

/**
 * Builds the API shape of a product. When the brand shows 'Login for Price' and the shopper is
 * anonymous, every price field is null so no price leaks in JSON. `discountOffRrp` and
 * `percentageDiscountOffRrp` are the saving the displayed-price rule shows on this brand (off the visible
 * RRP or was-price; ADR 053), and 'sale' and 'save' ribbons go where no saving shows.
 */
export function toProductSummary(
  row: ProductRow,
  brand: Pick<Brand, "loginForPrice" | "showRrpLabel">,
  signedIn: boolean,
): ProductSummary {
  const hidden = brand.loginForPrice && !signedIn;
  const shown = displayedPrice(row, brand);
  const discount = hidden ? null : shown.saving;
  return {
    productId: row.id,
    sku: row.sku,
    uri: row.uri,
    title: row.title,
    price: hidden ? null : row.price,
    rrp: hidden ? null : row.rrp,
    lineDiscount: hidden ? null : row.lineDiscount,
    discountOffRrp: discount?.amount ?? null,
    percentageDiscountOffRrp: discount?.percentage ?? null,
    altPriceMsg: hidden ? null : row.altPriceMsg,
    priceHidden: hidden,
    manufacturer: { name: row.brandName, uri: row.brandUri },
    brand: row.brandName,
    category: row.categoryTitle,
    categoryUri: row.categoryUri,
    image: row.image,
    ribbon: shownRibbon(row.ribbon, hidden ? { saving: null } : shown),
    conditionType: row.conditionType,
    energyStars: row.energyStars,
  };
}
