import { z } from "zod";

/** The eight brand variants served by one deployment. */
export const brandIds = ["wa", "wac", "aoc", "hc", "aol", "aol-nz", "fk", "andoo"] as const;
export const brandIdSchema = z.enum(brandIds);
export type BrandId = z.infer<typeof brandIdSchema>;

export type Country = "AU" | "NZ";

export interface BrandTheme {
  /** Main brand colour: header, primary buttons. */
  primary: string;
  /** Text on primary. */
  onPrimary: string;
  /** Second colour: links, highlights. */
  accent: string;
  /** Page background and the text on it. */
  background: string;
  text: string;
  /** Cards, panels. */
  surface: string;
  muted: string;
  fontFamily: string;
  headingFontFamily: string;
  /** Corner radius of cards, panels and fields. */
  radius: string;
  /** Heading type beyond the font (ADR 065): weight, case and letter spacing. */
  headingWeight: 600 | 700 | 800;
  headingCase: "none" | "uppercase";
  headingTracking: string;
  /** Body text size: home care reads larger. */
  bodySize: string;
  /** Button corners: square, the brand's radius, or a pill. */
  buttonShape: "square" | "rounded" | "pill";
  /** Product and store cards: a hairline border, a heavy rule, a shadow, or a tinted flat panel. */
  cardStyle: "hairline" | "ruled" | "shadow" | "flat";
  /** Header: filled with the brand colour, or light (the page colour) with the brand's rule under it. */
  headerStyle: "solid" | "light";
  /** Thickness in px of the accent rule under the header (0: none). */
  headerRule: number;
  /** The page heading's accent: none, a short rule under it, or a bar before it. */
  headingAccent: "none" | "rule" | "bar";
  /** The logo, as inline SVG markup (no external files). */
  logoSvg: string;
}

export interface Brand {
  id: BrandId;
  name: string;
  /** One line under the hero on the home page. */
  tagline: string;
  country: Country;
  currency: "AUD" | "NZD";
  locale: "en-AU" | "en-NZ";
  theme: BrandTheme;
  /** Administrators see the admin bar (storefront s.6). */
  adminBar: boolean;
  /** Checkout warns before leaving until the order is done (checkout s.4). */
  leavePageWarning: boolean;
  /** Delivery-unavailable message asks to call (checkout s.8, home-care app). */
  homeCareDeliveryMessage: boolean;
  /** Anonymous shoppers see 'Login for Price' instead of prices (storefront s.6). */
  loginForPrice: boolean;
  /** 'RRP:' label shown when RRP exceeds price (storefront s.4). */
  showRrpLabel: boolean;
  /** RRP tooltip wording (storefront s.9). */
  rrpTooltip: "default" | "rarelySellsAtRrp";
  /** Search dropdown product counts by screen size and image size (storefront s.9). */
  searchDropdown: { small: number; large: number; imageSize: number };
  /** How search is opened from the header (storefront s.2 search overlay). */
  searchUi: "navDropdown" | "searchBar" | "overlay";
  support: {
    phone: string;
    /** '24/7 Customer Support' for one theme, '24/7 Australia Customer Support' otherwise. */
    label: string;
    priceMatchPhone: string;
  };
  /** Compare tray reads 'Add another product...' and 'Compare Selected' (checkout s.2). */
  compareTrayVariantWording: boolean;
  /** Uses the /comparison/{sku}/{sku} address instead of /compare?sku= (checkout s.2). */
  comparisonRoute: boolean;
  /** Home is built with a page builder, so the compare tray shows there too (checkout s.2). */
  compareTrayOnHome: boolean;
  /** NZ address form: suburb and postcode in one field, no state (checkout s.4). */
  nzAddressForm: boolean;
  /** Delivery services are offered at checkout (checkout s.6; off for the trade app). */
  deliveryServicesEnabled: boolean;
  /** Checkout asks for the buyer's ABN and the order, mail and invoice carry it (the trade brand, ADR 083). */
  abnAtCheckout: boolean;
}

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const systemSerif = 'Georgia, "Times New Roman", "Noto Serif", serif';
const rounded = '"Trebuchet MS", "Segoe UI", system-ui, sans-serif';
/** Narrow, sign-like headings for the trade brand (system fonts only: no font file is fetched). */
const condensed =
  '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", "Helvetica Neue", sans-serif';
