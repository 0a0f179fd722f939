import { productColours } from "@store/domain/media-art";
import { displayedPrice, shownRibbon } from "@store/domain/pricing";
import type { Ribbon } from "@store/domain/product.schema";
import { countOf } from "@store/domain/text";
import {
  categories,
  productBrands,
  products,
  type SpecificationRow,
} from "../../modules/product/product.tables.ts";
import type { Db } from "../client.ts";
import { bulkInsert } from "./bulk-insert.ts";
import {
  categoryTree,
  type FeatureTemplate,
  type KindVariant,
  type Measure,
  type ProductKind,
  productKinds,
  type SizeUnit,
  type SpecContext,
  type SpecValue,
} from "./catalogue.data.ts";
import { type Manufacturer, manufacturers } from "./manufacturers.data.ts";
import { Random, seedFor, slugify } from "./random.ts";

/** Product dates are spread over the two years before this fixed date, so reseeds match. */
export const catalogueEpoch = new Date("2026-11-01T00:00:00Z");

/** A generated product before its category and manufacturer ids are known. */
export type ProductDraft = Omit<typeof products.$inferInsert, "id" | "brandId" | "categoryId"> & {
  kindId: string;
  manufacturer: string;
};

/** Model-number suffix for each palette colour (index = colour number in image URLs). */
const colourCodes = ["S", "B", "W", "K", "L", "G", "C", "R", "PB", "SG"] as const;

// Bonuses and cashback are promotions of one brand each (promotions.seed.ts, ADR 050), never product text
// that promises what no cart gives.
const altPriceMessages = [
  "Online exclusive price",
  "Clearance: while stocks last",
  "Online exclusive price",
  "Clearance: while stocks last",
  "Price beat guarantee",
  "Free installation in metro areas",
] as const;

const otherRibbons = ["catalogue-item", "win", "special-offer", "sale"] as const;

const missingPartsNotes = [
  "User manual not included (available online)",
  "Original packaging not included",
  "Missing one accessory: ask in store for details",
  "Missing a spare part that is available to order",
] as const;

const conditionNotes: Record<string, string> = {
  BrandNewRunout:
    "This is a runout model: brand new, but being replaced by a newer model, so stock is limited.",
  NewCondition:
    "This unit is in as-new condition (ex-display or returned unopened) and carries the full warranty.",
  CosmeticImperfection:
    "This unit has a minor cosmetic mark from transport or display; it works as new and carries the full warranty.",
};

/** Makers of each kind, in manufacturer order. */
function makersByKind(): Map<string, Manufacturer[]> {
  const map = new Map<string, Manufacturer[]>();
  for (const maker of manufacturers) {
    for (const kindId of maker.kinds) {
      if (!productKinds.has(kindId)) throw new Error(`${maker.name} lists unknown kind '${kindId}'`);
      map.set(kindId, [...(map.get(kindId) ?? []), maker]);
    }
  }
  return map;
}

function formatSize(size: number, unit: SizeUnit): string {
  if (size <= 0 || unit === "") return "";
  if (unit === "in") return `${size}"`;
  if (unit === "Bottle" || unit === "Burner" || unit === "Cup") return `${size} ${unit}`;
  return `${size}${unit}`;
}

/** Retail-looking dollars: $49.95, $499, $1,449. Returns cents. */
function retailCents(dollars: number): number {
  if (dollars < 100) return Math.max(10, Math.round(dollars)) * 100 - 5;
  if (dollars < 1000) return (Math.round(dollars / 10) * 10 - 1) * 100;
  return (Math.round(dollars / 50) * 50 - 1) * 100;
}

/** A sale price about `pct` below RRP, rounded down to a retail-looking figure ($1,139, $49.95). */
function discountedCents(rrp: number, pct: number): number {
  const exact = Math.floor(rrp * (1 - pct));
  const dollars = Math.floor(exact / 100);
  let cents: number;
  if (dollars >= 100) {
    const nine = dollars - (dollars % 10) + 9;
    cents = (nine * 100 > exact ? nine - 10 : nine) * 100;
  } else {
    cents = dollars * 100 - 5;
  }
  // Near $100 the rounding can cost several percent more than intended; then keep the exact figure.
  if (cents <= 0 || (rrp - cents) / rrp > pct + 0.03) cents = exact;
  return cents < rrp ? cents : rrp - 100;
}

