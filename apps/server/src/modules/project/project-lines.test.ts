import {
  productNoteSchema,
  productTransferResultSchema,
  productVariationSchema,
  projectChangelogSchema,
  projectSchema,
  projectsOfProductSchema,
  staffCommentSchema,
} from "@store/domain/project.schema";
import { upsellOptionsFor } from "@store/domain/upsell-options";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { stockedProduct } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { categories, products } from "../product/product.tables.ts";
import { projectLines, projectNotes } from "./project.tables.ts";

/**
 * A project's products, folders, notes, variations and comments through the Hono app on a real database
 * (ADR 044): adding and changing lines within their permissions, deleting, sorting, folders, moving a
 * product between projects; each refusal and bad input; 401 anonymous and 403 customer.
 */

let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let staff2: Browser;
let admin: Browser;
let customer: Browser;
let anonymous: Browser;
let a: { id: number; sku: string };
let b: { id: number; sku: string };
/** A product that offers a warranty and an installation, and its catalogue line price. */
let oven: { id: number; sku: string; price: number; warranty: string; install: string };

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}
const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });
const errorsOf = async (res: Response, status: number) =>
  ((await json(res, status)) as { errors: string[] }).errors;
const del = (browser: Browser, path: string) => browser(path, { method: "DELETE" });

async function newProject(browser: Browser, name = "Lines test"): Promise<number> {
  const { projectId } = (await json(await post(browser, "/api/v2/project", { name }), 201)) as {
    projectId: number;
  };
  return projectId;
}
async function folder(browser: Browser, projectId: number, title: string): Promise<number> {
  const project = projectSchema.parse(
    await json(await post(browser, "/api/v2/project/folder", { projectId, title })),
  );
  const found = project.folders.find((f) => f.title === title);
  if (!found) throw new Error("the folder was not made");
  return found.id;
}
const put = (browser: Browser, body: Record<string, unknown>) => post(browser, "/api/projects/product", body);

