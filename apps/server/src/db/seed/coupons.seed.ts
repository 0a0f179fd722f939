import { coupons } from "../../modules/cart/cart.tables.ts";
import type { Db } from "../client.ts";

/** The demo coupon codes, one of each rule (ADR 013). */
export const demoCoupons: (typeof coupons.$inferInsert)[] = [
  { code: "SAVE10", description: "10% off your order", kind: "percent", value: 10 },
  {
    code: "TAKE50",
    description: "$50 off orders of $500 or more",
    kind: "amount",
    value: 50_00,
    minSpend: 500_00,
  },
  { code: "BOSCH15", description: "15% off Bosch products", kind: "percent", value: 15, brand: "Bosch" },
  {
    code: "KITCHEN100",
    description: "$100 off kitchen appliances when you spend $1,000 on them",
    kind: "amount",
    value: 100_00,
    minSpend: 1000_00,
    categoryUri: "kitchen",
  },
  {
    code: "WELCOME25",
    description: "$25 off your first order (once per customer)",
    kind: "amount",
    value: 25_00,
    singleUse: true,
  },
  {
    code: "SPRING20",
    description: "20% off (spring sale, ended)",
    kind: "percent",
    value: 20,
    expiresAt: new Date("2025-11-30T13:00:00Z"),
  },
];

/** Inserts the demo coupons. */
export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(demoCoupons).onConflictDoNothing();
}
