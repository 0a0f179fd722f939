import { describe, expect, it, vi } from "vitest";
import { createApiClient, createServerApiClient } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api client", () => {
  it("parses settings given as items or as a raw array", async () => {
    const items = [{ name: "ComparePageEnabled", value: "true" }];
    expect(await createApiClient(async () => json({ items })).getSettings()).toEqual(items);
    expect(await createApiClient(async () => json(items)).getSettings()).toEqual(items);
  });

  it("adds authenticated=true to a signed-in shopper's search (storefront s.6), and nothing otherwise", async () => {
    const paths: string[] = [];
    const answer = { searchTerm: "oven", correctedTerm: null, redirectUrl: null, brandFilter: null };
    const client = createApiClient(async (path) => {
      paths.push(path);
      return json({
        ...answer,
        categoryFilter: null,
        terms: [],
        products: [],
        totalProducts: 0,
        viewAllUrl: "/search/oven",
      });
    });
    await client.getSearchSuggestions("oven", 6);
    await client.getSearchSuggestions("oven", 6, undefined, true);
    expect(paths).toEqual([
      "/api/v3/search?searchTerm=oven&isAutoCorrectEnabled=true&limit=6",
      "/api/v3/search?searchTerm=oven&isAutoCorrectEnabled=true&limit=6&authenticated=true",
    ]);
  });

  it("returns null for a 204 alert banner", async () => {
    const client = createApiClient(async () => new Response(null, { status: 204 }));
    expect(await client.getAlertBanner()).toBeNull();
  });

  it("throws an ApiError with status and body on 4xx/5xx", async () => {
    const client = createApiClient(async () => json({ code: "not_found", errors: ["No such page"] }, 404));
    const error = await client.getStaticPage("nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      kind: "http",
      body: { code: "not_found", errors: ["No such page"] },
    });
  });

  it("throws an invalid-response ApiError when the body breaks the schema", async () => {
    const client = createApiClient(async () => json({ isSaleOn: "yes" }));
    await expect(client.getSale()).rejects.toMatchObject({ kind: "invalid-response", status: 200 });
  });

  it("throws a network ApiError when the fetch itself fails", async () => {
    const client = createApiClient(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(client.getSettings()).rejects.toMatchObject({ kind: "network", status: 0 });
  });

  it("calls the in-process fetcher with the path, query and a JSON accept header", async () => {
    const apiFetch = vi.fn(async () =>
      json({
        isSaleOn: false,
        name: "",
        baseImagePath: "",
        url: "/sale",
        colour: "#c4102b",
        time: null,
        images: {},
      }),
    );
    await createServerApiClient({ apiFetch, brandId: "aol", cacheGeneration: 0 }).getSale("2026-12-01");
    expect(apiFetch).toHaveBeenCalledWith(
      "/api/promotion/sale?dateOverride=2026-12-01",
      expect.objectContaining({ headers: { accept: "application/json" } }),
    );
  });
});

describe("server api client cache", () => {
  const settingsAnswer = (cacheControl?: string) =>
    new Response(JSON.stringify({ items: [{ name: "ComparePageEnabled", value: "true" }] }), {
      headers: {
        "content-type": "application/json",
        ...(cacheControl ? { "cache-control": cacheControl } : {}),
      },
    });

  it("asks the API once for a public answer, per brand", async () => {
    const apiFetch = vi.fn(async () => settingsAnswer("public, max-age=30"));
    // A brand no other test uses, since the cache lives for the process.
    await createServerApiClient({ apiFetch, brandId: "andoo", cacheGeneration: 0 }).getSettings();
    await createServerApiClient({ apiFetch, brandId: "andoo", cacheGeneration: 0 }).getSettings();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    await createServerApiClient({ apiFetch, brandId: "fk", cacheGeneration: 0 }).getSettings();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it("asks again after the server's caches were cleared (a new generation)", async () => {
    const apiFetch = vi.fn(async () => settingsAnswer("public, max-age=30"));
    await createServerApiClient({ apiFetch, brandId: "wac", cacheGeneration: 0 }).getSettings();
    await createServerApiClient({ apiFetch, brandId: "wac", cacheGeneration: 0 }).getSettings();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    await createServerApiClient({ apiFetch, brandId: "wac", cacheGeneration: 1 }).getSettings();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it("asks again every time for an answer that is not public", async () => {
    const apiFetch = vi.fn(async () => settingsAnswer());
    await createServerApiClient({ apiFetch, brandId: "hc", cacheGeneration: 0 }).getSettings();
    await createServerApiClient({ apiFetch, brandId: "hc", cacheGeneration: 0 }).getSettings();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });
});
