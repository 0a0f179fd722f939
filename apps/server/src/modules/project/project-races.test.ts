import { projectSchema } from "@store/domain/project.schema";
import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import {
  projectChanges,
  projectFolders,
  projectLines,
  projectOwnerCounts,
  projectQuotes,
  projects,
} from "./project.tables.ts";

/**
 * Two staff editing one project at once, on PostgreSQL (ADR 044): every write locks the project row
 * first, so concurrent changes queue and none is lost; a write carrying the version it read is refused
 * once another landed; bounds hold under concurrency; transfers in opposite directions do not deadlock.
 */

let store: TestStore;
type Browser = ReturnType<typeof browserOf>;
let sam: Browser;
let jordan: Browser;

useRaceStore(async (opened) => {
  store = opened;
  sam = browserOf(store.app);
  await signInAs(store, sam, "staff@example.com");
  jordan = browserOf(store.app);
  await signInAs(store, jordan, "staff2@example.com");
});

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

async function newProject(browser: Browser, name: string): Promise<number> {
  const res = await post(browser, "/api/v2/project", { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { projectId: number }).projectId;
}

describe.runIf(racesRun)("editing one project at once (PostgreSQL)", () => {
  it("keeps each owner's project count exact while two staff create and delete at once (ADR 079)", async () => {
    const db = store.database.db;
    const doomed = await Promise.all(
      Array.from({ length: 10 }, (_, n) => newProject(sam, `Race doomed ${n}`)),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) =>
        post(n % 2 ? jordan : sam, "/api/v2/project", { name: `Race counted ${n}` }),
      ),
      ...doomed.map((id) => sam(`/api/projects/${id}`, { method: "DELETE" })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(200), ...Array(20).fill(201)]);
    const kept = await db.select().from(projectOwnerCounts);
    const actual = await db
      .select({ ownerUserId: projects.ownerUserId, projects: count() })
      .from(projects)
      .groupBy(projects.ownerUserId);
    const byOwner = (rows: { ownerUserId: number; projects: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.projects > 0).map((r) => [r.ownerUserId, Number(r.projects)]));
    expect(byOwner(kept)).toEqual(byOwner(actual));
  }, 120_000);

  it("loses no update: 2 staff x 15 concurrent adds of one product give 30 units and 30 records", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 1, 0);
    const id = await newProject(sam, "Race adds");
    const [before] = await db.select().from(projects).where(eq(projects.id, id));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        post(n % 2 ? jordan : sam, "/api/projects/product", { projectId: id, sku: product.sku, quantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const lines = await db.select().from(projectLines).where(eq(projectLines.projectId, id));
    expect(lines.map((l) => l.quantity)).toEqual([30]);
    const [after] = await db.select().from(projects).where(eq(projects.id, id));
    expect(after?.version).toBe((before?.version ?? 0) + 30);
    const records = await db
      .select()
      .from(projectChanges)
      .where(and(eq(projectChanges.projectId, id), eq(projectChanges.kind, "product_changed")));
    // The first add made the line; the other 29 changed its quantity
    expect(records).toHaveLength(29);
    expect(new Set(records.map((r) => r.userName))).toEqual(new Set(["Sam Staff", "Jordan Seller"]));
  }, 120_000);

  it("different fields edited at once all land (name, details, customer, products, folders)", async () => {
    const db = store.database.db;
    const a = await stockedProduct(db, 1, 1);
    const b = await stockedProduct(db, 1, 2);
    const id = await newProject(sam, "Race fields");
    const answers = await Promise.all([
      post(sam, "/api/v2/project/name", { projectId: id, name: "Both kept" }),
      post(jordan, "/api/v2/project/details", { projectId: id, projectGoal: "Kitchen" }),
      post(sam, "/api/v2/project/customer", { projectId: id, customerName: "Pat Race" }),
      post(jordan, "/api/projects/product", { projectId: id, sku: a.sku }),
      post(sam, "/api/projects/product", { projectId: id, sku: b.sku }),
      post(jordan, "/api/v2/project/folder", { projectId: id, title: "Laundry" }),
      post(sam, "/api/v2/project/comment", { projectId: id, message: "At once" }),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(7).fill(200));
    const project = projectSchema.parse(await (await sam(`/api/v2/project/${id}`)).json());
    expect(project.name).toBe("Both kept");
    expect(project.quoteData).toMatchObject({ projectGoal: "Kitchen", customerName: "Pat Race" });
    expect(project.cart.products.map((l) => l.sku).sort()).toEqual([a.sku, b.sku].sort());
    expect(project.folders.map((f) => f.title)).toEqual(["Laundry"]);
    expect(project.staffComments).toHaveLength(1);
  }, 120_000);

  it("of writes carrying the same version, one lands and the others are told to reload (409)", async () => {
    const db = store.database.db;
    const id = await newProject(sam, "Race versions");
    const [row] = await db.select().from(projects).where(eq(projects.id, id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        post(n % 2 ? jordan : sam, "/api/v2/project/name", {
          projectId: id,
          name: `Name ${n}`,
          version: row?.version,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [after] = await db.select().from(projects).where(eq(projects.id, id));
    expect(after?.version).toBe((row?.version ?? 0) + 1);
  }, 120_000);

  it("holds the 50-folder bound under 60 concurrent creates", async () => {
    const db = store.database.db;
    const id = await newProject(sam, "Race folders");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        post(n % 2 ? jordan : sam, "/api/v2/project/folder", { projectId: id, title: `Room ${n}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect(await db.select().from(projectFolders).where(eq(projectFolders.projectId, id))).toHaveLength(50);
  }, 120_000);

  it("numbers concurrent quote saves 1, 2, 3... with no gap or twin", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 1, 3);
    const id = await newProject(sam, "Race quotes");
    expect((await post(sam, "/api/projects/product", { projectId: id, sku: product.sku })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        post(n % 2 ? jordan : sam, "/api/v2/project/quote", { projID: id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const versions = await db.select().from(projectQuotes).where(eq(projectQuotes.projectId, id));
    expect(versions.map((v) => v.version).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    const [after] = await db.select().from(projects).where(eq(projects.id, id));
    expect(after?.nextQuoteVersion).toBe(7);
  }, 120_000);

  it("moves units both ways between two projects at once without a deadlock, keeping every unit", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 1, 4);
    const left = await newProject(sam, "Race left");
    const right = await newProject(jordan, "Race right");
    await post(sam, "/api/projects/product", { projectId: left, sku: product.sku, quantity: 20 });
    await post(jordan, "/api/projects/product", { projectId: right, sku: product.sku, quantity: 20 });
    const move = (browser: Browser, from: number, to: number) =>
      post(browser, "/api/v2/project/product-transfer", {
        productCode: product.sku,
        sourceProjectId: from,
        targetProjectId: to,
        quantity: 1,
      });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => (n % 2 ? move(sam, left, right) : move(jordan, right, left))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    const units = async (projectId: number) =>
      (
        await db
          .select({ quantity: projectLines.quantity })
          .from(projectLines)
          .where(and(eq(projectLines.projectId, projectId), isNull(projectLines.folderId)))
      )[0]?.quantity ?? 0;
    expect((await units(left)) + (await units(right))).toBe(40);
    expect(await units(left)).toBe(20);
  }, 120_000);
});
