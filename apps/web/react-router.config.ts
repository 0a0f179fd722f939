import type { Config } from "@react-router/dev/config";

/** Framework mode with server rendering; the build lands in build/client and build/server/index.js. */
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;
