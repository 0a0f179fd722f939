import { describe, expect, it } from "vitest";
import { accessDenial, roles, strictestAccess } from "./access.ts";

describe("accessDenial", () => {
  it("lets everyone call a public route", () => {
    for (const role of roles) expect(accessDenial(role, "public")).toBeNull();
  });

  it("asks an anonymous visitor to sign in for any signed-in route", () => {
    for (const access of ["customer", "staff", "admin"] as const)
      expect(accessDenial("anonymous", access)).toBe("unauthorized");
  });

  it("forbids a signed-in role below the route's role, and allows it and those above", () => {
    expect(accessDenial("customer", "customer")).toBeNull();
    expect(accessDenial("customer", "staff")).toBe("forbidden");
    expect(accessDenial("customer", "admin")).toBe("forbidden");
    expect(accessDenial("staff", "customer")).toBeNull();
    expect(accessDenial("staff", "staff")).toBeNull();
    expect(accessDenial("staff", "admin")).toBe("forbidden");
    expect(accessDenial("admin", "admin")).toBeNull();
    expect(accessDenial("admin", "staff")).toBeNull();
  });
});

describe("strictestAccess", () => {
  it("picks the access that asks the most", () => {
    expect(strictestAccess([])).toBe("public");
    expect(strictestAccess(["public", "staff", "customer"])).toBe("staff");
    expect(strictestAccess(["admin", "staff"])).toBe("admin");
  });
});
