import { apiErrorBody } from "@store/domain/api-error.schema";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { AppError } from "./app-error.ts";

/** One place where every thrown error becomes a response: typed errors keep their status, the rest are 500. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined)
      c.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    return c.json(apiErrorBody(error.code, error.errors), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 413 ? "The request body is too large" : error.message || "The request was refused";
    return c.json(apiErrorBody(status >= 500 ? "server_error" : "invalid", message), status);
  }
  logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(
    apiErrorBody("server_error", "Something went wrong on our side. Please try again later."),
    500,
  );
}

/** The answer for an /api path no route matches. */
export function apiNotFound(c: Context): Response {
  return c.json(apiErrorBody("not_found", `There is no API call ${c.req.method} ${c.req.path}`), 404);
}