beforeAll(async () => {
  store = await createTestStore({ products: 80 });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  staff2 = browserOf(store.app);
  await signInAs(store, staff2, "staff2@example.com");
  admin = browserOf(store.app);
  await signInAs(store, admin, "admin@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
  a = await stockedProduct(db, 5, 0);
  b = await stockedProduct(db, 5, 1);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      price: products.price,
      discount: products.lineDiscount,
      uri: categories.uri,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
  for (const row of rows) {
    if (row.price === null) continue;
    const options = upsellOptionsFor({ sku: row.sku, price: row.price, categoryUri: row.uri });
    if (options.warranties[0] && options.installs[0]) {
      oven = {
        id: row.id,
        sku: row.sku,
        price: row.price - row.discount,
        warranty: options.warranties[0].id,
        install: options.installs[0].id,
      };
      break;
    }
  }
  if (!oven) throw new Error("no product with a warranty and an installation in the seed");
});
afterAll(() => store.close());

describe("POST /api/projects/product", () => {
  it("adds to the cart or a folder; adding again raises the quantity; mode set sets it", async () => {
    const id = await newProject(staff);
    const kitchen = await folder(staff, id, "Kitchen");
    await json(await put(staff, { projectId: id, sku: a.sku, quantity: 2 }));
    await json(await put(staff, { projectId: id, sku: a.sku, quantity: 3 }));
    const added = projectSchema.parse(
      await json(await put(staff, { projectId: id, sku: a.sku.toLowerCase(), folderId: kitchen })),
    );
    expect(added.cart.products.map((l) => [l.sku, l.quantity])).toEqual([[a.sku, 5]]);
    expect(added.folders[0]?.products.map((l) => [l.sku, l.quantity])).toEqual([[a.sku, 1]]);
    expect(added.productCount).toBe(2);
    const set = projectSchema.parse(
      await json(await put(staff, { projectId: id, sku: a.sku, quantity: 1, mode: "set" })),
    );
    expect(set.cart.products[0]?.quantity).toBe(1);
    const log = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${id}`)),
    );
    expect(log.changes[0]).toMatchObject({
      kind: "product_changed",
      user: "Sam Staff",
      message: `${a.sku} in the project's cart: quantity 5 → 1`,
    });
  });

  it("sets warranty, installation, a staff price, a competitor price and url; null clears them", async () => {
    const id = await newProject(staff);
    const project = projectSchema.parse(
      await json(
        await put(staff, {
          projectId: id,
          sku: oven.sku,
          warrantyId: oven.warranty,
          installId: oven.install,
          priceOverride: oven.price - 100,
          competitorPrice: oven.price - 200,
          competitorUrl: "https://rival.example/oven",
        }),
      ),
    );
    const line = project.cart.products[0];
    expect(line).toMatchObject({
      warrantyId: oven.warranty,
      installId: oven.install,
      priceOverride: oven.price - 100,
      unitPrice: oven.price - 100,
      competitorPrice: oven.price - 200,
      competitorUrl: "https://rival.example/oven",
    });
    expect(line?.lineTotal).toBe(
      (oven.price - 100 + (line?.selectedWarranty?.price ?? 0) + (line?.selectedInstall?.price ?? 0)) * 1,
    );
    expect(line?.permissions.AllEditable).toBe(true);
    const cleared = projectSchema.parse(
      await json(await put(staff, { projectId: id, sku: oven.sku, priceOverride: null, warrantyId: null })),
    );
    expect(cleared.cart.products[0]).toMatchObject({
      priceOverride: null,
      warrantyId: null,
      unitPrice: oven.price,
    });
  });

  it("a staff price past the discount limit needs a price match; an administrator sets any", async () => {
    const id = await newProject(staff);
    const deep = Math.floor(oven.price * 0.8);
    expect(
      await errorsOf(await put(staff, { projectId: id, sku: oven.sku, priceOverride: deep }), 400),
    ).toEqual([
      expect.stringMatching(
        /^A price more than 10% below the current price of .+ needs a competitor price and the competitor's url\.$/,
      ),
    ]);
    expect(
      await errorsOf(await put(staff, { projectId: id, sku: oven.sku, priceOverride: oven.price + 1 }), 400),
    ).toEqual([expect.stringMatching(/cannot be above its current price\.$/)]);
    const matched = projectSchema.parse(
      await json(
        await put(staff, {
          projectId: id,
          sku: oven.sku,
          priceOverride: deep,
          competitorPrice: deep,
          competitorUrl: "https://rival.example/oven",
        }),
      ),
    );
    expect(matched.cart.products[0]?.permissions.CompetitorUrlValidation).toBe(true);
    const byAdmin = projectSchema.parse(
      await json(await put(admin, { projectId: id, sku: oven.sku, priceOverride: 1_00 })),
    );
    expect(byAdmin.cart.products[0]?.unitPrice).toBe(1_00);
  });

  it("refuses a price the lock holds (staff), options the product lacks, unknown products and folders", async () => {
    const id = await newProject(staff);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    await json(await post(staff, "/api/v2/project/quote", { projID: id }));
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await json(await post(staff, "/api/v2/project/lock-price", { projectId: id, expiryDate: day }));
    expect(await errorsOf(await put(staff, { projectId: id, sku: a.sku, priceOverride: 1 }), 409)).toEqual([
      expect.stringMatching(
        /is held by the price lock until the end of \d{4}-\d{2}-\d{2}\. Cancel the lock to change it\.$/,
      ),
    ]);
    // Quantity is still the staff's to change; the lock's line stays locked
    expect((await put(staff, { projectId: id, sku: a.sku, quantity: 2, mode: "set" })).status).toBe(200);
    expect(
      await errorsOf(await put(staff, { projectId: id, sku: a.sku, warrantyId: "W-NOPE" }), 400),
    ).toEqual([expect.stringMatching(/^warrantyId: That warranty is not offered for /)]);
    expect(await errorsOf(await put(staff, { projectId: id, sku: "NO-SUCH-SKU" }), 404)).toEqual([
      "We couldn't find a product with sku NO-SUCH-SKU.",
    ]);
    expect(await errorsOf(await put(staff, { projectId: id, sku: a.sku, folderId: 999999 }), 404)).toEqual([
      "That folder is not in this project.",
    ]);
    expect(await errorsOf(await put(staff, { projectId: id, sku: a.sku, quantity: 1000 }), 400)).toEqual([
      "quantity: Quantity is a whole number from 1 to 999",
    ]);
    expect(await errorsOf(await put(staff, { projectId: id, sku: a.sku, quantity: 999 }), 409)).toEqual([
      "A project line holds at most 999 of one product.",
    ]);
    expect(
      await errorsOf(
        await put(staff, { projectId: id, sku: a.sku, competitorUrl: "javascript:alert(1)" }),
        400,
      ),
    ).toEqual(["competitorUrl: A competitor url is a web address starting with https://"]);
    expect(await errorsOf(await put(staff, { projectId: 999999, sku: a.sku }), 404)).toEqual([
      "We couldn't find that project.",
    ]);
  });

  it("refuses a stale version with 409 and accepts the current one", async () => {
    const id = await newProject(staff);
    const first = projectSchema.parse(await json(await put(staff, { projectId: id, sku: a.sku })));
    await json(await put(staff2, { projectId: id, sku: b.sku, version: first.version }));
    expect(
      await errorsOf(await put(staff, { projectId: id, sku: a.sku, version: first.version }), 409),
    ).toEqual([
      "Someone else changed this project since you opened it. Reload it to see their changes, then try again.",
    ]);
    const now = projectSchema.parse(await json(await staff(`/api/v2/project/${id}`)));
    expect((await put(staff, { projectId: id, sku: a.sku, version: now.version })).status).toBe(200);
  });

  it("is staff only", async () => {
    expect((await put(anonymous, { projectId: 1, sku: a.sku })).status).toBe(401);
    expect((await put(customer, { projectId: 1, sku: a.sku })).status).toBe(403);
  });
});

