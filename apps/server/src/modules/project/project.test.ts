import { projectCreatedSchema, projectPageSchema, projectSchema } from "@store/domain/project.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { users } from "../user/user.tables.ts";
import { projectChanges, projects } from "./project.tables.ts";

/**
 * Staff projects through the Hono app on a real database (ADR 044): creating, reading, the shared view,
 * and who may call them. Each call's refusals and bad input are here; the rest of the calls have their
 * own files beside this one.
 */

let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let staff2: Browser;
let customer: Browser;
let anonymous: Browser;

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

beforeAll(async () => {
  store = await createTestStore({ products: 60 });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  staff2 = browserOf(store.app);
  await signInAs(store, staff2, "staff2@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
});
afterAll(() => store.close());

describe("POST /api/v2/project (create)", () => {
  it("creates an Open project owned by the caller, credited to them, with a changelog row", async () => {
    const res = await post(staff, "/api/v2/project", {
      name: "  Beach house  ",
      quoteData: {
        customerName: "Ari Example",
        customerEmail: "ARI@Example.com",
        contactNumber: "0412 345 678",
      },
    });
    // Projects are private and change often: no one keeps a copy
    expect(res.headers.get("cache-control")).toBe("no-store");
    const created = projectCreatedSchema.parse(await json(res, 201));
    expect(created.projectRef).toBe(`PRJ-${String(created.projectId).padStart(6, "0")}`);
    const [row] = await db.select().from(projects).where(eq(projects.id, created.projectId));
    const [sam] = await db.select().from(users).where(eq(users.email, "staff@example.com"));
    expect(row).toMatchObject({
      name: "Beach house",
      status: "Open",
      ownerUserId: sam?.id,
      salespersonUserId: sam?.id,
      customerEmail: "ari@example.com",
      contactNumber: "0412345678",
      version: 1,
    });
    const changes = await db
      .select()
      .from(projectChanges)
      .where(eq(projectChanges.projectId, created.projectId));
    expect(changes.map((c) => [c.kind, c.userName])).toEqual([["created", "Sam Staff"]]);
  });

  it("an empty project answers 204; after a folder it answers the project", async () => {
    const created = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project", { name: "Empty" }), 201),
    );
    const res = await staff(`/api/v2/project/${created.projectId}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });

  it("refuses bad input with readable messages", async () => {
    const cases: [unknown, string][] = [
      [{}, "name: Please enter a project name"],
      [{ name: "" }, "name: Please enter a project name"],
      [{ name: "x".repeat(121) }, "name: A project name has at most 120 characters"],
      [
        { name: "ok", quoteData: { customerEmail: "not-an-email" } },
        "quoteData.customerEmail: The customer's email is not a valid email address",
      ],
      [
        { name: "ok", quoteData: { contactNumber: "12" } },
        "quoteData.contactNumber: The contact number is not an Australian or New Zealand phone number",
      ],
      [{ name: "ok", storeUri: "no-such-store" }, "storeUri: That store is not one of ours."],
      [{ name: "ok", salespersonCode: "NOPE" }, "salespersonCode: No salesperson has that code."],
      [{ name: "ok", status: "Lost" }, "status: A new project starts Open"],
      [{ name: "ok", surprise: 1 }, 'Unrecognized key: "surprise"'],
    ];
    for (const [body, message] of cases) {
      const answer = (await json(await post(staff, "/api/v2/project", body), 400)) as { errors: string[] };
      expect(answer.errors).toContain(message);
    }
  });

  it("is staff only: 401 anonymous, 403 customer", async () => {
    expect((await post(anonymous, "/api/v2/project", { name: "x" })).status).toBe(401);
    expect((await post(customer, "/api/v2/project", { name: "x" })).status).toBe(403);
  });
});

describe("GET /api/v2/project/{id}", () => {
  it("answers a seeded project whole: folders, lines priced now with permissions, notes, comments, variations", async () => {
    const [seeded] = await db.select().from(projects).where(eq(projects.name, "Kitchen renovation - Smith"));
    const project = projectSchema.parse(await json(await staff(`/api/v2/project/${seeded?.id}`)));
    expect(project.folders.map((f) => f.title)).toEqual(["Kitchen", "Laundry"]);
    expect(project.productCount).toBe(6);
    expect(project.hasProducts).toBe(true);
    expect(project.hasQuote).toBe(false);
    expect(project.selectedStore.name).not.toBe("");
    expect(project.productNotes).toHaveLength(1);
    expect(project.staffComments).toHaveLength(1);
    expect(project.productVariations).toHaveLength(1);
    expect(project.quoteData.referrerCode).toBe("KAD003");
    const line = project.cart.products[0];
    expect(line?.quantity).toBe(2);
    expect(line?.unitPrice).toBe(line?.linePrice);
    expect(line?.lineTotal).toBe((line?.unitPrice ?? 0) * 2);
    expect(line?.permissions.EditQuantity).toBe(true);
    expect(project.total).toBe(
      [...project.cart.products, ...project.folders.flatMap((f) => f.products)].reduce(
        (n, l) => n + l.lineTotal,
        0,
      ),
    );
  });

  it("lets any staff member read another's project; 404 for none; 400 for a bad id", async () => {
    const [seeded] = await db.select().from(projects).where(eq(projects.name, "Kitchen renovation - Smith"));
    expect((await staff2(`/api/v2/project/${seeded?.id}`)).status).toBe(200);
    expect(((await json(await staff("/api/v2/project/999999"), 404)) as { errors: string[] }).errors).toEqual(
      ["We couldn't find that project."],
    );
    await json(await staff("/api/v2/project/abc"), 400);
    await json(await staff("/api/v2/project/2147483648"), 400);
  });

  it("is staff only: 401 anonymous, 403 customer", async () => {
    expect((await anonymous("/api/v2/project/1")).status).toBe(401);
    expect((await customer("/api/v2/project/1")).status).toBe(403);
  });
});

describe("GET /api/v2/project/shared?shareId", () => {
  it("shows a shared project to anyone, read-only, without internal fields; the saved quote as quoted", async () => {
    const [quoted] = await db.select().from(projects).where(eq(projects.name, "Bathroom & laundry - Nguyen"));
    const shareId = "s".repeat(43);
    await db
      .update(projects)
      .set({ shareId })
      .where(eq(projects.id, quoted?.id ?? 0));
    const project = projectSchema.parse(
      await json(await anonymous(`/api/v2/project/shared?shareId=${shareId}`)),
    );
    expect(project.readOnly).toBe(true);
    expect(project.shareId).toBeNull();
    expect(project.sharedStatus).toBe(true);
    expect(project.staffComments).toEqual([]);
    expect(project.productNotes).toEqual([]);
    expect(project.quoteVersion).toBe(1);
    expect(project.priceLock?.live).toBe(true);
    const lines = [...project.cart.products, ...project.folders.flatMap((f) => f.products)];
    expect(lines.length).toBe(3);
    for (const line of lines) {
      expect(line.permissions.AllEditable).toBe(false);
      expect(line.permissions.EditQuantity).toBe(false);
      expect(line.competitorUrl).toBeNull();
      expect(line.lockedPrice).toBe(line.unitPrice);
    }
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await json(await anonymous(`/api/v2/project/shared?shareId=${"x".repeat(43)}`), 404);
    await json(await anonymous("/api/v2/project/shared?shareId=a%20b"), 400);
    await json(await anonymous("/api/v2/project/shared"), 400);
  });
});

describe("POST /api/v2/project with projectId (update), /name, /details, /customer", () => {
  it("changes the name, store, salesperson and quoteData, each recorded; marks lost and reopens", async () => {
    const { projectId } = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project", { name: "To update" }), 201),
    );
    expect((await staff(`/api/v2/project/${projectId}`)).status).toBe(204);
    const stores = (await json(await staff("/api/store/select-view"))) as {
      availableStores: { storeUri: string; name: string }[];
    };
    const storeUri = stores.availableStores[0]?.storeUri;
    const updated = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project", {
          projectId,
          name: "Updated",
          storeUri,
          salespersonCode: "SP02",
          quoteData: { projectGoal: "New laundry", customerEmailSecondary: "two@example.com" },
        }),
      ),
    );
    expect(updated).toMatchObject({
      name: "Updated",
      salespersonCode: "SP02",
      selectedSalesPerson: { code: "SP02", name: "Jordan Seller" },
      selectedStore: { storeUri, name: stores.availableStores[0]?.name },
    });
    expect(updated.quoteData).toMatchObject({
      projectGoal: "New laundry",
      customerEmailSecondary: "two@example.com",
    });
    const lost = projectSchema.parse(
      await json(await post(staff, "/api/v2/project", { projectId, name: "Updated", status: "Lost" })),
    );
    expect(lost.status).toBe("Lost");
    const reopened = projectSchema.parse(
      await json(await post(staff, "/api/v2/project", { projectId, name: "Updated", status: "Open" })),
    );
    expect(reopened.status).toBe("Open");
    expect(
      (
        (await json(
          await post(staff, "/api/v2/project", { projectId, name: "Updated", status: "Open" }),
        )) as { status: string }
      ).status,
    ).toBe("Open");
    const none = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project", {
          projectId,
          name: "Updated",
          storeUri: null,
          salespersonCode: null,
        }),
      ),
    );
    expect(none.selectedStore).toEqual({ storeUri: null, name: "Engine Room", subdivision: "" });
    expect(none.selectedSalesPerson).toBeNull();
    const renamed = projectSchema.parse(
      await json(await post(staff, "/api/v2/project/name", { projectId, name: "Renamed" })),
    );
    expect(renamed.name).toBe("Renamed");
    const details = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project/details", {
          projectId,
          suburb: "Manly",
          postCode: "2095",
          interests: ["Baking"],
          referrerCode: "KAD001",
        }),
      ),
    );
    expect(details.quoteData).toMatchObject({
      suburb: "Manly",
      postCode: "2095",
      interests: ["Baking"],
      referrerCode: "KAD001",
      projectGoal: "New laundry",
    });
    const customerData = projectSchema.parse(
      await json(
        await post(staff, "/api/v2/project/customer", {
          projectId,
          firstName: "Kim",
          lastName: "Lee",
          contactNumber: "+61 2 9876 5432",
        }),
      ),
    );
    expect(customerData.quoteData).toMatchObject({
      firstName: "Kim",
      lastName: "Lee",
      contactNumber: "0298765432",
    });
    const log = (await json(await staff(`/api/v2/project/changelogs?projectId=${projectId}`))) as {
      changes: { kind: string; message: string }[];
    };
    expect(log.changes.map((c) => c.kind)).toEqual([
      "customer",
      "details",
      "renamed",
      "assignment",
      "assignment",
      "status_changed",
      "status_changed",
      // One write's entries share its time: the last written shows first
      "details",
      "customer",
      "assignment",
      "assignment",
      "renamed",
      "created",
    ]);
    expect(log.changes[0]?.message).toBe("Customer changed: firstName, lastName, contactNumber");
  });

  it("refuses a stale version, bad fields and an unknown project", async () => {
    const { projectId, version } = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project", { name: "Stale" }), 201),
    );
    await json(await post(staff2, "/api/v2/project/name", { projectId, name: "Theirs", version }));
    expect(
      (
        (await json(
          await post(staff, "/api/v2/project/name", { projectId, name: "Mine", version }),
          409,
        )) as { errors: string[] }
      ).errors,
    ).toEqual([
      "Someone else changed this project since you opened it. Reload it to see their changes, then try again.",
    ]);
    await json(await post(staff, "/api/v2/project/details", { projectId, postCode: "20" }), 400);
    await json(await post(staff, "/api/v2/project/details", { projectId, interests: "Baking" }), 400);
    await json(await post(staff, "/api/v2/project/customer", { projectId, customerEmail: "nope" }), 400);
    await json(await post(staff, "/api/v2/project/name", { projectId: 999999, name: "x" }), 404);
    await json(await post(staff, "/api/v2/project", { projectId: 999999, name: "x" }), 404);
    const won = await db.select().from(projects).where(eq(projects.name, "Alfresco kitchen - Patel"));
    await json(
      await post(staff, "/api/v2/project", {
        projectId: won[0]?.id,
        name: "Alfresco kitchen - Patel",
        status: "Lost",
      }),
      409,
    );
    for (const path of ["/api/v2/project/name", "/api/v2/project/details", "/api/v2/project/customer"]) {
      expect((await post(anonymous, path, { projectId })).status).toBe(401);
      expect((await post(customer, path, { projectId })).status).toBe(403);
    }
  });
});

describe("lists: minimal, navbar, list-item, customer-project-count; kad; changelogs", () => {
  it("pages the caller's projects, last changed first, with the counts", async () => {
    const page = projectPageSchema.parse(await json(await staff("/api/v2/project/minimal?page=1&items=2")));
    expect(page.projects).toHaveLength(2);
    expect(page.itemsPerPage).toBe(2);
    expect(page.projectCount).toBeGreaterThanOrEqual(4);
    expect(page.totalProjects).toBeGreaterThanOrEqual(page.projectCount);
    expect(page.projects.every((p) => p.ownerName === "Sam Staff")).toBe(true);
    expect((page.projects[0]?.updatedAt ?? "") >= (page.projects[1]?.updatedAt ?? "")).toBe(true);
    const next = projectPageSchema.parse(await json(await staff("/api/v2/project/minimal?page=2&items=2")));
    expect(next.projects.map((p) => p.projectId)).not.toContain(page.projects[0]?.projectId);
    const searched = projectPageSchema.parse(
      await json(await staff("/api/v2/project/minimal?search=nguyen")),
    );
    expect(searched.projects.map((p) => p.name)).toEqual(["Bathroom & laundry - Nguyen"]);
    const none = projectPageSchema.parse(
      await json(await staff("/api/v2/project/minimal?search=no-such-project")),
    );
    expect(none).toMatchObject({ projects: [], projectCount: 0, totalProjects: page.totalProjects });
    // The list's product count is the project's own (lines in the project and in every folder)
    const nguyen = projectSchema.parse(
      await json(await staff(`/api/v2/project/${searched.projects[0]?.projectId}`)),
    );
    expect(nguyen.productCount).toBeGreaterThan(0);
    expect(searched.projects[0]?.productCount).toBe(nguyen.productCount);
    const all = projectPageSchema.parse(
      await json(await staff("/api/v2/project/minimal?scope=all&search=kelly")),
    );
    expect(all.projects.map((p) => p.ownerName)).toEqual(["Jordan Seller"]);
    const last = Math.ceil(page.projectCount / 2);
    expect(
      (
        (await json(await staff(`/api/v2/project/minimal?page=${last + 1}&items=2`), 400)) as {
          errors: string[];
        }
      ).errors,
    ).toEqual([`page: Page ${last + 1} is past the last page (${last})`]);
    await json(await staff("/api/v2/project/minimal?items=101"), 400);
    await json(await staff("/api/v2/project/minimal?page=0"), 400);
    await json(await staff("/api/v2/project/minimal?scope=everyone"), 400);
    expect((await anonymous("/api/v2/project/minimal")).status).toBe(401);
    expect((await customer("/api/v2/project/minimal")).status).toBe(403);
  });

  it("counts what the projects table holds, through creating, duplicating and deleting (ADR 079)", async () => {
    const listed = async (browser: Browser, scope: "mine" | "all") =>
      projectPageSchema.parse(await json(await browser(`/api/v2/project/minimal?scope=${scope}&items=1`)));
    const [sam] = await db.select().from(users).where(eq(users.email, "staff@example.com"));
    const counted = async () => ({
      mine: await db.$count(projects, eq(projects.ownerUserId, sam?.id ?? 0)),
      all: await db.$count(projects),
    });
    const expectCounts = async () => {
      const truth = await counted();
      expect(await listed(staff, "mine")).toMatchObject({
        projectCount: truth.mine,
        totalProjects: truth.all,
      });
      expect(await listed(staff, "all")).toMatchObject({ projectCount: truth.all, totalProjects: truth.all });
      // Another staff member's own count is theirs, beside the same total
      expect((await listed(staff2, "mine")).totalProjects).toBe(truth.all);
      return truth;
    };
    const before = await expectCounts();
    const made = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project", { name: "Counted" }), 201),
    );
    const copy = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project/duplicate", { projectId: made.projectId }), 201),
    );
    expect(await expectCounts()).toEqual({ mine: before.mine + 2, all: before.all + 2 });
    for (const id of [made.projectId, copy.projectId])
      await json(await staff(`/api/projects/${id}`, { method: "DELETE" }));
    expect(await expectCounts()).toEqual(before);
  });

  it("navbar: the caller's latest projects; list-item: open ones with folders and whether they hold a sku", async () => {
    const navbar = (await json(await staff2("/api/v2/project/navbar"))) as {
      projects: { name: string }[];
      totalProjects: number;
    };
    expect(navbar.totalProjects).toBe(navbar.projects.length);
    expect(navbar.projects.map((p) => p.name).sort()).toEqual([
      "Laundry upgrade - Rossi",
      "New build - Kelly",
    ]);
    const [kelly] = await db.select().from(projects).where(eq(projects.name, "New build - Kelly"));
    const project = projectSchema.parse(await json(await staff2(`/api/v2/project/${kelly?.id}`)));
    const sku = project.folders[0]?.products[0]?.sku ?? "";
    const items = (await json(await staff2(`/api/projects/list-item?sku=${sku}`))) as {
      projectId: number;
      folders: { title: string }[];
      containsSku: boolean;
    }[];
    const found = items.find((i) => i.projectId === kelly?.id);
    expect(found).toMatchObject({ containsSku: true, folders: [{ title: "Kitchen" }] });
    const noSku = (await json(await staff2("/api/projects/list-item"))) as { containsSku: boolean }[];
    expect(noSku.every((i) => !i.containsSku)).toBe(true);
    // Won and lost projects are not offered
    const mine = (await json(await staff("/api/projects/list-item"))) as { status: string }[];
    expect(mine.every((i) => !["Won", "Lost", "Partial"].includes(i.status))).toBe(true);
    await json(await staff("/api/projects/list-item?sku=%00"), 400);
    expect((await customer("/api/v2/project/navbar")).status).toBe(403);
    expect((await anonymous("/api/projects/list-item")).status).toBe(401);
  });

  it("counts a customer's projects by email, secondary email, phone or secondary phone", async () => {
    const byEmail = (await json(
      await staff("/api/v2/project/customer-project-count?email=OLIVIA.SMITH@example.com"),
    )) as {
      projectCount: number;
      projects: { name: string }[];
    };
    expect(byEmail.projectCount).toBe(1);
    expect(byEmail.projects[0]?.name).toBe("Kitchen renovation - Smith");
    const byPhone = (await json(
      await staff("/api/v2/project/customer-project-count?phone=0412%20000%20222"),
    )) as { projectCount: number };
    expect(byPhone.projectCount).toBe(1);
    const { projectId } = projectCreatedSchema.parse(
      await json(
        await post(staff, "/api/v2/project", {
          name: "Second for Wei",
          quoteData: {
            customerEmailSecondary: "wei.nguyen@example.com",
            customerNumberSecondary: "0412000222",
          },
        }),
        201,
      ),
    );
    const both = (await json(
      await staff(
        "/api/v2/project/customer-project-count?secondaryEmail=wei.nguyen@example.com&secondaryPhone=0412000222",
      ),
    )) as { projectCount: number; projects: { projectId: number }[] };
    expect(both.projectCount).toBe(2);
    expect(both.projects.map((p) => p.projectId)).toContain(projectId);
    const none = (await json(
      await staff("/api/v2/project/customer-project-count?email=nobody@example.com"),
    )) as { projectCount: number };
    expect(none.projectCount).toBe(0);
    expect(
      ((await json(await staff("/api/v2/project/customer-project-count"), 400)) as { errors: string[] })
        .errors,
    ).toEqual(["Give an email or a phone number to count the customer's projects"]);
    await json(await staff("/api/v2/project/customer-project-count?email=not-an-email"), 400);
    await json(await staff("/api/v2/project/customer-project-count?phone=12"), 400);
    expect((await customer("/api/v2/project/customer-project-count?email=a@b.co")).status).toBe(403);
  });

  it("finds referrers by code, name or business; at least 2 characters", async () => {
    const byName = (await json(await staff("/api/v2/project/kad/laurent"))) as {
      referrerCode: string;
      kind: string;
    }[];
    expect(byName).toEqual([expect.objectContaining({ referrerCode: "KAD003", kind: "designer" })]);
    const byCode = (await json(await staff("/api/v2/project/kad/KAD00"))) as unknown[];
    expect(byCode.length).toBeGreaterThanOrEqual(9);
    expect(await json(await staff("/api/v2/project/kad/%25%25"))).toEqual([]);
    await json(await staff("/api/v2/project/kad/a"), 400);
    expect((await anonymous("/api/v2/project/kad/laurent")).status).toBe(401);
  });

  it("pages the changelog and answers 404 for an unknown project", async () => {
    const [seeded] = await db.select().from(projects).where(eq(projects.name, "Bathroom & laundry - Nguyen"));
    const log = (await json(await staff(`/api/v2/project/changelogs?projectId=${seeded?.id}`))) as {
      changes: { kind: string; user: string }[];
      totalItems: number;
    };
    expect(log.totalItems).toBe(log.changes.length);
    expect(log.changes.at(-1)).toMatchObject({ kind: "created", user: "Sam Staff" });
    await json(await staff("/api/v2/project/changelogs?projectId=999999"), 404);
    await json(await staff("/api/v2/project/changelogs"), 400);
    expect((await customer(`/api/v2/project/changelogs?projectId=${seeded?.id}`)).status).toBe(403);
  });
});

describe("POST /api/v2/project/duplicate and DELETE /api/projects/{id}", () => {
  it("duplicates the customer, folders, products and variations into a new Open project of the caller's", async () => {
    const [seeded] = await db.select().from(projects).where(eq(projects.name, "Kitchen renovation - Smith"));
    const copy = projectCreatedSchema.parse(
      await json(await post(staff2, "/api/v2/project/duplicate", { projectId: seeded?.id }), 201),
    );
    const source = projectSchema.parse(await json(await staff(`/api/v2/project/${seeded?.id}`)));
    const made = projectSchema.parse(await json(await staff2(`/api/v2/project/${copy.projectId}`)));
    expect(made).toMatchObject({
      name: `Copy of ${source.name}`,
      status: "Open",
      quoted: false,
      priceLock: null,
      shareId: null,
    });
    expect(made.owner.name).toBe("Jordan Seller");
    expect(made.quoteData).toEqual(source.quoteData);
    expect(made.folders.map((f) => [f.title, f.products.map((l) => [l.sku, l.quantity])])).toEqual(
      source.folders.map((f) => [f.title, f.products.map((l) => [l.sku, l.quantity])]),
    );
    expect(made.productVariations.map((v) => v.variationSku)).toEqual(
      source.productVariations.map((v) => v.variationSku),
    );
    expect(made.staffComments).toEqual([]);
    const named = projectCreatedSchema.parse(
      await json(
        await post(staff, "/api/v2/project/duplicate", { projectId: seeded?.id, name: "Second option" }),
        201,
      ),
    );
    expect(projectSchema.parse(await json(await staff(`/api/v2/project/${named.projectId}`))).name).toBe(
      "Second option",
    );
    await json(await post(staff, "/api/v2/project/duplicate", { projectId: 999999 }), 404);
    expect((await post(customer, "/api/v2/project/duplicate", { projectId: seeded?.id })).status).toBe(403);
  });

  it("deletes for the owner or an administrator only, never an ordered project", async () => {
    const mine = projectCreatedSchema.parse(
      await json(await post(staff, "/api/v2/project", { name: "Delete me" }), 201),
    );
    expect(
      (
        (await json(await staff2(`/api/projects/${mine.projectId}`, { method: "DELETE" }), 403)) as {
          errors: string[];
        }
      ).errors,
    ).toEqual(["Only the project's owner or an administrator can delete it."]);
    expect(await json(await staff(`/api/projects/${mine.projectId}`, { method: "DELETE" }))).toEqual({
      deleted: true,
      projectId: mine.projectId,
    });
    await json(await staff(`/api/v2/project/${mine.projectId}`), 404);
    await json(await staff(`/api/projects/${mine.projectId}`, { method: "DELETE" }), 404);
    const theirs = projectCreatedSchema.parse(
      await json(await post(staff2, "/api/v2/project", { name: "Admin deletes" }), 201),
    );
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    await json(await admin(`/api/projects/${theirs.projectId}`, { method: "DELETE" }));
    const [won] = await db.select().from(projects).where(eq(projects.name, "Alfresco kitchen - Patel"));
    expect(
      (
        (await json(await staff(`/api/projects/${won?.id}`, { method: "DELETE" }), 409)) as {
          errors: string[];
        }
      ).errors,
    ).toEqual(["This project has been ordered: it stays on record with its order."]);
    await json(await staff("/api/projects/abc", { method: "DELETE" }), 400);
    expect((await customer(`/api/projects/${won?.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await anonymous(`/api/projects/${won?.id}`, { method: "DELETE" })).status).toBe(401);
  });
});
