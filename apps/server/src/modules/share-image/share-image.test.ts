import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { ShareImageService } from "./share-image.service.ts";

/**
 * GET /share-image/{size}.png (ADR 052): the brand's share card as a real PNG of the size it says, at
 * each of the spec's three sizes, per brand, cached by any cache for a day and revalidated by its ETag.
 */

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 50 });
});
afterAll(() => store.close());

/** A PNG's signature and the width and height of its IHDR chunk. */
function pngHeader(bytes: Buffer): { signature: boolean; width: number; height: number } {
  return {
    signature: bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

describe("GET /share-image/{size}.png", () => {
  it.each([
    ["150x150", 150, 150],
    ["350x380", 350, 380],
    ["1600x630", 1600, 630],
  ])("answers a %s PNG of that size, cached a day with an ETag", async (name, width, height) => {
    const res = await requestAs(store.app, "aol", `/share-image/${name}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(pngHeader(bytes)).toEqual({ signature: true, width, height });
    // A real picture, not an empty canvas: the card's colours and text take some bytes
    expect(bytes.length).toBeGreaterThan(1000);
    const again = await requestAs(store.app, "aol", `/share-image/${name}.png`, {
      headers: { "if-none-match": res.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("draws each brand's own card", async () => {
    const bytesOf = async (brand: string) =>
      Buffer.from(await (await requestAs(store.app, brand, "/share-image/1600x630.png")).arrayBuffer());
    const [aol, wa] = await Promise.all([bytesOf("aol"), bytesOf("wa")]);
    expect(pngHeader(wa)).toMatchObject({ width: 1600, height: 630 });
    expect(aol.equals(wa)).toBe(false);
  });

  it("answers 404 for a size the spec does not name", async () => {
    for (const path of ["/share-image/1200x630.png", "/share-image/150x150.jpg", "/share-image/big.png"])
      expect((await requestAs(store.app, "aol", path)).status, path).toBe(404);
  });

  it("renders a card once per brand and size", () => {
    const images = new ShareImageService();
    const size = { width: 350, height: 380 } as const;
    const first = images.image("aol", size);
    expect(images.image("aol", size)).toBe(first);
    expect(images.renders).toBe(1);
    images.image("wa", size);
    expect(images.renders).toBe(2);
  });
});
