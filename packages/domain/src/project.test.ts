import { describe, expect, it } from "vitest";
import {
  applyNoteChange,
  dateIn,
  isClosed,
  isEmptyProject,
  linePermissions,
  midnightIn,
  moveStatus,
  needsPriceMatch,
  notesForSku,
  orderOutcome,
  prependComment,
  priceLockExpiresAt,
  priceLockExpiryProblem,
  priceLockLive,
  projectHasProducts,
  projectHasQuote,
  projectProductCount,
  projectShareUrl,
  projectUnitPrice,
  quoteEmailProblem,
  quoteEmailRecipients,
  staffPriceProblem,
} from "./project.ts";
import { type ProjectStatus, projectStatuses } from "./project-constants.ts";

describe("product count, has products, has quote (storefront s.5)", () => {
  it("counts the cart's products plus the products of every folder", () => {
    const project = {
      cart: { products: [1, 2] },
      folders: [{ products: [3] }, { products: [] }, { products: [4, 5, 6] }],
    };
    expect(projectProductCount(project)).toBe(6);
    expect(projectProductCount({ cart: { products: [] }, folders: [] })).toBe(0);
    expect(projectProductCount({ cart: { products: [] }, folders: [{ products: [1] }] })).toBe(1);
  });

  it("has products when the count is above zero", () => {
    expect(projectHasProducts(0)).toBe(false);
    expect(projectHasProducts(1)).toBe(true);
  });

  it("has a quote only with products and quoted", () => {
    expect(projectHasQuote(3, true)).toBe(true);
    expect(projectHasQuote(3, false)).toBe(false);
    expect(projectHasQuote(0, true)).toBe(false);
  });

  it("is empty (204) with no products and no folders", () => {
    expect(isEmptyProject(0, 0)).toBe(true);
    expect(isEmptyProject(0, 1)).toBe(false);
    expect(isEmptyProject(1, 0)).toBe(false);
  });
});

describe("status moves", () => {
  const move = (status: ProjectStatus, event: Parameters<typeof moveStatus>[1]) => moveStatus(status, event);

  it("a saved quote makes the project Quoted, except once ordered", () => {
    for (const status of ["Open", "Pending", "Quoted", "Lost"] as const)
      expect(move(status, { kind: "quote_saved" })).toEqual({ ok: true, status: "Quoted" });
    for (const status of ["Won", "Partial"] as const)
      expect(move(status, { kind: "quote_saved" })).toEqual({
        ok: false,
        reason: "This project has been ordered. Duplicate it to quote again.",
      });
  });

  it("editing a Quoted project makes it Pending (the next quote version); Open and Pending stay", () => {
    expect(move("Quoted", { kind: "edited" })).toEqual({ ok: true, status: "Pending" });
    expect(move("Open", { kind: "edited" })).toEqual({ ok: true, status: "Open" });
    expect(move("Pending", { kind: "edited" })).toEqual({ ok: true, status: "Pending" });
  });

  it("a finished project is not edited", () => {
    expect(move("Lost", { kind: "edited" })).toEqual({
      ok: false,
      reason: "This project is marked lost. Reopen it to change it.",
    });
    for (const status of ["Won", "Partial"] as const)
      expect(move(status, { kind: "edited" })).toEqual({
        ok: false,
        reason: "This project has been ordered. Duplicate it to change it.",
      });
  });

  it("staff mark a project lost and reopen it; an ordered one cannot be lost", () => {
    expect(move("Quoted", { kind: "marked_lost" })).toEqual({ ok: true, status: "Lost" });
    expect(move("Open", { kind: "marked_lost" })).toEqual({ ok: true, status: "Lost" });
    expect(move("Won", { kind: "marked_lost" }).ok).toBe(false);
    expect(move("Lost", { kind: "reopened" })).toEqual({ ok: true, status: "Open" });
    expect(move("Open", { kind: "reopened" })).toEqual({
      ok: false,
      reason: "Only a lost project can be reopened.",
    });
  });

  it("an order makes it Won or Partial; a later full order moves Partial to Won, never Won back", () => {
    expect(move("Quoted", { kind: "ordered", outcome: "Won" })).toEqual({ ok: true, status: "Won" });
    expect(move("Open", { kind: "ordered", outcome: "Partial" })).toEqual({ ok: true, status: "Partial" });
    expect(move("Partial", { kind: "ordered", outcome: "Won" })).toEqual({ ok: true, status: "Won" });
    expect(move("Won", { kind: "ordered", outcome: "Partial" })).toEqual({ ok: true, status: "Won" });
  });

  it("closed statuses are Won, Partial and Lost", () => {
    expect(projectStatuses.filter(isClosed)).toEqual(["Lost", "Won", "Partial"]);
  });
});

