import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { runServer } from "./start.ts";
import { loadContext } from "./web-handler.ts";

/** Development entry: the same server, with Vite in middleware mode and hot reload in front of the app. */
await runServer(async ({ server }) => {
  const vite = await createViteServer({
    root: new URL("../../web", import.meta.url).pathname,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    mode: "development",
    // Loaded per request, so edits apply without a restart.
    render: async (c, app) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(c.req.raw, loadContext(app, c));
    },
    // The route table changes as files are edited: every page takes a body, up to the page limit.
    takesBody: () => true,
    front: { handle: (req, res, next) => vite.middlewares(req, res, next), close: () => vite.close() },
  };
});
