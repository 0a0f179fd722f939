import { productColours, saleArtNarrowest, saleArtSizes, saleArtSources } from "@store/domain/media-art";
import { saleBreakpoints, salePlacements } from "@store/domain/sale.schema";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mediaRoutes } from "./media.routes.ts";
import { productPictureNames } from "./product-art.svg.ts";

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

  it("answers 404 for an unknown placement or breakpoint", async () => {
    await expectNotFound("/sale/black-friday/sideBanner.svg");
    await expectNotFound("/sale/black-friday/homePageBanner-lg.svg");
    await expectNotFound("/sale/black-friday/homePageBanner-xs-xs.svg");
    // Badges keep one size at every width: no phone art
    await expectNotFound("/sale/black-friday/productBadge-xs.svg");
  });

  it("draws the banners again for phones (xs) and small tablets (sm), at their own sizes", async () => {
    for (const [placement, sizes] of Object.entries(saleArtSources)) {
      for (const bp of ["xs", "sm"] as const) {
        const body = await expectSvg(`/sale/black-friday/${placement}-${bp}.svg`);
        expect(body).toContain(`viewBox="0 0 ${sizes[bp].width} ${sizes[bp].height}"`);
        expect(body.toUpperCase()).toContain("BLACK FRIDAY");
      }
    }
  });

  // Issue 18: phone banners were desktop pictures shrunk to 6-9 px lettering
  it.each(["black-friday", "summer-clearance", "trade-pricing-event", "black-friday-nz"])(
    "keeps every text of %s at 12 px or more where each picture is shown smallest",
    async (sale) => {
      for (const placement of salePlacements) {
        for (const bp of saleBreakpoints) {
          const shownAt = saleArtNarrowest[placement][bp];
          if (shownAt === undefined) continue;
          const name = bp === "md" ? placement : `${placement}-${bp}`;
          const body = await expectSvg(`/sale/${sale}/${name}.svg`);
          const width = Number(/viewBox="0 0 (\d+)/.exec(body)?.[1]);
          const sizes = [...body.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
          for (const size of sizes) {
            expect(
              size * (shownAt / width),
              `${name}: ${size}px text in ${width}px art shown at ${shownAt}px`,
            ).toBeGreaterThanOrEqual(12);
          }
        }
      }
    },
  );
});

describe("GET /media/promotion/{icon}/{value}.svg", () => {
  it("draws the reward with its value, legible at the 64 px it is shown from", async () => {
    expect(await expectSvg("/promotion/gift-card/100.svg")).toContain(">$100<");
    expect(await expectSvg("/promotion/warranty/12-months.svg")).toContain(">MONTHS<");
    for (const path of ["/promotion/cashback/250.svg", "/promotion/kit/1.svg", "/promotion/battery/1.svg"]) {
      const body = await expectSvg(path);
      for (const [, size] of body.matchAll(/font-size="(\d+)"/g))
        expect(Number(size) * (64 / 160)).toBeGreaterThanOrEqual(12);
    }
  });

  it("answers 404 for an unknown icon or a value that is not a number and unit", async () => {
    await expectNotFound("/promotion/trophy/100.svg");
    await expectNotFound("/promotion/gift-card/lots.svg");
    await expectNotFound("/promotion/gift-card/100-dollars-more.svg");
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