describe("DELETE /api/projects/product/{id}/{sku}", () => {
  it("removes one place's line, or every line of the product", async () => {
    const id = await newProject(staff);
    const laundry = await folder(staff, id, "Laundry");
    await json(await put(staff, { projectId: id, sku: a.sku }));
    await json(await put(staff, { projectId: id, sku: a.sku, folderId: laundry }));
    await json(await put(staff, { projectId: id, sku: b.sku, folderId: laundry }));
    const one = projectSchema.parse(
      await json(await del(staff, `/api/projects/product/${id}/${a.sku}?folderId=${laundry}`)),
    );
    expect(one.productCount).toBe(2);
    expect(one.cart.products.map((l) => l.sku)).toEqual([a.sku]);
    const cart = projectSchema.parse(
      await json(await del(staff, `/api/projects/product/${id}/${a.sku}?folderId=cart`)),
    );
    expect(cart.cart.products).toEqual([]);
    expect(await errorsOf(await del(staff, `/api/projects/product/${id}/${a.sku}`), 404)).toEqual([
      `${a.sku} is not in this project.`,
    ]);
    const all = projectSchema.parse(await json(await del(staff, `/api/projects/product/${id}/${b.sku}`)));
    expect(all.productCount).toBe(0);
    await json(await del(staff, `/api/projects/product/${id}/${a.sku}?folderId=kitchen`), 400);
    await json(await del(staff, `/api/projects/product/abc/${a.sku}`), 400);
    expect((await del(customer, `/api/projects/product/${id}/${a.sku}`)).status).toBe(403);
  });
});

