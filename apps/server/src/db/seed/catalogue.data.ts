import type { Random } from "./random.ts";

/**
 * The demo catalogue's shape: the category tree and, for every leaf category, a product
 * kind template (types, sizes, price range, specification rows, key features). The
 * generator in catalogue.seed.ts turns these templates into products.
 */

/** What a specification value function sees while one product is generated. */
export interface SpecContext {
  r: Random;
  /** The size of this product in the kind's unit (0 when the kind has no size). */
  size: number;
  sizeLabel: string;
  /** The variant's type, e.g. 'Built-in Pyrolytic Oven'. */
  type: string;
  /** Manufacturer name, for brand-specific values (a TV's smart platform). */
  brand: string;
  /** Values of the rows generated so far, by row name. */
  get(name: string): string | undefined;
}

export type SpecValue = string | readonly string[] | ((c: SpecContext) => string);
export type SpecTemplate = readonly [group: string, name: string, value: SpecValue];
export type Range = readonly [min: number, max: number];
export type Measure = Range | ((c: SpecContext) => number);

/** A key feature: plain text, or text shown only when a specification row says yes. */
export type FeatureTemplate = string | readonly [requires: string, text: string];

export interface KindVariant {
  type: string;
  /** Sizes in the kind's unit; [0] when the type has no size in its title. */
  sizes: readonly number[];
  /** RRP in dollars at the smallest and at the largest size, before the manufacturer's tier. */
  rrp: Range;
  /** A different picture than the kind's, e.g. a chest freezer. */
  picture?: string;
}

export type SizeUnit = "cm" | "L" | "kg" | "in" | "kW" | "mm" | "Bottle" | "Burner" | "Cup" | "L/min" | "";

export interface ProductKind {
  /** Leaf category slug; also the key manufacturers use. */
  id: string;
  title: string;
  /** Category page text and the first line of product descriptions. */
  pitch: string;
  /** Generated picture name under /media/product/. */
  picture: string;
  /** Two letters in the model number. */
  skuCode: string;
  unit: SizeUnit;
  /** The size is the width in cm (ovens, cooktops), so the width row follows it. */
  sizeIsWidth?: boolean;
  variants: readonly KindVariant[];
  /** Indices into the colour palette (media-art.ts productColours). */
  colours: readonly number[];
  /** Width, height, depth in mm. */
  dims: readonly [Measure, Measure, Measure];
  weightKg: Range;
  energy?: { stars: Measure; kwh: Measure };
  warrantyYears: Range;
  specs: readonly SpecTemplate[];
  features: readonly FeatureTemplate[];
  /** Relative share of the catalogue. */
  share: number;
}

export interface TopCategory {
  title: string;
  uri: string;
  description: string;
  promoted: boolean;
  kinds: readonly ProductKind[];
}

// Small value helpers keep the templates below readable.
const yes = ["Yes", "No"] as const;
const mostlyYes = ["Yes", "Yes", "No"] as const;
const between =
  (min: number, max: number, step = 1, suffix = "") =>
  (c: SpecContext) =>
    `${round(c.r.int(Math.round(min / step), Math.round(max / step)) * step)}${suffix}`;
const round = (n: number) => Math.round(n * 100) / 100;
const has = (c: SpecContext, word: string) => c.type.includes(word);
const sizeText = (c: SpecContext) => String(c.size);
const household = (c: SpecContext, small: number, medium: number, large: number) =>
  c.size <= small
    ? "1-2 people"
    : c.size <= medium
      ? "2-3 people"
      : c.size <= large
        ? "3-4 people"
        : "4+ people";

// ---------------------------------------------------------------------------------------------
// Kitchen
// ---------------------------------------------------------------------------------------------

const ovens: ProductKind = {
  id: "ovens",
  title: "Ovens",
  pitch:
    "Built-in wall ovens for everyday roasting and weekend baking, from simple fan-forced to steam and pyrolytic",
  picture: "oven",
  skuCode: "BO",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Built-in Pyrolytic Oven", sizes: [60, 90], rrp: [1499, 3999] },
    { type: "Built-in Electric Oven", sizes: [60, 90], rrp: [799, 2299] },
    { type: "Built-in Combi Steam Oven", sizes: [60], rrp: [2699, 5499] },
    { type: "Double Wall Oven", sizes: [60], rrp: [2999, 5999], picture: "double-oven" },
  ],
  colours: [0, 1, 3],
  dims: [[595, 597], (c) => (has(c, "Double") ? 888 : c.r.int(592, 600)), [548, 575]],
  weightKg: [32, 58],
  warrantyYears: [2, 5],
  specs: [
    ["Cooking", "Oven Capacity (L)", (c) => String(c.size >= 90 ? c.r.int(105, 130) : c.r.int(70, 85))],
    ["Cooking", "Number of Cooking Functions", between(8, 18)],
    ["Cooking", "Maximum Temperature (°C)", ["250", "275", "300"]],
    ["Cooking", "Steam Function", (c) => (has(c, "Steam") ? "Full steam" : c.r.pick(["Steam assist", "No"]))],
    ["Cooking", "Meat Probe", yes],
    ["Cleaning", "Pyrolytic Self-Cleaning", (c) => (has(c, "Pyrolytic") ? "Yes" : "No")],
    ["Features", "Telescopic Runners", ["1 level", "2 levels", "3 levels", "None"]],
    ["Features", "Door Glazing", ["Double glazed", "Triple glazed", "Quadruple glazed"]],
    ["Features", "Soft-close Door", yes],
    ["Features", "Wi-Fi Connected", yes],
    ["Electrical", "Power Supply", ["10A plug", "15A plug", "20A hardwired"]],
  ],
  features: [
    "{Oven Capacity (L)}L oven cavity fits a full roast and trays of vegetables",
    "{Number of Cooking Functions} cooking functions, including fan-forced, grill and bake",
    ["Pyrolytic Self-Cleaning", "Pyrolytic self-cleaning turns grease and spills to ash"],
    ["Meat Probe", "Built-in meat probe for a perfect roast every time"],
    ["Wi-Fi Connected", "Wi-Fi connected: preheat and monitor from your phone"],
    ["Soft-close Door", "Soft-close door and cool-touch glass"],
    "{Door Glazing} door keeps the heat inside",
    "{size} built-in design to suit a standard cabinet",
  ],
  share: 6,
};

const cooktops: ProductKind = {
  id: "cooktops",
  title: "Cooktops",
  pitch: "Induction, gas and ceramic cooktops, from compact 60cm models to 90cm five-burner centrepieces",
  picture: "cooktop",
  skuCode: "CT",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Induction Cooktop", sizes: [60, 70, 80, 90], rrp: [999, 3499], picture: "induction-cooktop" },
    { type: "Gas Cooktop", sizes: [60, 70, 90], rrp: [499, 1799], picture: "gas-cooktop" },
    { type: "Ceramic Cooktop", sizes: [60, 70], rrp: [399, 999], picture: "ceramic-cooktop" },
    { type: "Gas on Glass Cooktop", sizes: [60, 90], rrp: [699, 1999], picture: "gas-cooktop" },
  ],
  colours: [1, 1, 0],
  dims: [
    [576, 590],
    [45, 62],
    [500, 522],
  ],
  weightKg: [8, 22],
  warrantyYears: [2, 5],
  specs: [
    [
      "Cooking",
      "Cooking Zones",
      (c) => String(c.size <= 60 ? 4 : c.size <= 80 ? c.r.int(4, 5) : c.r.int(5, 6)),
    ],
    [
      "Cooking",
      "Fuel Type",
      (c) => (has(c, "Gas") ? "Natural gas (LPG conversion kit included)" : "Electric"),
    ],
    ["Cooking", "Wok Burner", (c) => (has(c, "Gas") ? "Yes" : "No")],
    ["Cooking", "Boost Function", (c) => (has(c, "Induction") ? "Yes" : "No")],
    ["Cooking", "Flexible Cooking Zone", (c) => (has(c, "Induction") ? c.r.pick(yes) : "No")],
    [
      "Controls",
      "Control Type",
      (c) => (has(c, "Gas") ? "Front knobs" : c.r.pick(["Touch slider", "Touch controls"])),
    ],
    ["Safety", "Child Lock", (c) => (has(c, "Gas") ? "No" : "Yes")],
    ["Safety", "Flame Failure Protection", (c) => (has(c, "Gas") ? "Yes" : "No")],
    ["Safety", "Residual Heat Indicator", (c) => (has(c, "Gas") ? "No" : "Yes")],
    ["Electrical", "Total Power (kW)", between(6, 11, 0.1)],
  ],
  features: [
    "{Cooking Zones} cooking zones on a {size} surface",
    ["Wok Burner", "Powerful multi-ring wok burner for high-heat stir-fries"],
    ["Boost Function", "Boost function brings a pot to the boil in minutes"],
    ["Flexible Cooking Zone", "Flexible zone bridges two elements for large pans"],
    ["Flame Failure Protection", "Flame failure protection on every burner"],
    ["Child Lock", "Child lock and residual heat indicators"],
    "Easy-clean surface wipes down in seconds",
  ],
  share: 5,
};

const rangehoods: ProductKind = {
  id: "rangehoods",
  title: "Rangehoods",
  pitch: "Canopy, undermount, integrated and island rangehoods that clear steam and smoke quietly",
  picture: "rangehood",
  skuCode: "RH",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Canopy Rangehood", sizes: [60, 90, 120], rrp: [499, 2499] },
    { type: "Integrated Rangehood", sizes: [60, 90], rrp: [399, 1599] },
    { type: "Undermount Rangehood", sizes: [60, 90], rrp: [599, 2299] },
    { type: "Island Canopy Rangehood", sizes: [90, 120], rrp: [1499, 4499] },
    { type: "Slideout Rangehood", sizes: [60, 90], rrp: [299, 899] },
  ],
  colours: [0, 0, 1, 2],
  dims: [
    [596, 600],
    (c) =>
      has(c, "Canopy")
        ? c.r.int(650, 1100)
        : has(c, "Slideout")
          ? c.r.int(150, 200)
          : has(c, "Integrated")
            ? c.r.int(200, 400)
            : c.r.int(250, 300),
    [280, 520],
  ],
  weightKg: [6, 35],
  warrantyYears: [2, 3],
  specs: [
    ["Performance", "Extraction Rate (m³/h)", between(450, 1200, 10)],
    ["Performance", "Noise Level (dB)", between(48, 70)],
    ["Performance", "Speed Settings", (c) => `${c.r.int(3, 4)} plus boost`],
    ["Features", "Lighting", ["LED", "LED", "Dimmable LED"]],
    [
      "Features",
      "Filter Type",
      ["Dishwasher-safe baffle filters", "Aluminium mesh filters", "Stainless steel baffle filters"],
    ],
    ["Features", "Ducted or Recirculating", ["Ducted", "Ducted or recirculating"]],
    ["Features", "Auto Shut-off Timer", yes],
    ["Installation", "Duct Diameter (mm)", ["125", "150"]],
    ["Electrical", "Power Supply", ["10A plug"]],
  ],
  features: [
    "Extracts up to {Extraction Rate (m³/h)} m³ of air per hour",
    "{Speed Settings} speeds for gentle simmering to high-heat searing",
    "{Lighting} lights over the whole cooktop",
    "{Filter Type} for easy cleaning",
    ["Auto Shut-off Timer", "Auto shut-off timer clears lingering smells"],
    "Runs at just {Noise Level (dB)} dB on low",
  ],
  share: 4,
};

const dishwashers: ProductKind = {
  id: "dishwashers",
  title: "Dishwashers",
  pitch:
    "Freestanding, built-under and fully integrated dishwashers with quiet motors and water-saving programs",
  picture: "dishwasher",
  skuCode: "DW",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Freestanding Dishwasher", sizes: [60], rrp: [699, 1999] },
    { type: "Built-under Dishwasher", sizes: [60], rrp: [799, 2299] },
    { type: "Fully Integrated Dishwasher", sizes: [45, 60], rrp: [999, 3299] },
  ],
  colours: [0, 0, 2, 1, 3],
  dims: [
    [446, 600],
    [815, 850],
    [550, 600],
  ],
  weightKg: [35, 55],
  energy: { stars: [3, 6], kwh: [180, 300] },
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Place Settings", (c) => String(c.size <= 45 ? c.r.int(9, 10) : c.r.int(13, 16))],
    ["Performance", "Water Star Rating", ["4 Stars", "4.5 Stars", "5 Stars", "5.5 Stars", "6 Stars"]],
    ["Performance", "Water Consumption (L)", between(8.5, 13, 0.5)],
    ["Performance", "Noise Level (dB)", between(38, 48)],
    ["Programs", "Number of Wash Programs", between(6, 10)],
    ["Programs", "Half Load Option", yes],
    ["Features", "Third Cutlery Rack", mostlyYes],
    ["Features", "Auto Door Opening", yes],
    ["Features", "Wi-Fi Connected", yes],
    ["Features", "Delay Start (hours)", ["12", "24"]],
  ],
  features: [
    "Cleans up to {Place Settings} place settings in one load",
    "{Water Star Rating} water rating, using just {Water Consumption (L)}L per wash",
    "Whisper-quiet at {Noise Level (dB)} dB",
    ["Third Cutlery Rack", "Third rack for cutlery and utensils"],
    ["Auto Door Opening", "Auto door opening for faster, better drying"],
    ["Half Load Option", "Half load option saves water and energy"],
    "{Number of Wash Programs} wash programs, from quick wash to intensive",
    ["Wi-Fi Connected", "Wi-Fi connected: start and monitor from your phone"],
  ],
  share: 5,
};

const freestandingCookers: ProductKind = {
  id: "freestanding-cookers",
  title: "Freestanding Cookers",
  pitch: "Freestanding cookers that combine cooktop and oven in one statement piece, from 60cm to 120cm",
  picture: "cooker",
  skuCode: "FC",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Dual Fuel Freestanding Cooker", sizes: [60, 90, 100, 120], rrp: [1299, 8999] },
    { type: "Induction Freestanding Cooker", sizes: [60, 90], rrp: [1799, 6999] },
    { type: "Gas Freestanding Cooker", sizes: [60, 90], rrp: [999, 4499] },
    { type: "Electric Freestanding Cooker", sizes: [54, 60], rrp: [799, 1599] },
  ],
  colours: [0, 0, 1, 6, 7],
  dims: [
    [540, 1200],
    [900, 940],
    [600, 650],
  ],
  weightKg: [55, 160],
  warrantyYears: [2, 5],
  specs: [
    [
      "Cooktop",
      "Cooktop Type",
      (c) => (has(c, "Induction") ? "Induction" : has(c, "Electric") ? "Ceramic" : "Gas"),
    ],
    ["Cooktop", "Cooking Zones", (c) => String(c.size <= 60 ? 4 : c.size <= 90 ? 5 : 6)],
    ["Cooktop", "Wok Burner", (c) => (has(c, "Gas") || has(c, "Dual") ? "Yes" : "No")],
    ["Oven", "Number of Ovens", (c) => String(c.size >= 100 ? 2 : 1)],
    ["Oven", "Main Oven Capacity (L)", (c) => String(c.size >= 90 ? c.r.int(105, 130) : c.r.int(60, 80))],
    ["Oven", "Oven Functions", between(6, 12)],
    ["Oven", "Pyrolytic Self-Cleaning", yes],
    ["Features", "Storage Drawer", mostlyYes],
    ["Electrical", "Power Supply", (c) => (has(c, "Gas") ? "10A plug" : "Hardwired, 32A")],
  ],
  features: [
    "{Cooking Zones} {Cooktop Type} cooking zones over {Number of Ovens} oven(s)",
    "{Main Oven Capacity (L)}L main oven with {Oven Functions} functions",
    ["Wok Burner", "Dedicated wok burner for high-heat cooking"],
    ["Pyrolytic Self-Cleaning", "Pyrolytic self-cleaning oven"],
    ["Storage Drawer", "Storage drawer for trays and roasting dishes"],
    "Statement {size} design that anchors the kitchen",
  ],
  share: 3,
};

// ---------------------------------------------------------------------------------------------
// Laundry
// ---------------------------------------------------------------------------------------------

const washingMachines: ProductKind = {
  id: "washing-machines",
  title: "Washing Machines",
  pitch: "Front and top load washing machines from 7kg to 12kg, with steam, inverter motors and smart dosing",
  picture: "washer",
  skuCode: "WM",
  unit: "kg",
  variants: [
    { type: "Front Load Washer", sizes: [7, 8, 9, 10, 12], rrp: [599, 2499] },
    { type: "Top Load Washer", sizes: [7, 8, 9, 10, 12], rrp: [549, 1499], picture: "top-washer" },
  ],
  colours: [2, 2, 4, 5, 1],
  dims: [
    (c) => (has(c, "Top") ? c.r.int(600, 650) : c.r.int(595, 600)),
    (c) => (has(c, "Top") ? c.r.int(950, 1050) : 850),
    (c) => (has(c, "Top") ? c.r.int(600, 680) : c.r.int(550, 660)),
  ],
  weightKg: [60, 85],
  energy: { stars: [3, 6], kwh: [120, 320] },
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Wash Capacity (kg)", sizeText],
    [
      "Performance",
      "Maximum Spin Speed (rpm)",
      (c) => String(has(c, "Top") ? c.r.int(7, 10) * 100 : c.r.int(12, 16) * 100),
    ],
    ["Performance", "Water Star Rating", ["4 Stars", "4.5 Stars", "5 Stars"]],
    ["Performance", "Water Consumption (L/wash)", between(50, 110)],
    ["Programs", "Number of Wash Programs", between(10, 16)],
    ["Programs", "Steam Wash", yes],
    ["Programs", "Delay Start", ["Yes"]],
    ["Features", "Inverter Motor", mostlyYes],
    ["Features", "Auto Dosing", yes],
    ["Features", "Wi-Fi Connected", yes],
  ],
  features: [
    "{size} capacity for large family loads",
    "Spins at up to {Maximum Spin Speed (rpm)} rpm",
    ["Steam Wash", "Steam wash removes allergens and refreshes clothes"],
    ["Inverter Motor", "Quiet, efficient inverter motor"],
    ["Auto Dosing", "Auto dosing adds just the right amount of detergent"],
    ["Wi-Fi Connected", "Start, pause and check cycles from your phone"],
    "{Number of Wash Programs} programs, including quick wash and wool",
  ],
  share: 6,
};