/** A wide, technical face for the commercial brand. */
const technical = 'Verdana, "DejaVu Sans", Tahoma, "Segoe UI", sans-serif';

function wordmark(text: string, fill: string, mark: string, markFill: string, line2?: string): string {
  const width = 44 + text.length * 13;
  const name = line2 ? `${text} ${line2}` : text;
  // A second line under the name keeps a long brand name as narrow as its first word, and still in the
  // logo's text: the link around it is named after the brand, and what it shows must be in that name
  const words = line2
    ? `<text x="42" font-family="Arial, Helvetica, sans-serif" fill="${fill}"><tspan y="21" font-size="20" font-weight="700">${text} </tspan><tspan x="43" y="36" font-size="11" font-weight="700" letter-spacing="3">${line2}</tspan></text>`
    : `<text x="42" y="27" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${fill}">${text}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${name}">` +
    `<g fill="${markFill}">${mark}</g>${words}</svg>`
  );
}

const marks = {
  leaf: '<path d="M6 34C6 14 20 6 34 6c0 20-12 28-28 28zm4-4c8-8 14-12 20-18"/>',
  bolt: '<path d="M20 2 6 22h10l-4 16 18-22H20l4-14z"/>',
  square: '<rect x="4" y="6" width="28" height="28" rx="6"/>',
  house: '<path d="M4 20 20 6l16 14v16H26V26h-8v10H4z"/>',
  circle: '<circle cx="19" cy="20" r="15"/>',
  flame: '<path d="M19 4c6 8 12 12 12 20a12 12 0 0 1-24 0c0-6 4-9 6-14 2 4 4 5 6 6 0-4 0-8 0-12z"/>',
  diamond: '<path d="M19 3 35 20 19 37 3 20z"/>',
  fern: '<path d="M19 36V6M19 12l-9-5M19 12l9-5M19 19l-11-5M19 19l11-5M19 26l-12-5M19 26l12-5" stroke="currentColor" stroke-width="3" fill="none"/>',
};

