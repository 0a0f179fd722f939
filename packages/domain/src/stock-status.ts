import type { z } from "zod";
import type { ConditionType } from "./product.schema.ts";
import { stockStatusSchema } from "./product.schema.ts";

/** The five stock statuses of storefront s.4. */
export type StockStatus = z.infer<typeof stockStatusSchema>;
export const stockStatuses = stockStatusSchema.options;

/** What a product's stock status is decided from. */
export interface StockFacts {
  /** Units on hand in every store together (what can be ordered online). */
  onHand: number;
  conditionType: ConditionType;
  /**
   * The manufacturer delivers the product from its own warehouse (the brands of the
   * ProformaDeliveryBrands setting): with none of ours on hand, only they know whether they have one.
   */
  supplierHeld: boolean;
}

/**
 * A product's stock status (ADR 045): in stock while any store holds a unit; with none on hand, a runout
 * model is superseded (its replacement is on sale, no more are coming); a model the manufacturer holds
 * itself is indeterminate (we cannot see their stock); a current model is on back order (more is on its
 * way); a one-off unit (new condition, cosmetic imperfection) has no stock (it has sold).
 */
export function productStockStatus(facts: StockFacts): StockStatus {
  if (facts.onHand > 0) return "inStock";
  if (facts.conditionType === "BrandNewRunout") return "supersededAndNoStock";
  if (facts.supplierHeld) return "indeterminate";
  if (facts.conditionType === "BrandNew") return "backOrder";
  return "noStock";
}

/** One store's status: a unit on the shelf, or none (a store without a stock row has none). */
export function storeStockStatus(quantity: number): Extract<StockStatus, "inStock" | "noStock"> {
  return quantity > 0 ? "inStock" : "noStock";
}

/** A stock status in a shopper's words: a short label and a sentence saying what it means for them. */
export interface StockWording {
  label: string;
  detail: string;
  /** Whether the product can be added to the cart now. */
  orderable: boolean;
}

/** The shopper's wording of a product's stock status (ADR 045); each status reads differently. */
export function stockWording(
  status: StockStatus,
  context: { onHand: number; manufacturer: string },
): StockWording {
  switch (status) {
    case "inStock":
      return {
        label: "In stock",
        detail:
          context.onHand === 1 ? "1 available for delivery." : `${context.onHand} available for delivery.`,
        orderable: true,
      };
    case "backOrder":
      return {
        label: "On back order",
        detail: `None in stock right now: more is on order from ${context.manufacturer}. Check back soon, or call us and we'll tell you when it arrives.`,
        orderable: false,
      };
    case "supersededAndNoStock":
      return {
        label: "Sold out: replaced by a newer model",
        detail: `This is a runout model and the last units have sold. ${context.manufacturer}'s newer model takes its place.`,
        orderable: false,
      };
    case "indeterminate":
      return {
        label: "Stock to be confirmed",
        detail: `${context.manufacturer} keeps the stock of this product in its own warehouse. Call us and we'll check with them for you.`,
        orderable: false,
      };
    case "noStock":
      return {
        label: "Sold out",
        detail: "This was a one-off unit and it has sold. The same model may be available brand new.",
        orderable: false,
      };
  }
}

/** One store's line: 'In stock (5)' or 'Out of stock'. */
export function storeStockText(store: { quantity: number; status: StockStatus }): string {
  return store.status === "inStock" && store.quantity > 0 ? `In stock (${store.quantity})` : "Out of stock";
}