const dryers: ProductKind = {
  id: "dryers",
  title: "Dryers",
  pitch:
    "Heat pump, condenser and vented dryers that are gentle on fabrics and, with heat pump, on power bills",
  picture: "dryer",
  skuCode: "DR",
  unit: "kg",
  variants: [
    { type: "Heat Pump Dryer", sizes: [7, 8, 9, 10], rrp: [999, 2499] },
    { type: "Condenser Dryer", sizes: [7, 8, 9], rrp: [799, 1599] },
    { type: "Vented Dryer", sizes: [4, 5, 6, 7, 8], rrp: [349, 999] },
  ],
  colours: [2, 2, 4, 5],
  dims: [[595, 600], [840, 850], (c) => (has(c, "Vented") ? c.r.int(550, 600) : c.r.int(600, 680))],
  weightKg: [30, 55],
  energy: {
    stars: (c) =>
      has(c, "Heat Pump") ? c.r.int(6, 10) : has(c, "Condenser") ? c.r.int(2, 3) : c.r.int(1, 2),
    kwh: (c) => (has(c, "Heat Pump") ? c.r.int(90, 180) : c.r.int(280, 520)),
  },
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Drying Capacity (kg)", sizeText],
    ["Performance", "Sensor Drying", ["Yes"]],
    ["Performance", "Number of Drying Programs", between(8, 16)],
    ["Features", "Reverse Tumble", mostlyYes],
    ["Features", "Anti-crease Function", ["Yes"]],
    ["Features", "Drum Light", yes],
    ["Features", "Wall Mountable", (c) => (has(c, "Vented") ? "Yes" : "No")],
    ["Features", "Wi-Fi Connected", yes],
    [
      "Installation",
      "Condensed Water Drain",
      (c) => (has(c, "Vented") ? "Not required" : "Tank or direct drain"),
    ],
  ],
  features: [
    "{size} drying capacity",
    "Sensor drying stops when clothes are dry, not when the timer ends",
    ["Reverse Tumble", "Reverse tumble action reduces tangling"],
    ["Wall Mountable", "Wall mountable to save floor space"],
    ["Drum Light", "Drum light so nothing gets left behind"],
    ["Wi-Fi Connected", "Get a notification when the load is done"],
    "{Number of Drying Programs} programs, from cottons to delicates",
  ],
  share: 4,
};

const washerDryers: ProductKind = {
  id: "washer-dryers",
  title: "Washer Dryer Combos",
  pitch: "Washer dryer combos that wash and dry in one machine, ideal for apartments and small laundries",
  picture: "washer",
  skuCode: "WD",
  unit: "kg",
  variants: [{ type: "Washer Dryer Combo", sizes: [8, 10, 12], rrp: [999, 2999] }],
  colours: [2, 5, 1],
  dims: [
    [595, 600],
    [845, 850],
    [600, 660],
  ],
  weightKg: [70, 80],
  energy: { stars: [3, 5], kwh: [150, 300] },
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Wash Capacity (kg)", sizeText],
    ["Capacity", "Dry Capacity (kg)", (c) => String(Math.round(c.size * 0.6))],
    ["Performance", "Maximum Spin Speed (rpm)", (c) => String(c.r.int(12, 16) * 100)],
    ["Performance", "Water Star Rating", ["4 Stars", "4.5 Stars"]],
    ["Programs", "Wash and Dry in One Cycle", ["Yes"]],
    ["Programs", "Number of Programs", between(12, 16)],
    ["Programs", "Steam Function", yes],
    ["Features", "Inverter Motor", ["Yes"]],
    ["Features", "Wi-Fi Connected", yes],
  ],
  features: [
    "Washes {Wash Capacity (kg)}kg and dries {Dry Capacity (kg)}kg",
    "Wash and dry in one non-stop cycle",
    ["Steam Function", "Steam refresh for lightly worn clothes"],
    "Quiet inverter motor",
    "One machine, one space: ideal for apartments",
    ["Wi-Fi Connected", "Control and monitor from your phone"],
  ],
  share: 2,
};

const irons: ProductKind = {
  id: "irons",
  title: "Irons & Garment Steamers",
  pitch: "Steam irons, steam stations and garment steamers for crisp shirts without the fuss",
  picture: "iron",
  skuCode: "IR",
  unit: "",
  variants: [
    { type: "Steam Iron", sizes: [0], rrp: [49, 199] },
    { type: "Steam Generator Iron", sizes: [0], rrp: [199, 699] },
    { type: "Garment Steamer", sizes: [0], rrp: [79, 299], picture: "garment-steamer" },
  ],
  colours: [2, 8, 1, 9],
  dims: [
    [110, 300],
    [140, 350],
    [260, 450],
  ],
  weightKg: [1.1, 4.5],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Power (W)", between(1800, 3000, 100)],
    ["Performance", "Continuous Steam (g/min)", between(30, 160, 5)],
    ["Performance", "Steam Boost (g)", between(150, 500, 10)],
    ["Features", "Soleplate", ["Ceramic", "Stainless steel", "Non-stick"]],
    ["Features", "Water Tank Capacity (mL)", between(250, 1800, 50)],
    ["Features", "Anti-drip", ["Yes"]],
    ["Features", "Auto Shut-off", ["Yes"]],
    ["Features", "Vertical Steaming", mostlyYes],
    ["Features", "Cord Length (m)", between(1.8, 3, 0.1)],
  ],
  features: [
    "{Power (W)}W for fast heat-up",
    "{Continuous Steam (g/min)} g/min continuous steam",
    "{Soleplate} soleplate glides over every fabric",
    ["Vertical Steaming", "Vertical steaming for curtains and hanging clothes"],
    "Auto shut-off for peace of mind",
    "{Water Tank Capacity (mL)}mL water tank",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Refrigeration
// ---------------------------------------------------------------------------------------------

const fridges: ProductKind = {
  id: "fridges",
  title: "Fridges",
  pitch: "French door, side by side, top and bottom mount fridges to fit every kitchen and family",
  picture: "fridge",
  skuCode: "RF",
  unit: "L",
  variants: [
    { type: "French Door Fridge", sizes: [490, 569, 635, 680], rrp: [1999, 5999] },
    {
      type: "Side by Side Fridge",
      sizes: [600, 635, 680],
      rrp: [1699, 4499],
      picture: "side-by-side-fridge",
    },
    { type: "Top Mount Fridge", sizes: [230, 340, 410, 460], rrp: [649, 1399], picture: "fridge-top" },
    { type: "Bottom Mount Fridge", sizes: [330, 425, 450, 528], rrp: [999, 2599], picture: "fridge-bottom" },
    { type: "Quad Door Fridge", sizes: [560, 609, 650], rrp: [2299, 4999], picture: "quad-door-fridge" },
  ],
  colours: [0, 0, 1, 3, 2, 4],
  dims: [
    (c) =>
      c.size < 300
        ? c.r.int(550, 600)
        : c.size < 450
          ? c.r.int(600, 700)
          : c.size < 560
            ? c.r.int(700, 800)
            : c.r.int(830, 915),
    (c) => Math.round(1400 + Math.min(c.size, 650) * 0.65 + c.r.int(-20, 20)),
    [650, 780],
  ],
  weightKg: [45, 140],
  energy: { stars: [2, 5], kwh: (c) => Math.round(c.size * 0.72 + c.r.int(-30, 30)) },
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Total Capacity (L)", sizeText],
    ["Capacity", "Fridge Capacity (L)", (c) => String(Math.round(c.size * 0.66))],
    ["Capacity", "Freezer Capacity (L)", (c) => String(c.size - Math.round(c.size * 0.66))],
    ["Features", "Water Dispenser", (c) => (has(c, "Top") ? "No" : c.r.pick(yes))],
    ["Features", "Ice Maker", (c) => (has(c, "Top") ? "No" : c.r.pick(yes))],
    [
      "Features",
      "Plumbing Required",
      (c) => (c.get("Ice Maker") === "Yes" ? c.r.pick(["Yes", "No (refillable water tank)"]) : "No"),
    ],
    ["Features", "Frost Free", ["Yes"]],
    ["Features", "Inverter Compressor", mostlyYes],
    ["Features", "Door Alarm", mostlyYes],
    ["Features", "Reversible Doors", (c) => (has(c, "Top") || has(c, "Bottom") ? "Yes" : "No")],
    ["Features", "Crisper Drawers", between(1, 3)],
    ["Performance", "Noise Level (dB)", between(35, 42)],
  ],
  features: [
    "{Total Capacity (L)}L total capacity: {Fridge Capacity (L)}L fridge and {Freezer Capacity (L)}L freezer",
    ["Water Dispenser", "Chilled water dispenser in the door"],
    ["Ice Maker", "Automatic ice maker"],
    "Frost-free freezer: no more defrosting",
    ["Inverter Compressor", "Quiet, efficient inverter compressor"],
    ["Door Alarm", "Door alarm if it is left open"],
    "Humidity-controlled crisper keeps fruit and vegetables fresh for longer",
    ["Reversible Doors", "Reversible doors to suit your kitchen layout"],
  ],
  share: 8,
};

const freezers: ProductKind = {
  id: "freezers",
  title: "Freezers",
  pitch: "Upright and chest freezers for bulk buys, meal prep and the second freezer in the garage",
  picture: "freezer",
  skuCode: "FR",
  unit: "L",
  variants: [
    { type: "Upright Freezer", sizes: [215, 290, 388], rrp: [799, 2499] },
    {
      type: "Chest Freezer",
      sizes: [100, 145, 200, 300, 380, 500],
      rrp: [349, 1199],
      picture: "chest-freezer",
    },
  ],
  colours: [2, 2, 0, 4],
  dims: [
    (c) => (has(c, "Chest") ? Math.round(400 + c.size * 2.4) : c.r.int(595, 700)),
    (c) => (has(c, "Chest") ? c.r.int(845, 860) : Math.round(1300 + c.size * 1.4)),
    (c) => (has(c, "Chest") ? c.r.int(560, 740) : c.r.int(650, 700)),
  ],
  weightKg: [30, 85],
  energy: { stars: [2, 5], kwh: (c) => Math.round(c.size * 0.9 + c.r.int(-20, 20)) },
  warrantyYears: [2, 3],
  specs: [
    ["Capacity", "Total Capacity (L)", sizeText],
    ["Capacity", "Baskets or Drawers", (c) => String(has(c, "Chest") ? c.r.int(1, 3) : c.r.int(5, 7))],
    ["Features", "Frost Free", (c) => (has(c, "Chest") ? "No" : "Yes")],
    ["Features", "Convertible Fridge/Freezer", yes],
    ["Features", "Fast Freeze", ["Yes"]],
    ["Features", "Door Alarm", mostlyYes],
    ["Features", "Lock", yes],
    ["Performance", "Freezer Rating", ["4 Star (-18°C)"]],
    ["Performance", "Operating Ambient Range", ["10°C to 43°C", "-15°C to 43°C (garage ready)"]],
  ],
  features: [
    "{Total Capacity (L)}L of freezer space",
    ["Frost Free", "Frost-free: never defrost again"],
    ["Convertible Fridge/Freezer", "Converts between fridge and freezer modes"],
    "Fast freeze locks in freshness",
    "{Operating Ambient Range} ambient range",
    ["Lock", "Lockable lid or door"],
  ],
  share: 3,
};

const wineFridges: ProductKind = {
  id: "wine-fridges",
  title: "Wine Fridges",
  pitch:
    "Wine cabinets with stable temperatures, UV-protected glass and vibration control for cellaring at home",
  picture: "wine-fridge",
  skuCode: "WC",
  unit: "Bottle",
  variants: [
    { type: "Single Zone Wine Cabinet", sizes: [20, 36, 50, 110, 170], rrp: [899, 4999] },
    { type: "Dual Zone Wine Cabinet", sizes: [36, 50, 110, 170, 300], rrp: [1299, 7999] },
    { type: "Under Bench Wine Cabinet", sizes: [36, 46], rrp: [1299, 3499] },
  ],
  colours: [1, 1, 0],
  dims: [
    (c) => (c.size > 200 ? c.r.int(680, 700) : c.size > 46 ? 595 : c.r.int(295, 595)),
    (c) => (c.size <= 50 ? c.r.int(820, 870) : c.size <= 110 ? c.r.int(1200, 1450) : c.r.int(1760, 1850)),
    [570, 690],
  ],
  weightKg: [25, 120],
  warrantyYears: [2, 3],
  specs: [
    ["Capacity", "Bottle Capacity", sizeText],
    ["Capacity", "Temperature Zones", (c) => (has(c, "Dual") ? "2" : "1")],
    ["Performance", "Temperature Range (°C)", ["5°C to 20°C", "5°C to 22°C"]],
    ["Performance", "Humidity Control", yes],
    ["Performance", "Vibration Reduction", ["Yes"]],
    ["Features", "Door Type", ["UV-protected glass", "Triple-glazed UV-protected glass"]],
    ["Features", "Shelves", ["Beech wood", "Sliding beech wood", "Stainless steel and wood"]],
    ["Features", "Interior Lighting", ["LED", "Soft white LED"]],
    ["Features", "Lock", ["Yes"]],
    ["Performance", "Noise Level (dB)", between(36, 41)],
  ],
  features: [
    "Holds up to {Bottle Capacity} standard 750mL bottles",
    "{Temperature Zones} temperature zone(s), {Temperature Range (°C)}",
    "{Door Type} door",
    "{Shelves} shelves",
    ["Humidity Control", "Humidity control keeps corks from drying out"],
    "Low-vibration compressor protects sediment",
  ],
  share: 2,
};

const barFridges: ProductKind = {
  id: "bar-fridges",
  title: "Bar Fridges",
  pitch: "Compact and glass-door bar fridges for the entertaining area, office or outdoor kitchen",
  picture: "bar-fridge",
  skuCode: "BF",
  unit: "L",
  variants: [
    { type: "Bar Fridge", sizes: [46, 70, 118], rrp: [229, 1099] },
    { type: "Glass Door Bar Fridge", sizes: [70, 118, 128], rrp: [399, 1499] },
    { type: "Outdoor Bar Fridge", sizes: [118, 130, 185], rrp: [999, 2999] },
  ],
  colours: [1, 1, 0, 2],
  dims: [[440, 600], (c) => Math.round(480 + c.size * 2), [450, 570]],
  weightKg: [15, 45],
  energy: { stars: [1, 4], kwh: (c) => Math.round(120 + c.size * 1.2) },
  warrantyYears: [2, 2],
  specs: [
    ["Capacity", "Total Capacity (L)", sizeText],
    ["Capacity", "Can Capacity", (c) => String(Math.round(c.size * 1.1))],
    ["Capacity", "Number of Shelves", between(2, 4)],
    ["Features", "Door Type", (c) => (has(c, "Glass") || has(c, "Outdoor") ? "Glass" : "Solid")],
    ["Features", "Reversible Door", ["Yes"]],
    ["Features", "Lock", yes],
    ["Features", "Outdoor Rated", (c) => (has(c, "Outdoor") ? "Yes" : "No")],
    ["Performance", "Temperature Range (°C)", ["1°C to 10°C", "2°C to 12°C"]],
  ],
  features: [
    "{Total Capacity (L)}L: room for about {Can Capacity} cans",
    ["Outdoor Rated", "Outdoor rated for alfresco areas"],
    ["Lock", "Lockable door"],
    "{Number of Shelves} adjustable shelves",
    "Reversible door hinge",
    "Compact footprint fits under most benches",
  ],
  share: 2,
};

// ---------------------------------------------------------------------------------------------
// TV & audio
// ---------------------------------------------------------------------------------------------

const tvPlatforms: Record<string, string> = {
  Samsung: "Tizen",
  LG: "webOS",
  Hisense: "VIDAA",
  Panasonic: "Fire TV",
  Sony: "Google TV",
  TCL: "Google TV",
};

const tvs: ProductKind = {
  id: "tvs",
  title: "TVs",
  pitch: "4K, QLED, OLED and Mini LED TVs from 43 to 98 inches, with Freeview Plus and every streaming app",
  picture: "tv",
  skuCode: "TV",
  unit: "in",
  variants: [
    { type: "4K LED Smart TV", sizes: [43, 50, 55, 65, 75], rrp: [599, 1999] },
    { type: "QLED 4K Smart TV", sizes: [50, 55, 65, 75, 85], rrp: [999, 3999] },
    { type: "OLED 4K Smart TV", sizes: [55, 65, 77, 83], rrp: [2499, 8999] },
    { type: "Mini LED 4K Smart TV", sizes: [55, 65, 75, 85, 98], rrp: [1799, 9999] },
    { type: "8K Smart TV", sizes: [65, 75, 85], rrp: [4999, 12999] },
  ],
  colours: [1, 1, 5],
  dims: [(c) => Math.round(c.size * 22.2), (c) => Math.round(c.size * 12.9 + 60), [230, 350]],
  weightKg: [8, 55],
  energy: { stars: [3, 7], kwh: (c) => Math.round(c.size * 2.6 + c.r.int(-15, 15)) },
  warrantyYears: [1, 2],
  specs: [
    ["Display", "Screen Size", (c) => c.sizeLabel],
    ["Display", "Screen Size (cm)", (c) => String(Math.round(c.size * 2.54))],
    ["Display", "Resolution", (c) => (has(c, "8K") ? "8K (7680 x 4320)" : "4K Ultra HD (3840 x 2160)")],
    [
      "Display",
      "Panel Type",
      (c) =>
        has(c, "OLED")
          ? "OLED"
          : has(c, "QLED")
            ? "QLED"
            : has(c, "Mini")
              ? "Mini LED"
              : c.r.pick(["VA LED", "IPS LED"]),
    ],
    ["Display", "Refresh Rate", ["60Hz", "100Hz", "120Hz", "144Hz"]],
    [
      "Display",
      "HDR Formats",
      ["HDR10, HLG", "HDR10, HDR10+, HLG", "Dolby Vision, HDR10, HLG", "Dolby Vision IQ, HDR10+, HLG"],
    ],
    ["Smart TV", "Smart Platform", (c) => tvPlatforms[c.brand] ?? "Google TV"],
    ["Smart TV", "Freeview Plus", ["Yes"]],
    ["Smart TV", "Voice Control", ["Yes", "Yes (remote microphone)"]],
    ["Audio", "Speaker Output (W)", between(20, 70, 5)],
    ["Audio", "Dolby Atmos", yes],
    ["Connectivity", "HDMI Ports", ["4 (2 x HDMI 2.1)", "4 (4 x HDMI 2.1)", "3 (1 x HDMI 2.1)"]],
    ["Connectivity", "Game Mode (ALLM/VRR)", mostlyYes],
    ["Installation", "VESA Mount", ["300 x 300", "400 x 300", "400 x 400", "600 x 400"]],
  ],
  features: [
    "{Screen Size} {Panel Type} screen in {Resolution}",
    "{Refresh Rate} refresh rate for smooth sport and gaming",
    "{HDR Formats} HDR support",
    "{Smart Platform} with Freeview Plus, Netflix, Stan, Disney+ and more",
    ["Dolby Atmos", "Dolby Atmos sound"],
    ["Game Mode (ALLM/VRR)", "Auto low latency mode and VRR for next-gen consoles"],
    "HDMI 2.1: {HDMI Ports}",
  ],
  share: 7,
};