describe("folders: POST /api/v2/project/folder, duplicate-folder, sort-folders; POST /api/projects/sort-products", () => {
  it("creates, renames, duplicates with the products, and sorts folders and products", async () => {
    const id = await newProject(staff);
    const kitchen = await folder(staff, id, "Kitchen");
    await folder(staff, id, "Laundry");
    await json(await put(staff, { projectId: id, sku: a.sku, folderId: kitchen, quantity: 2 }));
    await json(await put(staff, { projectId: id, sku: b.sku, folderId: kitchen }));
    const renamed = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project/folder", {
          projectId: id,
          folderId: kitchen,
          title: "Main kitchen",
        }),
      ),
    );
    expect(renamed.folders.map((f) => f.title)).toEqual(["Main kitchen", "Laundry"]);
    const copied = projectSchema.parse(
      await json(await post(staff, "/api/v2/project/duplicate-folder", { projectId: id, folderId: kitchen })),
    );
    expect(copied.folders.map((f) => [f.title, f.products.length])).toEqual([
      ["Main kitchen", 2],
      ["Laundry", 0],
      ["Main kitchen (copy)", 2],
    ]);
    expect(copied.productCount).toBe(4);
    const [first, second, third] = copied.folders;
    const sorted = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project/sort-folders", {
          projectId: id,
          folders: [
            { folderId: third?.id, sortOrder: 0 },
            { folderId: first?.id, sortOrder: 1 },
            { folderId: second?.id, sortOrder: 2 },
          ],
        }),
      ),
    );
    expect(sorted.folders.map((f) => f.title)).toEqual(["Main kitchen (copy)", "Main kitchen", "Laundry"]);
    const inKitchen = sorted.folders.find((f) => f.id === kitchen)?.products ?? [];
    expect(inKitchen.map((l) => l.sku)).toEqual([a.sku, b.sku]);
    const lineOf = (sku: string) => inKitchen.find((l) => l.sku === sku)?.lineId;
    // The spec's sort payload (storefront s.3): projects with projectId (a product's line) and sortOrder
    const products = projectSchema.parse(
      await json(
        await post(staff, "/api/projects/sort-products", {
          projects: [
            { projectId: lineOf(b.sku), sortOrder: 0 },
            { projectId: lineOf(a.sku), sortOrder: 1 },
          ],
        }),
      ),
    );
    expect(products.projectId).toBe(id);
    expect(products.folders.find((f) => f.id === kitchen)?.products.map((l) => l.sku)).toEqual([
      b.sku,
      a.sku,
    ]);
    // The copied folder's lines keep their own order
    expect(
      products.folders.find((f) => f.title === "Main kitchen (copy)")?.products.map((l) => l.sku),
    ).toEqual([a.sku, b.sku]);
    const log = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${id}`)),
    );
    expect(log.changes.slice(0, 4).map((c) => c.kind)).toEqual([
      "products_sorted",
      "folders_sorted",
      "folder_duplicated",
      "folder_renamed",
    ]);
  });

  it("refuses unknown folders and products, empty titles and more than 50 folders", async () => {
    const id = await newProject(staff);
    expect(
      await errorsOf(await post(staff, "/api/v2/project/folder", { projectId: id, title: " " }), 400),
    ).toEqual(["title: Please enter a folder title"]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/folder", { projectId: id, folderId: 999999, title: "x" }),
        404,
      ),
    ).toEqual(["That folder is not in this project."]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/duplicate-folder", { projectId: id, folderId: 999999 }),
        404,
      ),
    ).toEqual(["That folder is not in this project."]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/sort-folders", {
          projectId: id,
          folders: [{ folderId: 999999, sortOrder: 0 }],
        }),
        404,
      ),
    ).toEqual(["Folder 999999 is not in this project."]);
    expect(
      await errorsOf(
        await post(staff, "/api/projects/sort-products", {
          projects: [{ projectId: 2147483000, sortOrder: 0 }],
        }),
        404,
      ),
    ).toEqual(["Product 2147483000 is not in a project."]);
    // Exactly the spec's shape: the old fields are refused by name, an empty or repeated list too
    expect(
      await errorsOf(
        await post(staff, "/api/projects/sort-products", {
          projectId: id,
          products: [{ productCode: a.sku, sortOrder: 0 }],
        }),
        400,
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/projectId|products/)]));
    await json(await post(staff, "/api/projects/sort-products", { projects: [] }), 400);
    const [mine, theirs] = [await newProject(staff, "Sort mine"), await newProject(staff, "Sort theirs")];
    const lineIn = async (projectId: number) =>
      projectSchema.parse(await json(await put(staff, { projectId, sku: a.sku }))).cart.products[0]?.lineId;
    const [mineLine, theirsLine] = [await lineIn(mine), await lineIn(theirs)];
    expect(
      await errorsOf(
        await post(staff, "/api/projects/sort-products", {
          projects: [
            { projectId: mineLine, sortOrder: 0 },
            { projectId: mineLine, sortOrder: 1 },
          ],
        }),
        400,
      ),
    ).toEqual(["projects: Give each product once"]);
    expect(
      await errorsOf(
        await post(staff, "/api/projects/sort-products", {
          projects: [
            { projectId: mineLine, sortOrder: 0 },
            { projectId: theirsLine, sortOrder: 1 },
          ],
        }),
        400,
      ),
    ).toEqual(["Sort the products of one project at a time."]);
    for (let i = 0; i < 50; i++)
      await json(await post(staff, "/api/v2/project/folder", { projectId: id, title: `F${i}` }));
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/folder", { projectId: id, title: "One too many" }),
        409,
      ),
    ).toEqual(["A project holds at most 50 folders."]);
    expect((await post(customer, "/api/v2/project/folder", { projectId: id, title: "x" })).status).toBe(403);
    expect(
      (await post(anonymous, "/api/v2/project/sort-folders", { projectId: id, folders: [] })).status,
    ).toBe(401);
  });
});

describe("POST /api/v2/project/product-transfer and GET /api/v2/project/outline/{id}", () => {
  it("moves units of a product from one project to a folder of another, each recording its side", async () => {
    const from = await newProject(staff, "From");
    const to = await newProject(staff2, "To");
    const room = await folder(staff2, to, "Ensuite");
    await json(await put(staff, { projectId: from, sku: a.sku, quantity: 3 }));
    const moved = productTransferResultSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-transfer", {
          productCode: a.sku,
          sourceProjectId: from,
          targetProjectId: to,
          targetFolderId: room,
          quantity: 2,
        }),
      ),
    );
    expect(moved.source.cart.products.map((l) => [l.productCode, l.quantity])).toEqual([[a.sku, 1]]);
    expect(moved.target.folders[0]?.products.map((l) => [l.productCode, l.quantity])).toEqual([[a.sku, 2]]);
    // The rest moves too, and the line goes
    const all = productTransferResultSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-transfer", {
          productCode: a.sku,
          sourceProjectId: from,
          targetProjectId: to,
          targetFolderId: room,
        }),
      ),
    );
    expect(all.source.cart.products).toEqual([]);
    expect(all.target.folders[0]?.products[0]?.quantity).toBe(3);
    const outline = (await json(await staff(`/api/v2/project/outline/${to}`))) as typeof all.target;
    expect(outline.folders[0]?.products[0]).toMatchObject({ productCode: a.sku, quantity: 3 });
    const fromLog = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${from}`)),
    );
    expect(fromLog.changes[0]?.kind).toBe("product_transferred_out");
    const toLog = projectChangelogSchema.parse(
      await json(await staff(`/api/v2/project/changelogs?projectId=${to}`)),
    );
    expect(toLog.changes[0]).toMatchObject({ kind: "product_transferred_in", user: "Sam Staff" });
  });

  it("copies within a project and refuses what is not there", async () => {
    const id = await newProject(staff);
    const room = await folder(staff, id, "Room");
    await json(await put(staff, { projectId: id, sku: b.sku, quantity: 2 }));
    const copied = productTransferResultSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-transfer", {
          productCode: b.sku,
          sourceProjectId: id,
          targetProjectId: id,
          targetFolderId: room,
          mode: "copy",
        }),
      ),
    );
    expect(copied.target.cart.products[0]?.quantity).toBe(2);
    expect(copied.target.folders[0]?.products[0]?.quantity).toBe(2);
    const send = (body: Record<string, unknown>) =>
      post(staff, "/api/v2/project/product-transfer", {
        productCode: b.sku,
        sourceProjectId: id,
        targetProjectId: id,
        ...body,
      });
    expect(await errorsOf(await send({}), 400)).toEqual([
      "Choose another folder or project to move the product to.",
    ]);
    expect(await errorsOf(await send({ targetFolderId: room, quantity: 3 }), 400)).toEqual([
      expect.stringMatching(/^quantity: PRJ-\d{6} holds only 2 of /),
    ]);
    expect(await errorsOf(await send({ productCode: a.sku, targetFolderId: room }), 404)).toEqual([
      expect.stringMatching(new RegExp(`^${a.sku} is not in that place of PRJ-\\d{6}\\.$`)),
    ]);
    expect(await errorsOf(await send({ targetProjectId: 999999 }), 404)).toEqual([
      "We couldn't find the project to move the product to.",
    ]);
    expect(await errorsOf(await send({ targetFolderId: 999999 }), 404)).toEqual([
      "That folder is not in this project.",
    ]);
    await json(await send({ mode: "teleport" }), 400);
    expect(await errorsOf(await staff("/api/v2/project/outline/999999"), 404)).toEqual([
      "We couldn't find that project.",
    ]);
    expect((await post(customer, "/api/v2/project/product-transfer", {})).status).toBe(403);
    expect((await anonymous(`/api/v2/project/outline/${id}`)).status).toBe(401);
  });
});

