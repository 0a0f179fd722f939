import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/** Turns zod issues into messages that name the field: "searchTerm: Too long". */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  );
}

/** Parses a value with a schema or throws a 400 listing every problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("invalid", issueMessages(result.error));
  return result.data;
}

/** The query string, validated. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query());
}

/** The JSON body, unvalidated; malformed JSON is a 400, not a 500. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON");
  }
}

/** The JSON body, validated; malformed JSON is a 400, not a 500. */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseOrThrow(schema, await jsonBody(c));
}
