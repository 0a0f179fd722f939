import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { AppEnv } from "./app-env.ts";

/** A page's form post is a few fields: 64 KB is plenty, and bounds what a request may make us hold. */
export const pageBodyMaxBytes = 64 * 1024;

/** One route of the web build, as much as deciding whether its page takes a body needs. */
export interface PageRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** The route has an action: its page answers form posts. */
  hasAction: boolean;
}

/** The routes of a React Router server build (read where the build is loaded: a render thread, or here). */
export function pageRoutesOf(build: ServerBuild): PageRoute[] {
  return Object.values(build.routes).flatMap((route) =>
    route
      ? [
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            hasAction: typeof route.module.action === "function",
          },
        ]
      : [],
  );
}

/**
 * Whether the page at a path takes a body: the deepest route React Router matches has an action.
 * A single-fetch data request (`/stores.data`, `/_root.data`) is its page's.
 */
export function pagesTakingBodies(routes: PageRoute[]): (pathname: string) => boolean {
  const objects = new Map<string, RouteObject & { hasAction: boolean; children: RouteObject[] }>();
  for (const r of routes)
    objects.set(r.id, {
      id: r.id,
      path: r.path,
      caseSensitive: r.caseSensitive,
      hasAction: r.hasAction,
      children: [],
    });
  const roots: RouteObject[] = [];
  for (const r of routes) {
    const object = objects.get(r.id);
    if (!object) continue;
    // Index routes have no children and no path of their own.
    const placed: RouteObject = r.index ? { id: r.id, index: true, caseSensitive: r.caseSensitive } : object;
    const parent = r.parentId ? objects.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(placed);
  }
  const withAction = new Set(routes.filter((r) => r.hasAction).map((r) => r.id));
  return (pathname) => {
    let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
    if (path === "/_root") path = "/";
    const matches = matchRoutes(roots, path);
    const deepest = matches?.at(-1)?.route.id;
    return deepest !== undefined && withAction.has(deepest);
  };
}

/**
 * Page requests' bodies, refused before they are read (ADR 019): a page without an action takes none
 * (413 as soon as one is announced, by Content-Length or chunked transfer), and a page with one takes
 * up to `maxBytes` (413 at once for a larger Content-Length, or as soon as a chunked body passes it).
 */
export function pageBodyLimit(
  takesBody: (pathname: string) => boolean,
  maxBytes = pageBodyMaxBytes,
): MiddlewareHandler<AppEnv> {
  const tooLarge = () =>
    new Response("The request body is too large for this page.", {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
    });
  const limited = bodyLimit({ maxSize: maxBytes, onError: () => tooLarge() });
  return async (c, next) => {
    const length = c.req.header("content-length");
    const announced =
      (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    if (!announced) return next();
    if (!takesBody(c.req.path)) return tooLarge();
    return limited(c, next);
  };
}
