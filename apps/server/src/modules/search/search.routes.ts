import { analyticsLimits, tryAgainIn } from "@store/domain/rate-limits";
import {
  analyticsEventSchema,
  productLoadEventQuerySchema,
  searchAnalyticsQuerySchema,
  searchTermEventQuerySchema,
  searchTermSchema,
  siteSearchKinds,
  siteSearchQuerySchema,
  suggestQuerySchema,
} from "@store/domain/search.schema";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { unknownClientIp } from "../../http/client-ip.ts";
import { parseOrThrow, validJson } from "../../http/validate.ts";
import { perVisitor, type RateLimitService } from "../rate-limit/rate-limit.service.ts";
import type { SearchService } from "./search.service.ts";

/** Analytics writes per session and client IP (ADR 017): one client cannot flood the reports. */
const analyticsChecks = (c: Context<AppEnv>) =>
  perVisitor(
    c,
    analyticsLimits,
    (s) => `Too many analytics events. They are recorded again ${tryAgainIn(s)}.`,
  );

const kindSchema = z.enum(siteSearchKinds, { message: "Use f (full results) or p (products)" });

/** The query with names lower-cased: the spec spells the same parameter searchTerm, SearchTerm and searchterms. */
function lowerQuery(c: Context<AppEnv>): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The term of a call that names it in the query, by any of its spellings. */
function termOf(c: Context<AppEnv>, names: string[]): string {
  const query = lowerQuery(c);
  const value = names.map((n) => query[n.toLowerCase()]).find((v) => v !== undefined);
  return parseOrThrow(z.object({ searchTerm: searchTermSchema }), { searchTerm: value }).searchTerm;
}

/** Who sent an analytics event: the client address (http/client-ip.ts), else the visitor's session (hashed when stored). */
function analyticsClient(c: Context<AppEnv>): string {
  const ip = c.get("clientIp");
  return ip === unknownClientIp ? `session:${c.get("session").id}` : ip;
}

/**
 * Every search and analytics call of storefront s.7, answered by the one SearchService (ADR 012;
 * shapes in docs/api/search.openapi.yaml).
 */
export function searchRoutes(search: SearchService, limits: RateLimitService) {
  const siteSearch = async (c: Context<AppEnv>) => {
    const kind = parseOrThrow(z.object({ kind: kindSchema }), { kind: c.req.param("kind") }).kind;
    const term = parseOrThrow(z.object({ term: searchTermSchema }), { term: c.req.param("term") }).term;
    const query = parseOrThrow(siteSearchQuerySchema, { ...c.req.query(), spec: c.req.queries("spec") });
    if (kind === "f") return c.json(await search.results(term, query, await c.var.viewer()));
    return c.json(
      await search.suggest(
        { searchTerm: term, isAutoCorrectEnabled: query.fallback, limit: 8 },
        await c.var.viewer(),
      ),
    );
  };
  return new Hono<AppEnv>()
    .get("/v3/search", async (c) => {
      const q = lowerQuery(c);
      const query = parseOrThrow(suggestQuerySchema, {
        searchTerm: q.searchterm,
        isAutoCorrectEnabled: q.isautocorrectenabled,
        limit: q.limit,
      });
      return c.json(await search.suggest(query, await c.var.viewer()));
    })
    .get("/search/products", async (c) => {
      const term = termOf(c, ["searchTerms", "searchTerm"]);
      const found = await search.suggest(
        { searchTerm: term, isAutoCorrectEnabled: true, limit: 8 },
        await c.var.viewer(),
      );
      return c.json({ Results: { SearchSuggestions: found.terms, ProductResults: found.products } });
    })
    .get("/v2/product/search-url", async (c) =>
      c.json(await search.searchUrl(termOf(c, ["SearchTerm", "searchTerms"]), c.var.brand.id)),
    )
    .get("/v2/sitesearch/search-url", async (c) =>
      c.json(await search.searchUrl(termOf(c, ["searchterms", "SearchTerm"]), c.var.brand.id)),
    )
    .get("/v2/sitesearch/:kind/:term{.+}", siteSearch)
    .get("/v2/SiteSearch/:kind/:term{.+}", siteSearch)
    .get("/analytics/product-load-event", async (c) => {
      await limits.consume(analyticsChecks(c));
      const { productId } = parseOrThrow(productLoadEventQuerySchema, { productId: lowerQuery(c).productid });
      await search.productLoaded(productId, c.get("brandId"), analyticsClient(c));
      c.header("Cache-Control", "no-store");
      return c.json({ recorded: true });
    })
    .post("/analytics/search", async (c) => {
      await limits.consume(analyticsChecks(c));
      const event = await validJson(c, analyticsEventSchema);
      await search.record(event, c.get("brandId"), analyticsClient(c));
      return c.json({ recorded: true }, 201);
    })
    .get("/analytics/search", async (c) => {
      // The shopper's browser calls this as a search is submitted (storefront s.7; ADR 069)
      await limits.consume(analyticsChecks(c));
      const { searchTerm } = parseOrThrow(searchTermEventQuerySchema, {
        searchTerm: lowerQuery(c).searchterm,
      });
      await search.searchSubmitted(searchTerm, c.get("brandId"), analyticsClient(c));
      c.header("Cache-Control", "no-store");
      return c.json({ recorded: true });
    })
    .get("/analytics/search-report", async (c) => {
      const q = lowerQuery(c);
      const query = parseOrThrow(searchAnalyticsQuerySchema, { searchTerm: q.searchterm, days: q.days });
      c.header("Cache-Control", "no-store");
      return c.json(await search.analytics(query.searchTerm, query.days));
    });
}
