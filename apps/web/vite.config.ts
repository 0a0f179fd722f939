import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    rolldownOptions: {
      output: {
        // Left to itself the bundler made ~30 small chunks and ~11 stylesheets per page: every one a
        // request and a <link> to render. Two groups: the React runtime, and the app's shared code
        // (its CSS goes with it into one stylesheet). Route modules stay separate.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/,
              priority: 2,
            },
            {
              name: "app",
              test: /(apps[\\/]web[\\/]app[\\/](components|lib|features)|packages[\\/]domain[\\/]src|node_modules[\\/]zod)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
