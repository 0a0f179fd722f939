import { describe, expect, it } from "vitest";
import { isOwnPanel, panelLink } from "./admin-panels.ts";

describe("panelLink", () => {
  it("names the product or project in the panel's query", () => {
    expect(panelLink("/staff/product-page", { sku: "WM-100" })).toBe("/staff/product-page?sku=WM-100");
    expect(panelLink("https://cms.example.com/product-page", { sku: "A B&C" })).toBe(
      "https://cms.example.com/product-page?sku=A+B%26C",
    );
    expect(panelLink("/project", { projectId: 42 })).toBe("/project?projectId=42");
  });

  it("puts the query before a section and keeps a query already there", () => {
    expect(panelLink("/staff/reminders#new-reminder", { projectId: 7 })).toBe(
      "/staff/reminders?projectId=7#new-reminder",
    );
    expect(panelLink("https://cms.example.com/project?brand=wa", { projectId: 7 })).toBe(
      "https://cms.example.com/project?brand=wa&projectId=7",
    );
    expect(panelLink("/project", {})).toBe("/project");
  });
});

describe("isOwnPanel", () => {
  it("tells the store's own pages from a CMS's", () => {
    expect(isOwnPanel("/staff/product-page")).toBe(true);
    expect(isOwnPanel("https://cms.example.com/project")).toBe(false);
    expect(isOwnPanel("//cms.example.com/project")).toBe(false);
  });
});
