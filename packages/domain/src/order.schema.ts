import { z } from "zod";
import { textSchema } from "./input.schema.ts";

/** Where an order stands (ADR 029): placed orders are paid or part-paid; the others wait or ended unpaid. */
export const orderStatuses = ["pending", "awaiting_payment", "placed", "cancelled"] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** One line of an order as it was sold: the product's price then, not now. Money in cents. */
export const orderLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  warranty: z.object({ name: z.string(), price: z.number().int() }).nullable(),
  install: z.object({ name: z.string(), price: z.number().int() }).nullable(),
  lineTotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as its customer sees it: the confirmation page, the account's invoice and the guest's mailed link. */
export const orderDetailSchema = z.object({
  /** The checkout's cart id, the confirmation page's ?id. */
  id: z.string(),
  /** The reference the customer quotes, e.g. 'AOL-100042'. */
  reference: z.string(),
  status: orderStatusSchema,
  placedAt: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  deliveryAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    address: z.string(),
    suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
    deliveryInstructions: z.string(),
  }),
  /** The customer's purchase order number, when staff gave one (checkout s.5). */
  poNumber: z.string().nullable(),
  /** The trade buyer's ABN (11 digits) the order is invoiced to, on the trade brand only (ADR 083). */
  abn: z.string().nullable().default(null),
  /** yyyy-mm-dd, or null for cash and carry or supplier-only delivery. */
  deliveryDate: z.string().nullable(),
  supplierDeliveries: z.array(z.object({ supplier: z.string(), date: z.string(), price: z.number().int() })),
  deliveryServices: z.array(z.object({ sku: z.string(), name: z.string(), price: z.number().int() })),
  lines: z.array(orderLineSchema),
  couponCode: z.string().nullable(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  shippingCost: z.number().int(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  amountRemaining: z.number().int(),
  currency: z.enum(["AUD", "NZD"]),
  payment: z
    .object({
      method: z.string(),
      cardSummary: z.string().nullable(),
      /** Cash taken by staff: what was handed over and the change, in cents (ADR 037). */
      cashTendered: z.number().int().nullable().default(null),
      cashChange: z.number().int().nullable().default(null),
      /** Another method: how the customer pays and its reference, as staff recorded it (ADR 072). */
      staffReference: z.string().nullable().default(null),
    })
    .nullable(),
  supportNumber: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/checkout/order?id={cartId}[&token=]: the order of this session or customer, or of a mailed link. */
export const orderQuerySchema = z.object({
  id: z.uuid({ message: "The order id is not valid" }),
  token: textSchema("The order link token", 100).optional(),
});

/** POST /api/checkout/error-report: a payment error the page met, for the error-reporting sink (checkout s.8). */
export const checkoutErrorReportSchema = z.strictObject({
  cartId: z.uuid({ message: "The cart id is not valid" }).nullish(),
  status: z.number().int().min(0).max(999).nullish(),
  message: textSchema("The message", 1000),
  paymentReference: textSchema("The payment reference", 100).nullish(),
});
