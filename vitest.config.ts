import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias: { "~": path.resolve(import.meta.dirname, "apps/web/app") } },
        test: {
          name: "web",
          include: ["apps/web/app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The 20 MB upload test measures what the server holds, collecting garbage as it samples
          execArgv: ["--expose-gc"],
        },
      },
    ],
  },
});
