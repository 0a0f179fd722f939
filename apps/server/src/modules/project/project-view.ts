import type { Role } from "@store/domain/access";
import { linePrice } from "@store/domain/pricing";
import {
  linePermissions,
  notesForSku,
  type ProjectViewer,
  priceLockLive,
  projectHasProducts,
  projectHasQuote,
  projectProductCount,
  projectUnitPrice,
} from "@store/domain/project";
import type {
  ProductNote,
  ProductVariation,
  Project,
  ProjectFolder,
  ProjectLine,
  QuoteData,
  StaffComment,
} from "@store/domain/project.schema";
import { defaultStoreName } from "@store/domain/project-constants";
import type { Store } from "@store/domain/store.schema";
import { upsellOptionsFor } from "@store/domain/upsell-options";
import type { ProductRow } from "../product/product.read-model.ts";
import type {
  projectComments,
  projectFolders,
  projectLines,
  projectNotes,
  projectPriceLocks,
  projectQuotes,
  projects,
  projectVariations,
  QuoteLineRow,
} from "./project.tables.ts";

export type ProjectRow = typeof projects.$inferSelect;
export type FolderRow = typeof projectFolders.$inferSelect;
export type LineRow = typeof projectLines.$inferSelect;
export type VariationRow = typeof projectVariations.$inferSelect;
export type NoteRow = typeof projectNotes.$inferSelect;
export type CommentRow = typeof projectComments.$inferSelect;
export type QuoteRow = typeof projectQuotes.$inferSelect;
export type LockRow = typeof projectPriceLocks.$inferSelect;

/** Everything one project answer is built from, read by the service. */
export interface ProjectFacts {
  project: ProjectRow;
  folders: FolderRow[];
  lines: LineRow[];
  variations: VariationRow[];
  notes: NoteRow[];
  comments: CommentRow[];
  /** The latest saved quote (with its snapshot), or null. */
  quote: QuoteRow | null;
  /** The project's lock that is not cancelled (live or ended), with the quote it holds. */
  lock: (LockRow & { quote: QuoteRow }) | null;
  products: Map<number, ProductRow>;
  names: Map<number, { name: string; role: Role; salespersonCode: string | null }>;
  store: Store | null;
  now: Date;
}

/** quoteData of a project row. */
export function quoteDataOf(project: ProjectRow): QuoteData {
  return {
    firstName: project.firstName,
    lastName: project.lastName,
    customerName: project.customerName,
    customerEmail: project.customerEmail,
    customerEmailSecondary: project.customerEmailSecondary,
    contactNumber: project.contactNumber,
    customerNumberSecondary: project.customerNumberSecondary,
    ...project.details,
  };
}

/** The held price of each product of a quote snapshot, by place and by product. */
export function lockedPrices(lines: readonly QuoteLineRow[]) {
  const byPlace = new Map<string, number>();
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    byPlace.set(`${line.folderId ?? 0}:${line.productId}`, line.unitPrice);
    const known = byProduct.get(line.productId);
    byProduct.set(line.productId, known === undefined ? line.unitPrice : Math.min(known, line.unitPrice));
  }
  return (folderId: number | null, productId: number): number | null =>
    byPlace.get(`${folderId ?? 0}:${productId}`) ?? byProduct.get(productId) ?? null;
}

/** One line priced now, with what this viewer may change on it. */
export function lineOf(
  row: LineRow,
  product: ProductRow,
  context: {
    viewer: ProjectViewer;
    status: Project["status"];
    lockedPriceOf: ((folderId: number | null, productId: number) => number | null) | null;
  },
): ProjectLine {
  const catalogueLine = product.price === null ? 0 : linePrice(product.price, product.lineDiscount);
  const lockedPrice = context.lockedPriceOf?.(row.folderId, row.productId) ?? null;
  const options = upsellOptionsFor({
    sku: product.sku,
    price: product.price,
    categoryUri: product.categoryUri,
  });
  const warranty = row.warrantyId ? (options.warranties.find((w) => w.id === row.warrantyId) ?? null) : null;
  const install = row.installId ? (options.installs.find((i) => i.id === row.installId) ?? null) : null;
  const unitPrice = projectUnitPrice({
    linePrice: catalogueLine,
    priceOverride: row.priceOverride,
    lockedPrice,
  });
  const shared = context.viewer === "shared";
  return {
    lineId: row.id,
    folderId: row.folderId,
    productId: row.productId,
    productCode: product.sku,
    sku: product.sku,
    title: product.title,
    uri: product.uri,
    image: product.image,
    brand: product.brandName,
    category: product.categoryTitle,
    quantity: row.quantity,
    price: product.price,
    rrp: product.rrp,
    lineDiscount: product.lineDiscount,
    linePrice: catalogueLine,
    priceOverride: row.priceOverride,
    lockedPrice,
    unitPrice,
    lineTotal: (unitPrice + (warranty?.price ?? 0) + (install?.price ?? 0)) * row.quantity,
    competitorPrice: shared ? null : row.competitorPrice,
    competitorUrl: shared ? null : row.competitorUrl,
    warrantyId: row.warrantyId,
    installId: row.installId,
    selectedWarranty: warranty,
    selectedInstall: install,
    available: product.price !== null,
    sortOrder: row.sortOrder,
    permissions: linePermissions({
      viewer: context.viewer,
      status: context.status,
      lockedLine: lockedPrice !== null,
      offersWarranty: options.warranties.length > 0,
      offersInstall: options.installs.length > 0,
      priceOverride: row.priceOverride,
      catalogueLinePrice: catalogueLine,
    }),
  };
}

const byOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

function variationOf(row: VariationRow, products: Map<number, ProductRow>): ProductVariation | null {
  const base = products.get(row.productId);
  const variation = products.get(row.variationProductId);
  if (!base || !variation) return null;
  return {
    id: row.id,
    variationId: row.id,
    productCode: base.sku,
    variationSku: variation.sku,
    variationTitle: variation.title,
    brand: row.brand,
    comments: row.comments,
    rrpOverride: row.rrpOverride,
    price: variation.price === null ? null : linePrice(variation.price, variation.lineDiscount),
    rrp: row.rrpOverride ?? variation.rrp,
  };
}

/** A note as the API answers it (storefront s.3 "Product note"). */
export function noteOf(row: NoteRow, sku: string, names: Map<number, { name: string }>): ProductNote {
  return {
    id: row.id,
    noteId: row.id,
    sku,
    notes: row.notes,
    createdBy:
      (row.createdByUserId ? names.get(row.createdByUserId)?.name : undefined) ?? row.salesPersonName,
    salesPersonName: row.salesPersonName,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.lastModified.toISOString(),
  };
}

/** A staff comment as the API answers it. */
export function commentOf(row: CommentRow): StaffComment {
  return { id: row.id, user: row.userName, timestamp: row.createdAt.toISOString(), message: row.message };
}

/** Variations grouped by brand, brands in the order they first appear. */
function byBrand(variations: ProductVariation[]): Project["brandVariations"] {
  const groups = new Map<string, ProductVariation[]>();
  for (const v of variations) groups.set(v.brand, [...(groups.get(v.brand) ?? []), v]);
  return [...groups].map(([brand, list]) => ({ brand, variations: list }));
}

/**
 * The project answer for staff or an administrator (everything, with each line's permissions), or for
 * the shared view (read-only: the latest saved quote as the customer was quoted it when there is one,
 * and none of the internal fields: comments, notes, competitor prices, the share id).
 */
