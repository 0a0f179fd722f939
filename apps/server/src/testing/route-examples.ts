import { randomUUID } from "node:crypto";
import { addDays } from "@store/domain/delivery-calendar";
import { appleSandboxValidationUrl } from "@store/domain/wallet-payment.schema";
import { and, asc, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { RouteKey } from "../http/route-access.ts";
import { carts } from "../modules/cart/cart.tables.ts";
import { contactMessages } from "../modules/contact/contact.tables.ts";
import { cookingDemos } from "../modules/cooking-demo/cooking-demo.tables.ts";
import { deliveryServices, deliveryZones } from "../modules/delivery/delivery.tables.ts";
import {
  identitySandboxClient,
  sandboxCallbackPath,
} from "../modules/identity-sandbox/identity-sandbox.service.ts";
import { localities } from "../modules/locality/locality.tables.ts";
import { mailOutbox } from "../modules/mail/mail.tables.ts";
import { productBrands, products, stockLevels } from "../modules/product/product.tables.ts";
import { projectFolders, projectLines, projects } from "../modules/project/project.tables.ts";
import { promotions } from "../modules/promotion/promotion.tables.ts";
import { stores } from "../modules/store/store.tables.ts";
import { checkoutForm } from "./checkout-kit.ts";
import { browserOf, type TestStore, testSessionSecret } from "./test-store.ts";

type Browser = ReturnType<typeof browserOf>;

/** A 1 x 1 PNG: the smallest file an attachment upload takes. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The multipart form of an attachment upload: a file and its project (and other fields given). */
export function attachmentForm(
  projectId: number,
  file: { bytes: Uint8Array; name: string; type?: string } = { bytes: tinyPng, name: "plan.png" },
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set("projectId", String(projectId));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    "file",
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
  return form;
}

/** A valid request of one route: the authorization matrix sends it, the fuzzer mutates it. */
export interface RouteExample {
  /** For routes registered for every method ('ALL'); else the route's own. */
  method?: string;
  /** Path parameters by name ('*' for a wildcard), unencoded. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data instead of `body` (a file upload), made anew for each request. */
  form?: () => FormData;
  /** Request headers the call needs (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Calls made first by the same browser, e.g. putting the line it reads into the cart. */
  setup?: (call: Browser) => Promise<unknown>;
  /**
   * The body, made by the same browser after `setup`, for calls whose valid body depends on who calls
   * (their own user id, a token their sign-in got). The matrix sends it; the fuzzer mutates `body`.
   */
  bodyFor?: (call: Browser) => Promise<Record<string, unknown>>;
  /**
   * Path parameters and query made by the same browser after `setup`, for calls that use up what they
   * name (deleting a project made for the call). The matrix sends them; the fuzzer mutates `params` and `query`.
   */
  paramsFor?: (call: Browser) => Promise<Record<string, string>>;
  queryFor?: (call: Browser) => Promise<Record<string, string>>;
  /** What an allowed caller gets when it is not 2xx: e.g. 404 for an unknown API path. */
  status?: number;
}

/** Seeded rows the examples name. */
export interface RouteFixture {
  productId: number;
  sku: string;
  slug: string;
  storeId: number;
  storeUri: string;
  /** A store with a virtual tour. */
  tourStoreUri: string;
  demoUri: string;
  demoStoreUri: string;
  localityId: number;
  locality: { suburb: string; state: string; postcode: string };
  brandUri: string;
  mailId: number;
  restoreToken: string;
  /** The test store's origin for the aol brand (sign-in forms name it). */
  origin: string;
  /** The Sydney metro delivery zone and the 'remove your old appliance' service (ADR 033). */
  zoneId: number;
  serviceId: number;
  /** A day a month from today (yyyy-mm-dd), for calls that plan ahead. */
  futureDay: string;
  /** A running promotion of the aol brand (ADR 050). */
  promotionPath: string;
  /** The demo staff's open kitchen project (seeded, ADR 044), and the share id the fixture gave it. */
  projectId: number;
  shareId: string;
  /** A product in the kitchen project's cart (and its line), its 'Kitchen' folder and a product in that folder. */
  projectSku: string;
  projectLineId: number;
  projectFolderId: number;
  projectFolderSku: string;
  /** The seeded quoted project with a live price lock. */
  quotedProjectId: number;
  /** A shopper's message in the staff inbox (ADR 061). */
  contactMessageId: number;
}

/** Finds the rows the examples need in a freshly seeded test store (and makes a mail and a cart link). */
export async function routeFixture(store: TestStore): Promise<RouteFixture> {
  const db = store.database.db;
  // A product that can be bought online, with stock to add it to carts many times
  const [product] = await db
    .select({ id: products.id, sku: products.sku, uri: products.uri })
    .from(products)
    .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(isNotNull(products.price), gt(stockLevels.quantity, 0)))
    .groupBy(products.id)
    .orderBy(desc(sql`sum(${stockLevels.quantity})`), asc(products.id))
    .limit(1);
  const [shop] = await db
    .select({ id: stores.id, uri: stores.storeUri })
    .from(stores)
    .where(eq(stores.country, "AU"))
    .orderBy(asc(stores.id))
    .limit(1);
  const [tourShop] = await db
    .select({ uri: stores.storeUri })
    .from(stores)
    .where(and(eq(stores.country, "AU"), isNotNull(stores.virtualTourId)))
    .orderBy(asc(stores.id))
    .limit(1);
  const [demo] = await db
    .select({ uri: cookingDemos.uri, storeUri: stores.storeUri })
    .from(cookingDemos)
    .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
    .orderBy(asc(cookingDemos.id))
    .limit(1);
  const [place] = await db
    .select()
    .from(localities)
    .where(and(eq(localities.country, "AU"), eq(localities.postcode, "2026")))
    .limit(1);
  const [maker] = await db.select({ uri: productBrands.uri }).from(productBrands).limit(1);
  const [zone] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(eq(deliveryZones.code, "AU-NSW-METRO"));
  const [service] = await db
    .select({ id: deliveryServices.id })
    .from(deliveryServices)
    .where(eq(deliveryServices.sku, "DS-REMOVE"));
  const [promotion] = await db
    .select({ path: promotions.path })
    .from(promotions)
    .where(
      and(
        eq(promotions.brand, "aol"),
        lte(promotions.startsAt, new Date()),
        gt(promotions.endsAt, new Date()),
      ),
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  const [project] = await db
    .update(projects)
    .set({ shareId: "fixture-share-id-0123456789abcdefghijklmnopqrstuv" })
    .where(eq(projects.name, "Kitchen renovation - Smith"))
    .returning({ id: projects.id, shareId: projects.shareId });
  const [quoted] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, "Bathroom & laundry - Nguyen"));
  const placed = project
    ? await db
        .select({
          lineId: projectLines.id,
          folderId: projectLines.folderId,
          sku: products.sku,
          title: projectFolders.title,
        })
        .from(projectLines)
        .innerJoin(products, eq(products.id, projectLines.productId))
        .leftJoin(projectFolders, eq(projectFolders.id, projectLines.folderId))
        .where(eq(projectLines.projectId, project.id))
        .orderBy(asc(projectLines.id))
    : [];
  const inCart = placed.find((l) => l.folderId === null);
  const inKitchen = placed.find((l) => l.title === "Kitchen");
  if (
    !product ||
    !shop ||
    !demo ||
    !tourShop ||
    !place ||
    !maker ||
    !zone ||
    !service ||
    !promotion ||
    !project?.shareId ||
    !quoted ||
    !inCart ||
    !inKitchen?.folderId
  )
    throw new Error("the test store is missing seed data");

  const shopper = browserOf(store.app);
  await shopper("/api/cart/product", { method: "POST", body: JSON.stringify({ sku: product.sku }) });
  const sent = await shopper("/api/cart/email", {
    method: "POST",
    body: JSON.stringify({ email: "fixture@example.com" }),
  });
  if (!sent.ok) throw new Error(`the fixture's cart mail failed: ${sent.status}`);
  const [cart] = await db
    .select({ token: carts.shareToken })
    .from(carts)
    .where(eq(carts.sessionId, shopper.sessionId()));
  const [mail] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!cart?.token || !mail) throw new Error("the fixture's cart link was not made");
  const [message] = await db
    .insert(contactMessages)
    .values({ brand: "aol", name: "Sam Lee", email: "sam@example.com", message: "Does this oven fit?" })
    .returning({ id: contactMessages.id });
  if (!message) throw new Error("the fixture's contact message was not made");

  return {
    productId: product.id,
    sku: product.sku,
    slug: product.uri,
    storeId: shop.id,
    storeUri: shop.uri,
    tourStoreUri: tourShop.uri,
    demoUri: demo.uri,
    demoStoreUri: demo.storeUri,
    localityId: place.id,
    locality: { suburb: place.suburb, state: place.state, postcode: place.postcode },
    brandUri: maker.uri,
    mailId: mail.id,
    restoreToken: cart.token,
    origin: "http://aol.localhost:3000",
    promotionPath: promotion.path,
    zoneId: zone.id,
    serviceId: service.id,
    futureDay: addDays(new Date().toISOString().slice(0, 10), 30),
    projectId: project.id,
    shareId: project.shareId,
    projectSku: inCart.sku,
    projectLineId: inCart.lineId,
    projectFolderId: inKitchen.folderId,
    projectFolderSku: inKitchen.sku,
    quotedProjectId: quoted.id,
    contactMessageId: message.id,
  };
}