function measure(value: Measure, c: SpecContext, decimals = 0): number {
  if (typeof value === "function") return value(c);
  const factor = 10 ** decimals;
  return Math.round(c.r.float(value[0], value[1]) * factor) / factor;
}

function specValue(value: SpecValue, c: SpecContext): string {
  if (typeof value === "string") return value;
  if (typeof value === "function") return value(c);
  return c.r.pick(value as readonly string[]);
}

const emptyValues = new Set(["No", "None", "N/A"]);

/** Fills `{Spec name}` and `{size}` placeholders; null when a value is missing or a 'no'. */
function feature(template: FeatureTemplate, values: Map<string, string>, sizeLabel: string): string | null {
  let text: string;
  if (typeof template === "string") {
    text = template;
  } else {
    const [requires, body] = template;
    const flag = values.get(requires);
    if (!flag || emptyValues.has(flag) || flag.startsWith("No ")) return null;
    text = body;
  }
  let missing = false;
  const filled = text.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = name === "size" ? sizeLabel : values.get(name);
    if (!value || emptyValues.has(value)) missing = true;
    return value ?? "";
  });
  return missing ? null : filled;
}

interface ModelNumber {
  stem: string;
  slashMiddle: string | null;
  tail: string;
}

function skuOf(model: ModelNumber, colour: number): string {
  const code = colourCodes[colour] ?? "S";
  return model.slashMiddle === null
    ? `${model.stem}${code}${model.tail}`
    : `${model.stem}/${model.slashMiddle}${code}${model.tail}`;
}

function newModel(r: Random, maker: Manufacturer, kind: ProductKind, size: number): ModelNumber {
  const sized = size > 0 && (kind.unit === "cm" || kind.unit === "in");
  const stem = sized
    ? `${maker.skuPrefix}${kind.skuCode}${Math.round(size)}${r.letters(1)}${r.digits(2)}`
    : `${maker.skuPrefix}${kind.skuCode}${r.digits(r.chance(0.6) ? 4 : 3)}`;
  // A few percent of real model numbers carry a slash (e.g. OR90/SCDBA); keep some in the demo.
  const slashMiddle = r.chance(0.03) ? r.letters(2) : null;
  const tail = slashMiddle === null ? r.pick(["", "", "", "A", "AU", "D", "1"]) : r.letters(1);
  return { stem, slashMiddle, tail };
}

/**
 * Demo bundles (storefront s.4 `subItems`): the first few products of these kinds are sold as packs and
 * list what comes in them. Chosen by count, not by the random source, so the rest of the seed is unchanged.
 */
const bundleContents: Record<string, string[]> = {
  soundbars: [
    "Soundbar",
    "Wireless subwoofer",
    "Remote control with batteries",
    "HDMI cable",
    "Wall bracket",
  ],
  "stick-vacuums": [
    "Stick vacuum",
    "Motorised floor head",
    "Crevice tool",
    "Dusting brush",
    "Wall dock and charger",
  ],
  "coffee-machines": [
    "Coffee machine",
    "Portafilter with single and double baskets",
    "Stainless milk jug",
    "Tamper",
    "Cleaning tablets",
  ],
  "gaming-consoles": ["Console", "Wireless controller", "HDMI cable", "Power cable"],
  "security-cameras": ["Two wireless cameras", "Base station", "Mounting kit", "USB-C charging cables"],
  "gas-bbqs": ["Gas barbecue", "Fitted cover", "Regulator and hose", "Grill and hotplate"],
};
const bundlesPerKind = 3;

class ProductFactory {
  private readonly skus = new Set<string>();
  private readonly bundled = new Map<string, number>();
  private readonly uris = new Set<string>();

  constructor(private readonly r: Random) {}