export function buildProject(facts: ProjectFacts, viewer: ProjectViewer): Project {
  const { project, now } = facts;
  const lock = facts.lock;
  const lockLive = lock !== null && priceLockLive({ expiresAt: lock.expiresAt }, now);
  const lockedPriceOf = lockLive && lock ? lockedPrices(lock.quote.lines) : null;
  const shared = viewer === "shared";
  const context = { viewer, status: project.status, lockedPriceOf };

  let cartProducts: ProjectLine[];
  let folders: ProjectFolder[];
  if (shared && facts.quote) {
    ({ cartProducts, folders } = quotedLines(
      facts.quote,
      facts,
      lockLive && lock?.quoteId === facts.quote.id,
    ));
  } else {
    const linesOf = (folderId: number | null) =>
      facts.lines
        .filter((l) => l.folderId === folderId)
        .sort(byOrder)
        .flatMap((row) => {
          const product = facts.products.get(row.productId);
          return product ? [lineOf(row, product, context)] : [];
        });
    cartProducts = linesOf(null);
    folders = [...facts.folders].sort(byOrder).map((f) => ({
      id: f.id,
      title: f.title,
      sortOrder: f.sortOrder,
      products: linesOf(f.id),
      files: [],
    }));
  }
  const count = projectProductCount({ cart: { products: cartProducts }, folders });
  const variations = facts.variations
    .map((v) => variationOf(v, facts.products))
    .filter((v): v is ProductVariation => v !== null);
  const skuOf = (productId: number) => facts.products.get(productId)?.sku ?? "";
  const notes = shared
    ? []
    : [...new Set(facts.notes.map((n) => skuOf(n.productId)))].flatMap((sku) =>
        notesForSku(
          facts.notes.map((n) => noteOf(n, skuOf(n.productId), facts.names)),
          sku,
        ),
      );
  const salesperson = project.salespersonUserId ? facts.names.get(project.salespersonUserId) : undefined;
  const lockedBy = lock?.lockedByUserId ? facts.names.get(lock.lockedByUserId)?.name : undefined;
  const total = [...cartProducts, ...folders.flatMap((f) => f.products)].reduce((n, l) => n + l.lineTotal, 0);
  return {
    projectId: project.id,
    projectRef: project.ref,
    name: project.name,
    brand: project.brand,
    status: project.status,
    quoteStatus: project.status,
    owner: {
      userId: shared ? null : project.ownerUserId,
      name: facts.names.get(project.ownerUserId)?.name ?? "",
    },
    cart: { products: cartProducts },
    folders,
    files: [],
    attachments: [],
    shareId: shared ? null : project.shareId,
    sharedStatus: project.shareId !== null,
    salespersonCode: salesperson?.salespersonCode ?? null,
    selectedSalesPerson: salesperson?.salespersonCode
      ? { code: salesperson.salespersonCode, name: salesperson.name }
      : null,
    selectedStore: facts.store
      ? { storeUri: facts.store.storeUri, name: facts.store.name, subdivision: facts.store.subdivision }
      : { storeUri: null, name: defaultStoreName, subdivision: "" },
    customerEmail: project.customerEmail,
    quoteData: quoteDataOf(project),
    quoteId: facts.quote?.id ?? null,
    quoteVersion: facts.quote?.version ?? null,
    nextQuoteVersion: project.nextQuoteVersion,
    quoted: project.quoted,
    productCount: count,
    hasProducts: projectHasProducts(count),
    hasQuote: projectHasQuote(count, project.quoted),
    productVariations: variations,
    brandVariations: byBrand(variations),
    staffComments: shared
      ? []
      : [...facts.comments]
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .map(commentOf),
    productNotes: notes,
    priceLock: lock
      ? {
          expiryDate: lock.expiryDate,
          timeZone: lock.timeZone,
          expiresAt: lock.expiresAt.toISOString(),
          live: lockLive,
          quoteVersion: lock.quote.version,
          lockedBy: lockedBy ?? "",
          lockedAt: lock.lockedAt.toISOString(),
        }
      : null,
    projectEmailed: project.projectEmailed,
    total,
    readOnly: shared,
    version: project.version,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

/** The shared view's lines: the saved quote's snapshot, as the customer was quoted (prices then). */
function quotedLines(
  quote: QuoteRow,
  facts: ProjectFacts,
  locked: boolean,
): { cartProducts: ProjectLine[]; folders: ProjectFolder[] } {
  const none = linePermissions({
    viewer: "shared",
    status: facts.project.status,
    lockedLine: false,
    offersWarranty: false,
    offersInstall: false,
    priceOverride: null,
    catalogueLinePrice: 0,
  });
  const lineOfSnapshot = (line: QuoteLineRow, index: number): ProjectLine => {
    const product = facts.products.get(line.productId);
    return {
      lineId: index + 1,
      folderId: line.folderId,
      productId: line.productId,
      productCode: line.sku,
      sku: line.sku,
      title: line.title,
      uri: product?.uri ?? "",
      image: line.image,
      brand: line.brand,
      category: product?.categoryTitle ?? "",
      quantity: line.quantity,
      price: line.catalogueUnitPrice,
      rrp: product?.rrp ?? line.catalogueUnitPrice,
      lineDiscount: 0,
      linePrice: line.catalogueUnitPrice,
      priceOverride: line.unitPrice === line.catalogueUnitPrice ? null : line.unitPrice,
      lockedPrice: locked ? line.unitPrice : null,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      competitorPrice: null,
      competitorUrl: null,
      warrantyId: line.warranty?.id ?? null,
      installId: line.install?.id ?? null,
      selectedWarranty: line.warranty,
      selectedInstall: line.install,
      available: product ? product.price !== null : false,
      sortOrder: index,
      permissions: none,
    };
  };
  const lines = quote.lines.map(lineOfSnapshot);
  const folders: ProjectFolder[] = [];
  for (const [index, line] of lines.entries()) {
    const source = quote.lines[index];
    if (!source || source.folderId === null) continue;
    let folder = folders.find((f) => f.id === source.folderId);
    if (!folder) {
      folder = {
        id: source.folderId,
        title: source.folderTitle ?? "",
        sortOrder: folders.length,
        products: [],
        files: [],
      };
      folders.push(folder);
    }
    folder.products.push(line);
  }
  return { cartProducts: lines.filter((l) => l.folderId === null), folders };
}
