import { type AlertBanner, alertBannerSchema } from "@store/domain/alert-banner.schema";
import { type Sale, saleSchema } from "@store/domain/sale.schema";
import { type SettingItem, settingItemSchema, settingsResponseSchema } from "@store/domain/settings.schema";
import { type StaticPage, staticPageSchema } from "@store/domain/static-page.schema";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import type { StoreLoadContext } from "./load-context.ts";

/** Calls one API path: the in-process `context.apiFetch` on the server, `fetch` in the browser. */
export type ApiFetcher = (path: string, init?: RequestInit) => Promise<Response>;

// The spec allows GET /api/settings to answer with items or a raw array
const settingsBodySchema = z.union([
  settingsResponseSchema.transform((body) => body.items),
  z.array(settingItemSchema),
]);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The store's one typed API client over a fetcher; every body is parsed with the domain schemas. */
export function createApiClient(fetcher: ApiFetcher) {
  async function send(path: string, init?: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(path, {
        ...init,
        headers: { accept: "application/json", ...init?.headers },
      });
    } catch (cause) {
      throw new ApiError(0, cause instanceof Error ? cause.message : null, path, "network");
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response), path);
    return response;
  }

  async function parse<T>(path: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    const body = await readBody(response);
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError(response.status, body, path, "invalid-response");
    return result.data;
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
    return parse(path, await send(path, init), schema);
  }

  return {
    /** GET /api/settings: the global setting flags. */
    getSettings(): Promise<SettingItem[]> {
      return getJson("/api/settings", settingsBodySchema);
    },

    /** GET /api/alertBanner/: the banner, or null when the API answers 204 (none). */
    async getAlertBanner(init?: RequestInit): Promise<AlertBanner | null> {
      const path = "/api/alertBanner/";
      const response = await send(path, init);
      if (response.status === 204) return null;
      return parse(path, response, alertBannerSchema);
    },

    /** GET /api/promotion/sale, with ?dateOverride= when a date is given. */
    getSale(dateOverride?: string): Promise<Sale> {
      const query = dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : "";
      return getJson(`/api/promotion/sale${query}`, saleSchema);
    },

    /** GET /api/Static/{name}: a static content page (404 when there is none). */
    getStaticPage(name: string): Promise<StaticPage> {
      return getJson(`/api/Static/${encodeURIComponent(name)}`, staticPageSchema);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client for loaders and actions: calls the API in-process with the visitor's cookies. */
export function createServerApiClient(context: Pick<StoreLoadContext, "apiFetch">): ApiClient {
  return createApiClient((path, init) => context.apiFetch(path, init));
}

/** The client for the browser: same-origin fetch, so the session cookies travel with it. */
export function createBrowserApiClient(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): ApiClient {
  return createApiClient((path, init) => fetchImpl(path, { credentials: "same-origin", ...init }));
}
