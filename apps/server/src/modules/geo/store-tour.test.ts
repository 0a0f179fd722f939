import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { storeSchema } from "@store/domain/store.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { TourPanoramaService } from "../media/tour-panorama.service.ts";

/**
 * GET /api/store/{id}/tour-panorama (ADR 087): a scene of a store's virtual tour as an equirectangular
 * PNG (2:1), drawn in the shop brand's colours, a day in caches and revalidated by its ETag; a 404 for a
 * store without a tour. This file's store draws them 1024 pixels across (a few hundred ms each), long
 * enough for another request to come and go while one is drawn.
 */

let store: TestStore;
let withTour: { id: number; storeUri: string; name: string };
let withoutTour: { storeUri: string };
/** Hears when the panorama thread begins a drawing (set by the test waiting for one). */
let drawingStarted: (etag: string) => void = () => {};
beforeAll(async () => {
  store = await createTestStore({
    products: 20,
    tourPanoramas: { width: 1024, onDrawingStarted: (etag) => drawingStarted(etag) },
  });
  const all = storeSchema.array().parse(await (await requestAs(store.app, "aol", "/api/store")).json());
  const toured = all.find((s) => s.virtualTourId !== null);
  const plain = all.find((s) => s.virtualTourId === null);
  if (!toured || !plain) throw new Error("the seed has stores with and without a tour");
  withTour = toured;
  withoutTour = plain;
});
afterAll(() => store.close());

