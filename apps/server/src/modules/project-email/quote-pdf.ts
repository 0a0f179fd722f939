import { type Brand, formatMoney } from "@store/domain/brands";
import type { Project, ProjectLine } from "@store/domain/project.schema";
import type { Store } from "@store/domain/store.schema";
import PDFDocument from "pdfkit";

/** One product line of the quote PDF, in cents. */
export interface QuotePdfLine {
  sku: string;
  title: string;
  brand: string;
  quantity: number;
  unitPrice: number;
  /** The catalogue's price when the quote's price is lower (struck through beside it), else null. */
  wasPrice: number | null;
  /** The price is held by the price lock. */
  locked: boolean;
  extras: { label: string; price: number }[];
  lineTotal: number;
}

/** What the quote PDF shows (ADR 049): everything is decided before drawing, so the drawing is dumb. */
export interface QuotePdf {
  brand: Pick<Brand, "name" | "locale" | "currency" | "country"> & { phone: string };
  projectRef: string;
  projectName: string;
  quoteVersion: number | null;
  /** yyyy-mm-dd in the store's time zone. */
  issuedOn: string;
  customer: { name: string; emails: string[]; phone: string; address: string };
  store: { name: string; lines: string[] };
  salesperson: string | null;
  sections: { title: string; lines: QuotePdfLine[] }[];
  total: number;
  /** The live price lock: its last day (yyyy-mm-dd) and time zone; null when the prices are not locked. */
  priceLock: { expiryDate: string; timeZone: string } | null;
  shareUrl: string;
}