const soundbars: ProductKind = {
  id: "soundbars",
  title: "Soundbars",
  pitch: "Soundbars, from compact TV speakers to Dolby Atmos systems with wireless subwoofers",
  picture: "soundbar",
  skuCode: "SB",
  unit: "",
  variants: [
    { type: "Dolby Atmos Soundbar", sizes: [0], rrp: [599, 2199] },
    { type: "Soundbar with Wireless Subwoofer", sizes: [0], rrp: [299, 999] },
    { type: "Compact Soundbar", sizes: [0], rrp: [149, 499] },
  ],
  colours: [1, 1, 2],
  dims: [
    [550, 1200],
    [55, 90],
    [90, 140],
  ],
  weightKg: [1.5, 8],
  warrantyYears: [1, 2],
  specs: [
    [
      "Audio",
      "Channels",
      (c) =>
        has(c, "Atmos")
          ? c.r.pick(["5.1.2", "7.1.4", "9.1.4", "3.1.2"])
          : has(c, "Subwoofer")
            ? c.r.pick(["2.1", "3.1", "5.1"])
            : "2.0",
    ],
    ["Audio", "Total Power (W)", between(100, 600, 10)],
    ["Audio", "Dolby Atmos", (c) => (has(c, "Atmos") ? "Yes" : "No")],
    ["Audio", "DTS:X", yes],
    ["Audio", "Wireless Subwoofer", (c) => (has(c, "Subwoofer") ? "Yes" : c.r.pick(["Optional", "No"]))],
    ["Connectivity", "HDMI eARC", ["Yes"]],
    ["Connectivity", "Bluetooth", ["Yes"]],
    ["Connectivity", "Wi-Fi and Multiroom", yes],
    ["Smart Features", "Voice Assistant", ["Built-in Amazon Alexa", "Works with Google Assistant", "None"]],
  ],
  features: [
    "{Channels} channel sound with {Total Power (W)}W of power",
    ["Dolby Atmos", "Dolby Atmos for sound above and around you"],
    ["Wireless Subwoofer", "Wireless subwoofer for deep bass"],
    "Single-cable HDMI eARC connection to your TV",
    ["Wi-Fi and Multiroom", "Stream music over Wi-Fi and group with other speakers"],
    "Clear dialogue mode for voices",
  ],
  share: 3,
};

const headphones: ProductKind = {
  id: "headphones",
  title: "Headphones",
  pitch:
    "Noise-cancelling headphones, true wireless earbuds and sports buds for commutes, flights and workouts",
  picture: "headphones",
  skuCode: "HP",
  unit: "",
  variants: [
    { type: "Wireless Noise Cancelling Headphones", sizes: [0], rrp: [299, 749] },
    { type: "True Wireless Earbuds", sizes: [0], rrp: [99, 449], picture: "earbuds" },
    { type: "Wired Headphones", sizes: [0], rrp: [49, 499] },
    { type: "Sports Earbuds", sizes: [0], rrp: [99, 299], picture: "earbuds" },
  ],
  colours: [1, 1, 2, 4, 8],
  dims: [
    [40, 190],
    [40, 210],
    [25, 90],
  ],
  weightKg: [0.05, 0.35],
  warrantyYears: [1, 2],
  specs: [
    ["General", "Form Factor", (c) => (has(c, "Earbuds") ? "In-ear" : "Over-ear")],
    [
      "Audio",
      "Active Noise Cancelling",
      (c) => (has(c, "Noise") ? "Yes" : has(c, "Wired") ? "No" : c.r.pick(["Yes", "No"])),
    ],
    [
      "Battery",
      "Battery Life (hours)",
      (c) => (has(c, "Wired") ? "N/A" : String(has(c, "Earbuds") ? c.r.int(6, 10) : c.r.int(24, 60))),
    ],
    [
      "Battery",
      "Fast Charging",
      (c) => (has(c, "Wired") ? "N/A" : c.r.pick(["10 minutes for 5 hours", "5 minutes for 1 hour"])),
    ],
    [
      "Connectivity",
      "Bluetooth Version",
      (c) => (has(c, "Wired") ? "N/A (3.5mm and USB-C)" : c.r.pick(["5.2", "5.3", "5.4"])),
    ],
    ["Connectivity", "Codecs", ["SBC, AAC", "SBC, AAC, LDAC", "SBC, AAC, aptX Adaptive"]],
    ["Connectivity", "Multipoint Connection", yes],
    ["Design", "Water Resistance", (c) => (has(c, "Sports") ? "IPX5" : c.r.pick(["IPX4", "IP54", "None"]))],
    ["Design", "Microphone", ["Yes"]],
  ],
  features: [
    ["Active Noise Cancelling", "Active noise cancelling blocks out planes, trains and open offices"],
    "Up to {Battery Life (hours)} hours of listening",
    "Fast charge: {Fast Charging}",
    ["Multipoint Connection", "Connect to your phone and laptop at once"],
    "{Water Resistance} water resistance",
    "Clear calls with beamforming microphones",
    "Soft memory-foam cushions for all-day comfort",
  ],
  share: 3,
};

const speakers: ProductKind = {
  id: "speakers",
  title: "Speakers",
  pitch:
    "Portable Bluetooth, multiroom and party speakers for the backyard, the beach and every room in between",
  picture: "speaker",
  skuCode: "SP",
  unit: "",
  variants: [
    { type: "Portable Bluetooth Speaker", sizes: [0], rrp: [99, 549] },
    { type: "Wireless Multiroom Speaker", sizes: [0], rrp: [249, 1099] },
    { type: "Party Speaker", sizes: [0], rrp: [299, 999] },
  ],
  colours: [1, 2, 8, 7, 9],
  dims: [
    [80, 450],
    [150, 700],
    [70, 350],
  ],
  weightKg: [0.5, 18],
  warrantyYears: [1, 2],
  specs: [
    ["Audio", "Output Power (W)", between(10, 250, 5)],
    ["Audio", "Stereo Pairing", ["Yes"]],
    [
      "Battery",
      "Battery Life (hours)",
      (c) => (has(c, "Multiroom") ? "Mains powered" : String(c.r.int(10, 24))),
    ],
    [
      "Design",
      "Water Resistance",
      (c) => (has(c, "Multiroom") ? "None" : c.r.pick(["IP67", "IPX7", "IP54"])),
    ],
    ["Connectivity", "Bluetooth", ["Yes"]],
    ["Connectivity", "Wi-Fi", (c) => (has(c, "Multiroom") ? "Yes" : "No")],
    ["Connectivity", "Inputs", ["USB-C, 3.5mm aux", "Bluetooth only", "Wi-Fi, Bluetooth, USB-C line-in"]],
    ["Smart Features", "Voice Assistant", (c) => (has(c, "Multiroom") ? "Amazon Alexa" : "None")],
  ],
  features: [
    "{Output Power (W)}W of room-filling sound",
    "Battery life: {Battery Life (hours)}",
    "{Water Resistance} rated",
    "Pair two speakers for stereo",
    ["Wi-Fi", "Multiroom streaming over Wi-Fi"],
    "Rugged, portable design",
  ],
  share: 2,
};

// ---------------------------------------------------------------------------------------------
// Vacuums and floorcare
// ---------------------------------------------------------------------------------------------

const stickVacuums: ProductKind = {
  id: "stick-vacuums",
  title: "Stick Vacuums",
  pitch: "Cordless stick vacuums that convert to handhelds, with long run times and whole-machine filtration",
  picture: "stick-vacuum",
  skuCode: "SV",
  unit: "",
  variants: [
    { type: "Cordless Stick Vacuum", sizes: [0], rrp: [249, 1499] },
    { type: "Cordless Wet and Dry Stick Vacuum", sizes: [0], rrp: [499, 1299] },
  ],
  colours: [8, 4, 5, 7, 1, 9],
  dims: [
    [220, 260],
    [1100, 1270],
    [200, 260],
  ],
  weightKg: [1.5, 3.3],
  warrantyYears: [2, 2],
  specs: [
    ["Performance", "Run Time (minutes)", between(30, 90, 5)],
    ["Performance", "Suction Power (AW)", between(100, 280, 5)],
    ["Performance", "Noise Level (dB)", between(72, 84)],
    ["Capacity", "Dust Capacity (L)", between(0.3, 0.8, 0.05)],
    ["Battery", "Charge Time (hours)", between(3, 5, 0.5)],
    ["Battery", "Removable Battery", yes],
    ["Features", "Filtration", ["HEPA", "Whole-machine HEPA", "Washable filter"]],
    ["Features", "Converts to Handheld", (c) => (has(c, "Wet") ? "No" : "Yes")],
    ["Features", "Dust Detection", yes],
    [
      "Features",
      "Tools Included",
      ["Crevice, combination and mini motorised tools", "Crevice tool, dusting brush and pet tool"],
    ],
  ],
  features: [
    "Up to {Run Time (minutes)} minutes of cordless cleaning",
    "{Suction Power (AW)}AW of suction",
    "{Filtration} filtration traps fine dust and allergens",
    ["Removable Battery", "Swappable battery doubles your run time"],
    ["Converts to Handheld", "Converts to a handheld for cars, stairs and upholstery"],
    ["Dust Detection", "Dust detection adjusts power automatically"],
  ],
  share: 3,
};

const robotVacuums: ProductKind = {
  id: "robot-vacuums",
  title: "Robot Vacuums",
  pitch: "Robot vacuums and mops that map your home, dodge obstacles and empty themselves",
  picture: "robot-vacuum",
  skuCode: "RV",
  unit: "",
  variants: [
    { type: "Robot Vacuum", sizes: [0], rrp: [299, 999] },
    { type: "Robot Vacuum and Mop", sizes: [0], rrp: [599, 1999] },
    { type: "Robot Vacuum with Self-Empty Station", sizes: [0], rrp: [799, 2799] },
  ],
  colours: [1, 2],
  dims: [
    [330, 350],
    [90, 105],
    [330, 350],
  ],
  weightKg: [3, 5],
  warrantyYears: [1, 2],
  specs: [
    ["Navigation", "Navigation", ["LiDAR", "LiDAR", "Camera (vSLAM)", "Gyroscope"]],
    ["Navigation", "Obstacle Avoidance", ["AI camera", "Structured light", "Bump sensors"]],
    ["Navigation", "Multi-floor Mapping", mostlyYes],
    ["Performance", "Suction Power (Pa)", between(2700, 22000, 100)],
    ["Performance", "Run Time (minutes)", between(90, 240, 10)],
    ["Capacity", "Dust Bin Capacity (mL)", between(300, 600, 10)],
    ["Features", "Mopping", (c) => (has(c, "Mop") ? "Yes" : "No")],
    ["Features", "Auto-empty Dock", (c) => (has(c, "Self-Empty") ? "Yes" : "No")],
    ["Features", "App Control", ["Yes"]],
    ["Features", "Voice Assistant", ["Works with Alexa and Google Assistant", "None"]],
  ],
  features: [
    "{Navigation} navigation maps every room",
    "{Suction Power (Pa)}Pa suction lifts dust from carpet and hard floors",
    "Up to {Run Time (minutes)} minutes per charge",
    ["Mopping", "Vacuums and mops in one pass"],
    ["Auto-empty Dock", "Self-empty station holds weeks of dust"],
    "Set no-go zones and schedules in the app",
  ],
  share: 3,
};

const barrelVacuums: ProductKind = {
  id: "barrel-vacuums",
  title: "Barrel Vacuums",
  pitch: "Corded barrel vacuums with strong, steady suction and big dust capacity for whole-home cleans",
  picture: "vacuum",
  skuCode: "BV",
  unit: "",
  variants: [
    { type: "Bagged Barrel Vacuum", sizes: [0], rrp: [199, 999] },
    { type: "Bagless Barrel Vacuum", sizes: [0], rrp: [149, 699] },
  ],
  colours: [7, 5, 2, 1, 8],
  dims: [
    [280, 320],
    [230, 280],
    [400, 500],
  ],
  weightKg: [4, 7],
  warrantyYears: [2, 2],
  specs: [
    ["Performance", "Motor Power (W)", between(700, 2200, 50)],
    ["Performance", "Noise Level (dB)", between(64, 80)],
    [
      "Capacity",
      "Dust Capacity (L)",
      (c) => (has(c, "Bagged") ? c.r.pick(["3.5", "4", "4.5"]) : c.r.pick(["1.5", "2", "2.5"])),
    ],
    ["Features", "Filtration", ["HEPA", "HEPA AirClean", "Washable filter"]],
    ["Features", "Variable Suction", ["Yes"]],
    ["Features", "Parquet Brush", yes],
    [
      "Features",
      "Tools Included",
      ["Crevice tool, upholstery nozzle and dusting brush", "Turbo brush and crevice tool"],
    ],
    ["Design", "Cord Length (m)", between(6, 8, 0.5)],
    ["Design", "Operating Radius (m)", between(9, 12, 0.5)],
  ],
  features: [
    "{Dust Capacity (L)}L dust capacity",
    "{Operating Radius (m)}m cleaning radius",
    "{Filtration} filtration",
    "Variable suction for curtains to carpets",
    ["Parquet Brush", "Parquet brush for timber floors"],
    "Quiet at {Noise Level (dB)} dB",
  ],
  share: 2,
};

const steamMops: ProductKind = {
  id: "steam-mops",
  title: "Steam Mops & Floor Cleaners",
  pitch: "Steam mops, wet and dry floor cleaners and carpet washers for spotless hard floors and rugs",
  picture: "steam-mop",
  skuCode: "SM",
  unit: "",
  variants: [
    { type: "Steam Mop", sizes: [0], rrp: [99, 349] },
    { type: "Wet and Dry Floor Cleaner", sizes: [0], rrp: [399, 1199] },
    { type: "Carpet Washer", sizes: [0], rrp: [299, 699] },
  ],
  colours: [2, 8, 9, 1],
  dims: [
    [250, 300],
    [1100, 1200],
    [200, 280],
  ],
  weightKg: [2, 6],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Clean Water Tank (mL)", between(300, 900, 50)],
    [
      "Performance",
      "Power",
      (c) => (has(c, "Wet and Dry") ? "Cordless, lithium-ion" : `${c.r.int(11, 16) * 100}W`),
    ],
    ["Performance", "Heat-up Time (seconds)", (c) => (has(c, "Steam") ? String(c.r.int(15, 30)) : "N/A")],
    [
      "Features",
      "Suitable Floors",
      (c) => (has(c, "Carpet") ? "Carpet and rugs" : "Tiles, vinyl and sealed timber"),
    ],
    ["Features", "Self-cleaning", (c) => (has(c, "Wet and Dry") ? "Yes" : "No")],
    ["Features", "Washable Pads", yes],
    ["Design", "Cord Length (m)", (c) => (has(c, "Wet and Dry") ? "Cordless" : String(c.r.int(6, 8)))],
  ],
  features: [
    "Cleans {Suitable Floors}",
    "{Clean Water Tank (mL)}mL clean water tank",
    ["Self-cleaning", "Self-cleaning cycle after every use"],
    ["Washable Pads", "Machine-washable pads"],
    "Kills 99.9% of household bacteria with water alone",
    "Lightweight and easy to steer",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Small appliances
// ---------------------------------------------------------------------------------------------

const coffeeMachines: ProductKind = {
  id: "coffee-machines",
  title: "Coffee Machines",
  pitch: "Espresso, fully automatic, capsule and filter coffee machines for café-quality coffee at home",
  picture: "coffee-machine",
  skuCode: "CM",
  unit: "",
  variants: [
    { type: "Manual Espresso Machine", sizes: [0], rrp: [299, 1999] },
    { type: "Fully Automatic Coffee Machine", sizes: [0], rrp: [799, 4999] },
    { type: "Capsule Coffee Machine", sizes: [0], rrp: [99, 449], picture: "capsule-coffee" },
    { type: "Drip Filter Coffee Maker", sizes: [0], rrp: [69, 299], picture: "drip-coffee" },
  ],
  colours: [0, 0, 1, 2, 7, 6, 4],
  dims: [
    [170, 340],
    [300, 410],
    [280, 460],
  ],
  weightKg: [3, 12],
  warrantyYears: [1, 2],
  specs: [
    [
      "Brewing",
      "Pump Pressure (bar)",
      (c) => (has(c, "Filter") ? "N/A" : c.r.pick(["15", "19", "9 (extraction)"])),
    ],
    [
      "Brewing",
      "Built-in Grinder",
      (c) => (has(c, "Automatic") ? "Yes" : has(c, "Manual") ? c.r.pick(["Yes", "No"]) : "No"),
    ],
    [
      "Brewing",
      "Bean Hopper Capacity (g)",
      (c) => (c.get("Built-in Grinder") === "Yes" ? String(c.r.int(25, 50) * 10) : "N/A"),
    ],
    ["Brewing", "Heating System", ["Thermoblock", "ThermoJet", "Thermocoil", "Dual boiler"]],
    [
      "Brewing",
      "Number of Drink Options",
      (c) => (has(c, "Automatic") ? String(c.r.int(8, 24)) : String(c.r.int(1, 4))),
    ],
    [
      "Milk",
      "Milk System",
      (c) =>
        has(c, "Manual")
          ? "Manual steam wand"
          : has(c, "Automatic")
            ? c.r.pick(["Integrated milk jug", "Automatic milk frother"])
            : c.r.pick(["Automatic milk frother", "None"]),
    ],
    ["Capacity", "Water Tank Capacity (L)", between(0.6, 2.5, 0.1)],
    ["Electrical", "Power (W)", between(1200, 1700, 50)],
    ["Design", "Removable Drip Tray", ["Yes"]],
  ],
  features: [
    ["Built-in Grinder", "Integrated conical burr grinder for fresh beans every time"],
    "{Milk System} for silky milk",
    "{Number of Drink Options} drink options at the touch of a button",
    "{Heating System} heating for the right extraction temperature",
    "{Water Tank Capacity (L)}L removable water tank",
    "Easy-clean removable drip tray",
  ],
  share: 4,
};

const kettles: ProductKind = {
  id: "kettles",
  title: "Kettles",
  pitch: "Electric kettles, from fast-boil everyday models to variable temperature and gooseneck pour-over",
  picture: "kettle",
  skuCode: "KT",
  unit: "L",
  variants: [
    { type: "Electric Kettle", sizes: [1.5, 1.7], rrp: [39, 199] },
    { type: "Variable Temperature Kettle", sizes: [1.7], rrp: [99, 299] },
    { type: "Gooseneck Pour Over Kettle", sizes: [0.8, 1], rrp: [99, 249], picture: "gooseneck-kettle" },
  ],
  colours: [0, 1, 2, 6, 7, 8, 9],
  dims: [
    [150, 230],
    [210, 270],
    [150, 230],
  ],
  weightKg: [0.9, 1.8],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (L)", sizeText],
    ["Performance", "Power (W)", between(2000, 2400, 200)],
    ["Features", "Variable Temperature", (c) => (has(c, "Electric Kettle") ? "No" : "Yes")],
    ["Features", "Keep Warm", yes],
    ["Features", "Boil-dry Protection", ["Yes"]],
    ["Features", "360° Cordless Base", ["Yes"]],
    ["Features", "Water Window", ["Dual", "Single", "None"]],
    ["Design", "Material", ["Stainless steel", "Brushed stainless steel", "Glass", "BPA-free plastic"]],
    ["Features", "Limescale Filter", ["Yes"]],
  ],
  features: [
    "{Capacity (L)}L capacity",
    "{Power (W)}W rapid boil",
    ["Variable Temperature", "Variable temperature for green tea, coffee and formula"],
    ["Keep Warm", "Keep-warm function"],
    "360° cordless base",
    "{Material} body",
  ],
  share: 2,
};

