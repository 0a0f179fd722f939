import pino, { type Logger } from "pino";
import type { Config } from "./config.ts";

/** The process logger: JSON lines on stdout. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
