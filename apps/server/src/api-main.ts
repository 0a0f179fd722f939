import { createLogger } from "./logger.ts";
import { listen, loadConfigOrExit, openStore } from "./start.ts";

/**
 * API-only entry: the same bootstrap as main.ts without the web pages, so it runs before the web app
 * is built (the crash test of `npm run test:api` starts it; ADR 019).
 */
const config = loadConfigOrExit();
const logger = createLogger(config);
listen(await openStore(config, logger), config, logger, { details: { pages: false } });
