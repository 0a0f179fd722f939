import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { pageHeaders, readFields } from "../http/sandbox-http.ts";
import { RedirectProviderUnavailable } from "./redirect-payments.ts";
import {
  redirectApprovalPage,
  redirectClosedPage,
  redirectHomePage,
  redirectReviewPage,
} from "./redirect-sandbox.page.ts";
import type { RedirectSandbox } from "./redirect-sandbox.ts";

const answerSchema = z.object({
  action: z.enum(["approve", "cancel", "decline", "refer"]),
  // Klarna's widget asks the email it decides by
  email: z.string().trim().max(254).optional(),
});
const reviewSchema = z.object({ action: z.enum(["approve", "decline"]) });
/** A store's form post: a handful of short text fields (Zip's checkout id, Humm's signed x_ fields). */
const postedSchema = z
  .record(z.string().max(40), z.string().max(500))
  .refine((f) => Object.keys(f).length <= 30);

/**
 * A redirect sandbox's pages under its base (ADR 036): what it does, the approval page the store sends
 * the shopper to (by link, or by form post for Zip), the shopper's answer (a 303 back to the store's
 * return URL with the provider's parameters) and, for Zip, the review desk of referred applications.
 */
export function redirectSandboxRoutes(sandbox: RedirectSandbox) {
  const profile = sandbox.profile;
  const unknown = "There is no payment waiting for approval at this address.";
  const closed = (c: Context<AppEnv>, message: string, status: 400 | 404 | 409 | 504) => {
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
      // The store's form post (Zip's checkout id, Humm's signed request): the approval page
      const posted = postedSchema.safeParse((await readFields(c)) ?? {});
      if (!posted.success) return closed(c, unknown, 400);
      const opened = await sandbox.openPosted(posted.data);
      if ("problem" in opened) return closed(c, opened.problem, opened.status);
      return show(c, opened.token);
    })
    .post("/checkout/:token", async (c) => {
      const answer = answerSchema.safeParse((await readFields(c)) ?? {});
      if (!answer.success) return closed(c, "Choose one of the page's buttons.", 400);
      let location: string | null;
      try {
        location = await sandbox.answer(c.req.param("token"), answer.data.action, {
          email: answer.data.email,
        });
      } catch (error) {
        if (!(error instanceof RedirectProviderUnavailable)) throw error;
        // The infrastructure fault: the purchase is made, the way back to the store is lost
        return closed(
          c,
          `${profile.name} could not send you back to the store. Your payment went through: the store is told directly and emails your confirmation.`,
          504,
        );
      }
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