/** One typed table of every brand: name, country, theme tokens and the spec's per-theme flags. */
export const brands: Record<BrandId, Brand> = {
  wa: {
    id: "wa",
    name: "Wattle Appliances",
    tagline: "Premium appliances, expert advice in our showrooms",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#14352b",
      onPrimary: "#ffffff",
      accent: "#b8860b",
      background: "#faf8f3",
      text: "#1b1b1b",
      surface: "#ffffff",
      muted: "#5f6360",
      fontFamily: systemSans,
      headingFontFamily: systemSerif,
      radius: "2px",
      headingWeight: 600,
      headingCase: "none",
      headingTracking: "0.01em",
      bodySize: "1rem",
      buttonShape: "square",
      cardStyle: "hairline",
      headerStyle: "solid",
      headerRule: 3,
      headingAccent: "rule",
      logoSvg: wordmark("Wattle Appliances", "currentColor", marks.leaf, "#d4a017"),
    },
    adminBar: true,
    leavePageWarning: true,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: false,
    rrpTooltip: "default",
    searchDropdown: { small: 3, large: 6, imageSize: 90 },
    searchUi: "navDropdown",
    support: {
      phone: "1300 000 100",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 100",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
  wac: {
    id: "wac",
    name: "Wattle Trade",
    tagline: "Trade pricing for builders, designers and developers",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#263238",
      onPrimary: "#ffffff",
      accent: "#ff8f00",
      background: "#f4f5f6",
      text: "#1c2226",
      surface: "#ffffff",
      muted: "#5b646a",
      fontFamily: systemSans,
      headingFontFamily: condensed,
      radius: "0px",
      headingWeight: 800,
      headingCase: "uppercase",
      headingTracking: "0.04em",
      bodySize: "1rem",
      buttonShape: "square",
      cardStyle: "ruled",
      headerStyle: "solid",
      headerRule: 4,
      headingAccent: "bar",
      logoSvg: wordmark("Wattle Trade", "currentColor", marks.square, "#ff8f00"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: true,
    abnAtCheckout: true,
    showRrpLabel: true,
    rrpTooltip: "default",
    searchDropdown: { small: 3, large: 6, imageSize: 90 },
    searchUi: "overlay",
    support: {
      phone: "1300 000 200",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 200",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: false,
  },
  aoc: {
    id: "aoc",
    name: "ApplianceLine Commercial",
    tagline: "Commercial kitchens and laundries, delivered nationwide",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#0d47a1",
      onPrimary: "#ffffff",
      accent: "#00897b",
      background: "#f5f8fc",
      text: "#10213a",
      surface: "#ffffff",
      muted: "#4f5d70",
      fontFamily: technical,
      headingFontFamily: technical,
      radius: "4px",
      headingWeight: 700,
      headingCase: "none",
      headingTracking: "-0.01em",
      bodySize: "1rem",
      buttonShape: "rounded",
      cardStyle: "shadow",
      headerStyle: "solid",
      headerRule: 0,
      headingAccent: "bar",
      logoSvg: wordmark("ApplianceLine", "currentColor", marks.bolt, "#4dd0e1", "Commercial"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: true,
    rrpTooltip: "default",
    searchDropdown: { small: 3, large: 6, imageSize: 90 },
    searchUi: "searchBar",
    support: {
      phone: "1300 000 300",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 300",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
  hc: {
    id: "hc",
    name: "HomeCare Appliances",
    tagline: "Appliances for independent living, set up by people who care",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#6a1b9a",
      onPrimary: "#ffffff",
      accent: "#2e7d32",
      background: "#fbf9fd",
      text: "#241b2b",
      surface: "#ffffff",
      muted: "#5e5566",
      fontFamily: rounded,
      headingFontFamily: rounded,
      radius: "12px",
      headingWeight: 700,
      headingCase: "none",
      headingTracking: "0",
      bodySize: "1.0625rem",
      buttonShape: "pill",
      cardStyle: "shadow",
      headerStyle: "light",
      headerRule: 4,
      headingAccent: "none",
      logoSvg: wordmark("HomeCare", "currentColor", marks.house, "#ce93d8"),
    },
    adminBar: true,
    leavePageWarning: false,
    homeCareDeliveryMessage: true,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: true,
    rrpTooltip: "default",
    searchDropdown: { small: 3, large: 6, imageSize: 90 },
    searchUi: "overlay",
    support: {
      phone: "1300 000 400",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 400",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
  aol: {
    id: "aol",
    name: "ApplianceLine",
    tagline: "Australia's appliance store: delivered, installed, sorted",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#c62828",
      onPrimary: "#ffffff",
      accent: "#1565c0",
      background: "#ffffff",
      text: "#1a1a1a",
      surface: "#f7f7f7",
      muted: "#595959",
      fontFamily: systemSans,
      headingFontFamily: systemSans,
      radius: "6px",
      headingWeight: 800,
      headingCase: "none",
      headingTracking: "-0.02em",
      bodySize: "1rem",
      buttonShape: "rounded",
      cardStyle: "hairline",
      headerStyle: "solid",
      headerRule: 0,
      headingAccent: "none",
      logoSvg: wordmark("ApplianceLine", "currentColor", marks.circle, "#ffcdd2"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: true,
    rrpTooltip: "rarelySellsAtRrp",
    searchDropdown: { small: 4, large: 8, imageSize: 100 },
    searchUi: "overlay",
    support: {
      phone: "1300 000 500",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 500",
    },
    compareTrayVariantWording: true,
    comparisonRoute: true,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
  "aol-nz": {
    id: "aol-nz",
    name: "ApplianceLine NZ",
    tagline: "New Zealand's appliance store, delivered from Auckland to Invercargill",
    country: "NZ",
    currency: "NZD",
    locale: "en-NZ",
    theme: {
      primary: "#111111",
      onPrimary: "#ffffff",
      accent: "#00a3a1",
      background: "#ffffff",
      text: "#111111",
      surface: "#f3f6f6",
      muted: "#555b5b",
      fontFamily: systemSans,
      headingFontFamily: systemSans,
      radius: "6px",
      headingWeight: 800,
      headingCase: "none",
      headingTracking: "-0.02em",
      bodySize: "1rem",
      buttonShape: "pill",
      cardStyle: "flat",
      headerStyle: "solid",
      headerRule: 4,
      headingAccent: "rule",
      logoSvg: wordmark("ApplianceLine NZ", "currentColor", marks.fern, "#4fd1c5"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: false,
    rrpTooltip: "rarelySellsAtRrp",
    searchDropdown: { small: 4, large: 8, imageSize: 100 },
    searchUi: "overlay",
    support: { phone: "0800 265 000", label: "24/7 Customer Support", priceMatchPhone: "0800 265 265" },
    compareTrayVariantWording: true,
    comparisonRoute: true,
    compareTrayOnHome: false,
    nzAddressForm: true,
    deliveryServicesEnabled: true,
  },
  fk: {
    id: "fk",
    name: "Forge Kitchens",
    tagline: "Cooking, ventilation and everything for the serious home cook",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#bf360c",
      onPrimary: "#ffffff",
      accent: "#37474f",
      background: "#fffaf6",
      text: "#2b1a12",
      surface: "#ffffff",
      muted: "#6b5349",
      fontFamily: systemSans,
      headingFontFamily: systemSerif,
      radius: "3px",
      headingWeight: 700,
      headingCase: "uppercase",
      headingTracking: "0.06em",
      bodySize: "1rem",
      buttonShape: "square",
      cardStyle: "ruled",
      headerStyle: "solid",
      headerRule: 0,
      headingAccent: "rule",
      logoSvg: wordmark("Forge Kitchens", "currentColor", marks.flame, "#ffab40"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: true,
    rrpTooltip: "default",
    searchDropdown: { small: 3, large: 6, imageSize: 90 },
    searchUi: "searchBar",
    support: {
      phone: "1300 000 600",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 600",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: false,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
  andoo: {
    id: "andoo",
    name: "Andoo Market",
    tagline: "Everyday appliances and electronics at marketplace prices",
    country: "AU",
    currency: "AUD",
    locale: "en-AU",
    theme: {
      primary: "#00a86b",
      onPrimary: "#ffffff",
      accent: "#5b2c83",
      background: "#ffffff",
      text: "#13201a",
      surface: "#f2faf6",
      muted: "#4e5c55",
      fontFamily: rounded,
      headingFontFamily: rounded,
      radius: "16px",
      headingWeight: 800,
      headingCase: "none",
      headingTracking: "-0.01em",
      bodySize: "1rem",
      buttonShape: "pill",
      cardStyle: "flat",
      headerStyle: "light",
      headerRule: 3,
      headingAccent: "none",
      logoSvg: wordmark("andoo", "currentColor", marks.diamond, "#b9f6ca"),
    },
    adminBar: false,
    leavePageWarning: false,
    homeCareDeliveryMessage: false,
    loginForPrice: false,
    abnAtCheckout: false,
    showRrpLabel: false,
    rrpTooltip: "default",
    searchDropdown: { small: 4, large: 8, imageSize: 100 },
    searchUi: "overlay",
    support: {
      phone: "1300 000 700",
      label: "24/7 Australia Customer Support",
      priceMatchPhone: "1300 000 700",
    },
    compareTrayVariantWording: false,
    comparisonRoute: false,
    compareTrayOnHome: true,
    nzAddressForm: false,
    deliveryServicesEnabled: true,
  },
};

/** The brand for a host name: the configured mapping first, then `<brand>.<anything>`, else the default. */
export function brandForHost(
  host: string | undefined,
  hostMap: Readonly<Record<string, BrandId>>,
  fallback: BrandId,
): BrandId {
  if (!host) return fallback;
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  const mapped = hostMap[hostname];
  if (mapped) return mapped;
  const firstLabel = hostname.split(".")[0] ?? "";
  const parsed = brandIdSchema.safeParse(firstLabel);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Formats integer cents in the brand's currency, e.g. '$1,299', '$1,299.50' or '-$5'. The store's locales
 * and currencies (en-AU/AUD, en-NZ/NZD, all `Brand` allows) write amounts alike, so this writes them out
 * rather than through Intl.NumberFormat, whose first currency format in a browser loads ICU's currency
 * data: 16-27 ms on a desktop, on every page load, since prices render with the page (ADR 096). The result
 * is Intl's, character for character, which a test checks for both locales. The brand stays a parameter:
 * a brand in another locale or currency changes this function, not its 63 callers.
 */
export function formatMoney(cents: number, _brand: Pick<Brand, "locale" | "currency">): string {
  // Whole dollars show no cents; any other amount shows two decimals, rounded half away from zero as Intl does
  const showCents = !Number.isInteger(cents / 100);
  const rounded = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const amount = showCents ? `${dollars}.${String(rounded % 100).padStart(2, "0")}` : dollars;
  return `${cents < 0 || Object.is(cents, -0) ? "-" : ""}$${amount}`;
}