describe("notes: POST and DELETE /api/v2/project/product-note; GET /api/projects/product/{sku}[/{projectId}]", () => {
  it("adds, edits and deletes notes; a product's notes come last modified first", async () => {
    const id = await newProject(staff);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    const first = productNoteSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-note", {
          projectId: id,
          sku: a.sku,
          notes: "First\nline two",
        }),
      ),
    );
    expect(first).toMatchObject({
      sku: a.sku,
      notes: "First\nline two",
      createdBy: "Sam Staff",
      salesPersonName: "Sam Staff",
    });
    const second = productNoteSchema.parse(
      await json(
        await post(staff2, "/api/v2/project/product-note", { projectId: id, sku: a.sku, notes: "Second" }),
      ),
    );
    const edited = productNoteSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-note", {
          projectId: id,
          sku: a.sku,
          noteId: first.id,
          notes: "First, edited",
        }),
      ),
    );
    expect(edited.id).toBe(first.id);
    expect(edited.lastModified > second.lastModified).toBe(true);
    const places = projectsOfProductSchema.parse(
      await json(await staff(`/api/projects/product/${a.sku}/${id}`)),
    );
    expect(places.notes.map((n) => n.notes)).toEqual(["First, edited", "Second"]);
    expect(places.places).toHaveLength(1);
    const project = projectSchema.parse(await json(await staff(`/api/v2/project/${id}`)));
    expect(project.productNotes.map((n) => n.id)).toEqual([first.id, second.id]);
    expect(
      await json(await del(staff, `/api/v2/project/product-note?projectId=${id}&noteId=${second.id}`)),
    ).toEqual({
      deleted: true,
      id: second.id,
    });
    expect(
      await errorsOf(
        await del(staff, `/api/v2/project/product-note?projectId=${id}&noteId=${second.id}`),
        404,
      ),
    ).toEqual(["That note is not in this project."]);
  });

  it("refuses notes on products not in the project, empty notes and bad ids", async () => {
    const id = await newProject(staff);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/product-note", { projectId: id, sku: a.sku, notes: "x" }),
        404,
      ),
    ).toEqual([`${a.sku} is not in this project.`]);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/product-note", { projectId: id, sku: a.sku, notes: "   " }),
        400,
      ),
    ).toEqual(["notes: Please write the note"]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/product-note", { projectId: id, sku: a.sku, notes: "a\u0000b" }),
        400,
      ),
    ).toEqual(["notes: A note cannot contain control characters"]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/product-note", {
          projectId: id,
          sku: a.sku,
          noteId: 999999,
          notes: "x",
        }),
        404,
      ),
    ).toEqual([`That note is not on ${a.sku} in this project.`]);
    await json(await del(staff, `/api/v2/project/product-note?projectId=${id}`), 400);
    expect((await del(customer, `/api/v2/project/product-note?projectId=${id}&noteId=1`)).status).toBe(403);
  });

  it("lists where a product is in the caller's own projects", async () => {
    const id = await newProject(staff);
    const room = await folder(staff, id, "Room");
    await json(await put(staff, { projectId: id, sku: b.sku, folderId: room, quantity: 4 }));
    const places = projectsOfProductSchema.parse(await json(await staff(`/api/projects/product/${b.sku}`)));
    expect(places.places).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ projectId: id, folderId: room, folderTitle: "Room", quantity: 4 }),
      ]),
    );
    expect(places.notes).toEqual([]);
    const theirs = projectsOfProductSchema.parse(await json(await staff2(`/api/projects/product/${b.sku}`)));
    expect(theirs.places.some((p) => p.projectId === id)).toBe(false);
    expect(await errorsOf(await staff("/api/projects/product/NO-SUCH-SKU"), 404)).toEqual([
      "We couldn't find a product with sku NO-SUCH-SKU.",
    ]);
    expect(await errorsOf(await staff(`/api/projects/product/${b.sku}/999999`), 404)).toEqual([
      "We couldn't find that project.",
    ]);
    await json(await staff(`/api/projects/product/${b.sku}/abc`), 400);
    expect((await anonymous(`/api/projects/product/${b.sku}`)).status).toBe(401);
  });
});