describe("orderOutcome", () => {
  const converted = [
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 1 },
  ];
  it("is Won when every product is ordered at its full quantity", () => {
    expect(
      orderOutcome(converted, [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ]),
    ).toBe("Won");
    expect(
      orderOutcome(converted, [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1 },
        { productId: 9, quantity: 1 },
      ]),
    ).toBe("Won");
  });
  it("is Partial when some units or products are missing", () => {
    expect(
      orderOutcome(converted, [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ]),
    ).toBe("Partial");
    expect(orderOutcome(converted, [{ productId: 2, quantity: 1 }])).toBe("Partial");
  });
  it("is null when none of the project's products are ordered", () => {
    expect(orderOutcome(converted, [{ productId: 9, quantity: 1 }])).toBeNull();
    expect(orderOutcome([], [{ productId: 1, quantity: 1 }])).toBeNull();
  });
  it("sums a product's lines on both sides", () => {
    expect(
      orderOutcome(
        [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 1 },
        ],
        [{ productId: 1, quantity: 2 }],
      ),
    ).toBe("Won");
  });
});

describe("prices", () => {
  it("sells at the lock's price (the lower of it and today's), else the staff's, else the catalogue's", () => {
    expect(projectUnitPrice({ linePrice: 1000, priceOverride: null, lockedPrice: null })).toBe(1000);
    expect(projectUnitPrice({ linePrice: 1000, priceOverride: 900, lockedPrice: null })).toBe(900);
    expect(projectUnitPrice({ linePrice: 1200, priceOverride: null, lockedPrice: 1000 })).toBe(1000);
    // A fall in price goes to the customer
    expect(projectUnitPrice({ linePrice: 800, priceOverride: null, lockedPrice: 1000 })).toBe(800);
    expect(projectUnitPrice({ linePrice: 1200, priceOverride: 1100, lockedPrice: 1000 })).toBe(1000);
  });

  it("needs a price match past the staff discount limit (10%); administrators never", () => {
    expect(needsPriceMatch(900, 1000, "staff")).toBe(false);
    expect(needsPriceMatch(899, 1000, "staff")).toBe(true);
    expect(needsPriceMatch(1, 1000, "admin")).toBe(false);
  });

  it("refuses a staff price above today's, and a deep one without a matching competitor", () => {
    const base = { catalogueLinePrice: 1000, role: "staff" as const, title: "Oven" };
    expect(staffPriceProblem({ ...base, price: 1001, competitorPrice: null, competitorUrl: null })).toBe(
      "The price of Oven cannot be above its current price.",
    );
    expect(staffPriceProblem({ ...base, price: 950, competitorPrice: null, competitorUrl: null })).toBeNull();
    expect(staffPriceProblem({ ...base, price: 800, competitorPrice: null, competitorUrl: null })).toBe(
      "A price more than 10% below the current price of Oven needs a competitor price and the competitor's url.",
    );
    expect(
      staffPriceProblem({
        ...base,
        price: 800,
        competitorPrice: 850,
        competitorUrl: "https://rival.example/oven",
      }),
    ).toBe(
      "The competitor's price for Oven is above the price you set: match it, not beat it by more than the limit.",
    );
    expect(
      staffPriceProblem({
        ...base,
        price: 800,
        competitorPrice: 800,
        competitorUrl: "https://rival.example/oven",
      }),
    ).toBeNull();
    expect(
      staffPriceProblem({ ...base, role: "admin", price: 1, competitorPrice: null, competitorUrl: null }),
    ).toBeNull();
  });
});

