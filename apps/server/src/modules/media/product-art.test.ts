import { brandIds, brands } from "@store/domain/brands";
import { productColours } from "@store/domain/media-art";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { heroSvg } from "./hero-art.svg.ts";
import { mediaRoutes } from "./media.routes.ts";
import { productPictureNames, productPictureOf, productSvg } from "./product-art.svg.ts";
import { storeSvg } from "./store-art.svg.ts";
import { brandSvg } from "./wordmark.svg.ts";

/**
 * A strict well-formedness check of the XML the pictures are: every tag closes in order, attributes
 * are quoted once each, and text holds no bare '<' or '&'.
 */
function expectWellFormedXml(xml: string) {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let end = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    end = token.lastIndex;
    const [, closing, name, attributes = "", selfClosing, content] = match;
    if (content !== undefined) {
      expect(content, "text").not.toMatch(/&(?!(amp|lt|gt|quot|#39|#\d+);)/);
      continue;
    }
    const names = [...attributes.matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    expect(new Set(names).size, `duplicate attribute in <${name}>`).toBe(names.length);
    for (const value of attributes.matchAll(/="([^"]*)"/g))
      expect(value[1], "attribute").not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name ?? "");
  }
  expect(end, `unparsed from: ${xml.slice(end, end + 60)}`).toBe(xml.length);
  expect(stack).toEqual([]);
}

/** The picture without its text label, to compare drawings. */
const drawingOf = (svg: string) => svg.replace(/aria-label="[^"]*"/, "").replace(/<title>.*?<\/title>/, "");

/** The shapes without colours: what stays the same when only the paint changes. */
const shapeOf = (svg: string) => drawingOf(svg).replace(/#[0-9a-f]{6}/gi, "#");

describe("product pictures", () => {
  it("parses picture names: number, model number and size", () => {
    expect(productPictureOf("3")).toEqual({ n: 3, model: "", size: null });
    expect(productPictureOf("13-WVO6022")).toEqual({ n: 13, model: "wvo6022", size: null });
    expect(productPictureOf("3-wvo6022-90")).toEqual({ n: 3, model: "wvo6022", size: 90 });
    for (const bad of ["", "x", "3-", "3--60", "3-ab-cd", "3-ab-60-1", "12345", "3-a_b"])
      expect(productPictureOf(bad), bad).toBeNull();
  });

  it("draws every product type as a shape of its own", () => {
    const shapes = new Map<string, string>();
    // 'cooktop' (the name before types had their own) draws whichever type the model picks
    for (const kind of productPictureNames.filter((name) => name !== "cooktop")) {
      const shape = shapeOf(productSvg(kind, 0, "same1", null));
      const twin = [...shapes].find(([, s]) => s === shape)?.[0];
      expect(twin, `${kind} is drawn like ${twin}`).toBeUndefined();
      shapes.set(kind, shape);
    }
    expect(productPictureNames.length).toBeGreaterThanOrEqual(80);
  });

  it("draws earbuds as buds beside a case, not as headphones", () => {
    const earbuds = productSvg("earbuds", 1, "tw100", null);
    const headphones = productSvg("headphones", 1, "tw100", null);
    expect(shapeOf(earbuds)).not.toBe(shapeOf(headphones));
    // The over-ear headband is a wide arc; earbuds have none
    expect(headphones).toMatch(/<path d="M112 222 C104 70 296 70 288 222"/);
    expect(earbuds).not.toMatch(/C104 70 296 70/);
  });

  it.each(["oven", "gas-cooktop", "fridge", "washer", "dryer", "dishwasher", "tv", "earbuds", "kettle"])(
    "draws two models of %s differently, and one model the same every time",
    (kind) => {
      const a = productSvg(kind, 0, "ab1234", null);
      const b = productSvg(kind, 0, "cd5678", null);
      expect(drawingOf(a)).not.toBe(drawingOf(b));
      expect(productSvg(kind, 0, "ab1234", null)).toBe(a);
    },
  );

  it.each([
    ["oven", 60, 90],
    ["gas-cooktop", 60, 90],
    ["fridge", 490, 680],
    ["washer", 7, 12],
    ["tv", 43, 85],
    ["dishwasher", 45, 60],
    ["rangehood", 60, 120],
  ] as const)("draws %s wider at a larger size", (kind, small, large) => {
    // The extent of the drawing (inside its group, without backdrop and shadow) from rects and paths
    const widthOf = (svg: string) => {
      const drawing = svg.slice(svg.lastIndexOf("<g transform"));
      const lefts: number[] = [];
      const rights: number[] = [];
      for (const [, x, w] of drawing.matchAll(/<rect x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"/g)) {
        lefts.push(Number(x));
        rights.push(Number(x) + Number(w));
      }
      for (const [, x] of drawing.matchAll(/d="M([-\d.]+) /g)) lefts.push(Number(x));
      for (const [, x] of drawing.matchAll(/ H([-\d.]+)/g)) rights.push(Number(x));
      return Math.max(...rights) - Math.min(...lefts);
    };
    expect(widthOf(productSvg(kind, 0, "m1", large))).toBeGreaterThan(
      widthOf(productSvg(kind, 0, "m1", small)),
    );
  });

  it("paints the product in its colour and keeps the shape when only the colour changes", () => {
    for (const kind of ["fridge", "washer", "oven", "earbuds", "toaster"]) {
      const red = productSvg(kind, 7, "m1", null);
      const white = productSvg(kind, 2, "m1", null);
      expect(red).toContain(productColours[7].body);
      expect(white).toContain(productColours[2].body);
      expect(red).not.toContain(productColours[2].body);
      expect(shapeOf(red)).toBe(shapeOf(white));
    }
  });

  it("shades like a studio shot: gradients, a floor shadow, and four different shots", () => {
    const shots = [0, 10, 20, 30].map((n) => productSvg("washer", n, "m1", 9));
    for (const shot of shots) {
      expect(shot).toContain("<linearGradient");
      expect(shot).toContain("<radialGradient");
    }
    expect(shots[0]).toContain('fill="url(#fs)"');
    expect(new Set(shots.map(drawingOf)).size).toBe(4);
  });

  it("is well-formed XML and under 8 KB for every type, shot and a spread of models", () => {
    let largest = { size: 0, kind: "" };
    for (const kind of productPictureNames)
      for (const n of [0, 13, 27, 38])
        for (const model of ["", "a1", "qz9981"]) {
          const svg = productSvg(kind, n, model, model ? 90 : null);
          if (svg.length > largest.size) largest = { size: svg.length, kind: `${kind} ${n} ${model}` };
          if (n === 0) expectWellFormedXml(svg);
        }
    expect(largest.size, largest.kind).toBeLessThan(8 * 1024);
  });

  it("answers the model and size form of the URL, and 404 for a malformed one", async () => {
    const res = await mediaRoutes.request("/product/oven/3-wvo6022-90.svg");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(productSvg("oven", 3, "wvo6022", 90));
    for (const bad of ["3-.svg", "3-wvo-60-1.svg", "3-wv%20o.svg", "3-abcdefghijklmnopqrstuvwxyz.svg"])
      expect((await mediaRoutes.request(`/product/oven/${bad}`)).status, bad).toBe(404);
  });
});

describe("wordmarks, stores and heroes", () => {
  it("sets manufacturer wordmarks in near-black type, legible in the 170 x 80 box", () => {
    for (const slug of [
      "bosch",
      "lg",
      "fisher-paykel",
      "electrolux",
      "mitsubishi-electric",
      "Ziegler & Brown",
    ]) {
      const svg = brandSvg(slug);
      expectWellFormedXml(svg);
      expect(svg).toContain('viewBox="0 0 340 160"');
      for (const [, fill] of svg.matchAll(/<text[^>]* fill="(#[0-9a-f]{6})"/g))
        expect(["#1a1a1a", "#222428", "#2b2b2b", "#111111"]).toContain(fill);
      // Shown at half size: 22 px type is 11 px on the page
      for (const [, size] of svg.matchAll(/font-size="([\d.]+)"/g))
        expect(Number(size)).toBeGreaterThanOrEqual(22);
    }
  });

  it("puts the shop brand's colours and name on the store's sign, varied per store", () => {
    const aol = storeSvg("3", "aol");
    const wa = storeSvg("3", "wa");
    expectWellFormedXml(aol);
    expect(aol).toContain(brands.aol.theme.accent);
    expect(aol).toContain("APPLIANCELINE");
    expect(wa).toContain(brands.wa.theme.accent);
    expect(wa).toContain("WATTLE APPLIANCES");
    const facades = new Set([1, 2, 3, 4, 5, 6].map((n) => storeSvg(String(n), "aol")));
    expect(facades.size).toBe(6);
  });

  it("draws the store for the brand of the host it is asked on", async () => {
    const app = new Hono<{ Variables: { brandId: string } }>()
      .use(async (c, next) => {
        c.set("brandId", "fk");
        await next();
      })
      .route("/media", mediaRoutes);
    const res = await app.request("/media/store/2.svg");
    expect(await res.text()).toBe(storeSvg("2", "fk"));
  });

  it("draws a scene per shop brand in its colours, and 404 for an unknown brand", async () => {
    const scenes = new Set<string>();
    for (const brand of brandIds) {
      const res = await mediaRoutes.request(`/hero/${brand}.svg`);
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg).toBe(heroSvg(brand));
      expect(svg).toContain(brands[brand].theme.primary);
      expectWellFormedXml(svg);
      expect(svg.length).toBeLessThan(40 * 1024);
      scenes.add(drawingOf(svg));
    }
    expect(scenes.size).toBe(brandIds.length);
    expect((await mediaRoutes.request("/hero/acme.svg")).status).toBe(404);
  });
});