const toasters: ProductKind = {
  id: "toasters",
  title: "Toasters",
  pitch: "Two and four slice toasters with wide slots, bagel settings and lift-and-look",
  picture: "toaster",
  skuCode: "TS",
  unit: "",
  variants: [
    { type: "2 Slice Toaster", sizes: [0], rrp: [39, 299] },
    { type: "4 Slice Toaster", sizes: [0], rrp: [59, 399], picture: "four-slice-toaster" },
    { type: "2 Slice Long Slot Toaster", sizes: [0], rrp: [69, 249], picture: "long-slot-toaster" },
  ],
  colours: [0, 1, 2, 6, 7, 8, 9],
  dims: [
    [270, 420],
    [180, 210],
    [160, 260],
  ],
  weightKg: [1.2, 3.5],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Slices", (c) => (has(c, "4 Slice") ? "4" : "2")],
    ["Performance", "Power (W)", between(900, 1800, 100)],
    ["Performance", "Browning Settings", between(6, 9)],
    ["Features", "Extra-wide Slots", mostlyYes],
    ["Features", "Defrost Function", ["Yes"]],
    ["Features", "Reheat Function", ["Yes"]],
    ["Features", "Bagel Setting", yes],
    ["Features", "Lift and Look", yes],
    ["Features", "Removable Crumb Tray", ["Yes"]],
    ["Design", "Material", ["Stainless steel", "Brushed stainless steel", "Plastic"]],
  ],
  features: [
    "{Slices} extra-wide slots for thick bread and crumpets",
    "{Browning Settings} browning settings",
    ["Bagel Setting", "Bagel setting toasts one side only"],
    ["Lift and Look", "Lift and look without cancelling the cycle"],
    "Defrost and reheat functions",
    "Removable crumb tray",
  ],
  share: 2,
};

const blenders: ProductKind = {
  id: "blenders",
  title: "Blenders",
  pitch: "High-speed, jug, personal and stick blenders for smoothies, soups and sauces",
  picture: "blender",
  skuCode: "BL",
  unit: "L",
  variants: [
    { type: "High Speed Blender", sizes: [1.5, 2], rrp: [299, 999] },
    { type: "Jug Blender", sizes: [1.25, 1.75], rrp: [79, 299] },
    { type: "Stick Blender", sizes: [0], rrp: [49, 199], picture: "stick-blender" },
    { type: "Personal Blender", sizes: [0], rrp: [49, 149], picture: "personal-blender" },
  ],
  colours: [1, 0, 7, 2],
  dims: [
    [150, 230],
    [350, 520],
    [150, 250],
  ],
  weightKg: [1, 6],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Jug Capacity (L)", (c) => (c.size > 0 ? String(c.size) : "0.6 (cup or beaker)")],
    [
      "Performance",
      "Motor Power (W)",
      (c) => String(has(c, "High") ? c.r.int(12, 22) * 100 : c.r.int(35, 100) * 10),
    ],
    ["Performance", "Speed Settings", between(2, 12)],
    ["Performance", "Pulse Function", ["Yes"]],
    ["Features", "Ice Crush", mostlyYes],
    ["Features", "Pre-set Programs", between(0, 6)],
    ["Features", "Blade Material", ["Stainless steel"]],
    ["Features", "Dishwasher Safe Parts", ["Yes"]],
    ["Features", "BPA Free", ["Yes"]],
  ],
  features: [
    "{Motor Power (W)}W motor",
    "{Speed Settings} speeds plus pulse",
    ["Ice Crush", "Crushes ice for frozen drinks"],
    "Stainless steel blades",
    "Dishwasher-safe parts",
    "Jug capacity: {Jug Capacity (L)}L",
  ],
  share: 2,
};

const foodProcessors: ProductKind = {
  id: "food-processors",
  title: "Food Processors & Mixers",
  pitch: "Food processors, stand mixers and hand mixers for baking, dough and weeknight prep",
  picture: "food-processor",
  skuCode: "FP",
  unit: "L",
  variants: [
    { type: "Food Processor", sizes: [2.1, 3, 3.7], rrp: [149, 899] },
    { type: "Stand Mixer", sizes: [4.6, 5.5, 6.7], rrp: [299, 1299], picture: "stand-mixer" },
    { type: "Hand Mixer", sizes: [0], rrp: [39, 149], picture: "hand-mixer" },
  ],
  colours: [0, 1, 7, 6, 2, 8],
  dims: [
    [200, 400],
    [300, 430],
    [200, 400],
  ],
  weightKg: [1, 12],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Bowl Capacity (L)", (c) => (c.size > 0 ? String(c.size) : "N/A")],
    ["Performance", "Motor Power (W)", between(300, 1500, 50)],
    ["Performance", "Speed Settings", between(2, 12)],
    [
      "Features",
      "Attachments Included",
      (c) =>
        has(c, "Stand")
          ? "Dough hook, flat beater and whisk"
          : has(c, "Hand")
            ? "Twin beaters and dough hooks"
            : "Dicing kit, slicing and grating discs",
    ],
    ["Features", "Pulse Function", ["Yes"]],
    ["Features", "Bowl Material", (c) => (has(c, "Stand") ? "Stainless steel" : "BPA-free Tritan")],
    ["Features", "Dishwasher Safe Parts", ["Yes"]],
    ["Safety", "Safety Interlock", ["Yes"]],
  ],
  features: [
    "{Motor Power (W)}W motor for heavy doughs",
    "{Speed Settings} speed settings",
    "{Attachments Included} included",
    "Bowl capacity: {Bowl Capacity (L)}L",
    "Dishwasher-safe parts",
    "Safety interlock",
  ],
  share: 2,
};

// ---------------------------------------------------------------------------------------------
// Benchtop cooking
// ---------------------------------------------------------------------------------------------

const airFryers: ProductKind = {
  id: "air-fryers",
  title: "Air Fryers",
  pitch: "Air fryers, dual-basket models and air fryer ovens for crisp results with little or no oil",
  picture: "air-fryer",
  skuCode: "AF",
  unit: "L",
  variants: [
    { type: "Air Fryer", sizes: [3.5, 4.7, 5.5, 7], rrp: [99, 399] },
    { type: "Dual Basket Air Fryer", sizes: [8, 9.5, 10.4], rrp: [199, 449] },
    { type: "Air Fryer Oven", sizes: [11, 18, 25], rrp: [199, 599], picture: "benchtop-oven" },
  ],
  colours: [1, 1, 2, 0, 4],
  dims: [
    [250, 480],
    [300, 400],
    [300, 450],
  ],
  weightKg: [4, 10],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (L)", sizeText],
    ["Capacity", "Baskets", (c) => (has(c, "Dual") ? "2" : has(c, "Oven") ? "Racks and tray" : "1")],
    ["Performance", "Power (W)", between(1400, 2470, 10)],
    ["Performance", "Temperature Range (°C)", ["40°C to 200°C", "40°C to 220°C", "80°C to 230°C"]],
    ["Features", "Pre-set Programs", between(4, 12)],
    ["Features", "Viewing Window", yes],
    ["Features", "Rotisserie", (c) => (has(c, "Oven") ? c.r.pick(yes) : "No")],
    ["Features", "Dishwasher Safe Basket", ["Yes"]],
    ["Features", "Non-stick Coating", ["PFAS-free ceramic", "PTFE non-stick"]],
  ],
  features: [
    "{Capacity (L)}L capacity feeds the whole family",
    "{Pre-set Programs} one-touch programs",
    ["Viewing Window", "Viewing window to check without opening"],
    ["Rotisserie", "Rotisserie for whole chickens"],
    "Up to 80% less fat than deep frying",
    "{Non-stick Coating} coating, dishwasher safe",
  ],
  share: 3,
};

const slowCookers: ProductKind = {
  id: "slow-cookers",
  title: "Slow Cookers & Multi Cookers",
  pitch: "Slow cookers, multi cookers and pressure cookers for set-and-forget dinners",
  picture: "slow-cooker",
  skuCode: "SC",
  unit: "L",
  variants: [
    { type: "Slow Cooker", sizes: [3.5, 5.5, 7], rrp: [49, 199] },
    { type: "Multi Cooker", sizes: [5.7, 6, 7.5], rrp: [149, 499] },
    { type: "Pressure Cooker", sizes: [5, 6, 8], rrp: [129, 399] },
  ],
  colours: [0, 1, 7],
  dims: [
    [290, 420],
    [220, 340],
    [250, 360],
  ],
  weightKg: [3, 7],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (L)", sizeText],
    ["Performance", "Power (W)", between(200, 1500, 10)],
    ["Programs", "Settings", (c) => (has(c, "Slow") ? "Low, High, Keep Warm" : `${c.r.int(9, 16)} programs`)],
    ["Programs", "Pressure Cooking", (c) => (has(c, "Slow") ? "No" : "Yes")],
    ["Programs", "Searing Function", yes],
    ["Programs", "Delay Start", yes],
    ["Features", "Bowl Material", ["Ceramic", "Non-stick aluminium", "Cast aluminium"]],
    ["Features", "Dishwasher Safe Bowl", yes],
  ],
  features: [
    "{Capacity (L)}L capacity for family meals",
    "{Settings}",
    ["Pressure Cooking", "Pressure cooks in a fraction of the time"],
    ["Searing Function", "Sear in the same bowl before slow cooking"],
    ["Delay Start", "Delay start so dinner is ready when you are"],
    "{Bowl Material} removable bowl",
  ],
  share: 2,
};

const riceCookers: ProductKind = {
  id: "rice-cookers",
  title: "Rice Cookers",
  pitch: "Rice cookers and steamers, from simple one-switch models to fuzzy-logic induction",
  picture: "rice-cooker",
  skuCode: "RC",
  unit: "Cup",
  variants: [
    { type: "Rice Cooker", sizes: [5, 8, 10], rrp: [39, 199] },
    { type: "Induction Rice Cooker", sizes: [5, 10], rrp: [299, 799] },
    { type: "Rice Cooker and Steamer", sizes: [7, 10, 14], rrp: [69, 179] },
  ],
  colours: [2, 1, 0],
  dims: [
    [240, 300],
    [200, 290],
    [280, 370],
  ],
  weightKg: [1.5, 6],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (cups uncooked)", sizeText],
    ["Performance", "Power (W)", between(350, 1400, 10)],
    [
      "Performance",
      "Heating Method",
      (c) => (has(c, "Induction") ? "Induction heating" : "Conventional hot plate"),
    ],
    ["Features", "Fuzzy Logic", (c) => (has(c, "Induction") ? "Yes" : c.r.pick(yes))],
    ["Features", "Programs", between(1, 12)],
    ["Features", "Keep Warm", ["Yes"]],
    ["Features", "Steaming Basket", (c) => (has(c, "Steamer") ? "Yes" : c.r.pick(yes))],
    ["Features", "Delay Timer", yes],
    ["Features", "Bowl Coating", ["Non-stick", "Diamond-coated non-stick", "Ceramic"]],
  ],
  features: [
    "Cooks up to {Capacity (cups uncooked)} cups of uncooked rice",
    "{Heating Method}",
    ["Fuzzy Logic", "Fuzzy logic adjusts time and temperature automatically"],
    ["Steaming Basket", "Steaming basket for vegetables and dumplings"],
    "Automatic keep warm",
    "{Bowl Coating} inner bowl",
  ],
  share: 1,
};

const electricFrypans: ProductKind = {
  id: "electric-frypans",
  title: "Electric Frypans & Grills",
  pitch: "Electric frypans, woks, sandwich presses and grills for fuss-free benchtop cooking",
  picture: "frypan",
  skuCode: "EF",
  unit: "cm",
  variants: [
    { type: "Electric Frypan", sizes: [30, 35], rrp: [59, 199] },
    { type: "Electric Wok", sizes: [0], rrp: [79, 199] },
    { type: "Sandwich Press and Grill", sizes: [0], rrp: [49, 199], picture: "sandwich-press" },
  ],
  colours: [1, 0, 7],
  dims: [
    [300, 460],
    [90, 190],
    [300, 420],
  ],
  weightKg: [2, 5],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Power (W)", between(1500, 2400, 100)],
    ["Performance", "Maximum Temperature (°C)", between(220, 240, 5)],
    [
      "Features",
      "Cooking Surface",
      ["Non-stick ceramic", "Die-cast aluminium, non-stick", "Stainless steel"],
    ],
    ["Features", "Temperature Control", ["Variable, removable probe", "Variable dial"]],
    [
      "Features",
      "Lid",
      (c) =>
        has(c, "Sandwich") ? "Floating hinged plate" : c.r.pick(["Glass with steam vent", "Tempered glass"]),
    ],
    ["Features", "Dishwasher Safe", yes],
    ["Features", "Cool-touch Handles", ["Yes"]],
  ],
  features: [
    "{Power (W)}W for fast, even heat",
    "{Cooking Surface} cooking surface",
    "{Temperature Control} temperature control",
    "{Lid}",
    "Cool-touch handles",
    ["Dishwasher Safe", "Dishwasher safe once the probe is removed"],
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Microwaves
// ---------------------------------------------------------------------------------------------

const countertopMicrowaves: ProductKind = {
  id: "countertop-microwaves",
  title: "Countertop Microwaves",
  pitch: "Countertop microwaves, from compact 20L models to 44L inverter family sizes",
  picture: "microwave",
  skuCode: "MW",
  unit: "L",
  variants: [
    { type: "Microwave", sizes: [20, 25, 28, 32, 34], rrp: [99, 399] },
    { type: "Inverter Microwave", sizes: [25, 27, 32, 44], rrp: [199, 549] },
    { type: "Grill Microwave", sizes: [23, 28, 32], rrp: [149, 399] },
  ],
  colours: [0, 1, 2, 3],
  dims: [
    [440, 550],
    [260, 340],
    [340, 500],
  ],
  weightKg: [10, 20],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (L)", sizeText],
    ["Performance", "Microwave Power (W)", between(700, 1200, 50)],
    ["Performance", "Inverter Technology", (c) => (has(c, "Inverter") ? "Yes" : "No")],
    ["Performance", "Grill Power (W)", (c) => (has(c, "Grill") ? String(c.r.int(9, 13) * 100) : "N/A")],
    ["Performance", "Power Levels", between(5, 11)],
    ["Programs", "Auto Cook Programs", between(6, 30)],
    ["Programs", "Defrost", ["Auto weight defrost", "Turbo defrost", "Time defrost"]],
    ["Features", "Sensor Cooking", yes],
    ["Features", "Turntable Diameter (mm)", between(245, 360, 5)],
    ["Features", "Child Lock", ["Yes"]],
  ],
  features: [
    "{Capacity (L)}L capacity",
    "{Microwave Power (W)}W microwave power",
    ["Inverter Technology", "Inverter technology for even heating and defrosting"],
    ["Sensor Cooking", "Sensor cooking sets the time for you"],
    "{Auto Cook Programs} auto cook programs",
    "Child lock",
  ],
  share: 3,
};

