import { cartEmailLimits, couponFailureLimits, mailboxKey, tryAgainIn } from "@store/domain/rate-limits";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { type LimitCheck, perVisitor } from "../rate-limit/rate-limit.service.ts";

/** 'Email my cart' counts per session, per recipient mailbox and per client IP (ADR 017). */
export function cartEmailChecks(c: Context<AppEnv>, to: string): LimitCheck[] {
  const { perSession, perRecipient, perIp } = cartEmailLimits;
  return [
    {
      rule: perSession,
      key: c.get("session").id,
      message: (s) =>
        `You have emailed your cart ${perSession.points} times in the last hour. Please try again ${tryAgainIn(s)}.`,
    },
    {
      rule: perRecipient,
      key: mailboxKey(to),
      message: (s) =>
        `That address has been sent ${perRecipient.points} carts in the last day, the most we send. Please try again ${tryAgainIn(s)}.`,
    },
    {
      rule: perIp,
      key: c.get("clientIp"),
      message: (s) =>
        `Too many carts have been emailed from your network in the last hour. Please try again ${tryAgainIn(s)}.`,
    },
  ];
}

/** Coupon attempts that did not apply, per session and client IP: a code cannot be guessed (ADR 017). */
export function couponAttemptChecks(c: Context<AppEnv>): LimitCheck[] {
  return perVisitor(
    c,
    couponFailureLimits,
    (s) =>
      `Too many coupon codes were tried without success. Please try again ${tryAgainIn(s)}, or ask us about your code.`,
  );
}
