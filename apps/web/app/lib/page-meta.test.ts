import { brands } from "@store/domain/brands";
import { describe, expect, it } from "vitest";
import { errorPageMeta, pageMeta } from "./page-meta.ts";
import type { RootData } from "./root-data.ts";

const root: RootData = {
  brand: brands["aol-nz"],
  origin: "http://AOL-NZ.localhost:3000",
  settings: [],
  sale: null,
};
const args = (pathname: string) => ({ matches: [{ id: "root", loaderData: root }], location: { pathname } });

function content(meta: ReturnType<typeof pageMeta>, key: string): string | undefined {
  for (const m of meta) {
    if ("property" in m && m.property === key) return String(m.content);
    if ("name" in m && m.name === key) return String(m.content);
  }
  return undefined;
}

describe("pageMeta", () => {
  it("titles the page with the brand and links the lower-cased https canonical", () => {
    const meta = pageMeta(args("/Stores/Auckland/"), { title: "Auckland" });
    expect(meta).toContainEqual({ title: "Auckland | ApplianceLine NZ" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://aol-nz.localhost:3000/stores/auckland",
    });
    expect(content(meta, "og:url")).toBe("https://aol-nz.localhost:3000/stores/auckland");
  });

  it("gives the home page the brand name and tagline, and a trailing slash", () => {
    const meta = pageMeta(args("/"));
    expect(meta).toContainEqual({ title: `ApplianceLine NZ | ${brands["aol-nz"].tagline}` });
    expect(content(meta, "description")).toBe(brands["aol-nz"].tagline);
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://aol-nz.localhost:3000/",
    });
  });

  it("carries the open-graph fields with the 1600x630 image", () => {
    const meta = pageMeta(args("/sale"), { title: "Sale", description: "Big savings", type: "article" });
    expect(content(meta, "og:title")).toBe("Sale");
    expect(content(meta, "og:description")).toBe("Big savings");
    expect(content(meta, "og:type")).toBe("article");
    expect(content(meta, "og:site_name")).toBe("ApplianceLine NZ");
    expect(content(meta, "og:locale")).toBe("en_NZ");
    expect(content(meta, "og:image")).toBe("https://aol-nz.localhost:3000/share-image/1600x630.png");
    expect(content(meta, "og:image:type")).toBe("image/png");
    expect(content(meta, "og:image:width")).toBe("1600");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "robots")).toBeUndefined();
  });

  it("lists the three PNG cards, largest first, each followed by its own type and size", () => {
    const og = pageMeta(args("/"))
      .filter(
        (m): m is { property: string; content: string } =>
          "property" in m && String(m.property).startsWith("og:image"),
      )
      .map((m) => `${m.property}=${m.content}`);
    expect(og).toEqual([
      "og:image=https://aol-nz.localhost:3000/share-image/1600x630.png",
      "og:image:type=image/png",
      "og:image:width=1600",
      "og:image:height=630",
      "og:image=https://aol-nz.localhost:3000/share-image/350x380.png",
      "og:image:type=image/png",
      "og:image:width=350",
      "og:image:height=380",
      "og:image=https://aol-nz.localhost:3000/share-image/150x150.png",
      "og:image:type=image/png",
      "og:image:width=150",
      "og:image:height=150",
    ]);
  });

  it("keeps private pages out of search engines", () => {
    expect(
      content(pageMeta(args("/customer/checkout"), { title: "Checkout", noIndex: true }), "robots"),
    ).toBe("noindex");
  });

  it("titles error pages by status and keeps them out of search engines", () => {
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    const failed = { status: 500, statusText: "Server Error", internal: false, data: null };
    expect(errorPageMeta({ ...args("/x"), error: notFound })).toContainEqual({
      title: "Page not found | ApplianceLine NZ",
    });
    const meta = errorPageMeta({ ...args("/x"), error: failed });
    expect(meta).toContainEqual({ title: "Something went wrong | ApplianceLine NZ" });
    expect(content(meta, "robots")).toBe("noindex");
  });
});
