import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical.ts";

describe("canonicalUrl", () => {
  it("lower-cases the address and forces https", () => {
    expect(canonicalUrl("http://AOL.localhost:3000", "/P/Bosch-Oven")).toBe(
      "https://aol.localhost:3000/p/bosch-oven",
    );
  });

  it("keeps the trailing slash only on the root", () => {
    expect(canonicalUrl("https://shop.example.com", "/")).toBe("https://shop.example.com/");
    expect(canonicalUrl("https://shop.example.com", "/c/kitchen/")).toBe(
      "https://shop.example.com/c/kitchen",
    );
    expect(canonicalUrl("https://shop.example.com", "")).toBe("https://shop.example.com/");
  });

  it("keeps or adds a trailing slash when asked", () => {
    expect(canonicalUrl("https://shop.example.com", "/brands", true)).toBe(
      "https://shop.example.com/brands/",
    );
  });

  it("drops the query string and fragment and collapses double slashes", () => {
    expect(canonicalUrl("https://shop.example.com", "/search//Fridge?page=2#top")).toBe(
      "https://shop.example.com/search/fridge",
    );
  });
});