describe("variations: POST and DELETE /api/v2/project/product-variation", () => {
  it("offers another product instead of one in the project, grouped by brand; edits and deletes", async () => {
    const id = await newProject(staff);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    const saved = productVariationSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-variation", {
          projectId: id,
          productCode: a.sku,
          variationSku: b.sku,
          comments: "Quieter",
          rrpOverride: 999_00,
        }),
      ),
    );
    expect(saved).toMatchObject({
      productCode: a.sku,
      variationSku: b.sku,
      comments: "Quieter",
      rrpOverride: 999_00,
      rrp: 999_00,
    });
    const project = projectSchema.parse(await json(await staff(`/api/v2/project/${id}`)));
    expect(project.productVariations).toHaveLength(1);
    expect(project.brandVariations).toEqual([{ brand: saved.brand, variations: [saved] }]);
    const edited = productVariationSchema.parse(
      await json(
        await post(staff, "/api/v2/project/product-variation", {
          projectId: id,
          variationId: saved.id,
          productCode: a.sku,
          variationSku: b.sku,
          brand: "Other brand",
        }),
      ),
    );
    expect(edited).toMatchObject({ id: saved.id, brand: "Other brand", comments: "", rrpOverride: null });
    expect(
      await json(
        await del(staff, `/api/v2/project/product-variation?projectId=${id}&variationId=${saved.id}`),
      ),
    ).toEqual({
      deleted: true,
      id: saved.id,
    });
    expect(
      await errorsOf(
        await del(staff, `/api/v2/project/product-variation?projectId=${id}&variationId=${saved.id}`),
        404,
      ),
    ).toEqual(["That variation is not in this project."]);
  });

  it("refuses a product not in the project, itself as its variation, unknown skus", async () => {
    const id = await newProject(staff);
    const send = (body: Record<string, unknown>) =>
      post(staff, "/api/v2/project/product-variation", {
        projectId: id,
        productCode: a.sku,
        variationSku: b.sku,
        ...body,
      });
    expect(await errorsOf(await send({}), 404)).toEqual([`${a.sku} is not in this project.`]);
    expect(await errorsOf(await send({ variationSku: a.sku }), 400)).toEqual([
      "variationSku: A variation is another product than the one it varies.",
    ]);
    expect(await errorsOf(await send({ variationSku: "NO-SUCH-SKU" }), 404)).toEqual([
      "We couldn't find a product with sku NO-SUCH-SKU.",
    ]);
    await json(await send({ rrpOverride: -1 }), 400);
    expect((await post(customer, "/api/v2/project/product-variation", {})).status).toBe(403);
  });
});

