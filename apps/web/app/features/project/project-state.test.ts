import { sortProductsSchema } from "@store/domain/project.schema";
import { describe, expect, it } from "vitest";
import {
  canDeleteProject,
  centsOfDollars,
  dayAfter,
  dollarsOfCents,
  emptySelection,
  folderSortOrder,
  movedBy,
  notesForSku,
  percentOf,
  productSortOrder,
  salespeopleForStore,
  selectionAfterLoad,
  selectionReducer,
  statusChoices,
  toggled,
} from "./project-state";

const line = (productCode: string) => ({ productCode }) as never;
const project = {
  projectId: 7,
  cart: { products: [line("A1")] },
  folders: [{ id: 3, products: [line("B2")] }],
} as never;

describe("selectionAfterLoad", () => {
  const picked = { productCodes: ["A1", "B2", "GONE"], folderIds: [3, 9] };
  it("keeps the selection when the same project is reloaded, less what left it", () => {
    expect(selectionAfterLoad(picked, 7, project, 7)).toEqual({ productCodes: ["A1", "B2"], folderIds: [3] });
  });
  it("clears it for another project or an empty one", () => {
    expect(selectionAfterLoad(picked, 6, project, 7)).toEqual(emptySelection);
    expect(selectionAfterLoad(picked, 7, null, 7)).toEqual(emptySelection);
  });
});

describe("selectionReducer", () => {
  const picked = { productCodes: ["A1"], folderIds: [3] };
  it("sets, adds and removes product codes and folders", () => {
    expect(selectionReducer(emptySelection, { type: "set", selection: picked })).toEqual(picked);
    expect(selectionReducer(picked, { type: "add", productCode: "B2" })).toEqual({
      productCodes: ["A1", "B2"],
      folderIds: [3],
    });
    expect(selectionReducer(picked, { type: "add", folderId: 3 })).toEqual(picked);
    expect(selectionReducer(picked, { type: "remove", folderId: 3 })).toEqual({
      productCodes: ["A1"],
      folderIds: [],
    });
  });
  it("clears both lists", () => {
    expect(selectionReducer(picked, { type: "clear" })).toEqual(emptySelection);
    expect(selectionReducer(emptySelection, { type: "clear" })).toEqual(emptySelection);
  });
});

describe("toggled", () => {
  it("adds once and removes", () => {
    expect(toggled(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "b", true)).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a", false)).toEqual(["b"]);
  });
});

describe("money typed by staff", () => {
  it("reads dollars as cents", () => {
    expect(centsOfDollars("1,299.50")).toBe(129950);
    expect(centsOfDollars("$99")).toBe(9900);
    expect(centsOfDollars("0.5")).toBe(50);
    expect(centsOfDollars("12.345")).toBeNull();
    expect(centsOfDollars("abc")).toBeNull();
    expect(centsOfDollars("")).toBeNull();
  });
  it("shows cents as dollars", () => {
    expect(dollarsOfCents(129950)).toBe("1299.50");
    expect(dollarsOfCents(null)).toBe("");
  });
});

describe("dayAfter", () => {
  it("counts local calendar days across a month end", () => {
    expect(dayAfter(3, new Date(2026, 0, 30))).toBe("2026-02-02");
    expect(dayAfter(0, new Date(2026, 11, 31))).toBe("2026-12-31");
  });
});

describe("percentOf", () => {
  it("is a whole percent from 0 to 100", () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.2)).toBe(100);
    expect(percentOf(-1)).toBe(0);
  });
});

describe("notesForSku", () => {
  it("keeps one sku's notes, last modified first (storefront s.5)", () => {
    const notes = [
      { id: 1, sku: "A", lastModified: "2026-01-01T00:00:00Z" },
      { id: 2, sku: "B", lastModified: "2026-03-01T00:00:00Z" },
      { id: 3, sku: "A", lastModified: "2026-02-01T00:00:00Z" },
    ];
    expect(notesForSku(notes, "A").map((n) => n.id)).toEqual([3, 1]);
  });
});

describe("movedBy", () => {
  it("swaps an entry with its neighbour up or down", () => {
    expect(movedBy(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedBy(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
  it("leaves the order alone when the entry is at the edge or not there", () => {
    expect(movedBy(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(movedBy(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(movedBy(["a", "b"], 5, -1)).toEqual(["a", "b"]);
  });
  it("does not change the list it was given", () => {
    const list = ["a", "b"];
    movedBy(list, 1, -1);
    expect(list).toEqual(["a", "b"]);
  });
});

describe("sort payloads", () => {
  it("numbers products and folders from 0 in the order given", () => {
    // Storefront s.3's sort payload: projects with projectId (the product's line) and sortOrder
    const payload = productSortOrder([{ lineId: 52 }, { lineId: 17 }]);
    expect(payload).toEqual({
      projects: [
        { projectId: 52, sortOrder: 0 },
        { projectId: 17, sortOrder: 1 },
      ],
    });
    expect(sortProductsSchema.parse(payload)).toEqual(payload);
    expect(folderSortOrder([9, 3])).toEqual([
      { folderId: 9, sortOrder: 0 },
      { folderId: 3, sortOrder: 1 },
    ]);
  });
});

describe("salespeopleForStore", () => {
  const people = [
    { code: "S1", name: "Sam", storeUri: "richmond" },
    { code: "S2", name: "Kim", storeUri: "perth" },
    { code: "S3", name: "Lee", storeUri: "richmond" },
  ];
  it("offers the chosen store's salespeople", () => {
    expect(salespeopleForStore(people, "richmond").map((p) => p.code)).toEqual(["S1", "S3"]);
  });
  it("keeps the salesperson assigned now even from another store", () => {
    expect(salespeopleForStore(people, "richmond", "S2").map((p) => p.code)).toEqual(["S1", "S2", "S3"]);
  });
  it("offers everyone when no store is chosen", () => {
    expect(salespeopleForStore(people, null)).toHaveLength(3);
  });
});

describe("statusChoices", () => {
  it("lets staff mark an open, pending or quoted project lost", () => {
    expect(statusChoices("Open")).toEqual(["Open", "Lost"]);
    expect(statusChoices("Quoted")).toEqual(["Quoted", "Lost"]);
  });
  it("lets staff reopen a lost project", () => {
    expect(statusChoices("Lost")).toEqual(["Lost", "Open"]);
  });
  it("offers no move for an ordered project", () => {
    expect(statusChoices("Won")).toEqual(["Won"]);
    expect(statusChoices("Partial")).toEqual(["Partial"]);
  });
});

describe("canDeleteProject", () => {
  const own = { status: "Open" as const, owner: { userId: 4, name: "Sam" } };
  it("lets the owner and an administrator delete an unordered project", () => {
    expect(canDeleteProject(own, { sub: "4", role: "staff" })).toBe(true);
    expect(canDeleteProject(own, { sub: "9", role: "admin" })).toBe(true);
  });
  it("refuses another staff member, a signed-out viewer and an ordered project", () => {
    expect(canDeleteProject(own, { sub: "9", role: "staff" })).toBe(false);
    expect(canDeleteProject(own, null)).toBe(false);
    expect(canDeleteProject({ ...own, status: "Won" }, { sub: "4", role: "staff" })).toBe(false);
    expect(canDeleteProject({ ...own, status: "Partial" }, { sub: "9", role: "admin" })).toBe(false);
  });
});