/** A PNG's signature and the width and height of its IHDR chunk. */
function pngHeader(bytes: Buffer) {
  return {
    signature: bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

const panorama = (brand: string, id: string | number, query = "") =>
  requestAs(store.app, brand, `/api/store/${id}/tour-panorama${query}`);

describe("GET /api/store/{id}/tour-panorama", () => {
  it("answers a 2:1 PNG of a store with a tour, cached a day per host and revalidated by its ETag", async () => {
    // A visitor who has their session already, as the tour page's viewer is (an answer that hands out a
    // session cookie is private, whatever the route says)
    const visitor = browserOf(store.app, "aol");
    await visitor("/api/geo");
    const res = await visitor(`/api/store/${withTour.storeUri}/tour-panorama`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("vary")).toMatch(/Host/i);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(pngHeader(bytes)).toEqual({ signature: true, width: 1024, height: 512 });
    // a shaded room, not a flat fill: signage, appliances and light take bytes
    expect(bytes.length).toBeGreaterThan(20_000);

    const again = await panorama("aol", withTour.storeUri);
    expect(again.headers.get("etag")).toBe(etag);
    const revalidated = await visitor(`/api/store/${withTour.storeUri}/tour-panorama`, {
      headers: { "if-none-match": etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("finds the store by its number too, and the entrance is the scene when none is named", async () => {
    const [byId, byUri] = await Promise.all([
      panorama("aol", withTour.id, "?scene=entrance"),
      panorama("aol", withTour.storeUri),
    ]);
    expect(byId.status).toBe(200);
    expect(byId.headers.get("etag")).toBe(byUri.headers.get("etag"));
  });

  it("draws each scene, and each shop brand's signs, as a picture of its own", async () => {
    const etags = new Set<string>();
    const pictures: Buffer[] = [];
    for (const [brand, scene] of [
      ["aol", "entrance"],
      ["aol", "kitchen"],
      ["aol", "laundry"],
      ["wa", "entrance"],
    ]) {
      const res = await panorama(brand as string, withTour.storeUri, `?scene=${scene}`);
      expect(res.status, `${brand} ${scene}`).toBe(200);
      etags.add(res.headers.get("etag") ?? "");
      pictures.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(etags.size).toBe(4);
    for (let i = 1; i < pictures.length; i++) expect(pictures[i]?.equals(pictures[0] as Buffer)).toBe(false);
  });

  it("keeps answering other requests while a panorama is drawn, on a thread of its own", async () => {
    const started = new Promise<string>((resolve) => {
      drawingStarted = resolve;
    });
    const loop = performance.eventLoopUtilization();
    const finished: string[] = [];
    const drawn = (async () => {
      const res = await panorama("hc", withTour.storeUri, "?scene=kitchen");
      finished.push("panorama");
      return res;
    })();
    const etag = await started;
    const ping = await requestAs(store.app, "hc", "/api/ping");
    finished.push("ping");
    const stores = await requestAs(store.app, "hc", "/api/store");
    finished.push("stores");
    expect([ping.status, stores.status]).toEqual([200, 200]);
    const res = await drawn;
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(etag);
    // asked for after the drawing began, both answered before it ended
    expect(finished).toEqual(["ping", "stores", "panorama"]);
    // and the drawing's seconds of CPU were not this thread's: its event loop sat mostly idle meanwhile
    expect(performance.eventLoopUtilization(loop).utilization).toBeLessThan(0.5);
  });

  it("answers 404 for a store without a tour, an unknown store and a store of another country", async () => {
    const cases = [
      ["aol", withoutTour.storeUri],
      ["aol", "no-such-store"],
      ["aol-nz", withTour.storeUri],
    ] as const;
    for (const [brand, id] of cases) {
      const res = await panorama(brand, id);
      expect(res.status, `${brand} ${id}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
    }
    const body = (await (await panorama("aol", withoutTour.storeUri)).json()) as { errors: string[] };
    expect(body.errors).toEqual(["This store has no virtual tour"]);
  });

  it("answers 400 naming the scenes for a scene the tour does not have", async () => {
    const res = await panorama("aol", withTour.storeUri, "?scene=garage");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: string[] };
    expect(body.errors.join(" ")).toMatch(/entrance, kitchen, laundry/);
  });
});

describe("TourPanoramaService", () => {
  const tourStore = () => ({ id: withTour.id, name: withTour.name, virtualTourId: "vt-test" });

  it("renders a scene once, however many ask at the same time, and knows its ETag without rendering", async () => {
    const panoramas = new TourPanoramaService({ width: 256 });
    const etag = panoramas.etag(tourStore(), "hc", "laundry");
    expect(panoramas.renders).toBe(0);
    const [a, b] = await Promise.all([
      panoramas.panorama(tourStore(), "hc", "laundry"),
      panoramas.panorama(tourStore(), "hc", "laundry"),
    ]);
    expect(a.etag).toBe(etag);
    expect(b.png).toBe(a.png);
    expect(panoramas.renders).toBe(1);
    await panoramas.panorama(tourStore(), "hc", "laundry");
    expect(panoramas.renders).toBe(1);
    // the same inputs draw the same picture: deterministic per store, brand and scene
    const fresh = new TourPanoramaService({ width: 256 });
    expect((await fresh.panorama(tourStore(), "hc", "laundry")).png.equals(a.png)).toBe(true);
    await Promise.all([panoramas.close(), fresh.close()]);
  });

  it("keeps what it drew in its folder, named by the ETag, so that a restart draws nothing again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "tour-panoramas-"));
    try {
      const first = new TourPanoramaService({ width: 256, dir, keepFiles: 2 });
      const entrance = await first.panorama(tourStore(), "wa", "entrance");
      await first.close();
      expect(await readdir(dir)).toEqual([`${entrance.etag.slice(1, -1)}.png`]);

      const restarted = new TourPanoramaService({ width: 256, dir, keepFiles: 2 });
      const again = await restarted.panorama(tourStore(), "wa", "entrance");
      expect(again.png.equals(entrance.png)).toBe(true);
      expect(restarted.renders).toBe(0);
      // the folder keeps `keepFiles` pictures: the oldest written goes
      const kitchen = await restarted.panorama(tourStore(), "wa", "kitchen");
      const laundry = await restarted.panorama(tourStore(), "wa", "laundry");
      expect(restarted.renders).toBe(2);
      expect((await readdir(dir)).sort()).toEqual(
        [kitchen.etag, laundry.etag].map((etag) => `${etag.slice(1, -1)}.png`).sort(),
      );
      await restarted.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
