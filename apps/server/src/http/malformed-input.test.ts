import { apiErrorSchema } from "@store/domain/api-error.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, type TestStore } from "../testing/test-store.ts";

/**
 * The three classes of malformed input that reached PostgreSQL and answered 500 (issue 12, fault 8):
 * integers above int4, NUL bytes, and year 0000. Each is now a 400 naming the field, from the shared
 * schemas of packages/domain/src/input.schema.ts.
 */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 40 });
});
afterAll(() => store.close());

async function expectInvalid(res: Response, message: RegExp) {
  expect(res.status).toBe(400);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.code).toBe("invalid");
  expect(body.errors.join(" ")).toMatch(message);
}

const get = (path: string) => requestAs(store.app, "aol", path);
const post = (path: string, body: unknown) =>
  browserOf(store.app)(path, { method: "POST", body: JSON.stringify(body) });

describe("integers above int4", () => {
  it("are refused as product ids in paths, with the range in the message", async () => {
    for (const path of [
      "/api/v2/product/id/2147483648",
      "/api/v2/product/extended/id/99999999999",
      "/api/product/features/id/2147483648",
      "/api/v2/product/specifications/id/9223372036854775808",
      "/api/meta/product/2147483648",
    ])
      await expectInvalid(await get(path), /product id is a whole number from 1 to 2147483647/);
  });

  it("still find the product at the largest id", async () => {
    expect((await get("/api/v2/product/id/2147483647")).status).toBe(404);
  });

  it("are refused in a query and in JSON bodies", async () => {
    await expectInvalid(
      await get("/api/analytics/product-load-event?productId=2147483648"),
      /product id is a whole number/,
    );
    await expectInvalid(
      await post("/api/geo/setlocation", { localityId: 99_999_999_999 }),
      /Choose a location from the list/,
    );
    await expectInvalid(
      await post("/api/store/setstore", { storeId: 99_999_999_999 }),
      /Choose a store from the list/,
    );
  });

  it("name no mail in the dev mailbox: a 404 page", async () => {
    expect((await get("/dev/mailbox/99999999999")).status).toBe(404);
  });
});

describe("NUL and control characters", () => {
  it("are refused in path parameters", async () => {
    await expectInvalid(
      await get("/api/navbar/cooking-demos/%00"),
      /store address cannot contain control characters|store address uses/,
    );
    await expectInvalid(
      await get("/api/locality/Bondi%00/NSW/2026"),
      /suburb: A suburb cannot contain control characters/,
    );
    await expectInvalid(
      await get("/api/locality/Bondi/N%00SW/2026"),
      /state: A state cannot contain control characters/,
    );
    await expectInvalid(
      await get("/api/locality/bon%1Fdi"),
      /locality search cannot contain control characters/,
    );
  });

  it("are refused in specification filters of listings and search", async () => {
    await expectInvalid(
      await get("/api/catalogue/listing?category=kitchen&spec=Colour:White%00"),
      /specification filter cannot contain control characters/,
    );
    await expectInvalid(
      await get("/api/v2/sitesearch/f/fridge?spec=Colour:%00x"),
      /specification filter cannot contain control characters/,
    );
  });

  it("are refused in the analytics url", async () => {
    const res = await post("/api/analytics/search", {
      analyticsEventType: "visit",
      url: "https://x.example/\u0000",
    });
    await expectInvalid(res, /url: The url cannot contain control characters/);
  });
});

describe("dates", () => {
  it("refuse year 0000 and other years no sale can have", async () => {
    for (const date of ["0000-01-01", "0000-01-01T00:00:00Z", "9999-12-31"])
      await expectInvalid(
        await get(`/api/promotion/sale?dateOverride=${encodeURIComponent(date)}`),
        /dateOverride must be in the years 1900 to 2200/,
      );
    expect((await get("/api/promotion/sale?dateOverride=2026-11-24")).status).toBe(200);
  });

  it("refuse a day that does not exist", async () => {
    await expectInvalid(await get("/api/promotion/sale?dateOverride=2026-02-30"), /dateOverride/);
  });
});

describe("POST /api/store/setstore", () => {
  it("says 'not one of ours' only for a store that does not exist", async () => {
    await expectInvalid(
      await post("/api/store/setstore", { storeId: 2_147_483_647 }),
      /That store is not one of ours/,
    );
  });

  it("surfaces a database outage as a server error, not as the visitor's mistake", async () => {
    const broken = await createTestStore({ products: 10 });
    await broken.database.close();
    try {
      const res = await browserOf(broken.app)("/api/store/setstore", {
        method: "POST",
        body: JSON.stringify({ storeId: 1 }),
      });
      expect(res.status).toBe(500);
      expect(apiErrorSchema.parse(await res.json()).code).toBe("server_error");
    } finally {
      await broken.close().catch(() => {});
    }
    // It opens a store of its own inside the test, which took over 30 s on a busy CI machine
  }, 120_000);
});
