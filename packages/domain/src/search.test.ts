import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  isIndexableSearch,
  isSearchable,
  maskEmailsInUrl,
  sanitiseSearchTerm,
  searchDebounceMs,
  searchDropdownCount,
  searchImageSize,
  searchLimits,
  searchResultsPath,
  searchWords,
} from "./search.ts";

describe("search term sanitising (storefront s.5)", () => {
  it("removes angle brackets, semicolons and path-traversal dots", () => {
    expect(sanitiseSearchTerm("<script>alert(1)</script>")).toBe("scriptalert1/script");
    expect(sanitiseSearchTerm("fridge; drop table products")).toBe("fridge drop table products");
    expect(sanitiseSearchTerm("../../etc/passwd")).toBe("//etc/passwd");
  });

  it("keeps letters, digits, hyphen, underscore, plus, dot, slash and whitespace only", () => {
    expect(sanitiseSearchTerm("F&P fridge 'quad' \"door\" 50% off!")).toBe("FP fridge quad door 50 off");
    expect(sanitiseSearchTerm("wi-fi_router+ 2.4/5GHz")).toBe("wi-fi_router+ 2.4/5GHz");
    expect(sanitiseSearchTerm("crème brûlée torch")).toBe("crème brûlée torch");
    expect(sanitiseSearchTerm("🔥🔥 oven 🔥")).toBe("oven");
  });

  it("collapses whitespace, trims and cuts to 100 characters", () => {
    expect(sanitiseSearchTerm("  bosch \t\n dishwasher  ")).toBe("bosch dishwasher");
    expect(sanitiseSearchTerm("a".repeat(150))).toHaveLength(searchLimits.maxLength);
  });
});

describe("when a search runs", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("   ")).toBe(false);
    expect(isSearchable(" a ")).toBe(false);
    expect(isSearchable("<>;")).toBe(false);
    expect(isSearchable("tv")).toBe(true);
  });

  it("waits 300 ms in the overlay and nav dropdown, 500 ms in the plain search bar", () => {
    expect(searchDebounceMs("overlay")).toBe(300);
    expect(searchDebounceMs("navDropdown")).toBe(300);
    expect(searchDebounceMs("searchBar")).toBe(500);
    expect(searchLimits.blurClearMs).toBe(200);
  });
});

describe("dropdown sizes by theme (storefront s.9)", () => {
  it("lists 3/6 products for wa, aoc and fk, 4/8 for andoo and aol-nz", () => {
    for (const id of ["wa", "aoc", "fk"] as const) {
      expect(searchDropdownCount(brands[id], "small")).toBe(3);
      expect(searchDropdownCount(brands[id], "large")).toBe(6);
      expect(searchImageSize(brands[id])).toBe(90);
    }
    for (const id of ["andoo", "aol-nz"] as const) {
      expect(searchDropdownCount(brands[id], "small")).toBe(4);
      expect(searchDropdownCount(brands[id], "large")).toBe(8);
      expect(searchImageSize(brands[id])).toBe(100);
    }
  });
});

describe("tracked URLs", () => {
  it("masks e-mail addresses, plain or URL-encoded", () => {
    expect(maskEmailsInUrl("https://x.test/account?email=jane.doe@example.com&a=1")).toBe(
      "https://x.test/account?email=j***@e***.com&a=1",
    );
    expect(maskEmailsInUrl("/search/bob%40mail.co.nz")).toBe("/search/b***@m***.nz");
    expect(maskEmailsInUrl("/search/fridge")).toBe("/search/fridge");
  });
});

describe("search addresses and words", () => {
  it("builds /search/{term} from the sanitised term", () => {
    expect(searchResultsPath(" bosch <dishwasher> ")).toBe("/search/bosch%20dishwasher");
    expect(searchResultsPath("a/b")).toBe("/search/a%2Fb");
  });

  it("splits a term into lower-case words", () => {
    expect(searchWords("Fisher & Paykel  Frige")).toEqual(["fisher", "paykel", "frige"]);
    expect(searchWords("wi-fi router")).toEqual(["wi", "fi", "router"]);
  });
});

describe("isIndexableSearch", () => {
  it("indexes a page of products found by the words as typed, not a corrected or empty one", () => {
    expect(isIndexableSearch(42, null)).toBe(true);
    expect(isIndexableSearch(42, "fisher paykel fridge")).toBe(false);
    expect(isIndexableSearch(0, null)).toBe(false);
  });
});