describe("line permissions", () => {
  const open = {
    viewer: "staff" as const,
    status: "Open" as ProjectStatus,
    lockedLine: false,
    offersWarranty: true,
    offersInstall: true,
    priceOverride: null,
    catalogueLinePrice: 1000,
  };
  const none = {
    EditQuantity: false,
    EditPrice: false,
    EditWarranty: false,
    EditInstall: false,
    Delete: false,
    CompetitorUrlValidation: false,
    AllEditable: false,
  };

  it("lets staff change everything on an open project's line", () => {
    expect(linePermissions(open)).toEqual({
      EditQuantity: true,
      EditPrice: true,
      EditWarranty: true,
      EditInstall: true,
      Delete: true,
      CompetitorUrlValidation: false,
      AllEditable: true,
    });
  });

  it("gives nothing in the shared view or on a finished project", () => {
    expect(linePermissions({ ...open, viewer: "shared" })).toEqual(none);
    for (const status of ["Won", "Partial", "Lost"] as const)
      expect(linePermissions({ ...open, status })).toEqual(none);
  });

  it("holds a locked line's price for staff, not for an administrator", () => {
    expect(linePermissions({ ...open, lockedLine: true })).toMatchObject({
      EditPrice: false,
      AllEditable: false,
      EditQuantity: true,
    });
    expect(linePermissions({ ...open, lockedLine: true, viewer: "admin" })).toMatchObject({
      EditPrice: true,
      AllEditable: true,
    });
  });

  it("offers warranty and installation only when the product does", () => {
    expect(linePermissions({ ...open, offersWarranty: false })).toMatchObject({
      EditWarranty: false,
      AllEditable: false,
    });
    expect(linePermissions({ ...open, offersInstall: false })).toMatchObject({
      EditInstall: false,
      AllEditable: false,
    });
  });

  it("asks for competitor url validation when the staff price needs a price match", () => {
    expect(linePermissions({ ...open, priceOverride: 850 }).CompetitorUrlValidation).toBe(true);
    expect(linePermissions({ ...open, priceOverride: 950 }).CompetitorUrlValidation).toBe(false);
    expect(linePermissions({ ...open, priceOverride: 850, viewer: "admin" }).CompetitorUrlValidation).toBe(
      false,
    );
  });
});

