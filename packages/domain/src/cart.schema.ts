import { z } from "zod";
import { textSchema } from "./input.schema.ts";
import { conditionTypeSchema, ribbonSchema, skuParamSchema } from "./product.schema.ts";
import { upsellOptionSchema } from "./upsell-options.ts";

/** The cart id of a visitor who has no cart yet (storefront s.3). */
export const emptyCartId = "00000000-0000-0000-0000-000000000000";

/** Most units of one product a cart line may hold (ADR 013); stock may allow fewer. */
export const maxLineQuantity = 20;

/** Most distinct products one cart may hold (ADR 017): bounds the cart answer, page and mail. */
export const maxCartLines = 50;

/** Days an emailed cart's restore link works, counted from the latest mail of that cart (ADR 017). */
export const restoreLinkDays = 30;

/** A product line of the cart (checkout s.3 "Cart product", storefront s.3 "Cart line"); money in cents. */
export const cartProductSchema = z.object({
  productCode: z.string(),
  unitId: z.string(),
  sku: z.string(),
  title: z.string(),
  uri: z.string(),
  brand: z.string(),
  category: z.string(),
  /** The category path, for analytics and checkout. */
  categorization: z.string(),
  price: z.number().int(),
  lineDiscount: z.number().int(),
  /** price - lineDiscount, never below 0. */
  linePrice: z.number().int(),
  quantity: z.number().int(),
  /** The most this line can hold now: the smaller of stock and the per-line maximum. */
  maxQuantity: z.number().int(),
  /** (linePrice + warranty + installation) x quantity. */
  lineTotal: z.number().int(),
  image: z.string(),
  available: z.boolean(),
  /** Why the line cannot be bought as it is; null when it can. */
  unavailableReason: z.string().nullable(),
  ribbonType: ribbonSchema.nullable(),
  conditionType: conditionTypeSchema,
  missingParts: z.string().nullable(),
  selectedInstall: upsellOptionSchema.nullable(),
  selectedWarranty: upsellOptionSchema.nullable(),
  promoId: z.string().nullable(),
  /** In the sale on now (one of its promotions): the checkout shows the sale's banner (ADR 050). */
  inSale: z.boolean().optional(),
  /** Until when the line's price is one a staff project holds for it (ADR 044); null or absent otherwise. */
  lockedUntil: z.string().nullable().optional(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A bonus item of a promotion, shown as its own line and counted in the cart count. */
export const cartRewardSchema = z.object({
  promoId: z.string(),
  title: z.string(),
  /** The product whose promotion gives it. */
  forSku: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
});
export type CartReward = z.infer<typeof cartRewardSchema>;

/** A coupon on the cart and what it takes off now. */
export const cartCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discount: z.number().int(),
  /** Null while it applies; otherwise why it takes nothing off (e.g. the spend fell below the minimum). */
  problem: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** Where the cart would be delivered and what delivery is estimated to cost. */
export const cartDeliverySchema = z.object({
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  winningDeliveryServiceOverride: z.boolean(),
  /** Cents: the cheapest available delivery day's price (the delivery service's); null until a location is known. */
  estimate: z.number().int().nullable(),
  /** The earliest available delivery date (yyyy-mm-dd), or null. */
  earliestDate: z.string().nullable().default(null),
  description: z.string(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

/** GET /api/cart/ and the answer of every change. */
export const cartSchema = z.object({
  cartId: z.string(),
  products: z.array(cartProductSchema),
  rewards: z.array(cartRewardSchema),
  coupons: z.array(cartCouponSchema),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  /** subtotal - discounts, before delivery (checkout s.3 adds shipping on the checkout page). */
  orderTotal: z.number().int(),
  productCount: z.number().int(),
  /** productCount + rewards (storefront s.9). */
  cartCount: z.number().int(),
  hasProformaDelivery: z.boolean(),
  delivery: cartDeliverySchema,
  messages: z.array(z.string()),
  errors: z.array(z.string()),
  /** 'Login for Price' brand, anonymous visitor: every amount is 0 and none may be shown (ADR 017). */
  pricesHidden: z.boolean().default(false),
});
export type Cart = z.infer<typeof cartSchema>;

const flag = z
  .enum(["true", "false"], { message: "winningDeliveryServiceOverride is true or false" })
  .transform((v) => v === "true");

/** GET /api/cart/?suburb&postcode&state&winningDeliveryServiceOverride (each defaults from geo data). */
export const cartQuerySchema = z.object({
  suburb: textSchema("A suburb", 30).optional(),
  postcode: textSchema("A postcode", 4)
    .regex(/^\d{4}$/, "A postcode is 4 digits")
    .optional(),
  state: textSchema("A state", 20).optional(),
  winningDeliveryServiceOverride: flag.optional(),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

const quantitySchema = z
  .number({ message: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(maxLineQuantity, `You can buy at most ${maxLineQuantity} of one product`);

const optionIdSchema = textSchema("An option id", 20)
  .min(1, "An option id is required")
  .regex(/^[A-Za-z0-9-]+$/, "An option id uses letters, digits and '-' only");

/**
 * POST /api/cart/product/: adds `quantity` (or, with mode 'set', sets it). warrantyId and installId
 * replace the line's choice when given (null removes it) and are kept when left out. No price is sent.
 */
export const cartAddSchema = z.strictObject({
  sku: skuParamSchema,
  quantity: quantitySchema.default(1),
  mode: z.enum(["add", "set"]).default("add"),
  warrantyId: optionIdSchema.nullable().optional(),
  installId: optionIdSchema.nullable().optional(),
});
export type CartAdd = z.infer<typeof cartAddSchema>;

/**
 * The answer of POST /api/cart/product/: the line as it now is. The client reads the cart again after a
 * successful add (storefront s.4), so the add does not build the whole cart a second time.
 */
export const cartAddResultSchema = z.object({
  cartId: z.string(),
  productCode: z.string(),
  quantity: z.number().int(),
});
export type CartAddResult = z.infer<typeof cartAddResultSchema>;

/** POST /api/cart/coupon/ */
export const cartCouponAddSchema = z.object({
  code: textSchema("A coupon code", 32, { missing: "Please enter a coupon code" })
    .min(1, "Please enter a coupon code")
    .regex(/^[A-Za-z0-9-]+$/, "A coupon code uses letters, digits and '-' only")
    .transform((code) => code.toUpperCase()),
});

/** DELETE /api/cart/coupon/{id}: the id is the coupon's code. */
export const couponIdParamSchema = cartCouponAddSchema.shape.code;

/** POST /api/cart/email */
export const cartEmailSchema = z.object({
  email: textSchema("An email address", 254, { missing: "Please enter an email address" })
    .min(5, "Please enter a valid email address")
    .email("Please enter a valid email address")
    .transform((e) => e.toLowerCase()),
});

/** POST /api/cart/restore: copies an emailed cart into the visitor's cart. */
export const cartRestoreSchema = z.object({
  token: textSchema("A cart link", 36).uuid("That cart link is not valid"),
});

/** The answer of POST /api/cart/email. */
export const cartEmailResultSchema = z.object({ sent: z.literal(true), to: z.string() });
