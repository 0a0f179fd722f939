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
      routeData: { hideLocalitySuggestionInHeader: false, autoTrackingEnabled: true, preloadKey: null },
    });
  });

  it("uses the checkout header when the route asks for it", () => {
    const info = pageShellInfo([match("checkout", { pageType: "checkout", header: "checkout" })]);
    expect(info).toMatchObject({ pageType: "checkout", breadcrumbs: [], header: "checkout" });
  });

  it("reads a page type that depends on the address when the route gives one", () => {
    const handle: RouteHandle = {
      pageType: "checkout",
      pageTypeOf: ({ params }) => (params.provider === "klarna" ? "klarna" : "checkout"),
    };
    const at = (provider: string): UIMatch => ({ ...match("return", handle), params: { provider } });
    expect(pageShellInfo([at("klarna")]).pageType).toBe("klarna");
    expect(pageShellInfo([at("paypal")]).pageType).toBe("checkout");
  });

  it("reads the route data a route carries (storefront s.2), with tracking on by default", () => {
    const handle: RouteHandle = {
      pageType: "shoppingCart",
      hideLocalitySuggestionInHeader: true,
      autoTrackingEnabled: false,
      preloadKey: "checkout",
    };
    expect(pageShellInfo([match("root", undefined), match("cart", handle)]).routeData).toEqual({
      hideLocalitySuggestionInHeader: true,
      autoTrackingEnabled: false,
      preloadKey: "checkout",
    });
    expect(pageShellInfo([match("root", undefined)]).routeData.autoTrackingEnabled).toBe(true);
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