describe("price lock expiry (end of day in the store's time zone)", () => {
  it("ends at the next midnight in Sydney, daylight saving or not", () => {
    // AEDT (+11) in January, AEST (+10) in July
    expect(priceLockExpiresAt("2027-01-15", "Australia/Sydney").toISOString()).toBe(
      "2027-01-15T13:00:00.000Z",
    );
    expect(priceLockExpiresAt("2027-07-15", "Australia/Sydney").toISOString()).toBe(
      "2027-07-15T14:00:00.000Z",
    );
  });

  it("ends later in Perth and earlier in Auckland than in Sydney", () => {
    expect(priceLockExpiresAt("2027-07-15", "Australia/Perth").toISOString()).toBe(
      "2027-07-15T16:00:00.000Z",
    );
    expect(priceLockExpiresAt("2027-07-15", "Pacific/Auckland").toISOString()).toBe(
      "2027-07-15T12:00:00.000Z",
    );
  });

  it("handles the nights the clocks change", () => {
    // Sydney's clocks go forward on 3 October 2027 at 2am: midnight starting 4 October is +11
    expect(priceLockExpiresAt("2027-10-03", "Australia/Sydney").toISOString()).toBe(
      "2027-10-03T13:00:00.000Z",
    );
    // and back on 4 April 2027 at 3am: midnight starting 5 April is +10
    expect(priceLockExpiresAt("2027-04-04", "Australia/Sydney").toISOString()).toBe(
      "2027-04-04T14:00:00.000Z",
    );
    expect(midnightIn("Australia/Sydney", "2027-04-04").toISOString()).toBe("2027-04-03T13:00:00.000Z");
  });

  it("is live until that instant, not after, and never when cancelled", () => {
    const expiresAt = new Date("2027-01-15T13:00:00Z");
    expect(priceLockLive({ expiresAt }, new Date("2027-01-15T12:59:59Z"))).toBe(true);
    expect(priceLockLive({ expiresAt }, new Date("2027-01-15T13:00:00Z"))).toBe(false);
    expect(priceLockLive({ expiresAt, cancelled: true }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("takes an expiry from today to 90 days ahead, counted in the store's zone", () => {
    // 3pm UTC on 14 January is 2am on the 15th in Sydney, still 11pm on the 14th in Perth
    const now = new Date("2027-01-14T15:00:00Z");
    expect(dateIn("Australia/Sydney", now)).toBe("2027-01-15");
    expect(priceLockExpiryProblem("2027-01-14", "Australia/Sydney", now)).toBe(
      "The price lock cannot end before today.",
    );
    expect(priceLockExpiryProblem("2027-01-15", "Australia/Sydney", now)).toBeNull();
    expect(priceLockExpiryProblem("2027-04-15", "Australia/Sydney", now)).toBeNull();
    expect(priceLockExpiryProblem("2027-04-16", "Australia/Sydney", now)).toBe(
      "A price lock ends at most 90 days from today.",
    );
    expect(priceLockExpiryProblem("2027-01-14", "Australia/Perth", now)).toBeNull();
  });
});

describe("notes and comments (storefront s.4, s.5)", () => {
  const note = (id: number, sku: string, lastModified: string) => ({
    id,
    sku,
    lastModified,
    notes: `n${id}`,
  });

  it("lists a sku's notes by last modified, newest first, whatever the case of the sku", () => {
    const notes = [
      note(1, "ABC", "2027-01-01T00:00:00.000Z"),
      note(2, "XYZ", "2027-03-01T00:00:00.000Z"),
      note(3, "abc", "2027-02-01T00:00:00.000Z"),
      note(4, "ABC", "2027-02-01T00:00:00.000Z"),
    ];
    expect(notesForSku(notes, "abc").map((n) => n.id)).toEqual([4, 3, 1]);
    expect(notesForSku(notes, "none")).toEqual([]);
  });

  it("add appends, edit replaces the note with the same id, delete removes", () => {
    const one = note(1, "A", "x");
    const two = note(2, "A", "y");
    expect(applyNoteChange([one], { kind: "add", note: two })).toEqual([one, two]);
    const edited = { ...one, notes: "changed" };
    expect(applyNoteChange([one, two], { kind: "edit", note: edited })).toEqual([edited, two]);
    expect(applyNoteChange([one, two], { kind: "delete", id: 1 })).toEqual([two]);
  });

  it("a new comment goes first", () => {
    expect(prependComment(["b", "c"], "a")).toEqual(["a", "b", "c"]);
  });
});

describe("projectShareUrl", () => {
  it("builds the link from the configured origin", () => {
    expect(projectShareUrl("https://shop.example.com/", "abc_-1")).toBe(
      "https://shop.example.com/project/shared?shareId=abc_-1",
    );
  });
});

describe("the quote email", () => {
  it("goes to the customer's email and secondary email, lower case, each once", () => {
    expect(quoteEmailRecipients({ customerEmail: "Ari@Example.com", customerEmailSecondary: "" })).toEqual([
      "ari@example.com",
    ]);
    expect(
      quoteEmailRecipients({ customerEmail: "ari@example.com", customerEmailSecondary: " Bo@Example.com " }),
    ).toEqual(["ari@example.com", "bo@example.com"]);
    expect(
      quoteEmailRecipients({ customerEmail: "ari@example.com", customerEmailSecondary: "ARI@example.com" }),
    ).toEqual(["ari@example.com"]);
    expect(quoteEmailRecipients({ customerEmail: "", customerEmailSecondary: "bo@example.com" })).toEqual([
      "bo@example.com",
    ]);
  });

  it("needs products, then a customer email address", () => {
    const quoteData = { customerEmail: "ari@example.com", customerEmailSecondary: "" };
    expect(quoteEmailProblem({ hasProducts: true, quoteData })).toBeNull();
    expect(quoteEmailProblem({ hasProducts: false, quoteData })).toMatch(/no products yet/);
    expect(
      quoteEmailProblem({ hasProducts: true, quoteData: { customerEmail: "", customerEmailSecondary: "" } }),
    ).toMatch(/no customer email address/);
  });
});
