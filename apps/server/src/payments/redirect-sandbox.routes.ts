import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { pageHeaders, readFields } from "../http/sandbox-http.ts";
import {
  redirectApprovalPage,
  redirectClosedPage,
  redirectHomePage,
  redirectReviewPage,
} from "./redirect-sandbox.page.ts";
import type { RedirectSandbox } from "./redirect-sandbox.ts";

const answerSchema = z.object({ action: z.enum(["approve", "cancel", "decline", "refer"]) });
const reviewSchema = z.object({ action: z.enum(["approve", "decline"]) });
const postedCheckoutSchema = z.object({ checkoutId: z.string().max(100) });

/**
 * A redirect sandbox's pages under its base (ADR 036): what it does, the approval page the store sends
 * the shopper to (by link, or by form post for Zip), the shopper's answer (a 303 back to the store's
 * return URL with the provider's parameters) and, for Zip, the review desk of referred applications.
 */
export function redirectSandboxRoutes(sandbox: RedirectSandbox) {
  const profile = sandbox.profile;
  const unknown = "There is no payment waiting for approval at this address.";
  const closed = (c: Context<AppEnv>, message: string, status: 400 | 404 | 409) => {
    pageHeaders(c);
    return c.html(redirectClosedPage(profile, message), status);
  };
  const show = async (c: Context<AppEnv>, token: string) => {
    const view = await sandbox.checkoutView(token);
    if (!view) return closed(c, unknown, 404);
    if (!view.open)
      return closed(
        c,
        view.state === "expired"
          ? "This checkout has expired. Return to the store to start again."
          : "This payment was already answered, or it was cancelled.",
        409,
      );
    pageHeaders(c);
    return c.html(redirectApprovalPage(profile, view));
  };

  const routes = new Hono<AppEnv>()
    .use("*", bodyLimit({ maxSize: 4 * 1024 }))
    .get("/", (c) => {
      pageHeaders(c);
      return c.html(redirectHomePage(profile));
    })
    .get("/checkout/:token", (c) => show(c, c.req.param("token")))
    .post("/checkout", async (c) => {
      // The store's form post of the checkout id (Zip): the approval page
      const posted = postedCheckoutSchema.safeParse((await readFields(c)) ?? {});
      if (!posted.success) return closed(c, unknown, 400);
      return show(c, posted.data.checkoutId);
    })
    .post("/checkout/:token", async (c) => {
      const answer = answerSchema.safeParse((await readFields(c)) ?? {});
      if (!answer.success) return closed(c, "Choose one of the page's buttons.", 400);
      const location = await sandbox.answer(c.req.param("token"), answer.data.action);
      if (!location) {
        const view = await sandbox.checkoutView(c.req.param("token"));
        return closed(
          c,
          view ? "This payment was already answered, or it was cancelled." : unknown,
          view ? 409 : 404,
        );
      }
      pageHeaders(c, { returnUrl: location });
      return c.redirect(location, 303);
    });
  if (!profile.extraActions.includes("refer")) return routes;
  return routes
    .get("/review", async (c) => {
      pageHeaders(c);
      return c.html(redirectReviewPage(profile, await sandbox.referred()));
    })
    .post("/review/:token", async (c) => {
      pageHeaders(c);
      const answer = reviewSchema.safeParse((await readFields(c)) ?? {});
      if (!answer.success)
        return c.html(
          redirectReviewPage(profile, await sandbox.referred(), "Choose Approve or Decline."),
          400,
        );
      const done = await sandbox.review(c.req.param("token"), answer.data.action === "approve");
      const notice = !done
        ? "That application is no longer waiting for review."
        : answer.data.action === "approve"
          ? "Approved. The store charges it when it next asks."
          : "Declined. The store sees it when it next asks.";
      return c.html(redirectReviewPage(profile, await sandbox.referred(), notice), done ? 200 : 409);
    });
}