  /** One product, plus a sibling in another colour when `withSibling` and the kind has colours. */
  make(kind: ProductKind, maker: Manufacturer, withSibling: boolean): ProductDraft[] {
    const r = this.r;
    const allowed = maker.onlyTypes?.[kind.id];
    const variants = allowed ? kind.variants.filter((v) => allowed.includes(v.type)) : kind.variants;
    if (variants.length === 0) throw new Error(`${maker.name} allows no type of ${kind.id}`);
    const variant: KindVariant = r.pick(variants);
    const sizeIndex = r.int(0, variant.sizes.length - 1);
    const size = variant.sizes[sizeIndex] ?? 0;
    const sizeLabel = formatSize(size, kind.unit);
    const colours = [...new Set(kind.colours)];
    const colour = r.pick(kind.colours);
    const seriesList = maker.seriesByKind?.[kind.id] ?? maker.series ?? [];
    const series = seriesList.length > 0 ? r.pick(seriesList) : "";

    let model = newModel(r, maker, kind, size);
    while (this.skus.has(skuOf(model, colour))) model = newModel(r, maker, kind, size);

    // RRP grows with size; the manufacturer's tier moves it up or down the market.
    const [low, high] = variant.rrp;
    const position = variant.sizes.length > 1 ? sizeIndex / (variant.sizes.length - 1) : r.next();
    const rrp = retailCents((low + (high - low) * position) * maker.tier * r.float(0.9, 1.12));

    const conditionRoll = r.next();
    const conditionType =
      conditionRoll < 0.88
        ? "BrandNew"
        : conditionRoll < 0.93
          ? "BrandNewRunout"
          : conditionRoll < 0.96
            ? "NewCondition"
            : "CosmeticImperfection";
    const missingParts =
      conditionType === "CosmeticImperfection" && r.chance(0.4) ? r.pick(missingPartsNotes) : null;

    const priceRoll = r.next();
    let price: number | null;
    let discounted = false;
    if (priceRoll < 0.005) {
      price = 0;
    } else if (priceRoll < 0.01) {
      price = null;
    } else if (priceRoll < 0.53 || conditionType !== "BrandNew") {
      const pct =
        conditionType === "CosmeticImperfection" ? r.float(0.12, 0.35) : 0.03 + 0.32 * r.next() ** 1.7;
      price = discountedCents(rrp, pct);
      discounted = true;
    } else {
      price = rrp;
    }
    const lineDiscount =
      price !== null && price >= 30_000 && r.chance(0.03) ? r.pick([2000, 5000, 10_000, 15_000]) : 0;
    const altIndex =
      price !== null && price >= 20_000 && r.chance(0.03) ? r.pick(altPriceMessages.map((_, i) => i)) : null;
    const altPriceMsg = altIndex === null ? null : (altPriceMessages[altIndex] ?? null);

    const createdAt = new Date(catalogueEpoch.getTime() - r.int(0, 730 * 24 * 60) * 60_000);
    const isNew = catalogueEpoch.getTime() - createdAt.getTime() < 60 * 86_400_000;
    let ribbon: Ribbon | null = null;
    // The first five messages were bonus and cashback offers, which drew no ribbon of their own: they
    // still draw none, so every other product of the seed stays as it was
    if (altIndex !== null && altIndex < 5) ribbon = null;
    else if (r.chance(0.22)) {
      const options: Ribbon[] = [...otherRibbons];
      if (discounted) options.push("save", "save");
      if (isNew) options.push("new", "new");
      ribbon = r.pick(options);
    }
    // 'sale' and 'save' claim a saving: only where the price shows one (ADR 053). Dropped after the draw,
    // so every other product of the seed stays as it was.
    ribbon = shownRibbon(
      ribbon,
      displayedPrice({ price, rrp, lineDiscount, altPriceMsg }, { showRrpLabel: true }),
    );

    // Specification rows: general, the kind's own, energy, dimensions, warranty.
    const values = new Map<string, string>();
    const context: SpecContext = {
      r,
      size,
      sizeLabel,
      type: variant.type,
      brand: maker.name,
      get: (n) => values.get(n),
    };
    const rows: SpecificationRow[] = [];
    const add = (group: string, name: string, value: string) => {
      rows.push({ group, name, value });
      values.set(name, value);
    };
    const sku = skuOf(model, colour);
    add("General", "Brand", maker.name);
    add("General", "Model Number", sku);
    add("General", "Product Type", variant.type);
    add("General", "Colour", productColours[colour]?.name ?? "Stainless Steel");
    for (const [group, name, value] of kind.specs) add(group, name, specValue(value, context));
    let energyStars: number | null = null;
    if (kind.energy) {
      energyStars = Math.max(1, Math.min(10, Math.round(measure(kind.energy.stars, context))));
      add("Energy", "Energy Star Rating", `${energyStars} Stars`);
      add(
        "Energy",
        "Energy Consumption (kWh/year)",
        String(Math.max(10, Math.round(measure(kind.energy.kwh, context)))),
      );
    }
    const width = kind.sizeIsWidth ? size * 10 - r.int(2, 6) : measure(kind.dims[0], context);
    add("Dimensions", "Width (mm)", String(Math.round(width)));
    add("Dimensions", "Height (mm)", String(Math.round(measure(kind.dims[1], context))));
    add("Dimensions", "Depth (mm)", String(Math.round(measure(kind.dims[2], context))));
    const weight = measure(kind.weightKg, context, kind.weightKg[1] < 1 ? 2 : 1);
    add("Dimensions", "Weight (kg)", String(weight));
    const warranty = r.int(kind.warrantyYears[0], kind.warrantyYears[1]);
    add("Warranty", "Manufacturer's Warranty", countOf(warranty, "Year"));

    const candidates = kind.features
      .map((template) => feature(template, values, sizeLabel))
      .filter((text): text is string => text !== null);
    // Options that are all 'no' can leave a kind short of features; pad with facts every product has.
    const padding = [
      energyStars === null ? null : `${energyStars}-star energy rating`,
      `${values.get("Colour")} finish`,
      `${warranty}-year manufacturer's warranty`,
    ];
    for (const extra of padding) if (candidates.length < 4 && extra !== null) candidates.push(extra);
    const keyFeatures = r.sample(candidates, r.int(4, 6));

    const picture = variant.picture ?? kind.picture;
    const views = r.int(2, 4);
    // The model number and size shape the drawing (ADR 062); colours of one model share them
    const drawn = `${model.stem.toLowerCase().replace(/[^a-z0-9]/g, "")}${size > 0 ? `-${Math.round(size)}` : ""}`;
    const imagesFor = (c: number) =>
      Array.from({ length: views }, (_, k) => `/media/product/${picture}/${c + 10 * k}-${drawn}.svg`);
    const titleFor = (s: string) =>
      [maker.name, series, sizeLabel, variant.type, s].filter(Boolean).join(" ");
    const quality =
      maker.tier >= 1.3 ? "premium engineering" : maker.tier >= 0.95 ? "trusted quality" : "everyday value";
    const descriptionFor = (s: string) =>
      [
        `The ${[maker.name, series, sizeLabel, variant.type].filter(Boolean).join(" ")} (model ${s}) brings ${maker.name}'s ${quality} to your home.`,
        keyFeatures.length >= 3
          ? `Highlights include ${lowerFirst(keyFeatures[0])}; ${lowerFirst(keyFeatures[1])}; and ${lowerFirst(keyFeatures[2])}.`
          : "",
        maker.description,
        conditionNotes[conditionType] ?? "",
        `Covered by a ${warranty}-year manufacturer's warranty, with delivery and installation available.`,
      ]
        .filter(Boolean)
        .join(" ");

    const siblingColour =
      withSibling && colours.length > 1 ? r.pick(colours.filter((c) => c !== colour)) : null;
    const variationGroup =
      siblingColour !== null && !this.skus.has(skuOf(model, siblingColour))
        ? `${slugify(maker.name)}-${model.stem.toLowerCase().replace("/", "-")}`
        : null;

    const contents = bundleContents[kind.id];
    const bundledSoFar = this.bundled.get(kind.id) ?? 0;
    const subItems = contents && bundledSoFar < bundlesPerKind ? contents : [];
    if (subItems.length > 0) this.bundled.set(kind.id, bundledSoFar + 1);

    const build = (c: number): ProductDraft => {
      const itemSku = skuOf(model, c);
      const title = titleFor(itemSku);
      this.skus.add(itemSku);
      return {
        kindId: kind.id,
        manufacturer: maker.name,
        sku: itemSku,
        uri: this.uniqueUri(slugify(title)),
        title,
        price,
        rrp,
        lineDiscount,
        altPriceMsg,
        ribbon,
        conditionType,
        missingParts,
        description: descriptionFor(itemSku),
        image: `/media/product/${picture}/${c}-${drawn}.svg`,
        images: imagesFor(c),
        keyFeatures,
        specifications:
          c === colour
            ? rows
            : rows.map((row) => {
                if (row.name === "Colour") return { ...row, value: productColours[c]?.name ?? row.value };
                if (row.name === "Model Number") return { ...row, value: itemSku };
                return row;
              }),
        energyStars,
        subItems,
        variationGroup,
        promoted: r.chance(0.02),
        createdAt,
      };
    };
    const drafts = [build(colour)];
    if (variationGroup !== null && siblingColour !== null) drafts.push(build(siblingColour));
    return drafts;
  }