/** A registration of a new customer with `email`. */
function newAccount(email: string) {
  return {
    email,
    password: "a long and unusual passphrase",
    firstName: "Robin",
    lastName: "Register",
    phone: "0412345678",
    clientId: "aol",
  };
}

/** A new project of the calling staff member holding one product; null when the caller may not make one. */
async function newProject(call: Browser, sku: string): Promise<number | null> {
  const res = await call("/api/v2/project", {
    method: "POST",
    body: JSON.stringify({ name: `Example ${randomUUID().slice(0, 8)}` }),
  });
  if (res.status !== 201) return null;
  const { projectId } = (await res.json()) as { projectId: number };
  await call("/api/projects/product", { method: "POST", body: JSON.stringify({ projectId, sku }) });
  return projectId;
}

/** The demo customer's login form, as JSON. */
function demoLogin(origin: string) {
  return {
    email: "customer@example.com",
    password: "Demo-password-1",
    returnUrl: "/account",
    origin,
    nonce: "n".repeat(20),
  };
}

/**
 * One valid request per declared route. Typed by the route table's keys, so a route declared there
 * without an example does not compile.
 */
export function routeExamples(f: RouteFixture): Record<RouteKey, RouteExample> {
  // A well-formed order id no checkout has: the 'not found' of the order calls
  const unknownOrderId = "0f0e0d0c-0b0a-4909-8807-060504030201";
  // Each closed day the examples add is a day of its own: a second on the same day is a 409
  let overrideDays = 0;
  const project = String(f.projectId);
  // A day a month ahead: a reminder's date is today or later wherever the store is
  const reminderDate = addDays(new Date().toISOString().slice(0, 10), 30);
  const addLine = (call: Browser) =>
    call("/api/cart/product", { method: "POST", body: JSON.stringify({ sku: f.sku }) });
  return {
    "GET /api/ping": {},
    "GET /api/settings": {},
    // Sets what the seed already holds, so the matrix changes nothing another test reads
    "POST /api/contact/message": {
      body: { name: "Sam Lee", email: "sam@example.com", message: "Does this oven fit a 600 mm cavity?" },
      status: 201,
    },
    "PUT /api/settings/:name": { params: { name: "TipEnabled" }, body: { value: "true", brand: "andoo" } },
    "GET /api/settings/admin": {},
    "GET /api/contact/inbox": { query: { brand: "aol", status: "open", page: "0", perPage: "10" } },
    // Both idempotent: every role's call leaves the message handled, then open
    "POST /api/contact/inbox/:id/handled": { params: { id: String(f.contactMessageId) } },
    "POST /api/contact/inbox/:id/reopen": { params: { id: String(f.contactMessageId) } },
    "GET /api/navbar": {},
    "GET /api/navbar/cooking-demos/:storeUri": { params: { storeUri: f.demoStoreUri } },
    "GET /api/cooking-demo/:uri": { params: { uri: f.demoUri } },
    "GET /api/Static/:name": { params: { name: "returns-policy" } },
    "GET /api/alertBanner": {},
    "GET /api/promotion/sale": { query: { dateOverride: "2026-11-24" } },
    "GET /api/promotion/list": {},
    "GET /api/promotion/path/:path": { params: { path: f.promotionPath } },
    "GET /api/promotion/product/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/locality/:query": { params: { query: "bondi" } },
    "GET /api/locality/:suburb/:state/:postcode": { params: f.locality },
    "GET /api/v3/search": { query: { searchTerm: "fridge", limit: "8" } },
    "GET /api/search/products": { query: { searchTerms: "fridge" } },
    "GET /api/v2/product/search-url": { query: { SearchTerm: "fridge" } },
    "GET /api/v2/sitesearch/search-url": { query: { searchterms: "fridge" } },
    "GET /api/v2/sitesearch/:kind/:term{.+}": {
      params: { kind: "f", term: "fridge" },
      query: { page: "1", sort: "price-asc", spec: "Colour:White" },
    },
    "GET /api/v2/SiteSearch/:kind/:term{.+}": { params: { kind: "p", term: "oven" } },
    "GET /api/analytics/product-load-event": { query: { productId: String(f.productId) } },
    "POST /api/analytics/search": {
      body: { analyticsEventType: "search", query: "fridge", url: "https://aol.localhost/search" },
    },
    "GET /api/analytics/search": { query: { searchTerm: "fridge" } },
    "GET /api/analytics/search-report": { query: { days: "30" } },
    "GET /api/geo": {},
    "POST /api/geo/setlocation": { body: { localityId: f.localityId } },
    "GET /api/geo/geocode": { query: { suburb: "Artarmon", state: "NSW", postcode: "2064" } },
    "GET /api/geo/map-area": { query: { south: "-34", west: "150.9", north: "-33.7", east: "151.3" } },
    "GET /api/store": { query: { state: "NSW" } },
    "POST /api/store/setstore": { body: { storeId: f.storeId } },
    "GET /api/store/select-view": {},
    "GET /api/store/:id": { params: { id: f.storeUri } },
    "GET /api/store/:id/tour-panorama": { params: { id: f.tourStoreUri }, query: { scene: "kitchen" } },
    "GET /api/v2/product/slug/:slug": { params: { slug: f.slug } },
    "GET /api/v2/product/extended/id/:id": { params: { id: String(f.productId) } },
    "GET /api/v2/product/id/:id": { params: { id: String(f.productId) } },
    "GET /api/v2/product/sku/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/pricehistory/get-price-history/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/product/features/id/:id": { params: { id: String(f.productId) } },
    "GET /api/product/features/sku/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/v2/product/specifications/id/:id": { params: { id: String(f.productId) } },
    "GET /api/v2/product/specifications/sku/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/meta/product/:id": { params: { id: String(f.productId) } },
    "GET /api/v2/product/upselloptions/sku/:sku{.+}": { params: { sku: f.sku } },
    "GET /api/stock": { query: { sku: f.sku, includeOtherStock: "true" } },
    "GET /api/product/competitor-prices": { query: { sku: f.sku } },
    "GET /api/catalogue/listing": {
      query: { category: "kitchen", page: "1", priceMin: "0", spec: "Colour:White" },
    },
    "GET /api/catalogue/brands": {},
    "GET /api/catalogue/brands/:uri": { params: { uri: f.brandUri } },
    "GET /api/catalogue/home": {},
    "GET /api/catalogue/sitemap": {},
    "GET /api/compare": {},
    "POST /api/compare/product": { body: { sku: f.sku } },
    "DELETE /api/compare/product/:sku{.+}": {
      params: { sku: f.sku },
      setup: (call) => call("/api/compare/product", { method: "POST", body: JSON.stringify({ sku: f.sku }) }),
    },
    "GET /api/compare/products": { query: { SkuList: f.sku } },
    "GET /api/delivery/promise": { query: { sku: f.sku } },
    "GET /api/delivery/admin/zones": {},
    "PATCH /api/delivery/admin/zones/:id": { params: { id: String(f.zoneId) }, body: { transitDays: 1 } },
    "GET /api/delivery/admin/overrides": { query: { region: "AU-NSW" } },
    "POST /api/delivery/admin/overrides": {
      body: { holidayRegion: "AU-NT", zoneId: null, day: f.futureDay, closed: true, note: "Example" },
      bodyFor: async () => ({
        holidayRegion: "AU-NT",
        zoneId: null,
        day: addDays(f.futureDay, 1 + overrideDays++),
        closed: true,
        note: "Example",
      }),
      status: 201,
    },
    "DELETE /api/delivery/admin/overrides/:id": { params: { id: "999999" }, status: 404 },
    "GET /api/delivery/admin/capacity": { query: { zoneId: String(f.zoneId), days: "14" } },
    "PUT /api/delivery/admin/capacity/:zoneId/:day": {
      params: { zoneId: String(f.zoneId), day: f.futureDay },
      body: { slots: 40 },
    },
    "GET /api/delivery/admin/services": {},
    "PATCH /api/delivery/admin/services/:id": { params: { id: String(f.serviceId) }, body: { price: 4900 } },
    "GET /api/delivery/admin/changes": { query: { limit: "10" } },
    // The orders desk (ADR 038): a payment nobody has is a 404 once the body and key are good
    "GET /api/orders-desk/orders": { query: { q: "AOL", page: "0", perPage: "10" } },
    "GET /api/orders-desk/orders/:reference": { params: { reference: "AOL-999999" }, status: 404 },
    "POST /api/orders-desk/payments/:id/capture": {
      params: { id: unknownOrderId },
      body: { amount: 100 },
      headers: { "idempotency-key": "example-capture-key" },
      status: 404,
    },
    "POST /api/orders-desk/payments/:id/void": {
      params: { id: unknownOrderId },
      body: {},
      headers: { "idempotency-key": "example-void-key" },
      status: 404,
    },
    "POST /api/orders-desk/payments/:id/refund": {
      params: { id: unknownOrderId },
      body: { amount: 100 },
      headers: { "idempotency-key": "example-refund-key" },
      status: 404,
    },
    "POST /api/orders-desk/orders/:reference/balance": {
      params: { reference: "AOL-999999" },
      body: { method: "Cash", amount: 100, cashTendered: 100 },
      headers: { "idempotency-key": "example-balance-key" },
      status: 404,
    },
    // ADR 093: the wait for a Zip in store balance payment, of a payment nobody has
    "GET /api/orders-desk/payments/:id/status": { params: { id: unknownOrderId }, status: 404 },
    "POST /api/orders-desk/payments/:id/cancel": { params: { id: unknownOrderId }, body: {}, status: 404 },
    // The QR hand-off (ADR 043): well-formed calls naming a payment, link or hand-off nobody has: 404
    "POST /api/payment-handoff": {
      body: { cartId: unknownOrderId, paymentReference: unknownOrderId },
      status: 404,
    },
    "POST /api/payment-handoff/link": { body: { token: "A".repeat(43) }, status: 404 },
    "POST /api/payment-handoff/link/start": { body: { token: "A".repeat(43) }, status: 404 },
    "POST /api/payment-handoff/return/:provider": {
      params: { provider: "afterpay" },
      query: { orderToken: `002.${"0".repeat(20)}`, status: "SUCCESS" },
      status: 404,
    },
    "POST /api/payment-handoff/:id/withdraw": {
      params: { id: unknownOrderId },
      body: { reason: "cancelled" },
      status: 404,
    },
    "GET /api/cart": { query: { postcode: "2026" } },
    "DELETE /api/cart": { setup: addLine },
    "POST /api/cart/product": { body: { sku: f.sku, quantity: 1 } },
    "GET /api/cart/product/:code{.+}": { params: { code: f.sku }, setup: addLine },
    "DELETE /api/cart/product/:code{.+}": { params: { code: f.sku }, setup: addLine },
    "POST /api/cart/coupon": { body: { code: "SAVE10" }, setup: addLine },
    "DELETE /api/cart/coupon/:id": {
      params: { id: "SAVE10" },
      setup: async (call) => {
        await addLine(call);
        await call("/api/cart/coupon", { method: "POST", body: JSON.stringify({ code: "SAVE10" }) });
      },
    },
    "POST /api/cart/email": { body: { email: "shopper@example.com" }, setup: addLine },
    "POST /api/cart/restore": { body: { token: f.restoreToken } },
    "GET /api/checkout": { setup: addLine },
    "POST /api/checkout": {
      setup: addLine,
      // For the fuzzer: a form of the right shape whose cart is nobody's (403); the matrix places a real order
      body: {
        cartId: unknownOrderId,
        email: "jo@example.com",
        phoneNumber: "0412345678",
        deliveryAddress: {
          firstName: "Jo",
          lastName: "Citizen",
          address: "1 George Street",
          suburb: "Sydney",
          state: "NSW",
          postcode: "2000",
        },
        deliveryDate: { year: 2030, month: 1, day: 7 },
        selectedPaymentOption: "CreditCard",
        cart: { items: [], orderTotal: 100 },
        encryptedValues: { default: "a.b.c.d.e" },
        cardHolderName: "Jo Citizen",
      },
      bodyFor: (call) => checkoutForm(call),
    },
    "POST /api/checkout/avail": {
      setup: addLine,
      body: { deliveryAddress: { suburb: "Sydney", state: "NSW", postcode: "2000" }, deliveryServices: [] },
    },
    "POST /api/checkout/void": {
      body: { cartId: unknownOrderId, selectedPaymentOption: "CreditCard" },
      status: 404,
    },
    // A result the card gateway cannot verify: back to checkout with an error
    "POST /api/checkout/card-return": { body: { MD: "x", PaRes: "y" }, status: 303 },
    // The same by GET (Adyen's return, ADR 076): back to checkout with an error
    "GET /api/checkout/card-return": { query: { MD: "x", PaRes: "y" }, status: 303 },
    // Well-formed returns naming checkouts no provider issued: 'not found'
    "POST /api/checkout/afterpayconfirmation": {
      query: { orderToken: `002.${"0".repeat(20)}`, status: "SUCCESS" },
      status: 404,
    },
    "POST /api/checkout/zipconfirmation": {
      query: { checkoutId: `co_${"0".repeat(20)}`, result: "approved" },
      status: 404,
    },
    "POST /api/checkout/paypalconfirmation": {
      query: { token: `PAYPAL${"0".repeat(20)}`, PayerID: "PAYER0" },
      status: 404,
    },
    "POST /api/checkout/klarnaconfirmation": {
      query: { sid: `KLARNA${"0".repeat(20)}`, authorization_token: "00000000-0000-4000-8000-000000000000" },
      status: 404,
    },
    // Humm's answer with a signature no key made: refused before anything is looked up
    "POST /api/checkout/hummconfirmation": {
      query: {
        x_reference: unknownOrderId,
        x_result: "completed",
        x_signature: "0".repeat(64),
      },
      status: 401,
    },
    "GET /api/checkout/order": { query: { id: unknownOrderId }, status: 404 },
    // Apple's sandbox gateway: the sandbox 'Apple' answers a merchant session
    "POST /api/checkout/applepay/validate": { body: { validationURL: appleSandboxValidationUrl } },
    "POST /api/checkout/error-report": { body: { message: "The card was declined", status: 401 } },
    "GET /api/payment/status": {
      query: { cartId: unknownOrderId, paymentReference: unknownOrderId },
      status: 404,
    },
    // Unsigned: refused whoever sends it
    "POST /api/payment/webhook/:provider": {
      params: { provider: "zip-in-store" },
      body: {
        id: "evt_1",
        type: "purchase.approved",
        reference: unknownOrderId,
        createdAt: "2026-01-01T00:00:00Z",
      },
      status: 401,
    },
    // The test store has no Adyen: its notifications are not taken
    "POST /api/payment/webhook/adyen": {
      body: { live: "false", notificationItems: [] },
      status: 404,
    },
    "GET /api/account": {},
    "PATCH /api/account": { body: { phone: "0412345678" } },
    "GET /api/account/getprofile": {},
    "POST /api/account/updateprofile": {
      body: { userId: 1, clientId: "aol", firstName: "Casey", firstNameChanged: false },
      bodyFor: async (call) => {
        const account = (await (await call("/api/account")).json()) as { userId: number };
        return { userId: account.userId, clientId: "aol", firstName: "Casey", firstNameChanged: false };
      },
    },
    "GET /api/account/reminders": {},
    "GET /api/account/order/invoiced": { query: { page: "0" } },
    "GET /api/account/order/invoiced/:id": { params: { id: "INV-1" }, status: 404 },
    "GET /api/account/order/invoiced/:id/balance": { params: { id: unknownOrderId }, status: 404 },
    "POST /api/account/order/invoiced/:id/balance": {
      params: { id: unknownOrderId },
      // For the fuzzer: a payment of the right shape for an order nobody has (404)
      body: { encryptedValues: { default: "a.b.c.d.e" }, cardHolderName: "Jo Citizen", expectedAmount: 100 },
      status: 404,
    },
    "GET /api/account/order/addresses": {},
    "POST /api/account/order/addresses/save": {
      body: {
        streetAddress: "1 Test Street",
        suburb: "Bondi",
        state: "NSW",
        postcode: "2026",
        country: "AU",
      },
    },
    "DELETE /api/account/order/addresses/:id": { params: { id: "999999" }, status: 404 },
    "POST /api/account/register": {
      body: newAccount("register@example.com"),
      bodyFor: async () => newAccount(`register-${randomUUID()}@example.com`),
      status: 201,
    },
    "POST /api/account/login-redir": { body: demoLogin(f.origin) },
    "POST /api/account/relogin": {
      body: { token: "a.b.c", origin: f.origin, nonce: "n".repeat(20), returnUrl: "/account" },
      bodyFor: async (call) => {
        const login = await call("/api/account/login-redir", {
          method: "POST",
          body: JSON.stringify(demoLogin(f.origin)),
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        return { token: accessToken, origin: f.origin, nonce: "r".repeat(20), returnUrl: "/account" };
      },
    },
    "POST /api/account/logout": { body: { clientId: "aol" } },
    "POST /api/account/forgotpassword": { body: { clientId: "aol", email: "customer@example.com" } },
    // A valid token exists only in a mail: an allowed caller gets the 'expired or used' 400
    "POST /api/account/resetpassword": {
      body: { token: "A".repeat(43), password: "a long and unusual passphrase" },
      status: 400,
    },
    "GET /api/account/confirmemail/:token": { params: { token: "A".repeat(43) }, status: 400 },
    "POST /api/account/resendconfirmemail": { body: { clientId: "aol", email: "customer@example.com" } },
    // OTPEnabled is off by default (ADR 060): an allowed caller gets the 'not offered' 404
    "POST /api/account/otp/request": { body: { email: "customer@example.com" }, status: 404 },
    "POST /api/account/otp/verify": { body: { email: "customer@example.com", code: "123456" }, status: 404 },
    "GET /api/account/providers": {},
    "GET /api/account/externallogin/:provider": {
      params: { provider: "sandbox" },
      query: { nonce: "n".repeat(20), origin: f.origin, returnUrl: "/account" },
      status: 302,
    },
    // A state the store never issued: back to the login route with the error
    "GET /api/account/externallogin/:provider/callback": {
      params: { provider: "sandbox" },
      query: { state: "unknown-state", code: "unknown-code" },
      status: 303,
    },
    "POST /api/account/externallogin/:provider/callback": { params: { provider: "apple" }, status: 303 },
    "GET /api/jobs/status": { query: { failures: "5" } },
    "GET /api/v2/project/shared": { query: { shareId: f.shareId } },
    "GET /api/v2/project/navbar": {},
    "GET /api/v2/project/minimal": { query: { page: "1", items: "10", scope: "all" } },
    "GET /api/v2/project/changelogs": { query: { projectId: project } },
    "GET /api/v2/project/kad/:search": { params: { search: "design" } },
    "GET /api/v2/project/customer-project-count": {
      query: { email: "olivia.smith@example.com", phone: "0412000111" },
    },
    "GET /api/v2/project/outline/:id": { params: { id: project } },
    "POST /api/v2/project": {
      body: { name: "Matrix kitchen", quoteData: { customerName: "Ari Example" } },
      status: 201,
    },
    "POST /api/v2/project/name": { body: { projectId: f.projectId, name: "Kitchen renovation - Smith" } },
    "POST /api/v2/project/details": {
      body: { projectId: f.projectId, projectGoal: "Full kitchen and laundry refit" },
    },
    "POST /api/v2/project/customer": { body: { projectId: f.projectId, firstName: "Olivia" } },
    "POST /api/v2/project/quote": { body: { projID: f.projectId } },
    "POST /api/v2/project/email": { body: { projectId: f.projectId } },
    "POST /api/v2/project/folder": { body: { projectId: f.projectId, title: "Matrix folder" } },
    "POST /api/v2/project/duplicate-folder": {
      body: { projectId: f.projectId, folderId: f.projectFolderId },
    },
    "POST /api/v2/project/sort-folders": {
      body: { projectId: f.projectId, folders: [{ folderId: f.projectFolderId, sortOrder: 0 }] },
    },
    "POST /api/v2/project/duplicate": { body: { projectId: f.projectId }, status: 201 },
    "POST /api/v2/project/product-transfer": {
      body: {
        productCode: f.projectSku,
        sourceProjectId: f.projectId,
        targetProjectId: f.projectId,
        targetFolderId: f.projectFolderId,
        quantity: 1,
        mode: "copy",
      },
    },
    "POST /api/v2/project/product-note": {
      body: { projectId: f.projectId, sku: f.projectSku, notes: "Matrix note" },
    },
    "DELETE /api/v2/project/product-note": {
      query: { projectId: project, noteId: "999999" },
      queryFor: async (call) => {
        const res = await call("/api/v2/project/product-note", {
          method: "POST",
          body: JSON.stringify({ projectId: f.projectId, sku: f.projectSku, notes: "To delete" }),
        });
        const note = res.ok ? ((await res.json()) as { id: number }) : null;
        return { projectId: project, noteId: String(note?.id ?? 999999) };
      },
    },
    "POST /api/v2/project/product-variation": {
      body: { projectId: f.projectId, productCode: f.projectSku, variationSku: f.projectFolderSku },
    },
    "DELETE /api/v2/project/product-variation": {
      query: { projectId: project, variationId: "999999" },
      queryFor: async (call) => {
        const res = await call("/api/v2/project/product-variation", {
          method: "POST",
          body: JSON.stringify({
            projectId: f.projectId,
            productCode: f.projectSku,
            variationSku: f.projectFolderSku,
          }),
        });
        const variation = res.ok ? ((await res.json()) as { id: number }) : null;
        return { projectId: project, variationId: String(variation?.id ?? 999999) };
      },
    },
    "POST /api/v2/project/comment": { body: { projectId: f.projectId, message: "Matrix comment" } },
    "POST /api/v2/project/lock-price": { body: { projectId: f.quotedProjectId, expiryDate: f.futureDay } },
    "DELETE /api/v2/project/lock-price": {
      query: { projectId: String(f.quotedProjectId) },
      // A project of its own with a quote and a lock, so the matrix's callers never cancel each other's
      queryFor: async (call) => {
        const id = await newProject(call, f.sku);
        if (id === null) return { projectId: String(f.quotedProjectId) };
        const send = (path: string, body: unknown) =>
          call(path, { method: "POST", body: JSON.stringify(body) });
        await send("/api/v2/project/quote", { projID: id });
        await send("/api/v2/project/lock-price", { projectId: id, expiryDate: f.futureDay });
        return { projectId: String(id) };
      },
    },
    "GET /api/v2/project/:id": { params: { id: project } },
    "POST /api/projects/sort-products": {
      body: { projects: [{ projectId: f.projectLineId, sortOrder: 0 }] },
    },
    "GET /api/projects/list-item": { query: { sku: f.sku } },
    "GET /api/projects/product/:sku": { params: { sku: f.projectSku } },
    "GET /api/projects/product/:sku/:projectId": { params: { sku: f.projectSku, projectId: project } },
    "POST /api/projects/product": { body: { projectId: f.projectId, sku: f.sku, quantity: 1 } },
    "DELETE /api/projects/product/:id/:sku": {
      params: { id: project, sku: f.sku },
      paramsFor: async (call) => ({ id: String((await newProject(call, f.sku)) ?? f.projectId), sku: f.sku }),
    },
    "POST /api/projects/cart": { body: { projectId: f.projectId } },
    "POST /api/projects/admin-cart": { body: { projectId: f.projectId, clearDiscounts: true } },
    "POST /api/projects/shared-project-status": { body: { projectId: f.projectId, sharedStatus: true } },
    "DELETE /api/projects/:id": {
      params: { id: "999999" },
      paramsFor: async (call) => ({ id: String((await newProject(call, f.sku)) ?? 999999) }),
    },
    "POST /api/v2/project/attachment": {
      form: () => attachmentForm(f.projectId),
      headers: { origin: f.origin },
      status: 201,
    },
    "DELETE /api/v2/project/attachment": {
      query: { projectId: String(f.projectId), id: "999999" },
      status: 404,
    },
    "GET /api/v2/project/attachment/:id": { params: { id: "999999" }, status: 404 },
    "GET /api/v2/project/shared/attachment/:id": {
      params: { id: "999999" },
      query: { shareId: f.shareId },
      status: 404,
    },
    "GET /api/Reminders": { query: { projectId: String(f.projectId) } },
    "POST /api/Reminders": {
      body: { projectId: f.projectId, date: reminderDate, note: "Call about the oven" },
      status: 201,
    },
    "POST /api/Reminders/status": {
      body: { id: 1, status: "Done" },
      // The caller's own reminder: each role makes one first (a customer's or a visitor's try is refused)
      bodyFor: async (call) => {
        const res = await call("/api/Reminders", {
          method: "POST",
          body: JSON.stringify({ projectId: f.projectId, date: reminderDate }),
        });
        const made = res.ok ? ((await res.json()) as { id: number }) : { id: 1 };
        return { id: made.id, status: "Done" };
      },
    },
    "GET /api/Reminders/projects": {},
    "GET /api/Reminders/stats": {},
    "ALL /api/*": { method: "GET", params: { "*": "no-such-call" }, status: 404 },
    "GET /media/:kind/:name": { params: { kind: "brand", name: "Bosch.svg" } },
    "GET /media/:kind/:group/:name": { params: { kind: "product", group: "fridge", name: "1.svg" } },
    "ALL /media/*": { method: "GET", params: { "*": "nothing/here" }, status: 404 },
    "GET /share-image/:size{[0-9]+x[0-9]+[.]png}": { params: { size: "1600x630.png" } },
    "GET /sitemap.xml": {},
    // Served only with the real Apple Pay (ADR 078); the test store has the sandbox
    "GET /.well-known/apple-developer-merchantid-domain-association": { status: 404 },
    "GET /sitemap-pages.xml": {},
    "GET /:file{sitemap-products-[0-9]{1,4}\\.xml}": { params: { file: "sitemap-products-1.xml" } },
    "GET /dev/mailbox": {},
    "GET /dev/mailbox/:id{[0-9]+}": { params: { id: String(f.mailId) } },
    // The fixture's mail (a cart) has no attachment: the route answers its 404
    "GET /dev/mailbox/:id{[0-9]+}/attachments/:file{[0-9]+}": {
      params: { id: String(f.mailId), file: "999999" },
      status: 404,
    },
    "GET /sandbox/identity/.well-known/openid-configuration": {},
    "GET /sandbox/identity/jwks": {},
    "GET /sandbox/identity/authorize": { query: sandboxAuthorization },
    // The form's Continue: a code, sent back to the store's callback
    "POST /sandbox/identity/authorize": {
      body: {
        ...sandboxAuthorization,
        action: "continue",
        email: "sandbox.shopper@example.com",
        given_name: "Sandy",
        family_name: "Box",
        email_verified: "true",
      },
      status: 302,
    },
    // A well-formed exchange of a code the sandbox never issued: the OAuth refusal
    "POST /sandbox/identity/token": {
      body: {
        grant_type: "authorization_code",
        code: "no-such-code",
        redirect_uri: sandboxAuthorization.redirect_uri,
        client_id: sandboxAuthorization.client_id,
        client_secret: identitySandboxClient(testSessionSecret).clientSecret,
        code_verifier: "v".repeat(43),
      },
      status: 400,
    },
    "GET /sandbox/card": {},
    // A well-formed reference the sandbox never issued: its 'cannot be answered' page
    "GET /sandbox/card/challenge/:pspReference": {
      params: { pspReference: unknownPspReference },
      status: 404,
    },
    "POST /sandbox/card/challenge/:pspReference": {
      params: { pspReference: unknownPspReference },
      body: { MD: unknownPspReference, PaReq: "example" },
      status: 404,
    },
    "GET /sandbox/zip": {},
    "GET /sandbox/zip/device": { query: { code: "123456" } },
    // A well-formed reference the sandbox never issued: 'no longer waiting'
    "POST /sandbox/zip/device/:providerReference": {
      params: { providerReference: `ZIP${"0".repeat(20)}` },
      body: { code: "123456", action: "approve" },
      status: 409,
    },
    // Redirect sandboxes (ADR 036): a well-formed token none issued answers its 'cannot be answered' page
    "GET /sandbox/afterpay": {},
    "GET /sandbox/afterpay/checkout/:token": { params: { token: `002.${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/afterpay/checkout": { body: { checkoutId: `002.${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/afterpay/checkout/:token": {
      params: { token: `002.${"0".repeat(20)}` },
      body: { action: "approve" },
      status: 404,
    },
    "GET /sandbox/zip-online": {},
    "GET /sandbox/zip-online/checkout/:token": { params: { token: `co_${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/zip-online/checkout": { body: { checkoutId: `co_${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/zip-online/checkout/:token": {
      params: { token: `co_${"0".repeat(20)}` },
      body: { action: "approve" },
      status: 404,
    },
    "GET /sandbox/paypal": {},
    "GET /sandbox/paypal/checkout/:token": { params: { token: `PAYPAL${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/paypal/checkout": { body: { checkoutId: `PAYPAL${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/paypal/checkout/:token": {
      params: { token: `PAYPAL${"0".repeat(20)}` },
      body: { action: "approve" },
      status: 404,
    },
    "GET /sandbox/klarna": {},
    "GET /sandbox/klarna/checkout/:token": { params: { token: `KLARNA${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/klarna/checkout": { body: { checkoutId: `KLARNA${"0".repeat(20)}` }, status: 404 },
    "POST /sandbox/klarna/checkout/:token": {
      params: { token: `KLARNA${"0".repeat(20)}` },
      body: { action: "approve", email: "customer+au@klarna.com" },
      status: 404,
    },
    "GET /sandbox/humm": {},
    "GET /sandbox/humm/checkout/:token": { params: { token: `HUMM${"0".repeat(20)}` }, status: 404 },
    // A request without Humm's signature: refused
    "POST /sandbox/humm/checkout": { body: { x_reference: unknownOrderId, x_amount: "1.00" }, status: 400 },
    "POST /sandbox/humm/checkout/:token": {
      params: { token: `HUMM${"0".repeat(20)}` },
      body: { action: "approve" },
      status: 404,
    },
    "GET /sandbox/zip-online/review": {},
    // A checkout the sandbox never issued: 'no longer waiting for review'
    "POST /sandbox/zip-online/review/:token": {
      params: { token: `co_${"0".repeat(20)}` },
      body: { action: "approve" },
      status: 409,
    },
    "GET /sandbox/wallet": {},
    "GET /sandbox/wallet/cards": {},
    "POST /sandbox/wallet/token": {
      body: { wallet: "GooglePay", card: "visa", amount: 100, currency: "AUD" },
    },
  };
}

/** An acquirer reference of the sandbox's form that no payment has. */
const unknownPspReference = `SBX${"0".repeat(20)}`;

/** A valid authorization request to the sandbox identity provider from the test store's aol brand. */
const sandboxAuthorization = {
  client_id: identitySandboxClient(testSessionSecret).clientId,
  redirect_uri: `http://aol.localhost:3000${sandboxCallbackPath}`,
  response_type: "code",
  scope: "openid email profile",
  state: "example-state",
  nonce: "example-nonce",
  code_challenge: "c".repeat(43),
  code_challenge_method: "S256",
};

/** The path of a route pattern with its parameters filled in (each encoded unless `raw`). */
export function fillPath(pattern: string, params: Record<string, string> = {}, raw = false): string {
  const encode = (value: string) => (raw ? value : encodeURIComponent(value));
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return params["*"] ?? "x";
      const name = /^:([^{]+)/.exec(segment)?.[1];
      return name === undefined ? segment : encode(params[name] ?? "x");
    })
    .join("/");
}

/** The names of a route pattern's parameters ('*' for a wildcard). */
export function paramNames(pattern: string): string[] {
  return pattern
    .split("/")
    .map((segment) => (segment === "*" ? "*" : /^:([^{]+)/.exec(segment)?.[1]))
    .filter((name): name is string => name !== undefined);
}
