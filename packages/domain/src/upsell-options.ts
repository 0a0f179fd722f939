import { z } from "zod";

export const upsellOptionSchema = z.object({ id: z.string(), name: z.string(), price: z.number().int() });
export type UpsellOption = z.infer<typeof upsellOptionSchema>;

/** GET /api/v2/product/upselloptions/sku/{sku} */
export const upsellOptionsSchema = z.object({
  sku: z.string(),
  warranties: z.array(upsellOptionSchema),
  installs: z.array(upsellOptionSchema),
});
export type UpsellOptions = z.infer<typeof upsellOptionsSchema>;

const warrantyPlans = [
  { id: "W2", years: 2, rate: 0.06, minimum: 29_00 },
  { id: "W3", years: 3, rate: 0.09, minimum: 49_00 },
  { id: "W5", years: 5, rate: 0.14, minimum: 79_00 },
] as const;

/** Installation services by the leaf-category path they apply to. */
const installations: { match: RegExp; id: string; name: string; price: number }[] = [
  { match: /ovens$/, id: "I-OVEN", name: "Built-in oven installation", price: 189_00 },
  { match: /cooktops$/, id: "I-COOKTOP", name: "Cooktop installation and connection", price: 169_00 },
  {
    match: /dishwashers$/,
    id: "I-DISH",
    name: "Dishwasher installation (plumbing connected)",
    price: 199_00,
  },
  { match: /rangehoods$/, id: "I-HOOD", name: "Rangehood installation and ducting", price: 249_00 },
  { match: /washing-machines$/, id: "I-WASH", name: "Connect and take away your old washer", price: 79_00 },
  { match: /dryers$/, id: "I-DRYER", name: "Dryer wall mounting or stacking", price: 149_00 },
  {
    match: /(fridges|freezers)$/,
    id: "I-FRIDGE",
    name: "Unpack, connect water and take away your old fridge",
    price: 99_00,
  },
  {
    match: /air-conditioners$/,
    id: "I-AIRCON",
    name: "Back-to-back split system installation",
    price: 699_00,
  },
  { match: /tvs$/, id: "I-TVWALL", name: "TV wall mounting", price: 249_00 },
];

/** Rounds a price up to a whole dollar ending in 9 ($47.12 -> $49). */
function charmPrice(cents: number): number {
  const dollars = Math.ceil(cents / 100);
  return (dollars + ((9 - (dollars % 10) + 10) % 10)) * 100;
}

/**
 * The warranty and installation options of a product: extended warranties for anything from $100
 * (priced as a share of the price), installation for the categories that need a technician.
 */
export function upsellOptionsFor(product: {
  sku: string;
  price: number | null;
  categoryUri: string;
}): UpsellOptions {
  const price = product.price ?? 0;
  const warranties =
    price >= 100_00
      ? warrantyPlans.map((plan) => ({
          id: plan.id,
          name: `${plan.years} Year Extended Warranty`,
          price: Math.max(plan.minimum, charmPrice(price * plan.rate)),
        }))
      : [];
  const installs = installations
    .filter((i) => i.match.test(product.categoryUri))
    .map(({ id, name, price: installPrice }) => ({ id, name, price: installPrice }));
  return { sku: product.sku, warranties, installs };
}