  private uniqueUri(base: string): string {
    let uri = base;
    for (let n = 2; this.uris.has(uri); n++) uri = `${base}-${n}`;
    this.uris.add(uri);
    return uri;
  }
}

function lowerFirst(text: string | undefined): string {
  if (!text) return "";
  // Keep acronyms and model names ('LED', 'Wi-Fi', '4K') as they are.
  return /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

/**
 * The demo products, in a fixed order for a given count. Every leaf category is covered
 * first, then every manufacturer, then products are drawn by category share.
 */
export function* generateProducts(count: number): Generator<ProductDraft> {
  const r = new Random(seedFor("products"));
  const factory = new ProductFactory(r);
  const makers = makersByKind();
  const kinds = [...productKinds.values()];
  const plans: { kind: ProductKind; maker: Manufacturer }[] = [];
  for (const kind of kinds) {
    const list = makers.get(kind.id);
    if (!list || list.length === 0) throw new Error(`No manufacturer makes ${kind.id}`);
    plans.push({ kind, maker: r.pick(list) });
  }
  for (const maker of manufacturers) {
    const kindId = r.pick(maker.kinds);
    const kind = productKinds.get(kindId);
    if (kind) plans.push({ kind, maker });
  }

  let produced = 0;
  let planIndex = 0;
  while (produced < count) {
    let plan = plans[planIndex++];
    if (!plan) {
      const kind = r.weighted(kinds, (k) => k.share);
      const list = makers.get(kind.id) ?? [];
      plan = { kind, maker: r.weighted(list, (m) => m.reach ?? 1) };
    }
    // Decided by the random stream alone (a sibling that does not fit is dropped), so the
    // first N products are the same whatever the total count.
    const withSibling = r.chance(0.08);
    for (const draft of factory.make(plan.kind, plan.maker, withSibling)) {
      if (produced >= count) break;
      yield draft;
      produced++;
    }
  }
}

/** Inserts the category tree and returns category ids by leaf kind id. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  const tops = await db
    .insert(categories)
    .values(
      categoryTree.map((top, index) => ({
        parentId: null,
        title: top.title,
        uri: top.uri,
        description: top.description,
        sortOrder: index,
        promoted: top.promoted,
      })),
    )
    .returning({ id: categories.id, uri: categories.uri });
  const topIds = new Map(tops.map((t) => [t.uri, t.id]));
  const leaves = await db
    .insert(categories)
    .values(
      categoryTree.flatMap((top) =>
        top.kinds.map((kind, index) => ({
          parentId: topIds.get(top.uri) ?? null,
          title: kind.title,
          uri: `${top.uri}/${kind.id}`,
          description: `${kind.pitch}.`,
          sortOrder: index,
          promoted: false,
        })),
      ),
    )
    .returning({ id: categories.id, uri: categories.uri });
  return new Map(leaves.map((leaf) => [leaf.uri.split("/")[1] ?? "", leaf.id]));
}

/** Inserts categories, manufacturers and `count` products in batches. */
export async function seedCatalogue(db: Db, count: number, log: (message: string) => void): Promise<void> {
  const categoryIds = await seedCategories(db);
  const brandRows = await db
    .insert(productBrands)
    .values(
      manufacturers.map((m) => ({
        name: m.name,
        uri: slugify(m.name),
        description: m.description,
        country: m.country,
        promoted: m.promoted ?? false,
      })),
    )
    .returning({ id: productBrands.id, name: productBrands.name });
  const brandIds = new Map(brandRows.map((b) => [b.name, b.id]));
  log(`catalogue: ${categoryIds.size} leaf categories, ${brandIds.size} manufacturers`);

  const batchSize = 1000;
  const logEvery = Math.max(batchSize, Math.ceil(count / 10 / batchSize) * batchSize);
  let batch: (typeof products.$inferInsert)[] = [];
  let inserted = 0;
  for (const { kindId, manufacturer, ...draft } of generateProducts(count)) {
    const categoryId = categoryIds.get(kindId);
    const brandId = brandIds.get(manufacturer);
    if (categoryId === undefined || brandId === undefined) throw new Error(`Unmapped product ${draft.sku}`);
    batch.push({ ...draft, categoryId, brandId });
    if (batch.length === batchSize) {
      await bulkInsert(db, products, batch);
      inserted += batch.length;
      batch = [];
      if (inserted % logEvery === 0 && inserted < count) log(`products: ${inserted} of ${count}`);
    }
  }
  if (batch.length > 0) {
    await bulkInsert(db, products, batch);
    inserted += batch.length;
  }
  log(`products: ${inserted} inserted`);
}
