import { brandSells, outsideAssortmentMessage } from "@store/domain/brand-assortment";
import { type Brand, type Country, formatMoney } from "@store/domain/brands";
import {
  type CouponRule,
  cartFullError,
  couponIsLive,
  couponNotValidError,
  evaluateCoupon,
  loginForPriceError,
  maxQuantityFor,
  nextQuantity,
  notInCartError,
  pricesHiddenFor,
  restoreLinkError,
} from "@store/domain/cart";
import {
  type Cart,
  type CartAdd,
  type CartAddResult,
  type CartProduct,
  type CartQuery,
  emptyCartId,
  maxCartLines,
  maxLineQuantity,
  restoreLinkDays,
} from "@store/domain/cart.schema";
import { priceCart } from "@store/domain/cart-pricing";
import { hasOnlinePrice, linePrice, requestPriceMessage } from "@store/domain/pricing";
import { countOf } from "@store/domain/text";
import { upsellOptionsFor } from "@store/domain/upsell-options";
import { and, asc, desc, eq, notInArray, or, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { violatesConstraint } from "../../db/constraint-violation.ts";
import { sqlRows } from "../../db/sql-rows.ts";
import { AppError } from "../../http/app-error.ts";
import type { DeliveryService } from "../delivery/delivery.service.ts";
import type { LocalityService } from "../locality/locality.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { CartProductRow, ProductReadModel, ProductRow } from "../product/product.read-model.ts";
import type { PromotionService } from "../promotion/promotion.service.ts";
import type { RequestSession } from "../session/session.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { cartLines, carts, couponRedemptions, coupons } from "./cart.tables.ts";
import { cartMail } from "./cart-mail.ts";

/** Who the cart belongs to and how to show it. */
export interface CartOwner {
  session: RequestSession;
  brand: Brand;
  /**
   * The signed-in customer, for single-use coupons; null for guests. Left out, reads take it from the
   * session row they read anyway (GET needs no separate visitor lookup).
   */
  userId?: number | null;
}

/** What an add needs to know about a product (prices and stock are read again where they bind). */
type ProductForCart = ProductRow;

const id = z.number().int();

type CartHeader = { id: string; couponCode: string | null; shareToken: string | null };
type CouponRow = typeof coupons.$inferSelect;

/** One line of the cart with its product as it is now. */
interface CartLineRow extends CartProductRow {
  lineId: number;
  productId: number;
  quantity: number;
  warrantyId: string | null;
  installId: string | null;
  lockedPrice: number | null;
  lockedUntil: Date | null;
}

/** A line a staff project puts into a cart (ADR 044): its held price, if any, and until when. */
export interface HeldLine {
  productId: number;
  quantity: number;
  warrantyId: string | null;
  installId: string | null;
  lockedPrice: number | null;
  lockedUntil: Date | null;
}

/** What one read of the cart needs. */
interface Snapshot {
  header: CartHeader | null;
  userId: number | null;
  locality: { suburb: string; postcode: string; state: string };
  lines: CartLineRow[];
  coupon: CouponRow | null;
}

const lineColumns = {
  lineId: cartLines.id,
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  warrantyId: cartLines.warrantyId,
  installId: cartLines.installId,
  lockedPrice: cartLines.lockedPrice,
  lockedUntil: cartLines.lockedUntil,
};

/** The lines whose product still exists, each with it. */
function withProducts(
  lines: {
    lineId: number;
    productId: number;
    quantity: number;
    warrantyId: string | null;
    installId: string | null;
    lockedPrice: number | null;
    lockedUntil: Date | null;
  }[],
  products: CartProductRow[],
): CartLineRow[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ ...product, ...line }] : [];
  });
}

