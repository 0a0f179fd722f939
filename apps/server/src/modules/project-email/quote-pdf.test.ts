import { brands } from "@store/domain/brands";
import { describe, expect, it } from "vitest";
import { pdfPageCount, pdfText } from "../../testing/pdf-text.ts";
import { dayText, type QuotePdf, type QuotePdfLine, renderQuotePdf } from "./quote-pdf.ts";

/** The quote PDF's drawing (ADR 049): what a customer reads in it, on one page or many. */

const brand = brands.aol;
const line = (n: number, over: Partial<QuotePdfLine> = {}): QuotePdfLine => ({
  sku: `SKU${n}`,
  title: `Oven model ${n}`,
  brand: "Bosch",
  quantity: 1,
  unitPrice: 100_000,
  wasPrice: null,
  locked: false,
  extras: [],
  lineTotal: 100_000,
  ...over,
});
const quote = (over: Partial<QuotePdf> = {}): QuotePdf => ({
  brand: {
    name: brand.name,
    locale: brand.locale,
    currency: brand.currency,
    country: brand.country,
    phone: "1300 000 000",
  },
  projectRef: "PRJ-000042",
  projectName: "Kitchen renovation - Smith",
  quoteVersion: 2,
  issuedOn: "2026-11-24",
  customer: {
    name: "Olivia Smith",
    emails: ["olivia@example.com"],
    phone: "0412000111",
    address: "1 Main St, Sydney NSW 2000",
  },
  store: { name: "Moorabbin", lines: ["1 Store Rd", "Moorabbin VIC 3189"] },
  salesperson: "Sam Staff",
  sections: [
    {
      title: "Products",
      lines: [
        line(1, { quantity: 2, unitPrice: 89_900, wasPrice: 99_900, locked: true, lineTotal: 2 * 89_900 }),
        line(2, { extras: [{ label: "5 year warranty", price: 19_900 }], lineTotal: 119_900 }),
      ],
    },
    { title: "Laundry", lines: [line(3)] },
  ],
  total: 2 * 89_900 + 119_900 + 100_000,
  priceLock: { expiryDate: "2026-12-08", timeZone: "Australia/Melbourne" },
  shareUrl: "https://aol.example.com/project/shared?shareId=abc",
  ...over,
});

describe("renderQuotePdf", () => {
  it("is a PDF holding the brand, customer, store, lines, locked prices, total, lock expiry and link", async () => {
    const pdf = await renderQuotePdf(quote());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf).join("\n");
    for (const words of [
      brand.name,
      "Quote",
      "PRJ-000042 · version 2",
      "Issued 24/11/2026",
      "Olivia Smith",
      "olivia@example.com",
      "Moorabbin VIC 3189",
      "Your contact: Sam Staff",
      "Products",
      "Laundry",
      "Oven model 1",
      "Bosch · SKU1",
      "$899",
      "$1,798",
      "was $999",
      "Locked price",
      "+ 5 year warranty ($199 each)",
      "$3,997",
      "locked until the end of 08/12/2026",
      "https://aol.example.com/project/shared?shareId=abc",
    ])
      expect(text).toContain(words);
    // The link is a link, not only words
    expect(pdf.toString("latin1")).toContain("/URI (https://aol.example.com/project/shared?shareId=abc)");
  });

  it("says the prices may change when nothing is locked", async () => {
    const text = pdfText(await renderQuotePdf(quote({ priceLock: null }))).join("\n");
    expect(text).toContain("These prices are today's and may change");
    expect(text).not.toContain("locked until");
  });

  it("runs over pages for 100 lines, repeating the column heads, every line drawn", async () => {
    const lines = Array.from({ length: 100 }, (_, n) => line(n + 1));
    const pdf = await renderQuotePdf(
      quote({ sections: [{ title: "Products", lines }], total: 100 * 100_000 }),
    );
    expect(pdfPageCount(pdf)).toBeGreaterThan(3);
    const text = pdfText(pdf);
    for (let n = 1; n <= 100; n++) expect(text).toContain(`Oven model ${n}`);
    expect(text.filter((t) => t === "Unit price")).toHaveLength(pdfPageCount(pdf));
    expect(text.join("\n")).toContain("$100,000");
  });

  it("writes days as the store does", () => {
    expect(dayText("2026-01-05")).toBe("05/01/2026");
  });
});
