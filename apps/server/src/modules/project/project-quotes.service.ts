import { brands, formatMoney } from "@store/domain/brands";
import { linePrice } from "@store/domain/pricing";
import {
  dateIn,
  moveStatus,
  orderOutcome,
  priceLockExpiresAt,
  priceLockExpiryProblem,
  priceLockLive,
  projectShareUrl,
  projectUnitPrice,
} from "@store/domain/project";
import type { ProjectLine, ProjectToCart } from "@store/domain/project.schema";
import { countOf } from "@store/domain/text";
import { upsellOptionsFor } from "@store/domain/upsell-options";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CartOwner, CartService, HeldLine } from "../cart/cart.service.ts";
import type { OrderService } from "../order/order.service.ts";
import type { ProductReadModel } from "../product/product.read-model.ts";
import type { StoreService } from "../store/store.service.ts";
import {
  newShareId,
  type ProjectActor,
  type ProjectChange,
  type ProjectService,
  projectTimeZone,
} from "./project.service.ts";
import {
  type ConversionLineRow,
  projectConversions,
  projectFolders,
  projectLines,
  projectPriceLocks,
  projectQuotes,
  projects,
  type QuoteLineRow,
} from "./project.tables.ts";
import { buildProject, lockedPrices, type ProjectRow } from "./project-view.ts";

/** What converting a project into a cart answers (before the cart is read back). */
export interface Conversion {
  lockApplied: boolean;
  lockExpired: boolean;
  messages: string[];
}

/**
 * Quotes, price locks, the share link and the way to a cart and an order (storefront s.4, s.7; ADR 044):
 * a saved quote is a numbered version with a snapshot of the lines and prices; a price lock holds a
 * quote's prices until the end of a day in the store's time zone; converting carries held prices into a
 * cart the checkout honours; the order placed from that cart ends the project Won or Partial.
 */
