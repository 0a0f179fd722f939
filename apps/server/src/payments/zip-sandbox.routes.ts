import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { pageHeaders, readFields } from "../http/sandbox-http.ts";
import { zipDevicePage, zipHomePage } from "./zip-sandbox.page.ts";
import type { ZipSandbox } from "./zip-sandbox.ts";

const codeSchema = z.string().regex(/^\d{6}$/);
const answerSchema = z.object({ code: codeSchema, action: z.enum(["approve", "decline"]) });
const referenceSchema = z.string().regex(/^ZIP[0-9A-Z]{20}$/);

/**
 * The Zip sandbox's pages under /sandbox/zip (ADR 035): the test codes, and the customer's 'app' where a
 * purchase request sent by the store's staff is approved or declined.
 */
export function zipSandboxRoutes(sandbox: ZipSandbox) {
  return new Hono<AppEnv>()
    .use("*", bodyLimit({ maxSize: 4 * 1024 }))
    .get("/", (c) => {
      pageHeaders(c);
      return c.html(zipHomePage());
    })
    .get("/device", async (c) => {
      pageHeaders(c);
      const code = codeSchema.safeParse(c.req.query("code"));
      if (!code.success) return c.html(zipDevicePage("", [], "Enter the 6 digits of your Zip code."), 400);
      return c.html(zipDevicePage(code.data, await sandbox.waitingFor(code.data)));
    })
    .post("/device/:providerReference", async (c) => {
      pageHeaders(c);
      const reference = referenceSchema.safeParse(c.req.param("providerReference"));
      const answer = answerSchema.safeParse((await readFields(c)) ?? {});
      if (!reference.success || !answer.success)
        return c.html(
          zipDevicePage("", [], "That purchase could not be answered. Open your purchases again."),
          400,
        );
      const done = await sandbox.answer(reference.data, answer.data.action === "approve");
      const notice = !done
        ? "That purchase is no longer waiting (it was answered, cancelled or expired)."
        : answer.data.action === "approve"
          ? "Approved. The store now sees your payment."
          : "Declined. The store now sees that you declined.";
      return c.html(
        zipDevicePage(answer.data.code, await sandbox.waitingFor(answer.data.code), notice),
        done ? 200 : 409,
      );
    });
}
