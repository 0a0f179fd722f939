import { Writable } from "node:stream";
import { createLogger } from "../logger.ts";

/** The process logger (same serializers) writing its JSON lines into an array, for tests of what is logged. */
export function capturedLogger(level: "info" | "debug" = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: level }, destination), lines };
}