export class ProjectQuotes {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
    private readonly products: ProductReadModel,
    private readonly stores: StoreService,
    private readonly carts: CartService,
    private readonly orders: OrderService,
  ) {}

  private async timeZoneOf(project: ProjectRow): Promise<string> {
    const store = project.storeId ? await this.stores.byId(project.storeId) : null;
    return projectTimeZone(store, brands[project.brand]);
  }

  private async row(projectId: number): Promise<ProjectRow> {
    const [project] = await this.db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!project) throw new AppError("not_found", "We couldn't find that project.");
    return project;
  }

  /**
   * POST /api/v2/project/quote: saves quoteData's fields given and the next quote version, a snapshot of
   * every line as it sells now (held prices included); the project is Quoted. A live lock moves to the
   * new version (its held prices are in the snapshot).
   */
  async save(
    actor: ProjectActor,
    input: { projID: number; version?: number } & Record<string, unknown>,
    now = new Date(),
  ): Promise<void> {
    const { projID, version, ...data } = input;
    // Products are read before the transaction (on PGlite a read outside it would wait for it)
    const lines = await this.db.select().from(projectLines).where(eq(projectLines.projectId, projID));
    const products = new Map(
      (await this.products.named(lines.map((l) => l.productId))).map((p) => [p.id, p]),
    );
    await this.projects.write(projID, actor, { version }, async (tx, project) => {
      const move = moveStatus(project.status, { kind: "quote_saved" });
      if (!move.ok) throw new AppError("conflict", move.reason);
      const [current, folders] = await Promise.all([
        tx.select().from(projectLines).where(eq(projectLines.projectId, project.id)),
        tx.select().from(projectFolders).where(eq(projectFolders.projectId, project.id)),
      ]);
      if (current.length === 0) throw new AppError("conflict", "Add a product before saving a quote.");
      if (current.some((l) => !products.has(l.productId)))
        throw new AppError(
          "conflict",
          "The project changed while the quote was being saved. Please save it again.",
        );
      const [lock] = await tx
        .select({
          id: projectPriceLocks.id,
          expiresAt: projectPriceLocks.expiresAt,
          lines: projectQuotes.lines,
        })
        .from(projectPriceLocks)
        .innerJoin(projectQuotes, eq(projectQuotes.id, projectPriceLocks.quoteId))
        .where(and(eq(projectPriceLocks.projectId, project.id), isNull(projectPriceLocks.cancelledAt)));
      const live = lock && priceLockLive({ expiresAt: lock.expiresAt }, now) ? lock : null;
      const heldOf = live ? lockedPrices(live.lines) : null;
      const folderOrder = new Map(
        [...folders].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((f, i) => [f.id, i]),
      );
      const snapshot: QuoteLineRow[] = [...current]
        .sort(
          (a, b) =>
            (a.folderId === null ? -1 : (folderOrder.get(a.folderId) ?? 0)) -
              (b.folderId === null ? -1 : (folderOrder.get(b.folderId) ?? 0)) ||
            a.sortOrder - b.sortOrder ||
            a.id - b.id,
        )
        .map((line) => {
          const product = products.get(line.productId);
          if (!product) throw new Error("a line's product was not read");
          const catalogue = product.price === null ? 0 : linePrice(product.price, product.lineDiscount);
          const unitPrice = projectUnitPrice({
            linePrice: catalogue,
            priceOverride: line.priceOverride,
            lockedPrice: heldOf?.(line.folderId, line.productId) ?? null,
          });
          const options = upsellOptionsFor({
            sku: product.sku,
            price: product.price,
            categoryUri: product.categoryUri,
          });
          const warranty = options.warranties.find((w) => w.id === line.warrantyId) ?? null;
          const install = options.installs.find((i) => i.id === line.installId) ?? null;
          return {
            folderId: line.folderId,
            folderTitle: folders.find((f) => f.id === line.folderId)?.title ?? null,
            productId: product.id,
            sku: product.sku,
            title: product.title,
            brand: product.brandName,
            image: product.image,
            quantity: line.quantity,
            catalogueUnitPrice: catalogue,
            unitPrice,
            warranty,
            install,
            lineTotal: (unitPrice + (warranty?.price ?? 0) + (install?.price ?? 0)) * line.quantity,
          };
        });
      const set: Partial<typeof projects.$inferInsert> = {
        quoted: true,
        nextQuoteVersion: project.nextQuoteVersion + 1,
      };
      const changes = this.projects.quoteDataChanges(project, data, set);
      await tx.update(projects).set(set).where(eq(projects.id, project.id));
      const total = snapshot.reduce((n, l) => n + l.lineTotal, 0);
      const saved = { ...project, ...set } as ProjectRow;
      const [quote] = await tx
        .insert(projectQuotes)
        .values({
          projectId: project.id,
          version: project.nextQuoteVersion,
          lines: snapshot,
          quoteData: {
            ...saved.details,
            customerName: saved.customerName,
            customerEmail: saved.customerEmail,
          },
          total,
          savedByUserId: actor.userId,
        })
        .returning({ id: projectQuotes.id });
      if (!quote) throw new Error("the quote insert returned no row");
      if (live)
        await tx
          .update(projectPriceLocks)
          .set({ quoteId: quote.id })
          .where(eq(projectPriceLocks.id, live.id));
      changes.push({
        kind: "quote_saved",
        message: `Quote ${project.nextQuoteVersion} saved: ${countOf(snapshot.length, "line")}, ${formatMoney(total, brands[project.brand])}${live ? " (price lock moved to it)" : ""}`,
      });
      if (move.status !== project.status)
        changes.push({ kind: "status_changed", message: `Status ${project.status} → ${move.status}` });
      return { result: undefined, changes, status: move.status };
    });
  }

  /**
   * POST /api/v2/project/lock-price: locks the latest quote's prices until the end of `expiryDate` in the
   * store's time zone, or moves a live lock's expiry. A lock that has ended is replaced.
   */
  async lock(
    actor: ProjectActor,
    input: { projectId: number; version?: number; expiryDate: string },
    now = new Date(),
  ): Promise<void> {
    const timeZone = await this.timeZoneOf(await this.row(input.projectId));
    const problem = priceLockExpiryProblem(input.expiryDate, timeZone, now);
    if (problem) throw new AppError("invalid", `expiryDate: ${problem}`);
    const expiresAt = priceLockExpiresAt(input.expiryDate, timeZone);
    await this.projects.write(
      input.projectId,
      actor,
      { version: input.version, open: true },
      async (tx, project) => {
        const [quote] = await tx
          .select({ id: projectQuotes.id, version: projectQuotes.version })
          .from(projectQuotes)
          .where(eq(projectQuotes.projectId, project.id))
          .orderBy(desc(projectQuotes.version))
          .limit(1);
        if (!quote) throw new AppError("conflict", "Save a quote before locking its prices.");
        const [current] = await tx
          .select()
          .from(projectPriceLocks)
          .where(and(eq(projectPriceLocks.projectId, project.id), isNull(projectPriceLocks.cancelledAt)));
        if (current && priceLockLive({ expiresAt: current.expiresAt }, now)) {
          if (current.expiryDate === input.expiryDate) return { result: undefined, changes: [] };
          await tx
            .update(projectPriceLocks)
            .set({ expiryDate: input.expiryDate, expiresAt, timeZone })
            .where(eq(projectPriceLocks.id, current.id));
          return {
            result: undefined,
            changes: [
              {
                kind: "price_lock_changed",
                message: `Price lock now ends ${input.expiryDate} (was ${current.expiryDate}), ${timeZone}`,
              },
            ],
          };
        }
        if (current)
          await tx
            .update(projectPriceLocks)
            .set({ cancelledAt: now })
            .where(eq(projectPriceLocks.id, current.id));
        await tx.insert(projectPriceLocks).values({
          projectId: project.id,
          quoteId: quote.id,
          expiryDate: input.expiryDate,
          timeZone,
          expiresAt,
          lockedByUserId: actor.userId,
          lockedAt: now,
        });
        return {
          result: undefined,
          changes: [
            {
              kind: "price_locked",
              message: `Prices of quote ${quote.version} locked until the end of ${input.expiryDate} (${timeZone})`,
            },
          ],
        };
      },
    );
  }

  /** DELETE /api/v2/project/lock-price?projectId: cancels the lock (live or ended); 404 when there is none. */
  async unlock(actor: ProjectActor, projectId: number, now = new Date()): Promise<void> {
    await this.projects.write(projectId, actor, {}, async (tx, project) => {
      const [cancelled] = await tx
        .update(projectPriceLocks)
        .set({ cancelledAt: now, cancelledByUserId: actor.userId })
        .where(and(eq(projectPriceLocks.projectId, project.id), isNull(projectPriceLocks.cancelledAt)))
        .returning({ expiryDate: projectPriceLocks.expiryDate });
      if (!cancelled) throw new AppError("not_found", "This project has no price lock.");
      return {
        result: undefined,
        changes: [
          { kind: "price_lock_cancelled", message: `Price lock until ${cancelled.expiryDate} cancelled` },
        ],
      };
    });
  }

  /**
   * POST /api/projects/shared-project-status: sharing gives the project a new long random share id (a
   * shared project keeps its id); stopping revokes it for good (sharing again makes a new one).
   */
  async setShared(
    actor: ProjectActor,
    input: { projectId: number; sharedStatus: boolean },
    publicOriginOf: (brand: ProjectRow["brand"]) => string,
  ) {
    const shareId = await this.projects.write(input.projectId, actor, {}, async (tx, project) => {
      if (input.sharedStatus === (project.shareId !== null)) return { result: project.shareId, changes: [] };
      const next = input.sharedStatus ? newShareId() : null;
      await tx.update(projects).set({ shareId: next }).where(eq(projects.id, project.id));
      const change: ProjectChange = input.sharedStatus
        ? { kind: "shared", message: "Share link turned on" }
        : { kind: "unshared", message: "Share link turned off (the old link no longer works)" };
      return { result: next, changes: [change] };
    });
    const project = await this.row(input.projectId);
    return {
      projectId: project.id,
      sharedStatus: shareId !== null,
      shareId,
      shareUrl: shareId ? projectShareUrl(publicOriginOf(project.brand), shareId) : null,
      version: project.version,
    };
  }

  /**
   * POST /api/projects/cart and /admin-cart: replaces the caller's cart with the project's lines (or the
   * selected products and folders): one cart line per product (quantities summed, the lowest price of its
   * lines). A live price lock's prices and the staff's prices go in held until the lock ends (staff prices
   * without a lock: until the end of today in the store's time zone); `clearDiscounts` puts today's
   * catalogue prices in instead. A lock that has ended puts today's prices in and says so.
   */
  async toCart(
    actor: ProjectActor,
    owner: CartOwner,
    input: ProjectToCart & { clearDiscounts?: boolean },
    now = new Date(),
  ): Promise<Conversion> {
    const facts = await this.projects.facts(input.projectId, now);
    if (!facts) throw new AppError("not_found", "We couldn't find that project.");
    if (facts.project.status === "Lost")
      throw new AppError(
        "conflict",
        "This project is marked lost. Reopen it before converting it to a cart.",
      );
    const view = buildProject(facts, actor.role);
    const selecting = input.productCodes !== undefined || input.folderIds !== undefined;
    const codes = new Set((input.productCodes ?? []).map((c) => c.toUpperCase()));
    const unknownFolders = (input.folderIds ?? []).filter((id) => !view.folders.some((f) => f.id === id));
    if (unknownFolders.length > 0)
      throw new AppError(
        "not_found",
        unknownFolders.map((id) => `Folder ${id} is not in this project.`),
      );
    const chosen: ProjectLine[] = [
      ...view.cart.products.filter((l) => !selecting || input.includeCart || codes.has(l.sku)),
      ...view.folders.flatMap((f) =>
        f.products.filter((l) => !selecting || input.folderIds?.includes(f.id) || codes.has(l.sku)),
      ),
    ];
    const unknownCodes = [...codes].filter((c) => !chosen.some((l) => l.sku === c));
    if (unknownCodes.length > 0)
      throw new AppError(
        "not_found",
        unknownCodes.map((c) => `${c} is not in this project.`),
      );
    if (chosen.length === 0)
      throw new AppError(
        "conflict",
        selecting
          ? "Choose products or folders to put into the cart."
          : "This project has no products to put into a cart.",
      );
    const lock = facts.lock;
    const lockLive = lock !== null && priceLockLive({ expiresAt: lock.expiresAt }, now);
    const lockExpired = lock !== null && !lockLive;
    const clear = input.clearDiscounts === true;
    const timeZone = await this.timeZoneOf(facts.project);
    const endOfToday = priceLockExpiresAt(dateIn(timeZone, now), timeZone);
    // One cart line per product: quantities summed, the lowest unit price of its lines
    const byProduct = new Map<number, { line: ProjectLine; quantity: number; unit: number; held: boolean }>();
    for (const line of chosen) {
      const held = line.lockedPrice !== null || line.priceOverride !== null;
      const known = byProduct.get(line.productId);
      if (!known)
        byProduct.set(line.productId, { line, quantity: line.quantity, unit: line.unitPrice, held });
      else {
        known.quantity += line.quantity;
        if (line.unitPrice < known.unit) known.unit = line.unitPrice;
        known.held ||= held;
      }
    }
    const lines: HeldLine[] = [...byProduct.values()].map(({ line, quantity, unit, held }) => {
      const hold = !clear && held;
      return {
        productId: line.productId,
        quantity,
        warrantyId: line.warrantyId,
        installId: line.installId,
        lockedPrice: hold ? unit : null,
        lockedUntil: hold
          ? lockLive && line.lockedPrice !== null && lock
            ? lock.expiresAt
            : endOfToday
          : null,
      };
    });
    const lockApplied = !clear && lockLive && lines.some((l) => l.lockedPrice !== null);
    const messages: string[] = [];
    if (lockExpired && lock)
      messages.push(
        `The price lock on this project ended on ${lock.expiryDate}: today's prices are in the cart.`,
      );
    if (clear) messages.push("Discounts cleared: the cart has today's catalogue prices.");
    const { left } = await this.carts.replaceWithProject(owner, lines, async (tx, cartId, put) => {
      const converted: ConversionLineRow[] = put.map((l) => ({
        productId: l.productId,
        sku: byProduct.get(l.productId)?.line.sku ?? "",
        quantity: l.quantity,
        unitPrice: l.lockedPrice ?? byProduct.get(l.productId)?.line.linePrice ?? 0,
        locked: l.lockedPrice !== null,
      }));
      await this.projects.writeIn(tx, facts.project.id, actor, {}, async (inner) => {
        await inner.insert(projectConversions).values({
          projectId: facts.project.id,
          cartId,
          lines: converted,
          clearDiscounts: clear,
          lockApplied,
          lockExpired,
          convertedByUserId: actor.userId,
        });
        const total = converted.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
        return {
          result: undefined,
          changes: [
            {
              kind: "converted_to_cart",
              message: `Converted to a cart: ${converted.length} products, ${formatMoney(total, brands[facts.project.brand])}${lockApplied ? ", locked prices held" : ""}${lockExpired ? ", the lock had ended: today's prices" : ""}${clear ? ", discounts cleared" : ""}`,
            },
          ],
        };
      });
    });
    messages.push(...left.map((l) => l.reason));
    return { lockApplied, lockExpired, messages };
  }

  /**
   * Inside the transaction placing an order (OrderService.onPlaced): when the order's cart came from a
   * project, links the order to the conversion and moves the project Won or Partial (domain rules).
   */
  async orderPlaced(tx: Db, order: { id: number; cartId: string; reference: string }): Promise<void> {
    const [conversion] = await tx
      .select()
      .from(projectConversions)
      .where(and(eq(projectConversions.cartId, order.cartId), isNull(projectConversions.orderId)))
      .orderBy(desc(projectConversions.id))
      .limit(1)
      .for("update");
    if (!conversion) return;
    const ordered = await this.orders.linesOf(tx, order.id);
    const outcome = orderOutcome(conversion.lines, ordered);
    await this.projects.writeIn(
      tx,
      conversion.projectId,
      { userId: null, name: "System" },
      {},
      async (inner, project) => {
        await inner
          .update(projectConversions)
          .set({ orderId: order.id, outcome })
          .where(eq(projectConversions.id, conversion.id));
        if (!outcome)
          return {
            result: undefined,
            changes: [
              {
                kind: "order_placed",
                message: `Order ${order.reference} placed from this project's cart, without its products`,
              },
            ],
          };
        const move = moveStatus(project.status, { kind: "ordered", outcome });
        const status = move.ok ? move.status : project.status;
        return {
          result: undefined,
          status,
          changes: [
            {
              kind: "order_placed",
              message: `Order ${order.reference} placed from this project's cart: ${outcome === "Won" ? "every product ordered" : "part of it ordered"}`,
            },
            ...(status !== project.status
              ? [{ kind: "status_changed" as const, message: `Status ${project.status} → ${status}` }]
              : []),
          ],
        };
      },
    );
  }
}