const builtInMicrowaves: ProductKind = {
  id: "built-in-microwaves",
  title: "Built-in Microwaves",
  pitch: "Built-in microwaves and combination microwave ovens that line up with your wall oven",
  picture: "microwave-builtin",
  skuCode: "BM",
  unit: "cm",
  sizeIsWidth: true,
  variants: [
    { type: "Built-in Microwave", sizes: [60], rrp: [799, 2499] },
    { type: "Built-in Combination Microwave Oven", sizes: [60], rrp: [1299, 3999] },
  ],
  colours: [0, 1, 3],
  dims: [
    [594, 597],
    [380, 455],
    [320, 570],
  ],
  weightKg: [17, 40],
  warrantyYears: [2, 5],
  specs: [
    ["Capacity", "Capacity (L)", between(22, 44)],
    ["Performance", "Microwave Power (W)", between(900, 1000, 50)],
    ["Performance", "Grill", ["Yes"]],
    ["Performance", "Convection Oven", (c) => (has(c, "Combination") ? "Yes" : "No")],
    ["Programs", "Auto Programs", between(10, 30)],
    ["Installation", "Installation", ["Wall oven tower", "Above a wall oven", "Under bench"]],
    ["Features", "Door Opening", ["Side-hinged", "Drop-down"]],
    ["Features", "Sensor Cooking", yes],
  ],
  features: [
    "{Capacity (L)}L capacity",
    "Lines up with a {size} wall oven",
    ["Convection Oven", "Full convection oven when you need a second oven"],
    "{Auto Programs} auto programs",
    "{Door Opening} door",
    ["Sensor Cooking", "Sensor cooking"],
  ],
  share: 1,
};