describe("POST /api/v2/project/comment", () => {
  it("adds a comment, listed first; refuses an empty one", async () => {
    const id = await newProject(staff);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    const one = staffCommentSchema.parse(
      await json(
        await post(staff, "/api/v2/project/comment", { projectId: id, message: "Called the customer" }),
      ),
    );
    const two = staffCommentSchema.parse(
      await json(
        await post(staff2, "/api/v2/project/comment", { projectId: id, message: "Sent the brochure" }),
      ),
    );
    expect(two).toMatchObject({ user: "Jordan Seller", message: "Sent the brochure" });
    const project = projectSchema.parse(await json(await staff(`/api/v2/project/${id}`)));
    expect(project.staffComments.map((c) => c.id)).toEqual([two.id, one.id]);
    expect(
      await errorsOf(await post(staff, "/api/v2/project/comment", { projectId: id, message: "" }), 400),
    ).toEqual(["message: Please write the comment"]);
    expect(
      await errorsOf(
        await post(staff, "/api/v2/project/comment", { projectId: id, message: "x".repeat(2001) }),
        400,
      ),
    ).toEqual(["message: A comment has at most 2000 characters"]);
    expect(
      await errorsOf(await post(staff, "/api/v2/project/comment", { projectId: 999999, message: "x" }), 404),
    ).toEqual(["We couldn't find that project."]);
    expect((await post(anonymous, "/api/v2/project/comment", { projectId: id, message: "x" })).status).toBe(
      401,
    );
  });

  it("is allowed on a finished project (notes and comments keep the record)", async () => {
    const [lost] = await db.select({ id: projectLines.projectId }).from(projectLines).limit(1);
    expect(lost).toBeDefined();
    const id = await newProject(staff);
    await json(await put(staff, { projectId: id, sku: a.sku }));
    await json(await post(staff, "/api/v2/project", { projectId: id, name: "Lines test", status: "Lost" }));
    expect(
      (await post(staff, "/api/v2/project/comment", { projectId: id, message: "Bought elsewhere" })).status,
    ).toBe(200);
    expect(
      (await post(staff, "/api/v2/project/product-note", { projectId: id, sku: a.sku, notes: "x" })).status,
    ).toBe(200);
    expect((await put(staff, { projectId: id, sku: b.sku })).status).toBe(409);
    const notes = await db.select().from(projectNotes).where(eq(projectNotes.projectId, id));
    expect(notes).toHaveLength(1);
  });
});
