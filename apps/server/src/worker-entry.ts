/**
 * How to start one of the server's worker threads (the SSR render threads, ADR 011; the tour's panorama
 * thread, ADR 087), given its entry's path under src/ without extension ("ssr/ssr-worker"). Built
 * (`npm start`, ADR 022): build.ts bundles each entry to the same path under dist/, beside the bundle
 * that runs this code (dist/main.js or dist/api-main.js). From source (tsx: `npm run dev`, tests): worker
 * threads do not inherit tsx's loader, so a bootstrap registers it, then loads the TypeScript entry.
 */
export function workerEntry(entry: string): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith(".ts"))
    return { script: new URL(`./${entry}.js`, import.meta.url), eval: false };
  const source = new URL(`./${entry}.ts`, import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return {
    script: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}