const convectionMicrowaves: ProductKind = {
  id: "convection-microwaves",
  title: "Convection Microwaves",
  pitch: "Convection and steam combination microwaves that bake, roast and grill as well as reheat",
  picture: "microwave",
  skuCode: "CV",
  unit: "L",
  variants: [
    { type: "Convection Microwave", sizes: [27, 32, 34, 44], rrp: [299, 999] },
    { type: "Steam Combination Microwave", sizes: [27, 31], rrp: [599, 999] },
  ],
  colours: [0, 1],
  dims: [
    [480, 550],
    [300, 350],
    [400, 520],
  ],
  weightKg: [15, 22],
  warrantyYears: [1, 2],
  specs: [
    ["Capacity", "Capacity (L)", sizeText],
    ["Performance", "Microwave Power (W)", between(900, 1200, 50)],
    ["Performance", "Convection Power (W)", between(1300, 2000, 100)],
    ["Performance", "Grill Power (W)", between(1000, 1400, 100)],
    ["Performance", "Maximum Oven Temperature (°C)", ["200", "220", "230", "250"]],
    ["Programs", "Steam Function", (c) => (has(c, "Steam") ? "Yes" : "No")],
    ["Programs", "Combination Modes", between(2, 6)],
    ["Programs", "Auto Programs", between(12, 40)],
    ["Features", "Cavity", ["Flatbed (no turntable)", "Turntable"]],
    ["Features", "Child Lock", ["Yes"]],
  ],
  features: [
    "Microwave, convection oven and grill in one",
    "{Capacity (L)}L capacity fits a whole chicken",
    ["Steam Function", "Steam cooking for vegetables and fish"],
    "{Combination Modes} combination modes",
    "{Cavity} for larger dishes",
    "{Auto Programs} auto programs",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Heating and cooling
// ---------------------------------------------------------------------------------------------

const airConditioners: ProductKind = {
  id: "air-conditioners",
  title: "Air Conditioners",
  pitch: "Reverse cycle split systems and portable air conditioners, sized for bedrooms to open-plan living",
  picture: "air-conditioner",
  skuCode: "AC",
  unit: "kW",
  variants: [
    {
      type: "Reverse Cycle Split System Air Conditioner",
      sizes: [2.5, 3.5, 5, 7.1, 8, 9.4],
      rrp: [999, 3999],
    },
    { type: "Cooling Only Split System Air Conditioner", sizes: [2.5, 3.5, 5, 7.1], rrp: [699, 2499] },
    { type: "Portable Air Conditioner", sizes: [2.6, 3.5, 4.1], rrp: [499, 1199], picture: "portable-ac" },
  ],
  colours: [2],
  dims: [
    (c) => (has(c, "Portable") ? c.r.int(350, 470) : Math.round(760 + c.size * 35)),
    (c) => (has(c, "Portable") ? c.r.int(700, 800) : c.r.int(280, 320)),
    (c) => (has(c, "Portable") ? c.r.int(350, 400) : c.r.int(200, 250)),
  ],
  weightKg: [8, 35],
  energy: { stars: [2, 6], kwh: (c) => Math.round(c.size * 160 + c.r.int(-60, 60)) },
  warrantyYears: [2, 5],
  specs: [
    ["Performance", "Cooling Capacity (kW)", sizeText],
    [
      "Performance",
      "Heating Capacity (kW)",
      (c) => (has(c, "Reverse") ? String(round(c.size * 1.12)) : "N/A"),
    ],
    [
      "Performance",
      "Recommended Room Size (m²)",
      (c) => `${Math.round(c.size * 7)} to ${Math.round(c.size * 10)}`,
    ],
    [
      "Performance",
      "Indoor Noise Level (dB)",
      (c) => (has(c, "Portable") ? String(c.r.int(50, 56)) : `${c.r.int(19, 26)} to ${c.r.int(38, 45)}`),
    ],
    ["Performance", "Inverter", (c) => (has(c, "Portable") ? "No" : "Yes")],
    ["Features", "Refrigerant", ["R32"]],
    [
      "Features",
      "Wi-Fi Control",
      (c) => (has(c, "Portable") ? c.r.pick(["No", "Yes"]) : c.r.pick(["Yes", "Yes", "Optional adaptor"])),
    ],
    ["Features", "Dehumidifying Mode", ["Yes"]],
    ["Features", "Sleep Mode", ["Yes"]],
    ["Features", "Filter Type", ["Washable air filter", "Air purifying filter", "Anti-bacterial filter"]],
    [
      "Installation",
      "Installation",
      (c) => (has(c, "Portable") ? "Window exhaust kit included" : "Licensed installation required"),
    ],
  ],
  features: [
    "{Cooling Capacity (kW)}kW cooling for rooms of {Recommended Room Size (m²)} m²",
    ["Inverter", "Inverter compressor: quiet and efficient"],
    "Whisper-quiet indoor unit from {Indoor Noise Level (dB)} dB",
    ["Wi-Fi Control", "Control from your phone on the way home"],
    "Dehumidifying mode for sticky days",
    "{Filter Type}",
  ],
  share: 4,
};

const heaters: ProductKind = {
  id: "heaters",
  title: "Heaters",
  pitch: "Oil column, panel, fan and gas heaters to keep every room warm through winter",
  picture: "heater",
  skuCode: "HT",
  unit: "",
  variants: [
    { type: "Oil Column Heater", sizes: [0], rrp: [99, 349] },
    { type: "Panel Heater", sizes: [0], rrp: [149, 499], picture: "panel-heater" },
    { type: "Fan Heater", sizes: [0], rrp: [39, 129], picture: "fan-heater" },
    { type: "Gas Convector Heater", sizes: [0], rrp: [999, 2499], picture: "gas-heater" },
  ],
  colours: [2, 1, 4],
  dims: [
    [300, 700],
    [400, 700],
    [150, 300],
  ],
  weightKg: [3, 14],
  warrantyYears: [1, 3],
  specs: [
    [
      "Performance",
      "Heat Output",
      (c) => (has(c, "Gas") ? `${c.r.int(40, 90) / 10} kW` : `${c.r.int(10, 24) * 100}W`),
    ],
    ["Performance", "Heat Settings", between(2, 3)],
    ["Performance", "Recommended Room Size (m²)", between(12, 60)],
    ["Features", "Fuel", (c) => (has(c, "Gas") ? "Natural gas or LPG" : "Electric")],
    ["Features", "Thermostat", ["Adjustable", "Digital electronic"]],
    ["Features", "Timer", ["24-hour", "12-hour", "None"]],
    ["Features", "Remote Control", yes],
    ["Features", "Eco Mode", yes],
    ["Safety", "Safety Features", ["Tip-over switch and overheat protection"]],
  ],
  features: [
    "{Heat Output} of heat for rooms up to {Recommended Room Size (m²)} m²",
    "{Thermostat} thermostat",
    "Timer: {Timer}",
    ["Remote Control", "Remote control"],
    ["Eco Mode", "Eco mode saves power once the room is warm"],
    "Tip-over switch and overheat protection",
  ],
  share: 2,
};

const fans: ProductKind = {
  id: "fans",
  title: "Fans",
  pitch: "Pedestal, tower, desk and bladeless fans with quiet DC motors and remote controls",
  picture: "fan",
  skuCode: "FN",
  unit: "",
  variants: [
    { type: "Pedestal Fan", sizes: [0], rrp: [49, 299] },
    { type: "Tower Fan", sizes: [0], rrp: [79, 249], picture: "tower-fan" },
    { type: "Bladeless Fan", sizes: [0], rrp: [349, 899], picture: "tower-fan" },
    { type: "Desk Fan", sizes: [0], rrp: [29, 99] },
  ],
  colours: [2, 1, 4],
  dims: [[300, 450], (c) => (has(c, "Desk") ? c.r.int(300, 450) : c.r.int(900, 1350)), [300, 450]],
  weightKg: [2, 7],
  warrantyYears: [1, 2],
  specs: [
    [
      "Performance",
      "Fan Diameter (cm)",
      (c) =>
        has(c, "Tower") || has(c, "Bladeless") ? "Bladeless or tower" : String(c.r.pick([30, 40, 45, 50])),
    ],
    ["Performance", "Speed Settings", between(3, 10)],
    ["Performance", "Power (W)", between(20, 110, 5)],
    ["Performance", "Noise Level (dB)", between(24, 55)],
    ["Features", "Oscillation", ["Horizontal", "Horizontal and vertical", "Horizontal"]],
    ["Features", "Timer", ["8-hour", "12-hour", "None"]],
    ["Features", "Remote Control", mostlyYes],
    ["Features", "DC Motor", yes],
  ],
  features: [
    "{Speed Settings} speed settings",
    "{Oscillation} oscillation",
    ["DC Motor", "Energy-saving DC motor"],
    ["Remote Control", "Remote control"],
    "Sleep-friendly at {Noise Level (dB)} dB",
    "Timer: {Timer}",
  ],
  share: 2,
};

const airPurifiers: ProductKind = {
  id: "air-purifiers",
  title: "Air Purifiers",
  pitch: "HEPA air purifiers for bushfire smoke, pollen season and pet allergies",
  picture: "air-purifier",
  skuCode: "AP",
  unit: "",
  variants: [
    { type: "Air Purifier", sizes: [0], rrp: [149, 999] },
    { type: "Air Purifier and Fan", sizes: [0], rrp: [549, 999] },
    { type: "Air Purifier and Humidifier", sizes: [0], rrp: [499, 1199] },
  ],
  colours: [2, 1, 4],
  dims: [
    [220, 400],
    [500, 1050],
    [220, 400],
  ],
  weightKg: [3, 10],
  warrantyYears: [1, 2],
  specs: [
    [
      "Filtration",
      "Filter Type",
      ["True HEPA H13 and activated carbon", "HEPA H13 and activated carbon", "HEPA"],
    ],
    ["Filtration", "Filter Life (months)", between(6, 12)],
    ["Performance", "Clean Air Delivery Rate (m³/h)", between(150, 600, 10)],
    ["Performance", "Recommended Room Size (m²)", between(20, 100, 5)],
    ["Performance", "Noise Level (dB)", between(20, 55)],
    ["Features", "Air Quality Sensor", ["PM2.5 laser sensor", "PM2.5, VOC and NO2 sensors", "None"]],
    ["Features", "Speed Settings", between(3, 10)],
    ["Features", "Night Mode", ["Yes"]],
    ["Features", "Wi-Fi App Control", yes],
  ],
  features: [
    "{Filter Type} filtration captures 99.97% of particles",
    "Cleans rooms up to {Recommended Room Size (m²)} m²",
    "Air quality sensor: {Air Quality Sensor}",
    "Night mode at just {Noise Level (dB)} dB",
    ["Wi-Fi App Control", "Check air quality in the app"],
    "Filter life up to {Filter Life (months)} months",
  ],
  share: 2,
};

const dehumidifiers: ProductKind = {
  id: "dehumidifiers",
  title: "Dehumidifiers",
  pitch: "Dehumidifiers that dry damp rooms and indoor washing, and stop mould before it starts",
  picture: "dehumidifier",
  skuCode: "DH",
  unit: "L",
  variants: [
    { type: "Dehumidifier", sizes: [10, 14, 20, 25], rrp: [249, 699] },
    { type: "Desiccant Dehumidifier", sizes: [7, 10], rrp: [299, 499] },
  ],
  colours: [2],
  dims: [
    [300, 400],
    [500, 620],
    [200, 300],
  ],
  weightKg: [8, 16],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Moisture Removal (L/day)", sizeText],
    ["Performance", "Recommended Room Size (m²)", (c) => String(Math.round(c.size * 4))],
    ["Performance", "Power (W)", between(200, 650, 10)],
    ["Performance", "Noise Level (dB)", between(36, 48)],
    ["Capacity", "Water Tank (L)", between(2, 6, 0.5)],
    ["Features", "Continuous Drainage", ["Yes"]],
    ["Features", "Laundry Drying Mode", yes],
    ["Features", "Auto Humidity Control", ["Yes"]],
    ["Features", "Castors", yes],
  ],
  features: [
    "Removes up to {Moisture Removal (L/day)}L of moisture a day",
    "{Water Tank (L)}L tank or continuous drainage",
    ["Laundry Drying Mode", "Laundry mode dries indoor washing faster"],
    "Automatic humidity control",
    "Quiet at {Noise Level (dB)} dB",
    "Helps prevent mould and condensation",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Hot water
// ---------------------------------------------------------------------------------------------

const gasHotWater: ProductKind = {
  id: "gas-hot-water",
  title: "Gas Hot Water",
  pitch: "Continuous flow and storage gas hot water systems that never leave the last shower cold",
  picture: "instant-hot-water",
  skuCode: "GH",
  unit: "L/min",
  variants: [
    { type: "Continuous Flow Gas Hot Water System", sizes: [16, 20, 26, 32], rrp: [1199, 2999] },
    { type: "Gas Storage Hot Water System", sizes: [135, 170, 260], rrp: [1299, 2499], picture: "hot-water" },
  ],
  colours: [2, 4],
  dims: [
    (c) => (has(c, "Storage") ? c.r.int(500, 560) : c.r.int(350, 470)),
    (c) => (has(c, "Storage") ? Math.round(900 + c.size * 3) : c.r.int(500, 650)),
    (c) => (has(c, "Storage") ? c.r.int(500, 560) : c.r.int(170, 250)),
  ],
  weightKg: [15, 65],
  warrantyYears: [3, 12],
  specs: [
    ["Capacity", "Flow Rate or Tank Size", (c) => (has(c, "Storage") ? `${c.size}L tank` : `${c.size}L/min`)],
    [
      "Capacity",
      "Recommended Household",
      (c) => (has(c, "Storage") ? household(c, 135, 170, 200) : household(c, 16, 20, 26)),
    ],
    ["Performance", "Gas Energy Rating", ["5 Star", "6 Star", "7 Star"]],
    ["Performance", "Maximum Temperature (°C)", ["50", "60", "70"]],
    ["Installation", "Gas Type", ["Natural gas", "LPG"]],
    ["Installation", "Installation", ["External", "Internal", "External or internal"]],
    ["Features", "Frost Protection", ["Yes"]],
    ["Features", "Temperature Controller", yes],
  ],
  features: [
    "Suits households of {Recommended Household}",
    "{Flow Rate or Tank Size}",
    "{Gas Energy Rating} gas energy rating",
    "Frost protection for cold climates",
    "Maximum outlet temperature {Maximum Temperature (°C)}°C",
    "{Installation} installation",
  ],
  share: 1,
};

const electricHotWater: ProductKind = {
  id: "electric-hot-water",
  title: "Electric Hot Water",
  pitch: "Electric storage hot water systems for off-peak tariffs, units and small homes",
  picture: "hot-water",
  skuCode: "EH",
  unit: "L",
  variants: [
    { type: "Electric Storage Hot Water System", sizes: [25, 50, 80, 125, 160, 250, 315], rrp: [599, 2299] },
  ],
  colours: [2, 4],
  dims: [
    (c) => Math.round(380 + Math.min(c.size, 315) * 0.8),
    (c) => Math.round(500 + c.size * 4),
    (c) => Math.round(380 + Math.min(c.size, 315) * 0.8),
  ],
  weightKg: [15, 70],
  warrantyYears: [5, 10],
  specs: [
    ["Capacity", "Tank Capacity (L)", sizeText],
    ["Capacity", "Recommended Household", (c) => household(c, 80, 160, 250)],
    ["Performance", "Element Rating (kW)", ["2.4", "3.6", "4.8"]],
    ["Performance", "Temperature Setting", ["60°C to 75°C"]],
    ["Installation", "Tariff", ["Continuous or off-peak", "Continuous"]],
    ["Installation", "Installation", ["Internal or external"]],
    ["Features", "Tank Material", ["Vitreous enamel", "Stainless steel"]],
    ["Features", "Mains Pressure", ["Yes"]],
  ],
  features: [
    "{Tank Capacity (L)}L tank for {Recommended Household}",
    "{Element Rating (kW)}kW element",
    "Suits {Tariff} tariffs",
    "{Tank Material} tank",
    "Mains pressure for strong showers",
    "Internal or external installation",
  ],
  share: 1,
};

const heatPumpHotWater: ProductKind = {
  id: "heat-pump-hot-water",
  title: "Heat Pump Hot Water",
  pitch:
    "Heat pump hot water systems that use a fraction of the power of electric storage, often with rebates",
  picture: "heat-pump",
  skuCode: "HW",
  unit: "L",
  variants: [{ type: "Heat Pump Hot Water System", sizes: [180, 220, 270, 315], rrp: [2999, 5499] }],
  colours: [2, 4],
  dims: [[550, 650], (c) => Math.round(1300 + c.size * 2.2), [550, 650]],
  weightKg: [70, 120],
  warrantyYears: [5, 10],
  specs: [
    ["Capacity", "Tank Capacity (L)", sizeText],
    ["Capacity", "Recommended Household", (c) => household(c, 180, 220, 270)],
    ["Performance", "Coefficient of Performance", ["4.1", "4.5", "5.0", "5.3"]],
    ["Performance", "Refrigerant", ["R290", "R134a", "CO2 (R744)"]],
    ["Performance", "Operating Range", ["-10°C to 43°C", "-7°C to 43°C"]],
    ["Performance", "Noise Level (dB)", between(37, 50)],
    ["Performance", "Recovery Rate (L/hr)", between(40, 80)],
    ["Features", "Smart Timer", yes],
    ["Features", "Rebate Eligible", ["Yes, subject to your state's scheme"]],
  ],
  features: [
    "{Tank Capacity (L)}L tank for {Recommended Household}",
    "Coefficient of performance {Coefficient of Performance}: up to 75% less power",
    "Eligible for government rebates in most states",
    ["Smart Timer", "Smart timer runs on solar or off-peak power"],
    "{Refrigerant} refrigerant",
    "Works down to {Operating Range}",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// BBQs and outdoor
// ---------------------------------------------------------------------------------------------

const gasBbqs: ProductKind = {
  id: "gas-bbqs",
  title: "Gas BBQs",
  pitch: "Hooded, built-in and portable gas barbecues for the backyard, the balcony and the campsite",
  picture: "bbq",
  skuCode: "BQ",
  unit: "Burner",
  variants: [
    { type: "Hooded Gas BBQ", sizes: [3, 4, 5, 6], rrp: [499, 3499] },
    { type: "Built-in Gas BBQ", sizes: [4, 5, 6], rrp: [1499, 4999] },
    { type: "Portable Gas BBQ", sizes: [1, 2], rrp: [199, 699], picture: "portable-bbq" },
  ],
  colours: [1, 1, 0],
  dims: [
    (c) => Math.round(450 + c.size * 240),
    (c) => (has(c, "Portable") ? c.r.int(380, 450) : c.r.int(1100, 1250)),
    [500, 620],
  ],
  weightKg: [10, 120],
  warrantyYears: [2, 10],
  specs: [
    ["Cooking", "Burners", sizeText],
    ["Cooking", "Cooking Area (cm)", (c) => `${Math.round(c.size * 16 + 20)} x ${c.r.int(40, 48)}`],
    ["Cooking", "Grill Material", ["Porcelain-enamelled cast iron", "Stainless steel", "Cast iron"]],
    ["Cooking", "Side Burner", (c) => (has(c, "Hooded") ? c.r.pick(yes) : "No")],
    ["Features", "Hood", (c) => (has(c, "Portable") ? c.r.pick(["Yes", "No"]) : "Yes")],
    ["Features", "Built-in Thermometer", mostlyYes],
    ["Features", "Ignition", ["Electronic push-button", "Piezo"]],
    ["Features", "Rotisserie Compatible", yes],
    ["Features", "Gas Type", ["LPG (natural gas conversion available)", "LPG", "Natural gas"]],
    ["Features", "Grease Management", ["Removable drip tray"]],
  ],
  features: [
    "{Burners} burners over a {Cooking Area (cm)}cm cooking area",
    "{Grill Material} grills and plates",
    ["Side Burner", "Side burner for sauces and sides"],
    ["Built-in Thermometer", "Hood thermometer for roasting"],
    "{Ignition} ignition",
    ["Rotisserie Compatible", "Rotisserie compatible"],
  ],
  share: 3,
};

const charcoalBbqs: ProductKind = {
  id: "charcoal-bbqs",
  title: "Charcoal BBQs & Smokers",
  pitch: "Kettle barbecues, kamados and smokers for low-and-slow cooking and real charcoal flavour",
  picture: "kettle-bbq",
  skuCode: "CB",
  unit: "cm",
  variants: [
    { type: "Kettle Charcoal BBQ", sizes: [47, 57], rrp: [199, 699] },
    { type: "Kamado Grill", sizes: [46, 55], rrp: [999, 2499] },
    { type: "Offset Smoker", sizes: [0], rrp: [499, 1499] },
  ],
  colours: [1, 1, 7, 8, 9],
  dims: [
    [580, 1500],
    [900, 1200],
    [600, 800],
  ],
  weightKg: [13, 120],
  warrantyYears: [2, 10],
  specs: [
    ["Cooking", "Grill Size", (c) => (c.size > 0 ? `${c.size}cm diameter` : "92 x 45cm main chamber")],
    ["Cooking", "Fuel", ["Charcoal and briquettes", "Lump charcoal"]],
    ["Cooking", "Cooking Grate", ["Plated steel", "Porcelain-enamelled cast iron", "Stainless steel"]],
    ["Features", "Lid Thermometer", mostlyYes],
    ["Features", "Ash Catcher", ["Removable ash catcher", "One-touch ash cleaning"]],
    ["Features", "Vents", ["Adjustable top and bottom vents"]],
    ["Features", "Wheels", yes],
    ["Features", "Cover Included", yes],
  ],
  features: [
    "{Grill Size} grill",
    "{Ash Catcher} for easy clean-up",
    "Adjustable vents for low-and-slow smoking",
    ["Lid Thermometer", "Built-in lid thermometer"],
    "{Cooking Grate} cooking grate",
    ["Cover Included", "Cover included"],
  ],
  share: 1,
};

const pizzaOvens: ProductKind = {
  id: "pizza-ovens",
  title: "Pizza Ovens",
  pitch: "Gas, wood-fired and electric pizza ovens that hit 400°C+ for a Neapolitan crust in 90 seconds",
  picture: "pizza-oven",
  skuCode: "PZ",
  unit: "in",
  variants: [
    { type: "Gas Pizza Oven", sizes: [12, 16], rrp: [499, 1299] },
    { type: "Wood-fired Pizza Oven", sizes: [12, 16], rrp: [599, 1999] },
    { type: "Electric Pizza Oven", sizes: [12], rrp: [799, 1199] },
  ],
  colours: [1, 1, 0],
  dims: [
    [400, 700],
    [300, 500],
    [500, 800],
  ],
  weightKg: [10, 40],
  warrantyYears: [1, 3],
  specs: [
    ["Cooking", "Maximum Pizza Size", (c) => c.sizeLabel],
    [
      "Cooking",
      "Fuel",
      (c) => (has(c, "Gas") ? "LPG" : has(c, "Wood") ? "Wood, charcoal or pellets" : "Electric, 10A"),
    ],
    ["Cooking", "Maximum Temperature (°C)", between(400, 500, 10)],
    ["Cooking", "Heat-up Time (minutes)", between(15, 30)],
    ["Cooking", "Cooking Stone", ["Cordierite stone", "Ceramic stone"]],
    ["Features", "Portable", (c) => (has(c, "Electric") ? "No" : c.r.pick(yes))],
    ["Features", "Built-in Thermometer", yes],
    ["Features", "Cover Included", yes],
  ],
  features: [
    "Cooks {Maximum Pizza Size} pizzas",
    "Reaches {Maximum Temperature (°C)}°C in {Heat-up Time (minutes)} minutes",
    "Neapolitan-style pizza in 90 seconds",
    "{Cooking Stone}",
    ["Portable", "Portable: take it camping"],
    "Also roasts, sears and bakes bread",
  ],
  share: 1,
};

const outdoorHeaters: ProductKind = {
  id: "outdoor-heaters",
  title: "Outdoor Heaters",
  pitch: "Patio and electric strip heaters that extend alfresco season into winter",
  picture: "patio-heater",
  skuCode: "OH",
  unit: "",
  variants: [
    { type: "Gas Patio Heater", sizes: [0], rrp: [249, 799] },
    { type: "Electric Strip Heater", sizes: [0], rrp: [399, 1499], picture: "strip-heater" },
  ],
  colours: [0, 1],
  dims: [
    (c) => (has(c, "Strip") ? c.r.int(900, 1800) : c.r.int(450, 800)),
    (c) => (has(c, "Strip") ? c.r.int(90, 150) : c.r.int(2000, 2300)),
    [90, 800],
  ],
  weightKg: [5, 25],
  warrantyYears: [1, 3],
  specs: [
    [
      "Performance",
      "Heat Output",
      (c) => (has(c, "Gas") ? "13 kW" : c.r.pick(["2.4 kW", "3.2 kW", "1.8 kW"])),
    ],
    ["Performance", "Heating Area (m²)", between(10, 25)],
    ["Features", "Fuel", (c) => (has(c, "Gas") ? "LPG (9kg cylinder)" : "Electric")],
    ["Features", "Weatherproof Rating", ["IP24", "IPX4", "IP55"]],
    ["Features", "Mounting", (c) => (has(c, "Gas") ? "Freestanding" : "Wall or ceiling")],
    ["Features", "Remote Control", (c) => (has(c, "Gas") ? "No" : c.r.pick(yes))],
    ["Safety", "Safety", ["Tilt switch and flame-failure protection", "Overheat protection"]],
  ],
  features: [
    "{Heat Output} heats up to {Heating Area (m²)} m²",
    "{Weatherproof Rating} weather resistance",
    "{Mounting} mounting",
    ["Remote Control", "Remote control"],
    "Instant radiant warmth",
    "{Safety}",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Sinks and taps
// ---------------------------------------------------------------------------------------------

const kitchenSinks: ProductKind = {
  id: "kitchen-sinks",
  title: "Kitchen Sinks",
  pitch: "Stainless steel and granite sinks, single, double and one-and-three-quarter bowl",
  picture: "sink",
  skuCode: "KS",
  unit: "",
  variants: [
    { type: "Single Bowl Sink", sizes: [0], rrp: [199, 899] },
    { type: "Double Bowl Sink", sizes: [0], rrp: [299, 1299] },
    { type: "1 and 3/4 Bowl Sink", sizes: [0], rrp: [299, 1099] },
    { type: "Undermount Granite Sink", sizes: [0], rrp: [499, 1499] },
  ],
  colours: [0, 0, 1, 2],
  dims: [
    [450, 1160],
    [200, 230],
    [420, 510],
  ],
  weightKg: [6, 25],
  warrantyYears: [10, 25],
  specs: [
    ["Design", "Number of Bowls", (c) => (has(c, "Double") ? "2" : has(c, "3/4") ? "1.75" : "1")],
    [
      "Design",
      "Bowl Size (mm)",
      (c) => `${c.r.int(34, 45) * 10} x ${c.r.int(40, 45) * 10} x ${c.r.int(18, 22) * 10}`,
    ],
    [
      "Design",
      "Material",
      (c) =>
        has(c, "Granite") ? "Granite composite" : c.r.pick(["18/10 stainless steel", "304 stainless steel"]),
    ],
    [
      "Installation",
      "Installation",
      (c) => (has(c, "Undermount") ? "Undermount" : c.r.pick(["Topmount", "Undermount", "Flushmount"])),
    ],
    ["Features", "Drainer", yes],
    ["Features", "Tap Holes", ["1", "None (pre-punched)", "2"]],
    ["Features", "Waste Included", ["Yes"]],
    ["Features", "Sound Dampening", mostlyYes],
  ],
  features: [
    "{Number of Bowls} bowl design, {Bowl Size (mm)}mm",
    "{Material}",
    "{Installation} installation",
    ["Drainer", "Integrated drainer"],
    ["Sound Dampening", "Sound-dampening pads"],
    "Waste and overflow included",
  ],
  share: 1,
};

const kitchenTaps: ProductKind = {
  id: "kitchen-taps",
  title: "Kitchen Taps",
  pitch: "Pull-out, pull-down and gooseneck kitchen mixers, WaterMark certified and WELS rated",
  picture: "tap",
  skuCode: "TP",
  unit: "",
  variants: [
    { type: "Pull-out Sink Mixer", sizes: [0], rrp: [199, 899] },
    { type: "Gooseneck Sink Mixer", sizes: [0], rrp: [149, 699] },
    { type: "Pull-down Sink Mixer", sizes: [0], rrp: [249, 999] },
  ],
  colours: [0, 4, 1],
  dims: [
    [50, 230],
    [200, 520],
    [200, 250],
  ],
  weightKg: [1.5, 3.5],
  warrantyYears: [5, 15],
  specs: [
    ["Design", "Finish Type", ["Brushed", "Polished", "Matte"]],
    ["Design", "Spout Reach (mm)", between(200, 240, 5)],
    ["Design", "Spout Height (mm)", between(200, 450, 5)],
    ["Design", "Swivel", ["360°", "180°"]],
    ["Performance", "WELS Rating", ["4 Star (7.5L/min)", "5 Star (6L/min)", "4 Star (6.5L/min)"]],
    ["Performance", "Spray Modes", (c) => (has(c, "Gooseneck") ? "1" : c.r.pick(["2", "3"]))],
    ["Performance", "Cartridge", ["35mm ceramic disc", "40mm ceramic disc"]],
    ["Installation", "Mounting", ["Single hole, deck mounted"]],
    ["Certification", "WaterMark Certified", ["Yes"]],
  ],
  features: [
    "{Swivel} swivel spout",
    "{WELS Rating} WELS rating",
    "{Spray Modes} spray mode(s)",
    "{Cartridge} cartridge for smooth control",
    "WaterMark certified for Australian homes",
    "{Finish Type} finish resists fingerprints",
  ],
  share: 1,
};

const filteredWaterTaps: ProductKind = {
  id: "filtered-water-taps",
  title: "Filtered & Boiling Water Taps",
  pitch: "Boiling, chilled and filtered water taps, plus under-sink filter systems",
  picture: "boiling-tap",
  skuCode: "WT",
  unit: "",
  variants: [
    { type: "Boiling and Chilled Filtered Tap", sizes: [0], rrp: [3499, 6999] },
    { type: "Boiling Water Tap", sizes: [0], rrp: [1999, 4499] },
    { type: "Filtered Water Tap", sizes: [0], rrp: [299, 899] },
    { type: "Under-sink Water Filter System", sizes: [0], rrp: [199, 699], picture: "water-filter" },
  ],
  colours: [0, 1, 4],
  dims: [
    [90, 300],
    [250, 450],
    [150, 450],
  ],
  weightKg: [2, 20],
  warrantyYears: [2, 5],
  specs: [
    [
      "Performance",
      "Functions",
      (c) =>
        has(c, "Chilled")
          ? "Boiling, chilled and sparkling or filtered"
          : has(c, "Boiling")
            ? "Boiling and filtered"
            : "Filtered",
    ],
    [
      "Performance",
      "Boiling Capacity (cups/hour)",
      (c) => (has(c, "Boiling") ? String(c.r.int(60, 240)) : "N/A"),
    ],
    [
      "Filtration",
      "Filtration",
      ["0.2 micron carbon filter", "Twin-stage carbon filter", "0.5 micron carbon block"],
    ],
    ["Filtration", "Filter Life (months)", between(6, 12)],
    ["Installation", "Installation", ["Under sink, single tap hole"]],
    ["Installation", "Power Supply", (c) => (has(c, "Boiling") ? "10A GPO" : "None")],
    ["Safety", "Child Safety Lock", (c) => (has(c, "Boiling") ? "Yes" : "N/A")],
    ["Certification", "WaterMark Certified", ["Yes"]],
  ],
  features: [
    "{Functions} water on tap",
    "{Filtration} removes chlorine, dirt and odours",
    "Filter lasts up to {Filter Life (months)} months",
    ["Child Safety Lock", "Child-safe boiling water handle"],
    "Fits a single tap hole",
    "Fewer plastic bottles, better-tasting water",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Personal care
// ---------------------------------------------------------------------------------------------

const hairDryers: ProductKind = {
  id: "hair-dryers",
  title: "Hair Dryers",
  pitch: "Everyday, professional and high-speed hair dryers that dry fast without heat damage",
  picture: "hair-dryer",
  skuCode: "HD",
  unit: "",
  variants: [
    { type: "Hair Dryer", sizes: [0], rrp: [39, 249] },
    { type: "Professional Hair Dryer", sizes: [0], rrp: [149, 399] },
    { type: "High-speed Hair Dryer", sizes: [0], rrp: [299, 749] },
  ],
  colours: [1, 7, 8, 2, 9],
  dims: [
    [80, 250],
    [200, 280],
    [80, 100],
  ],
  weightKg: [0.3, 0.8],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Power (W)", between(1600, 2400, 100)],
    ["Performance", "Motor", (c) => (has(c, "High-speed") ? "Digital brushless" : c.r.pick(["AC", "DC"]))],
    ["Performance", "Heat Settings", between(2, 4)],
    ["Performance", "Speed Settings", between(2, 3)],
    ["Features", "Cool Shot", ["Yes"]],
    ["Features", "Ionic Technology", mostlyYes],
    ["Features", "Attachments", ["Concentrator and diffuser", "Concentrator", "Five magnetic attachments"]],
    ["Design", "Cord Length (m)", between(1.8, 3, 0.1)],
  ],
  features: [
    "{Power (W)}W for fast drying",
    "{Motor} motor",
    "{Heat Settings} heat and {Speed Settings} speed settings plus cool shot",
    ["Ionic Technology", "Ionic technology for smooth, frizz-free results"],
    "{Attachments} included",
    "{Cord Length (m)}m cord",
  ],
  share: 1,
};

const hairStylers: ProductKind = {
  id: "hair-stylers",
  title: "Hair Straighteners & Stylers",
  pitch: "Straighteners, curling wands and multi-stylers for salon results at home",
  picture: "hair-styler",
  skuCode: "HS",
  unit: "",
  variants: [
    { type: "Hair Straightener", sizes: [0], rrp: [59, 399] },
    { type: "Multi Styler", sizes: [0], rrp: [299, 899] },
    { type: "Curling Wand", sizes: [0], rrp: [49, 249] },
  ],
  colours: [1, 7, 8, 2],
  dims: [
    [30, 60],
    [250, 330],
    [30, 60],
  ],
  weightKg: [0.2, 0.8],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Maximum Temperature (°C)", between(185, 230, 5)],
    ["Performance", "Temperature Settings", between(1, 8)],
    ["Performance", "Heat-up Time (seconds)", between(10, 60, 5)],
    ["Design", "Plate Material", ["Ceramic", "Titanium", "Tourmaline ceramic"]],
    ["Design", "Cord", ["2.7m swivel", "3m swivel", "Cordless"]],
    ["Features", "Auto Shut-off", ["Yes"]],
    ["Features", "Dual Voltage", yes],
  ],
  features: [
    "Heats up in {Heat-up Time (seconds)} seconds",
    "Up to {Maximum Temperature (°C)}°C",
    "{Plate Material} plates or barrel",
    "{Cord}",
    "Auto shut-off for safety",
    ["Dual Voltage", "Dual voltage for travel"],
  ],
  share: 1,
};

const shavers: ProductKind = {
  id: "shavers",
  title: "Shavers & Trimmers",
  pitch: "Rotary and foil shavers, beard trimmers and clippers, wet or dry",
  picture: "shaver",
  skuCode: "SH",
  unit: "",
  variants: [
    { type: "Rotary Shaver", sizes: [0], rrp: [99, 449] },
    { type: "Foil Shaver", sizes: [0], rrp: [99, 549] },
    { type: "Beard Trimmer", sizes: [0], rrp: [39, 149] },
    { type: "Hair Clipper", sizes: [0], rrp: [49, 199] },
  ],
  colours: [1, 4, 5],
  dims: [
    [40, 70],
    [150, 190],
    [40, 60],
  ],
  weightKg: [0.1, 0.5],
  warrantyYears: [2, 2],
  specs: [
    ["Performance", "Wet and Dry", (c) => (has(c, "Shaver") ? "Yes" : "No")],
    ["Battery", "Run Time (minutes)", between(40, 120, 5)],
    ["Battery", "Charge Time (hours)", between(1, 8)],
    ["Features", "Length Settings", (c) => (has(c, "Shaver") ? "N/A" : String(c.r.int(10, 40)))],
    ["Features", "Cleaning Station", (c) => (has(c, "Shaver") ? c.r.pick(yes) : "No")],
    ["Features", "Waterproof", ["IPX7", "Washable", "No"]],
    ["Features", "Travel Lock", ["Yes"]],
  ],
  features: [
    "{Run Time (minutes)} minutes of cordless use",
    ["Wet and Dry", "Use wet with gel or dry"],
    ["Cleaning Station", "Cleaning and charging station"],
    "Length settings: {Length Settings}",
    "Travel lock",
    "{Waterproof} for easy cleaning",
  ],
  share: 1,
};

const electricToothbrushes: ProductKind = {
  id: "electric-toothbrushes",
  title: "Electric Toothbrushes",
  pitch: "Rechargeable and sonic toothbrushes and water flossers recommended by dentists",
  picture: "toothbrush",
  skuCode: "ET",
  unit: "",
  variants: [
    { type: "Rechargeable Toothbrush", sizes: [0], rrp: [49, 299] },
    { type: "Sonic Toothbrush", sizes: [0], rrp: [79, 399] },
    { type: "Water Flosser", sizes: [0], rrp: [69, 199], picture: "water-flosser" },
  ],
  colours: [2, 1, 8, 7],
  dims: [
    [25, 120],
    [230, 280],
    [25, 120],
  ],
  weightKg: [0.1, 0.7],
  warrantyYears: [2, 2],
  specs: [
    ["Performance", "Cleaning Modes", between(1, 6)],
    ["Performance", "Pressure Sensor", (c) => (has(c, "Flosser") ? "N/A" : c.r.pick(yes))],
    ["Battery", "Battery Life (days)", between(14, 70, 7)],
    ["Features", "Smart Timer", ["2-minute timer with 30-second pacer"]],
    ["Features", "App Connected", yes],
    ["Features", "Travel Case", yes],
    ["Features", "Heads or Tips Included", between(1, 4)],
    ["Features", "Charging", ["Inductive charging stand", "USB-C"]],
  ],
  features: [
    "{Cleaning Modes} cleaning modes",
    ["Pressure Sensor", "Pressure sensor protects your gums"],
    "Battery lasts up to {Battery Life (days)} days",
    "2-minute timer with 30-second pacer",
    ["App Connected", "App coaching for better brushing"],
    ["Travel Case", "Travel case included"],
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Smart home
// ---------------------------------------------------------------------------------------------

const assistants: Record<string, string> = {
  Google: "Google Assistant",
  Apple: "Siri",
  Amazon: "Amazon Alexa",
  Sonos: "Amazon Alexa and Sonos Voice Control",
};

const smartSpeakers: ProductKind = {
  id: "smart-speakers",
  title: "Smart Speakers & Displays",
  pitch: "Voice-controlled smart speakers and displays that run your music, timers and smart home",
  picture: "smart-speaker",
  skuCode: "SS",
  unit: "",
  variants: [
    { type: "Smart Speaker", sizes: [0], rrp: [79, 499] },
    { type: "Smart Display", sizes: [0], rrp: [149, 399], picture: "smart-display" },
  ],
  colours: [2, 1, 5, 8],
  dims: [
    [90, 250],
    [90, 250],
    [90, 150],
  ],
  weightKg: [0.3, 2.5],
  warrantyYears: [1, 2],
  specs: [
    ["Smart Features", "Voice Assistant", (c) => assistants[c.brand] ?? "Amazon Alexa"],
    ["Smart Features", "Smart Home Hub", ["Matter and Thread", "Zigbee and Matter", "Matter"]],
    ["Display", "Screen Size", (c) => (has(c, "Display") ? `${c.r.pick([7, 8, 10])}"` : "None")],
    ["Display", "Camera", (c) => (has(c, "Display") ? c.r.pick(["Yes, with privacy shutter", "No"]) : "No")],
    ["Audio", "Speaker", ["Full-range driver", "Woofer and two tweeters", "360° sound"]],
    ["Connectivity", "Wi-Fi", ["Wi-Fi 6", "Wi-Fi 5"]],
    ["Connectivity", "Bluetooth", ["Yes"]],
    ["Privacy", "Microphone Mute Switch", ["Yes"]],
  ],
  features: [
    "{Voice Assistant} built in",
    "Smart home hub: {Smart Home Hub}",
    "{Speaker}",
    "Microphone mute switch for privacy",
    "Timers, reminders, music and news hands-free",
    "Group with other speakers for whole-home audio",
  ],
  share: 1,
};

const securityCameras: ProductKind = {
  id: "security-cameras",
  title: "Security Cameras",
  pitch: "Indoor, outdoor and floodlight security cameras with smart alerts and night vision",
  picture: "security-camera",
  skuCode: "CA",
  unit: "",
  variants: [
    { type: "Indoor Security Camera", sizes: [0], rrp: [49, 199] },
    { type: "Outdoor Security Camera", sizes: [0], rrp: [149, 499] },
    { type: "Floodlight Security Camera", sizes: [0], rrp: [249, 499] },
  ],
  colours: [2, 1],
  dims: [
    [60, 300],
    [60, 200],
    [60, 150],
  ],
  weightKg: [0.1, 1.5],
  warrantyYears: [1, 2],
  specs: [
    ["Video", "Video Resolution", ["1080p Full HD", "2K QHD", "4K Ultra HD"]],
    ["Video", "Field of View", (c) => `${c.r.int(110, 160)}°`],
    ["Video", "Night Vision", ["Colour night vision", "Infrared"]],
    [
      "Power",
      "Power",
      (c) =>
        has(c, "Floodlight") || has(c, "Indoor")
          ? "Wired"
          : c.r.pick(["Rechargeable battery", "Solar or battery", "Wired"]),
    ],
    ["Design", "Weatherproof Rating", (c) => (has(c, "Indoor") ? "Indoor only" : c.r.pick(["IP65", "IP66"]))],
    ["Features", "Two-way Audio", ["Yes"]],
    ["Features", "Local Storage", ["microSD up to 256GB", "Base station", "None (cloud)"]],
    ["Features", "Smart Detection", ["Person, vehicle, animal and package", "Motion zones"]],
    ["Features", "Subscription Required", ["Optional", "No"]],
  ],
  features: [
    "{Video Resolution} video with {Field of View} view",
    "{Night Vision}",
    "Smart alerts: {Smart Detection}",
    "Two-way talk",
    "Local storage: {Local Storage}",
    "Power: {Power}",
  ],
  share: 1,
};

const videoDoorbells: ProductKind = {
  id: "video-doorbells",
  title: "Video Doorbells",
  pitch: "Battery and wired video doorbells so you see who is at the door, wherever you are",
  picture: "doorbell",
  skuCode: "VD",
  unit: "",
  variants: [
    { type: "Battery Video Doorbell", sizes: [0], rrp: [149, 399] },
    { type: "Wired Video Doorbell", sizes: [0], rrp: [249, 449] },
  ],
  colours: [1, 4],
  dims: [
    [40, 65],
    [120, 160],
    [25, 40],
  ],
  weightKg: [0.1, 0.3],
  warrantyYears: [1, 2],
  specs: [
    ["Video", "Video Resolution", ["1080p HD", "1536p HD+", "2K", "Head-to-toe 1536p"]],
    ["Video", "Field of View", ["150° x 150°", "160° diagonal", "180° head-to-toe"]],
    ["Video", "Night Vision", ["Colour night vision", "Infrared"]],
    [
      "Power",
      "Power",
      (c) =>
        has(c, "Battery") ? "Rechargeable battery or existing doorbell wiring" : "Existing doorbell wiring",
    ],
    ["Features", "Package Detection", yes],
    ["Features", "Two-way Audio", ["Yes"]],
    ["Features", "Chime", ["Plug-in chime included", "Works with existing chime"]],
    ["Design", "Weatherproof Rating", ["IP65", "IP54"]],
  ],
  features: [
    "{Video Resolution} video, {Field of View}",
    "Answer the door from your phone",
    ["Package Detection", "Package detection alerts"],
    "{Night Vision}",
    "{Chime}",
    "Power: {Power}",
  ],
  share: 1,
};

const smartLighting: ProductKind = {
  id: "smart-lighting",
  title: "Smart Lighting",
  pitch: "Smart bulbs, light strips and starter kits you control by app, voice or schedule",
  picture: "light-bulb",
  skuCode: "SL",
  unit: "",
  variants: [
    { type: "Smart Bulb", sizes: [0], rrp: [19, 99] },
    { type: "Smart Light Strip", sizes: [0], rrp: [59, 299], picture: "light-strip" },
    { type: "Smart Lighting Starter Kit", sizes: [0], rrp: [149, 399] },
  ],
  colours: [2],
  dims: [
    [60, 2000],
    [110, 130],
    [10, 60],
  ],
  weightKg: [0.05, 0.8],
  warrantyYears: [1, 2],
  specs: [
    ["Light", "Brightness (lumens)", between(800, 1600, 10)],
    ["Light", "Colour Range", ["16 million colours", "White ambiance", "Tunable white"]],
    ["Light", "Colour Temperature", ["2200K to 6500K", "2700K to 6500K"]],
    [
      "Light",
      "Fitting",
      (c) =>
        has(c, "Strip")
          ? "Strip (2m, extendable)"
          : c.r.pick(["B22 bayonet", "E27 Edison screw", "E14 small screw", "GU10"]),
    ],
    ["Light", "Equivalent Wattage", ["60W", "75W", "100W"]],
    ["Connectivity", "Connectivity", ["Zigbee and Bluetooth", "Wi-Fi", "Matter over Thread"]],
    ["Connectivity", "Hub Required", ["No", "Optional bridge", "Yes"]],
    ["Design", "Rated Life (hours)", between(15000, 25000, 1000)],
  ],
  features: [
    "{Colour Range}",
    "{Brightness (lumens)} lumens",
    "{Fitting} fitting",
    "Works with voice assistants",
    "Schedules and scenes in the app",
    "Hub required: {Hub Required}",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Computers and gaming
// ---------------------------------------------------------------------------------------------

const isApple = (c: SpecContext) => c.brand === "Apple";

const laptops: ProductKind = {
  id: "laptops",
  title: "Laptops",
  pitch: "Everyday, 2-in-1 and gaming laptops for study, work and play",
  picture: "laptop",
  skuCode: "LT",
  unit: "in",
  variants: [
    { type: "Laptop", sizes: [13, 14, 15.6, 16], rrp: [899, 3999] },
    { type: "2-in-1 Laptop", sizes: [13, 14], rrp: [1199, 2999] },
    { type: "Gaming Laptop", sizes: [15.6, 16, 17.3], rrp: [1799, 4999] },
  ],
  colours: [4, 5, 1, 8],
  dims: [(c) => Math.round(c.size * 22.4), [14, 24], (c) => Math.round(c.size * 15.4)],
  weightKg: [1.1, 3],
  warrantyYears: [1, 2],
  specs: [
    ["Display", "Screen Size", (c) => c.sizeLabel],
    [
      "Display",
      "Display",
      (c) =>
        isApple(c)
          ? "Liquid Retina"
          : c.r.pick(["Full HD IPS", "2.8K OLED", "QHD+ 165Hz", "WUXGA IPS touch"]),
    ],
    [
      "Performance",
      "Processor",
      (c) =>
        isApple(c)
          ? c.r.pick(["Apple M4", "Apple M4 Pro", "Apple M5"])
          : c.r.pick([
              "Intel Core Ultra 5",
              "Intel Core Ultra 7",
              "AMD Ryzen 7",
              "AMD Ryzen AI 9",
              "Snapdragon X Elite",
            ]),
    ],
    ["Performance", "Memory (RAM)", ["8GB", "16GB", "16GB", "24GB", "32GB"]],
    ["Performance", "Storage", ["256GB SSD", "512GB SSD", "512GB SSD", "1TB SSD", "2TB SSD"]],
    [
      "Performance",
      "Graphics",
      (c) =>
        has(c, "Gaming")
          ? c.r.pick(["NVIDIA GeForce RTX 5060", "NVIDIA GeForce RTX 5070", "NVIDIA GeForce RTX 4060"])
          : "Integrated",
    ],
    ["Battery", "Battery Life (hours)", between(8, 22)],
    ["Software", "Operating System", (c) => (isApple(c) ? "macOS" : "Windows 11 Home")],
    [
      "Connectivity",
      "Ports",
      (c) =>
        isApple(c) ? "2 x Thunderbolt 4, MagSafe, headphone jack" : "2 x USB-C (Thunderbolt 4), USB-A, HDMI",
    ],
    ["Connectivity", "Wireless", ["Wi-Fi 6E, Bluetooth 5.3", "Wi-Fi 7, Bluetooth 5.4"]],
    ["Features", "Webcam", ["1080p FHD", "1080p FHD with IR", "720p"]],
  ],
  features: [
    "{Screen Size} {Display} display",
    "{Processor} with {Memory (RAM)} memory",
    "{Storage} storage",
    "Up to {Battery Life (hours)} hours battery life",
    "{Graphics} graphics",
    "{Operating System}",
  ],
  share: 3,
};

const tablets: ProductKind = {
  id: "tablets",
  title: "Tablets & eReaders",
  pitch: "Tablets for streaming, drawing and study, and glare-free eReaders for the beach",
  picture: "tablet",
  skuCode: "TB",
  unit: "in",
  variants: [
    { type: "Tablet", sizes: [8.3, 10.9, 11, 12.9, 13], rrp: [249, 2499] },
    { type: "eReader", sizes: [6, 7], rrp: [179, 449], picture: "ereader" },
  ],
  colours: [5, 4, 8, 1],
  dims: [(c) => Math.round(c.size * 15), (c) => Math.round(c.size * 21), [6, 9]],
  weightKg: [0.17, 0.7],
  warrantyYears: [1, 2],
  specs: [
    ["Display", "Screen Size", (c) => c.sizeLabel],
    [
      "Display",
      "Display",
      (c) =>
        has(c, "eReader") ? "E Ink, glare-free" : c.r.pick(["Liquid Retina", "AMOLED 120Hz", "2K IPS"]),
    ],
    [
      "Performance",
      "Storage",
      (c) => (has(c, "eReader") ? c.r.pick(["16GB", "32GB"]) : c.r.pick(["64GB", "128GB", "256GB", "512GB"])),
    ],
    [
      "Software",
      "Operating System",
      (c) =>
        has(c, "eReader")
          ? "eReader OS"
          : isApple(c)
            ? "iPadOS"
            : c.brand === "Microsoft"
              ? "Windows 11"
              : "Android 15",
    ],
    ["Connectivity", "Connectivity", ["Wi-Fi", "Wi-Fi", "Wi-Fi + 5G"]],
    ["Camera", "Rear Camera", (c) => (has(c, "eReader") ? "None" : c.r.pick(["12MP", "13MP", "8MP"]))],
    [
      "Battery",
      "Battery Life",
      (c) => (has(c, "eReader") ? "Up to 6 weeks" : `Up to ${c.r.int(10, 15)} hours`),
    ],
    ["Features", "Stylus Support", yes],
    ["Design", "Water Resistance", (c) => (has(c, "eReader") ? "IPX8" : "None")],
  ],
  features: [
    "{Screen Size} {Display} display",
    "{Storage} storage",
    "Battery life: {Battery Life}",
    ["Stylus Support", "Works with a stylus for notes and drawing"],
    "{Connectivity}",
    "{Operating System}",
  ],
  share: 2,
};

const consolePlatforms: Record<string, string> = {
  Sony: "PlayStation Plus",
  Microsoft: "Xbox Game Pass",
  Nintendo: "Nintendo Switch Online",
  ASUS: "Xbox Game Pass and Steam",
};

const gamingConsoles: ProductKind = {
  id: "gaming-consoles",
  title: "Gaming Consoles",
  pitch: "Home and handheld gaming consoles and bundles from PlayStation, Xbox and Nintendo",
  picture: "console",
  skuCode: "GC",
  unit: "",
  variants: [
    { type: "Games Console", sizes: [0], rrp: [499, 1199] },
    { type: "Handheld Gaming Console", sizes: [0], rrp: [449, 1299], picture: "handheld-console" },
    { type: "Games Console Bundle", sizes: [0], rrp: [599, 999] },
  ],
  colours: [2, 1],
  dims: [
    [100, 400],
    [40, 400],
    [100, 300],
  ],
  weightKg: [0.4, 4.5],
  warrantyYears: [1, 1],
  specs: [
    ["Performance", "Storage", ["512GB", "825GB", "1TB", "2TB", "256GB"]],
    [
      "Performance",
      "Maximum Resolution",
      (c) => (has(c, "Handheld") ? "1080p" : c.r.pick(["4K", "4K", "1440p"])),
    ],
    ["Performance", "Frame Rate", ["Up to 120fps", "Up to 60fps"]],
    ["Performance", "HDR", yes],
    ["Features", "Disc Drive", (c) => (has(c, "Handheld") ? "No" : c.r.pick(yes))],
    ["Features", "Controllers Included", (c) => (has(c, "Handheld") ? "Built in" : c.r.pick(["1", "2"]))],
    ["Features", "Online Service", (c) => consolePlatforms[c.brand] ?? "Online subscription"],
    ["Connectivity", "Wi-Fi", ["Wi-Fi 6", "Wi-Fi 6E"]],
  ],
  features: [
    "{Storage} storage",
    "Up to {Maximum Resolution} at {Frame Rate}",
    ["Disc Drive", "Disc drive plays games and 4K Blu-ray"],
    "Works with {Online Service}",
    "Controllers: {Controllers Included}",
    "Fast loading with a solid-state drive",
  ],
  share: 1,
};

const monitors: ProductKind = {
  id: "monitors",
  title: "Monitors",
  pitch: "Office, gaming and OLED monitors from 24 to 49 inches",
  picture: "monitor",
  skuCode: "MN",
  unit: "in",
  variants: [
    { type: "Monitor", sizes: [24, 27, 32], rrp: [199, 899] },
    { type: "Gaming Monitor", sizes: [24.5, 27, 32, 34, 49], rrp: [299, 1999] },
    { type: "OLED Monitor", sizes: [27, 32, 34], rrp: [999, 2499] },
  ],
  colours: [1, 2, 4],
  dims: [(c) => Math.round(c.size * 22.5), [380, 600], [180, 300]],
  weightKg: [3.5, 14],
  energy: { stars: [3, 7], kwh: (c) => Math.round(c.size * 2 + c.r.int(-10, 10)) },
  warrantyYears: [1, 3],
  specs: [
    ["Display", "Screen Size", (c) => c.sizeLabel],
    [
      "Display",
      "Resolution",
      (c) =>
        c.size >= 34
          ? "UWQHD (3440 x 1440)"
          : c.r.pick(["Full HD (1920 x 1080)", "QHD (2560 x 1440)", "4K UHD (3840 x 2160)"]),
    ],
    [
      "Display",
      "Panel Type",
      (c) => (has(c, "OLED") ? c.r.pick(["OLED", "QD-OLED"]) : c.r.pick(["IPS", "VA", "IPS"])),
    ],
    [
      "Display",
      "Refresh Rate",
      (c) =>
        has(c, "Gaming") || has(c, "OLED")
          ? c.r.pick(["144Hz", "165Hz", "240Hz", "360Hz"])
          : c.r.pick(["60Hz", "75Hz", "100Hz"]),
    ],
    ["Display", "Response Time", (c) => (has(c, "OLED") ? "0.03ms" : c.r.pick(["1ms", "4ms", "5ms"]))],
    ["Display", "Curved", (c) => (c.size >= 34 ? "Yes" : "No")],
    ["Features", "Adaptive Sync", ["AMD FreeSync Premium", "NVIDIA G-SYNC Compatible", "None"]],
    ["Features", "Height Adjustable Stand", yes],
    ["Features", "Built-in Speakers", yes],
    [
      "Connectivity",
      "Ports",
      ["HDMI 2.1, DisplayPort 1.4, USB-C (90W)", "HDMI, DisplayPort", "2 x HDMI 2.0, DisplayPort 1.4"],
    ],
  ],
  features: [
    "{Screen Size} {Panel Type} panel, {Resolution}",
    "{Refresh Rate} refresh rate, {Response Time} response",
    "{Adaptive Sync}",
    ["Height Adjustable Stand", "Height, tilt and swivel adjustable stand"],
    "Ports: {Ports}",
    ["Curved", "Curved panel for immersive games and spreadsheets"],
  ],
  share: 2,
};

// ---------------------------------------------------------------------------------------------
// Home office
// ---------------------------------------------------------------------------------------------

const printers: ProductKind = {
  id: "printers",
  title: "Printers",
  pitch: "Inkjet, ink tank and laser printers for homework, home offices and small businesses",
  picture: "printer",
  skuCode: "PR",
  unit: "",
  variants: [
    { type: "Inkjet Multifunction Printer", sizes: [0], rrp: [79, 299] },
    { type: "Ink Tank Multifunction Printer", sizes: [0], rrp: [299, 799] },
    { type: "Colour Laser Printer", sizes: [0], rrp: [299, 999] },
    { type: "Mono Laser Printer", sizes: [0], rrp: [149, 599] },
  ],
  colours: [1, 2],
  dims: [
    [370, 450],
    [150, 350],
    [300, 460],
  ],
  weightKg: [4, 22],
  warrantyYears: [1, 3],
  specs: [
    ["Printing", "Print Technology", (c) => (has(c, "Laser") ? "Laser" : "Inkjet")],
    ["Printing", "Colour", (c) => (has(c, "Mono") ? "Black and white" : "Colour")],
    [
      "Printing",
      "Functions",
      (c) =>
        has(c, "Multifunction") ? c.r.pick(["Print, scan, copy", "Print, scan, copy, fax"]) : "Print only",
    ],
    ["Printing", "Print Speed (ppm)", between(10, 40)],
    ["Printing", "Maximum Resolution (dpi)", ["1200 x 1200", "4800 x 1200", "600 x 600"]],
    ["Printing", "Duplex Printing", ["Automatic", "Manual"]],
    ["Paper", "Paper Capacity (sheets)", between(100, 350, 50)],
    ["Paper", "Monthly Duty Cycle (pages)", between(1000, 30000, 500)],
    ["Connectivity", "Connectivity", ["Wi-Fi, USB, Ethernet", "Wi-Fi, USB"]],
    ["Connectivity", "Mobile Printing", ["Yes"]],
  ],
  features: [
    "{Functions}",
    "Up to {Print Speed (ppm)} pages per minute",
    "{Duplex Printing} double-sided printing",
    "{Connectivity}",
    "Print from your phone",
    "{Paper Capacity (sheets)}-sheet paper tray",
  ],
  share: 1,
};

const shredders: ProductKind = {
  id: "shredders",
  title: "Shredders",
  pitch: "Strip, cross and micro-cut shredders to protect your identity and your business",
  picture: "shredder",
  skuCode: "SR",
  unit: "",
  variants: [
    { type: "Strip-cut Shredder", sizes: [0], rrp: [49, 199] },
    { type: "Cross-cut Shredder", sizes: [0], rrp: [79, 399] },
    { type: "Micro-cut Shredder", sizes: [0], rrp: [149, 899] },
  ],
  colours: [1, 5],
  dims: [
    [300, 420],
    [380, 650],
    [200, 320],
  ],
  weightKg: [3, 18],
  warrantyYears: [1, 2],
  specs: [
    ["Performance", "Sheet Capacity", between(6, 20)],
    ["Performance", "Security Level", (c) => (has(c, "Strip") ? "P-2" : has(c, "Cross") ? "P-4" : "P-5")],
    ["Performance", "Run Time (minutes)", between(3, 30)],
    ["Performance", "Noise Level (dB)", between(55, 70)],
    ["Capacity", "Bin Capacity (L)", between(12, 40)],
    ["Features", "Shreds", ["Paper, staples, credit cards", "Paper, staples, credit cards, CDs"]],
    ["Features", "Auto Feed", ["No", "60 sheets", "150 sheets"]],
    ["Features", "Jam Protection", mostlyYes],
  ],
  features: [
    "Shreds {Sheet Capacity} sheets at once",
    "{Security Level} security",
    "{Bin Capacity (L)}L bin",
    "Shreds {Shreds}",
    ["Jam Protection", "Jam protection"],
    "Auto feed: {Auto Feed}",
  ],
  share: 1,
};

const networking: ProductKind = {
  id: "networking",
  title: "Wi-Fi & Networking",
  pitch: "Wi-Fi 6 and Wi-Fi 7 routers and mesh systems for nbn and fast home networks",
  picture: "router",
  skuCode: "NW",
  unit: "",
  variants: [
    { type: "Wi-Fi 6 Router", sizes: [0], rrp: [99, 399] },
    { type: "Wi-Fi 7 Router", sizes: [0], rrp: [299, 899] },
    { type: "Mesh Wi-Fi System", sizes: [0], rrp: [199, 999], picture: "mesh-wifi" },
  ],
  colours: [2, 1],
  dims: [
    [100, 300],
    [60, 250],
    [100, 200],
  ],
  weightKg: [0.4, 1.5],
  warrantyYears: [1, 3],
  specs: [
    [
      "Wireless",
      "Wi-Fi Standard",
      (c) =>
        has(c, "Wi-Fi 7") ? "Wi-Fi 7 (802.11be)" : c.r.pick(["Wi-Fi 6 (802.11ax)", "Wi-Fi 6E (802.11ax)"]),
    ],
    [
      "Wireless",
      "Maximum Speed",
      (c) => (has(c, "Wi-Fi 7") ? c.r.pick(["BE9300", "BE19000"]) : c.r.pick(["AX3000", "AX5400", "AX6000"])),
    ],
    ["Wireless", "Bands", ["Dual band", "Tri-band", "Quad band"]],
    ["Wireless", "Coverage (m²)", between(150, 650, 25)],
    ["Wired", "Ethernet Ports", ["4 x Gigabit", "3 x 2.5 Gigabit", "1 x 10 Gigabit, 3 x Gigabit"]],
    ["Features", "Mesh Compatible", ["Yes"]],
    ["Features", "Parental Controls", ["Yes"]],
    ["Features", "Security", ["WPA3", "WPA3 with built-in antivirus"]],
    ["Features", "nbn Compatible", ["Yes (FTTP, HFC, FTTC)"]],
  ],
  features: [
    "{Wi-Fi Standard} at {Maximum Speed}",
    "Covers up to {Coverage (m²)} m²",
    "{Bands}",
    "{Ethernet Ports} Ethernet",
    "Parental controls and {Security}",
    "Ready for nbn FTTP, HFC and FTTC",
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// Phones and wearables
// ---------------------------------------------------------------------------------------------

const smartphones: ProductKind = {
  id: "smartphones",
  title: "Smartphones",
  pitch: "The latest iPhone, Galaxy and Pixel smartphones, including foldables, unlocked for any network",
  picture: "phone",
  skuCode: "PH",
  unit: "in",
  variants: [
    { type: "Smartphone", sizes: [6.1, 6.3, 6.7, 6.9], rrp: [799, 2699] },
    { type: "Foldable Smartphone", sizes: [6.7, 7.6, 8], rrp: [1499, 3499] },
  ],
  colours: [1, 2, 5, 8, 9],
  dims: [
    [70, 80],
    [145, 165],
    [7, 12],
  ],
  weightKg: [0.16, 0.25],
  warrantyYears: [1, 2],
  specs: [
    ["Display", "Screen Size", (c) => c.sizeLabel],
    ["Performance", "Storage", ["128GB", "256GB", "256GB", "512GB", "1TB"]],
    ["Performance", "RAM", (c) => (isApple(c) ? "8GB" : c.r.pick(["8GB", "12GB", "16GB"]))],
    ["Camera", "Main Camera", ["48MP", "50MP", "200MP"]],
    ["Software", "Operating System", (c) => (isApple(c) ? "iOS 26" : "Android 16")],
    ["Battery", "Battery (mAh)", (c) => (isApple(c) ? "All-day battery" : String(c.r.int(40, 55) * 100))],
    ["Connectivity", "5G", ["Yes"]],
    ["Connectivity", "eSIM", ["Yes"]],
    ["Design", "Water Resistance", ["IP68", "IPX8"]],
    ["Features", "Wireless Charging", ["Yes"]],
  ],
  features: [
    "{Screen Size} display",
    "{Main Camera} main camera",
    "{Storage} storage",
    "5G and eSIM, unlocked for any network",
    "{Water Resistance} water resistance",
    "Wireless charging",
  ],
  share: 2,
};

const smartwatches: ProductKind = {
  id: "smartwatches",
  title: "Smartwatches & Fitness Trackers",
  pitch: "Smartwatches, GPS sports watches and fitness trackers that keep up with your training",
  picture: "watch",
  skuCode: "SW",
  unit: "mm",
  variants: [
    { type: "Smartwatch", sizes: [41, 42, 44, 45, 46], rrp: [299, 1399] },
    { type: "GPS Sports Watch", sizes: [43, 47, 51], rrp: [499, 1499] },
    { type: "Fitness Tracker", sizes: [0], rrp: [99, 299], picture: "fitness-tracker" },
  ],
  colours: [1, 4, 8, 9, 7],
  dims: [
    [20, 51],
    [35, 51],
    [9, 15],
  ],
  weightKg: [0.02, 0.09],
  warrantyYears: [1, 2],
  specs: [
    ["Design", "Case Size", (c) => (c.size > 0 ? `${c.size}mm` : "Slim band")],
    ["Display", "Display", ["AMOLED", "LTPO OLED", "Transflective MIP"]],
    [
      "Battery",
      "Battery Life",
      (c) =>
        has(c, "GPS")
          ? c.r.pick(["Up to 14 days", "Up to 30 days"])
          : c.r.pick(["Up to 18 hours", "Up to 40 hours", "Up to 7 days"]),
    ],
    ["Health", "Heart Rate Monitor", ["Yes"]],
    ["Health", "ECG", yes],
    ["Connectivity", "GPS", (c) => (has(c, "Fitness") ? "Connected GPS (uses your phone)" : "Built-in")],
    ["Connectivity", "Cellular (LTE)", (c) => (has(c, "Fitness") ? "No" : c.r.pick(yes))],
    ["Design", "Water Resistance", ["5 ATM", "10 ATM", "WR50"]],
    ["Features", "Compatibility", (c) => (isApple(c) ? "iPhone" : "iPhone and Android")],
  ],
  features: [
    "{Display} display",
    "Battery life: {Battery Life}",
    "GPS: {GPS}",
    ["ECG", "ECG and heart rhythm notifications"],
    "{Water Resistance}: swim-proof",
    ["Cellular (LTE)", "Cellular: call and stream without your phone"],
  ],
  share: 1,
};

// ---------------------------------------------------------------------------------------------
// The tree
// ---------------------------------------------------------------------------------------------

/** Top-level categories in menu order, each with its leaf categories (2 to 5). */
export const categoryTree: readonly TopCategory[] = [
  {
    title: "Kitchen",
    uri: "kitchen",
    description:
      "Ovens, cooktops, rangehoods, dishwashers and freestanding cookers from the brands chefs trust.",
    promoted: true,
    kinds: [ovens, cooktops, rangehoods, dishwashers, freestandingCookers],
  },
  {
    title: "Laundry",
    uri: "laundry",
    description: "Washing machines, dryers and garment care for every household size.",
    promoted: true,
    kinds: [washingMachines, dryers, washerDryers, irons],
  },
  {
    title: "Refrigeration",
    uri: "refrigeration",
    description: "Fridges, freezers, wine cabinets and bar fridges, delivered and installed.",
    promoted: true,
    kinds: [fridges, freezers, wineFridges, barFridges],
  },
  {
    title: "TV & Audio",
    uri: "tv-audio",
    description: "TVs, soundbars, headphones and speakers for the best seat in the house.",
    promoted: true,
    kinds: [tvs, soundbars, headphones, speakers],
  },
  {
    title: "Vacuums & Floorcare",
    uri: "vacuums",
    description: "Stick, robot and barrel vacuums, steam mops and carpet washers.",
    promoted: false,
    kinds: [stickVacuums, robotVacuums, barrelVacuums, steamMops],
  },
  {
    title: "Small Appliances",
    uri: "small-appliances",
    description: "Coffee machines, kettles, toasters, blenders and mixers for the benchtop.",
    promoted: true,
    kinds: [coffeeMachines, kettles, toasters, blenders, foodProcessors],
  },
  {
    title: "Benchtop Cooking",
    uri: "benchtop-cooking",
    description: "Air fryers, slow cookers, rice cookers and electric frypans.",
    promoted: false,
    kinds: [airFryers, slowCookers, riceCookers, electricFrypans],
  },
  {
    title: "Microwaves",
    uri: "microwaves",
    description: "Countertop, built-in and convection microwaves.",
    promoted: false,
    kinds: [countertopMicrowaves, builtInMicrowaves, convectionMicrowaves],
  },
  {
    title: "Heating & Cooling",
    uri: "heating-cooling",
    description: "Air conditioners, heaters, fans, air purifiers and dehumidifiers for every season.",
    promoted: true,
    kinds: [airConditioners, heaters, fans, airPurifiers, dehumidifiers],
  },
  {
    title: "Hot Water",
    uri: "hot-water",
    description: "Gas, electric and heat pump hot water systems, with installation.",
    promoted: false,
    kinds: [gasHotWater, electricHotWater, heatPumpHotWater],
  },
  {
    title: "BBQs & Outdoor",
    uri: "bbqs-outdoor",
    description: "Gas and charcoal barbecues, pizza ovens and outdoor heaters.",
    promoted: false,
    kinds: [gasBbqs, charcoalBbqs, pizzaOvens, outdoorHeaters],
  },
  {
    title: "Sinks & Taps",
    uri: "sinks-taps",
    description: "Kitchen sinks, mixer taps and boiling and filtered water taps.",
    promoted: false,
    kinds: [kitchenSinks, kitchenTaps, filteredWaterTaps],
  },
  {
    title: "Personal Care",
    uri: "personal-care",
    description: "Hair dryers, stylers, shavers and electric toothbrushes.",
    promoted: false,
    kinds: [hairDryers, hairStylers, shavers, electricToothbrushes],
  },
  {
    title: "Smart Home",
    uri: "smart-home",
    description: "Smart speakers, security cameras, video doorbells and smart lighting.",
    promoted: false,
    kinds: [smartSpeakers, securityCameras, videoDoorbells, smartLighting],
  },
  {
    title: "Computers & Gaming",
    uri: "computers-gaming",
    description: "Laptops, tablets, monitors and gaming consoles.",
    promoted: false,
    kinds: [laptops, tablets, gamingConsoles, monitors],
  },
  {
    title: "Home Office",
    uri: "home-office",
    description: "Printers, shredders and Wi-Fi for working from home.",
    promoted: false,
    kinds: [printers, shredders, networking],
  },
  {
    title: "Phones & Wearables",
    uri: "phones-wearables",
    description: "Smartphones, smartwatches and fitness trackers.",
    promoted: false,
    kinds: [smartphones, smartwatches],
  },
];

/** Every leaf kind by id. */
export const productKinds: ReadonlyMap<string, ProductKind> = new Map(
  categoryTree.flatMap((top) => top.kinds.map((kind) => [kind.id, kind] as const)),
);