/** The visitor's cart (storefront s.3, s.7 "Cart"): lines, coupon, totals and delivery estimate. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductReadModel,
    private readonly localities: LocalityService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly delivery: DeliveryService,
    private readonly promotions: PromotionService,
    caches: CacheRegistry,
  ) {
    this.productsForAdd = caches.define("cart.products-for-add", { family: "catalogue", max: 5000 });
  }

  /**
   * Whether a product exists, is offered online and which options it takes, for an add's checks only:
   * catalogue data kept as long as catalogue answers are. Never a price to charge: cart answers are priced
   * from the product read model on every read, and checkout must price and bound orders from the database.
   */
  private readonly productsForAdd: NamedCache<ProductForCart | null>;

  /**
   * Everything a cart answer needs in two steps (ADR 023): the session's cart, lines and coupon (one
   * statement over the cart's own tables) beside the session row; then the lines' products with their
   * stock (the product module's read model) beside the chosen locality.
   */
  private async snapshot(session: RequestSession, country: Country): Promise<Snapshot> {
    const [rows, sessionRow] = await Promise.all([
      this.db
        .select({
          id: carts.id,
          couponCode: carts.couponCode,
          shareToken: carts.shareToken,
          line: lineColumns,
          coupon: coupons,
        })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .leftJoin(coupons, eq(coupons.code, carts.couponCode))
        .where(eq(carts.sessionId, session.id)),
      session.row(),
    ]);
    const first = rows[0];
    const lines = rows.flatMap((r) => (r.line === null ? [] : [r.line])).sort((a, b) => a.lineId - b.lineId);
    const [products, locality] = await Promise.all([
      this.products.forCart(lines.map((l) => l.productId)),
      sessionRow?.localityId ? this.localities.byId(country, sessionRow.localityId) : null,
    ]);
    return {
      header: first ? { id: first.id, couponCode: first.couponCode, shareToken: first.shareToken } : null,
      userId: sessionRow?.userId ?? null,
      locality: {
        suburb: locality?.suburb ?? "",
        postcode: locality?.postcode ?? "",
        state: locality?.state ?? "",
      },
      lines: withProducts(lines, products),
      coupon: first?.coupon ?? null,
    };
  }

  private async header(sessionId: string): Promise<CartHeader | null> {
    const [row] = await this.db
      .select({ id: carts.id, couponCode: carts.couponCode, shareToken: carts.shareToken })
      .from(carts)
      .where(eq(carts.sessionId, sessionId))
      .limit(1);
    return row ?? null;
  }

  private async lines(cartId: string): Promise<CartLineRow[]> {
    const lines = await this.db
      .select(lineColumns)
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.id));
    return withProducts(lines, await this.products.forCart(lines.map((l) => l.productId)));
  }

  private async coupon(code: string): Promise<CouponRow | null> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
    return row ?? null;
  }

  private async redeemed(coupon: CouponRow, sessionId: string, userId: number | null): Promise<boolean> {
    if (!coupon.singleUse) return false;
    const byOwner = userId
      ? or(eq(couponRedemptions.userId, userId), eq(couponRedemptions.sessionId, sessionId))
      : eq(couponRedemptions.sessionId, sessionId);
    const rows = await this.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), byOwner))
      .limit(1);
    return rows.length > 0;
  }

  private async categoryTitle(uri: string | null): Promise<string | null> {
    if (!uri) return null;
    const reference = await this.products.names();
    return reference.categories.find((c) => c.uri === uri)?.title ?? null;
  }

  private async rule(row: CouponRow): Promise<CouponRule> {
    return {
      code: row.code,
      description: row.description,
      kind: row.kind,
      value: row.value,
      minSpend: row.minSpend,
      brand: row.brand,
      categoryUri: row.categoryUri,
      categoryTitle: await this.categoryTitle(row.categoryUri),
      expiresAt: row.expiresAt,
      singleUse: row.singleUse,
    };
  }

  /**
   * What an add checks a product against (productsForAdd): stock and prices are not taken from here but
   * read by the statements that bound and price the cart.
   */
  private productForAdd(sku: string): Promise<ProductForCart | null> {
    const key = sku.toUpperCase();
    return this.productsForAdd.get(key, () => this.products.rowOfSku(key));
  }

  /** The cart as the API answers it, priced now from the catalogue. */
  async get(owner: CartOwner, query: CartQuery = {}): Promise<Cart> {
    return (await this.read(owner, query)).cart;
  }

  /** The cart priced, with the product and quantity of each line as read for it (checkout needs both). */
  async withLines(
    owner: CartOwner,
  ): Promise<{ cart: Cart; lines: { productId: number; quantity: number }[] }> {
    return this.read(owner, {});
  }

  private async build(owner: CartOwner, query: CartQuery, extraMessages: string[] = []): Promise<Cart> {
    return (await this.read(owner, query, extraMessages)).cart;
  }

  /** Reads what prices the cart (the cart, its products, coupon, settings), then prices it (`priceCart`). */
  private async read(
    owner: CartOwner,
    query: CartQuery,
    extraMessages: string[] = [],
  ): Promise<{ cart: Cart; lines: { productId: number; quantity: number }[] }> {
    const [snapshot, settings] = await Promise.all([
      this.snapshot(owner.session, owner.brand.country),
      this.settings.list(owner.brand.id),
    ]);
    const userId = owner.userId === undefined ? snapshot.userId : owner.userId;
    const coupon = snapshot.coupon
      ? {
          rule: await this.rule(snapshot.coupon),
          alreadyRedeemed: await this.redeemed(snapshot.coupon, owner.session.id, userId),
        }
      : null;
    const where =
      query.postcode || query.suburb || query.state
        ? { suburb: query.suburb ?? "", postcode: query.postcode ?? "", state: query.state ?? "" }
        : snapshot.locality;
    const override = query.winningDeliveryServiceOverride ?? false;
    const proformaSetting = settings.find((s) => s.name === "ProformaDeliveryBrands")?.value;
    const now = new Date();
    // The delivery service's calendar (issue 15): the cart shows what checkout will offer
    const deliveryAvailability = where.postcode
      ? await this.delivery.availability({
          country: owner.brand.country,
          postcode: where.postcode,
          suburb: where.suburb,
          state: where.state,
          lines: snapshot.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
          options: 0,
          winningDeliveryServiceOverride: override,
          proformaBrands: proformaSetting,
          now,
        })
      : null;
    // Bonus rewards come from the brand's promotions running now (ADR 050), never from ribbon text
    const offers = await this.promotions.offersFor(
      owner.brand.id,
      snapshot.lines.map((l) => l.productId),
      now,
    );
    const cart = priceCart({
      cartId: snapshot.header?.id ?? emptyCartId,
      brand: owner.brand,
      lines: snapshot.lines.map((l) => ({ ...l, promotions: offers.get(l.productId) ?? [] })),
      coupon,
      where,
      deliveryAvailability,
      override,
      proformaSetting,
      signedIn: userId !== null && userId !== undefined,
      now,
      extraMessages,
    });
    return { cart, lines: snapshot.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) };
  }

  /**
   * Emails the cart with a link that restores it (POST /api/cart/email). `consumeLimits` takes the
   * request's mail allowances (ADR 017) once the cart is known to be worth sending, before anything is
   * written or sent.
   */
  async email(
    owner: CartOwner,
    to: string,
    publicOrigin: string,
    consumeLimits: () => Promise<void>,
  ): Promise<{ sent: true; to: string }> {
    this.requirePrices(owner);
    const current = await this.get(owner);
    if (current.products.length === 0)
      throw new AppError("conflict", "Your cart is empty. Add a product before emailing it.");
    await consumeLimits();
    const token = await this.shareToken(owner);
    const message = cartMail(current, owner.brand, to, `${publicOrigin}/cart?restore=${token}`);
    await this.mail.send({ ...message, kind: "cart", sessionId: owner.session.id });
    return { sent: true, to };
  }

  /**
   * 401 for an anonymous visitor of a 'Login for Price' brand, for calls whose answer or refusal would
   * tell a price (add, coupon, email). The owner must come with its userId resolved.
   */
  requirePrices(owner: CartOwner): void {
    if (pricesHiddenFor(owner.brand, owner.userId !== null && owner.userId !== undefined))
      throw new AppError("unauthorized", loginForPriceError);
  }

  /** One line of the cart by its product code (the sku). */
  async line(owner: CartOwner, code: string): Promise<CartProduct> {
    const cart = await this.get(owner);
    const found = cart.products.find((p) => p.productCode.toUpperCase() === code.toUpperCase());
    if (!found) throw new AppError("not_found", "That product is not in your cart.");
    return found;
  }

  /**
   * Adds a product (or sets its quantity), within the stock, the per-line maximum and the cart's
   * maxCartLines products, in one statement. A new line raises the cart's line_count (a trigger, which
   * waits for the cart row and reads its latest version) and its CHECK refuses the line past the cap, so
   * two parallel adds at 49 lines cannot make 51 (ADR 017).
   */
  async add(owner: CartOwner, input: CartAdd): Promise<CartAddResult> {
    this.requirePrices(owner);
    const product = await this.productForAdd(input.sku);
    if (!product) throw new AppError("not_found", `We couldn't find a product with sku ${input.sku}.`);
    // ADR 064: a brand sells its own assortment only
    if (!brandSells(owner.brand.id, product.categoryUri))
      throw new AppError("conflict", outsideAssortmentMessage(owner.brand.id, product.title));
    // 'Request Price' (no price, or 0) is never sold online (ADR 053)
    if (!hasOnlinePrice(product.price)) throw new AppError("conflict", requestPriceMessage(product.title));
    const options = upsellOptionsFor({
      sku: product.sku,
      price: product.price,
      categoryUri: product.categoryUri,
    });
    if (input.warrantyId && !options.warranties.some((w) => w.id === input.warrantyId))
      throw new AppError("invalid", `That warranty is not offered for ${product.title}.`);
    if (input.installId && !options.installs.some((i) => i.id === input.installId))
      throw new AppError("invalid", `That installation is not offered for ${product.title}.`);

    if (input.quantity > maxLineQuantity)
      throw new AppError("conflict", `You can buy at most ${maxLineQuantity} of one product.`);
    const add = input.mode === "add";
    // The stock on hand now and the session's customer, read beside each other; stock changes are rare
    // next to adds, and checkout counts it again under its own lock
    const [stock, sessionRow] = await Promise.all([this.products.stock(product.id), owner.session.row()]);
    // A cart hangs off its session row (a foreign key): a visitor's first add writes the row
    if (!sessionRow) await owner.session.update({});
    const most = Math.min(maxLineQuantity, stock);
    const userId = owner.userId ?? sessionRow?.userId ?? null;
    // One statement: create or touch the cart, then insert the line or change it, within the stock
    // and the per-line maximum. ON CONFLICT DO UPDATE locks the existing line and checks the
    // bound on its latest version, so parallel adds to one cart cannot lose an update or pass the bound,
    // on PostgreSQL as on PGlite (ADR 013).
    const written = await this.db
      .execute(sql`
        with cart as (
          insert into carts (session_id, user_id)
          values (${owner.session.id}, ${userId}::int)
          on conflict (session_id) do update set updated_at = now()
          returning id
        )
        insert into cart_lines (cart_id, product_id, quantity, warranty_id, install_id)
        select cart.id, ${product.id}, ${input.quantity}, ${input.warrantyId ?? null}, ${input.installId ?? null}
        from cart where ${input.quantity} <= ${most}::int
        on conflict (cart_id, product_id) do update set
          quantity = case when ${add} then cart_lines.quantity + excluded.quantity else excluded.quantity end,
          warranty_id = case when ${input.warrantyId !== undefined} then excluded.warranty_id else cart_lines.warranty_id end,
          install_id = case when ${input.installId !== undefined} then excluded.install_id else cart_lines.install_id end
        where (case when ${add} then cart_lines.quantity + excluded.quantity else excluded.quantity end)
          <= ${most}::int
        returning cart_id as "cartId", quantity`)
      .catch((error: unknown) => {
        if (violatesConstraint(error, "carts_line_count_check"))
          throw new AppError("conflict", cartFullError);
        throw error;
      });
    const [line] = sqlRows(written, z.object({ cartId: z.string(), quantity: id }));
    if (!line) {
      // Refused by the bound: say why, from the line and the stock as they are now
      const [existing] = await this.db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(and(eq(carts.sessionId, owner.session.id), eq(cartLines.productId, product.id)));
      const outcome = nextQuantity({
        current: existing?.quantity ?? 0,
        requested: input.quantity,
        mode: input.mode,
        stock: await this.products.stock(product.id),
        title: product.title,
      });
      throw new AppError("conflict", outcome.ok ? "Please try again." : outcome.message);
    }
    return { cartId: line.cartId, productCode: product.sku, quantity: line.quantity };
  }

  /** Removes a product's line; one that is not in the cart fails with the spec's message (404). */
  async remove(owner: CartOwner, code: string): Promise<Cart> {
    // The cart row first, as the add and restore take it: the line trigger then updates that row, and
    // taking the line before it would deadlock against a parallel add (ADR 017)
    const deleted = await this.db.execute(sql`
      with cart as (select id from carts where session_id = ${owner.session.id} for update)
      delete from cart_lines
      where cart_id = (select id from cart)
        and product_id = ${(await this.productForAdd(code))?.id ?? 0}
      returning id`);
    if (sqlRows(deleted, z.object({ id })).length === 0) throw new AppError("not_found", notInCartError);
    return this.build(owner, {});
  }

  /** Empties the cart: the row and its lines go, and the cart id is the all-zero one again. */
  async clear(owner: CartOwner): Promise<Cart> {
    await this.db.delete(carts).where(eq(carts.sessionId, owner.session.id));
    return this.build(owner, {});
  }

  /**
   * Applies a coupon code. One answer, couponNotValidError, for a code that is unknown, expired or used
   * up (ADR 017); what a holder of a live code needs (minimum spend, brand or category) is still told.
   * The cart's own state is checked before the code, so an empty cart or one with a coupon says so
   * whatever code was typed.
   */
  async applyCoupon(owner: CartOwner, code: string): Promise<Cart> {
    this.requirePrices(owner);
    const header = await this.header(owner.session.id);
    const rows = header ? await this.lines(header.id) : [];
    if (!header || rows.length === 0)
      throw new AppError("conflict", "Your cart is empty. Add a product before applying a coupon.");
    if (header.couponCode === code)
      throw new AppError("conflict", `Coupon ${code} is already applied to your cart.`);
    if (header.couponCode)
      throw new AppError(
        "conflict",
        `Your cart already has coupon ${header.couponCode}. Remove it to use another; one coupon per order.`,
      );
    const row = await this.coupon(code);
    const alreadyRedeemed = row ? await this.redeemed(row, owner.session.id, owner.userId ?? null) : false;
    if (!row || !couponIsLive(row, { now: new Date(), alreadyRedeemed }))
      throw new AppError("conflict", couponNotValidError);
    const outcome = evaluateCoupon(
      await this.rule(row),
      rows.map((r) => ({
        brand: r.brandName,
        categoryUri: r.categoryUri,
        goodsTotal: linePrice(r.price ?? 0, r.lineDiscount) * r.quantity,
        available: hasOnlinePrice(r.price) && Number(r.stock) >= r.quantity,
      })),
      { now: new Date(), alreadyRedeemed, money: (c) => formatMoney(c, owner.brand) },
    );
    if (!outcome.ok) throw new AppError("conflict", outcome.reason);
    // Only sets the coupon if none was set meanwhile, so two tabs cannot stack two coupons.
    const updated = await this.db
      .update(carts)
      .set({ couponCode: row.code, updatedAt: sql`now()` })
      .where(and(eq(carts.id, header.id), sql`${carts.couponCode} is null`))
      .returning({ id: carts.id });
    if (updated.length === 0)
      throw new AppError("conflict", `Coupon ${row.code} is already applied to your cart.`);
    return this.build(owner, {});
  }

  /** Takes a coupon off the cart; one that is not on it is a 404. */
  async removeCoupon(owner: CartOwner, code: string): Promise<Cart> {
    const updated = await this.db
      .update(carts)
      .set({ couponCode: null, updatedAt: sql`now()` })
      .where(and(eq(carts.sessionId, owner.session.id), eq(carts.couponCode, code)))
      .returning({ id: carts.id, couponCode: carts.couponCode, shareToken: carts.shareToken });
    const header = updated[0];
    if (!header) throw new AppError("not_found", `Coupon ${code} is not on your cart.`);
    return this.build(owner, {});
  }

  /**
   * The token of the link that restores this cart, good for restoreLinkDays from now: a live token is
   * kept (links in earlier mails keep working), an expired one is replaced.
   */
  async shareToken(owner: CartOwner): Promise<string> {
    const live = sql`${carts.shareTokenExpiresAt} > now()`;
    const [row] = await this.db
      .update(carts)
      .set({
        shareToken: sql`case when ${live} then ${carts.shareToken} else gen_random_uuid() end`,
        shareTokenExpiresAt: sql`now() + make_interval(days => ${restoreLinkDays})`,
      })
      .where(eq(carts.sessionId, owner.session.id))
      .returning({ token: carts.shareToken });
    if (!row?.token) throw new AppError("conflict", "Your cart is empty. Add a product before emailing it.");
    return row.token;
  }

  /**
   * Copies an emailed cart into the visitor's cart: each product is set to the larger of the two
   * quantities, within stock and the per-line maximum; the coupon comes along if the visitor has none.
   * New products stop at maxCartLines, and the answer says how many did not fit. An unknown or
   * expired token has one answer (404, restoreLinkError).
   */
  async restore(owner: CartOwner, token: string): Promise<Cart> {
    const [source] = await this.db
      .select({ id: carts.id, sessionId: carts.sessionId, couponCode: carts.couponCode })
      .from(carts)
      .where(and(eq(carts.shareToken, token), sql`${carts.shareTokenExpiresAt} > now()`))
      .limit(1);
    if (!source) throw new AppError("not_found", restoreLinkError);
    let left = 0;
    if (source.sessionId !== owner.session.id) {
      if (!(await owner.session.row())) await owner.session.update({});
      const lines = await this.lines(source.id);
      await this.db.transaction(async (tx) => {
        left = await this.copyLines(
          tx as unknown as Db,
          { sessionId: owner.session.id, userId: owner.userId ?? null, couponCode: source.couponCode },
          lines,
          "larger",
        );
      });
    }
    const note =
      left > 0
        ? [
            `${countOf(left, "product")} from your email did not fit: a cart holds at most ${maxCartLines} different products.`,
          ]
        : [];
    return this.build(owner, {}, note);
  }

  /**
   * Brings a customer's earlier cart into the cart of the session they just signed in to (ADR 025):
   * quantities summed within stock and the per-line maximum, lines past maxCartLines left out, the
   * earlier cart deleted and this one marked the customer's. One customer's merges queue on a lock, so
   * a retry or a second tab finds nothing left to move. Answers how many products did not fit.
   * The carts of the sessions `keepAt` selects stay where they are (staff, ADR 080): a salesperson
   * signed in at another till keeps that customer's cart there.
   */
  async adopt(
    sessionId: string,
    userId: number,
    keepAt: SQLWrapper | null = null,
  ): Promise<{ left: number }> {
    const [earlier] = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.userId, userId),
          sql`${carts.sessionId} <> ${sessionId}`,
          keepAt ? notInArray(carts.sessionId, keepAt) : undefined,
        ),
      )
      .orderBy(desc(carts.updatedAt))
      .limit(1);
    // Read before the transaction: on PGlite a query outside it would wait for it to end
    const lines = earlier ? await this.lines(earlier.id) : [];
    let left = 0;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart-customer:${userId}`}))`);
      await tx.update(carts).set({ userId }).where(eq(carts.sessionId, sessionId));
      if (!earlier) return;
      const [still] = await tx
        .select({ id: carts.id, couponCode: carts.couponCode })
        .from(carts)
        .where(eq(carts.id, earlier.id))
        .for("update");
      // Another sign-in of this customer merged it first
      if (!still) return;
      left = await this.copyLines(
        tx as unknown as Db,
        { sessionId, userId, couponCode: still.couponCode },
        lines,
        "sum",
      );
      await tx.delete(carts).where(eq(carts.id, earlier.id));
    });
    return { left };
  }

  /**
   * The session's cart locked for placing its order (ADR 029): its lines as they are in this transaction,
   * or null when the cart is not this session's. Adds and removes wait until the order is placed.
   */
  async lockForOrder(
    tx: Db,
    cartId: string,
    sessionId: string,
  ): Promise<{ lineId: number; productId: number; quantity: number }[] | null> {
    // One round trip: the cart row locked, its lines beside it (none: one row of nulls)
    const rows = await tx
      .select({ lineId: cartLines.id, productId: cartLines.productId, quantity: cartLines.quantity })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(and(eq(carts.id, cartId), eq(carts.sessionId, sessionId)))
      .orderBy(asc(cartLines.id))
      .for("update", { of: carts });
    if (rows.length === 0) return null;
    return rows.flatMap((r) =>
      r.lineId === null || r.productId === null || r.quantity === null
        ? []
        : [{ lineId: r.lineId, productId: r.productId, quantity: r.quantity }],
    );
  }

  /**
   * Locks a cart (if it still exists) before its order is: every transaction that touches both takes
   * the cart first, so a twin request holding the cart and a payment settling the order never wait on
   * each other crosswise (ADR 029).
   */
  async lock(tx: Db, cartId: string): Promise<void> {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  }

  /**
   * Ends a cart whose order is placed: the cart goes (its lines with it) and a single-use coupon is
   * marked used by the customer or the session.
   */
  async consume(
    tx: Db,
    cartId: string,
    owner: { userId: number | null; sessionId: string | null; couponCode: string | null },
  ): Promise<void> {
    if (owner.couponCode) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, owner.couponCode)).limit(1);
      if (coupon?.singleUse)
        await tx
          .insert(couponRedemptions)
          .values({ couponId: coupon.id, userId: owner.userId, sessionId: owner.sessionId });
    }
    await tx.delete(carts).where(eq(carts.id, cartId));
  }

  /**
   * Replaces the session's cart with a staff project's lines (POST /api/projects/cart, ADR 044): the old
   * cart goes (a new cart id, so an order placed from it is the project's alone), then each line within
   * its stock and the per-line maximum, with the price the project holds for it. Products that cannot be
   * bought online, are out of stock or past maxCartLines are left out and named. `within` runs in the
   * same transaction once the cart exists (the project records the conversion there): the cart row is
   * locked before anything the caller locks.
   */
  async replaceWithProject(
    owner: CartOwner,
    lines: readonly HeldLine[],
    within: (tx: Db, cartId: string, put: HeldLine[]) => Promise<void>,
  ): Promise<{ cartId: string; left: { productId: number; reason: string }[] }> {
    if (!(await owner.session.row())) await owner.session.update({});
    // Read before the transaction: on PGlite a query outside it would wait for it to end
    const products = new Map(
      (await this.products.forCart(lines.map((l) => l.productId))).map((p) => [p.id, p]),
    );
    const left: { productId: number; reason: string }[] = [];
    const put: HeldLine[] = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product || !hasOnlinePrice(product.price)) {
        left.push({
          productId: line.productId,
          reason: requestPriceMessage(product?.title ?? "A product"),
        });
        continue;
      }
      const most = maxQuantityFor(Number(product.stock));
      if (most < 1) {
        left.push({ productId: line.productId, reason: `${product.title} is out of stock.` });
        continue;
      }
      if (put.length >= maxCartLines) {
        left.push({
          productId: line.productId,
          reason: `${product.title} did not fit: a cart holds at most ${maxCartLines} different products.`,
        });
        continue;
      }
      const quantity = Math.min(line.quantity, most);
      if (quantity < line.quantity)
        left.push({
          productId: line.productId,
          reason: `Only ${quantity} of ${product.title} went into the cart (${line.quantity} in the project).`,
        });
      put.push({ ...line, quantity });
    }
    const userId = owner.userId ?? (await owner.session.row())?.userId ?? null;
    let cartId = "";
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.delete(carts).where(eq(carts.sessionId, owner.session.id));
      const [cart] = await tx
        .insert(carts)
        .values({ sessionId: owner.session.id, userId })
        .returning({ id: carts.id });
      if (!cart) throw new Error("the cart insert returned no row");
      cartId = cart.id;
      if (put.length > 0)
        await tx.insert(cartLines).values(put.map((line) => ({ cartId: cart.id, ...line })));
      await within(tx, cart.id, put);
    });
    return { cartId, left };
  }

  /**
   * Copies lines into a session's cart (creating it; its upsert locks the cart row, so adds wait and
   * the counts see their lines), within stock and the per-line maximum; a product already there keeps
   * the larger quantity (a restored mail) or the sum (a customer's carts meeting). Products past
   * maxCartLines are left out: answers how many.
   */
  private async copyLines(
    tx: Db,
    target: { sessionId: string; userId: number | null; couponCode: string | null },
    lines: CartLineRow[],
    merge: "larger" | "sum",
  ): Promise<number> {
    const [cart] = await tx
      .insert(carts)
      .values(target)
      .onConflictDoUpdate({
        target: carts.sessionId,
        set: { updatedAt: sql`now()`, couponCode: sql`coalesce(${carts.couponCode}, excluded.coupon_code)` },
      })
      .returning({ id: carts.id });
    if (!cart) throw new Error("the cart upsert returned no row");
    let left = 0;
    for (const line of lines) {
      const most = maxQuantityFor(Number(line.stock));
      const quantity = Math.min(line.quantity, most);
      if (quantity < 1 || !hasOnlinePrice(line.price)) continue;
      const merged =
        merge === "sum"
          ? sql`least(cart_lines.quantity + excluded.quantity, ${most}::int)`
          : sql`greatest(cart_lines.quantity, excluded.quantity)`;
      const written = await tx.execute(sql`
        insert into cart_lines (cart_id, product_id, quantity, warranty_id, install_id)
        select ${cart.id}::uuid, ${line.productId}, ${quantity}, ${line.warrantyId}, ${line.installId}
        where exists (select 1 from cart_lines where cart_id = ${cart.id}::uuid and product_id = ${line.productId})
          or (select count(*) from cart_lines where cart_id = ${cart.id}::uuid) < ${maxCartLines}
        on conflict (cart_id, product_id) do update set quantity = ${merged}
        returning id`);
      if (sqlRows(written, z.object({ id })).length === 0) left++;
    }
    return left;
  }
}
