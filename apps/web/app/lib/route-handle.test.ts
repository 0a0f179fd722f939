import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { currentPageCrumb, pageShellInfo, type RouteHandle } from "./route-handle.ts";

function match(id: string, handle: unknown, loaderData?: unknown): UIMatch {
  return { id, pathname: "/", params: {}, data: loaderData, loaderData, handle };
}

describe("pageShellInfo", () => {
  it("reads page type, breadcrumbs and header from the deepest route with a handle", () => {
    const handle: RouteHandle<{ title: string }> = {
      pageType: "static",
      breadcrumbs: ({ loaderData }) => [{ title: loaderData?.title ?? "", uri: "" }],
    };
    expect(pageShellInfo([match("root", undefined), match("page", handle, { title: "About us" })])).toEqual({
      pageType: "static",
      breadcrumbs: [{ title: "About us", uri: "" }],
      header: "site",
    });
  });

  it("uses the checkout header when the route asks for it", () => {
    const info = pageShellInfo([match("checkout", { pageType: "checkout", header: "checkout" })]);
    expect(info).toEqual({ pageType: "checkout", breadcrumbs: [], header: "checkout" });
  });

  it("falls back to a generic page without a handle", () => {
    expect(pageShellInfo([match("root", undefined)]).pageType).toBe("generic");
  });

  it("builds a one-item trail for top-level pages", () => {
    expect(currentPageCrumb("Stores")?.({ params: {}, loaderData: undefined, pathname: "/stores" })).toEqual([
      { title: "Stores", uri: "" },
    ]);
  });
});