/** yyyy-mm-dd as the store writes a day (dd/MM/yyyy). */
export function dayText(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

function pdfLine(line: ProjectLine): QuotePdfLine {
  const extras = [line.selectedWarranty, line.selectedInstall]
    .filter((o): o is NonNullable<typeof o> => o !== null)
    .map((o) => ({ label: o.name, price: o.price }));
  return {
    sku: line.sku,
    title: line.title,
    brand: line.brand,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    wasPrice: line.linePrice > line.unitPrice ? line.linePrice : null,
    locked: line.lockedPrice !== null,
    extras,
    lineTotal: line.lineTotal,
  };
}

/**
 * The PDF's content from the project as its share link shows it (the latest saved quote's snapshot, or
 * the project priced now when never quoted), the project's store and the link itself.
 */
export function quotePdfOf(input: {
  project: Project;
  brand: Brand;
  store: Store | null;
  shareUrl: string;
  issuedOn: string;
}): QuotePdf {
  const { project, brand, store } = input;
  const q = project.quoteData;
  const name = q.customerName || [q.firstName, q.lastName].filter(Boolean).join(" ");
  const address = [q.projectAddress, [q.suburb, q.state, q.postCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const sections = [
    { title: "Products", lines: project.cart.products.map(pdfLine) },
    ...project.folders.map((f) => ({ title: f.title, lines: f.products.map(pdfLine) })),
  ].filter((s) => s.lines.length > 0);
  const lock = project.priceLock;
  return {
    brand: {
      name: brand.name,
      locale: brand.locale,
      currency: brand.currency,
      country: brand.country,
      phone: brand.support.phone,
    },
    projectRef: project.projectRef,
    projectName: project.name,
    quoteVersion: project.quoteVersion,
    issuedOn: input.issuedOn,
    customer: {
      name,
      emails: [q.customerEmail, q.customerEmailSecondary].filter(Boolean),
      phone: q.contactNumber,
      address,
    },
    store: store
      ? {
          name: store.name,
          lines: [
            store.address,
            [store.suburb, store.state, store.postcode].filter(Boolean).join(" "),
            store.phone,
            store.email,
          ].filter(Boolean),
        }
      : { name: project.selectedStore.name, lines: [] },
    salesperson: project.selectedSalesPerson?.name ?? (project.owner.name || null),
    sections,
    total: project.total,
    priceLock: lock?.live ? { expiryDate: lock.expiryDate, timeZone: lock.timeZone } : null,
    shareUrl: input.shareUrl,
  };
}

const ink = "#1a1a1a";
const muted = "#555555";
const rule = "#cccccc";

/**
 * Draws the quote as an A4 PDF (pdfkit, the standard Helvetica fonts: no font files to ship): the brand,
 * the customer and the store, each section's lines with their prices (locked ones marked), the total,
 * the price lock's last day and the link to the shared quote page.
 */
export function renderQuotePdf(quote: QuotePdf): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents, quote.brand);
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: {
      Title: `${quote.brand.name} quote ${quote.projectRef}`,
      Author: quote.brand.name,
      Subject: quote.projectName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  // Columns of the lines table: product, quantity, unit price, line total
  const col = { product: left, qty: left + width - 230, unit: left + width - 170, total: left + width - 80 };
  const productWidth = col.qty - col.product - 10;

  // Header: the brand, the quote's reference and day
  doc
    .fillColor(ink)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(quote.brand.name, left, 48, { width: width / 2 });
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text("Quote", left + width / 2, 48, { width: width / 2, align: "right" })
    .font("Helvetica")
    .fontSize(10)
    .fillColor(muted)
    .text(
      [
        quote.projectRef + (quote.quoteVersion !== null ? ` · version ${quote.quoteVersion}` : ""),
        `Issued ${dayText(quote.issuedOn)}`,
      ].join("\n"),
      { width: width / 2, align: "right" },
    );
  doc
    .moveDown(0.5)
    .fillColor(ink)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(quote.projectName, left, doc.y, { width });
  doc.moveDown(0.8);

  // The customer and the store, side by side
  const top = doc.y;
  const half = width / 2 - 10;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(ink).text("Prepared for", left, top, { width: half });
  doc
    .font("Helvetica")
    .fillColor(ink)
    .text(
      [quote.customer.name, ...quote.customer.emails, quote.customer.phone, quote.customer.address]
        .filter(Boolean)
        .join("\n") || "—",
      { width: half },
    );
  const leftEnd = doc.y;
  doc.font("Helvetica-Bold").text("From", left + width / 2 + 10, top, { width: half });
  doc
    .font("Helvetica")
    .text(
      [
        `${quote.brand.name} · ${quote.store.name}`,
        ...quote.store.lines,
        quote.salesperson ? `Your contact: ${quote.salesperson}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      { width: half },
    );
  doc.y = Math.max(leftEnd, doc.y) + 16;

  const tableHeader = () => {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(muted);
    doc.text("Product", col.product, y, { width: productWidth });
    doc.text("Qty", col.qty, y, { width: 50, align: "right" });
    doc.text("Unit price", col.unit, y, { width: 80, align: "right" });
    doc.text("Total", col.total, y, { width: 80, align: "right" });
    doc
      .moveTo(left, y + 13)
      .lineTo(left + width, y + 13)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 18;
  };
  const room = (needed: number) => {
    if (doc.y + needed <= bottom()) return;
    doc.addPage();
    tableHeader();
  };

  tableHeader();
  for (const section of quote.sections) {
    room(40);
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(ink)
      .text(section.title, left, doc.y + 4, { width });
    doc.moveDown(0.3);
    for (const line of section.lines) {
      doc.font("Helvetica").fontSize(10);
      const titleHeight = doc.heightOfString(line.title, { width: productWidth });
      const height = titleHeight + 14 + line.extras.length * 12 + (line.locked ? 12 : 0) + 8;
      room(height);
      // The column heads of a new page leave their font set: the line's own again
      doc.font("Helvetica").fontSize(10);
      const y = doc.y;
      doc.fillColor(ink).text(line.title, col.product, y, { width: productWidth });
      doc
        .fontSize(8)
        .fillColor(muted)
        .text(`${line.brand} · ${line.sku}`, col.product, y + titleHeight + 1, { width: productWidth });
      doc.fontSize(10).fillColor(ink);
      doc.text(String(line.quantity), col.qty, y, { width: 50, align: "right" });
      doc.text(money(line.unitPrice), col.unit, y, { width: 80, align: "right" });
      doc.font("Helvetica-Bold").text(money(line.lineTotal), col.total, y, { width: 80, align: "right" });
      let below = y + 13;
      doc.font("Helvetica").fontSize(8).fillColor(muted);
      if (line.wasPrice !== null) {
        doc.text(`was ${money(line.wasPrice)}`, col.unit, below, { width: 80, align: "right" });
        below += 11;
      }
      if (line.locked) {
        doc
          .fillColor(ink)
          .text("Locked price", col.unit, below, { width: 80, align: "right" })
          .fillColor(muted);
        below += 11;
      }
      let extraY = y + titleHeight + 12;
      for (const extra of line.extras) {
        doc.text(`+ ${extra.label} (${money(extra.price)} each)`, col.product + 8, extraY, {
          width: productWidth - 8,
        });
        extraY += 12;
      }
      doc.y = Math.max(extraY, below) + 4;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(rule)
        .lineWidth(0.3)
        .stroke();
      doc.y += 6;
    }
  }

  // The total, the lock and the link
  room(130);
  doc.y += 4;
  const totalY = doc.y;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(ink);
  doc.text("Total", col.unit - 60, totalY, { width: 140, align: "right" });
  doc.text(money(quote.total), col.total, totalY, { width: 80, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(muted)
    .text(`Prices in ${quote.brand.currency}, GST included.`, left, totalY + 18, { width, align: "right" });
  doc.y = totalY + 40;
  doc.font("Helvetica").fontSize(10).fillColor(ink);
  doc.text(
    quote.priceLock
      ? `These prices are locked until the end of ${dayText(quote.priceLock.expiryDate)} (${quote.priceLock.timeZone} time). After that, today's prices apply.`
      : "These prices are today's and may change: ask us to lock them for you.",
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.8);
  doc.text("See this quote online at any time:", { width });
  doc.fillColor("#0b57d0").text(quote.shareUrl, { width, link: quote.shareUrl, underline: true });
  doc.moveDown(0.8);
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Questions? Call ${quote.brand.name} on ${quote.brand.phone} or reply to this email.`, { width });
  doc.end();
  return done;
}
