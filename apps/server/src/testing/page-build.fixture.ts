import type { ServerBuild } from "react-router";

/**
 * A React Router server build small enough to read, for tests of page serving without `npm run build`:
 * a root route, for every path, whose loader asks the store's API in-process (as the web app's loaders do),
 * and an entry that writes the loader data into a plain HTML page. Some paths misbehave on purpose:
 * `/slow` waits until the render is abandoned, `/hang` blocks its thread, `/exit` ends its thread.
 */

interface LoadContext {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  cspNonce: string;
}

async function loader({ request, context }: { request: Request; context: LoadContext }) {
  const { pathname } = new URL(request.url);
  if (pathname === "/slow") {
    await new Promise<void>((resolve) => request.signal.addEventListener("abort", () => resolve()));
  } else if (pathname === "/hang") {
    for (;;) {
      // A render that never yields: only ending its thread stops it.
    }
  } else if (pathname === "/exit") {
    process.exit(3);
  }
  const res = await context.apiFetch("/api/settings");
  const settings = (await res.json()) as { items: { name: string; value: string }[] };
  return { path: pathname, settings: settings.items.length, nonce: context.cspNonce };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const build: ServerBuild = {
  entry: {
    module: {
      default: (_request, status, headers, context) => {
        const data = JSON.stringify(context.staticHandlerContext.loaderData);
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(`<!doctype html><title>fixture</title><pre>${escapeHtml(data)}</pre>`, {
          status,
          headers,
        });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader } },
    page: { id: "page", parentId: "root", path: "*", module: { default: () => null } },
  } as unknown as ServerBuild["routes"],
  assets: {
    entry: { module: "/assets/entry.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", hasLoader: true, hasAction: false },
      page: {
        id: "page",
        parentId: "root",
        path: "*",
        module: "/assets/page.js",
        hasLoader: false,
        hasAction: false,
      },
    },
    url: "/assets/manifest.js",
    version: "fixture",
  } as unknown as ServerBuild["assets"],
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {} as ServerBuild["future"],
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

export const {
  entry,
  routes,
  assets,
  publicPath,
  assetsBuildDirectory,
  future,
  ssr,
  isSpaMode,
  prerender,
  routeDiscovery,
} = build;
