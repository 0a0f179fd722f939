import { randomBytes } from "node:crypto";
import { brands } from "@store/domain/brands";
import {
  sandboxChallengeAnswerSchema,
  sandboxChallengeStartSchema,
  sandboxPspReferenceSchema,
} from "@store/domain/card-payment.schema";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env.ts";
import { pageHeaders, readFields } from "../http/sandbox-http.ts";
import { challengeClosedPage, challengePage, returnPage, testCardsPage } from "./card-sandbox.page.ts";
import type { CardSandbox } from "./card-sandbox.ts";
import { challengePassword, sandboxTestCards } from "./card-sandbox-cards.ts";

/**
 * The sandbox acquirer's pages under /sandbox/card (ADR 028): the test cards, and the issuer's 3-D Secure
 * challenge. The checkout posts the acquirer's form (MD, PaReq) to the challenge; the challenge's own form
 * posts the password; the answer posts the signed result to the payment's return URL.
 */
export function cardSandboxRoutes(sandbox: CardSandbox) {
  const closed = (c: Context<AppEnv>, message: string, status: 400 | 404 | 409) => {
    pageHeaders(c);
    return c.html(challengeClosedPage(message), status);
  };
  const unknown = "There is no payment waiting for verification at this address.";
  const answered = "This payment was already verified, or it was cancelled.";

  const showChallenge = async (c: Context<AppEnv>, pspReference: string) => {
    const view = await sandbox.challengeView(pspReference);
    if (!view) return closed(c, unknown, 404);
    if (!view.open) return closed(c, answered, 409);
    pageHeaders(c);
    return c.html(challengePage(view, brands[view.brand].name));
  };

  return new Hono<AppEnv>()
    .use("*", bodyLimit({ maxSize: 16 * 1024 }))
    .get("/", (c) => {
      pageHeaders(c);
      return c.html(testCardsPage(sandboxTestCards));
    })
    .get("/challenge/:pspReference", async (c) => {
      const psp = sandboxPspReferenceSchema.safeParse(c.req.param("pspReference"));
      if (!psp.success) return closed(c, unknown, 404);
      return showChallenge(c, psp.data);
    })
    .post("/challenge/:pspReference", async (c) => {
      const psp = sandboxPspReferenceSchema.safeParse(c.req.param("pspReference"));
      if (!psp.success) return closed(c, unknown, 404);
      const fields = (await readFields(c)) ?? {};
      if (!("action" in fields)) {
        // The checkout's post of the acquirer's form: show the challenge
        const start = sandboxChallengeStartSchema.safeParse(fields);
        if (!start.success || start.data.MD !== psp.data)
          return closed(c, "The verification request does not match this payment.", 400);
        return showChallenge(c, psp.data);
      }
      const answer = sandboxChallengeAnswerSchema.safeParse(fields);
      if (!answer.success) return closed(c, "Choose Continue or Cancel.", 400);
      const passed = answer.data.action === "continue" && answer.data.password === challengePassword;
      const back = await sandbox.answerChallenge(psp.data, passed);
      if (!back) {
        const view = await sandbox.challengeView(psp.data);
        return closed(c, view ? answered : unknown, view ? 409 : 404);
      }
      const nonce = randomBytes(16).toString("base64");
      pageHeaders(c, { returnUrl: back.returnUrl, nonce });
      return c.html(returnPage(back.returnUrl, back.fields, passed, nonce));
    });
}
