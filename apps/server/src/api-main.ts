import { runServer } from "./start.ts";

/**
 * API-only entry: the same server as main.ts without the web pages, so it runs before the web app is
 * built (the crash test of `npm run test:api` starts it; ADR 019).
 */
await runServer(undefined, { pages: false });
