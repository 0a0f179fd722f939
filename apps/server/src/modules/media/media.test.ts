import { productColours, saleArtSizes } from "@store/domain/media-art";
import { salePlacements } from "@store/domain/sale.schema";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mediaRoutes } from "./media.routes.ts";
import { productPictureNames } from "./media.svg.ts";

const get = (path: string) => mediaRoutes.request(path);

/** The picture without its text label, to compare drawings. */
const drawingOf = (svg: string) => svg.replace(/aria-label="[^"]*"/, "").replace(/<title>.*?<\/title>/, "");

async function expectSvg(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/svg+xml");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const body = await res.text();
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith("</svg>")).toBe(true);
  expect(body).toMatch(/viewBox="0 0 \d+ \d+"/);
  return body;
}

async function expectNotFound(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ code: "not_found", errors: ["Image not found"] });
}

describe("GET /media/product/{kind}/{n}.svg", () => {
  it("draws the product kind in the colour picked by the number", async () => {
    const body = await expectSvg("/product/fridge/3.svg");
    expect(body).toContain(productColours[3].body);
    expect(body).toContain("Fridge in Black Stainless");
  });

  it("is deterministic: the same path gives the same bytes, another colour differs", async () => {
    const a = await expectSvg("/product/washer/2.svg");
    const b = await expectSvg("/product/washer/2.svg");
    const c = await expectSvg("/product/washer/7.svg");
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(c).toContain(productColours[7].body);
  });

  it("keeps the colour but changes the shot for n + 10", async () => {
    const front = await expectSvg("/product/tv/1.svg");
    const other = await expectSvg("/product/tv/11.svg");
    expect(other).not.toBe(front);
    expect(other).toContain(productColours[1].body);
  });

  it("has at least 12 distinct, recognisable drawings", async () => {
    const kinds = [
      "fridge",
      "oven",
      "washer",
      "dryer",
      "tv",
      "stick-vacuum",
      "robot-vacuum",
      "kettle",
      "coffee-machine",
      "air-conditioner",
      "bbq",
      "microwave",
      "dishwasher",
      "cooktop",
      "rangehood",
    ];
    const drawings = new Set<string>();
    for (const kind of kinds) drawings.add(drawingOf(await expectSvg(`/product/${kind}/0.svg`)));
    expect(drawings.size).toBe(kinds.length);
    expect(productPictureNames.length).toBeGreaterThanOrEqual(40);
  });

  it("falls back to a generic box for an unknown kind", async () => {
    const box = await expectSvg("/product/hovercraft/4.svg");
    expect(box).toContain("#d7b98e");
    expect(drawingOf(await expectSvg("/product/teleporter/4.svg"))).toBe(drawingOf(box));
  });
});

describe("GET /media/sale/{sale}/{placement}.svg", () => {
  it("draws every placement at its stored size with the sale name", async () => {
    for (const placement of salePlacements) {
      const body = await expectSvg(`/sale/black-friday/${placement}.svg`);
      const { width, height } = saleArtSizes[placement];
      expect(body).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(body).toContain(`width="${width}" height="${height}"`);
    }
    expect(saleArtSizes.homePageBanner).toEqual({ width: 1600, height: 400 });
    expect(saleArtSizes.footerBanner).toEqual({ width: 1200, height: 120 });
    expect(await expectSvg("/sale/black-friday/homePageBanner.svg")).toContain("BLACK FRIDAY");
    expect(await expectSvg("/sale/summer-clearance/footerBanner.svg")).toContain("SUMMER CLEARANCE");
  });

  it("escapes the sale name", async () => {
    const body = await expectSvg(`/sale/${encodeURIComponent("Tom & <Jerry>")}/footerBanner.svg`);
    expect(body).toContain("TOM &amp; &lt;JERRY&gt;");
    expect(body).not.toContain("<JERRY>");
    expect(body).not.toContain("<Jerry>");
  });

  it("answers 404 for an unknown placement", async () => {
    await expectNotFound("/sale/black-friday/sideBanner.svg");
  });
});

describe("GET /media/store/{n}.svg and /media/brand/{name}.svg", () => {
  it("draws a shopfront whose awning depends on the number", async () => {
    const one = await expectSvg("/store/1.svg");
    const two = await expectSvg("/store/2.svg");
    expect(one).toContain("APPLIANCE SHOWROOM");
    expect(one).not.toBe(two);
  });

  it("draws a wordmark from the brand slug", async () => {
    expect(await expectSvg("/brand/fisher-paykel.svg")).toContain("FISHER PAYKEL");
  });

  it("escapes text from the path so it cannot become markup", async () => {
    const body = await expectSvg(`/brand/${encodeURIComponent('<script>alert("x")')}.svg`);
    expect(body).not.toMatch(/<script/i);
    expect(body).toContain("&lt;SCRIPT&gt;ALERT(&quot;X&quot;)");
    expect(body).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)"');
    // A slash cannot smuggle in a closing tag either: the name may not contain one.
    await expectNotFound(`/brand/${encodeURIComponent("</svg>")}.svg`);
  });
});

describe("media 404s", () => {
  it("answers 404 JSON for a name that is not .svg, a bad number, an unknown kind or path", async () => {
    await expectNotFound("/product/fridge/3.png");
    await expectNotFound("/product/fridge/3");
    await expectNotFound("/product/fridge/three.svg");
    await expectNotFound("/product/fridge/123456.svg");
    await expectNotFound("/product/fr%20idge/1.svg");
    await expectNotFound("/product/fridge.svg");
    await expectNotFound("/unknown/thing.svg");
    await expectNotFound("/unknown/group/thing.svg");
    await expectNotFound("/store/..svg");
    await expectNotFound("/store/1.svg.png");
    await expectNotFound("/product/fridge/1/extra.svg");
    await expectNotFound("/");
  });

  it("keeps answering 404 JSON when mounted under /media", async () => {
    const app = new Hono().route("/media", mediaRoutes);
    const ok = await app.request("/media/product/kettle/2.svg");
    expect(ok.status).toBe(200);
    const missing = await app.request("/media/nothing/here/at/all.svg");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "not_found", errors: ["Image not found"] });
  });
});
