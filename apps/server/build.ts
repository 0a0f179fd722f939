/**
 * Builds the server for `npm start` (ADR 022): the entries main.ts, api-main.ts, the SSR render
 * thread and the tour's panorama thread (ADR 087) bundled by esbuild into apps/server/dist, each thread at
 * its path under src/ (worker-entry.ts finds it there), with the workspace's TypeScript (this app and
 * @store/domain) compiled in and every npm dependency left to node_modules. The migrations are copied
 * beside the bundle, where the database client looks for them.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, "dist");
const manifest = JSON.parse(readFileSync(path.join(serverDir, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith("@store/"))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    "src/main.ts",
    "src/api-main.ts",
    "src/ssr/ssr-worker.ts",
    "src/modules/media/tour-panorama-worker.ts",
  ].map((e) => path.join(serverDir, e)),
  outbase: path.join(serverDir, "src"),
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external,
  sourcemap: true,
  logLevel: "warning",
});
cpSync(path.join(serverDir, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
